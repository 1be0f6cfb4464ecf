// The create paths' entries (a customer's marketplace booking, staff's HQ booking: each a
// seat, a reservation's or a direct booking, composed of the steps in create/; docs/architecture.md,
// "A booking, step by step") and the booking-flow check a client may run before either.

import type { SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { ApiError, fieldError, notFound } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import { type BookingFlowData, bookingFlowProblems } from './booking-flow.ts';
import type { EventCreateInput } from './booking-inputs.ts';
import { COMPANY_ID_BY_ID_OR_SLUG, type EventRecord as Event } from './booking-store.ts';
import { checkIds } from './company-configs.ts';
import { bookDirect, bookHq } from './create/direct.ts';
import { bookFromReservation } from './create/reservation.ts';
import { bookSeatEvent } from './create/seat.ts';
import { seatFieldsAbsent } from './create/validate.ts';
import { priceSeats, priceServices } from './pricing.ts';
import type { EventView } from './schemas.ts';
import { planSeats } from './seats.ts';

export function createMarketplaceEvent(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  /**
   * Runs in the booking's transaction once the event is written (a booking offer accepted:
   * the offer and its entry move with the booking, or neither does).
   */
  alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
): Promise<EventView> {
  const { scheduled_event, time_slot_reservation } = input;
  if (scheduled_event !== undefined) {
    if (input.voucher !== undefined) throw fieldError('voucher', 'is not accepted for seats of a class');
    return bookSeatEvent(ctx, { caller }, { ...input, scheduled_event });
  }
  seatFieldsAbsent(input);
  if (time_slot_reservation)
    return bookFromReservation(ctx, caller, { ...input, time_slot_reservation }, alsoInTx);
  return bookDirect(ctx, caller, input, alsoInTx);
}

export function createHqEvent(
  ctx: BookingContext,
  caller: HqCaller,
  input: EventCreateInput,
  expand: readonly string[] = [],
): Promise<EventView> {
  const { scheduled_event } = input;
  if (scheduled_event !== undefined)
    return bookSeatEvent(ctx, { staff: caller }, { ...input, scheduled_event }, expand);
  seatFieldsAbsent(input);
  return bookHq(ctx, caller, input, expand);
}

/**
 * POST /companies/{id}/events/validate: which fields of the booking flow fail, and the price the
 * booking would have (services: as chosen in `variations`; a seat: its tier's variation per seat).
 * Unknown ids are 404s as on create; a class that has started answers as the create would.
 */
export async function validateBooking(
  ctx: BookingContext,
  companyId: string,
  input: BookingFlowData & {
    event_types?: string[];
    variations?: { event_type: string; variation: string }[];
    scheduled_event?: string;
    tier?: string;
    variation?: string;
  },
) {
  // The company by id or url_name (docs/api-conventions.md#company-ids-on-the-marketplace: as for the company itself).
  const found = await COMPANY_ID_BY_ID_OR_SLUG.row(ctx.sql, { idOrSlug: companyId });
  if (!found) throw notFound('company');
  const config = await ctx.configs.get(found.id, true);
  const currency = config.company.currency_code;
  if (input.scheduled_event !== undefined) {
    const errors = bookingFlowProblems(config.company, [], input);
    const guests = input.number_of_guests ?? 1;
    const seat = await ctx.sql.transaction(async (tx) => {
      try {
        const plan = await planSeats(tx, {
          companyId: config.company.id,
          scheduledEventId: input.scheduled_event!,
          tierId: input.tier,
          variationId: input.variation,
          guests,
          marketplace: true,
          now: ctx.clock(),
          companyCurrency: currency,
        });
        const tier = plan.candidates.find((t) => t.booked_guests + guests <= t.max_capacity);
        if (!tier)
          errors.push({
            field: 'number_of_guests',
            code: 'out_of_range',
            message: 'more than the seats left',
          });
        return priceSeats(tier ?? plan.candidates[0], input.variation, guests, currency);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'group_size_out_of_range') {
          errors.push({
            field: 'number_of_guests',
            code: 'out_of_range',
            message: "outside the tier's group sizes",
          });
          return null;
        }
        throw err;
      }
    });
    const price = seat?.price ? { amount: seat.price.toNumber(), currency: seat.currency! } : null;
    return { valid: errors.length === 0, errors, price, services: [] };
  }
  seatFieldsAbsent(input);
  const ids = input.event_types ?? [];
  checkIds(config, ids);
  const ets = ids.map((id) => config.eventTypes.find((e) => e.id === id)!);
  const errors = bookingFlowProblems(config.company, ets, input);
  const prices = priceServices(ets, input.variations, currency, true);
  const money = (amount: Prisma.Decimal | null, cur: string | null) =>
    amount === null || cur === null ? null : { amount: amount.toNumber(), currency: cur };
  return {
    valid: errors.length === 0,
    errors,
    price: money(prices.price, prices.currency),
    services: prices.services.map((sv) => ({
      event_type: sv.event_type_id,
      variation: sv.variation_id,
      price: money(sv.price, sv.currency),
    })),
  };
}
