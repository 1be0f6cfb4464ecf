// What the payment provider still has to be told after a commit (docs/api-conventions.md#customers-paying: a cancelled
// booking's prepayment refunded "through the provider"): the transaction that decides it writes
// `payments.provider_action` (`refund` or `cancel`) with the payment's new status, and this
// carries it out afterwards, outside any transaction, then clears it. A cancellation never
// waits on Stripe or fails because Stripe is down; a crash or an outage in between leaves the
// action in the row, and the minute job carries it out later. Each call is idempotent at the
// provider (one refund per payment; cancelling twice finds it cancelled), so two instances
// settling the same row at once do no harm.
import type { Sql } from '../../db/sql.ts';
import type { PaymentProvider } from './provider.ts';

export type ProviderAction = 'refund' | 'cancel';

export class ProviderActions {
  private readonly sql: Sql;
  private readonly provider: PaymentProvider;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(sql: Sql, provider: PaymentProvider) {
    this.sql = sql;
    this.provider = provider;
  }

  get busy(): boolean {
    return this.running !== null;
  }

  /**
   * Carries out the actions owed (up to `limit`); answers how many were done. One run at a time
   * in this process: a call during a run makes that run look once more when it ends.
   */
  settle(limit = 50): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let done = 0;
      try {
        do {
          this.again = false;
          done += await this.settleOnce(limit);
        } while (this.again);
      } finally {
        this.running = null;
      }
      return done;
    })();
    return this.running;
  }

  private async settleOnce(limit: number): Promise<number> {
    const due = await this.sql.query<{
      id: string;
      provider_ref: string | null;
      provider_action: ProviderAction;
      refunded_amount: string | null;
      currency: string;
    }>(
      `SELECT id, provider_ref, provider_action, refunded_amount::text AS refunded_amount, currency
         FROM payments WHERE provider_action IS NOT NULL
        ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    let done = 0;
    for (const p of due) {
      try {
        if (p.provider_ref) {
          const ref = { paymentId: p.id, ref: p.provider_ref };
          // An unpaid charge found paid at the last moment is given back like a captured one.
          const taken = p.provider_action === 'refund' || (await this.provider.cancel(ref)) === 'succeeded';
          // A partial refund names its amount (the rest is kept: a late cancellation's fee).
          const part = p.refunded_amount === null ? {} : { amount: p.refunded_amount, currency: p.currency };
          if (taken) await this.provider.refund({ ...ref, ...part });
        }
        // Only the action read: one written meanwhile (a late payment's refund) stays owed.
        await this.sql.query(
          'UPDATE payments SET provider_action = NULL WHERE id = $1 AND provider_action = $2',
          [p.id, p.provider_action],
        );
        done++;
      } catch {
        // The provider is unreachable or refused: the row keeps its action for the next run.
      }
    }
    return done;
  }
}
