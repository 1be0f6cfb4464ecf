// The payment provider boundary (docs/api-conventions.md#customers-paying). The domain speaks to a provider only through
// this interface: `test` (below) and `stripe` (stripe-provider.ts); the booking and voucher code
// does not know which one runs.
import { ApiError } from '../shared/errors.ts';

export interface ProviderCharge {
  /** The provider's id of the charge (stored as payments.provider_ref). */
  ref: string;
  /** What a customer's app completes the checkout with, if the provider has one. */
  client_secret: string | null;
}

/** Where a provider's charge stands: `open` (nothing taken yet), `processing`, `succeeded`, `canceled`. */
export type ChargeStatus = 'open' | 'processing' | 'succeeded' | 'canceled';

/**
 * Every call carries the payment's id: a provider that takes idempotency keys derives them from
 * it, so a call retried after a timeout or a crash cannot open, take or give back twice.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a charge for `amount` (major units, e.g. 12.5) in `currency`; nothing is taken yet. */
  open(input: {
    paymentId: string;
    companyId: string;
    amount: string;
    currency: string;
  }): Promise<ProviderCharge>;
  /**
   * Takes the money with the customer's payment method. Throws a 402 `card_declined` when the
   * provider declines it (nothing taken; the charge stays open for another try). `processing`:
   * the provider has not decided yet (e.g. the bank asks the customer); its webhook will tell.
   */
  capture(input: {
    paymentId: string;
    ref: string;
    paymentMethod: string;
  }): Promise<'succeeded' | 'processing'>;
  /**
   * Gives a captured charge back: in full, or `amount` of it (a decimal in `currency`) when the
   * rest is kept. One refund per payment and `after` (what was refunded of it before this part:
   * a payment given back in parts), so a retried call gives back nothing twice.
   */
  refund(input: {
    paymentId: string;
    ref: string;
    amount?: string;
    currency?: string;
    after?: string;
  }): Promise<void>;
  /**
   * Drops an uncaptured charge (an unpaid hold that expired, a booking cancelled before paying).
   * Answers `succeeded` instead when the money was taken after all (the customer paid at the
   * last moment): the caller then keeps or refunds it, never loses it.
   */
  cancel(input: { paymentId: string; ref: string }): Promise<'canceled' | 'succeeded'>;
  /** Where the charge stands at the provider. */
  status(input: { ref: string }): Promise<ChargeStatus>;
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

  async capture(input: { ref: string; paymentMethod: string }): Promise<'succeeded'> {
    if (input.paymentMethod === 'tok_declined') throw cardDeclined();
    if (!/^tok_[a-z0-9_]+$/i.test(input.paymentMethod))
      throw new ApiError(400, 'validation_error', 'invalid_payment_method', 'Unknown payment method token.', {
        details: [{ field: 'payment_method', message: 'the test provider takes tok_visa or tok_declined' }],
      });
    return 'succeeded';
  }

  async refund(): Promise<void> {}

  async cancel(): Promise<'canceled'> {
    return 'canceled';
  }

  /** Keeps no state: a charge is open until the payment row says otherwise. */
  async status(): Promise<ChargeStatus> {
    return 'open';
  }
}
