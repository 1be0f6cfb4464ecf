import { Type } from 'typebox';
import { Nullable, Timestamp } from './common.ts';

/** A payment as the customer who pays it sees it (CONTRACT 9.8). */
export const CheckoutPayment = Type.Object(
  {
    id: Type.String(),
    status: Type.Union(
      ['pending', 'unsettled', 'settled', 'refunded'].map((s) => Type.Literal(s)),
      {
        description:
          'pending until paid; unsettled once captured; refunded when cancelled, expired or given back.',
      },
    ),
    reason: Nullable(
      Type.String({ description: '`prepayment` (a booking) or `voucher` (a voucher bought).' }),
    ),
    amount: Type.Number(),
    currency: Type.String(),
    event: Nullable(Type.String()),
    voucher: Nullable(Type.String()),
    checkout: Type.Object(
      {
        provider: Nullable(Type.String({ description: '`test` (no money moves) or `stripe`.' })),
        client_secret: Nullable(
          Type.String({
            description: "Completes the payment in the provider's client SDK (stripe); while pending.",
          }),
        ),
        expires_at: Nullable({
          ...Timestamp,
          description: 'Unpaid by then, the payment is void and its booking cancelled (its slot free again).',
        }),
      },
      { title: 'Checkout' },
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'CheckoutPayment' },
);

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

/** A voucher as anyone holding its code sees it: what it is worth and what is left. */
export const VoucherBalance = Type.Object(
  {
    code: Type.String(),
    company: Type.String(),
    type: Type.Union([Type.Literal('amount'), Type.Literal('service')]),
    status: Type.String({ description: '`never_used`, `partially_used`, `used` or `expired`.' }),
    currency: Type.String(),
    amount: Type.Number(),
    balance: Nullable(Type.Number({ description: 'An amount voucher: what is left to spend.' })),
    event_type: Nullable(Type.String({ description: 'A service voucher: the service it pays for.' })),
    sessions_total: Nullable(Type.Integer()),
    sessions_left: Nullable(Type.Integer()),
    expiration: Nullable(Timestamp),
  },
  { title: 'VoucherBalance' },
);

export const VoucherPurchaseAnswer = Type.Object(
  { voucher: VoucherBalance, payment: CheckoutPayment },
  { title: 'VoucherPurchaseAnswer' },
);
