import { Type } from 'typebox';

export { CheckoutPayment, VoucherBalance, VoucherPurchaseAnswer } from '../../domain/payments/schemas.ts';

export const ConfirmPaymentBody = Type.Object(
  {
    payment_method: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'A payment method token; the test provider takes `tok_visa` (paid) and `tok_declined` (declined).',
    }),
  },
  { additionalProperties: false, title: 'ConfirmPayment' },
);
