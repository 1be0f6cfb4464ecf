// The request schema of event type groups (create and update body): the route validates with it
// and the group service's input type is derived from it (Static<>).
import { type Static, Type } from 'typebox';
import { Id, Image, Nullable, TranslationMap } from '../schemas.ts';

const Opt = Type.Optional;

/** Create and update body (spec 2.12); `event_types` (IDs, in order) becomes `ordered_event_types`. */
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
