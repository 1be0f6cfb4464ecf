// Stripe's webhook (docs/api-conventions.md#customers-paying: "PaymentIntents, confirmed by Stripe's webhook"): the event
// is accepted only when Stripe's own verifier finds it signed with our webhook secret; then a
// payment_intent.succeeded confirms the prepayment and its booking in one transaction, and a
// payment_intent.canceled voids a pending one (its booking cancelled, the slot freed).
// Idempotent through the payment's state transitions: a duplicate delivery (Stripe delivers at
// least once) finds the payment moved already, answers 200 and changes nothing.
import { ApiError, notFound } from '../shared/errors.ts';
import type { Checkout } from './checkout.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** What the webhook did with an event (answered to Stripe, shown in its dashboard's log). */
export type WebhookOutcome = 'confirmed' | 'voided' | 'refunded' | 'unchanged' | 'attempt_failed' | 'ignored';

export const invalidSignature = () =>
  new ApiError(
    400,
    'validation_error',
    'invalid_signature',
    'The Stripe-Signature header does not sign this body with the webhook secret (or is too old).',
  );

export class StripeWebhook {
  private readonly checkout: Checkout;

  constructor(checkout: Checkout) {
    this.checkout = checkout;
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
