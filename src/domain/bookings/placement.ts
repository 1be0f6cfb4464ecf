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
  type BusyEntry,
  type BusyHold,
  bookingCheckWindow,
  bookingOccupancy,
  type Channel,
  checkBooking,
  checkVisit,
  type SegmentPlacement,
  type VisitRequest,
  type VisitSegmentRequest,
} from '../../slots/index.ts';
import { fieldError } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import { insertOccupancies, lockKeys, type OccupancyRow, type ServiceRow } from './booking-store.ts';
import { type ConfigAttempt, StaleConfig } from './company-configs.ts';
import { type CompanyConfig, engineConfig, hasGuestCaps } from './data.ts';
import { createEventError, isExclusionViolation, isRetryable } from './errors.ts';
import { loadBusy } from './loader-store.ts';
import type { HeldSegment } from './schemas.ts';

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
  /**
   * A visit (docs/bookings.md#visits): its segments in order, each a service with the person and
   * space chosen for it, if any; `eventTypeIds` are then the segments' services, and
   * `employeeId`/`spaceId` are not used.
   */
  visit?: VisitSegmentRequest[] | null;
}

/** A visit placed: each segment with its person, space (and its tables), times and busy parts. */
export interface PlacedVisit {
  segments: (SegmentPlacement & { resourceIds: string[] })[];
  /** What each person and space holds over the whole visit (the union of their segments' parts). */
  holds: BusyHold[];
}

/**
 * A booking placed. For a visit, employee_id and space_id are its first segment's, segments the
 * union of every holder's busy parts, resourceIds every segment's; `visit` says who holds what.
 */
export type Placed = Extract<BookingCheck, { ok: true }> & { resourceIds: string[]; visit?: PlacedVisit };

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
  if (p.visit) {
    const reload = async () => (await loadBusy(tx, companyId, from, to, new Date(now), near)).busy;
    const placed = await placeVisit(ctx, tx, p, busy, now, resourceById, reload);
    // Its rows for several holders are inserted under their holders' locks, in one order, as
    // every booking's are (booking-store.ts, holderLock).
    const rowsFor = (owner: Owner) => visitOccupancyRows(p, placed.visit!, resourceById, owner, companyId);
    const { owner, result } = await write(tx, placed, rowsFor);
    if (owner) await insertOccupancies(tx, rowsFor(owner));
    return result;
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

/**
 * A visit checked by the engine (checkVisit) against the busy time read in the transaction, the
 * people and spaces left open chosen, and, when a chosen space is shared, checked again under its
 * lock as a plain booking is. A refusal names the first segment that cannot be served.
 */
async function placeVisit(
  ctx: BookingContext,
  tx: Tx,
  p: Placement,
  busy: BusyEntry[],
  now: number,
  resourceById: Map<string, { allow_overlapping_bookings: boolean; sub_resources: string[] }>,
  reload: () => Promise<BusyEntry[]>,
): Promise<Placed> {
  const req: VisitRequest = {
    starts_at: p.startsAt,
    segments: p.visit!,
    guests: p.guests,
    channel: p.channel,
    ignore_event_id: p.ignoreEventId ?? null,
  };
  let check = checkVisit(engineConfig(p.config, busy, now), req, ctx.random);
  if (!check.ok) throw visitRefusal(p, req, busy, now, check.code, check.reason);
  const shared = [
    ...new Set(
      check.segments.flatMap((s) =>
        resourcesOf(s.space_id, resourceById).filter(
          (id) => resourceById.get(id)?.allow_overlapping_bookings,
        ),
      ),
    ),
  ];
  if (shared.length > 0) {
    // A sum over the shared space's bookings: serialise them and look again with the choices made.
    await lockKeys(
      tx,
      shared.map((id) => `res:${id}`),
    );
    const fresh = await reload();
    const chosen = {
      ...req,
      segments: check.segments.map((s) => ({
        event_type_ids: s.event_type_ids,
        employee_id: s.employee_id,
        space_id: s.space_id,
      })),
    };
    check = checkVisit(engineConfig(p.config, fresh, now), chosen, ctx.random);
    if (!check.ok) throw visitRefusal(p, chosen, fresh, now, check.code, check.reason);
  }
  const segments = check.segments.map((s) => ({ ...s, resourceIds: resourcesOf(s.space_id, resourceById) }));
  return {
    ok: true,
    starts_at: check.starts_at,
    ends_at: check.ends_at,
    employee_id: segments[0].employee_id,
    space_id: segments[0].space_id,
    segments: unionOf(check.holds.flatMap((h) => h.segments)),
    resourceIds: [...new Set(segments.flatMap((s) => s.resourceIds))],
    visit: { segments, holds: check.holds },
  };
}

/**
 * The refusal of a visit, said of its first segment that cannot be served: the shortest leading
 * part of the visit the engine refuses at its start (a segment's service, person and space, with
 * every segment before it). Chosen-person codes stay only when that segment's person was chosen.
 */
function visitRefusal(
  p: Placement,
  req: VisitRequest,
  busy: BusyEntry[],
  now: number,
  code: Parameters<typeof createEventError>[0],
  reason: Parameters<typeof createEventError>[1],
) {
  const input = engineConfig(p.config, busy, now);
  for (let n = 1; n <= req.segments.length; n++) {
    const part = checkVisit(input, { ...req, segments: req.segments.slice(0, n) });
    if (part.ok) continue;
    const seg = req.segments[n - 1];
    const own =
      (part.code === 'employee_not_available' && !seg.employee_id) ||
      (part.code === 'space_not_available' && !seg.space_id)
        ? 'time_slot_not_available'
        : part.code;
    return createEventError(own, part.reason, undefined, n - 1);
  }
  return createEventError(code, reason, undefined, req.segments.length - 1);
}

/** [start, end) pairs merged where they overlap or touch, in order. */
function unionOf(pairs: [number, number][]): [number, number][] {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * A visit's occupancy rows: per person and per space (with its tables), the parts it holds over
 * the whole visit (the union of its segments', so a person serving two segments does not collide
 * with themself), blocking as a plain booking of the services it serves would.
 */
function visitOccupancyRows(
  p: Placement,
  visit: PlacedVisit,
  resourceById: Map<string, { allow_overlapping_bookings: boolean; sub_resources: string[] }>,
  owner: Owner,
  companyId: string,
): OccupancyRow[] {
  const kind = (ids: string[]) => {
    const types = ids.map(
      (id) => p.config.eventTypes.find((e) => e.id === id)?.overbookable ?? 'not_overbookable',
    );
    const full = types.length > 0 && types.every((t) => t === 'fully_overbookable');
    const partial = !full && types.length > 0 && types.every((t) => t !== 'not_overbookable');
    return { full, partial };
  };
  const rows: OccupancyRow[] = [];
  const base = (s: number, e: number) => ({
    company_id: companyId,
    ...owner,
    starts_at: new Date(s),
    ends_at: new Date(e),
    guests: p.guests,
  });
  for (const hold of visit.holds) {
    if (hold.employee_id) {
      const served = visit.segments.filter((s) => s.employee_id === hold.employee_id);
      const { full, partial } = kind(served.flatMap((s) => s.event_type_ids));
      for (const [s, e] of hold.segments)
        rows.push({ ...base(s, e), employee_id: hold.employee_id, blocks: !full && !partial });
    }
    for (const space of hold.resource_ids ?? []) {
      const served = visit.segments.filter((s) => s.space_id === space);
      const { full } = kind(served.flatMap((s) => s.event_type_ids));
      // the space and, for a table combination, its tables
      for (const rid of resourcesOf(space, resourceById))
        for (const [s, e] of hold.segments)
          rows.push({
            ...base(s, e),
            resource_id: rid,
            blocks: !full && !resourceById.get(rid)?.allow_overlapping_bookings,
          });
    }
  }
  return rows;
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
  // A visit: one row per segment, with its own person, space and times, as the engine placed it.
  if (placed.visit) return segmentServiceRows(heldSegmentsOf(placed.visit), prices);
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

/**
 * What a visit's placement says of each segment: its service, person, space and customer-visible
 * times. A hold of a visit keeps this (time_slot_reservations.segments), and the booking made
 * from the hold gets its services from it, as one booked directly gets them from the placement.
 */
export function heldSegmentsOf(visit: PlacedVisit): HeldSegment[] {
  return visit.segments.map((seg) => ({
    event_type_id: seg.event_type_ids[0],
    employee_id: seg.employee_id,
    space_id: seg.space_id,
    starts_at: new Date(seg.starts_at).toISOString(),
    ends_at: new Date(seg.ends_at).toISOString(),
  }));
}

/** A visit's event_services rows: one per segment, in order, each with its price by position. */
export function segmentServiceRows(
  segments: readonly HeldSegment[],
  prices: readonly Pick<ServiceRow, 'variation_id' | 'price' | 'currency'>[] = [],
): ServiceRow[] {
  return segments.map((seg, i) => ({
    event_type_id: seg.event_type_id,
    employee_id: seg.employee_id,
    resource_id: seg.space_id,
    order: i,
    starts_at: new Date(seg.starts_at),
    ends_at: new Date(seg.ends_at),
    variation_id: prices[i]?.variation_id ?? null,
    price: prices[i]?.price ?? null,
    currency: prices[i]?.currency ?? null,
  }));
}

/** A start time from the body (epoch ms), or a 400 naming the field. */
export function parseStart(value: string | undefined, field = 'starts_at'): number {
  const t = value === undefined ? Number.NaN : Date.parse(value);
  if (!Number.isFinite(t)) throw fieldError(field, 'must be an ISO 8601 date-time');
  return t;
}
