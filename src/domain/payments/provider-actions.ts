// What the payment provider still has to be told after a commit (docs/api-conventions.md#customers-paying: a cancelled
// booking's prepayment refunded "through the provider"): the transaction that decides it writes
// `payments.provider_action` (`refund` or `cancel`) with the payment's new status, and this
// carries it out afterwards, outside any transaction, then clears it. A cancellation never
// waits on Stripe or fails because Stripe is down; a crash or an outage in between leaves the
// action in the row, and the minute job carries it out later. Each call is idempotent at the
// provider (one refund per payment; cancelling twice finds it cancelled), so two instances
// settling the same row at once do no harm.
import { Decimal } from '../../db/prisma-values.ts';
import type { Sql } from '../../db/sql.ts';
import { owedProviderActions, providerActionDone } from './payment-store.ts';
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
    const due = await owedProviderActions(this.sql, limit);
    let done = 0;
    for (const p of due) {
      if (p.provider_action === null) continue; // the statement reads only owed actions
      // A payment may be given back in parts (a smaller party, then a late cancellation): each
      // part is a refund of its own, of what the row gives back beyond what the provider was told.
      const target = new Decimal(p.refunded_amount ?? p.amount);
      const before = new Decimal(p.provider_refunded ?? 0);
      try {
        let refunded = false;
        if (p.provider_ref) {
          const ref = { paymentId: p.id, ref: p.provider_ref };
          // An unpaid charge found paid at the last moment is given back like a captured one.
          const taken = p.provider_action === 'refund' || (await this.provider.cancel(ref)) === 'succeeded';
          if (taken && target.gt(before)) {
            // The first refund of a payment in full names no amount; any other names its part.
            const whole = before.eq(0) && p.refunded_amount === null;
            const part = whole ? {} : { amount: target.minus(before).toFixed(4), currency: p.currency };
            await this.provider.refund({
              ...ref,
              ...part,
              ...(before.gt(0) ? { after: before.toFixed(4) } : {}),
            });
            refunded = true;
          }
        }
        // Only the action read: one written meanwhile (a late payment's refund, another part) stays owed.
        await providerActionDone(
          this.sql,
          { ...p, provider_action: p.provider_action },
          refunded,
          target.toFixed(4),
        );
        done++;
      } catch {
        // The provider is unreachable or refused: the row keeps its action for the next run.
      }
    }
    return done;
  }
}
