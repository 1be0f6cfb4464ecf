// Booking seats of a class (CONTRACT.md 9.2) through the same POST /events as services: the
// scheduled event fixes the time, so the body names `scheduled_event` (and `tier`, `variation`)
// instead of event types, a start, staff or a space.

import { type CustomerCaller, type HqCaller, reachesCompany } from '../auth/caller.ts';
import { fieldError, notFound, validationError } from '../errors.ts';
import type { Json } from '../json.ts';
import { announce, announced, type BookingContext } from './booking-context.ts';
import { bookingFlowProblems } from './booking-flow.ts';
import { contactData, type EventCreateInput } from './booking-inputs.ts';
import { initialStatus, requireGuestAllowed } from './customer-policies.ts';
import { requireCustomer, withCustomer } from './customer-records.ts';
import { views } from './event-reads.ts';
import type { BookingChangeContext } from './notify.ts';
import { bookSeats } from './seats.ts';
import type { EventRecord as Event } from './store.ts';

const NOT_FOR_SEATS = [
  'event_types',
  'starts_at',
  'employee',
  'space',
  'time_slot_reservation',
  'variations',
] as const;

/** A service booking names no class fields (a `tier` or `variation` alone is a mistake). */
export function seatFieldsAbsent(input: EventCreateInput) {
  for (const field of ['tier', 'variation'] as const)
    if (input[field] !== undefined)
      throw fieldError(
        field,
        'is for a seat booking: name the scheduled_event too (variations for services)',
      );
}

export async function createSeatEvent(
  ctx: BookingContext,
  who: { caller?: CustomerCaller; staff?: HqCaller },
  input: EventCreateInput,
  expand: readonly string[] = [],
): Promise<Json> {
  for (const field of NOT_FOR_SEATS)
    if (input[field] !== undefined)
      throw fieldError(field, 'is not for a seat booking (the scheduled event fixes the time and place)');
  if (!input.company) throw fieldError('company', 'is required');
  const companyId = input.company;
  const staff = who.staff;
  if (staff && !reachesCompany(staff, companyId)) throw notFound('company');
  const config = await ctx.configs.get(companyId, !staff);
  if (staff) {
    if (input.customer) await requireCustomer(ctx.sql, companyId, input.customer);
  } else {
    requireGuestAllowed(config, who.caller);
    const problems = bookingFlowProblems(config.company, [], input).filter(
      (p) => p.field !== 'number_of_guests',
    );
    if (problems.length > 0)
      throw validationError(
        `${problems[0].field} ${problems[0].message}`,
        problems.map((p) => ({ field: `body.${p.field}`, message: p.message })),
      );
  }
  const guests = input.number_of_guests ?? 1;
  const by: BookingChangeContext['by'] = staff ? 'staff' : who.caller ? 'customer' : 'guest';
  const event: Event = await ctx.sql.transaction(async (tx) => {
    // The booking's customer: the one staff named, else found or made in this transaction.
    const values = await withCustomer(
      tx,
      {
        company_id: companyId,
        number_of_guests: guests,
        origin: staff ? ('hq' as const) : ('marketplace' as const),
        status: staff ? (input.status ?? 'confirmed') : initialStatus(config, null),
        ...(staff && input.customer ? { customer_id: input.customer } : {}),
        marketplace_user_id: staff ? null : (who.caller?.userId ?? null),
        ...contactData(input),
        customer_name: input.customer_name ?? '',
      },
      config,
    );
    const made = await bookSeats(
      tx,
      {
        companyId,
        scheduledEventId: input.scheduled_event!,
        tierId: input.tier,
        variationId: input.variation,
        guests,
        marketplace: !staff,
        now: ctx.clock(),
        companyCurrency: config.company.currency_code,
        // Staff books what the business knows; a customer answers the tier's required questions.
        answers: staff ? undefined : (input.booking_question_answers ?? []),
      },
      values,
    );
    await announce(ctx, tx, 'created', made, { by }, config);
    return made;
  });
  announced(ctx);
  return (await views(ctx, [{ ...event, time_slot_reservation: null, services: [] }], expand))[0];
}
