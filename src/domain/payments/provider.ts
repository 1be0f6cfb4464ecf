// The payment provider boundary (CONTRACT 9.8). The domain speaks to a provider only through
// this interface, so `stripe` can fill it later without the booking or voucher code changing.
import { ApiError } from '../errors.ts';

export interface ProviderCharge {
  /** The provider's id of the charge (stored as payments.provider_ref). */
  ref: string;
  /** What a customer's app completes the checkout with, if the provider has one. */
  client_secret: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** Opens a charge for `amount` (major units, e.g. 12.5) in `currency`; nothing is taken yet. */
  open(input: { paymentId: string; amount: string; currency: string }): Promise<ProviderCharge>;
  /**
   * Takes the money with the customer's payment method. Throws a 402 `card_declined` when the
   * provider declines it (nothing taken; the charge stays open for another try).
   */
  capture(input: { ref: string; paymentMethod: string }): Promise<void>;
  /** Gives a captured charge back in full. */
  refund(input: { ref: string }): Promise<void>;
  /** Drops an uncaptured charge (an unpaid hold that expired, a booking cancelled before paying). */
  cancel(input: { ref: string }): Promise<void>;
}

export function cardDeclined(message = 'The card was declined.') {
  return new ApiError(402, 'payment_error', 'card_declined', message, {
    user_title: 'Payment declined',
    user_message: 'Your card was declined. Try another card.',
  });
}

/**
 * The built-in provider for the embedded start, the demo and the tests: NO MONEY MOVES.
 * Deterministic: a charge's ref is derived from the payment id, and the payment method token
 * decides the outcome (`tok_visa` and other `tok_*` succeed, `tok_declined` is declined).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  async open(input: { paymentId: string }): Promise<ProviderCharge> {
    const ref = `pi_test_${input.paymentId}`;
    return { ref, client_secret: `${ref}_secret` };
  }

  async capture(input: { ref: string; paymentMethod: string }): Promise<void> {
    if (input.paymentMethod === 'tok_declined') throw cardDeclined();
    if (!/^tok_[a-z0-9_]+$/i.test(input.paymentMethod))
      throw new ApiError(400, 'validation_error', 'invalid_payment_method', 'Unknown payment method token.', {
        details: [
          { field: 'body.payment_method', message: 'the test provider takes tok_visa or tok_declined' },
        ],
      });
  }

  async refund(): Promise<void> {}

  async cancel(): Promise<void> {}
}

export function paymentProviderFor(name: 'test'): PaymentProvider {
  switch (name) {
    case 'test':
      return new TestPaymentProvider();
  }
}
