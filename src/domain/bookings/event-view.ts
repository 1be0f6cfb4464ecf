import { Decimal } from '../../db/prisma-values.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { asTerms, dueUnder } from '../payments/prepayment.ts';
import {
  type EventRecord as Event,
  heldSegments,
  type ReservationRecord as TimeSlotReservation,
} from './booking-store.ts';
import { asPolicy } from './cancellation-policy.ts';
import type { EventView, ReservationView } from './schemas.ts';

/** A service's price snapshot as stored (event_services). */
export interface ServicePrice {
  event_type_id: string;
  order: number;
  variation_id: string | null;
  /** numeric(14,4): exact decimal text as the drivers return it, or the Decimal just computed. */
  price: string | Prisma.Decimal | null;
  currency: string | null;
  /** Who serves it and when, where known (a visit's segments each their own, docs/bookings.md#visits). */
  employee_id?: string | null;
  resource_id?: string | null;
  /** A Date, or ISO text as JSON carries it. */
  starts_at?: Date | string;
  ends_at?: Date | string;
}

export type EventRow = Event & {
  time_slot_reservation?: { id: string } | null;
  /** Its services with their prices; without them, `services` lists the event types unpriced. */
  services?: ServicePrice[];
  /** Its prepayment (docs/api-conventions.md#customers-paying), the latest first. */
  payments?: { id: string }[];
  /**
   * What its prepayments add up to, as exact decimal text: captured and kept (`paid`), asked and
   * not paid yet (`pending`). Absent (a booking just made, answered without a read): nothing is
   * paid yet and its one prepayment, if it has one, asks what it owes.
   */
  prepayments?: { paid: string | null; pending: string | null };
};

/**
 * docs/payments.md#a-bookings-balance: what the booking owes up front under the terms it was made
 * under (for its price and party now), what of it is paid and what is asked and not paid yet.
 * A cancelled booking or a no-show owes what it kept. Null: it prepays nothing.
 */
function balanceOf(row: EventRow): EventView['balance'] {
  const terms = asTerms(row.prepayment_terms);
  const asked = (row.payments?.length ?? 0) > 0;
  if (!terms && !asked && !row.prepayments) return null;
  const price = row.price === null ? null : new Decimal(String(row.price));
  const owed = terms ? dueUnder(terms, price, row.number_of_guests) : null;
  const paid = new Decimal(row.prepayments?.paid ?? 0);
  const pending = row.prepayments
    ? new Decimal(row.prepayments.pending ?? 0)
    : asked && owed
      ? owed
      : new Decimal(0);
  if (!terms && paid.eq(0) && pending.eq(0)) return null;
  const active = row.status !== 'cancelled' && row.status !== 'noshow';
  const due = !active ? paid : (owed ?? paid.plus(pending));
  return {
    amount_due: due.toNumber(),
    amount_paid: paid.toNumber(),
    amount_pending: pending.toNumber(),
    currency: row.currency ?? terms?.currency ?? null,
  };
}

const iso = (t: Date | string) => new Date(t).toISOString();

const money = (amount: string | Prisma.Decimal | null, currency: string | null) =>
  amount === null || currency === null ? null : { amount: Number(String(amount)), currency };

/**
 * docs/api-conventions.md#prices: per service its variation and price (per booking), as booked. A seat has no
 * services: its price (per seat times the guests) is the event's.
 */
function servicesOf(row: EventRow) {
  if (row.scheduled_event_id) return [];
  const byOrder = [...(row.services ?? [])].sort((a, b) => a.order - b.order);
  return row.event_type_ids.map((id, i) => {
    const s = byOrder.find((x) => x.order === i && x.event_type_id === id);
    return {
      event_type: id,
      variation: s?.variation_id ?? null,
      price: s ? money(s.price, s.currency) : null,
      ...(s?.starts_at !== undefined
        ? {
            employee: s.employee_id ?? null,
            space: s.resource_id ?? null,
            starts_at: iso(s.starts_at),
            ends_at: iso(s.ends_at ?? s.starts_at),
          }
        : {}),
    };
  });
}

/** What a customer may expand on their own events: never the company's record of them (its notes are the business's). */
export const MARKETPLACE_EVENT_EXPANDABLE = ['employee', 'space', 'event_types', 'payment'] as const;
export const EVENT_EXPANDABLE = [...MARKETPLACE_EVENT_EXPANDABLE, 'customer'] as const;

/** docs/api-conventions.md#bookings: the event record. */
export function eventView(row: EventRow): EventView {
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
    scheduled_event: row.scheduled_event_id,
    tier: row.tier_id,
    series: row.series_id,
    variation: row.variation_id,
    customer_package: row.customer_package_id,
    price: money(row.price, row.currency),
    cancellation_policy: asPolicy(row.cancellation_policy),
    services: servicesOf(row),
    payment: row.payments?.[0]?.id ?? null,
    balance: balanceOf(row),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function reservationView(row: TimeSlotReservation): ReservationView {
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
    // a hold of a visit: each segment with its own person, space and times (docs/bookings.md#visits)
    segments:
      heldSegments(row.segments)?.map((s) => ({
        event_type: s.event_type_id,
        employee: s.employee_id,
        space: s.space_id,
        starts_at: s.starts_at,
        ends_at: s.ends_at,
      })) ?? null,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
