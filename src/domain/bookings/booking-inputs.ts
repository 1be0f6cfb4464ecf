// What callers hand the booking service, and the contact fields an event carries.

import type { VisitSegmentRequest } from '../../slots/index.ts';
import { fieldError } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import type { BookingFlowData } from './booking-flow.ts';
import type { EventRecord as Event } from './booking-store.ts';
import type { ContactInput, EventCreateInput, EventStatus, ReservationInput } from './schemas.ts';

// The inputs are derived from the request schemas (schemas.ts), each field written once there.
export type { ContactInput, EventCreateInput, EventUpdateInput, ReservationInput } from './schemas.ts';

export const EVENT_SORT_FIELDS = ['starts_at', 'created_at', 'updated_at'] as const;
export { EVENT_STATUSES, type EventStatus } from './schemas.ts';

export interface EventFilter {
  starts_after?: string;
  starts_before?: string;
  status?: EventStatus | EventStatus[];
  company?: string;
  employee?: string;
  space?: string;
  customer?: string;
  marketplace_user?: string;
  email?: string;
  origin?: 'marketplace' | 'hq';
  /** The occurrences of one series (docs/bookings.md#series). */
  series?: string;
}

export interface EventListOptions {
  filter?: EventFilter;
  sort?: { field: (typeof EVENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

const CONTACT_FIELDS = [
  'customer_name',
  'email',
  'phone_country_code',
  'phone_number',
  'kennitala',
  'license_plate',
  'comment',
  'booking_question_answers',
] as const;

/** The contact fields the input gives (an absent field is left as it is). */
export function contactData(input: ContactInput): ContactInput {
  const out: Record<string, unknown> = {};
  for (const k of CONTACT_FIELDS) if (input[k] !== undefined) out[k] = input[k];
  return out as ContactInput;
}

/** An event's contact fields as the booking-flow checks read them. */
export function contactOf(row: Event): BookingFlowData {
  return {
    customer_name: row.customer_name,
    email: row.email ?? undefined,
    phone_country_code: row.phone_country_code ?? undefined,
    phone_number: row.phone_number ?? undefined,
    kennitala: row.kennitala ?? undefined,
    license_plate: row.license_plate ?? undefined,
    booking_question_answers: row.booking_question_answers as BookingFlowData['booking_question_answers'],
  };
}

/**
 * docs/bookings.md#visits: a visit's segments as the engine takes them, or null without one (an
 * event's body or a hold's, the same `visit`). A visit names its services, people and spaces per
 * segment, so the booking-wide ones are refused beside it, as is booking from a hold (the hold
 * fixed its segments).
 */
export function visitSegments(
  input: Pick<EventCreateInput, 'visit' | 'time_slot_reservation'> &
    Pick<ReservationInput, 'event_types' | 'employee' | 'space'>,
): VisitSegmentRequest[] | null {
  if (!input.visit) return null;
  for (const field of ['event_types', 'employee', 'space'] as const)
    if (input[field] !== undefined)
      throw fieldError('visit', `replaces ${field}: give the services, people and spaces per segment`);
  if (input.time_slot_reservation !== undefined)
    throw fieldError('visit', 'is not given with time_slot_reservation: the hold keeps its segments');
  return input.visit.segments.map((s) => ({
    event_type_ids: [s.event_type_id],
    employee_id: s.employee_id ?? null,
    space_id: s.space_id ?? null,
  }));
}

/** The services of a visit, in its order (undefined without one). */
export const visitTypes = (visit: VisitSegmentRequest[] | null | undefined) =>
  visit ? visit.map((s) => s.event_type_ids[0]) : undefined;
