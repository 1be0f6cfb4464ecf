// Time-slot reservations: a hold on a slot for RESERVATION_MINUTES (a booking offer's too), and
// its release; the hold becoming the event is a booking's step (create/persist.ts consumeReservation).
import type { SqlTx } from '../../db/sql.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import { fieldError } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import { type ReservationInput, visitSegments, visitTypes } from './booking-inputs.ts';
import type { ReservationRecord } from './booking-store.ts';
import { insertOccupancies, insertReservation, releaseReservation } from './booking-store.ts';
import { checkIds, checkVisitIds } from './company-configs.ts';
import { reservationView } from './event-view.ts';
import { heldSegmentsOf, parseStart, place } from './placement.ts';
import type { ReservationView } from './schemas.ts';

/**
 * POST /time_slot_reservations: checks the slot and holds it. A visit (docs/bookings.md#visits) is
 * placed as a booking of it is (the same `place`, each segment's person and space chosen or
 * checked), and held in one transaction: the reservation row with its segments, and each
 * holder's occupancy rows owned by it.
 */
export function reserve(ctx: BookingContext, caller: CustomerCaller | undefined, input: ReservationInput) {
  const visit = visitSegments(input);
  const eventTypeIds = visitTypes(visit) ?? input.event_types;
  if (!eventTypeIds) throw fieldError('event_types', 'is required (or visit)');
  return ctx.configs.withConfig(async (attempt): Promise<ReservationView> => {
    const config = await ctx.configs.get(input.company, true, attempt);
    if (visit) checkVisitIds(config, visit, true);
    else checkIds(config, eventTypeIds, input.employee, input.space);
    const startsAt = parseStart(input.starts_at);
    const row = await place(
      ctx,
      {
        config,
        attempt,
        startsAt,
        eventTypeIds,
        employeeId: input.employee,
        spaceId: input.space,
        guests: input.number_of_guests ?? 1,
        channel: 'marketplace',
        visit,
      },
      async (tx, placed) => {
        const r = await insertReservation(tx, {
          company_id: config.company.id,
          event_type_ids: eventTypeIds,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          number_of_guests: input.number_of_guests ?? 1,
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
          segments: placed.visit ? heldSegmentsOf(placed.visit) : null,
          marketplace_user_id: caller?.userId ?? null,
          expires_at: new Date(ctx.clock() + ctx.reservationMinutes * 60_000),
        });
        // `place` writes the hold's rows for this owner: a visit's per person and space.
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
export async function releaseHold(tx: SqlTx, companyId: string, reservationId: string, now: Date) {
  await releaseReservation(tx, companyId, reservationId, now);
}
