// Step 4 of a booking: what it is paid with. Before its transaction, the prepayment's charge is
// opened at the provider (no lock waits on it) and dropped again when the booking is not made
// (docs/api-conventions.md#customers-paying); inside it, once the event is written, the voucher
// is spent, the package's credit taken and the pending prepayment opened (docs/packages.md:
// the credit in the booking's own transaction, or no booking).
import type { SqlTx } from '../../../db/sql.ts';
import { type PrepaymentPlan, samePlan } from '../../payments/prepayment.ts';
import type { CheckoutPaymentView } from '../../payments/schemas.ts';
import type { BookingContext, BookingPayments } from '../booking-context.ts';
import type { EventCreateInput } from '../booking-inputs.ts';
import type { EventRecord as Event } from '../booking-store.ts';
import type { PreparedCharge } from '../checkout.ts';
import type { SpentVoucher } from '../schemas.ts';

/** What a booking was paid with in its transaction, for its answer. */
export interface Paid {
  payment: CheckoutPaymentView | null;
  voucher: SpentVoucher | null;
}

/**
 * Runs in the booking's transaction once its event is written: answers the prepayment it opened
 * (so the announcement names it) and what the booking was paid with (for its answer).
 */
export type PayInTx = (
  tx: SqlTx,
  event: Event,
) => Promise<{ payment: string | null; paid?: Paid } | undefined>;

/**
 * The charge a booking holds at the provider while it is being made. The booking may be tried
 * more than once (a stale cached config, seats from another tier); each try asks for the charge
 * it needs, and the one held is kept when it is for the same plan, else replaced.
 */
export class ChargeHold {
  #charge: PreparedCharge | null = null;
  readonly #wired: BookingPayments | undefined;

  constructor(payments: BookingPayments | undefined) {
    this.#wired = payments;
  }

  /** The charge for `plan` (none for none): the one held when it is for the same amount. */
  async forPlan(companyId: string, plan: PrepaymentPlan | null): Promise<PreparedCharge | null> {
    const prior = this.#charge;
    if (prior && samePlan(prior.plan, plan)) return prior;
    if (prior) await this.#payments().discard(prior);
    this.#charge = plan ? await this.#payments().prepare(companyId, plan) : null;
    return this.#charge;
  }

  /** Runs the booking; a booking not made drops the charge it held. */
  async around<T>(book: () => Promise<T>): Promise<T> {
    try {
      return await book();
    } catch (err) {
      if (this.#charge) await this.#payments().discard(this.#charge);
      throw err;
    }
  }

  #payments(): BookingPayments {
    // A plan only comes from the payments wired: without them, nothing asks for a charge.
    if (!this.#wired) throw new Error('a prepayment asked for without payments');
    return this.#wired;
  }
}

/**
 * A customer's booking's payment in its transaction (the voucher, the package's credit, the
 * pending prepayment, in that order), then the caller's own step (`alsoInTx`: a booking offer
 * accepted); undefined when there is nothing to do.
 */
export function customerPaysInTx(
  ctx: BookingContext,
  input: EventCreateInput,
  charge: PreparedCharge | null,
  alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
): PayInTx | undefined {
  const { voucher: code, customer_package: covered } = input;
  if (!charge && code === undefined && !alsoInTx && covered === undefined) return undefined;
  return async (tx, ev) => {
    const voucher = code === undefined ? null : await redeem(ctx, tx, ev, code);
    if (covered !== undefined) await takeCredit(ctx, tx, ev, covered, false);
    const payment = charge ? await openCharge(ctx, tx, ev, charge) : null;
    if (alsoInTx) await alsoInTx(tx, ev);
    return { payment: payment?.id ?? null, paid: { payment, voucher } };
  };
}

/** Staff's booking covered by a package: its credit taken in the booking's transaction. */
export function staffPaysInTx(ctx: BookingContext, input: EventCreateInput): PayInTx | undefined {
  const covered = input.customer_package;
  if (covered === undefined) return undefined;
  return async (tx, ev) => {
    await takeCredit(ctx, tx, ev, covered, true);
    return undefined;
  };
}

/** Spends a voucher on the booking (validate refused a voucher where payments are not wired). */
function redeem(ctx: BookingContext, tx: SqlTx, ev: Event, code: string) {
  if (!ctx.payments) throw new Error('a voucher spent without payments');
  return ctx.payments.redeem(tx, ev, code);
}

/** Takes the package's credit(s) the booking needs, or throws (400 package_not_usable, 404). */
export function takeCredit(ctx: BookingContext, tx: SqlTx, ev: Event, covered: string, staff: boolean) {
  if (!ctx.credits) throw new Error('a package credit taken without packages');
  return ctx.credits.take(tx, ev, covered, { staff });
}

/** Opens the pending prepayment for the charge prepared: its checkout view. */
export function openCharge(ctx: BookingContext, tx: SqlTx, ev: Event, charge: PreparedCharge) {
  if (!ctx.payments) throw new Error('a charge opened without payments');
  return ctx.payments.open(tx, ev, charge);
}
