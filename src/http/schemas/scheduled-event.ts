import { Type } from 'typebox';
import { MARKETPLACE_CLASS_SORT_FIELDS } from '../../domain/scheduled-events/marketplace-classes.ts';
import { SCHEDULED_EVENT_SORT_FIELDS } from '../../domain/scheduled-events/scheduled-event-service.ts';
import { QuestionProps, tierProps, VariationProps } from '../../domain/scheduled-events/schemas.ts';
import { SortParam } from '../query.ts';
import { Id, Image, Location, Nullable, PaymentSettings, Timestamp, TranslationMap } from './common.ts';

const Opt = Type.Optional;
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

export const ScheduledEventSort = SortParam(SCHEDULED_EVENT_SORT_FIELDS);

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

/** A class on the marketplace (CONTRACT.md 9.2). */
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

export const MarketplaceScheduledEventFilter = Type.Object(
  {
    from: Opt({ ...Timestamp, description: 'Classes not ended by then (default and earliest: now).' }),
    to: Opt({ ...Timestamp, description: 'Classes starting before then.' }),
  },
  { additionalProperties: false, description: 'URL-encoded JSON, e.g. {"from":"2027-03-01T00:00:00Z"}.' },
);

export const MarketplaceScheduledEventSort = SortParam(MARKETPLACE_CLASS_SORT_FIELDS);
