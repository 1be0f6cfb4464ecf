import { Type } from 'typebox';
import type { Row } from '../../db/kysely.ts';
import { storedImage, storedJson, storedTranslations } from '../shared/schemas.ts';
import { EventTypePreference, type ResourceGroupView, type ResourceView } from './schemas.ts';

type Resource = Row<'resources'>;
type ResourceGroup = Row<'resource_groups'>;

/** A resource as the API shows it (docs/api-conventions.md#resources): its schema is Resource (./schemas.ts). */
export type { ResourceGroupView, ResourceView };

/** As resourceView builds it: the company and the sub-resources as ids (the service expands them). */
export type BuiltResource = ResourceView & { company: string; sub_resources: string[] };

const preferences = storedJson(Type.Array(EventTypePreference), 'event type preferences');

export type GroupWithMembers = ResourceGroup & { resources: Resource[] };

export function resourceView(row: Resource, group?: GroupWithMembers | null): BuiltResource {
  return {
    id: row.id,
    company: row.company_id,
    resource_group: group ? groupView(group) : row.resource_group_id ? { id: row.resource_group_id } : null,
    type: row.type,
    name: row.name,
    name_translations: storedTranslations(row.name_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    priority: row.priority,
    image: storedImage(row.image),
    reference_id: row.reference_id,
    marketplace: row.marketplace,
    available_for_bookings: row.available_for_bookings,
    booking_interval: row.booking_interval,
    order: row.order,
    min_capacity: row.min_capacity,
    max_capacity: row.max_capacity,
    allow_overlapping_bookings: row.allow_overlapping_bookings,
    sub_resources: row.sub_resources,
    event_type_preferences: preferences(row.event_type_preferences),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The group object of a response; its nested resources carry only the group's id (docs/api-conventions.md#resources). */
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
