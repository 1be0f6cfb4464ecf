// A series (docs/bookings.md#series, issue 32): a standing appointment booked, read and
// cancelled as one. Each occurrence is an ordinary event with series_id, placed by the same
// check and written by the same writer as a single HQ booking (event-create.ts), all of them in
// ONE transaction: a series is booked whole or not at all, and two series racing for one weekly
// slot end with one of them (the loser's overlap is refused by the occupancies' exclusion
// constraint, its transaction runs again and then sees the winner: a conflict in every week).

import { companyOf } from '../auth/access.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { ApiError, type ErrorConflict, fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { announced, type BookingContext } from './booking-context.ts';
import type { ConfigAttempt } from './company-configs.ts';
import {
  newEventWriter,
  type PreparedBooking,
  prepareHqBooking,
  prepareMarketplaceBooking,
} from './event-create.ts';
import { list } from './event-reads.ts';
import { cancelInTx } from './event-update.ts';
import type { BookingChangeContext } from './notify.ts';
import { placeIn, retryingPlacements } from './placement.ts';
import { expandRecurrence, formatRecurrence, parseRecurrence } from './recurrence.ts';
import type {
  MarketplaceSeriesCreateInput,
  SeriesCancelInput,
  SeriesCreateInput,
  SeriesView,
} from './series-schemas.ts';
import { findSeries, listSeries, SERIES, type SeriesRow, seriesEventsForUpdate } from './series-store.ts';
import { seriesView } from './series-view.ts';
import type { EventRecord } from './store.ts';

/** An occurrence the engine refused: the booking error every single booking answers (400 create_event_error). */
const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.type === 'create_event_error';

const conflictOf = (startsAt: number, err: ApiError): ErrorConflict => ({
  starts_at: new Date(startsAt).toISOString(),
  code: err.code,
  message: err.extra.user_message ?? err.message,
});

function seriesConflict(conflicts: ErrorConflict[], total: number): ApiError {
  const dates = conflicts.map((c) => `${c.starts_at} (${c.code})`).join(', ');
  return new ApiError(
    409,
    'conflict_error',
    'series_conflict',
    `${conflicts.length} of the series' ${total} occurrences cannot be booked: ${dates}. Nothing was booked.`,
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
  const created = await bookSeries(ctx, input, 'staff', (attempt) =>
    prepareHqBooking(ctx, caller, input, attempt),
  );
  return viewOf(ctx, created, expand);
}

/** A customer's (or a guest's) series, under the rules of their single bookings. */
export async function createMarketplaceSeries(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: MarketplaceSeriesCreateInput,
): Promise<SeriesView> {
  const created = await bookSeries(ctx, input, caller ? 'customer' : 'guest', (attempt) =>
    prepareMarketplaceBooking(ctx, caller, input, attempt),
  );
  return viewOf(ctx, created, []);
}

/**
 * Books the series: `prepare` runs the checks of a single booking of the channel once; each
 * occurrence is then placed and written by the single booking's own steps, in one transaction.
 */
async function bookSeries(
  ctx: BookingContext,
  input: Pick<SeriesCreateInput, 'recurrence' | 'on_conflict' | 'employee' | 'space' | 'customer'>,
  by: BookingChangeContext['by'],
  prepare: (attempt: ConfigAttempt) => Promise<PreparedBooking>,
): Promise<SeriesRow> {
  const rule = parseRecurrence(input.recurrence);
  const mode = input.on_conflict ?? 'refuse';
  const created = await ctx.configs.withConfig(async (attempt) => {
    const booking = await prepare(attempt);
    const { config } = booking.placement;
    const companyId = config.company.id;
    const zone = config.company.time_zone;
    const starts = expandRecurrence(rule, booking.placement.startsAt, zone);
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
        const bookOne = (startsAt: number, employeeId: string | null) => {
          const p = { ...booking.placement, startsAt, employeeId };
          const values = booking.values;
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
                ...(customerId ? { customer_id: customerId } : {}),
              }),
              by,
              booking.prices,
            ),
          );
        };
        for (const startsAt of starts) {
          let event: EventRecord | undefined;
          try {
            event = await bookOne(startsAt, keptEmployee);
          } catch (err) {
            if (!isRefusal(err)) throw err;
            // Another qualified employee at the same time: asked for, or no employee was named.
            const another =
              keptEmployee !== null && (mode === 'other_employee' || input.employee === undefined);
            if (!another) conflicts.push(conflictOf(startsAt, err));
            else
              try {
                event = await bookOne(startsAt, null);
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
        const done = await SERIES.update(tx, companyId, series.id, {
          customer_id: customerId,
          skipped: conflicts,
        });
        return done ?? series;
      }),
    );
  });
  announced(ctx);
  return created;
}

async function viewOf(
  ctx: BookingContext,
  series: SeriesRow,
  expand: readonly string[],
): Promise<SeriesView> {
  const occurrences = await list(
    ctx,
    { company_id: series.company_id, series_id: series.id },
    { page: { offset: 0, limit: 500 }, expand },
  );
  return seriesView(series, occurrences);
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
  if (input.scope !== 'all' && input.occurrence === undefined)
    throw fieldError('occurrence', `is required for scope "${input.scope}"`);
  const config = await ctx.configs.get(companyId, false);
  const series = await ctx.sql.transaction(async (tx) => {
    const found = await findSeries(tx, companyId, id, true);
    if (!found) throw notFound('series');
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
    for (const event of chosen) {
      if (event.status === 'cancelled' || event.status === 'noshow') continue;
      if (event.starts_at.getTime() <= now) continue;
      await cancelInTx(ctx, tx, event, config, 'staff');
    }
    if (input.scope !== 'all') return found;
    return (await SERIES.update(tx, companyId, id, { cancelled_at: new Date(now) })) ?? found;
  });
  announced(ctx);
  return viewOf(ctx, series, expand);
}
