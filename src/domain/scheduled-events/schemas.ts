// The request schemas of scheduled events (create, update, tiers, the list's filter): the routes
// validate with them and the service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { Id, Image, Location, PaymentSettings, Timestamp, TranslationMap } from '../schemas.ts';

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
  currency: Opt(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' })),
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
