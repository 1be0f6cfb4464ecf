// The `stripe` payment provider (docs/api-conventions.md#customers-paying) over the official `stripe` package: a prepayment
// or a voucher is a PaymentIntent (amount in the currency's minor unit, metadata naming the
// company and our payment, an idempotency key derived from our payment id), taken by confirming
// it with the customer's payment method (or by the customer's app with the client_secret, the
// webhook then telling us), given back with a refund, dropped by cancelling it. Stripe's own
// webhook verifier checks the signature of what arrives at the webhook route.
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import { ApiError } from '../shared/errors.ts';
import { toMinorUnits } from '../shared/money.ts';
import { type ChargeStatus, cardDeclined, type PaymentProvider, type ProviderCharge } from './provider.ts';

/**
 * The package, loaded when a Stripe provider is built rather than at every start: it costs a
 * server about 10 MB resident and a fifth of a second, for nothing on the test provider (the
 * default). Its CommonJS build is the same SDK (`stripe` answers the constructor with its errors).
 */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/**
 * The Stripe SDK and a client for `config`, with this server's settings (the memberships'
 * subscriptions use one too: src/domain/packages/membership-billing.ts).
 */
export function stripeClient(config: StripeConfig): { lib: typeof Stripe; stripe: Stripe } {
  const lib = loadStripe();
  const stripe = new lib(config.secretKey, {
    // The SDK retries network failures and 409/5xx answers with an idempotency key of its own.
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
  return { lib, stripe };
}

/** The part of a Stripe event this server acts on. */
export interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: string; object?: string; metadata?: Record<string, string> | null } };
}

/** Stripe could not be reached or failed: nothing was decided, the client may try again. */
export const providerUnavailable = () =>
  new ApiError(
    503,
    'unavailable_error',
    'payment_provider_unavailable',
    'The payment provider did not answer; try again.',
  );

export const invalidPaymentMethod = (message: string) =>
  new ApiError(400, 'validation_error', 'invalid_payment_method', 'Unknown payment method.', {
    details: [{ field: 'payment_method', message }],
  });

function chargeStatus(status: Stripe.PaymentIntent.Status): ChargeStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  return 'open'; // requires_payment_method, requires_confirmation, requires_action
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly lib: typeof Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfig) {
    ({ lib: this.lib, stripe: this.stripe } = stripeClient(config));
    this.webhookSecret = config.webhookSecret;
  }

  async open(input: {
    paymentId: string;
    companyId: string;
    amount: string;
    currency: string;
  }): Promise<ProviderCharge> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: toMinorUnits(input.amount, input.currency),
          currency: input.currency.toLowerCase(),
          metadata: { payment_id: input.paymentId, company_id: input.companyId },
          // Cards and wallets, confirmed by our server or the customer's app, without a redirect
          // (a server-side confirm would otherwise need a return_url).
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        // One intent per payment, however often the open is retried.
        { idempotencyKey: `open-${input.paymentId}` },
      ),
    );
    return { ref: intent.id, client_secret: intent.client_secret };
  }

  async capture(input: { paymentId: string; ref: string; paymentMethod: string }) {
    try {
      const intent = await this.stripe.paymentIntents.confirm(input.ref, {
        payment_method: input.paymentMethod,
      });
      const status = chargeStatus(intent.status);
      if (status === 'succeeded') return 'succeeded';
      if (status === 'processing' || intent.status === 'requires_action') return 'processing';
      throw cardDeclined();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof this.lib.errors.StripeCardError) throw cardDeclined(err.message);
      if (err instanceof this.lib.errors.StripeInvalidRequestError) {
        if (err.param === 'payment_method') throw invalidPaymentMethod(err.message);
        // Confirmed already (a confirm whose answer was lost, or the customer's app was first).
        if (err.code === 'payment_intent_unexpected_state' && (await this.status(input)) === 'succeeded')
          return 'succeeded';
      }
      throw this.unavailable(err);
    }
  }

  async refund(input: {
    paymentId: string;
    ref: string;
    amount?: string;
    currency?: string;
    after?: string;
  }): Promise<void> {
    // One refund per payment (in full, or the part not kept): a retried refund answers the first
    // one (Stripe keeps an idempotency key for 24 hours; later, Stripe says it is refunded already).
    const part =
      input.amount !== undefined && input.currency !== undefined
        ? { amount: toMinorUnits(input.amount, input.currency) }
        : {};
    try {
      await this.stripe.refunds.create(
        { payment_intent: input.ref, ...part, metadata: { payment_id: input.paymentId } },
        // A later part of a payment given back in parts has a key of its own.
        { idempotencyKey: `refund-${input.paymentId}${input.after ? `-after-${input.after}` : ''}` },
      );
    } catch (err) {
      if (err instanceof this.lib.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded')
        return;
      throw this.unavailable(err);
    }
  }

  async cancel(input: { paymentId: string; ref: string }): Promise<'canceled' | 'succeeded'> {
    try {
      await this.stripe.paymentIntents.cancel(input.ref);
      return 'canceled';
    } catch (err) {
      // Cancelled already, or paid at the last moment: the intent's own status says which.
      if (
        err instanceof this.lib.errors.StripeInvalidRequestError &&
        err.code === 'payment_intent_unexpected_state'
      ) {
        const status = await this.status(input);
        if (status === 'succeeded' || status === 'canceled') return status;
      }
      throw this.unavailable(err);
    }
  }

  async status(input: { ref: string }): Promise<ChargeStatus> {
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(input.ref));
    return chargeStatus(intent.status);
  }

  /**
   * The event Stripe sent, when `signature` (the Stripe-Signature header) signs `raw` with our
   * webhook secret and is recent (Stripe's default tolerance, 5 minutes); else null.
   */
  verifyWebhook(raw: Buffer, signature: string | undefined): StripeEvent | null {
    try {
      return this.stripe.webhooks.constructEvent(raw, signature ?? '', this.webhookSecret) as StripeEvent;
    } catch {
      // Any failure of the verifier is the sender's: a signature that does not verify, but also a
      // malformed header (`t=<now>,v1=` made the library throw a plain Error from its comparison),
      // answered 400 invalid_signature, never 500.
      return null;
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  /** A Stripe failure we did not expect: logged by the error handler's cause, answered as 503. */
  private unavailable(err: unknown): ApiError {
    const out = providerUnavailable();
    (out as Error).cause = err;
    return out;
  }
}
