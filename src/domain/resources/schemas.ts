// The request schemas of resources (create and update bodies, the list's filter, the duplicate body),
// and the event type preferences employees share: the routes validate with them and the resource
// service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import {
  BookingInterval,
  Id,
  Image,
  Nullable,
  Timestamp,
  TranslationMap,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;
export const ResourceTypeEnum = Type.Union([
  Type.Literal('space'),
  Type.Literal('table'),
  Type.Literal('table_combination'),
]);
export const PriorityEnum = Type.Union([Type.Literal('normal'), Type.Literal('high')], {
  description: 'Priority when a resource is picked at random in the booking process.',
});
const Minutes = Type.Integer({ minimum: 0, maximum: 1440 });

export const CustomDuration = Type.Object(
  { duration: Opt(Minutes), before_pause: Opt(Minutes), pause: Opt(Minutes), after_pause: Opt(Minutes) },
  { additionalProperties: false },
);

export const EventTypePreference = Type.Object(
  {
    event_type: Id,
    skip: Opt(Type.Boolean()),
    skip_calendar: Opt(Type.Boolean()),
    skip_marketplace: Opt(Type.Boolean()),
    has_custom_duration: Opt(Type.Boolean()),
    custom_duration: Opt(CustomDuration),
  },
  { additionalProperties: false },
);

/** Create and update body: every field optional in the schema (create checks its own required ones). */
export const ResourceBody = Type.Object(
  {
    id: Opt(Id),
    company: Opt(Id),
    resource_group: Opt(
      Type.String({ minLength: 1, maxLength: 200, description: 'Group id, or a title to file it under.' }),
    ),
    type: Opt(ResourceTypeEnum),
    name: Opt(Type.String({ minLength: 1, maxLength: 200 })),
    name_translations: Opt(TranslationMap),
    description: Opt(Type.String({ maxLength: 10_000 })),
    description_translations: Opt(TranslationMap),
    priority: Opt(PriorityEnum),
    image: Opt(Image),
    reference_id: Opt(Type.String({ maxLength: 200 })),
    marketplace: Opt(Type.Boolean()),
    available_for_bookings: Opt(Type.Boolean()),
    booking_interval: Opt(BookingInterval),
    order: Opt(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    min_capacity: Opt(Type.Integer({ minimum: 1, maximum: 100_000 })),
    max_capacity: Opt(Type.Integer({ minimum: 1, maximum: 100_000 })),
    allow_overlapping_bookings: Opt(Type.Boolean()),
    sub_resources: Opt(Type.Array(Id, { maxItems: 100 })),
    event_type_preferences: Opt(Type.Array(EventTypePreference, { maxItems: 500 })),
  },
  { additionalProperties: false },
);

export const ResourceCreateBody = Type.Object(
  {
    ...ResourceBody.properties,
    company: Id,
    type: ResourceTypeEnum,
    name: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const ResourceFilter = Type.Object(
  {
    type: Opt(Type.Union([ResourceTypeEnum, Type.Array(ResourceTypeEnum, { maxItems: 3 })])),
    marketplace: Opt(Type.Boolean()),
    available_for_bookings: Opt(Type.Boolean()),
    resource_group: Opt(Id),
    priority: Opt(PriorityEnum),
    ids: Opt(Type.Array(Id, { maxItems: 500 })),
    min_capacity: Opt(
      Type.Integer({ minimum: 1, maximum: 100_000, description: 'Resources that hold at least this many.' }),
    ),
  },
  { additionalProperties: false, description: 'URL-encoded JSON.' },
);

export const DuplicateBody = Type.Object(
  { count: Type.Integer({ minimum: 1, maximum: 50, description: 'How many copies, 1 to 50.' }) },
  { additionalProperties: false },
);

export type ResourceType = Static<typeof ResourceTypeEnum>;

/** The fields a resource list may be sorted by. */
export const RESOURCE_SORT_FIELDS = [
  'order',
  'name',
  'created_at',
  'updated_at',
  'type',
  'priority',
  'max_capacity',
] as const;
export type EventTypePreference = Static<typeof EventTypePreference>;
export type ResourceInput = Static<typeof ResourceBody>;
export type ResourceFilter = Static<typeof ResourceFilter>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

/** Resource fields shared by the response and its nested copies. */
const resourceProps = {
  id: Id,
  company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
  type: Opt(ResourceTypeEnum),
  name: Opt(Type.String()),
  name_translations: Opt(TranslationMap),
  description: Opt(Nullable(Type.String())),
  description_translations: Opt(TranslationMap),
  priority: Opt(PriorityEnum),
  image: Opt(Nullable(Image)),
  reference_id: Opt(Nullable(Type.String())),
  marketplace: Opt(Type.Boolean()),
  available_for_bookings: Opt(Type.Boolean()),
  booking_interval: Opt(Nullable(Type.Integer())),
  order: Opt(Type.Integer()),
  min_capacity: Opt(Type.Integer()),
  max_capacity: Opt(Type.Integer()),
  allow_overlapping_bookings: Opt(Type.Boolean()),
  event_type_preferences: Opt(Type.Array(EventTypePreference)),
  created_at: Opt(Timestamp),
  updated_at: Opt(Timestamp),
};

const NestedResource = Type.Object({
  ...resourceProps,
  resource_group: Opt(Nullable(Type.Object({ id: Id }))),
  sub_resources: Opt(Type.Array(Type.String())),
});

export const ResourceGroup = Type.Object({
  id: Id,
  company: Type.String(),
  resources: Type.Array(NestedResource),
  title: Type.String(),
  order: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const Resource = Type.Object(
  {
    ...resourceProps,
    resource_group: Opt(Nullable(Type.Union([ResourceGroup, Type.Object({ id: Id })]))),
    sub_resources: Opt(Type.Union([Type.Array(Type.String()), Type.Array(NestedResource)])),
  },
  { title: 'Resource' },
);

export type ResourceView = View<typeof Resource>;
export type ResourceGroupView = View<typeof ResourceGroup>;
