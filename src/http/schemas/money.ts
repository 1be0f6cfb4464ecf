import { Type } from 'typebox';
import { PAYMENT_SORT_FIELDS } from '../../domain/payments/payment-service.ts';
import { PaymentStatus } from '../../domain/payments/schemas.ts';
import { Email } from '../../domain/schemas.ts';
import { SETTLEMENT_SORT_FIELDS } from '../../domain/settlements/settlement-service.ts';
import { VoucherData, VoucherStatus } from '../../domain/vouchers/schemas.ts';
import { VOUCHER_SORT_FIELDS, VOUCHER_TEMPLATE_SORT_FIELDS } from '../../domain/vouchers/voucher-service.ts';
import { SortParam } from '../query.ts';
import { Id, Image, Nullable, Timestamp } from './common.ts';

const Opt = Type.Optional;
/** An expandable reference: the ID, or the object when named in `expand`. */
const Ref = Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]);

// ------------------------------------------------------------------ payments

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

export const VoucherTemplateSort = SortParam(VOUCHER_TEMPLATE_SORT_FIELDS);

// ------------------------------------------------------------------ vouchers

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

export const VoucherSort = SortParam(VOUCHER_SORT_FIELDS);
