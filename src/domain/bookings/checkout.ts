// Customers paying (docs/api-conventions.md#customers-paying): a marketplace booking's prepayment opened in the booking's own
// transaction, its confirmation (the payment captured and the booking confirmed in ONE
// transaction), the unpaid hold expiring (the booking cancelled, its slot freed), and the
// refund when a prepaid booking is cancelled. The provider is reached only through
// PaymentProvider (provider.ts).

import type { Row } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import { announcePayment } from '../payments/payment-changes.ts';
import {
  companyCurrencyCode,
  expiredHolds,
  givePaymentBack,
  hasLiveShare,
  hasPendingPrepayment,
  insertPendingPayment,
  insertShare,
  keepPaymentFee,
  liveNoshowPayment,
  livePrepaymentsOf,
  liveShareOf,
  lockPaymentOf,
  lockPrepaymentsOf,
  lockShareOf,
  lockSharesOf,
  markPaymentPaid,
  returnShare as markShareReturned,
  oweRefund,
  PAYMENT,
  paymentCompany,
  paymentOf,
  paymentsByIds,
  paymentWritten,
  shareOf,
  voidPayment,
} from '../payments/payment-store.ts';
import { checkoutView } from '../payments/payment-view.ts';
import {
  asTerms,
  dueUnder,
  type PrepaymentPlan,
  type PrepaymentTerms,
  prepaymentFor,
  settleBalance,
  termsFor,
} from '../payments/prepayment.ts';
import type { PaymentProvider, ProviderCharge } from '../payments/provider.ts';
import { ProviderActions } from '../payments/provider-actions.ts';
import type { CheckoutPaymentView } from '../payments/schemas.ts';
import { ApiError, conflict, fieldError, notFound } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import {
  deleteEventOccupancies,
  type EventRecord as Event,
  lockEvent,
  updateEvent,
} from './booking-store.ts';
import { asPolicy, lateCancellationFee, noShowFee, settleLateCancellation } from './cancellation-policy.ts';
import type { CompanyConfig } from './data.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from './notify.ts';
import type { PriceSnapshot } from './pricing.ts';
import type { SpentVoucher } from './schemas.ts';
import { releaseSeats } from './seats.ts';
import { giveBackVouchers, redeemVoucher } from './voucher-redemption.ts';

/** A payment row as its store answers it (the schema's; numeric as exact text). */
type PaymentRow = Row<'payments'>;

/** What is left of a payment once its refunded part is taken off. */
const remainingOf = (p: PaymentRow) => new Decimal(p.amount).minus(p.refunded_amount ?? 0);
/** What of these prepayments was captured and is kept (not refunded). */
const paidOf = (rows: PaymentRow[]) =>
  rows.filter((p) => p.status !== 'pending').reduce((sum, p) => sum.plus(remainingOf(p)), new Decimal(0));
/** What of these prepayments is asked and not paid yet. */
const pendingOf = (rows: PaymentRow[]) =>
  rows.filter((p) => p.status === 'pending').reduce((sum, p) => sum.plus(p.amount), new Decimal(0));

/** What a series' one up-front payment is made out to: the series and who booked it. */
export interface SeriesPayer {
  id: string;
  company_id: string;
  customer_id: string | null;
  marketplace_user_id: string | null;
}

/** A charge opened at the provider before the booking's transaction, for the payment `id`. */
export interface PreparedCharge {
  id: string;
  /** The company it is opened for (the payment's, once written). */
  companyId: string;
  plan: PrepaymentPlan;
  charge: ProviderCharge;
}

/**
 * A payment found by its id alone (a URL's, a provider's webhook), locked: its company is read
 * first, then the row locked by company and id. A distributed database locks the rows of one
 * company only ("could not run distributed query with FOR UPDATE/SHARE commands"); a payment
 * never changes company, so the second read finds the same row.
 */
async function lockPayment(tx: SqlTx, id: string): Promise<PaymentRow | undefined> {
  const companyId = await paymentCompany(tx, id);
  return companyId === undefined ? undefined : lockPaymentOf(tx, companyId, id);
}

export class Checkout {
  private readonly sql: Sql;
  readonly provider: PaymentProvider;
  private readonly holdMinutes: number;
  private readonly clock: () => number;
  /** The booking notifier (messages, webhooks) that a confirmation or an expiry announces through. */
  private readonly notifier: () => BookingNotifier | undefined;
  private readonly actions: ProviderActions;
  /** A committed change may owe the provider something: afterCommit looks. */
  private actionsOwed = false;

  constructor(
    sql: Sql,
    provider: PaymentProvider,
    holdMinutes: number,
    clock: () => number = Date.now,
    notifier: () => BookingNotifier | undefined = () => undefined,
  ) {
    this.sql = sql;
    this.provider = provider;
    this.holdMinutes = holdMinutes;
    this.clock = clock;
    this.notifier = notifier;
    this.actions = new ProviderActions(sql, provider);
  }

  /** The prepayment a marketplace booking needs (null: none). See prepaymentFor. */
  plan(
    config: CompanyConfig,
    eventTypeIds: string[],
    prices: PriceSnapshot,
    guests: number,
    payInFull?: boolean,
  ): PrepaymentPlan | null {
    return prepaymentFor({
      companyPayments: config.company.payments,
      eventTypePayments: eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)?.payments),
      price: prices.price,
      currency: prices.currency ?? config.company.currency_code,
      guests,
      payInFull,
    });
  }

  /** The prepayment terms a marketplace booking is made under (captured on it; null: it prepays nothing). */
  terms(config: CompanyConfig, eventTypeIds: string[], payInFull?: boolean): PrepaymentTerms | null {
    return termsFor({
      companyPayments: config.company.payments,
      eventTypePayments: eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)?.payments),
      payInFull,
      currency: config.company.currency_code,
    });
  }

  /**
   * Before a change's transaction (docs/payments.md#a-bookings-balance): the charge for the
   * difference the booking would owe at `price` for `guests` under the terms it was made under
   * (`fallback`: a booking made before terms were captured that prepaid, under today's), opened
   * at the provider as a first prepayment's is, so no lock waits on it. Null: nothing more asked.
   * The transaction decides again under its locks (rebalance) and uses it only if it still fits.
   */
  async prepareDifference(
    event: Event,
    after: { price: Decimal | null; guests: number },
    fallback: PrepaymentTerms | null,
  ): Promise<PreparedCharge | null> {
    const rows = await livePrepaymentsOf(this.sql, event.company_id, event.id);
    const terms = asTerms(event.prepayment_terms) ?? (rows.length ? fallback : null);
    if (!terms) return null;
    // An occurrence of a series paid up front is never asked a difference (rebalance refuses it).
    if (await liveShareOf(this.sql, event.company_id, event.id)) return null;
    const currency = event.currency ?? rows[0]?.currency ?? terms.currency;
    const due = dueUnder(terms, after.price, after.guests);
    const { ask } = settleBalance(due, paidOf(rows), pendingOf(rows));
    if (ask.lte(0)) return null;
    return this.prepare(event.company_id, { amount: ask, currency, full: false });
  }

  /**
   * Inside a change's transaction, once the event row is written (so a concurrent change of the
   * same booking waits for this one): what the booking owes now, under its terms, met by its
   * prepayments read under their locks. An increase asks the difference (the payment `prepared`
   * for it; the booking unconfirmed, holding its slot, until paid, as a first prepayment); a
   * decrease gives back what was paid beyond it (partial refunds through the provider, after the
   * commit) and voids what is asked and no longer owed; nothing owed any more confirms a booking
   * that was waiting to be paid. A difference other than the one prepared (a change committed
   * meanwhile) is a 409 `concurrent_update`: nothing is paid or refunded twice.
   */
  async rebalance(
    tx: SqlTx,
    event: Event,
    prepared: PreparedCharge | null,
    fallback: PrepaymentTerms | null,
  ): Promise<{ event: Event; used: boolean }> {
    const rows = await lockPrepaymentsOf(tx, event.company_id, event.id, 'newest');
    const terms = asTerms(event.prepayment_terms) ?? (rows.length ? fallback : null);
    if (!terms || (event.status !== 'confirmed' && event.status !== 'unconfirmed'))
      return { event, used: false };
    // An occurrence of a series paid up front prepaid its part of the series' one payment: a change
    // that would owe another amount is refused rather than asked or refunded beside it.
    const share = await liveShareOf(tx, event.company_id, event.id);
    if (share) {
      const price = event.price === null ? null : new Decimal(event.price);
      if (!dueUnder(terms, price, event.number_of_guests).eq(share.amount))
        throw fieldError(
          'number_of_guests',
          "this occurrence's prepayment was paid with its series, up front: a change of what it owes is not " +
            'possible; cancel it and book again',
        );
      return { event, used: false };
    }
    const currency = event.currency ?? rows[0]?.currency ?? terms.currency;
    const due = dueUnder(
      terms,
      event.price === null ? null : new Decimal(event.price),
      event.number_of_guests,
    );
    const plan = settleBalance(due, paidOf(rows), pendingOf(rows));
    let voided = false;
    if (plan.voidPending)
      for (const p of rows.filter((r) => r.status === 'pending')) {
        await this.giveBack(tx, p, null);
        voided = true;
      }
    let refund = plan.refund;
    for (const p of rows) {
      if (refund.lte(0)) break;
      if (p.status === 'pending') continue;
      const part = Decimal.min(refund, remainingOf(p));
      refund = refund.minus(part);
      await this.giveBack(tx, p, part);
    }
    let updated = event;
    let used = false;
    if (plan.ask.gt(0)) {
      if (!prepared?.plan.amount.eq(plan.ask) || prepared.plan.currency !== currency)
        throw conflict(
          'concurrent_update',
          'The booking changed meanwhile: what it owes was asked again by that change. Read it and try again.',
        );
      await this.open(tx, event, prepared);
      used = true;
      if (event.status === 'confirmed')
        updated = await updateEvent(tx, event.company_id, event.id, { status: 'unconfirmed' });
    } else if (voided && event.status === 'unconfirmed') {
      // It was waiting for a payment that is no longer owed.
      updated = await updateEvent(tx, event.company_id, event.id, { status: 'confirmed' });
    }
    return { event: updated, used };
  }

  /**
   * Gives back `part` of a captured prepayment (all of what is left of it: null or the whole
   * rest), or voids a pending one, in the change's transaction; the provider is told after the
   * commit (provider-actions.ts).
   */
  private async giveBack(tx: SqlTx, p: PaymentRow, part: Decimal | null): Promise<void> {
    const pending = p.status === 'pending';
    const rest = remainingOf(p);
    const all = pending || part === null || part.gte(rest);
    const refunded = all ? null : new Decimal(p.refunded_amount ?? 0).plus(part!).toFixed(4);
    const action = p.provider_ref ? (pending ? 'cancel' : 'refund') : null;
    const row = await givePaymentBack(tx, p, { action, refunded });
    await announcePayment(tx, 'payment.refunded', row, p);
    if (action) this.actionsOwed = true;
  }

  /**
   * Before the booking's transaction: the charge opened at the provider (a network call to
   * Stripe), so that no transaction holding the slot's locks waits on it. Its idempotency key is
   * the payment's id: opened twice, it is one charge.
   */
  async prepare(companyId: string, plan: PrepaymentPlan): Promise<PreparedCharge> {
    const id = newId();
    const charge = await this.provider.open({
      paymentId: id,
      companyId,
      amount: plan.amount.toFixed(2),
      currency: plan.currency,
    });
    return { id, companyId, plan, charge };
  }

  /**
   * The booking was not made after all (the slot was taken meanwhile): its charge is dropped.
   * Best effort: nobody was given its client_secret, so it cannot be paid anyway. A payment row
   * written for it (a failure after the commit) keeps it: that one expires as any hold does.
   */
  async discard(prepared: PreparedCharge): Promise<void> {
    try {
      if (await paymentWritten(this.sql, prepared.companyId, prepared.id)) return;
      await this.provider.cancel({ paymentId: prepared.id, ref: prepared.charge.ref });
    } catch {
      // An unpaid intent nobody can pay; Stripe leaves it be.
    }
  }

  /** What a pending prepayment row takes from its prepared charge, for a booking or a series. */
  private prepaymentOf({ id, plan, charge }: PreparedCharge) {
    return {
      id,
      reason: 'prepayment' as const,
      provider: this.provider.name,
      currency: plan.currency,
      amount: plan.amount.toFixed(2),
      settled_to: 'enterprise' as const,
      provider_ref: charge.ref,
      client_secret: charge.client_secret,
      expires_at: new Date(this.clock() + this.holdMinutes * 60_000),
    };
  }

  /** Inside the booking's transaction: the pending prepayment row for the charge prepared. */
  async open(tx: SqlTx, event: Event, prepared: PreparedCharge): Promise<CheckoutPaymentView> {
    const row = await insertPendingPayment(tx, {
      ...this.prepaymentOf(prepared),
      company_id: event.company_id,
      event_id: event.id,
      series_id: null,
      customer_id: event.customer_id,
      marketplace_user_id: event.marketplace_user_id,
      employee_id: event.employee_id,
    });
    await announcePayment(tx, 'payment.created', row);
    return checkoutView(row);
  }

  /**
   * Only what a customer pays on the marketplace (a prepayment, a voucher) is theirs to see: a
   * guest's by its unguessable id, an account's only with that account's token.
   */
  private visible(
    row: { marketplace_user_id: string | null; reason: string | null },
    caller: CustomerCaller | undefined,
  ) {
    if (row.reason !== 'prepayment' && row.reason !== 'voucher') return false;
    return !row.marketplace_user_id || row.marketplace_user_id === caller?.userId;
  }

  async get(caller: CustomerCaller | undefined, id: string): Promise<CheckoutPaymentView> {
    await this.expireDue({ paymentId: id });
    const row = await PAYMENT.row(this.sql, { id });
    if (!row || !this.visible(row, caller)) throw notFound('payment');
    return checkoutView(row);
  }

  /**
   * Captures a pending payment with the customer's payment method, and confirms its booking, in
   * one transaction. The payment row is locked first, so of two confirms racing, one captures
   * and the other finds it paid and answers the same (idempotent); a declined card leaves it
   * pending for another try; an expired hold is a 409. The provider is called under the payment
   * row's lock on purpose (only that row: no slot is locked): it is what makes a double confirm
   * take the money once. A provider that has not decided yet (`processing`, e.g. the bank asks
   * the customer) leaves the payment pending; its webhook confirms it.
   */
  async confirm(
    caller: CustomerCaller | undefined,
    id: string,
    paymentMethod: string,
  ): Promise<CheckoutPaymentView> {
    await this.expireDue({ paymentId: id });
    let declined: PaymentRow | undefined;
    try {
      await this.sql.transaction(async (tx) => {
        const p = await lockPayment(tx, id);
        if (!p || !this.visible(p, caller)) throw notFound('payment');
        if (p.status === 'unsettled' || p.status === 'settled') return; // paid already: same answer
        if (p.status === 'refunded')
          throw conflict('payment_not_payable', 'The payment was cancelled or refunded; it cannot be paid.');
        if (p.expires_at && new Date(p.expires_at).getTime() <= this.clock())
          throw conflict('payment_expired', 'The payment hold expired; book again.');
        declined = p;
        const taken = await this.provider.capture({ paymentId: p.id, ref: p.provider_ref!, paymentMethod });
        declined = undefined;
        if (taken === 'succeeded') await this.markPaid(tx, p);
      });
    } catch (err) {
      // The provider refused the card (the payment stays pending for another try): announced in a
      // transaction of its own, as the confirmation's rolled back.
      const failed = declined;
      if (failed && err instanceof ApiError && err.type === 'payment_error')
        await this.sql.transaction((tx) => announcePayment(tx, 'payment.failed', failed));
      throw err;
    }
    return this.get(caller, id);
  }

  /** The capture's bookkeeping (also what a provider's webhook calls): payment unsettled, booking confirmed. */
  async markPaid(tx: SqlTx, p: PaymentRow) {
    const paid = await markPaymentPaid(tx, p.company_id, p.id);
    if (paid) await announcePayment(tx, 'payment.succeeded', paid, p);
    if (p.series_id) {
      if (paid) await this.seriesPaid(tx, paid);
      return;
    }
    if (!p.event_id) return;
    const previous = await lockEvent(tx, p.company_id, p.event_id);
    if (previous?.status !== 'unconfirmed') return;
    // A booking whose party grew owes a difference of its own (a second prepayment): it is
    // confirmed once every prepayment asked of it is paid, not by the first alone.
    if (await hasPendingPrepayment(tx, p.company_id, p.event_id)) return;
    const updated = await updateEvent(tx, p.company_id, p.event_id, { status: 'confirmed' });
    await this.notifier()?.bookingChanged(tx, 'status_changed', updated, {
      by: previous.marketplace_user_id ? 'customer' : 'guest',
      previous,
    });
  }

  /**
   * Unpaid prepayments whose hold has passed: each voided (refunded, nothing was taken) and its
   * booking cancelled with its slot freed, in one transaction. Called by a job every minute and
   * before a read of the payment or its booking, so a client never sees a stale hold.
   */
  async expireDue(
    only: { paymentId?: string; eventId?: string; scheduledEventId?: string } = {},
  ): Promise<number> {
    // The job's run also retries what the provider is still owed (an outage, a crash).
    if (Object.values(only).every((v) => v === undefined)) await this.actions.settle();
    const now = new Date(this.clock());
    const due = await expiredHolds(this.sql, now, only, 200);
    let expired = 0;
    for (const { id, company_id } of due) {
      const p = await paymentOf(this.sql, company_id, id);
      if (!p) continue;
      // At the provider first, outside any transaction: once it is cancelled nobody can pay it.
      // Paid at the last moment (the webhook not here yet): the booking is confirmed instead.
      let atProvider: 'canceled' | 'succeeded' = 'canceled';
      if (p.provider_ref) {
        try {
          atProvider = await this.provider.cancel({ paymentId: p.id, ref: p.provider_ref });
        } catch {
          continue; // the provider is unreachable: the job tries again in a minute
        }
      }
      if (atProvider === 'succeeded') {
        // Paid at the last moment, its webhook not here yet: voided and given back all the same.
        const late = await this.providerPaid(p.id, p.provider_ref!).catch(() => undefined); // else the next run
        if (late === 'refunded') expired++;
        continue;
      }
      const done = await this.sql.transaction(async (tx) => {
        const locked = await lockPaymentOf(tx, company_id, id);
        if (locked?.status !== 'pending' || !locked.expires_at || new Date(locked.expires_at) > now)
          return false;
        await this.voidHold(tx, locked, now);
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /** A pending payment voided (nothing was taken) and its unconfirmed booking cancelled, its slot freed. */
  private async voidHold(tx: SqlTx, p: PaymentRow, now: Date) {
    const voided = await voidPayment(tx, p.company_id, p.id);
    if (voided) await announcePayment(tx, 'payment.refunded', voided, p);
    if (p.series_id) return this.seriesVoided(tx, p, now);
    if (!p.event_id) return;
    const previous = await lockEvent(tx, p.company_id, p.event_id);
    if (previous?.status !== 'unconfirmed') return;
    await deleteEventOccupancies(tx, p.company_id, p.event_id);
    // A seat of a class gives its seats back to the tier, as a cancel does.
    if (previous.tier_id)
      await releaseSeats(tx, previous.company_id, previous.tier_id, previous.number_of_guests);
    const updated = await updateEvent(tx, p.company_id, p.event_id, {
      status: 'cancelled',
      cancelled_at: now,
    });
    await this.notifier()?.bookingChanged(tx, 'cancelled', updated, { by: 'staff', previous });
  }

  /**
   * The provider took the money of payment `id` (its charge `ref`; Stripe's webhook, or a cancel
   * that found it paid). Pending within its hold: paid and its booking confirmed, in one
   * transaction. Paid already: unchanged (a duplicate delivery). Voided already, or its hold
   * passed (the booking was cancelled or expired first): the money goes back.
   */
  async providerPaid(id: string, ref: string): Promise<'confirmed' | 'unchanged' | 'refunded' | 'ignored'> {
    const outcome = await this.sql.transaction(async (tx) => {
      const p = await lockPayment(tx, id);
      if (!p || p.provider !== this.provider.name || p.provider_ref !== ref) return 'ignored' as const;
      if (p.status === 'pending') {
        const now = new Date(this.clock());
        if (!p.expires_at || new Date(p.expires_at) > now) {
          await this.markPaid(tx, p);
          return 'confirmed' as const;
        }
        // Paid after its hold passed: the busy time stopped counting the booking then, so its
        // slot may be someone else's. It is cancelled as unpaid, and the money goes back.
        await this.voidHold(tx, p, now);
      } else if (p.status !== 'refunded') return 'unchanged' as const;
      // Money for a payment voided (its booking cancelled or its hold passed) goes back. The
      // refund is idempotent at the provider (one per payment): a duplicate delivery moves no money.
      await oweRefund(tx, p.company_id, p.id);
      return 'refund' as const;
    });
    if (outcome !== 'refund') return outcome;
    await this.actions.settle();
    return 'refunded';
  }

  /** The provider cancelled the charge (e.g. in Stripe's dashboard): a pending payment is voided. */
  async providerVoided(id: string, ref: string): Promise<'voided' | 'unchanged' | 'ignored'> {
    return this.sql.transaction(async (tx) => {
      const p = await lockPayment(tx, id);
      if (!p || p.provider !== this.provider.name || p.provider_ref !== ref) return 'ignored';
      if (p.status !== 'pending') return 'unchanged';
      await this.voidHold(tx, p, new Date(this.clock()));
      return 'voided';
    });
  }

  /**
   * Inside a booking change's transaction: a cancelled booking's prepayment goes back (refunded
   * through the provider when captured, voided when still pending). A no-show keeps it. A
   * customer's cancellation inside the window of the policy the booking was made under
   * (docs/payments.md#cancellation-policy) keeps what the policy keeps of the paid prepayment
   * (refunding the rest) and asks for what the fee exceeds it by as a payment of its own; staff
   * cancelling waive the fee (the business decides).
   */
  async bookingChanged(
    tx: SqlTx,
    kind: BookingChange,
    event: Event,
    context?: BookingChangeContext,
  ): Promise<void> {
    if (kind === 'status_changed' && event.status === 'noshow' && context?.previous?.status !== 'noshow')
      return this.noShow(tx, event);
    if (kind !== 'cancelled') return;
    await giveBackVouchers(tx, event.company_id, event.id);
    const policy = asPolicy(event.cancellation_policy);
    // A booking a package covered (docs/packages.md) owes no fee: its credit is what a late
    // cancellation keeps.
    const fee =
      context && context.by !== 'staff' && !event.customer_package_id
        ? lateCancellationFee(policy, { starts_at: event.starts_at, price: event.price }, this.clock())
        : null;
    // An occurrence of a series paid up front: its part of the series' payment, not a payment of its own.
    if (await this.returnShare(tx, event, policy && fee ? { policy, fee } : null)) return;
    const rows = await this.lockPrepayments(tx, event);
    // What is left of each after refunds already made (a smaller party's difference given back).
    const late = policy && fee ? settleLateCancellation(policy, paidOf(rows), fee) : null;
    await this.keepOnly(tx, rows, late?.kept ?? new Decimal(0));
    if (late?.owed.gt(0))
      await this.askForFee(tx, event, late.owed, rows[0]?.currency ?? null, 'late_cancellation');
  }

  /**
   * Inside a series' transaction (payments.series_prepayment `up_front`,
   * docs/payments.md#a-series-paid-up-front): the series' ONE pending prepayment for the charge
   * prepared (every occurrence's prepayment summed), attached to the series (event_id null), with
   * each occurrence's part as a payment_shares row; answers its checkout view.
   */
  async openSeries(
    tx: SqlTx,
    series: SeriesPayer,
    events: Event[],
    share: Decimal,
    prepared: PreparedCharge,
  ): Promise<CheckoutPaymentView> {
    const { id, plan } = prepared;
    if (!plan.amount.eq(share.times(events.length)))
      throw new Error(`a series' charge of ${plan.amount} is not ${events.length} x ${share}`);
    const row = await insertPendingPayment(tx, {
      ...this.prepaymentOf(prepared),
      company_id: series.company_id,
      event_id: null,
      series_id: series.id,
      customer_id: series.customer_id ?? events[0]?.customer_id ?? null,
      marketplace_user_id: series.marketplace_user_id,
      employee_id: null,
    });
    for (const event of events) await insertShare(tx, series.company_id, id, event.id, share.toFixed(2));
    await announcePayment(tx, 'payment.created', row);
    return checkoutView(row);
  }

  /**
   * A series' up-front prepayment captured: every occurrence still waiting for it is confirmed,
   * and the parts of occurrences cancelled while it was unpaid go back at once (one partial
   * refund of their sum): nothing is kept of a visit cancelled before it was paid.
   */
  private async seriesPaid(tx: SqlTx, paid: PaymentRow): Promise<void> {
    const shares = await this.sharesOf(tx, paid);
    let owed = new Decimal(0);
    for (const share of shares) {
      if (share.returned_at) {
        owed = owed.plus(share.refunded ?? 0);
        continue;
      }
      const previous = await lockEvent(tx, paid.company_id, share.event_id);
      if (previous?.status !== 'unconfirmed') continue;
      const updated = await updateEvent(tx, paid.company_id, share.event_id, { status: 'confirmed' });
      await this.notifier()?.bookingChanged(tx, 'status_changed', updated, {
        by: previous.marketplace_user_id ? 'customer' : 'guest',
        previous,
      });
    }
    if (owed.gt(0)) await this.giveBack(tx, paid, owed);
  }

  /**
   * A series' up-front prepayment voided unpaid (its hold passed, the provider dropped it): every
   * occurrence still waiting for it is cancelled with its time freed, as an unpaid single
   * booking is; each cancel's announcement returns its part (returnShare, nothing taken).
   */
  private async seriesVoided(tx: SqlTx, p: PaymentRow, now: Date): Promise<void> {
    for (const share of await this.sharesOf(tx, p)) {
      if (share.returned_at) continue;
      const previous = await lockEvent(tx, p.company_id, share.event_id);
      if (previous?.status !== 'unconfirmed') continue;
      await deleteEventOccupancies(tx, p.company_id, share.event_id);
      const updated = await updateEvent(tx, p.company_id, share.event_id, {
        status: 'cancelled',
        cancelled_at: now,
      });
      await this.notifier()?.bookingChanged(tx, 'cancelled', updated, { by: 'staff', previous });
    }
  }

  /** The parts of a series' payment, oldest first, locked. */
  private sharesOf(tx: SqlTx, p: { id: string; company_id: string }) {
    return lockSharesOf(tx, p);
  }

  /**
   * A cancelled occurrence of a series paid up front (false: the booking has no such part): its
   * part is returned once (payment_shares.returned_at). Paid: the part goes back as a single
   * prepaid booking's cancellation would give its prepayment back (a customer's late
   * cancellation keeps what the policy keeps of the part and asks what the fee exceeds it by;
   * staff waive it). Unpaid: nothing was taken; the part goes back when the money arrives
   * (seriesPaid), the fee asked as for an unpaid booking, and once every part is returned the
   * payment is voided (nobody can pay it any more). Voided already: nothing to give back.
   */
  private async returnShare(
    tx: SqlTx,
    event: Event,
    late: { policy: NonNullable<ReturnType<typeof asPolicy>>; fee: Decimal } | null,
  ): Promise<boolean> {
    const share = await lockShareOf(tx, event.company_id, event.id);
    if (!share) return false;
    if (share.returned_at) return true;
    const p = await lockPaymentOf(tx, event.company_id, share.payment_id);
    const part = new Decimal(share.amount);
    let refund = new Decimal(0);
    let owed = new Decimal(0);
    if (p?.status === 'pending') {
      refund = part;
      owed = late ? settleLateCancellation(late.policy, new Decimal(0), late.fee).owed : owed;
    } else if (p && p.status !== 'refunded') {
      const settled = late ? settleLateCancellation(late.policy, part, late.fee) : null;
      refund = part.minus(settled?.kept ?? 0);
      owed = settled?.owed ?? owed;
      if (refund.gt(0)) await this.giveBack(tx, p, refund);
    }
    await markShareReturned(tx, event.company_id, share.id, refund.toFixed(2));
    if (p?.status === 'pending' && !(await hasLiveShare(tx, event.company_id, p.id)))
      await this.giveBack(tx, p, null);
    if (owed.gt(0)) await this.askForFee(tx, event, owed, p?.currency ?? null, 'late_cancellation');
    return true;
  }

  /**
   * A booking marked a no-show under a policy with a `no_show_fee` (docs/payments.md#cancellation-policy):
   * the fee is kept of the paid prepayment as a late cancellation's is (by the policy's `deposit`),
   * the rest given back, and what the fee exceeds it by asked as a `noshow` payment. Without a
   * no-show fee the prepayment is kept whole, as before. An unpaid prepayment is left as it is.
   */
  private async noShow(tx: SqlTx, event: Event): Promise<void> {
    const policy = asPolicy(event.cancellation_policy);
    const fee = noShowFee(policy, { price: event.price });
    // A booking a package covered keeps its credit instead (docs/packages.md).
    if (!policy || !fee || event.customer_package_id) return;
    // An occurrence of a series paid up front keeps its part of the series' payment whole.
    if (await shareOf(tx, event.company_id, event.id)) return;
    const rows = (await this.lockPrepayments(tx, event)).filter((p) => p.status !== 'pending');
    const settled = settleLateCancellation(policy, paidOf(rows), fee);
    await this.keepOnly(tx, rows, settled.kept);
    if (settled.owed.gt(0)) {
      // One live no-show payment per booking (as HQ's POST /payments keeps it).
      const live = await liveNoshowPayment(tx, event.company_id, event.id);
      if (!live) await this.askForFee(tx, event, settled.owed, rows[0]?.currency ?? null, 'noshow');
    }
  }

  /** A booking's live prepayments, oldest first, locked for the change's transaction. */
  private lockPrepayments(tx: SqlTx, event: Event): Promise<PaymentRow[]> {
    return lockPrepaymentsOf(tx, event.company_id, event.id, 'oldest');
  }

  /**
   * Keeps `keep` of these prepayments (oldest first) and gives the rest back: captured money
   * refunded (only what is not kept), an unpaid charge voided; the provider is told after the
   * commit (provider-actions.ts).
   */
  private async keepOnly(tx: SqlTx, rows: PaymentRow[], keep: Decimal): Promise<void> {
    let left = keep;
    for (const p of rows) {
      const kept = p.status === 'pending' ? new Decimal(0) : Decimal.min(left, remainingOf(p));
      left = left.minus(kept);
      if (p.status !== 'pending' && kept.eq(remainingOf(p))) continue; // all of it kept: the fee, settled as any paid payment
      const action = p.provider_ref ? (p.status === 'pending' ? 'cancel' : 'refund') : null;
      const partial = kept.gt(0);
      const refunded = await keepPaymentFee(tx, p, {
        action,
        refunded: partial ? new Decimal(p.amount).minus(kept).toFixed(4) : null,
      });
      await announcePayment(tx, 'payment.refunded', refunded, p);
      if (action) this.actionsOwed = true;
    }
  }

  /** A late cancellation's or a no-show's fee beyond what its prepayment covered, owed as a payment of its own. */
  private async askForFee(
    tx: SqlTx,
    event: Event,
    amount: Decimal,
    paidIn: string | null,
    reason: 'late_cancellation' | 'noshow',
  ): Promise<void> {
    // The booking's currency (or its prepayment's); a booking without a price: the company's,
    // read apart (a distributed database refuses a subquery in an INSERT's VALUES).
    const currency = event.currency ?? paidIn ?? (await companyCurrencyCode(tx, event.company_id));
    // A payment has a currency (the column is NOT NULL): the statement would be refused as well.
    if (currency === null) throw new Error(`company ${event.company_id} has no currency to ask a fee in`);
    const owed = await insertPendingPayment(tx, {
      id: newId(),
      company_id: event.company_id,
      event_id: event.id,
      series_id: null,
      customer_id: event.customer_id,
      marketplace_user_id: event.marketplace_user_id,
      employee_id: null,
      reason,
      provider: null,
      currency,
      amount: amount.toFixed(2),
      settled_to: null,
      provider_ref: null,
      client_secret: null,
      expires_at: null,
    });
    await announcePayment(tx, 'payment.created', owed);
  }

  /** Whether the provider is being told what it is owed right now (tests wait for the end). */
  get settling(): boolean {
    return this.actions.busy;
  }

  /** What any committed write owes the provider goes out now (HQ's waiver; not awaited). */
  settleProvider(): void {
    void this.actions.settle();
  }

  /** After a booking change's commit: what it owes the provider goes out now (not awaited). */
  afterCommit(): void {
    if (!this.actionsOwed) return;
    this.actionsOwed = false;
    void this.actions.settle();
  }

  /** Inside the booking's transaction: spends the voucher `code` on it (see voucher-redemption.ts). */
  redeem(tx: SqlTx, event: Event, code: string): Promise<SpentVoucher> {
    return redeemVoucher(tx, event, code, new Date(this.clock()));
  }

  async views(companyIds: string[], ids: string[]): Promise<CheckoutPaymentView[]> {
    return (await paymentsByIds(this.sql, companyIds, ids)).map(checkoutView);
  }
}
