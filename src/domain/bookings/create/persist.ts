// Step 5 of a booking: its rows written in the booking's transaction (the event with its
// services, its occupancy rows or a hold's moved to it, the customer record found or made in
// the insert's own statement), its payment taken (pay.ts) and `created` announced (announce.ts)
// before the commit: all of it, or nothing.
import type { SqlTx } from '../../../db/sql.ts';
import { bookingOccupancy } from '../../../slots/index.ts';
import type { HqCaller } from '../../auth/caller.ts';
import { type PrepaymentPlan, samePlan } from '../../payments/prepayment.ts';
import { announce, type BookingContext } from '../booking-context.ts';
import { contactData, type EventCreateInput } from '../booking-inputs.ts';
import {
  type EventRecord as Event,
  type EventValues,
  heldSegments,
  insertBooking,
  lockReservation,
  markReservationConsumed,
  moveReservationOccupancies,
  type ReservationRecord,
  type ServiceFacts,
} from '../booking-store.ts';
import { policyFor } from '../cancellation-policy.ts';
import type { PreparedCharge } from '../checkout.ts';
import { initialStatus, initialStatusOf } from '../customer-policies.ts';
import { bookingPerson, withCustomer } from '../customer-records.ts';
import { type CompanyConfig, engineConfig } from '../data.ts';
import { createEventError } from '../errors.ts';
import type { BookingChangeContext } from '../notify.ts';
import {
  type Placed,
  type Placement,
  type PlaceWrite,
  segmentServiceRows,
  serviceRows,
} from '../placement.ts';
import type { PriceSnapshot } from '../pricing.ts';
import { bookSeats, type SeatRequest } from '../seats.ts';
import { announceCreated } from './announce.ts';
import { openCharge, type Paid, type PayInTx, takeCredit } from './pay.ts';
import { takenSeatsPrice } from './price.ts';

/** A booking as just written: the event row and its services (with who serves each, when). */
export type BookedEvent = Event & { services?: ServiceFacts[] };

/** A booking written, with what it was paid with in its transaction (none: nothing to show). */
export interface Persisted {
  event: Event & { services: ServiceFacts[] };
  paid: Paid | null;
}

/** The values a new event row gets, once placed (its status may depend on who serves it). */
export type ValuesFor = (placed: Placed) => EventValues & { company_id: string };

/**
 * What writes a new event once placed: the event with its services and occupancy rows, then its
 * payment and its announcement.
 */
export function bookingWriter(
  ctx: BookingContext,
  p: Placement,
  values: ValuesFor,
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  payInTx?: PayInTx,
): PlaceWrite<Persisted> {
  return async (tx, placed, rowsFor) => {
    // The customer record is found or made in the insert's own statement (insertBooking).
    const booking = values(placed);
    const written = await insertBooking(
      tx,
      {
        ...booking,
        price: prices.price,
        currency: prices.currency,
        // The policy the customer books under, kept with the booking (cancellation-policy.ts).
        cancellation_policy: policyFor(p.config, p.eventTypeIds) ?? undefined,
        event_type_ids: p.eventTypeIds,
        starts_at: new Date(placed.starts_at),
        ends_at: new Date(placed.ends_at),
        employee_id: placed.employee_id,
        space_id: placed.space_id,
        resource_ids: placed.resourceIds,
      },
      serviceRows(p.config, p.eventTypeIds, placed, prices.services),
      (eventId) => rowsFor({ event_id: eventId }),
      { person: bookingPerson(booking), country: p.config.company.country_code },
    );
    const opened = await announceCreated(ctx, tx, written, by, null, p.config, payInTx);
    return {
      result: { event: { ...written.event, services: written.services }, paid: opened?.paid ?? null },
    };
  };
}

/**
 * The writer of each occurrence of a series (series.ts), as of a single booking: the event as
 * written, its payment's outcome left to the series.
 */
export function newEventWriter(
  ctx: BookingContext,
  p: Placement,
  values: ValuesFor,
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  payInTx?: PayInTx,
): PlaceWrite<BookedEvent> {
  const write = bookingWriter(ctx, p, values, by, prices, payInTx);
  return async (tx, placed, rowsFor) => ({ result: (await write(tx, placed, rowsFor)).result.event });
}

/** A live reservation becomes the event: its occupancy rows move to the event. */
export function consumeReservation(
  ctx: BookingContext,
  r: ReservationRecord,
  config: CompanyConfig,
  base: EventValues & { company_id: string },
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  payInTx?: PayInTx,
): Promise<Persisted> {
  return ctx.sql.transaction(async (tx) => {
    const now = new Date(ctx.clock());
    // Lock the reservation: two creates from one reservation cannot both succeed.
    const cur = await lockReservation(tx, r.company_id, r.id);
    if (!cur || cur.consumed_at || cur.expires_at <= now)
      throw createEventError('time_slot_reservation_expired');
    // A hold of a visit booked with exactly the segments it held (who serves which, when); any
    // other laid out from its one person and space as the hold placed them.
    const segments = heldSegments(r.segments);
    const services = segments
      ? segmentServiceRows(segments, prices.services)
      : plainServiceRows(config, r, now.getTime(), prices);
    // The customer record is found or made in the insert's own statement (insertBooking).
    const written = await insertBooking(
      tx,
      {
        ...base,
        price: prices.price,
        currency: prices.currency,
        cancellation_policy: policyFor(config, r.event_type_ids) ?? undefined,
        status:
          base.status ??
          initialStatusOf(config, segments ? segments.map((sg) => sg.employee_id) : [r.employee_id]),
        event_type_ids: r.event_type_ids,
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        employee_id: r.employee_id,
        space_id: r.space_id,
        resource_ids: r.resource_ids,
      },
      services,
      () => [],
      { person: bookingPerson(base), country: config.company.country_code },
    );
    const event = written.event;
    const moved = await moveReservationOccupancies(tx, r.company_id, r.id, event.id);
    if (moved === 0 && (r.employee_id || r.resource_ids.length > 0)) {
      // Its rows were purged as expired by another booking: the hold is gone.
      throw createEventError('time_slot_reservation_expired');
    }
    await markReservationConsumed(tx, r.company_id, r.id, event.id, now);
    const opened = await announceCreated(ctx, tx, written, by, r.id, config, payInTx);
    // with its services as written (who serves each, when): the create's answer shows them
    return { event: { ...event, services: written.services }, paid: opened?.paid ?? null };
  });
}

/** The services of a hold of one person's services, back to back from its start. */
function plainServiceRows(config: CompanyConfig, r: ReservationRecord, now: number, prices: PriceSnapshot) {
  const cfg = engineConfig(config, [], now);
  const occ = bookingOccupancy(cfg, r.starts_at.getTime(), r.event_type_ids, r.employee_id, r.space_id);
  const placed: Placed = {
    ok: true,
    employee_id: r.employee_id,
    space_id: r.space_id,
    ...occ,
    resourceIds: r.resource_ids,
  };
  return serviceRows(config, r.event_type_ids, placed, prices.services);
}

/** The seats came from a tier at another price than the charge prepared: try again. */
export class PriceMoved extends Error {}

/** What a seat booking writes with. */
export interface SeatBooking {
  config: CompanyConfig;
  staff: HqCaller | undefined;
  /** The customer account booking (marketplace), or null. */
  userId: string | null;
  input: EventCreateInput;
  request: SeatRequest;
  by: BookingChangeContext['by'];
  guests: number;
  charge: PreparedCharge | null;
  /** What seats at a price prepay (null: nothing). */
  prepayment: (price: PriceSnapshot) => PrepaymentPlan | null;
}

/**
 * Seats taken in one transaction (docs/api-conventions.md#classes): the booking's customer, the
 * seats from the tier's counter, the package's credit, the pending prepayment for exactly what
 * the seats taken cost (else PriceMoved, and the booking is tried again) and `created` announced.
 */
export function persistSeats(
  ctx: BookingContext,
  a: SeatBooking,
): Promise<{ event: Event; payment: Paid['payment'] }> {
  const { config, staff, input, request, guests, charge } = a;
  const companyId = config.company.id;
  return ctx.sql.transaction(async (tx: SqlTx) => {
    // The booking's customer: the one staff named, else found or made in this transaction.
    const values = await withCustomer(
      tx,
      {
        company_id: companyId,
        number_of_guests: guests,
        origin: staff ? ('hq' as const) : ('marketplace' as const),
        // A seat that must prepay is unconfirmed, holding its seats, until paid (docs/api-conventions.md#customers-paying).
        status: staff ? (input.status ?? 'confirmed') : charge ? 'unconfirmed' : initialStatus(config, null),
        ...(staff && input.customer ? { customer_id: input.customer } : {}),
        marketplace_user_id: a.userId,
        // A seat books under the company's cancellation policy (a class has no event type).
        cancellation_policy: policyFor(config, []) ?? undefined,
        // The prepayment terms a customer books under (docs/payments.md#a-bookings-balance).
        prepayment_terms:
          (staff || input.customer_package !== undefined
            ? null
            : ctx.payments?.terms(config, [], input.pay_in_full)) ?? undefined,
        customer_package_id: input.customer_package,
        ...contactData(input),
        customer_name: input.customer_name ?? '',
      },
      config,
    );
    const made = await bookSeats(tx, request, values);
    // docs/packages.md: the credit taken in the booking's own transaction, or no booking.
    if (input.customer_package !== undefined)
      await takeCredit(ctx, tx, made, input.customer_package, staff !== undefined);
    // What the seats taken must prepay: the charge prepared must be for exactly that.
    const due = a.prepayment(takenSeatsPrice(made));
    if ((due === null) !== (charge === null) || (charge && !samePlan(charge.plan, due)))
      throw new PriceMoved();
    const payment = charge ? await openCharge(ctx, tx, made, charge) : null;
    await announce(ctx, tx, 'created', made, { by: a.by }, config);
    return { event: made, payment };
  });
}
