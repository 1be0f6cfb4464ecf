// A series (docs/bookings.md#series, issue 32): a standing appointment booked, read and
// cancelled as one. Each occurrence is an ordinary event with series_id, placed by the same
// check and written by the same writer as a single HQ booking (create/persist.ts), all of them in
// ONE transaction: a series is booked whole or not at all, and two series racing for one weekly
// slot end with one of them (the loser's overlap is refused by the occupancies' exclusion
// constraint, its transaction runs again and then sees the winner: a conflict in every week).

import { DateTime, type WeekdayNumbers } from 'luxon';
import type { SqlTx } from '../../db/sql.ts';
import type { Channel } from '../../slots/index.ts';
import { companyOf } from '../auth/access.ts';
import { type CustomerCaller, type HqCaller, ownCalendarOf, ownEmployee } from '../auth/caller.ts';
import type { PrepaymentPlan } from '../payments/prepayment.ts';
import { ApiError, conflict, type ErrorConflict, fieldError, notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { announce, announced, type BookingContext, type BookingPayments } from './booking-context.ts';
import {
  deleteEventOccupancies,
  type EventRecord,
  replaceServices,
  servicesOf,
  updateEvent,
} from './booking-store.ts';
import type { PreparedCharge } from './checkout.ts';
import { type ConfigAttempt, checkIds } from './company-configs.ts';
import { type PreparedBooking, prepareHqBooking, prepareMarketplaceBooking } from './create/direct.ts';
import { newEventWriter } from './create/persist.ts';
import { CANCEL_POLICY, clientPolicy, RESCHEDULE_POLICY } from './customer-policies.ts';
import type { CompanyConfig } from './data.ts';
import { list } from './event-reads.ts';
import { cancelInTx, overridesAfter } from './event-update.ts';
import type { BookingChangeContext } from './notify.ts';
import { placeIn, retryingPlacements, serviceRows } from './placement.ts';
import { expandRecurrence, formatRecurrence, parseRecurrence } from './recurrence.ts';
import { seriesIcs } from './series-ics.ts';
import type {
  MarketplaceSeriesCreateInput,
  SeriesCancelInput,
  SeriesChangeInput,
  SeriesCreateInput,
  SeriesView,
} from './series-schemas.ts';
import {
  findSeries,
  listSeries,
  listSeriesOfUser,
  SERIES,
  type SeriesRow,
  seriesEvents,
  seriesEventsForUpdate,
  seriesPayment,
} from './series-store.ts';
import { seriesView } from './series-view.ts';

/** The days of the week as RRULE names them, to luxon's ISO weekday (Monday 1). */
const WEEKDAY_NUMBER: Record<string, WeekdayNumbers> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };

/** An occurrence the engine refused: the booking error every single booking answers (400 create_event_error). */
const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.type === 'create_event_error';

const conflictOf = (startsAt: number, err: ApiError): ErrorConflict => ({
  starts_at: new Date(startsAt).toISOString(),
  code: err.code,
  message: err.extra.user_message ?? err.message,
});

function seriesConflict(conflicts: ErrorConflict[], total: number, what = 'booked'): ApiError {
  const dates = conflicts.map((c) => `${c.starts_at} (${c.code})`).join(', ');
  return new ApiError(
    409,
    'conflict_error',
    'series_conflict',
    `${conflicts.length} of the series' ${total} occurrences cannot be ${what}: ${dates}. Nothing was ${what}.`,
    {
      user_title: 'Not every date is free',
      user_message:
        conflicts.length === 1
          ? 'One date of this series cannot be booked. Choose another time, or book the series without it.'
          : `${conflicts.length} dates of this series cannot be booked. Choose another time, or book the series without them.`,
      conflicts,
    },
  );
}

export async function createSeries(
  ctx: BookingContext,
  caller: HqCaller,
  input: SeriesCreateInput,
  expand: readonly string[] = [],
): Promise<SeriesView> {
  const { series } = await bookSeries(ctx, input, 'staff', (attempt) =>
    prepareHqBooking(ctx, caller, input, attempt),
  );
  return viewOf(ctx, series, expand);
}

/** A customer's (or a guest's) series, under the rules of their single bookings. */
export async function createMarketplaceSeries(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: MarketplaceSeriesCreateInput,
): Promise<SeriesView> {
  const { series, payment } = await bookSeries(ctx, input, caller ? 'customer' : 'guest', (attempt) =>
    prepareMarketplaceBooking(ctx, caller, input, attempt),
  );
  // Each occurrence's prepayment comes expanded (its checkout), as a single booking's does; a
  // series paid up front has one, the series' own.
  const view = await viewOf(ctx, series, ['payment'], false);
  if (payment) [view.payment] = await ctx.payments!.views([series.company_id], [payment]);
  return view;
}

/**
 * Books the series: `prepare` runs the checks of a single booking of the channel once; each
 * occurrence is then placed and written by the single booking's own steps, in one transaction.
 */
async function bookSeries(
  ctx: BookingContext,
  input: Pick<
    SeriesCreateInput,
    'recurrence' | 'on_conflict' | 'employee' | 'space' | 'customer' | 'customer_package'
  > & { voucher?: string },
  by: BookingChangeContext['by'],
  prepare: (attempt: ConfigAttempt) => Promise<PreparedBooking>,
): Promise<{ series: SeriesRow; payment: string | null }> {
  const rule = parseRecurrence(input.recurrence);
  const mode = input.on_conflict ?? 'refuse';
  // A prepaid series (payments.series_prepayment per_occurrence): one charge per start of the
  // rule, opened at the provider before the transaction (as a single booking's), reused when the
  // transaction runs again; after it, every charge no occurrence was written for is dropped.
  const charges: PreparedCharge[] = [];
  const chargeFor = async (i: number, companyId: string, plan: PrepaymentPlan) => {
    const prior = charges[i];
    if (prior?.plan.amount.eq(plan.amount) && prior.plan.currency === plan.currency) return prior;
    if (prior) await ctx.payments!.discard(prior);
    charges[i] = await ctx.payments!.prepare(companyId, plan);
    return charges[i];
  };
  // Up front (series_prepayment up_front): one charge for the sum of the occurrences, at index 0,
  // for every start of the rule; when fewer are booked (skipped weeks) the transaction is undone,
  // a charge for the count booked is opened and it runs again.
  let upFrontCount: number | null = null;
  try {
    for (let tries = 1; ; tries++) {
      try {
        return await bookAll();
      } catch (err) {
        if (!(err instanceof Recount)) throw err;
        // The weeks free kept changing under it (other bookings racing for them): the client retries.
        if (tries >= 3)
          throw conflict(
            'concurrent_update',
            'The free weeks of this series changed while it was being booked; nothing was booked. Try again.',
          );
        upFrontCount = err.count;
      }
    }
  } finally {
    // discard keeps a charge whose payment row was written (payments.id = the charge's id).
    for (const charge of charges) if (charge) await ctx.payments!.discard(charge);
  }

  async function bookAll(): Promise<{ series: SeriesRow; payment: string | null }> {
    const created = await ctx.configs.withConfig(async (attempt) => {
      const booking = await prepare(attempt);
      const { config } = booking.placement;
      const companyId = config.company.id;
      const zone = config.company.time_zone;
      const starts = expandRecurrence(rule, booking.placement.startsAt, zone);
      const prepay = booking.prepay ?? null;
      const upFront = prepay && booking.upFront ? prepay : null;
      const prepared: (PreparedCharge | null)[] = [];
      if (upFront)
        prepared.push(
          await chargeFor(0, companyId, {
            ...upFront,
            amount: upFront.amount.times(upFrontCount ?? starts.length),
          }),
        );
      else
        for (const [i] of starts.entries())
          prepared.push(prepay ? await chargeFor(i, companyId, prepay) : null);
      return retryingPlacements(booking.placement, () =>
        ctx.sql.transaction(async (tx) => {
          const series = await SERIES.insert(tx, companyId, {
            rrule: formatRecurrence(rule),
            starts_at: new Date(booking.placement.startsAt),
            time_zone: zone,
            event_type_ids: booking.placement.eventTypeIds,
            employee_id: input.employee ?? null,
            space_id: input.space ?? null,
            customer_id: input.customer ?? null,
            marketplace_user_id: booking.marketplaceUserId,
            number_of_guests: booking.placement.guests,
            origin: booking.origin,
            on_conflict: mode,
          });
          const conflicts: ErrorConflict[] = [];
          const booked: EventRecord[] = [];
          // The first occurrence's customer record (found or made from the contact fields) is
          // every later one's; its employee, where none was named, is kept where free.
          let customerId = input.customer ?? null;
          let keptEmployee = input.employee ?? null;
          const bookOne = (startsAt: number, employeeId: string | null, i: number) => {
            const p = { ...booking.placement, startsAt, employeeId };
            const values = booking.values;
            const charge = upFront ? null : prepared[i];
            return placeIn(
              ctx,
              tx,
              p,
              newEventWriter(
                ctx,
                p,
                (placed) => ({
                  ...values(placed),
                  series_id: series.id,
                  series_occurrence_at: new Date(startsAt),
                  ...(customerId ? { customer_id: customerId } : {}),
                }),
                by,
                booking.prices,
                // Its own pending prepayment, in its transaction, named by its announcement.
                charge
                  ? async (tx, ev) => ({ payment: (await ctx.payments!.open(tx, ev, charge)).id })
                  : undefined,
              ),
            );
          };
          for (const [i, startsAt] of starts.entries()) {
            let event: EventRecord | undefined;
            try {
              event = await bookOne(startsAt, keptEmployee, i);
            } catch (err) {
              if (!isRefusal(err)) throw err;
              // Another qualified employee at the same time: asked for, or no employee was named.
              const another =
                keptEmployee !== null && (mode === 'other_employee' || input.employee === undefined);
              if (!another) conflicts.push(conflictOf(startsAt, err));
              else
                try {
                  event = await bookOne(startsAt, null, i);
                } catch (again) {
                  if (!isRefusal(again)) throw again;
                  conflicts.push(conflictOf(startsAt, again));
                }
            }
            if (!event) continue;
            booked.push(event);
            customerId ??= event.customer_id;
            if (input.employee === undefined) keptEmployee ??= event.employee_id;
          }
          // Refused (or nothing left to book): the transaction rolls back every occurrence written.
          if (conflicts.length > 0 && (mode !== 'skip' || booked.length === 0))
            throw seriesConflict(conflicts, starts.length);
          if (input.customer_package !== undefined)
            await takeCredits(ctx, tx, booked, input.customer_package, by === 'staff');
          if (input.voucher !== undefined) await spendVoucher(ctx, tx, booked, input.voucher);
          let payment: string | null = null;
          if (upFront) {
            // One payment for the sum of the occurrences booked: 3 weeks of 4000 ask 12000.
            const charge = prepared[0]!;
            if (!charge.plan.amount.eq(upFront.amount.times(booked.length))) throw new Recount(booked.length);
            const seriesOf = {
              id: series.id,
              company_id: companyId,
              customer_id: customerId,
              marketplace_user_id: booking.marketplaceUserId,
            };
            payment = (await ctx.payments!.openSeries(tx, seriesOf, booked, upFront.amount, charge)).id;
          }
          const done = await SERIES.update(tx, companyId, series.id, {
            customer_id: customerId,
            skipped: conflicts,
          });
          return { series: done ?? series, payment };
        }),
      );
    });
    announced(ctx);
    return created;
  }
}

/** A series paid up front booked fewer occurrences than its charge was opened for: open one for `count`. */
class Recount extends Error {
  readonly count: number;
  constructor(count: number) {
    super(`the series books ${count} occurrences: its up-front charge is opened again`);
    this.count = count;
  }
}

/**
 * docs/packages.md: every occurrence booked takes its credit in the series' transaction, by the
 * single booking's own `take`, once the engine has placed them all (so a skipped week takes
 * none). One the package cannot cover (its credits run out, it ends before that week) refuses the
 * whole series whatever on_conflict says: a package is the customer's money, not a free time, so
 * it is not a conflict to skip; the transaction rolls back every occurrence and every credit.
 */
async function takeCredits(
  ctx: BookingContext,
  tx: SqlTx,
  booked: EventRecord[],
  holdingId: string,
  staff: boolean,
): Promise<void> {
  for (const [i, event] of booked.entries()) {
    try {
      await ctx.credits!.take(tx, event, holdingId, { staff });
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 'package_not_usable') throw err;
      const message =
        `The package covers ${i} of the series' ${booked.length} occurrences: on ` +
        `${event.starts_at.toISOString()}, ${err.extra.user_message ?? err.message} Nothing was booked.`;
      throw new ApiError(err.statusCode, err.type, err.code, message, {
        ...err.extra,
        user_message: message,
        details: [{ field: 'customer_package', message }],
      });
    }
  }
}

/**
 * docs/bookings.md#series: every occurrence booked redeems from the voucher by the single
 * booking's own redemption (voucher-redemption.ts: the voucher row locked FOR UPDATE, so two series
 * spending one voucher queue and the second sees what the first took), in the series' transaction.
 * An amount voucher must pay each occurrence's whole price and a service voucher a session each:
 * one it cannot cover refuses the whole series whatever on_conflict says (a voucher is money, not
 * a free time to skip), and the transaction rolls back every occurrence and every redemption.
 */
async function spendVoucher(
  ctx: BookingContext,
  tx: SqlTx,
  booked: EventRecord[],
  code: string,
): Promise<void> {
  if (!ctx.payments) throw fieldError('voucher', 'vouchers are not accepted');
  const refuse = (i: number, event: EventRecord, why: string, err?: ApiError) => {
    const message =
      `The voucher covers ${i} of the series' ${booked.length} occurrences: on ` +
      `${event.starts_at.toISOString()}, ${why} Nothing was booked.`;
    return new ApiError(
      err?.statusCode ?? 400,
      err?.type ?? 'create_event_error',
      'voucher_not_usable',
      message,
      {
        ...(err?.extra ?? {}),
        user_title: 'Voucher',
        user_message: message,
        details: [{ field: 'voucher', message }],
      },
    );
  };
  for (const [i, event] of booked.entries()) {
    let spent: Awaited<ReturnType<BookingPayments['redeem']>>;
    try {
      spent = await ctx.payments.redeem(tx, event, code);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 'voucher_not_usable') throw err;
      throw refuse(i, event, err.extra.user_message ?? err.message, err);
    }
    // An amount voucher pays up to its balance: a series needs each occurrence's whole price.
    const price = event.price === null ? 0 : Number(event.price);
    if (spent.sessions === 0 && spent.amount < price)
      throw refuse(i, event, `${spent.amount} of its price ${price} is left on the voucher.`);
  }
}

/**
 * The series with its occurrences; `withPayment` (the customer's reads, HQ's `expand=payment`):
 * a series paid up front with its payment's checkout, so a customer who lost the booking's
 * answer can still pay it.
 */
async function viewOf(
  ctx: BookingContext,
  series: SeriesRow,
  expand: readonly string[],
  withPayment = expand.includes('payment'),
): Promise<SeriesView> {
  const occurrences = await list(
    ctx,
    { company_id: series.company_id, series_id: series.id },
    { page: { offset: 0, limit: 500 }, expand },
  );
  const view = seriesView(series, occurrences);
  const paidBy =
    withPayment && ctx.payments ? await seriesPayment(ctx.sql, series.company_id, series.id) : undefined;
  if (paidBy) [view.payment] = await ctx.payments!.views([series.company_id], [paidBy.id]);
  return view;
}

export async function getSeries(
  ctx: BookingContext,
  caller: HqCaller,
  companyId: string,
  id: string,
  expand: readonly string[] = [],
): Promise<SeriesView> {
  companyOf(caller, companyId, 'series');
  const found = await findSeries(ctx.sql, companyId, id);
  if (!found) throw notFound('series');
  return viewOf(ctx, found, expand);
}

export async function listSeriesOf(
  ctx: BookingContext,
  caller: HqCaller,
  companyId: string,
  page: Page,
): Promise<SeriesView[]> {
  companyOf(caller, companyId);
  const found = await listSeries(ctx.sql, companyId, page);
  const out: SeriesView[] = [];
  for (const s of found) out.push(await viewOf(ctx, s, []));
  return out;
}

/**
 * The series as one iCalendar object (series-ics.ts): its rule on the company's wall clock, an
 * EXDATE for each start of the rule that is not booked (skipped, cancelled), an override for
 * each occurrence moved.
 */
async function calendarOf(ctx: BookingContext, series: SeriesRow): Promise<string> {
  const [config, events] = await Promise.all([
    ctx.configs.get(series.company_id, false),
    seriesEvents(ctx.sql, series.company_id, series.id),
  ]);
  const names = series.event_type_ids.map(
    (id) => config.eventTypes.find((e) => e.id === id)?.title ?? 'Appointment',
  );
  const first = events[0];
  return seriesIcs({
    id: series.id,
    rrule: series.rrule,
    startsAt: series.starts_at,
    zone: series.time_zone,
    minutes: first ? Math.round((first.ends_at.getTime() - first.starts_at.getTime()) / 60_000) : 0,
    summary: names.join(', '),
    location: config.company.name,
    stamp: new Date(ctx.clock()),
    skipped: seriesView(series, []).skipped.map((s) => new Date(s.starts_at)),
    occurrences: events.map((e) => ({
      occurrenceAt: e.series_occurrence_at ?? e.starts_at,
      startsAt: e.starts_at,
      cancelled: e.status === 'cancelled',
    })),
  });
}

/** GET .../series/{series_id}/calendar.ics on HQ. */
export async function hqSeriesCalendar(
  ctx: BookingContext,
  caller: HqCaller,
  companyId: string,
  id: string,
): Promise<string> {
  companyOf(caller, companyId, 'series');
  const found = await findSeries(ctx.sql, companyId, id);
  if (!found) throw notFound('series');
  return calendarOf(ctx, found);
}

/** The customer's own series as .ics (a guest's or another's: 404). */
export async function customerSeriesCalendar(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  companyId: string,
  id: string,
): Promise<string> {
  return calendarOf(ctx, await customersSeries(ctx.sql, caller, companyId, id));
}

/** A series a signed-in customer booked on the marketplace; a guest's or another's is not found. */
async function customersSeries(
  db: SqlTx,
  caller: CustomerCaller | undefined,
  companyId: string,
  id: string,
  lock = false,
): Promise<SeriesRow> {
  const found = caller && (await findSeries(db, companyId, id, lock));
  if (!found || found.marketplace_user_id !== caller?.userId) throw notFound('series');
  return found;
}

/** GET /v1/marketplace/companies/{company_id}/series/{series_id}: the customer's own series. */
export async function getCustomerSeries(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  companyId: string,
  id: string,
): Promise<SeriesView> {
  return viewOf(ctx, await customersSeries(ctx.sql, caller, companyId, id), [], true);
}

/** The signed-in customer's series at every company, the latest first. */
export async function listCustomerSeries(
  ctx: BookingContext,
  caller: CustomerCaller,
  page: Page,
): Promise<SeriesView[]> {
  const found = await listSeriesOfUser(ctx.sql, caller.userId, page);
  const out: SeriesView[] = [];
  for (const s of found) out.push(await viewOf(ctx, s, [], true));
  return out;
}

/**
 * Cancels one occurrence, it and the following ones, or all that are still to come, in one
 * transaction, each as staff's cancel of a booking (its time freed, its messages and payments
 * as for any cancel). `all` also marks the series cancelled. Occurrences already cancelled, or
 * that have started, are left as they are: the past is not rewritten.
 */
export async function cancelSeries(
  ctx: BookingContext,
  caller: HqCaller,
  companyId: string,
  id: string,
  input: SeriesCancelInput,
  expand: readonly string[] = [],
): Promise<SeriesView> {
  companyOf(caller, companyId, 'series', 'write');
  const series = await cancelIn(ctx, companyId, input, 'staff', async (tx) => {
    const found = await findSeries(tx, companyId, id, true);
    if (!found) throw notFound('series');
    return found;
  });
  return viewOf(ctx, series, expand);
}

/**
 * The customer's cancel of their series: as HQ's, under the company's rules for a customer's
 * cancel of a single booking (client_cancel_disabled, min_cancel_notice_hours) applied to every
 * occurrence it would cancel. One inside the notice refuses the whole cancel (nothing is
 * cancelled; the refusal names its date): "following" from a later occurrence still works.
 */
export async function cancelCustomerSeries(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  companyId: string,
  id: string,
  input: SeriesCancelInput,
): Promise<SeriesView> {
  const series = await cancelIn(
    ctx,
    companyId,
    input,
    'customer',
    (tx) => customersSeries(tx, caller, companyId, id, true),
    (event, config) => {
      try {
        clientPolicy(obj(config.company.profile), event.starts_at.getTime(), ctx.clock(), CANCEL_POLICY);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'cancel_too_late')
          err.message = `The occurrence at ${event.starts_at.toISOString()}: ${err.message}`;
        throw err;
      }
    },
  );
  return viewOf(ctx, series, []);
}

async function cancelIn(
  ctx: BookingContext,
  companyId: string,
  input: SeriesCancelInput,
  by: BookingChangeContext['by'],
  find: (tx: SqlTx) => Promise<SeriesRow>,
  allowed: (event: EventRecord, config: CompanyConfig) => void = () => {},
): Promise<SeriesRow> {
  if (input.scope !== 'all' && input.occurrence === undefined)
    throw fieldError('occurrence', `is required for scope "${input.scope}"`);
  const config = await ctx.configs.get(companyId, false);
  const series = await ctx.sql.transaction(async (tx) => {
    const found = await find(tx);
    const id = found.id;
    const events = await seriesEventsForUpdate(tx, companyId, id);
    const now = ctx.clock();
    let chosen = events;
    if (input.scope !== 'all') {
      const at = events.findIndex((e) => e.id === input.occurrence);
      if (at < 0) throw fieldError('occurrence', 'is not an occurrence of this series');
      chosen = input.scope === 'one' ? [events[at]] : events.slice(at);
      if (input.scope === 'one' && events[at].starts_at.getTime() <= now)
        throw fieldError('occurrence', 'has started: it can no longer be cancelled as part of the series');
    }
    const cancelling = chosen.filter(
      (e) => e.status !== 'cancelled' && e.status !== 'noshow' && e.starts_at.getTime() > now,
    );
    for (const event of cancelling) allowed(event, config);
    for (const event of cancelling) await cancelInTx(ctx, tx, event, config, by);
    if (input.scope !== 'all') return found;
    return (await SERIES.update(tx, companyId, id, { cancelled_at: new Date(now) })) ?? found;
  });
  announced(ctx);
  return series;
}

/**
 * Changes the time of day and/or the employee of one occurrence, it and the following ones, or
 * all still to come, in ONE transaction: every occurrence that moves has its time freed first,
 * then is placed again by the booking's own check (placeIn, the engine against the busy time in
 * the transaction, the exclusion constraints last) and rewritten in place (the same event: its
 * id, price and payments stay). One that cannot be placed refuses the whole change with every
 * such date (409 series_conflict), as creation does; nothing is changed.
 *
 * Exceptions: `one` makes the occurrence an exception in what it changes (series_overrides;
 * a move through the event's own operation does too). `following` and `all` keep an exception's
 * own fields: an occurrence moved alone keeps its time and takes the new employee; one given
 * another employee alone keeps that employee and takes the new time.
 */
export async function changeSeries(
  ctx: BookingContext,
  caller: HqCaller,
  companyId: string,
  id: string,
  input: SeriesChangeInput,
  expand: readonly string[] = [],
): Promise<SeriesView> {
  companyOf(caller, companyId, 'series', 'write');
  // Staff limited to their own calendar move bookings within it (docs/roles.md).
  const employee =
    ownCalendarOf(caller, companyId) === null
      ? input.employee
      : ownEmployee(caller, companyId, input.employee);
  const series = await changeIn(ctx, companyId, { ...input, employee }, 'hq', async (tx) => {
    const found = await findSeries(tx, companyId, id, true);
    if (!found) throw notFound('series');
    return found;
  });
  return viewOf(ctx, series, expand);
}

/**
 * The customer's change of their own series: as HQ's, on the marketplace channel (the online
 * booking window, online hours, staff bookable online), under the company's rules for a
 * customer's change of a booking (client_reschedule_disabled, min_reschedule_notice_hours)
 * applied to every occurrence it would move: one inside the notice refuses the whole change.
 */
export async function changeCustomerSeries(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  companyId: string,
  id: string,
  input: SeriesChangeInput,
): Promise<SeriesView> {
  const series = await changeIn(
    ctx,
    companyId,
    input,
    'marketplace',
    (tx) => customersSeries(tx, caller, companyId, id, true),
    (event, config) => {
      try {
        clientPolicy(obj(config.company.profile), event.starts_at.getTime(), ctx.clock(), RESCHEDULE_POLICY);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'reschedule_too_late')
          err.message = `The occurrence at ${event.starts_at.toISOString()}: ${err.message}`;
        throw err;
      }
    },
  );
  return viewOf(ctx, series, []);
}

async function changeIn(
  ctx: BookingContext,
  companyId: string,
  input: SeriesChangeInput,
  channel: Channel,
  find: (tx: SqlTx) => Promise<SeriesRow>,
  allowed: (event: EventRecord, config: CompanyConfig) => void = () => {},
): Promise<SeriesRow> {
  if (input.scope !== 'all' && input.occurrence === undefined)
    throw fieldError('occurrence', `is required for scope "${input.scope}"`);
  if (input.time === undefined && input.weekday === undefined && input.employee === undefined)
    throw fieldError('time', 'weekday or employee is required: the change names what changes');
  const employee = input.employee;
  const config = await ctx.configs.get(companyId, false);
  if (employee !== undefined) checkIds(config, [], employee);
  const [hour, minute] = (input.time ?? '00:00').split(':').map(Number);
  const series = await retryingPlacements({ employeeId: employee ?? null, spaceId: null }, () =>
    ctx.sql.transaction(async (tx) => {
      const found = await find(tx);
      const events = await seriesEventsForUpdate(tx, companyId, found.id);
      const now = ctx.clock();
      let chosen = events;
      if (input.scope !== 'all') {
        const at = events.findIndex((e) => e.id === input.occurrence);
        if (at < 0) throw fieldError('occurrence', 'is not an occurrence of this series');
        const one = events[at];
        if (
          input.scope === 'one' &&
          (one.starts_at.getTime() <= now || one.status === 'cancelled' || one.status === 'noshow')
        )
          throw fieldError(
            'occurrence',
            `is ${one.starts_at.getTime() <= now ? 'started' : one.status}: it can no longer be changed`,
          );
        chosen = input.scope === 'one' ? [one] : events.slice(at);
      }
      const plans = [];
      const passed: ErrorConflict[] = [];
      for (const e of chosen) {
        if (e.status === 'cancelled' || e.status === 'noshow' || e.starts_at.getTime() <= now) continue;
        const own = input.scope === 'one' ? [] : (e.series_overrides ?? []);
        // The new start on the company's wall clock: the day of its own week (Monday to Sunday),
        // then the time of day; an occurrence moved alone (its `time` override) keeps its start.
        let startsAt = e.starts_at.getTime();
        if ((input.time !== undefined || input.weekday !== undefined) && !own.includes('time')) {
          let wall = DateTime.fromMillis(startsAt, { zone: found.time_zone });
          const day = WEEKDAY_NUMBER[input.weekday ?? ''];
          if (day !== undefined) wall = wall.set({ weekday: day });
          if (input.time !== undefined) wall = wall.set({ hour, minute, second: 0, millisecond: 0 });
          startsAt = wall.toMillis();
        }
        // Moved to a day (or an hour) that has passed: a conflict, not a booking in the past.
        if (startsAt <= now) {
          passed.push({
            starts_at: new Date(startsAt).toISOString(),
            code: 'time_slot_not_available',
            message: 'That time has passed.',
          });
          continue;
        }
        const employeeId = employee !== undefined && !own.includes('employee') ? employee : e.employee_id;
        if (startsAt === e.starts_at.getTime() && employeeId === e.employee_id) continue;
        plans.push({ e, startsAt, employeeId });
      }
      if (passed.length > 0) throw seriesConflict(passed, chosen.length, 'changed');
      for (const { e } of plans) allowed(e, config);
      // Every occurrence that moves leaves its time first: two moving past each other do not collide.
      for (const { e } of plans) await deleteEventOccupancies(tx, e.company_id, e.id);
      const conflicts: ErrorConflict[] = [];
      for (const { e, startsAt, employeeId } of plans) {
        try {
          await placeIn(
            ctx,
            tx,
            {
              config,
              startsAt,
              eventTypeIds: e.event_type_ids,
              employeeId,
              spaceId: e.space_id,
              guests: e.number_of_guests,
              channel,
              ignoreEventId: e.id,
            },
            async (_, placed) => {
              const written = await updateEvent(tx, e.company_id, e.id, {
                starts_at: new Date(placed.starts_at),
                ends_at: new Date(placed.ends_at),
                employee_id: placed.employee_id,
                space_id: placed.space_id,
                resource_ids: placed.resourceIds,
                series_overrides:
                  input.scope === 'one' ? overridesAfter(e, placed) : (e.series_overrides ?? []),
              });
              // The services are laid out anew; their prices stay as booked (a snapshot).
              await replaceServices(
                tx,
                companyId,
                e.id,
                serviceRows(config, e.event_type_ids, placed, await servicesOf(tx, e.company_id, e.id)),
              );
              const kind = placed.starts_at === e.starts_at.getTime() ? 'updated' : 'rescheduled';
              await announce(
                ctx,
                tx,
                kind,
                written,
                { by: channel === 'hq' ? 'staff' : 'customer', previous: e },
                config,
              );
              return { owner: { event_id: e.id }, result: written };
            },
          );
        } catch (err) {
          if (!isRefusal(err)) throw err;
          conflicts.push(conflictOf(startsAt, err));
        }
      }
      if (conflicts.length > 0) throw seriesConflict(conflicts, plans.length, 'changed');
      return found;
    }),
  );
  announced(ctx);
  return series;
}
