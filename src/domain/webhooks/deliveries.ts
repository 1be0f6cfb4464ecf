// Sends what publishChange queued: claims due deliveries (a lease, so a crashed worker's claim
// runs out and another sends it: at least once), at most `concurrency` in flight per endpoint, one
// at a time per object and endpoint in stream order (an event.cancelled never overtakes its
// event.created, even while the created one waits for a retry), and records each attempt.
import type { Sql } from '../../db/sql.ts';
import type { SecretBox } from '../fiscalization/secret-box.ts';
import { type AttemptResult, sendAttempt } from './sender.ts';

export interface DeliveryOptions {
  timeoutMs: number;
  /** Seconds before retry n (1-based) after attempt n failed; then `failed`. */
  retrySchedule: readonly number[];
  concurrency: number;
  allowPrivate: boolean;
}

interface Claimed {
  company_id: string;
  id: string;
  webhook_id: string;
  message_id: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  payload: unknown;
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

// Every pair of distributed tables is joined on company_id as well as the id (a delivery, its
// endpoint and its message are of one company), so that a database distributed by company_id
// can run it (docs/scaling.md, "Statements"): the join stays within each node.
const CLAIM_SQL = `
WITH due AS (
  SELECT d.company_id, d.id, d.webhook_id, d.seq, d.created_at
    FROM webhook_deliveries d
   WHERE d.status = 'pending' AND d.next_attempt_at <= $1::timestamptz
     AND (d.leased_until IS NULL OR d.leased_until <= $1::timestamptz)
     AND NOT EXISTS (
       SELECT 1 FROM webhook_deliveries e
        WHERE e.company_id = d.company_id AND e.webhook_id = d.webhook_id AND e.object_id = d.object_id
          AND e.status = 'pending' AND (e.seq, e.created_at, e.id) < (d.seq, d.created_at, d.id))
   ORDER BY d.next_attempt_at
   LIMIT 500
), busy AS (
  SELECT f.webhook_id, count(*)::int AS n
    FROM webhook_deliveries f
   WHERE f.status = 'pending' AND f.leased_until > $1::timestamptz
     AND f.webhook_id IN (SELECT webhook_id FROM due)
   GROUP BY f.webhook_id
), ranked AS (
  SELECT due.company_id, due.id, row_number() OVER (PARTITION BY due.webhook_id ORDER BY due.seq, due.created_at) AS rn,
         $2::int - coalesce(busy.n, 0) AS room
    FROM due LEFT JOIN busy ON busy.webhook_id = due.webhook_id
), picked AS (
  SELECT company_id, id FROM ranked WHERE rn <= room ORDER BY rn LIMIT $3::int
)
UPDATE webhook_deliveries d
   SET attempts = d.attempts + 1,
       leased_until = $1::timestamptz + make_interval(secs => $4::double precision),
       updated_at = $1::timestamptz
  FROM picked, webhook_endpoints w, webhook_messages m
 WHERE d.company_id = picked.company_id AND d.id = picked.id
   AND w.company_id = d.company_id AND w.id = d.webhook_id
   AND m.company_id = d.company_id AND m.id = d.message_id
   AND d.status = 'pending' AND (d.leased_until IS NULL OR d.leased_until <= $1::timestamptz)
RETURNING d.company_id, d.id, d.webhook_id, d.message_id, d.attempts, w.url, w.secret, w.previous_secret,
          w.previous_secret_expires_at, m.payload`;

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

  private async claim(limit: number, now: Date): Promise<Claimed[]> {
    if (limit <= 0) return [];
    // One claim at a time across instances, so the in-flight count per endpoint it reads is exact.
    return this.sql.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':webhook-claim'))`);
      return tx.query<Claimed>(CLAIM_SQL, [
        now,
        this.options.concurrency,
        limit,
        this.options.timeoutMs / 1000 + LEASE_MARGIN_SECONDS,
      ]);
    });
  }

  /** Sends one claimed delivery and records the outcome. */
  private async attempt(row: Claimed): Promise<'succeeded' | 'retrying' | 'failed'> {
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
    await this.sql.query(
      `UPDATE webhook_deliveries
          SET status = $2::webhook_delivery_status, response_status = $3::int, duration_ms = $4::int,
              last_error = $5, leased_until = NULL,
              next_attempt_at = CASE WHEN $2 = 'pending' THEN now() + make_interval(secs => $6::double precision) END,
              delivered_at = CASE WHEN $2 = 'succeeded' THEN now() ELSE delivered_at END,
              updated_at = now()
        WHERE company_id = $7 AND id = $1`,
      [
        row.id,
        outcome === 'retrying' ? 'pending' : outcome,
        result.status,
        result.durationMs,
        result.error?.slice(0, 1000) ?? null,
        delay,
        row.company_id,
      ],
    );
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
    const [next] = await this.sql.query<{ ms: number | null }>(
      `SELECT (extract(epoch FROM min(greatest(d.next_attempt_at, coalesce(d.leased_until, d.next_attempt_at))) - now()) * 1000)::float8 AS ms
         FROM webhook_deliveries d
        WHERE d.status = 'pending'
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries e
             WHERE e.company_id = d.company_id AND e.webhook_id = d.webhook_id AND e.object_id = d.object_id
               AND e.status = 'pending' AND (e.seq, e.created_at, e.id) < (d.seq, d.created_at, d.id))`,
    );
    report.nextDueInMs = next?.ms == null ? null : Math.max(0, Number(next.ms));
    return report;
  }

  /** Drops what is no longer needed: stream messages after 24 h (unless a delivery refers to them), deliveries after 30 days. */
  async purge(): Promise<void> {
    await this.sql.query(
      `DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < now() - interval '30 days'`,
    );
    await this.sql.query(
      `DELETE FROM webhook_messages m WHERE m.created_at < now() - interval '24 hours'
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.company_id = m.company_id AND d.message_id = m.id)`,
    );
  }
}
