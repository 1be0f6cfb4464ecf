// Packages and memberships (docs/packages.md): the request bodies and the records as answered. The
// routes validate with them, the service's input types are their Static<>, the views' return
// types their View<>, so each field is written once.
import { type Static, Type } from 'typebox';
import {
  CompanyRef,
  Currency,
  Id,
  literals,
  Nullable,
  Str,
  Timestamp,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;

export const PRODUCT_KINDS = ['package', 'membership'] as const;
export const PERIODS = ['week', 'month', 'year'] as const;
export const CANCELLATION_RULES = ['period_end', 'notice'] as const;
export const REFUND_RULES = ['none', 'unused', 'pro_rata'] as const;
/**
 * What a customer's package or membership is: `active` (usable), `paused` (a membership whose
 * renewal failed: usable again once paid), `cancelled` (a membership ended), `expired` (a package
 * past its validity: what was left ended with it), `refunded` (a package given back).
 */
export const PACKAGE_STATUSES = ['active', 'paused', 'cancelled', 'expired', 'refunded'] as const;
/** Why a credit was kept when its booking was cancelled or missed. */
export const KEPT_REASONS = ['late_cancellation', 'no_show'] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];
export type Period = (typeof PERIODS)[number];
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

const Money = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1e10,
  description: 'In the currency, e.g. 129.5.',
});
const Ids = (max: number, description: string) => Type.Array(Id, { maxItems: max, description });

/** What a product covers: services, or seats of classes. */
export const Covers = Type.Object(
  {
    event_types: Opt(Ids(100, 'Bookings of any of these services (event types).')),
    event_type_groups: Opt(
      Ids(50, 'Bookings of any service in these event type groups (as the groups are when booked).'),
    ),
    scheduled_events: Opt(Ids(500, 'Seats of any of these classes (scheduled events).')),
    all_classes: Opt(Type.Boolean({ description: 'Seats of any class of the company.' })),
  },
  {
    additionalProperties: false,
    title: 'PackageCovers',
    description:
      'What a booking must be to be covered: every service it books among `event_types` or the groups, ' +
      'or a seat of one of `scheduled_events` (any class with `all_classes`). At least one of them.',
  },
);
export type Covers = Static<typeof Covers>;

const productWritable = {
  title: Opt(Str(300, { minLength: 1 })),
  description: Opt(Nullable(Str(10_000))),
  price: Opt(Money),
  marketplace: Opt(Type.Boolean({ description: 'Sold on the marketplace (default false).' })),
  covers: Opt(Covers),
  credits: Opt(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description:
          "A package's sessions (required); a membership's credits per period (null or absent: unlimited " +
          'bookings of what it covers).',
      }),
    ),
  ),
  validity_months: Opt(
    Type.Integer({
      minimum: 1,
      maximum: 120,
      description: 'A package: valid this many months after purchase (default 12). What is left then ends.',
    }),
  ),
  shareable: Opt(
    Type.Boolean({
      description:
        'Covers bookings its holder makes for other people, one credit per guest (default false: the holder ' +
        'alone, one guest).',
    }),
  ),
  cancellation: Opt(
    Type.Union(literals(CANCELLATION_RULES), {
      description:
        'A membership: `period_end` (default) ends it when the paid period ends; `notice` ends it at the end ' +
        'of the first period that ends at least `notice_days` after the cancellation.',
    }),
  ),
  notice_days: Opt(Type.Integer({ minimum: 1, maximum: 365 })),
  refunds: Opt(
    Type.Union(literals(REFUND_RULES), {
      description:
        'A package refunded from HQ gives back: `unused` (default) all of it while no credit was used, ' +
        '`pro_rata` the share of the price of the credits left, `none` nothing (refused).',
    }),
  ),
};

export const PackageProductCreateBody = Type.Object(
  {
    ...productWritable,
    company: Id,
    kind: Type.Union(literals(PRODUCT_KINDS)),
    title: Str(300, { minLength: 1 }),
    currency: Currency,
    price: Money,
    covers: Covers,
    period: Opt(
      Type.Union(literals(PERIODS), {
        description: "A membership's period (required): it renews every period.",
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A package needs `credits`; a membership needs `period` (its price is per period). Changing a product ' +
      'later changes what is sold from then on, never what customers hold.',
  },
);

export const PackageProductUpdateBody = Type.Object(
  {
    ...productWritable,
    archived: Opt(
      Type.Boolean({
        description: 'Archived: no longer sold (nor listed on the marketplace); what customers hold stays.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PackageProductFilter = Type.Object(
  {
    kind: Opt(Type.Union(literals(PRODUCT_KINDS))),
    marketplace: Opt(Type.Boolean()),
    archived: Opt(Type.Boolean({ description: 'Default: both.' })),
  },
  { additionalProperties: false, description: 'PackageProductFilter, URL-encoded JSON.' },
);

export const CustomerPackageFilter = Type.Object(
  {
    kind: Opt(Type.Union(literals(PRODUCT_KINDS))),
    status: Opt(Type.Union(literals(PACKAGE_STATUSES))),
    customer: Opt(Id),
    product: Opt(Id),
  },
  { additionalProperties: false, description: 'CustomerPackageFilter, URL-encoded JSON.' },
);

const PaymentMethod = Type.String({
  minLength: 1,
  maxLength: 255,
  description:
    "The customer's payment method: the test provider takes `tok_visa` (or any `tok_…`; `tok_declined` is " +
    'declined), Stripe a PaymentMethod id (`pm_card_visa` in test mode).',
});

export const PackagePurchaseBody = Type.Object(
  {
    company: CompanyRef,
    package_product: Id,
    payment_method: PaymentMethod,
  },
  {
    additionalProperties: false,
    description:
      'Buys a package, or starts a membership (its first period paid now; it renews with this payment method).',
  },
);

export const PaymentMethodBody = Type.Object(
  { payment_method: PaymentMethod },
  { additionalProperties: false },
);

export const CancelPackageBody = Type.Object(
  {
    immediately: Opt(
      Type.Boolean({
        description:
          'HQ only: end the membership now instead of by its cancellation rule (nothing is given back).',
      }),
    ),
  },
  { additionalProperties: false },
);

export type PackageProductCreateInput = Static<typeof PackageProductCreateBody>;
export type PackageProductUpdateInput = Static<typeof PackageProductUpdateBody>;
export type PackageProductFilter = Static<typeof PackageProductFilter>;
export type CustomerPackageFilter = Static<typeof CustomerPackageFilter>;
export type PackagePurchaseInput = Static<typeof PackagePurchaseBody>;

export const PACKAGE_PRODUCT_SORT_FIELDS = ['created_at', 'title', 'price'] as const;
export const CUSTOMER_PACKAGE_SORT_FIELDS = ['created_at', 'ends_at'] as const;

// ------------------------------------------------------------------ responses

const CoversOut = Type.Object(
  {
    event_types: Type.Array(Type.String()),
    event_type_groups: Type.Array(Type.String()),
    scheduled_events: Type.Array(Type.String()),
    all_classes: Type.Boolean(),
  },
  { title: 'PackageCoversAnswer' },
);

export const PackageProduct = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    kind: Opt(Type.Union(literals(PRODUCT_KINDS))),
    title: Opt(Type.String()),
    description: Opt(Nullable(Type.String())),
    currency: Opt(Type.String()),
    price: Opt(Type.Number()),
    marketplace: Opt(Type.Boolean()),
    covers: Opt(CoversOut),
    credits: Opt(Nullable(Type.Integer({ description: 'null: unlimited (a membership).' }))),
    validity_months: Opt(Nullable(Type.Integer())),
    shareable: Opt(Type.Boolean()),
    period: Opt(Nullable(Type.Union(literals(PERIODS)))),
    cancellation: Opt(Nullable(Type.Union(literals(CANCELLATION_RULES)))),
    notice_days: Opt(Nullable(Type.Integer())),
    refunds: Opt(Type.Union(literals(REFUND_RULES))),
    archived: Opt(Type.Boolean()),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'PackageProduct' },
);

export const CustomerPackage = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    product: Opt(Type.String()),
    kind: Opt(Type.Union(literals(PRODUCT_KINDS))),
    status: Opt(Type.Union(literals(PACKAGE_STATUSES))),
    title: Opt(Type.String()),
    customer: Opt(Nullable(Type.String())),
    marketplace_user: Opt(Nullable(Type.String())),
    currency: Opt(Type.String()),
    price: Opt(Type.Number({ description: 'What it cost (a membership: per period).' })),
    covers: Opt(CoversOut),
    shareable: Opt(Type.Boolean()),
    credits_total: Opt(
      Nullable(
        Type.Integer({ description: "A package's credits, a membership's per period; null: unlimited." }),
      ),
    ),
    credits_used: Opt(Type.Integer()),
    credits_left: Opt(
      Nullable(
        Type.Integer({
          description: 'What is left to book with now (0 once it has ended); null: unlimited.',
        }),
      ),
    ),
    starts_at: Opt(Timestamp),
    ends_at: Opt(
      Type.String({
        format: 'date-time',
        description: 'A package: valid until; a membership: the end of the period paid for.',
      }),
    ),
    renews_at: Opt(
      Nullable(
        Type.String({ format: 'date-time', description: 'A membership that renews: when, else null.' }),
      ),
    ),
    period: Opt(Nullable(Type.Union(literals(PERIODS)))),
    cancellation: Opt(Nullable(Type.Union(literals(CANCELLATION_RULES)))),
    notice_days: Opt(Nullable(Type.Integer())),
    cancel_at: Opt(Nullable(Timestamp)),
    ended_at: Opt(Nullable(Timestamp)),
    provider: Opt(Nullable(Type.String())),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'CustomerPackage' },
);

/** What a package purchase answers: what the customer now holds, and the payment taken. */
export const PackagePurchaseAnswer = Type.Object(
  {
    customer_package: CustomerPackage,
    payment: Type.Object(
      {
        id: Id,
        status: Type.String(),
        reason: Type.String(),
        amount: Type.Number(),
        currency: Type.String(),
      },
      { title: 'PackagePayment' },
    ),
  },
  { title: 'PackagePurchaseAnswer' },
);

export type PackageProductView = View<typeof PackageProduct>;
export type CustomerPackageView = View<typeof CustomerPackage>;
export type PackagePurchaseAnswerView = Static<typeof PackagePurchaseAnswer>;

/** The terms a customer bought under, stored with what they hold (customer_packages.terms). */
export const PackageTerms = Type.Object(
  {
    covers: CoversOut,
    credits: Nullable(Type.Integer()),
    validity_months: Nullable(Type.Integer()),
    shareable: Type.Boolean(),
    period: Nullable(Type.Union(literals(PERIODS))),
    cancellation: Nullable(Type.Union(literals(CANCELLATION_RULES))),
    notice_days: Nullable(Type.Integer()),
    refunds: Type.Union(literals(REFUND_RULES)),
  },
  { title: 'PackageTerms' },
);
export type PackageTerms = Static<typeof PackageTerms>;

// ------------------------------------------------------------------ refusals

const code = (type: string, ...names: string[]) => names.map((c) => ({ type, code: c }));
const PROVIDER_DOWN = code('unavailable_error', 'payment_provider_unavailable');
const PAYING = {
  '400': code('validation_error', 'invalid_payment_method'),
  '402': code('payment_error', 'card_declined'),
  '503': PROVIDER_DOWN,
};

/**
 * What the operations of this area refuse with, by status, beyond what every operation can
 * answer (src/http/error-codes.ts merges it; a test app fails on a code not listed).
 */
export const PACKAGE_OPERATION_CODES: Record<string, Record<string, { type: string; code: string }[]>> = {
  deletePackageProduct: { '409': code('conflict_error', 'package_product_sold') },
  buyPackage: PAYING,
  cancelCustomerPackage: {
    '409': code('conflict_error', 'not_a_membership', 'package_ended'),
    '503': PROVIDER_DOWN,
  },
  cancelMyCustomerPackage: {
    '409': code('conflict_error', 'not_a_membership', 'package_ended'),
    '503': PROVIDER_DOWN,
  },
  refundCustomerPackage: { '409': code('conflict_error', 'package_not_refundable', 'package_ended') },
  updateMyCustomerPackagePaymentMethod: {
    ...PAYING,
    '409': code('conflict_error', 'not_a_membership', 'package_ended'),
  },
};

/** A booking's refusal of the package or membership it names (docs/packages.md). */
export const PACKAGE_NOT_USABLE = 'package_not_usable';
