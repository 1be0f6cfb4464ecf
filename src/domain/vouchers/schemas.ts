// The request schemas of voucher templates and vouchers (create, update, the lists' filters): the
// routes validate with them and the voucher service's input types are derived from them (Static<>).
// VoucherStatus and VoucherData are shared with the answers (src/http/schemas/money.ts).
import { type Static, Type } from 'typebox';
import {
  Currency,
  Email,
  Id,
  Image,
  literals,
  Nullable,
  oneOrMany,
  RefIn,
  specDefault,
  Timestamp,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;
const Money = Type.Number({ maximum: 1e10 });

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
  primary_color: Opt(Type.String({ maxLength: 7, pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })),
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

export const VoucherTemplateFilter = Type.Object(
  {
    type: Opt(Type.Union([Type.Literal('amount'), Type.Literal('service')])),
    marketplace: Opt(Type.Boolean()),
    event_type: Opt(Id),
    currency: Opt(Currency),
  },
  { additionalProperties: false, description: 'VoucherTemplateFilter, URL-encoded JSON.' },
);
export const VOUCHER_STATUSES = ['never_used', 'partially_used', 'used', 'expired'] as const;
export const VoucherStatus = Type.Union(literals(VOUCHER_STATUSES));

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

export type VoucherTemplateCreateInput = Static<typeof VoucherTemplateCreateBody>;
export type VoucherTemplateInput = Static<typeof VoucherTemplateUpdateBody>;
export type VoucherTemplateFilter = Static<typeof VoucherTemplateFilter>;
export type VoucherData = Static<typeof VoucherData>;
export type VoucherUpdate = Static<typeof VoucherUpdateBody>;
export type VoucherFilter = Static<typeof VoucherFilter>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

/** An expandable reference: the ID, or the object when named in `expand`. */
const Ref = Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]);

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

export type VoucherTemplateView = View<typeof VoucherTemplate>;
export type VoucherView = View<typeof Voucher>;
