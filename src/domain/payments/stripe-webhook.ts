// Stripe's webhook (docs/api-conventions.md#customers-paying: "PaymentIntents, confirmed by Stripe's webhook"): the event
// is accepted only when Stripe's own verifier finds it signed with our webhook secret; then a
// payment_intent.succeeded confirms the prepayment and its booking in one transaction, and a
// payment_intent.canceled voids a pending one (its booking cancelled, the slot freed).
// Idempotent through the payment's state transitions: a duplicate delivery (Stripe delivers at
// least once) finds the payment moved already, answers 200 and changes nothing.
import { ApiError, notFound } from '../shared/errors.ts';
import { type Json, obj } from '../shared/json.ts';
import type { PaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** What the webhook did with an event (answered to Stripe, shown in its dashboard's log). */
export type WebhookOutcome =
  | 'confirmed'
  | 'voided'
  | 'refunded'
  | 'unchanged'
  | 'attempt_failed'
  | 'ignored'
  | 'renewed'
  | 'paused'
  | 'ended';

/**
 * What another area does with Stripe's events about objects other than PaymentIntents: a
 * membership's subscription and its invoices (docs/packages.md), wired by services.ts.
 */
export type OtherStripeEvents = (
  type: string,
  object: Json,
) => Promise<'renewed' | 'paused' | 'ended' | 'unchanged' | 'ignored'>;

export const invalidSignature = () =>
  new ApiError(
    400,
    'validation_error',
    'invalid_signature',
    'The Stripe-Signature header does not sign this body with the webhook secret (or is too old).',
  );

/**
 * What the provider's answer about a payment moves: a booking's checkout (bookings/checkout.ts)
 * is the one that does. Named here so that payments need not import the booking area above it.
 */
export interface ProviderOutcomes {
  readonly provider: PaymentProvider;
  providerPaid(id: string, ref: string): Promise<'confirmed' | 'unchanged' | 'refunded' | 'ignored'>;
  providerVoided(id: string, ref: string): Promise<'voided' | 'unchanged' | 'ignored'>;
}

export class StripeWebhook {
  private readonly checkout: ProviderOutcomes;
  private readonly others: OtherStripeEvents;

  constructor(checkout: ProviderOutcomes, others: OtherStripeEvents = async () => 'ignored') {
    this.checkout = checkout;
    this.others = others;
  }

  async receive(
    raw: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    const provider = this.checkout.provider;
    // Stripe is not this server's provider: there is no webhook to call.
    if (!(provider instanceof StripePaymentProvider)) throw notFound('webhook');
    const event = raw ? provider.verifyWebhook(raw, signature) : null;
    if (!event) throw invalidSignature();
    const intent = event.data.object;
    // A membership's subscription and invoices (their metadata names it): the packages' own.
    if (intent.object === 'invoice' || intent.object === 'subscription')
      return { received: true, outcome: await this.others(event.type, obj(intent)) };
    const paymentId = intent.metadata?.payment_id;
    // Events of other objects, or intents opened by someone else on the same Stripe account.
    if (intent.object !== 'payment_intent' || !intent.id || !paymentId)
      return { received: true, outcome: 'ignored' };
    let outcome: WebhookOutcome = 'ignored';
    switch (event.type) {
      case 'payment_intent.succeeded':
        outcome = await this.checkout.providerPaid(paymentId, intent.id);
        break;
      case 'payment_intent.canceled':
        outcome = await this.checkout.providerVoided(paymentId, intent.id);
        break;
      case 'payment_intent.payment_failed':
        // A declined attempt: nothing was taken and the intent waits for another payment method
        // (Stripe moves it back to requires_payment_method). The payment stays pending, as a
        // declined card does with the test provider, until it is paid or its hold expires.
        outcome = 'attempt_failed';
        break;
    }
    return { received: true, outcome };
  }
}
