// Sends what publishChange queued: claims due deliveries (a lease, so a crashed worker's claim
// runs out and another sends it: at least once), at most `concurrency` in flight per endpoint, one
// at a time per object and endpoint in stream order (an event.cancelled never overtakes its
// event.created, even while the created one waits for a retry), and records each attempt. Its SQL
// is in webhook-store.ts.
import type { Sql } from '../../db/sql.ts';
import type { SecretBox } from '../fiscalization/secret-box.ts';
import { type AttemptResult, sendAttempt } from './sender.ts';
import { type ClaimedDelivery, claimDue, nextDueInMs, purgeOld, recordAttempt } from './webhook-store.ts';

export interface DeliveryOptions {
  timeoutMs: number;
  /** Seconds before retry n (1-based) after attempt n failed; then `failed`. */
  retrySchedule: readonly number[];
  concurrency: number;
  allowPrivate: boolean;
}

export interface DrainReport {
  succeeded: number;
  retrying: number;
  failed: number;
  /** Milliseconds until the next pending delivery is due (null: none pending). */
  nextDueInMs: number | null;
}

/** Extra time a claim holds beyond the attempt's own timeout. */
const LEASE_MARGIN_SECONDS = 5;

export class WebhookDeliverer {
  private readonly sql: Sql;
  private readonly box: SecretBox;
  private readonly options: DeliveryOptions;

  constructor(sql: Sql, box: SecretBox, options: DeliveryOptions) {
    this.sql = sql;
    this.box = box;
    this.options = options;
  }

  /** How many attempts a delivery gets before it is `failed`. */
  get maxAttempts() {
    return this.options.retrySchedule.length + 1;
  }

  private openSecret(sealed: string): string {
    try {
      return this.box.open(sealed);
    } catch {
      throw new Error('the signing secret cannot be read (was FISCALIZATION_KEY changed?); rotate it');
    }
  }

  private async claim(limit: number, now: Date): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    // One claim of a company at a time across instances, so the in-flight count per endpoint it
    // reads is exact (webhook-store.ts, claimDue).
    return claimDue(this.sql, {
      now,
      concurrency: this.options.concurrency,
      limit,
      leaseSeconds: this.options.timeoutMs / 1000 + LEASE_MARGIN_SECONDS,
    });
  }

  /** Sends one claimed delivery and records the outcome. */
  private async attempt(row: ClaimedDelivery): Promise<'succeeded' | 'retrying' | 'failed'> {
    const now = new Date();
    const body = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
    let result: AttemptResult;
    try {
      const secrets = [this.openSecret(row.secret)];
      if (row.previous_secret && row.previous_secret_expires_at && row.previous_secret_expires_at > now)
        secrets.push(this.openSecret(row.previous_secret));
      result = await sendAttempt(
        {
          url: row.url,
          msgId: row.message_id,
          body,
          secrets,
          timeoutMs: this.options.timeoutMs,
          allowPrivate: this.options.allowPrivate,
        },
        now,
      );
    } catch (err) {
      result = { ok: false, status: null, durationMs: 0, error: String((err as Error)?.message ?? err) };
    }
    const outcome = result.ok ? 'succeeded' : row.attempts >= this.maxAttempts ? 'failed' : 'retrying';
    const delay = this.options.retrySchedule[Math.min(row.attempts, this.maxAttempts - 1) - 1] ?? 0;
    await recordAttempt(this.sql, row.company_id, row.id, {
      status: outcome === 'retrying' ? 'pending' : outcome,
      responseStatus: result.status,
      durationMs: result.durationMs,
      error: result.error?.slice(0, 1000) ?? null,
      retryInSeconds: delay,
    });
    return outcome;
  }

  /**
   * Sends everything due, keeping up to `maxInFlight` attempts going at once (a receiver that
   * hangs holds only its own endpoint's slots), until nothing is due or in flight.
   */
  async drain(options: { maxInFlight?: number; deadlineMs?: number } = {}): Promise<DrainReport> {
    const maxInFlight = options.maxInFlight ?? 50;
    const deadline = Date.now() + (options.deadlineMs ?? 60_000);
    const report: DrainReport = { succeeded: 0, retrying: 0, failed: 0, nextDueInMs: null };
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      if (Date.now() < deadline) {
        const claimed = await this.claim(maxInFlight - inFlight.size, new Date());
        for (const row of claimed) {
          const p: Promise<void> = this.attempt(row).then(
            (outcome) => {
              report[outcome]++;
              inFlight.delete(p);
            },
            () => {
              inFlight.delete(p); // recording failed: the lease runs out and it is tried again
            },
          );
          inFlight.add(p);
        }
      }
      if (inFlight.size === 0) break;
      // Something finished (room for more), or a moment passed (newly committed deliveries).
      await Promise.race([...inFlight, new Promise((r) => setTimeout(r, 250))]);
    }
    // The next head of a line (a delivery not waiting behind an earlier one of its object).
    const next = await nextDueInMs(this.sql, new Date());
    report.nextDueInMs = next === null ? null : Math.max(0, next);
    return report;
  }

  /** Drops what is no longer needed: stream messages after 24 h (unless a delivery refers to them), deliveries after 30 days. */
  async purge(): Promise<void> {
    await purgeOld(this.sql, new Date());
  }
}
