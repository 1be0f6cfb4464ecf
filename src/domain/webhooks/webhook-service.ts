// HQ: a company's webhook endpoints, their secrets, test pings, delivery log and manual retries.
import { sql } from 'kysely';
import { prepared, qb, rows as runRows } from '../../db/kysely.ts';
import type { Sql } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { SecretBox } from '../fiscalization/secret-box.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import { urlProblem } from './destination.ts';
import { CHANGES_CHANNEL_SQL, newMessageId } from './publish.ts';
import { newSigningSecret } from './secrets.ts';
import type { WebhookEventType } from './types.ts';
import { webhookDeliveryView, webhookEndpointView } from './webhook-view.ts';

/** How long the secret before a rotation keeps verifying (both signatures are sent meanwhile). */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export interface WebhookCreate {
  company: string;
  url: string;
  events: string[];
  description?: string;
  enabled?: boolean;
}
export interface WebhookUpdate {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

const ENDPOINT = prepared((p: { id: string }) =>
  qb.selectFrom('webhook_endpoints').selectAll().where('id', '=', p.id),
);
const ENDPOINTS = prepared((p: { companyId: string; offset: number; limit: number }) =>
  qb
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .orderBy('created_at')
    .orderBy('id')
    .offset(p.offset)
    .limit(p.limit),
);
/** Deliveries with their message's payload, which the delivery view shows. */
const deliveries = () =>
  qb
    .selectFrom('webhook_deliveries as d')
    // On company_id as well as the id: a distributed database joins co-located tables only so.
    .innerJoin('webhook_messages as m', (j) =>
      j.onRef('m.company_id', '=', 'd.company_id').onRef('m.id', '=', 'd.message_id'),
    )
    .selectAll('d')
    .select('m.payload');
const DELIVERY = prepared((p: { id: string }) => deliveries().where('d.id', '=', p.id));
const withMessage = <R extends { payload: unknown }>({ payload, ...row }: R) => ({
  ...row,
  message: { payload },
});

export class WebhookService {
  private readonly prisma: PrismaClient;
  private readonly sql: Sql;
  private readonly box: SecretBox;
  private readonly allowPrivate: boolean;

  constructor(prisma: PrismaClient, sql: Sql, box: SecretBox, allowPrivate: boolean) {
    this.prisma = prisma;
    this.sql = sql;
    this.box = box;
    this.allowPrivate = allowPrivate;
  }

  private checkUrl(url: string) {
    const problem = urlProblem(url, this.allowPrivate);
    if (problem) throw fieldError('url', problem);
  }

  private async load(caller: HqCaller, id: string) {
    const row = await ENDPOINT.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('webhook');
    return row;
  }

  async create(caller: HqCaller, input: WebhookCreate) {
    if (!reachesCompany(caller, input.company)) throw notFound('company');
    const company = await this.prisma.company.findUnique({
      where: { id: input.company },
      select: { id: true },
    });
    if (!company) throw notFound('company');
    this.checkUrl(input.url);
    const secret = newSigningSecret();
    const row = await this.prisma.webhookEndpoint.create({
      data: {
        company_id: input.company,
        url: input.url,
        events: normaliseEvents(input.events),
        description: input.description ?? null,
        enabled: input.enabled ?? true,
        secret: this.box.seal(secret),
      },
    });
    return { ...webhookEndpointView(row), secret };
  }

  async list(caller: HqCaller, companyId: string, page: { limit: number; offset: number }) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const rows = await ENDPOINTS.rows(this.sql, { companyId, offset: page.offset, limit: page.limit });
    return rows.map(webhookEndpointView);
  }

  async get(caller: HqCaller, id: string) {
    return webhookEndpointView(await this.load(caller, id));
  }

  async update(caller: HqCaller, id: string, input: WebhookUpdate) {
    const current = await this.load(caller, id);
    if (input.url !== undefined) this.checkUrl(input.url);
    const data: Prisma.WebhookEndpointUpdateInput = {};
    if (input.url !== undefined) data.url = input.url;
    if (input.events !== undefined) data.events = normaliseEvents(input.events);
    if (input.description !== undefined) data.description = input.description;
    if (input.enabled !== undefined) data.enabled = input.enabled;
    const row = await this.prisma.webhookEndpoint.update({ where: rowKey(current.company_id, id), data });
    return webhookEndpointView(row);
  }

  /** Deletes the endpoint and its delivery log; nothing more is sent to it. */
  async delete(caller: HqCaller, id: string) {
    await this.load(caller, id);
    await this.prisma.webhookEndpoint.deleteMany({ where: { id } });
  }

  /** A new secret; the current one keeps verifying (and signing, beside it) for 24 hours. */
  async rotateSecret(caller: HqCaller, id: string) {
    const current = await this.load(caller, id);
    const secret = newSigningSecret();
    const row = await this.prisma.webhookEndpoint.update({
      where: rowKey(current.company_id, id),
      data: {
        secret: this.box.seal(secret),
        previous_secret: current.secret,
        previous_secret_expires_at: new Date(Date.now() + ROTATION_OVERLAP_MS),
      },
    });
    return { ...webhookEndpointView(row), secret };
  }

  /** Queues a `ping` to this endpoint (sent at once, retried like any delivery); answers the delivery. */
  async test(caller: HqCaller, id: string) {
    const endpoint = await this.load(caller, id);
    const msgId = newMessageId();
    const now = new Date();
    const type: WebhookEventType = 'ping';
    const payload = {
      type,
      timestamp: now.toISOString(),
      company: endpoint.company_id,
      data: { object: { webhook: endpoint.id, message: 'A test ping from the booking API.' } },
    };
    const deliveryId = await this.sql.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO webhook_messages (id, company_id, seq, type, object_id, payload, created_at)
         VALUES ($1, $2, NULL, 'ping', $1, $3::jsonb, $4::timestamptz)`,
        [msgId, endpoint.company_id, JSON.stringify(payload), now],
      );
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO webhook_deliveries (id, company_id, webhook_id, message_id, event_type, object_id, seq,
                                         next_attempt_at, created_at, updated_at)
         VALUES ('whd_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, 'ping', $3, 0,
                 $4::timestamptz, $4::timestamptz, $4::timestamptz)
         RETURNING id`,
        [endpoint.company_id, endpoint.id, msgId, now],
      );
      await this.announceDelivery(tx, endpoint.company_id);
      return rows[0].id;
    });
    return this.deliveryView(deliveryId);
  }

  async deliveries(
    caller: HqCaller,
    id: string,
    options: { filter?: { status?: string; event_type?: string }; page: { limit: number; offset: number } },
  ) {
    await this.load(caller, id);
    let query = deliveries().where('d.webhook_id', '=', id);
    const { status, event_type } = options.filter ?? {};
    if (status) query = query.where(sql<boolean>`d.status::text = ${status}`);
    if (event_type) query = query.where('d.event_type', '=', event_type);
    const rows = await runRows(
      this.sql,
      query
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .offset(options.page.offset)
        .limit(options.page.limit),
    );
    return rows.map((r) => webhookDeliveryView(withMessage(r)));
  }

  /**
   * A new attempt at once (same webhook-id and body). A failed delivery gets that one attempt
   * (attempts count on; it is `failed` again if it fails); a pending one is due now and keeps
   * its remaining retries.
   */
  async retry(caller: HqCaller, webhookId: string, deliveryId: string) {
    const endpoint = await this.load(caller, webhookId);
    const delivery = await DELIVERY.row(this.sql, { id: deliveryId });
    if (!delivery || delivery.webhook_id !== endpoint.id) throw notFound('delivery');
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `UPDATE webhook_deliveries
            SET status = 'pending', next_attempt_at = now(), leased_until = NULL, updated_at = now()
          WHERE id = $1`,
        [deliveryId],
      );
      await this.announceDelivery(tx, endpoint.company_id);
    });
    return this.deliveryView(deliveryId);
  }

  /** Wakes the delivery runners of every instance once this commits. */
  private announceDelivery(tx: { query: Sql['query'] }, companyId: string) {
    return tx.query(
      `SELECT pg_notify(${CHANGES_CHANNEL_SQL}, json_build_object('c', $1::text, 'd', 1)::text)`,
      [companyId],
    );
  }

  private async deliveryView(id: string) {
    const row = await DELIVERY.row(this.sql, { id });
    if (!row) throw notFound('delivery');
    return webhookDeliveryView(withMessage(row));
  }
}

/** "*" alone stands for every type; otherwise the named types, each once. */
function normaliseEvents(events: string[]): string[] {
  return events.includes('*') ? ['*'] : [...new Set(events)];
}
