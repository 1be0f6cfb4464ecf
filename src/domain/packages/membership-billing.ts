// How a membership is paid, period after period (docs/packages.md, "Memberships"), behind one
// boundary as payments are (payments/provider.ts): with the `test` provider (or any provider
// that only charges) each period is a charge the renewal job makes with the payment method the
// membership was started with; with Stripe the membership is a Stripe Subscription, which charges
// each period itself and tells the webhook (invoice.paid, invoice.payment_failed,
// customer.subscription.deleted). Kept apart from the service: it is the one part that speaks to
// a provider, and the one that differs between them.
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import { cardDeclined, type PaymentProvider } from '../payments/provider.ts';
import { invalidPaymentMethod, providerUnavailable, stripeClient } from '../payments/stripe-provider.ts';
import { ApiError } from '../shared/errors.ts';
import { fromMinorUnits, toMinorUnits } from '../shared/money.ts';
import type { Period } from './schemas.ts';

export interface MembershipStart {
  holdingId: string;
  /** Our payment of the first period. */
  paymentId: string;
  companyId: string;
  /** The period's price in major units ("129.00"). */
  amount: string;
  currency: string;
  period: Period;
  title: string;
  email: string;
  paymentMethod: string;
}

export interface StartedMembership {
  /** What the first period's charge is at the provider (payments.provider_ref). */
  chargeRef: string;
  customerRef: string | null;
  subscriptionRef: string | null;
  /** The payment method the renewal job charges (a provider that renews by itself: null). */
  renewalMethod: string | null;
}

/** A period the provider was paid for (Stripe's invoice). */
export interface PaidPeriod {
  ref: string;
  amount: string;
  start: Date;
  end: Date;
}

export interface MembershipBilling {
  readonly provider: string;
  /** The provider renews each period itself (and its webhook says so); else the job charges. */
  readonly renewsItself: boolean;
  /** The first period paid (402 `card_declined` when refused; nothing is kept then). */
  start(input: MembershipStart): Promise<StartedMembership>;
  /** A start whose transaction failed after all: undone at the provider (best effort). */
  undo(input: MembershipStart, started: StartedMembership): Promise<void>;
  /** The job's charge of a period with the method kept (providers that do not renew by themselves). */
  charge(input: {
    paymentId: string;
    companyId: string;
    amount: string;
    currency: string;
    method: string;
  }): Promise<string>;
  /** Ends the subscription at the provider: at `at` (a period's end), or now (null). */
  cancel(subscriptionRef: string | null, at: Date | null, periodEnd: Date): Promise<void>;
  /**
   * A new payment method for the periods to come; `payDue`: the period whose renewal failed is
   * paid with it now (answered; null when nothing was due at the provider).
   */
  changeMethod(
    refs: { customerRef: string | null; subscriptionRef: string | null },
    paymentMethod: string,
    payDue: boolean,
  ): Promise<PaidPeriod | null>;
}

/**
 * A provider that charges (the built-in `test` provider): the first period and every renewal are
 * charges opened and captured at once, keyed by our payment's id.
 */
export class ChargeBilling implements MembershipBilling {
  readonly renewsItself = false;
  private readonly payments: PaymentProvider;

  constructor(payments: PaymentProvider) {
    this.payments = payments;
  }

  get provider() {
    return this.payments.name;
  }

  async start(input: MembershipStart): Promise<StartedMembership> {
    const ref = await this.charge({ ...input, method: input.paymentMethod });
    return { chargeRef: ref, customerRef: null, subscriptionRef: null, renewalMethod: input.paymentMethod };
  }

  async undo(input: MembershipStart, started: StartedMembership): Promise<void> {
    await this.payments.refund({ paymentId: input.paymentId, ref: started.chargeRef }).catch(() => undefined);
  }

  async charge(input: {
    paymentId: string;
    companyId: string;
    amount: string;
    currency: string;
    method: string;
  }) {
    const charge = await this.payments.open(input);
    const ref = { paymentId: input.paymentId, ref: charge.ref };
    let taken: 'succeeded' | 'processing';
    try {
      taken = await this.payments.capture({ ...ref, paymentMethod: input.method });
    } catch (err) {
      await this.payments.cancel(ref).catch(() => undefined); // nothing taken: drop the charge
      throw err;
    }
    if (taken !== 'succeeded') {
      // A membership starts or renews only against money taken (as a voucher is issued).
      if ((await this.payments.cancel(ref)) === 'succeeded') await this.payments.refund(ref);
      throw cardDeclined('The payment needs the customer to act (e.g. 3-D Secure); try another card.');
    }
    return charge.ref;
  }

  async cancel(): Promise<void> {
    // Nothing at the provider: the job simply does not renew it.
  }

  async changeMethod(): Promise<PaidPeriod | null> {
    // The job charges the new method at the next renewal (a paused one: the service charges now).
    return null;
  }
}

/** Stripe: the membership is a Subscription of a Price made for it (product_data: its title). */
export class StripeMembershipBilling implements MembershipBilling {
  readonly provider = 'stripe';
  readonly renewsItself = true;
  private readonly stripe: Stripe;
  private readonly lib: typeof Stripe;

  constructor(config: StripeConfig) {
    ({ lib: this.lib, stripe: this.stripe } = stripeClient(config));
  }

  async start(input: MembershipStart): Promise<StartedMembership> {
    const metadata = { customer_package_id: input.holdingId, company_id: input.companyId };
    const customer = await this.call(() =>
      this.stripe.customers.create(
        {
          email: input.email,
          payment_method: input.paymentMethod,
          invoice_settings: { default_payment_method: input.paymentMethod },
          metadata,
        },
        { idempotencyKey: `customer-${input.holdingId}` },
      ),
    );
    const price = await this.call(() =>
      this.stripe.prices.create(
        {
          currency: input.currency.toLowerCase(),
          unit_amount: toMinorUnits(input.amount, input.currency),
          recurring: { interval: input.period },
          product_data: { name: input.title || 'Membership' },
        },
        { idempotencyKey: `price-${input.holdingId}` },
      ),
    );
    // error_if_incomplete: a first payment refused (or needing the customer to act) fails the
    // call and leaves no subscription behind.
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: price.id }],
          default_payment_method: input.paymentMethod,
          payment_behavior: 'error_if_incomplete',
          metadata,
          expand: ['latest_invoice'],
        },
        { idempotencyKey: `subscribe-${input.holdingId}` },
      ),
    );
    const invoice = subscription.latest_invoice;
    const invoiceId = typeof invoice === 'string' ? invoice : invoice?.id;
    if (subscription.status !== 'active' || !invoiceId) {
      await this.stripe.subscriptions.cancel(subscription.id).catch(() => undefined);
      throw cardDeclined('The first payment was not taken; try another card.');
    }
    return {
      chargeRef: invoiceId,
      customerRef: customer.id,
      subscriptionRef: subscription.id,
      renewalMethod: null,
    };
  }

  async undo(_input: MembershipStart, started: StartedMembership): Promise<void> {
    // The subscription ends at once; its first invoice's money goes back as a credit note would
    // (Stripe refunds a cancelled subscription's last payment only when asked: done by an operator).
    if (started.subscriptionRef)
      await this.stripe.subscriptions.cancel(started.subscriptionRef).catch(() => undefined);
  }

  async charge(): Promise<string> {
    throw new Error('Stripe renews its subscriptions itself');
  }

  async cancel(subscriptionRef: string | null, at: Date | null, periodEnd: Date): Promise<void> {
    if (!subscriptionRef) return;
    await this.call(() => {
      if (at === null) return this.stripe.subscriptions.cancel(subscriptionRef);
      if (at.getTime() === periodEnd.getTime())
        return this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
      return this.stripe.subscriptions.update(subscriptionRef, {
        cancel_at: Math.floor(at.getTime() / 1000),
      });
    });
  }

  async changeMethod(
    refs: { customerRef: string | null; subscriptionRef: string | null },
    paymentMethod: string,
    payDue: boolean,
  ): Promise<PaidPeriod | null> {
    const { customerRef, subscriptionRef } = refs;
    if (!customerRef || !subscriptionRef) return null;
    try {
      await this.stripe.paymentMethods.attach(paymentMethod, { customer: customerRef });
      const subscription = await this.stripe.subscriptions.update(subscriptionRef, {
        default_payment_method: paymentMethod,
        expand: ['latest_invoice'],
      });
      const due = subscription.latest_invoice;
      if (!payDue || !due || typeof due === 'string' || due.status !== 'open' || !due.id) return null;
      const paid = await this.stripe.invoices.pay(due.id, { payment_method: paymentMethod });
      return paidPeriodOf(paid);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof this.lib.errors.StripeCardError) throw cardDeclined(err.message);
      if (err instanceof this.lib.errors.StripeInvalidRequestError && err.param === 'payment_method')
        throw invalidPaymentMethod(err.message);
      throw unavailable(err);
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof this.lib.errors.StripeCardError) throw cardDeclined(err.message);
      if (err instanceof this.lib.errors.StripeInvalidRequestError && err.param === 'payment_method')
        throw invalidPaymentMethod(err.message);
      throw unavailable(err);
    }
  }
}

function unavailable(err: unknown): ApiError {
  const out = providerUnavailable();
  (out as Error).cause = err;
  return out;
}

/** The period a paid Stripe invoice paid for (its first line's), or null when it names none. */
export function paidPeriodOf(invoice: {
  id?: string | null;
  amount_paid?: number;
  currency?: string;
  lines?: { data?: { period?: { start?: number; end?: number } }[] };
}): PaidPeriod | null {
  const period = invoice.lines?.data?.[0]?.period;
  if (!invoice.id || !period?.start || !period.end || invoice.amount_paid === undefined || !invoice.currency)
    return null;
  return {
    ref: invoice.id,
    amount: fromMinorUnits(invoice.amount_paid, invoice.currency),
    start: new Date(period.start * 1000),
    end: new Date(period.end * 1000),
  };
}
