// The series record (docs/bookings.md#series): the row as asked, with its occurrences' views.
import { storedJson } from '../shared/schemas.ts';
import type { EventView } from './schemas.ts';
import { ON_CONFLICT, Series, type SeriesView } from './series-schemas.ts';
import type { SeriesRow } from './series-store.ts';

const storedSkipped = storedJson(Series.properties.skipped, 'series skipped');

export function seriesView(row: SeriesRow, occurrences: EventView[]): SeriesView {
  const mode = ON_CONFLICT.find((m) => m === row.on_conflict) ?? 'refuse';
  return {
    id: row.id,
    company: row.company_id,
    recurrence: row.rrule,
    starts_at: row.starts_at.toISOString(),
    time_zone: row.time_zone,
    event_types: row.event_type_ids,
    employee: row.employee_id,
    space: row.space_id,
    customer: row.customer_id,
    number_of_guests: row.number_of_guests,
    on_conflict: mode,
    skipped: storedSkipped(row.skipped),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    occurrences,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
