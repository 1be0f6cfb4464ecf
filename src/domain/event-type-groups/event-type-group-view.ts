// The one view of an event type group.
import { storedImages, storedTranslations } from '../shared/schemas.ts';
import type { GroupRow } from './event-type-group-store.ts';
import type { EventTypeGroupView } from './schemas.ts';

export function eventTypeGroupView(row: GroupRow): EventTypeGroupView {
  return {
    id: row.id,
    company: row.company_id,
    parent_event_type_group: row.parent_event_type_group_id,
    title: row.title,
    title_translations: storedTranslations(row.title_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    images: storedImages(Array.isArray(row.images) ? row.images : []),
    order: row.order,
    is_default_group: row.is_default_group,
    ordered_event_types: row.items.map((item) => ({ order: item.order, event_type: item.event_type_id })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
