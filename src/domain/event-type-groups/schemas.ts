// The request schema of event type groups (create and update body): the route validates with it
// and the group service's input type is derived from it (Static<>).
import { type Static, Type } from 'typebox';
import { MarketplaceEventType } from '../event-types/schemas.ts';
import { Id, Image, Nullable, Timestamp, TranslationMap, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;

/** Create and update body (docs/api-conventions.md#event-type-groups); `event_types` (IDs, in order) becomes `ordered_event_types`. */
export const EventTypeGroupBody = Type.Object(
  {
    company: Opt(Id),
    title: Opt(Type.String({ maxLength: 200 })),
    title_translations: Opt(TranslationMap),
    description: Opt(Type.String({ maxLength: 10_000 })),
    description_translations: Opt(TranslationMap),
    images: Opt(Type.Array(Image, { maxItems: 50 })),
    order: Opt(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    event_types: Opt(
      Type.Array(Id, { maxItems: 1000, uniqueItems: true, description: 'Event type IDs, in display order.' }),
    ),
    is_default_group: Opt(
      Type.Boolean({ description: 'At most one per company: setting it clears the others.' }),
    ),
    parent_event_type_group: Opt(
      Nullable({
        ...Id,
        description: 'A group of the same company; never the group itself or a descendant.',
      }),
    ),
  },
  { additionalProperties: false, description: 'Create requires company.' },
);

export type EventTypeGroupInput = Static<typeof EventTypeGroupBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

export const EventTypeGroup = Type.Object(
  {
    id: Id,
    company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    parent_event_type_group: Opt(
      Nullable(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    ),
    title: Opt(Type.String()),
    title_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    images: Opt(Type.Array(Image)),
    order: Opt(Type.Integer()),
    is_default_group: Opt(Type.Boolean()),
    ordered_event_types: Opt(
      Type.Array(
        Type.Object({
          order: Type.Integer(),
          event_type: Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]),
        }),
      ),
    ),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'EventTypeGroup' },
);

export const MarketplaceEventTypeGroup = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    parent_event_type_group: Opt(Nullable(Type.String())),
    title: Opt(Type.String()),
    title_translations: Opt(TranslationMap),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    images: Opt(Type.Array(Image)),
    order: Opt(Type.Integer()),
    is_default_group: Opt(Type.Boolean()),
    ordered_event_types: Opt(
      Type.Array(
        Type.Object({
          order: Type.Integer(),
          event_type: Type.Union([Type.String(), MarketplaceEventType], {
            description: 'The event type id, or the object with expand=event_types.',
          }),
        }),
        { description: 'Bookable members only (hidden or deleted event types are left out).' },
      ),
    ),
  },
  { title: 'MarketplaceEventTypeGroup' },
);

export type EventTypeGroupView = View<typeof EventTypeGroup>;
export type MarketplaceEventTypeGroupView = View<typeof MarketplaceEventTypeGroup>;

/** `EventTypeGroupFields` of `unset`. */
export const EVENT_TYPE_GROUP_UNSET_FIELDS = ['image'] as const;
export type EventTypeGroupUnsetField = (typeof EVENT_TYPE_GROUP_UNSET_FIELDS)[number];
export const EVENT_TYPE_GROUP_EXPANDABLE = [
  'company',
  'parent_event_type_group',
  'ordered_event_types',
] as const;
export const EVENT_TYPE_GROUP_SORT_FIELDS = ['order', 'title', 'created_at', 'updated_at'] as const;
