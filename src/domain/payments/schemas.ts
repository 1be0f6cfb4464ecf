// The request schemas of payments (HQ update, no-show create, the list's filter) and of the
// marketplace's voucher purchase: the routes validate with them and the services' input types are
// derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { Id, literals, Nullable, oneOrMany, RefIn, Timestamp, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;

export const PAYMENT_STATUSES = ['pending', 'unsettled', 'settled', 'refunded'] as const;

export const PaymentStatus = Type.Union(literals(PAYMENT_STATUSES), {
  description:
    'pending (until captured) → unsettled → settled; pending, unsettled and settled can become refunded (final). Other moves are refused.',
});

export const PaymentCreateBody = Type.Object(
  {
    reason: Type.Literal('noshow', { description: 'Only no-show payments can be created.' }),
    event: Id,
  },
  { additionalProperties: false },
);

export const PaymentUpdateBody = Type.Object(
  {
    company: Opt(RefIn),
    marketplace_user: Opt(RefIn),
    customer: Opt(RefIn),
    employee: Opt(RefIn),
    event: Opt(RefIn),
    status: Opt(PaymentStatus),
  },
  { additionalProperties: false },
);

export const PaymentFilter = Type.Object(
  {
    status: Opt(oneOrMany(PaymentStatus)),
    reason: Opt(Type.String({ maxLength: 64 })),
    created_from: Opt(Type.String({ maxLength: 64, format: 'date-time', description: 'created_at >= this' })),
    created_to: Opt(Type.String({ maxLength: 64, format: 'date-time', description: 'created_at < this' })),
    employee: Opt(Id),
    event: Opt(Id),
    series: Opt({
      ...Id,
      description: "A series' own payment (paid up front, docs/payments.md#a-series-paid-up-front).",
    }),
    customer: Opt(Id),
    marketplace_user: Opt(Id),
    settlement: Opt(Id),
    settles_to_employee: Opt(Type.Boolean()),
  },
  { additionalProperties: false, description: 'PaymentFilter, URL-encoded JSON.' },
);

export const VoucherPurchaseBody = Type.Object(
  {
    voucher_template: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A template with marketplace: true.',
    }),
    email: Type.String({
      format: 'email',
      maxLength: 254,
      description: 'Where the voucher and its code are sent.',
    }),
    message: Type.Optional(Type.String({ maxLength: 1000, description: 'A message for the recipient.' })),
    payment_method: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'A payment method token; the test provider takes `tok_visa` (paid) and `tok_declined` (declined).',
    }),
  },
  { additionalProperties: false, title: 'VoucherPurchase' },
);

export type PaymentCreateInput = Static<typeof PaymentCreateBody>;
export type PaymentUpdate = Static<typeof PaymentUpdateBody>;
export type PaymentFilter = Static<typeof PaymentFilter>;
export type VoucherPurchaseInput = Static<typeof VoucherPurchaseBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

/** An expandable reference: the ID, or the object when named in `expand`. */
const Ref = Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]);

/** A payment as the customer who pays it sees it (docs/api-conventions.md#customers-paying). */
export const CheckoutPayment = Type.Object(
  {
    id: Type.String(),
    status: Type.Union(literals(['pending', 'unsettled', 'settled', 'refunded']), {
      description:
        'pending until paid; unsettled once captured; refunded when cancelled, expired or given back.',
    }),
    reason: Nullable(
      Type.String({ description: '`prepayment` (a booking) or `voucher` (a voucher bought).' }),
    ),
    amount: Type.Number(),
    amount_refunded: Type.Number({ description: 'What was given back (see the HQ Payment).' }),
    currency: Type.String(),
    event: Nullable(Type.String()),
    series: Nullable(
      Type.String({
        description:
          "A series' one up-front prepayment (payments.series_prepayment up_front): the series; event is then null.",
      }),
    ),
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

export const Payment = Type.Object(
  {
    id: Id,
    reference: Opt(Nullable(Type.String())),
    company: Opt(Ref),
    marketplace_user: Opt(Nullable(Ref)),
    customer: Opt(Nullable(Ref)),
    employee: Opt(Nullable(Ref)),
    event: Opt(Nullable(Ref)),
    series: Opt(
      Nullable(
        Type.String({
          description:
            "A series' one up-front prepayment (docs/payments.md#a-series-paid-up-front): the series; event is null.",
        }),
      ),
    ),
    status: Opt(PaymentStatus),
    refundable: Opt(Type.Boolean()),
    reason: Opt(Nullable(Type.String())),
    provider: Opt(Nullable(Type.String())),
    currency: Opt(Type.String()),
    amount: Opt(Type.Number()),
    amount_refunded: Opt(
      Type.Number({
        description:
          'What was given back: all of `amount` once refunded; part of it while the rest is kept (a late ' +
          "cancellation's fee, docs/payments.md#cancellation-policy); 0 otherwise.",
      }),
    ),
    settles_to_employee: Opt(Type.Boolean()),
    settled_to: Opt(Nullable(Type.String())),
    settlement: Opt(Nullable(Type.String())),
    refunded_at: Opt(Nullable(Timestamp)),
    settled_at: Opt(Nullable(Timestamp)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Payment' },
);

export type CheckoutPaymentView = View<typeof CheckoutPayment>;
export type VoucherBalanceView = View<typeof VoucherBalance>;
export type VoucherPurchaseAnswerView = View<typeof VoucherPurchaseAnswer>;
export type PaymentView = View<typeof Payment>;
