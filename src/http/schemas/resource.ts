import { Type } from 'typebox';
import { RESOURCE_SORT_FIELDS } from '../../domain/resources/resource-service.ts';
import { EventTypePreference, PriorityEnum, ResourceTypeEnum } from '../../domain/resources/schemas.ts';
import { SortParam } from '../query.ts';
import { Id, Image, Nullable, Timestamp, TranslationMap } from './common.ts';

const Opt = Type.Optional;

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

export const ResourceSort = SortParam(RESOURCE_SORT_FIELDS);
