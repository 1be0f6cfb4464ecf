// The transactional outbox: e-mails written with the change that causes them, sent afterwards.
// Its SQL is in messaging-store.ts.
import { Type } from 'typebox';
import type { SqlTx } from '../../db/sql.ts';
import { storedJson } from '../shared/schemas.ts';
import { MailAttachment, type MailTransport } from './mail-transport.ts';
import {
  claimDueMessages,
  insertOutboxMessage,
  markMessageFailed,
  markMessageSent,
  type OutboxMessage,
} from './messaging-store.ts';

export interface OutgoingMail {
  company_id: string | null;
  /** The customer the message is about (a GDPR export lists it, an erasure blanks it). */
  customer_id?: string | null;
  /** e.g. payment_receipt, voucher_notification */
  kind: string;
  to: string;
  subject: string;
  body: string;
  html?: string | null;
  attachments?: MailAttachment[];
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** The attachments column as written by enqueue (a JSON array of MailAttachment). */
const storedAttachments = storedJson(Type.Array(MailAttachment), 'outbox attachments');

/** How long a claimed message is left alone before another worker may try it (a crashed worker's claim runs out). */
export const CLAIM_LEASE_SECONDS = 300;

/** Wait before attempt n+1 after n failed attempts: 30 s, 60 s, 120 s, ... at most one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * The transactional outbox: a message is a row written in the same transaction as the change
 * that causes it, and delivered afterwards by `deliverDue` (run by the job queue). A message is
 * claimed by moving its `send_after` past a lease, so two workers never send it at once, and a
 * worker that dies mid-way leaves it to be retried when the lease runs out: nothing is lost.
 * Delivery is at least once: a crash after the SMTP server accepted a message and before the
 * row is marked sent re-sends it, with the same Message-ID (the outbox id).
 */
export class Outbox {
  /** Called after a message is committed (the job runner uses it to deliver promptly). */
  onEnqueued?: () => void;

  // Through the store, not Prisma Client: delivery runs every minute on every instance, and a
  // server that is otherwise only asked Kysely's paths would load Prisma Client for it (about 60 MB).
  private readonly db: SqlTx;
  private transport: MailTransport;
  private readonly from: string;
  private readonly maxAttempts: number;

  constructor(db: SqlTx, transport: MailTransport, from: string, maxAttempts: number) {
    this.db = db;
    this.transport = transport;
    this.from = from;
    this.maxAttempts = maxAttempts;
  }

  get transportName() {
    return this.transport.name;
  }

  /** Tests swap the transport; the server sets it once from the config. */
  useTransport(transport: MailTransport) {
    this.transport = transport;
  }

  /**
   * Writes the message with `db`: pass the transaction of the change that causes it (a Prisma
   * transaction goes through prismaTxSql).
   */
  async enqueue(db: SqlTx, mail: OutgoingMail): Promise<OutboxMessage> {
    return insertOutboxMessage(db, {
      company_id: mail.company_id,
      customer_id: mail.customer_id ?? null,
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
    });
  }

  notifyEnqueued() {
    try {
      this.onEnqueued?.();
    } catch {
      // The periodic run delivers it anyway.
    }
  }

  /** Claims due messages (at most `limit`) and hands them to the transport. */
  async deliverDue(options: { now?: Date; limit?: number } = {}): Promise<DeliveryReport> {
    const now = options.now ?? new Date();
    const claimed = await claimDueMessages(this.db, {
      now,
      leaseSeconds: CLAIM_LEASE_SECONDS,
      limit: options.limit ?? 50,
    });
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (const row of claimed) {
      try {
        await this.transport.send({
          id: row.id,
          from: this.from,
          to: row.to,
          subject: row.subject,
          text: row.body,
          html: row.html,
          attachments: storedAttachments(row.attachments),
        });
        // updated_at as Prisma's @updatedAt would set it: the app's clock at the write.
        const at = new Date();
        await markMessageSent(this.db, row.id, at);
        report.sent++;
      } catch (err) {
        const error = String((err as Error)?.message ?? err).slice(0, 1000);
        const giveUp = row.attempts >= this.maxAttempts;
        // Given up: failed, send_after as it is; else pending again after the backoff.
        await markMessageFailed(this.db, row.id, {
          error,
          giveUp,
          retryAt: giveUp ? null : new Date(now.getTime() + backoffSeconds(row.attempts) * 1000),
          at: new Date(),
        });
        if (giveUp) report.failed++;
        else report.retrying++;
      }
    }
    return report;
  }

  close() {
    this.transport.close();
  }
}
