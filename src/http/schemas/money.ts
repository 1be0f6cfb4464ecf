import { Type } from 'typebox';
import { PAYMENT_SORT_FIELDS, PAYMENT_STATUSES } from '../../domain/payments/payment-service.ts';
import { SETTLEMENT_SORT_FIELDS } from '../../domain/settlements/settlement-service.ts';
import {
  VOUCHER_SORT_FIELDS,
  VOUCHER_STATUSES,
  VOUCHER_TEMPLATE_SORT_FIELDS,
} from '../../domain/vouchers/voucher-service.ts';
import { SortParam } from '../query.ts';
import { Id, Image, Nullable, specDefault, Timestamp } from './common.ts';

const Opt = Type.Optional;
/** An expandable reference: the ID, or the object when named in `expand`. */
const Ref = Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]);
/** In request bodies: an ID string, or an object carrying its `id`. */
const RefIn = Type.Union([Id, Type.Object({ id: Id }, { additionalProperties: true })]);
const Currency = Type.String({ pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code, e.g. EUR, ISK.' });
const Email = Type.String({ format: 'email', maxLength: 320 });
const Money = Type.Number({ maximum: 1e10 });
const oneOrMany = <T extends ReturnType<typeof Type.Union>>(item: T) =>
  Type.Union([item, Type.Array(item, { maxItems: 10 })]);

// ------------------------------------------------------------------ payments

export const PaymentStatus = Type.Union(
  PAYMENT_STATUSES.map((s) => Type.Literal(s)),
  {
    description:
      'pending (until captured) → unsettled → settled; pending, unsettled and settled can become refunded (final). Other moves are refused.',
  },
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
    status: Opt(PaymentStatus),
    refundable: Opt(Type.Boolean()),
    reason: Opt(Nullable(Type.String())),
    provider: Opt(Nullable(Type.String())),
    currency: Opt(Type.String()),
    amount: Opt(Type.Number()),
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
export const PaymentSort = SortParam(PAYMENT_SORT_FIELDS);

export const EmailBody = Type.Object(
  { email: Opt(Email) },
  {
    additionalProperties: false,
    description: 'Recipient; without it, the address on record (customer, booking or voucher).',
  },
);

// ------------------------------------------------------------------ settlements

export const SettlementAccount = Type.Object(
  {
    id: Id,
    name: Opt(Type.String()),
    description: Opt(Nullable(Type.String())),
    ssn: Opt(Nullable(Type.String({ description: 'Masked: only the last four characters are shown.' }))),
    bank: Opt(Nullable(Type.String())),
    book: Opt(Nullable(Type.String())),
    account: Opt(Nullable(Type.String({ description: 'Masked: only the last four characters are shown.' }))),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'SettlementAccount' },
);

export const LineItem = Type.Object({
  title: Type.String(),
  quantity: Type.Integer(),
  total: Type.Number(),
  fee: Type.Number(),
  net_total: Type.Number(),
});

export const Settlement = Type.Object(
  {
    id: Id,
    transferred_to_enterprise: Opt(Type.Boolean()),
    transferred_to_enterprise_at: Opt(Nullable(Timestamp)),
    line_items: Opt(Type.Array(LineItem)),
    total: Opt(Type.Number()),
    fee: Opt(Type.Number()),
    net_total: Opt(Type.Number()),
    currency: Opt(Nullable(Type.String())),
    settled_to: Opt(Type.String()),
    settlement_account: Opt(Nullable(SettlementAccount)),
    payments_from: Opt(Timestamp),
    payments_to: Opt(Timestamp),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Settlement' },
);

export const SettlementFilter = Type.Object(
  {
    settled_to: Opt(Type.String({ maxLength: 100 })),
    settlement_account: Opt(Id),
    transferred_to_enterprise: Opt(Type.Boolean()),
    payments_from: Opt(Type.String({ format: 'date-time', description: 'weeks starting at or after this' })),
    payments_to: Opt(Type.String({ format: 'date-time', description: 'weeks starting before this' })),
  },
  { additionalProperties: false, description: 'SettlementFilter, URL-encoded JSON.' },
);
export const SettlementSort = SortParam(SETTLEMENT_SORT_FIELDS);

// ------------------------------------------------------------------ voucher templates

const templateWritable = {
  type: Opt(Type.Union([Type.Literal('amount'), Type.Literal('service')])),
  title: Opt(Type.String({ maxLength: 300 })),
  description: Opt(Type.String({ maxLength: 10_000 })),
  marketplace_description: Opt(Type.String({ maxLength: 10_000 })),
  number_of_guests: Opt(Type.Integer({ minimum: 1, maximum: 1000, ...specDefault(1) })),
  amount: Opt(Type.Number({ minimum: 1, maximum: 1e10 })),
  value: Opt(Type.Number({ minimum: 0, maximum: 1e10 })),
  sessions_total: Opt(Type.Integer({ minimum: 1, maximum: 1000 })),
  marketplace: Opt(Type.Boolean()),
  expiration_months_after_purchase: Opt(Type.Integer({ minimum: 1, maximum: 240, ...specDefault(48) })),
  images: Opt(Type.Array(Image, { maxItems: 20 })),
  primary_color: Opt(Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })),
};

export const VoucherTemplateCreateBody = Type.Object(
  {
    ...templateWritable,
    company: Id,
    currency: Currency,
    amount: Type.Number({ minimum: 1, maximum: 1e10 }),
    event_type: Opt(RefIn),
    variation_id: Opt(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

export const VoucherTemplateUpdateBody = Type.Object(templateWritable, { additionalProperties: false });

export const VoucherTemplate = Type.Object(
  {
    id: Id,
    type: Opt(Type.String()),
    title: Opt(Type.String()),
    description: Opt(Nullable(Type.String())),
    marketplace_description: Opt(Nullable(Type.String())),
    event_type: Opt(Nullable(Ref)),
    variation_id: Opt(Nullable(Type.String())),
    company: Opt(Ref),
    number_of_guests: Opt(Type.Integer()),
    currency: Opt(Type.String()),
    amount: Opt(Type.Number()),
    value: Opt(Nullable(Type.Number())),
    sessions_total: Opt(Nullable(Type.Integer())),
    marketplace: Opt(Type.Boolean()),
    expiration_months_after_purchase: Opt(Type.Integer()),
    images: Opt(Type.Array(Image)),
    primary_color: Opt(Nullable(Type.String())),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'VoucherTemplate' },
);

export const VoucherTemplateFilter = Type.Object(
  {
    type: Opt(Type.Union([Type.Literal('amount'), Type.Literal('service')])),
    marketplace: Opt(Type.Boolean()),
    event_type: Opt(Id),
    currency: Opt(Currency),
  },
  { additionalProperties: false, description: 'VoucherTemplateFilter, URL-encoded JSON.' },
);
export const VoucherTemplateSort = SortParam(VOUCHER_TEMPLATE_SORT_FIELDS);

// ------------------------------------------------------------------ vouchers

export const VoucherStatus = Type.Union(VOUCHER_STATUSES.map((s) => Type.Literal(s)));

export const VoucherData = Type.Object(
  {
    type: Opt(Type.String({ maxLength: 32 })),
    sessions_used: Opt(Type.Integer({ minimum: 0, maximum: 1000 })),
    sessions_total: Opt(Type.Integer({ minimum: 0, maximum: 1000 })),
    event_type_name: Opt(Type.String({ maxLength: 300 })),
    event_type_id: Opt(Type.String({ maxLength: 64 })),
    number_of_guests: Opt(Type.Integer({ minimum: 1, maximum: 1000 })),
    voucher_template: Opt(Type.String({ maxLength: 64 })),
    voucher_template_amount: Opt(Money),
    voucher_template_value: Opt(Money),
  },
  { additionalProperties: false, title: 'VoucherData' },
);

export const Voucher = Type.Object(
  {
    id: Id,
    currency: Opt(Type.String()),
    amount: Opt(Type.Number()),
    data: Opt(VoucherData),
    code: Opt(Type.String()),
    color: Opt(Nullable(Type.String())),
    message: Opt(Nullable(Type.String())),
    status: Opt(VoucherStatus),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    email: Opt(Nullable(Type.String())),
    marketplace_user: Opt(Nullable(Ref)),
    customer: Opt(Nullable(Ref)),
    company: Opt(Ref),
    template: Opt(Nullable(Ref)),
    expiration: Opt(Nullable(Timestamp)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
    deleted_at: Opt(Nullable(Timestamp)),
  },
  { title: 'Voucher' },
);

export const VoucherUpdateBody = Type.Object(
  {
    currency: Opt(Currency),
    amount: Opt(Type.Number({ minimum: 0, maximum: 1e10 })),
    data: Opt(VoucherData),
    color: Opt(Type.String({ maxLength: 32 })),
    message: Opt(Type.String({ maxLength: 2000 })),
    phone_country_code: Opt(Type.String({ maxLength: 8 })),
    phone_number: Opt(Type.String({ maxLength: 32 })),
    email: Opt(Email),
    marketplace_user: Opt(RefIn),
    customer: Opt(RefIn),
    company: Opt(RefIn),
    template: Opt(RefIn),
  },
  { additionalProperties: false },
);

export const VoucherFilter = Type.Object(
  {
    status: Opt(oneOrMany(VoucherStatus)),
    template: Opt(Id),
    customer: Opt(Id),
    marketplace_user: Opt(Id),
    code: Opt(Type.String({ maxLength: 32 })),
    email: Opt(Type.String({ maxLength: 320 })),
  },
  { additionalProperties: false, description: 'VoucherFilter, URL-encoded JSON.' },
);
export const VoucherSort = SortParam(VOUCHER_SORT_FIELDS);
