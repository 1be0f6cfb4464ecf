// The request schemas of scheduled events (create, update, tiers, the list's filter): the routes
// validate with them and the service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import {
  Id,
  Image,
  Location,
  Nullable,
  PaymentSettings,
  Timestamp,
  TranslationMap,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;
const Text = (max = 10_000) => Type.String({ maxLength: max });
const Count = Type.Integer({ minimum: 1, maximum: 100_000 });

export const VariationProps = {
  label: Opt(Text(200)),
  label_translations: Opt(TranslationMap),
  description: Opt(Text()),
  description_translations: Opt(TranslationMap),
  price: Opt(Type.Number({ minimum: 0, maximum: 1e9 })),
};
export const QuestionProps = {
  title: Opt(Text(500)),
  title_translations: Opt(TranslationMap),
  description: Opt(Text()),
  description_translations: Opt(TranslationMap),
  answer_required: Opt(Type.Boolean()),
  answer_type: Opt(Text(64)),
};

const VariationIn = Type.Object({ id: Opt(Id), ...VariationProps }, { additionalProperties: false });
const QuestionIn = Type.Object({ id: Opt(Id), ...QuestionProps }, { additionalProperties: false });

export const tierProps = {
  name: Opt(Text(200)),
  name_translations: Opt(TranslationMap),
  description: Opt(Text()),
  description_translations: Opt(TranslationMap),
  min_group_size: Opt(Count),
  max_group_size: Opt(Count),
  currency: Opt(Type.String({ maxLength: 3, pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' })),
  marketplace_visible: Opt(Type.Boolean()),
  payment_settings: Opt(PaymentSettings),
  confirmation_message: Opt(Text()),
  confirmation_message_translations: Opt(TranslationMap),
};

export const TierInput = Type.Object(
  {
    id: Opt(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'An existing tier of this event, to keep it.',
      }),
    ),
    ...tierProps,
    max_capacity: Opt(Count),
    variations: Opt(Type.Array(VariationIn, { maxItems: 100 })),
    booking_questions: Opt(Type.Array(QuestionIn, { maxItems: 100 })),
  },
  { additionalProperties: false },
);

const bodyProps = {
  company: Opt(Id),
  name: Opt(Type.String({ minLength: 1, maxLength: 200 })),
  name_translations: Opt(TranslationMap),
  description: Opt(Text()),
  description_translations: Opt(TranslationMap),
  starts_at: Opt(Timestamp),
  ends_at: Opt(Timestamp),
  marketplace_visible: Opt(Type.Boolean()),
  allow_cancellation: Opt(Type.Boolean()),
  min_cancel_notice_minutes: Opt(Type.Integer({ minimum: 0, maximum: 525_600 })),
  customer_selects_tier: Opt(Type.Boolean()),
  booking_success_message: Opt(Text()),
  booking_success_message_translations: Opt(TranslationMap),
  location: Opt(Location),
  images: Opt(Type.Array(Image, { maxItems: 50 })),
  tiers: Opt(
    Type.Array(TierInput, {
      minItems: 1,
      maxItems: 50,
      description:
        'At least one. Replaces the list: items with the `id` of an existing tier update it, items without one ' +
        'are new tiers, tiers left out are removed (refused while they hold bookings).',
    }),
  ),
};

export const ScheduledEventBody = Type.Object(bodyProps, { additionalProperties: false });

export const ScheduledEventCreateBody = Type.Object(
  {
    ...bodyProps,
    company: Id,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    starts_at: Timestamp,
    ends_at: Timestamp,
    tiers: Type.Array(TierInput, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const ScheduledEventFilter = Type.Object(
  {
    starts_from: Opt(Timestamp),
    starts_to: Opt(Timestamp),
    marketplace_visible: Opt(Type.Boolean()),
  },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON: events starting at or after starts_from and before starts_to.',
  },
);

export type TierInput = Static<typeof TierInput>;
export type ScheduledEventInput = Static<typeof ScheduledEventBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

export const Tier = Type.Object({
  id: Id,
  ...tierProps,
  description: Opt(Nullable(Type.String())),
  min_group_size: Opt(Nullable(Type.Integer())),
  max_group_size: Opt(Nullable(Type.Integer())),
  currency: Opt(Nullable(Type.String())),
  payment_settings: Opt(Nullable(PaymentSettings)),
  confirmation_message: Opt(Nullable(Type.String())),
  max_capacity: Type.Integer(),
  variations: Type.Array(
    Type.Object({ id: Id, ...VariationProps, description: Opt(Nullable(Type.String())) }),
  ),
  booking_questions: Type.Array(
    Type.Object({ id: Id, ...QuestionProps, description: Opt(Nullable(Type.String())) }),
  ),
  capacity: Type.Integer({ description: 'Seats of the tier (its max_capacity).' }),
  remaining: Type.Integer({ description: 'Seats not taken by bookings that are not cancelled.' }),
  is_full: Type.Boolean(),
});

export const ScheduledEvent = Type.Object(
  {
    id: Id,
    company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    name: Opt(Type.String()),
    name_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    starts_at: Opt(Timestamp),
    ends_at: Opt(Timestamp),
    marketplace_visible: Opt(Type.Boolean()),
    allow_cancellation: Opt(Type.Boolean()),
    min_cancel_notice_minutes: Opt(Nullable(Type.Integer())),
    customer_selects_tier: Opt(Type.Boolean()),
    booking_success_message: Opt(Nullable(Type.String())),
    booking_success_message_translations: Opt(TranslationMap),
    location: Opt(Nullable(Location)),
    images: Opt(Type.Array(Image)),
    tiers: Opt(Type.Array(Tier)),
    total_capacity: Opt(Type.Integer()),
    remaining_capacity: Opt(Type.Integer()),
    is_full: Opt(Type.Boolean()),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'ScheduledEvent' },
);

/** A tier as a customer sees it (no payment settings; only marketplace_visible tiers are shown). */
export const MarketplaceTier = Type.Object(
  {
    id: Id,
    name: Type.String(),
    name_translations: TranslationMap,
    description: Nullable(Type.String()),
    description_translations: TranslationMap,
    max_capacity: Type.Integer(),
    min_group_size: Nullable(Type.Integer()),
    max_group_size: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    variations: Type.Array(
      Type.Object({ id: Id, ...VariationProps, description: Opt(Nullable(Type.String())) }),
      { description: 'Book one with `variation`; its price is per seat.' },
    ),
    confirmation_message: Nullable(Type.String()),
    confirmation_message_translations: TranslationMap,
    booking_questions: Type.Array(
      Type.Object({ id: Id, ...QuestionProps, description: Opt(Nullable(Type.String())) }),
    ),
    capacity: Type.Integer(),
    remaining: Type.Integer({ description: 'Seats left as of the request.' }),
    is_full: Type.Boolean(),
  },
  { title: 'MarketplaceTier' },
);

/** A class on the marketplace (docs/api-conventions.md#classes). */
export const MarketplaceScheduledEvent = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    name: Opt(Type.String()),
    name_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    starts_at: Opt(Timestamp),
    ends_at: Opt(Timestamp),
    allow_cancellation: Opt(Type.Boolean()),
    min_cancel_notice_minutes: Opt(Nullable(Type.Integer())),
    customer_selects_tier: Opt(Type.Boolean({ description: 'true: a booking must name its `tier`.' })),
    booking_success_message: Opt(Nullable(Type.String())),
    booking_success_message_translations: Opt(TranslationMap),
    location: Opt(Nullable(Location)),
    images: Opt(Type.Array(Image)),
    tiers: Opt(Type.Array(MarketplaceTier)),
    total_capacity: Opt(Type.Integer()),
    remaining_capacity: Opt(Type.Integer()),
    is_full: Opt(Type.Boolean()),
  },
  { title: 'MarketplaceScheduledEvent' },
);

export type TierView = View<typeof Tier>;
export type ScheduledEventView = View<typeof ScheduledEvent>;
export type MarketplaceTierView = View<typeof MarketplaceTier>;
export type MarketplaceScheduledEventView = View<typeof MarketplaceScheduledEvent>;
