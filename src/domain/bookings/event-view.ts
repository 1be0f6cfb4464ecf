import type { Json } from '../json.ts';
import type { EventRecord as Event, ReservationRecord as TimeSlotReservation } from './store.ts';

export type EventRow = Event & { time_slot_reservation?: { id: string } | null };

export const EVENT_EXPANDABLE = ['employee', 'space', 'event_types'] as const;

/** CONTRACT.md section 5: the event record. */
export function eventView(row: EventRow): Json {
  return {
    id: row.id,
    company: row.company_id,
    event_types: row.event_type_ids,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    employee: row.employee_id,
    space: row.space_id,
    resources: row.resource_ids,
    number_of_guests: row.number_of_guests,
    status: row.status,
    origin: row.origin,
    customer_name: row.customer_name,
    email: row.email,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    kennitala: row.kennitala,
    license_plate: row.license_plate,
    comment: row.comment,
    booking_question_answers: Array.isArray(row.booking_question_answers) ? row.booking_question_answers : [],
    customer: row.customer_id,
    marketplace_user: row.marketplace_user_id,
    time_slot_reservation: row.time_slot_reservation?.id ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function reservationView(row: TimeSlotReservation): Json {
  return {
    id: row.id,
    company: row.company_id,
    event_types: row.event_type_ids,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    number_of_guests: row.number_of_guests,
    employee: row.employee_id,
    space: row.space_id,
    resources: row.resource_ids,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
