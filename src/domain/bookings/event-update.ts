// Changing an event: a customer's cancel or change (within the company's policies), staff's
// updates, re-booking on a move, and asking for its message again.

import { Decimal } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Channel, VisitSegmentRequest } from '../../slots/index.ts';
import { AttemptCounters, attemptKey, TooManyAttemptsError } from '../auth/attempts.ts';
import { type CustomerCaller, type HqCaller, ownCalendarOf, ownEmployee } from '../auth/caller.ts';
import type { PrepaymentTerms } from '../payments/prepayment.ts';
import { conflict, fieldError, validationError } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import { announce, announced, type BookingContext } from './booking-context.ts';
import { bookingFlowProblems } from './booking-flow.ts';
import { contactData, contactOf, type EventUpdateInput } from './booking-inputs.ts';
import {
  CUSTOMER_EMAIL,
  deleteEventOccupancies,
  type EventRecord as Event,
  type EventValues,
  LOCK_EVENT_FOR_CHANGE,
  replaceServices,
  servicesOf,
  updateEvent,
} from './booking-store.ts';
import type { PreparedCharge } from './checkout.ts';
import { SCHEDULED_EVENT_RULES, TIER_SIZES } from './class-store.ts';
import { checkIds } from './company-configs.ts';
import { CANCEL_POLICY, classCancelPolicy, clientPolicy, RESCHEDULE_POLICY } from './customer-policies.ts';
import { requireCustomer } from './customer-records.ts';
import type { CompanyConfig } from './data.ts';
import { createEventError } from './errors.ts';
import { loadForCustomer, loadForStaff, view } from './event-reads.ts';
import type { EventRow, ServicePrice } from './event-view.ts';
import type { BookingChange, BookingChangeContext } from './notify.ts';
import { parseStart, place, serviceRows } from './placement.ts';
import type { EventView } from './schemas.ts';
import { releaseSeats, takeSeats } from './seats.ts';

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
  if (row.scheduled_event_id) {
    // A seat: the class's own rules (docs/api-conventions.md#classes), not the company's for services.
    if (input.status === 'cancelled' && row.status !== 'cancelled') {
      const se = await SCHEDULED_EVENT_RULES.row(ctx.sql, {
        companyId: row.company_id,
        id: row.scheduled_event_id,
      });
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
    input.visit !== undefined ||
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
 * What a booking owes follows its change (docs/payments.md#a-bookings-balance): when the change
 * moves its party or its price, the difference it would owe is opened at the provider before
 * the change's transaction (no lock waits on the provider), and the transaction settles the
 * balance under its locks (Checkout.rebalance): the difference asked, or what is no longer owed
 * given back. Whoever changes it, customer or staff. A booking that prepays nothing (made in HQ,
 * paid with a voucher, a company that does not prepay) owes nothing more.
 */
class Balance {
  prepared: PreparedCharge | null = null;
  private readonly ctx: BookingContext;
  private readonly fallback: PrepaymentTerms | null;
  readonly moves: boolean;
  constructor(ctx: BookingContext, row: EventRow, config: CompanyConfig, moves: boolean) {
    this.ctx = ctx;
    this.moves = moves;
    // A booking made before terms were captured that prepaid: today's settings stand in.
    this.fallback =
      ctx.payments?.terms(config, row.scheduled_event_id ? [] : row.event_type_ids, false) ?? null;
  }

  static async before(
    ctx: BookingContext,
    row: EventRow,
    config: CompanyConfig,
    after: { price: Decimal | null; guests: number },
  ): Promise<Balance> {
    const samePrice =
      after.price === null ? row.price === null : row.price !== null && after.price.eq(row.price);
    const moves =
      !!ctx.payments && ACTIVE(row.status) && !(samePrice && after.guests === row.number_of_guests);
    const balance = new Balance(ctx, row, config, moves);
    if (moves) balance.prepared = await ctx.payments!.prepareDifference(row, after, balance.fallback);
    return balance;
  }

  /** In the change's transaction, after the event row is written. */
  async settle(tx: SqlTx, event: Event): Promise<Event> {
    if (!this.moves || !this.ctx.payments) return event;
    return (await this.ctx.payments.rebalance(tx, event, this.prepared, this.fallback)).event;
  }

  /**
   * After the change (committed or not): a charge opened and not written (the transaction rolled
   * back, or a difference was not asked after all) is dropped; discard keeps one written.
   */
  async end(): Promise<void> {
    if (this.prepared) await this.ctx.payments!.discard(this.prepared);
  }
}

/**
 * The event row locked in the change's transaction: a change committed since it was read (the
 * party, the status, the time or the price moved) is a 409 `concurrent_update`, so of two changes
 * of the same booking at once the second settles nothing on what it read before the first.
 */
async function lockUnchanged(tx: SqlTx, row: EventRow): Promise<void> {
  const now = await LOCK_EVENT_FOR_CHANGE.row(tx, { companyId: row.company_id, id: row.id });
  const same =
    !!now &&
    now.number_of_guests === row.number_of_guests &&
    now.status === row.status &&
    new Date(now.starts_at).getTime() === row.starts_at.getTime() &&
    (now.price === null ? row.price === null : row.price !== null && new Decimal(now.price).eq(row.price));
  if (!same) throw conflict('concurrent_update', 'The booking changed meanwhile; read it and try again.');
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
  // Staff limited to their own calendar move a booking within it (docs/roles.md).
  if (
    ownCalendarOf(caller, row.company_id) !== null &&
    (input.employee !== undefined || input.starts_at !== undefined) &&
    input.visit === undefined
  )
    input = { ...input, employee: ownEmployee(caller, row.company_id, input.employee) };
  // A visit's segments are reassigned to themselves only (as they book one, create/validate.ts).
  if (ownCalendarOf(caller, row.company_id) !== null && input.visit)
    input = {
      ...input,
      visit: {
        segments: input.visit.segments.map((s) =>
          s.employee_id === undefined
            ? s
            : { ...s, employee_id: ownEmployee(caller, row.company_id, s.employee_id) },
        ),
      },
    };
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
    input.employee !== undefined ||
    input.space !== undefined ||
    input.visit !== undefined ||
    input.number_of_guests !== undefined;
  if (moves && input.starts_at === undefined)
    throw fieldError(
      'starts_at',
      'is required (its current value to keep the time) to change employee, space, visit or number_of_guests',
    );
  if (input.visit && (input.employee !== undefined || input.space !== undefined))
    throw fieldError('visit', 'replaces employee and space: give the people and spaces per segment');
  const reschedule = input.starts_at !== undefined;
  if (reschedule && !willBeActive) throw fieldError('starts_at', `cannot move an event that is ${status}`);
  const data: EventValues = { ...contactData(input) };
  if (input.customer !== undefined) data.customer_id = input.customer;
  if (input.status !== undefined) data.status = input.status;
  if (willBeActive !== wasActive) data.cancelled_at = willBeActive ? null : new Date(ctx.clock());
  let kind: BookingChange =
    input.status !== undefined && input.status !== row.status ? 'status_changed' : 'updated';
  if (input.status === 'cancelled' && row.status !== 'cancelled') kind = 'cancelled';
  const kept = input.visit ? keptServices(row, input.visit.segments) : null;
  let price = row.price === null ? null : new Decimal(row.price);
  if (kept && kept.length < bookedServices(row).length) {
    // Segments removed: the booking costs what its remaining services cost, as they were booked.
    price = priceOf(kept.map((i) => bookedServices(row)[i]));
    data.price = price;
    data.event_type_ids = kept.map((i) => bookedServices(row)[i].event_type_id);
  }

  // A service's price is per booking, as booked: the party decides what is owed (per guest, the minimum party).
  const balance = await Balance.before(ctx, row, config, {
    price,
    guests: willBeActive ? (input.number_of_guests ?? row.number_of_guests) : row.number_of_guests,
  });
  try {
    return await change(ctx, row, config, input, channel, by, expand, balance, data, kind, {
      reschedule,
      willBeActive,
      wasActive,
      kept,
    });
  } finally {
    await balance.end();
  }
}

async function change(
  ctx: BookingContext,
  row: EventRow,
  config: CompanyConfig,
  input: EventUpdateInput & { customer?: string },
  channel: Channel,
  by: BookingChangeContext['by'],
  expand: readonly string[],
  balance: Balance,
  data: EventValues,
  initialKind: BookingChange,
  how: { reschedule: boolean; willBeActive: boolean; wasActive: boolean; kept: number[] | null },
): Promise<EventView> {
  const { reschedule, willBeActive, wasActive, kept } = how;
  let kind = initialKind;
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
    const visit = kept
      ? visitChange(config, row, input.visit!.segments, kept, sameTime)
      : visitOfRow(row, sameTime);
    if (visit && (input.employee || input.space))
      throw fieldError(
        input.employee ? 'employee' : 'space',
        'a visit names its people and spaces per segment',
      );
    if (reschedule && !sameTime) kind = 'rescheduled';
    event = await place(
      ctx,
      {
        config,
        startsAt,
        eventTypeIds: visit ? visit.map((s) => s.event_type_ids[0]) : row.event_type_ids,
        employeeId,
        spaceId,
        guests: input.number_of_guests ?? row.number_of_guests,
        channel,
        ignoreEventId: row.id,
        visit,
      },
      async (tx, placed) => {
        if (balance.moves) await lockUnchanged(tx, row);
        const written = await updateEvent(tx, row.company_id, row.id, {
          ...data,
          number_of_guests: input.number_of_guests ?? row.number_of_guests,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
          // An occurrence moved alone is an exception of its series in what moved.
          ...(row.series_id ? { series_overrides: overridesAfter(row, placed) } : {}),
        });
        // The services are laid out anew; their prices stay as booked (a snapshot), the removed
        // segments' with them.
        const prior = await servicesOf(tx, row.company_id, row.id);
        await replaceServices(
          tx,
          row.company_id,
          row.id,
          serviceRows(config, written.event_type_ids, placed, kept ? kept.map((i) => prior[i]) : prior),
        );
        const updated = await balance.settle(tx, written);
        await announce(ctx, tx, kind, updated, { by, previous: row }, config);
        return { owner: { event_id: row.id }, result: updated };
      },
      (tx) => deleteEventOccupancies(tx, row.company_id, row.id),
    );
  } else {
    event = await ctx.sql.transaction(async (tx) => {
      if (!willBeActive && wasActive) await deleteEventOccupancies(tx, row.company_id, row.id);
      if (balance.moves) await lockUnchanged(tx, row);
      const updated = await balance.settle(tx, await updateEvent(tx, row.company_id, row.id, data));
      await announce(ctx, tx, kind, updated, { by, previous: row }, config);
      return updated;
    });
  }
  announced(ctx);
  return view(ctx, event.company_id, event.id, expand);
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
  for (const field of ['starts_at', 'employee', 'space', 'visit'] as const)
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
    const se = await SCHEDULED_EVENT_RULES.row(ctx.sql, {
      companyId: row.company_id,
      id: row.scheduled_event_id!,
    });
    const tier = row.tier_id
      ? await TIER_SIZES.row(ctx.sql, { companyId: row.company_id, id: row.tier_id })
      : undefined;
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
  // A seat's price is per seat: more seats owe more (docs/payments.md#a-bookings-balance).
  const balance = await Balance.before(ctx, row, config, {
    price:
      data.price === undefined || data.price === null
        ? row.price === null
          ? null
          : new Decimal(row.price)
        : new Decimal(data.price),
    guests: holds ? guests : row.number_of_guests,
  });
  try {
    await seatChange(ctx, row, config, data, guests, { held, holds, kind, by }, balance);
  } finally {
    await balance.end();
  }
  announced(ctx);
  return view(ctx, row.company_id, row.id, expand);
}

async function seatChange(
  ctx: BookingContext,
  row: EventRow,
  config: CompanyConfig,
  data: EventValues,
  guests: number,
  how: { held: boolean; holds: boolean; kind: BookingChange; by: BookingChangeContext['by'] },
  balance: Balance,
) {
  const { held, holds, kind, by } = how;
  await ctx.sql.transaction(async (tx) => {
    // The seats taken or given back are counted from the row as read: it must still be so.
    if (balance.moves || guests !== row.number_of_guests) await lockUnchanged(tx, row);
    if (row.tier_id && guests > row.number_of_guests && holds) {
      // The extra seats by the same conditional UPDATE as a booking: never past capacity.
      if (!(await takeSeats(tx, row.company_id, [row.tier_id], guests - row.number_of_guests)))
        throw createEventError('tier_full');
    }
    if (row.tier_id && guests < row.number_of_guests && holds)
      await releaseSeats(tx, row.company_id, row.tier_id, row.number_of_guests - guests);
    if (row.tier_id && held && !holds)
      await releaseSeats(tx, row.company_id, row.tier_id, row.number_of_guests);
    if (
      row.tier_id &&
      !held &&
      holds &&
      !(await takeSeats(tx, row.company_id, [row.tier_id], row.number_of_guests))
    )
      throw createEventError('tier_full');
    const updated = await balance.settle(tx, await updateEvent(tx, row.company_id, row.id, data));
    await announce(ctx, tx, kind, updated, { by, previous: row }, config);
  });
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
    const customer = await CUSTOMER_EMAIL.row(ctx.sql, { companyId: row.company_id, id: row.customer_id });
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
 * A series occurrence's overrides (events.series_overrides: 'employee', 'time') after a change of
 * it alone, from `before` to `after`: later changes of the series keep them (series.ts).
 */
export function overridesAfter(
  before: { series_overrides: string[] | null; starts_at: Date; employee_id: string | null },
  after: { starts_at: number; employee_id: string | null },
): string[] {
  const out = new Set(before.series_overrides ?? []);
  if (after.starts_at !== before.starts_at.getTime()) out.add('time');
  if (after.employee_id !== before.employee_id) out.add('employee');
  return [...out].sort();
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
  await deleteEventOccupancies(tx, row.company_id, row.id);
  const updated = await updateEvent(tx, row.company_id, row.id, {
    status: 'cancelled',
    cancelled_at: new Date(ctx.clock()),
  });
  await announce(ctx, tx, 'cancelled', updated, { by, previous: row }, config);
  return updated;
}

/**
 * docs/bookings.md#visits: a visit (its services served by more than one person or space) moves
 * as a chain, each segment with its own person and space: kept at the same time, chosen anew at
 * a new time (rule 1, per segment). Null for a plain booking.
 */
function visitOfRow(row: EventRow, sameTime: boolean): VisitSegmentRequest[] | null {
  const services = [...(row.services ?? [])].sort((a, b) => a.order - b.order);
  const holders = new Set(services.map((s) => `${s.employee_id ?? ''}|${s.resource_id ?? ''}`));
  if (services.length < 2 || holders.size < 2) return null;
  return services.map((s) => ({
    event_type_ids: [s.event_type_id],
    employee_id: sameTime ? (s.employee_id ?? null) : null,
    space_id: sameTime ? (s.resource_id ?? null) : null,
  }));
}

/** A booking's services in their order (a visit's segments). */
function bookedServices(row: EventRow): ServicePrice[] {
  return [...(row.services ?? [])].sort((a, b) => a.order - b.order);
}

/**
 * docs/bookings.md#visits: the booked services (by position) a `visit` change keeps, in order:
 * its segments must be the booking's services in their order with some left out; a change
 * removes or reassigns segments, it never adds one (that is a new booking's price and rules).
 */
function keptServices(row: EventRow, segments: readonly { event_type_id: string }[]): number[] {
  const booked = bookedServices(row);
  const kept: number[] = [];
  let next = 0;
  segments.forEach((s, i) => {
    while (next < booked.length && booked[next].event_type_id !== s.event_type_id) next++;
    if (next >= booked.length)
      throw fieldError(
        `visit.segments[${i}]`,
        "must be one of the booking's services, in their order (a change removes or reassigns segments, never adds one)",
      );
    kept.push(next++);
  });
  return kept;
}

/** The sum of services' prices as booked; null when none has one (as priceServices sums them). */
function priceOf(services: readonly ServicePrice[]): Decimal | null {
  const priced = services.filter((s) => s.price !== null);
  if (priced.length === 0) return null;
  return priced.reduce((sum, s) => sum.plus(new Decimal(s.price!)), new Decimal(0));
}

/**
 * The segments of a `visit` change as the engine takes them: each kept service with the person
 * and space named for it, else its own at the same time, else (a new time) one chosen among the
 * free. What is named must be the company's (404, as for a booking).
 */
function visitChange(
  config: CompanyConfig,
  row: EventRow,
  segments: readonly { event_type_id: string; employee_id?: string; space_id?: string }[],
  kept: number[],
  sameTime: boolean,
): VisitSegmentRequest[] {
  const booked = bookedServices(row);
  return segments.map((s, i) => {
    checkIds(config, [s.event_type_id], s.employee_id, s.space_id);
    const own = booked[kept[i]];
    return {
      event_type_ids: [s.event_type_id],
      employee_id: s.employee_id ?? (sameTime ? (own.employee_id ?? null) : null),
      space_id: s.space_id ?? (sameTime ? (own.resource_id ?? null) : null),
    };
  });
}
