// The request schemas of payments (HQ update, no-show create, the list's filter) and of the
// marketplace's voucher purchase: the routes validate with them and the services' input types are
// derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { Id, oneOrMany, RefIn } from '../schemas.ts';
import { PAYMENT_STATUSES } from './payment-service.ts';

const Opt = Type.Optional;

export const PaymentStatus = Type.Union(
  PAYMENT_STATUSES.map((s) => Type.Literal(s)),
  {
    description:
      'pending (until captured) → unsettled → settled; pending, unsettled and settled can become refunded (final). Other moves are refused.',
  },
);

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
    created_from: Opt(Type.String({ format: 'date-time', description: 'created_at >= this' })),
    created_to: Opt(Type.String({ format: 'date-time', description: 'created_at < this' })),
    employee: Opt(Id),
    event: Opt(Id),
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
