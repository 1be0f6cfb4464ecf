// What callers hand the booking service, and the contact fields an event carries.

import type { Page } from '../shared/paging.ts';
import type { BookingFlowData } from './booking-flow.ts';
import type { ContactInput } from './schemas.ts';
import type { EventRecord as Event } from './store.ts';

// The inputs are derived from the request schemas (schemas.ts), each field written once there.
export type { ContactInput, EventCreateInput, EventUpdateInput, ReservationInput } from './schemas.ts';

export const EVENT_SORT_FIELDS = ['starts_at', 'created_at', 'updated_at'] as const;
export const EVENT_STATUSES = ['confirmed', 'unconfirmed', 'cancelled', 'noshow', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

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
