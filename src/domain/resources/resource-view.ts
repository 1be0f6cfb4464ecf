import type { Row } from '../../db/kysely.ts';

type Resource = Row<'resources'>;
type ResourceGroup = Row<'resource_groups'>;

/** A resource as the API shows it (spec 2.2). */
export interface ResourceView {
  id: string;
  company: string;
  resource_group: ResourceGroupView | { id: string } | null;
  type: string;
  name: string;
  name_translations: unknown;
  description: string | null;
  description_translations: unknown;
  priority: string;
  image: unknown;
  reference_id: string | null;
  marketplace: boolean;
  available_for_bookings: boolean;
  booking_interval: number | null;
  order: number;
  min_capacity: number;
  max_capacity: number;
  allow_overlapping_bookings: boolean;
  sub_resources: string[] | ResourceView[];
  event_type_preferences: unknown;
  created_at: string;
  updated_at: string;
}

export interface ResourceGroupView {
  id: string;
  company: string;
  resources: ResourceView[];
  title: string;
  order: number;
  created_at: string;
  updated_at: string;
}

export type GroupWithMembers = ResourceGroup & { resources: Resource[] };

export function resourceView(row: Resource, group?: GroupWithMembers | null): ResourceView {
  return {
    id: row.id,
    company: row.company_id,
    resource_group: group ? groupView(group) : row.resource_group_id ? { id: row.resource_group_id } : null,
    type: row.type,
    name: row.name,
    name_translations: row.name_translations,
    description: row.description,
    description_translations: row.description_translations,
    priority: row.priority,
    image: row.image,
    reference_id: row.reference_id,
    marketplace: row.marketplace,
    available_for_bookings: row.available_for_bookings,
    booking_interval: row.booking_interval,
    order: row.order,
    min_capacity: row.min_capacity,
    max_capacity: row.max_capacity,
    allow_overlapping_bookings: row.allow_overlapping_bookings,
    sub_resources: row.sub_resources,
    event_type_preferences: row.event_type_preferences,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The group object of a response; its nested resources carry only the group's id (spec 2.2). */
export function groupView(group: GroupWithMembers): ResourceGroupView {
  return {
    id: group.id,
    company: group.company_id,
    resources: group.resources.filter((r) => !r.deleted_at).map((r) => resourceView(r)),
    title: group.title,
    order: group.order,
    created_at: group.created_at.toISOString(),
    updated_at: group.updated_at.toISOString(),
  };
}
