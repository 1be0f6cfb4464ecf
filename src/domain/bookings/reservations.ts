// Time-slot reservations: a hold on a slot for RESERVATION_MINUTES, and the hold becoming the
// event when the customer books with it.
import type { SqlTx } from '../../db/sql.ts';
import { bookingOccupancy } from '../../slots/index.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import { type AfterInsert, announceCreated, type BookingContext } from './booking-context.ts';
import type { ReservationInput } from './booking-inputs.ts';
import { policyFor } from './cancellation-policy.ts';
import { checkIds } from './company-configs.ts';
import { initialStatus } from './customer-policies.ts';
import { bookingPerson } from './customer-records.ts';
import { type CompanyConfig, engineConfig } from './data.ts';
import { createEventError } from './errors.ts';
import { reservationView } from './event-view.ts';
import type { BookingChangeContext } from './notify.ts';
import { type Placed, parseStart, place, serviceRows } from './placement.ts';
import type { PriceSnapshot } from './pricing.ts';
import type { ReservationView } from './schemas.ts';
import type { EventRecord as Event, ReservationRecord } from './store.ts';
import {
  type EventValues,
  insertBooking,
  insertOccupancies,
  insertReservation,
  lockReservation,
  markReservationConsumed,
  moveReservationOccupancies,
} from './store.ts';

/** POST /time_slot_reservations: checks the slot and holds it. */
export function reserve(ctx: BookingContext, caller: CustomerCaller | undefined, input: ReservationInput) {
  return ctx.configs.withConfig(async (attempt): Promise<ReservationView> => {
    const config = await ctx.configs.get(input.company, true, attempt);
    checkIds(config, input.event_types, input.employee, input.space);
    const startsAt = parseStart(input.starts_at);
    const row = await place(
      ctx,
      {
        config,
        attempt,
        startsAt,
        eventTypeIds: input.event_types,
        employeeId: input.employee,
        spaceId: input.space,
        guests: input.number_of_guests ?? 1,
        channel: 'marketplace',
      },
      async (tx, placed) => {
        const r = await insertReservation(tx, {
          company_id: config.company.id,
          event_type_ids: input.event_types,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          number_of_guests: input.number_of_guests ?? 1,
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
          marketplace_user_id: caller?.userId ?? null,
          expires_at: new Date(ctx.clock() + ctx.reservationMinutes * 60_000),
        });
        return { owner: { time_slot_reservation_id: r.id }, result: r };
      },
    );
    return reservationView(row);
  });
}

/** What a booking offer holds (docs/api-conventions.md#waitlist-and-booking-offers): a reservation made for a waiting entry. */
export interface OfferHold {
  companyId: string;
  eventTypeIds: string[];
  startsAt: number;
  employeeId: string | null;
  guests: number;
  /** `marketplace` for what the matching found (the customer's own rules), `hq` for staff's offer. */
  channel: 'marketplace' | 'hq';
  /** The entry's account: only that customer may then book from the hold. */
  marketplaceUserId: string | null;
  expiresAt: Date;
}

/**
 * Holds a slot for a booking offer: checked and written by the same `place` as any booking
 * (so the exclusion constraints and the caps apply), and `also` runs in the same transaction
 * (the offer, its e-mail, its webhook). Throws the booking refusals as a reservation would.
 */
export function holdForOffer<T>(
  ctx: BookingContext,
  hold: OfferHold,
  also: (tx: SqlTx, reservation: ReservationRecord) => Promise<T>,
): Promise<T> {
  return ctx.configs.withConfig(async (attempt) => {
    const config = await ctx.configs.get(hold.companyId, false, attempt);
    checkIds(config, hold.eventTypeIds, hold.employeeId ?? undefined);
    return place(
      ctx,
      {
        config,
        attempt,
        startsAt: hold.startsAt,
        eventTypeIds: hold.eventTypeIds,
        employeeId: hold.employeeId,
        guests: hold.guests,
        channel: hold.channel,
      },
      async (tx, placed, rowsFor) => {
        const r = await insertReservation(tx, {
          company_id: config.company.id,
          event_type_ids: hold.eventTypeIds,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          number_of_guests: hold.guests,
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
          marketplace_user_id: hold.marketplaceUserId,
          expires_at: hold.expiresAt,
        });
        // The hold's rows first: `also` may fail, and then nothing of it stays.
        await insertOccupancies(tx, rowsFor({ time_slot_reservation_id: r.id }));
        return { result: await also(tx, r) };
      },
    );
  });
}

/**
 * Gives a hold back inside `tx` (an offer declined, expired or withdrawn): its rows stop
 * blocking now, and the reservation can no longer be booked from.
 */
export async function releaseHold(tx: SqlTx, reservationId: string, now: Date) {
  await tx.query('DELETE FROM occupancies WHERE time_slot_reservation_id = $1', [reservationId]);
  await tx.query(
    // consumed_at (with no event) takes it out of the live holds whatever the clocks say.
    `UPDATE time_slot_reservations SET expires_at = least(expires_at, $2::timestamptz), consumed_at = $2::timestamptz
      WHERE id = $1 AND consumed_at IS NULL`,
    [reservationId, now],
  );
}

/** A live reservation becomes the event: its occupancy rows move to the event. */
export function consumeReservation(
  ctx: BookingContext,
  r: ReservationRecord,
  config: CompanyConfig,
  base: EventValues & { company_id: string },
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  afterInsert?: AfterInsert,
): Promise<Event> {
  return ctx.sql.transaction(async (tx) => {
    const now = new Date(ctx.clock());
    // Lock the reservation: two creates from one reservation cannot both succeed.
    const cur = await lockReservation(tx, r.company_id, r.id);
    if (!cur || cur.consumed_at || cur.expires_at <= now)
      throw createEventError('time_slot_reservation_expired');
    const cfg = engineConfig(config, [], now.getTime());
    const occ = bookingOccupancy(cfg, r.starts_at.getTime(), r.event_type_ids, r.employee_id, r.space_id);
    const placed: Placed = {
      ok: true,
      employee_id: r.employee_id,
      space_id: r.space_id,
      ...occ,
      resourceIds: r.resource_ids,
    };
    // The customer record is found or made in the insert's own statement (insertBooking).
    const written = await insertBooking(
      tx,
      {
        ...base,
        price: prices.price,
        currency: prices.currency,
        cancellation_policy: policyFor(config, r.event_type_ids) ?? undefined,
        status: base.status ?? initialStatus(config, r.employee_id),
        event_type_ids: r.event_type_ids,
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        employee_id: r.employee_id,
        space_id: r.space_id,
        resource_ids: r.resource_ids,
      },
      serviceRows(config, r.event_type_ids, placed, prices.services),
      () => [],
      { person: bookingPerson(base), country: config.company.country_code },
    );
    const event = written.event;
    const moved = await moveReservationOccupancies(tx, r.id, event.id);
    if (moved === 0 && (r.employee_id || r.resource_ids.length > 0)) {
      // Its rows were purged as expired by another booking: the hold is gone.
      throw createEventError('time_slot_reservation_expired');
    }
    await markReservationConsumed(tx, r.id, event.id, now);
    await announceCreated(ctx, tx, written, by, r.id, config, afterInsert);
    return event;
  });
}
