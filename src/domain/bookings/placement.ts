// The booking transaction and its retries: one booking checked by the engine against the busy
// time read inside the transaction, and written with its occupancy rows.
//
// Guarantees, on PostgreSQL with a pool of connections:
// - Blocking time (an employee, a resource without allow_overlapping_bookings) is written as
//   `occupancies` rows in the same transaction as the event/reservation; the table's exclusion
//   constraints refuse any overlap, whatever the timing (a loser retries and then sees the
//   winner's rows, so it answers time_slot_not_available or takes another free candidate).
// - Sum-based limits (shared spaces up to max_capacity, max_total_pax, max_guests_per_interval,
//   max_same_time_arrival) take transaction advisory locks on keys that serialise only bookings
//   that can meet (the shared resource; the company's UTC days the booking covers, only when
//   the company has such caps) and re-check with the engine inside the lock.
// - Expired reservations stop blocking without any job: the engine ignores them, and each
//   booking transaction deletes their occupancy rows near its time before inserting its own.
import type { SqlTx } from '../../db/sql.ts';
import {
  type BookingCheck,
  bookingCheckWindow,
  bookingOccupancy,
  type Channel,
  checkBooking,
} from '../../slots/index.ts';
import { fieldError } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import { type ConfigAttempt, StaleConfig } from './company-configs.ts';
import { type CompanyConfig, engineConfig, hasGuestCaps } from './data.ts';
import { createEventError, isExclusionViolation, isRetryable } from './errors.ts';
import { loadBusy } from './loaders.ts';
import { insertOccupancies, lockKeys, type OccupancyRow, type ServiceRow } from './store.ts';

const DAY_MS = 86_400_000;
const MAX_ATTEMPTS = 5;

type Tx = SqlTx;
export type Owner = { event_id: string } | { time_slot_reservation_id: string };

export interface Placement {
  config: CompanyConfig;
  /** How the config was read (see CompanyConfigs.withConfig); place() confirms it against the database. */
  attempt?: ConfigAttempt;
  startsAt: number;
  eventTypeIds: string[];
  employeeId?: string | null;
  spaceId?: string | null;
  guests: number;
  channel: Channel;
  ignoreEventId?: string | null;
}

export type Placed = Extract<BookingCheck, { ok: true }> & { resourceIds: string[] };

/** What `place` writes with: the event/reservation row, and its occupancy rows or their owner. */
export type PlaceWrite<T> = (
  tx: Tx,
  placed: Placed,
  rowsFor: (owner: Owner) => OccupancyRow[],
) => Promise<{ owner?: Owner; result: T }>;

/**
 * Checks and writes one booking. `write` stores the event/reservation; it either writes the
 * occupancy rows itself (`rowsFor` gives them for an owner) or answers their `owner` for
 * `place` to write. `before` runs first in the same transaction (a reschedule frees the
 * event's own rows there).
 */
export async function place<T>(
  ctx: BookingContext,
  p: Placement,
  write: PlaceWrite<T>,
  before?: (tx: Tx) => Promise<void>,
): Promise<T> {
  return retryingPlacements(p, () =>
    ctx.sql.transaction(async (tx) => {
      if (before) await before(tx);
      return placeIn(ctx, tx, p, write);
    }),
  );
}

/**
 * Runs `attempt` (one transaction of placements) again when the database refused it for a
 * reason a fresh try can settle: an overlap another booking committed first (the next try's
 * check sees it) or a serialization failure. `p` names what a lost overlap is said of.
 */
export async function retryingPlacements<T>(
  p: Pick<Placement, 'employeeId' | 'spaceId'>,
  attempt: () => Promise<T>,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if ((isExclusionViolation(err) || isRetryable(err)) && n < MAX_ATTEMPTS) continue;
      if (isExclusionViolation(err)) {
        throw createEventError(
          p.employeeId
            ? 'employee_not_available'
            : p.spaceId
              ? 'space_not_available'
              : 'time_slot_not_available',
        );
      }
      throw err;
    }
  }
}

/**
 * One booking checked and written inside a transaction the caller holds (`place` for one
 * booking; a series places each occurrence in one transaction, all or nothing). A refusal by the
 * engine throws before anything is written, so the transaction stays usable; a refusal by the
 * database (an overlap) aborts it, for the caller's retry.
 */
export async function placeIn<T>(
  ctx: BookingContext,
  tx: Tx,
  p: Placement,
  write: PlaceWrite<T>,
): Promise<T> {
  const companyId = p.config.company.id;
  const caps = hasGuestCaps(p.config);
  const resourceById = new Map(p.config.resources.map((r) => [r.id, r]));
  // Only bookings near the start can decide the check (see bookingCheckWindow): a busy day's
  // other bookings are not loaded. The exclusion constraints stay the last word on overlaps.
  const window = bookingCheckWindow(engineConfig(p.config, [], 0), p.startsAt, p.eventTypeIds);
  const from = new Date(window.from);
  const to = new Date(window.to);
  const near = { margin: 0 };
  const now = ctx.clock();
  const req = {
    starts_at: p.startsAt,
    event_type_ids: p.eventTypeIds,
    employee_id: p.employeeId ?? null,
    space_id: p.spaceId ?? null,
    guests: p.guests,
    channel: p.channel,
    ignore_event_id: p.ignoreEventId ?? null,
  };
  if (caps) {
    // Every UTC day the booking may touch (its service plus buffers fit in 2 days).
    const first = Math.floor(p.startsAt / DAY_MS);
    await lockKeys(
      tx,
      [first, first + 1].map((d) => `cap:${companyId}:${d}`),
    );
  }
  const { busy, configStamp } = await loadBusy(tx, companyId, from, to, new Date(now), {
    ...near,
    purgeExpired: true,
  });
  if (configStamp === p.config.stamp) {
    if (p.attempt) p.attempt.confirmed = true;
  } else {
    // The configuration changed since it was read (cached, or a moment ago).
    ctx.configs.forget(companyId);
    if (p.attempt?.fromCache) throw new StaleConfig();
  }
  let check = checkBooking(engineConfig(p.config, busy, now), req, ctx.random);
  if (!check.ok) throw createEventError(check.code, check.reason);
  let resourceIds = resourcesOf(check.space_id, resourceById);
  const shared = resourceIds.filter((id) => resourceById.get(id)?.allow_overlapping_bookings);
  if (shared.length > 0) {
    // A sum over the shared space's bookings: serialise them and look again.
    await lockKeys(
      tx,
      shared.map((id) => `res:${id}`),
    );
    const { busy: fresh } = await loadBusy(tx, companyId, from, to, new Date(now), near);
    const again = checkBooking(
      engineConfig(p.config, fresh, now),
      { ...req, employee_id: check.employee_id, space_id: check.space_id },
      ctx.random,
    );
    if (!again.ok) {
      const code =
        (again.code === 'employee_not_available' && !p.employeeId) ||
        (again.code === 'space_not_available' && !p.spaceId)
          ? 'time_slot_not_available'
          : again.code;
      throw createEventError(code, again.reason);
    }
    check = again;
    resourceIds = resourcesOf(check.space_id, resourceById);
  }
  const placed: Placed = { ...check, resourceIds };
  const rowsFor = (owner: Owner) => occupancyRows(p, placed, resourceById, owner, companyId);
  const { owner, result } = await write(tx, placed, rowsFor);
  if (owner) await insertOccupancies(tx, rowsFor(owner));
  return result;
}

/** The space and, for a table combination, its tables. */
function resourcesOf(spaceId: string | null, byId: Map<string, { sub_resources: string[] }>): string[] {
  if (!spaceId) return [];
  const subs = byId.get(spaceId)?.sub_resources ?? [];
  return [spaceId, ...subs.filter((s) => s !== spaceId && byId.has(s))];
}

function occupancyRows(
  p: Placement,
  placed: Placed,
  resourceById: Map<string, { allow_overlapping_bookings: boolean }>,
  owner: Owner,
  companyId: string,
): OccupancyRow[] {
  const types = p.eventTypeIds.map(
    (id) => p.config.eventTypes.find((e) => e.id === id)?.overbookable ?? 'not_overbookable',
  );
  const full = types.length > 0 && types.every((t) => t === 'fully_overbookable');
  const partial = !full && types.length > 0 && types.every((t) => t !== 'not_overbookable');
  const rows: OccupancyRow[] = [];
  for (const [s, e] of placed.segments) {
    const base = {
      company_id: companyId,
      ...owner,
      starts_at: new Date(s),
      ends_at: new Date(e),
      guests: p.guests,
    };
    if (placed.employee_id)
      rows.push({ ...base, employee_id: placed.employee_id, blocks: !full && !partial });
    for (const rid of placed.resourceIds)
      rows.push({
        ...base,
        resource_id: rid,
        blocks: !full && !resourceById.get(rid)?.allow_overlapping_bookings,
      });
  }
  return rows;
}

/** One event_services row per service, back to back as the engine lays them out. */
export function serviceRows(
  config: CompanyConfig,
  eventTypeIds: string[],
  placed: Placed,
  /** The price snapshot of each service, by position (docs/api-conventions.md#prices). */
  prices: readonly Pick<ServiceRow, 'variation_id' | 'price' | 'currency'>[] = [],
): ServiceRow[] {
  const cfg = engineConfig(config, [], 0);
  const rows: ServiceRow[] = [];
  let prevEnd = placed.starts_at;
  eventTypeIds.forEach((typeId, i) => {
    const et = config.eventTypes.find((e) => e.id === typeId);
    const end = bookingOccupancy(
      cfg,
      placed.starts_at,
      eventTypeIds.slice(0, i + 1),
      placed.employee_id,
      placed.space_id,
    ).ends_at;
    const start = prevEnd + Math.max(0, et?.delay ?? 0) * 60_000;
    rows.push({
      event_type_id: typeId,
      employee_id: placed.employee_id,
      resource_id: placed.space_id,
      order: i,
      starts_at: new Date(start),
      ends_at: new Date(Math.max(start, end)),
      variation_id: prices[i]?.variation_id ?? null,
      price: prices[i]?.price ?? null,
      currency: prices[i]?.currency ?? null,
    });
    prevEnd = end;
  });
  return rows;
}

/** A start time from the body (epoch ms), or a 400 naming the field. */
export function parseStart(value: string | undefined, field = 'starts_at'): number {
  const t = value === undefined ? Number.NaN : Date.parse(value);
  if (!Number.isFinite(t)) throw fieldError(field, 'must be an ISO 8601 date-time');
  return t;
}
