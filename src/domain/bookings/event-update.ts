// Changing an event: a customer's cancel or change (within the company's policies), staff's
// updates, re-booking on a move, and asking for its message again.

import { Decimal } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Channel } from '../../slots/index.ts';
import { AttemptCounters, attemptKey, TooManyAttemptsError } from '../auth/attempts.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { samePlan } from '../payments/prepayment.ts';
import { ApiError, fieldError, validationError } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import { announce, announced, type BookingContext } from './booking-context.ts';
import { bookingFlowProblems } from './booking-flow.ts';
import { contactData, contactOf, type EventUpdateInput } from './booking-inputs.ts';
import { SCHEDULED_EVENT_RULES, TIER_SIZES } from './class-reads.ts';
import { checkIds } from './company-configs.ts';
import { CANCEL_POLICY, classCancelPolicy, clientPolicy, RESCHEDULE_POLICY } from './customer-policies.ts';
import { requireCustomer } from './customer-records.ts';
import type { CompanyConfig } from './data.ts';
import { createEventError } from './errors.ts';
import { loadForCustomer, loadForStaff, view } from './event-reads.ts';
import type { EventRow } from './event-view.ts';
import type { BookingChange, BookingChangeContext } from './notify.ts';
import { parseStart, place, serviceRows } from './placement.ts';
import type { PriceSnapshot } from './pricing.ts';
import type { EventView } from './schemas.ts';
import { releaseSeats, takeSeats } from './seats.ts';
import {
  deleteEventOccupancies,
  type EventRecord as Event,
  type EventValues,
  replaceServices,
  servicesOf,
  updateEvent,
} from './store.ts';

const ACTIVE = (s: string) => s !== 'cancelled' && s !== 'noshow';

export async function updateForCustomer(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  id: string,
  input: EventUpdateInput,
) {
  const row = await loadForCustomer(ctx, caller, id);
  return changeAsCustomer(ctx, row, caller ? 'customer' : 'guest', input);
}

/**
 * A customer's change of a booking already reached (by its id, or by a manage link): the
 * company's rules for customers apply, whoever the customer is.
 */
export async function changeAsCustomer(
  ctx: BookingContext,
  row: EventRow,
  by: BookingChangeContext['by'],
  input: EventUpdateInput,
) {
  const config = await ctx.configs.get(row.company_id, false);
  const profile = obj(config.company.profile);
  const now = ctx.clock();
  if (input.status !== undefined && input.status !== 'cancelled')
    throw fieldError('status', 'a customer can only cancel (status "cancelled")');
  if (input.number_of_guests !== undefined)
    refuseIfPrepaymentChanges(ctx, row, config, input.number_of_guests);
  if (row.scheduled_event_id) {
    // A seat: the class's own rules (docs/api-conventions.md#classes), not the company's for services.
    if (input.status === 'cancelled' && row.status !== 'cancelled') {
      const se = await SCHEDULED_EVENT_RULES.row(ctx.sql, { id: row.scheduled_event_id });
      if (se) classCancelPolicy(se, now);
    }
    return update(ctx, row, config, input, 'marketplace', by);
  }
  if (input.status === 'cancelled') {
    clientPolicy(profile, row.starts_at.getTime(), now, CANCEL_POLICY);
  }
  const reschedule =
    input.starts_at !== undefined ||
    input.employee !== undefined ||
    input.space !== undefined ||
    input.number_of_guests !== undefined;
  if (reschedule) {
    clientPolicy(profile, row.starts_at.getTime(), now, RESCHEDULE_POLICY);
  }
  const ets = row.event_type_ids.map((tid) => config.eventTypes.find((e) => e.id === tid)).filter((e) => !!e);
  const merged = {
    ...contactOf(row),
    ...input,
    number_of_guests: input.number_of_guests ?? row.number_of_guests,
  };
  const problems = bookingFlowProblems(config.company, ets, merged).filter(
    (p) => p.field !== 'number_of_guests',
  );
  const touched = problems.filter(
    (p) => (input as Record<string, unknown>)[p.field.split('.')[0]] !== undefined,
  );
  if (touched.length > 0)
    throw validationError(
      `${touched[0].field} ${touched[0].message}`,
      touched.map((p) => ({ field: p.field, message: p.message })),
    );
  return update(ctx, row, config, input, 'marketplace', by);
}

/**
 * A customer's change of the party that would change what the booking prepays (more guests per
 * guest, crossing pre_payment_min_pax either way, more seats of a class) is refused, so no booking
 * is ever confirmed for more than was paid or keeps money for guests it no longer has. The
 * booking's price as booked decides (a service's price is per booking; a seat's per seat), with
 * the company's and event types' settings as they are now; compared whether or not the customer
 * chose to pay in full. Changing the party within the same prepayment, the time or the contact
 * fields goes through; staff's changes in HQ are not refused (they settle money by hand).
 */
function refuseIfPrepaymentChanges(
  ctx: BookingContext,
  row: EventRow,
  config: CompanyConfig,
  guests: number,
) {
  if (!ctx.payments || guests === row.number_of_guests) return;
  const seat = row.scheduled_event_id !== null;
  const priceFor = (n: number): PriceSnapshot => ({
    services: [],
    currency: row.currency,
    price:
      row.price === null
        ? null
        : seat
          ? new Decimal(row.price).dividedBy(row.number_of_guests).times(n)
          : new Decimal(row.price),
  });
  const eventTypes = seat ? [] : row.event_type_ids;
  for (const payInFull of [false, true]) {
    const before = ctx.payments.plan(
      config,
      eventTypes,
      priceFor(row.number_of_guests),
      row.number_of_guests,
      payInFull,
    );
    const after = ctx.payments.plan(config, eventTypes, priceFor(guests), guests, payInFull);
    if (!samePlan(before, after))
      throw new ApiError(
        409,
        'conflict_error',
        'prepayment_would_change',
        `Changing number_of_guests from ${row.number_of_guests} to ${guests} would change what the booking prepays (${before?.amount.toFixed(2) ?? 'nothing'} to ${after?.amount.toFixed(2) ?? 'nothing'}); cancel and book again.`,
        {
          user_title: 'Cannot change the party',
          user_message:
            'This change would change what your booking prepays. Please cancel it and book again with the new party.',
        },
      );
  }
}

export async function updateForStaff(
  ctx: BookingContext,
  caller: HqCaller,
  id: string,
  input: EventUpdateInput & { customer?: string },
  expand: readonly string[] = [],
) {
  const row = await loadForStaff(ctx, caller, id);
  const config = await ctx.configs.get(row.company_id, false);
  if (input.customer !== undefined) await requireCustomer(ctx.sql, row.company_id, input.customer);
  return update(ctx, row, config, input, 'hq', 'staff', expand);
}

async function update(
  ctx: BookingContext,
  row: EventRow,
  config: CompanyConfig,
  input: EventUpdateInput & { customer?: string },
  channel: Channel,
  by: BookingChangeContext['by'],
  expand: readonly string[] = [],
): Promise<EventView> {
  if (row.scheduled_event_id) return updateSeat(ctx, row, config, input, by, expand);
  const wasActive = ACTIVE(row.status);
  const status = input.status ?? row.status;
  const willBeActive = ACTIVE(status);
  const moves =
    input.employee !== undefined || input.space !== undefined || input.number_of_guests !== undefined;
  if (moves && input.starts_at === undefined)
    throw fieldError(
      'starts_at',
      'is required (its current value to keep the time) to change employee, space or number_of_guests',
    );
  const reschedule = input.starts_at !== undefined;
  if (reschedule && !willBeActive) throw fieldError('starts_at', `cannot move an event that is ${status}`);
  const data: EventValues = { ...contactData(input) };
  if (input.customer !== undefined) data.customer_id = input.customer;
  if (input.status !== undefined) data.status = input.status;
  if (willBeActive !== wasActive) data.cancelled_at = willBeActive ? null : new Date(ctx.clock());
  let kind: BookingChange =
    input.status !== undefined && input.status !== row.status ? 'status_changed' : 'updated';
  if (input.status === 'cancelled' && row.status !== 'cancelled') kind = 'cancelled';

  let event: Event;
  if (reschedule || (willBeActive && !wasActive)) {
    // Re-book (a move, or bringing a cancelled event back): free its own rows, check, write anew.
    const startsAt = reschedule ? parseStart(input.starts_at) : row.starts_at.getTime();
    const sameTime = startsAt === row.starts_at.getTime();
    if (input.employee) checkIds(config, [], input.employee);
    if (input.space) checkIds(config, [], undefined, input.space);
    // Rules 1-3: without employee/space a new one is chosen at a new time; at the same time
    // (moving between resources, changing the party) the current ones are kept.
    const employeeId = input.employee ?? (sameTime ? row.employee_id : null);
    const spaceId = input.space ?? (sameTime ? row.space_id : null);
    if (reschedule && !sameTime) kind = 'rescheduled';
    event = await place(
      ctx,
      {
        config,
        startsAt,
        eventTypeIds: row.event_type_ids,
        employeeId,
        spaceId,
        guests: input.number_of_guests ?? row.number_of_guests,
        channel,
        ignoreEventId: row.id,
      },
      async (tx, placed) => {
        const updated = await updateEvent(tx, row.id, {
          ...data,
          number_of_guests: input.number_of_guests ?? row.number_of_guests,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
        });
        // The services are laid out anew; their prices stay as booked (a snapshot).
        await replaceServices(
          tx,
          row.company_id,
          row.id,
          serviceRows(config, updated.event_type_ids, placed, await servicesOf(tx, row.id)),
        );
        await announce(ctx, tx, kind, updated, { by, previous: row }, config);
        return { owner: { event_id: row.id }, result: updated };
      },
      (tx) => deleteEventOccupancies(tx, row.id),
    );
  } else {
    event = await ctx.sql.transaction(async (tx) => {
      if (!willBeActive && wasActive) await deleteEventOccupancies(tx, row.id);
      const updated = await updateEvent(tx, row.id, data);
      await announce(ctx, tx, kind, updated, { by, previous: row }, config);
      return updated;
    });
  }
  announced(ctx);
  return view(ctx, event.id, expand);
}

/**
 * A seat keeps its class and tier: it can be cancelled (the seats are free again in the same
 * transaction), brought back by staff while seats are left, take more or fewer seats of its
 * tier, and have its contact fields changed. Moving it to another class or tier is booking
 * that one: cancel and book again.
 */
async function updateSeat(
  ctx: BookingContext,
  row: EventRow,
  config: CompanyConfig,
  input: EventUpdateInput & { customer?: string },
  by: BookingChangeContext['by'],
  expand: readonly string[],
): Promise<EventView> {
  for (const field of ['starts_at', 'employee', 'space'] as const)
    if (input[field] !== undefined)
      throw fieldError(field, 'cannot change on a seat of a scheduled event: cancel it and book again');
  const status = input.status ?? row.status;
  const held = row.status !== 'cancelled';
  const holds = status !== 'cancelled';
  const data: EventValues = { ...contactData(input) };
  const guests = input.number_of_guests ?? row.number_of_guests;
  if (guests !== row.number_of_guests) {
    // More or fewer seats in the same tier, before the class starts; the price per seat stays.
    if (!held || !holds) throw fieldError('number_of_guests', 'cannot change on a cancelled seat');
    const se = await SCHEDULED_EVENT_RULES.row(ctx.sql, { id: row.scheduled_event_id! });
    const tier = row.tier_id ? await TIER_SIZES.row(ctx.sql, { id: row.tier_id }) : undefined;
    if (!se || !tier || se.starts_at.getTime() <= ctx.clock()) throw createEventError('scheduled_event_over');
    if (by !== 'staff' && guests < row.number_of_guests) classCancelPolicy(se, ctx.clock());
    if ((tier.min_group_size ?? 1) > guests || (tier.max_group_size ?? tier.max_capacity) < guests)
      throw createEventError('group_size_out_of_range');
    data.number_of_guests = guests;
    if (row.price !== null) data.price = new Decimal(row.price).dividedBy(row.number_of_guests).times(guests);
  }
  if (input.customer !== undefined) data.customer_id = input.customer;
  if (input.status !== undefined) data.status = input.status;
  if (held !== holds) data.cancelled_at = holds ? null : new Date(ctx.clock());
  let kind: BookingChange =
    input.status !== undefined && input.status !== row.status ? 'status_changed' : 'updated';
  if (input.status === 'cancelled' && row.status !== 'cancelled') kind = 'cancelled';
  await ctx.sql.transaction(async (tx) => {
    if (row.tier_id && guests > row.number_of_guests && holds) {
      // The extra seats by the same conditional UPDATE as a booking: never past capacity.
      if (!(await takeSeats(tx, [row.tier_id], guests - row.number_of_guests)))
        throw createEventError('tier_full');
    }
    if (row.tier_id && guests < row.number_of_guests && holds)
      await releaseSeats(tx, row.tier_id, row.number_of_guests - guests);
    if (row.tier_id && held && !holds) await releaseSeats(tx, row.tier_id, row.number_of_guests);
    if (row.tier_id && !held && holds && !(await takeSeats(tx, [row.tier_id], row.number_of_guests)))
      throw createEventError('tier_full');
    const updated = await updateEvent(tx, row.id, data);
    await announce(ctx, tx, kind, updated, { by, previous: row }, config);
  });
  announced(ctx);
  return view(ctx, row.id, expand);
}

/** Notifications a booking may send in an hour: enough to resend one, too few to spam with. */
export const NOTIFICATIONS_PER_BOOKING_HOUR = 3;

/**
 * POST /events/{id}/notification: hands the event to the messaging hook. It goes only to the
 * booking's own contact (the event's e-mail, or its customer record's), never to an address the
 * caller chooses, and at most NOTIFICATIONS_PER_BOOKING_HOUR times an hour per booking (counted
 * in the database: every instance counts together).
 */
export async function notify(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  id: string,
  input: { email?: string },
) {
  const row = await loadForCustomer(ctx, caller, id);
  const own = [row.email];
  if (row.customer_id) {
    const [customer] = await ctx.sql.query<{ email: string | null }>(
      'SELECT email FROM customers WHERE company_id = $1::text AND id = $2::text',
      [row.company_id, row.customer_id],
    );
    own.push(customer?.email ?? null);
  }
  const contacts = own.filter((e): e is string => !!e);
  const asked = input.email?.trim().toLowerCase();
  const recipient = asked === undefined ? contacts[0] : contacts.find((e) => e.toLowerCase() === asked);
  if (!recipient)
    throw fieldError(
      'email',
      contacts.length === 0
        ? 'cannot be sent to: the event has no e-mail address'
        : "must be the booking's own e-mail address (leave it out to use it)",
    );
  const sent = await new AttemptCounters(ctx.sql).hit(attemptKey('event-notification', row.id), {
    windowSeconds: 3600,
    limit: NOTIFICATIONS_PER_BOOKING_HOUR,
    hold: 'window',
  });
  if (sent.count > NOTIFICATIONS_PER_BOOKING_HOUR)
    throw new TooManyAttemptsError(sent.heldForSeconds, 'notifications of this booking');
  await ctx.sql.transaction((tx) =>
    announce(ctx, tx, 'notification', row, { by: caller ? 'customer' : 'guest', recipient }),
  );
  announced(ctx);
  return { event: row.id, recipient, queued: true };
}

/**
 * Staff's cancel of one active event inside a transaction the caller holds: what `update` does
 * for status "cancelled" (its time freed, the change announced, so payments and messages follow),
 * for a series that cancels several occurrences at once, all or none.
 */
export async function cancelInTx(
  ctx: BookingContext,
  tx: SqlTx,
  row: EventRow,
  config: CompanyConfig,
  by: BookingChangeContext['by'],
): Promise<Event> {
  await deleteEventOccupancies(tx, row.id);
  const updated = await updateEvent(tx, row.id, { status: 'cancelled', cancelled_at: new Date(ctx.clock()) });
  await announce(ctx, tx, 'cancelled', updated, { by, previous: row }, config);
  return updated;
}
