import { Type } from 'typebox';
import { Id, Image, Nullable, Timestamp, TranslationMap } from './common.ts';

const Opt = Type.Optional;

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
