// computeTimeSlots / computeVisitSlots: company configuration + existing bookings → bookable slots.
//
// Shape of the work (docs/slots.md, "How it is fast" and "Visits"):
// 1. Per query (World): open hours, online-closed time, busy time, guest-cap overflow and the
//    days a capped person is full, per entity, as sorted interval lists of epoch minutes (rules
//    resolved with one sweep; events grouped by employee/resource once).
// 2. Per segment of the visit (Service; a plain query is a visit of one segment) and per
//    (employee, space) pair and party size: each list is turned into a list of *starts* (the
//    starts whose service fits inside open time, or meets busy time, ...), so that checking a
//    start is a membership test.
// 3. The candidate starts of the first segment are generated once, in time order; each pair
//    sweeps them with one moving pointer per list, writing its stage per start into a typed
//    array. The next segment's starts are the ends of the previous segment's service (one per
//    distinct service length), swept the same way. No allocation and no search per candidate.
// 4. Per start, the chains are folded from the last segment back to the first (a chain's
//    stage is its weakest segment's; a start's is its best chain's), then the chosen pairs of
//    every free chain are collected (best fit, ids).
// luxon is touched only to build the zone's offset timeline (calendar.ts).

import { countingEntries, type Entry, type Hold, heldBy } from './busy.ts';
import {
  dateToDayNumber,
  isValidTimeZone,
  type LocalDay,
  localAt,
  localDay,
  parseLocalTime,
  ZoneTimeline,
} from './calendar.ts';
import {
  blockedStarts,
  type IntervalList,
  intersect,
  mergeSorted,
  normalize,
  orderBy,
  sortNumbers,
  startsInside,
  union,
} from './intervals.ts';
import { findPreference, serviceTemplate, type Template } from './occupancy.ts';
import {
  appliesTo,
  closedList,
  type EntityKind,
  expandRuleSets,
  openList,
  type Piece,
  type RuleInstance,
  resolvePrecedence,
} from './rules.ts';
import {
  type DaySlots,
  type Employee,
  type EventType,
  REASONS,
  type Resource,
  type SegmentAssignment,
  type SegmentQuery,
  type Slot,
  type SlotsInput,
  type UnavailableReason,
  type VisitDaySlots,
  type VisitInput,
  type VisitSlot,
} from './types.ts';

const MIN = 60_000;
const DAY = 1440;
const OK: number = REASONS.length; // stage reached by a bookable pair
const stage = (r: UnavailableReason) => REASONS.indexOf(r);
const S_TOO_SOON = stage('too_soon');
const S_TOO_FAR = stage('too_far');
const S_GUESTS = stage('invalid_guest_count');
const S_NOT_BOOKABLE = stage('not_bookable');
const S_CLOSED = stage('closed');
const S_ONLINE = stage('online_bookings_closed');
const S_BUSY = stage('busy');
const S_CAPACITY = stage('over_capacity');
const S_PAX = stage('max_total_pax');
const S_PER_INTERVAL = stage('max_guests_per_interval');
const S_ARRIVALS = stage('max_same_time_arrival');

/** "HH:MM" of every minute of a day (a constant table, not a cache). */
const HHMM: string[] = Array.from({ length: DAY + 1 }, (_, m) => {
  const h = Math.floor(m / 60);
  const mm = m % 60;
  return `${h < 10 ? '0' : ''}${h}:${mm < 10 ? '0' : ''}${mm}`;
});

interface Pair {
  employee: Employee | null;
  space: Resource | null;
  template: Template;
  interval: number;
  /** index into the query's employeeOrder / spaceOrder (-1: none) */
  employeeIdx: number;
  spaceIdx: number;
  minParty: number;
  maxParty: number;
  combination: boolean;
  capacity: number;
  /** starts lists that do not depend on the party size, filled by pairStages */
  lists?: { okOpen: IntervalList; online: IntervalList; busy: IntervalList };
}

/** Load pieces of a guest count over time: flat [from, to, load, ...], sorted, load > 0. */
type Load = number[];

type Mode = 'none' | 'partial' | 'full';

/**
 * One segment of a visit (a plain query is a visit of one segment): its event types, served
 * back to back, and the (employee, space) pairs that may serve it with their templates.
 */
class Service {
  readonly eventTypes: EventType[];
  readonly needsSpace: boolean;
  readonly mode: Mode;
  readonly pairs: Pair[] = [];
  /** without a requested space: single spaces first, then the smallest that fits */
  readonly bestFit: boolean;
  /** the longest this service holds anyone (visible time or buffers), over its pairs */
  readonly reach: number = 0;

  constructor(input: SlotsInput | VisitInput, seg: SegmentQuery, marketplace: boolean) {
    const company = input.company;
    const etById = new Map(input.eventTypes.map((e) => [e.id, e]));
    this.eventTypes = [];
    let unknown = seg.eventTypeIds.length === 0;
    for (const id of seg.eventTypeIds) {
      const et = etById.get(id);
      if (et) this.eventTypes.push(et);
      else unknown = true;
    }
    const ets = this.eventTypes;
    const needs = ets.map((e) => e.connections?.service_needs ?? 'employee');
    const needsEmployee = needs.some((n) => n === 'employee' || n === 'employee_and_space');
    this.needsSpace = needs.some((n) => n === 'space' || n === 'employee_and_space');
    this.bestFit = this.needsSpace && seg.spaceId == null;
    const ob = ets.map((e) => e.overbookable ?? 'not_overbookable');
    this.mode =
      ob.length > 0 && ob.every((o) => o === 'fully_overbookable')
        ? 'full'
        : ob.length > 0 && ob.every((o) => o !== 'not_overbookable')
          ? 'partial'
          : 'none';
    const hidden = marketplace && ets.some((e) => e.connections?.hidden === true);
    if (unknown || hidden) return;

    // Candidate (employee, space) pairs; null stands for "not needed".
    const skips = (prefs: Employee['event_type_preferences']) =>
      ets.some((et) => {
        const p = findPreference(prefs, et.id);
        return !!p && (p.skip || (marketplace ? p.skip_marketplace : p.skip_calendar));
      });
    const emps: (Employee | null)[] = needsEmployee
      ? input.employees.filter(
          (e) =>
            (seg.employeeId == null || e.id === seg.employeeId) &&
            (!marketplace || e.marketplace?.enabled !== false) &&
            !skips(e.event_type_preferences),
        )
      : [null];
    const spaces: (Resource | null)[] = this.needsSpace
      ? input.resources.filter(
          (r) =>
            (seg.spaceId == null || r.id === seg.spaceId) &&
            (marketplace ? r.marketplace !== false : r.available_for_bookings !== false) &&
            !skips(r.event_type_preferences),
        )
      : [null];
    let reach = 0;
    for (const e of emps) {
      for (const s of spaces) {
        const template = serviceTemplate(ets, company, e?.event_type_preferences, s?.event_type_preferences);
        if (template.total <= 0) continue;
        const interval =
          e?.marketplace?.booking_interval || s?.booking_interval || company.booking_interval || 15;
        this.pairs.push({
          employee: e,
          space: s,
          template,
          interval,
          employeeIdx: -1,
          spaceIdx: -1,
          minParty: s ? (s.min_capacity ?? 0) : Number.NEGATIVE_INFINITY,
          maxParty: s ? (s.max_capacity ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
          combination: s?.type === 'table_combination',
          capacity: s ? (s.max_capacity ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
        });
        reach = Math.max(reach, template.total, template.busy.at(-1) ?? 0);
      }
    }
    this.reach = reach;
  }

  validParty(p: number): boolean {
    for (const et of this.eventTypes) {
      if (et.min_guests_per_booking != null && p < et.min_guests_per_booking) return false;
      if (et.max_guests_per_booking != null && p > et.max_guests_per_booking) return false;
    }
    return true;
  }
}

/** Everything about a query that does not depend on the segment or the candidate start. */
class World {
  readonly tl: ZoneTimeline;
  readonly days: LocalDay[];
  readonly marketplace: boolean;
  readonly companyInterval: number;
  readonly notBefore: number;
  readonly lastDay: number;
  private readonly instances: RuleInstance[];
  private readonly useOpeningHours: boolean;
  private readonly openingHours: IntervalList = [];
  readonly entries: Entry[];
  /** per resource: [segments of one entry on it (its holds' union), guests] */
  private readonly byResource = new Map<string, [IntervalList, number][]>();
  /** flat [s, e, ...] busy segments sorted by start */
  private readonly employeeSegs = new Map<string, number[]>();
  private readonly resourceSegs = new Map<string, number[]>();
  private readonly memo = new Map<string, any>();

  readonly input: SlotsInput | VisitInput;

  constructor(input: SlotsInput | VisitInput, marketplace: boolean, reach: number) {
    this.input = input;
    const { query, company } = input;
    if (!isValidTimeZone(input.timeZone)) throw new RangeError(`invalid time zone: ${input.timeZone}`);
    const first = dateToDayNumber(query.startDate);
    const last = dateToDayNumber(query.endDate);
    if (!Number.isFinite(first) || !Number.isFinite(last)) throw new RangeError('invalid startDate/endDate');
    this.marketplace = marketplace;
    this.companyInterval = company.booking_interval || 15;

    // Rules are expanded a little past the last day: a late slot's service (a visit's chain)
    // may run into the next day(s).
    const extra = Math.min(8, Math.ceil(reach / DAY) + 1);
    this.tl = new ZoneTimeline(input.timeZone, (first - 2) * DAY, (last + extra + 2) * DAY);
    this.days = [];
    for (let d = first; d <= last; d++) this.days.push(localDay(this.tl, d));
    this.instances = expandRuleSets(input.ruleSets, this.tl, first, last + extra);
    this.useOpeningHours = !input.ruleSets.some((s) =>
      (s.rules ?? []).some((r) => r.type === 'availability'),
    );
    if (this.useOpeningHours) this.openingHours = this.buildOpeningHours(first, last + extra);

    // Booking window.
    this.notBefore = input.now + Math.max(0, company.min_booking_notice_minutes ?? 0) * MIN;
    const maxDays = company.max_bookable_future_days;
    if (maxDays != null) {
      const nowMin = Math.floor(input.now / MIN);
      const nowWall = nowMin + ZoneTimeline.offsetOnce(input.timeZone, nowMin);
      this.lastDay = Math.floor(nowWall / DAY) + maxDays;
    } else {
      this.lastDay = Number.POSITIVE_INFINITY;
    }

    // Existing events and reservations that count, grouped by employee and resource.
    this.entries = countingEntries(input, query.ignoreEventId);
    for (const entry of this.entries) {
      if (entry.holds.length === 1) {
        // a plain booking: its segments on each of its resources (each named once)
        const rs = entry.holds[0].resources;
        for (let i = 0; i < rs.length; i++)
          if (rs.indexOf(rs[i]) === i) push(this.byResource, rs[i], [entry.holds[0].segs, entry.guests]);
      } else {
        for (const [r, segs] of heldBy(entry, 'resource')) push(this.byResource, r, [segs, entry.guests]);
      }
    }
    // Busy segments per employee and per resource, sorted by start once for all
    // (one radix sort), so that each entity's busy list is a linear merge.
    const segStart: number[] = [];
    const segEnd: number[] = [];
    const segHold: Hold[] = [];
    for (const e of this.entries) {
      for (const h of e.holds) {
        for (let i = 0; i < h.segs.length; i += 2) {
          segStart.push(h.segs[i]);
          segEnd.push(h.segs[i + 1]);
          segHold.push(h);
        }
      }
    }
    for (const i of orderBy(segStart)) {
      const h = segHold[i];
      if (h.employee != null) push2(this.employeeSegs, h.employee, segStart[i], segEnd[i]);
      for (const r of h.resources) push2(this.resourceSegs, r, segStart[i], segEnd[i]);
    }
  }

  private buildOpeningHours(first: number, last: number): IntervalList {
    const oh = this.input.company.opening_hours;
    const flat: number[] = [];
    if (oh?.length !== 7) return flat; // no configuration at all: closed
    for (let d = first; d <= last; d++) {
      const day = localDay(this.tl, d);
      const h = oh[day.weekday];
      if (!h || h.is_closed) continue;
      const o = parseLocalTime(h.opens_at);
      let c = parseLocalTime(h.closes_at);
      if (c === 0) c = DAY; // "00:00" closing means midnight
      if (!(o < c)) continue;
      flat.push(localAt(this.tl, day, o), localAt(this.tl, day, c));
    }
    return normalize(flat);
  }

  private cached<T>(key: string, f: () => T): T {
    let v = this.memo.get(key);
    if (v === undefined) {
      v = f();
      this.memo.set(key, v);
    }
    return v as T;
  }

  /**
   * Pieces of rules of `type` for an entity. Whether an instance applies depends
   * only on its rule, so entities to which the same rules apply share the result.
   */
  private pieces(type: RuleInstance['type'], kind: EntityKind, id: string): Piece[] {
    const inst = this.instances;
    const rules: number[] = [];
    const seen = new Map<number, boolean>();
    for (let i = 0; i < inst.length; i++) {
      const x = inst[i];
      if (x.type !== type) continue;
      let applies = seen.get(x.rule);
      if (applies === undefined) {
        applies = appliesTo(x, kind, id);
        seen.set(x.rule, applies);
        if (applies) rules.push(x.rule);
      }
    }
    return this.cached(`p:${type}:${rules.join(',')}`, () =>
      resolvePrecedence(inst.filter((x) => x.type === type && seen.get(x.rule))),
    );
  }

  open(kind: EntityKind, id: string): IntervalList {
    if (this.useOpeningHours) return this.openingHours;
    return this.cached(`o:${kind}:${id}`, () => openList(this.pieces('availability', kind, id)));
  }

  onlineClosed(kind: EntityKind, id: string): IntervalList {
    return this.cached(`c:${kind}:${id}`, () => closedList(this.pieces('online_bookings', kind, id)));
  }

  employeeBusy(id: string): IntervalList {
    return this.cached(`eb:${id}`, () => mergeSorted(this.employeeSegs.get(id) ?? []));
  }

  /**
   * The local days on which an employee has reached their cap of bookings per day, as epoch
   * minute intervals. A booking counts once per person, on the local day of the first busy
   * minute that person holds in it.
   */
  fullDays(e: Employee): IntervalList {
    const cap = e.max_bookings_per_day ?? this.input.company.max_bookings_per_employee_per_day;
    if (cap == null) return [];
    const count = this.bookingsPerDay().get(e.id);
    return this.cached(`fd:${e.id}`, () => {
      const flat: number[] = [];
      for (const [d, n] of count ?? []) {
        if (n < cap) continue;
        const day = localDay(this.tl, d);
        flat.push(day.start, day.end);
      }
      // a cap of 0 or less: no booking on any day of the query
      if (cap <= 0) flat.push(this.tl.segments[0].from, this.tl.segments[this.tl.segments.length - 1].to);
      return normalize(flat);
    });
  }

  /** Per employee and local day number, how many bookings count there (one pass for all). */
  private bookingsPerDay(): Map<string, Map<number, number>> {
    return this.cached('bpd', () => {
      const out = new Map<string, Map<number, number>>();
      const add = (id: string, first: number) => {
        const day = Math.floor(this.tl.wall(first) / DAY);
        let m = out.get(id);
        if (!m) {
          m = new Map();
          out.set(id, m);
        }
        m.set(day, (m.get(day) ?? 0) + 1);
      };
      for (const entry of this.entries) {
        if (entry.holds.length === 1) {
          const h = entry.holds[0];
          if (h.employee != null) add(h.employee, h.segs[0]);
        } else {
          for (const [id, segs] of heldBy(entry, 'employee')) add(id, segs[0]);
        }
      }
      return out;
    });
  }

  /** Resources whose bookings block r: its tables (a combination) or its combinations (a table). */
  private related(r: Resource): string[] {
    const rel = new Set<string>();
    for (const s of r.type === 'table_combination' ? (r.sub_resources ?? []) : []) rel.add(s);
    for (const c of this.input.resources) {
      if (c.type === 'table_combination' && (c.sub_resources ?? []).includes(r.id)) rel.add(c.id);
    }
    rel.delete(r.id);
    return [...rel];
  }

  spaceBusy(r: Resource): IntervalList {
    return this.cached(`sb:${r.id}`, () => {
      let busy = r.allow_overlapping_bookings ? [] : mergeSorted(this.resourceSegs.get(r.id) ?? []);
      for (const x of this.related(r)) busy = union(busy, mergeSorted(this.resourceSegs.get(x) ?? []));
      return busy;
    });
  }

  /** Where a space that takes overlapping bookings has no room left for `party` more guests. */
  spaceFull(r: Resource, party: number): IntervalList {
    const max = r.max_capacity;
    if (!r.allow_overlapping_bookings || max == null) return [];
    if (party > max) return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
    const load = this.cached(`sl:${r.id}`, () => {
      const from: number[] = [];
      const to: number[] = [];
      const guests: number[] = [];
      for (const [segs, g] of this.byResource.get(r.id) ?? []) {
        for (let i = 0; i < segs.length; i += 2) {
          from.push(segs[i]);
          to.push(segs[i + 1]);
          guests.push(g);
        }
      }
      return loadOf(from, to, guests);
    });
    return this.cached(`sf:${r.id}:${party}`, () => overflowEverywhere(load, max - party));
  }

  /** Where max_total_pax leaves no room for `party` more guests (company-wide). */
  paxBlocked(party: number): IntervalList {
    const caps = this.cached('caps', () =>
      resolvePrecedence(
        this.instances.filter((i) => i.type === 'max_total_pax').map((i) => ({ ...i, general: true })),
      ),
    );
    if (caps.length === 0) return [];
    const load = this.cached('load', () => {
      const n = this.entries.length;
      const from = new Array<number>(n);
      const to = new Array<number>(n);
      const guests = new Array<number>(n);
      for (let i = 0; i < n; i++) {
        const e = this.entries[i];
        from[i] = e.start;
        to[i] = e.end;
        guests[i] = e.guests;
      }
      return loadOf(from, to, guests);
    });
    return this.cached(`px:${party}`, () => overflowUnderCaps(load, caps, party));
  }

  validParty(p: number): boolean {
    if (!Number.isInteger(p) || p < 1) return false;
    const c = this.input.company;
    if (c.min_guests_per_booking != null && p < c.min_guests_per_booking) return false;
    if (c.max_guests_per_booking != null && p > c.max_guests_per_booking) return false;
    return true;
  }

  /**
   * The stage a pair of a service reaches at each start (before the company-wide arrival
   * limits, which do not depend on the pair): one sweep over the starts with a pointer into
   * each list of starts. Marks in `isOpen` the starts where the pair is open.
   */
  pairStages(
    service: Service,
    pair: Pair,
    party: number,
    starts: Float64Array,
    out: Uint8Array,
    at: number,
    stride: number,
    isOpen: Uint8Array,
  ): void {
    const e = pair.employee;
    const s = pair.space;
    const total = pair.template.total;
    const mode = service.mode;
    let fixed = pair.lists;
    if (!fixed) {
      // The party-independent lists, once per pair.
      let open: IntervalList;
      if (e && s) open = intersect(this.open('employee', e.id), this.open('resource', s.id));
      else if (e) open = this.open('employee', e.id);
      else if (s) open = this.open('resource', s.id);
      else open = this.open('company', '');
      let closed: IntervalList = [];
      if (this.marketplace) {
        if (e) closed = this.onlineClosed('employee', e.id);
        if (s) closed = union(closed, this.onlineClosed('resource', s.id));
        if (!e && !s) closed = this.onlineClosed('company', '');
      }
      let busy: IntervalList = [];
      if (mode !== 'full') {
        let b: IntervalList = [];
        if (e && mode === 'none') b = this.employeeBusy(e.id);
        if (s) b = union(b, this.spaceBusy(s));
        busy = blockedStarts(b, pair.template.busy);
        // A person at their cap of bookings for a day takes no booking whose part starts that day.
        const full = e ? this.fullDays(e) : [];
        if (full.length > 0)
          busy = union(
            busy,
            blockedStarts(full, [pair.template.busy[0] ?? 0, (pair.template.busy[0] ?? 0) + 1]),
          );
      }
      fixed = { okOpen: startsInside(open, total), online: blockedStarts(closed, [0, total]), busy };
      pair.lists = fixed;
    }
    const { okOpen, online, busy } = fixed;
    const full = mode === 'full';
    let over: IntervalList = [];
    let pax: IntervalList = [];
    if (!full) {
      if (s) over = blockedStarts(this.spaceFull(s, party), pair.template.busy);
      pax = blockedStarts(this.paxBlocked(party), [0, total]);
    }
    // `out` comes filled with S_CLOSED: only the starts inside okOpen are visited
    // (a binary search to each open interval), the others cost nothing.
    let in_ = 0;
    let ib = 0;
    let ic = 0;
    let ip = 0;
    const n = starts.length;
    let k = 0;
    for (let io = 0; io < okOpen.length; io += 2) {
      const from = okOpen[io];
      const until = okOpen[io + 1];
      let hi = n;
      while (k < hi) {
        const mid = (k + hi) >> 1;
        if (starts[mid] < from) k = mid + 1;
        else hi = mid;
      }
      for (; k < n; k++) {
        const t = starts[k];
        if (t >= until) break;
        const o = at + k * stride;
        isOpen[k] = 1;
        while (in_ < online.length && online[in_ + 1] <= t) in_ += 2;
        if (in_ < online.length && online[in_] <= t) {
          out[o] = S_ONLINE;
          continue;
        }
        if (full) {
          out[o] = OK;
          continue;
        }
        while (ib < busy.length && busy[ib + 1] <= t) ib += 2;
        if (ib < busy.length && busy[ib] <= t) {
          out[o] = S_BUSY;
          continue;
        }
        while (ic < over.length && over[ic + 1] <= t) ic += 2;
        if (ic < over.length && over[ic] <= t) {
          out[o] = S_CAPACITY;
          continue;
        }
        while (ip < pax.length && pax[ip + 1] <= t) ip += 2;
        out[o] = ip < pax.length && pax[ip] <= t ? S_PAX : OK;
      }
    }
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function push2<K>(m: Map<K, number[]>, k: K, a: number, b: number): void {
  const list = m.get(k);
  if (list) list.push(a, b);
  else m.set(k, [a, b]);
}

/** Load pieces of guests present over [from[i], to[i]) (one sweep over sorted changes). */
function loadOf(from: number[], to: number[], guests: number[]): Load {
  const n = from.length;
  const order = sortedEvents(from, to);
  const at = (ev: number) => (ev < n ? from[ev] : to[ev - n]);
  const pieces: number[] = [];
  let load = 0;
  for (let i = 0; i < order.length; ) {
    const t = at(order[i]);
    while (i < order.length && at(order[i]) === t) {
      const ev = order[i++];
      load += ev < n ? guests[ev] : -guests[ev - n];
    }
    const next = i < order.length ? at(order[i]) : Number.POSITIVE_INFINITY;
    if (load > 0 && next > t) pieces.push(t, next, load);
  }
  return pieces;
}

/** Event numbers 0..2n-1 (i < n: from[i], else to[i - n]) ordered by time. */
function sortedEvents(from: number[], to: number[]): Uint32Array {
  const n = from.length;
  const keys = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    keys[i] = from[i];
    keys[n + i] = to[i];
  }
  return orderBy(keys);
}

/** Where the load exceeds `room` (cap - party); room < 0 is handled by the caller. */
function overflowEverywhere(load: Load, room: number): IntervalList {
  const out: number[] = [];
  for (let i = 0; i < load.length; i += 3) {
    if (load[i + 2] <= room) continue;
    if (out.length > 0 && out[out.length - 1] >= load[i]) out[out.length - 1] = load[i + 1];
    else out.push(load[i], load[i + 1]);
  }
  return out;
}

/** Where load + party exceeds the cap in force (caps: sorted disjoint pieces). */
function overflowUnderCaps(load: Load, caps: Piece[], party: number): IntervalList {
  const out: number[] = [];
  const add = (a: number, b: number) => {
    if (!(a < b)) return;
    if (out.length > 0 && out[out.length - 1] >= a) {
      if (b > out[out.length - 1]) out[out.length - 1] = b;
    } else out.push(a, b);
  };
  let j = 0;
  for (const c of caps) {
    const a = c.start;
    const b = c.end;
    const cap = c.inst.pax;
    if (party > cap) {
      add(a, b);
      continue;
    }
    while (j < load.length && load[j + 1] <= a) j += 3;
    for (let i = j; i < load.length && load[i] < b; i += 3) {
      if (load[i + 2] + party > cap) add(Math.max(a, load[i]), Math.min(b, load[i + 1]));
    }
  }
  return out;
}

/**
 * All candidate starts of the query in time order: per day, the instants whose
 * local minute-of-day is a multiple of some pair's interval (of the company's
 * when there is no pair). For a visit, the pairs of its first segment.
 */
function queryStarts(world: World, pairs: Pair[]): { t: Float64Array; mod: Int32Array; dayEnd: Int32Array } {
  const steps = [...new Set(pairs.map((p) => p.interval))];
  if (steps.length === 0) steps.push(world.companyInterval);
  const t: number[] = [];
  const mod: number[] = [];
  const dayEnd = new Int32Array(world.days.length);
  const day: number[] = [];
  world.days.forEach((d, di) => {
    for (const s of world.tl.segments) {
      const a = Math.max(s.from, d.start);
      const b = Math.min(s.to, d.end);
      if (a >= b) continue;
      // minute-of-day = m + offset - base, contiguous within a segment
      const shift = s.offset - d.base;
      if (steps.length === 1) {
        const step = steps[0];
        const r = (((a + shift) % step) + step) % step;
        for (let m = r === 0 ? a : a + step - r; m < b; m += step) {
          t.push(m);
          mod.push(m + shift);
        }
      } else {
        day.length = 0;
        for (const step of steps) {
          const r = (((a + shift) % step) + step) % step;
          for (let m = r === 0 ? a : a + step - r; m < b; m += step) day.push(m);
        }
        day.sort((x, y) => x - y);
        for (let i = 0; i < day.length; i++) {
          if (i > 0 && day[i] === day[i - 1]) continue;
          t.push(day[i]);
          mod.push(day[i] + shift);
        }
      }
    }
    dayEnd[di] = t.length;
  });
  return { t: Float64Array.from(t), mod: Int32Array.from(mod), dayEnd };
}

/**
 * One level of the chain search: the starts of one segment (sorted, distinct) and each pair's
 * stage at each of them; `next[k * np + j]` is the index of the next level's start at which
 * the next segment begins when pair j serves this one from start k (-1: not followed, because
 * the pair does not fit the party, is off the grid or is closed there).
 */
interface Level {
  service: Service;
  starts: Float64Array;
  stages: Uint8Array;
  next: Int32Array;
  /** the best chain stage from each start on (this segment and the ones after it) */
  value: Int8Array;
  /** per start, the pairs on a free chain after best fit (computed on demand; null: not yet) */
  chosen: (Int32Array | null)[];
}

/** The query's slots with, per start, the chosen pairs of every segment (marks per level). */
function solve(input: SlotsInput | VisitInput, segments: SegmentQuery[]) {
  const { query } = input;
  const marketplace = (query.channel ?? 'marketplace') === 'marketplace';
  const services = (segments.length > 0 ? segments : [{ eventTypeIds: [] }]).map(
    (s) => new Service(input, s, marketplace),
  );
  // Output order of ids: prioritized employees (high-priority spaces) first, then
  // configuration order; one order for every segment of a visit.
  const empSeen = new Set<Employee>();
  const spSeen = new Set<Resource>();
  for (const sv of services) {
    for (const p of sv.pairs) {
      if (p.employee) empSeen.add(p.employee);
      if (p.space) spSeen.add(p.space);
    }
  }
  const employeeOrder: Employee[] = [];
  const spaceOrder: Resource[] = [];
  for (const e of input.employees) if (empSeen.has(e) && e.marketplace?.prioritized) employeeOrder.push(e);
  for (const e of input.employees) if (empSeen.has(e) && !e.marketplace?.prioritized) employeeOrder.push(e);
  for (const r of input.resources) if (spSeen.has(r) && r.priority === 'high') spaceOrder.push(r);
  for (const r of input.resources) if (spSeen.has(r) && r.priority !== 'high') spaceOrder.push(r);
  const empIdx = new Map(employeeOrder.map((e, i) => [e, i]));
  const spIdx = new Map(spaceOrder.map((r, i) => [r, i]));
  for (const sv of services) {
    for (const p of sv.pairs) {
      p.employeeIdx = p.employee ? (empIdx.get(p.employee) ?? -1) : -1;
      p.spaceIdx = p.space ? (spIdx.get(p.space) ?? -1) : -1;
    }
  }

  let reach = 0;
  for (const sv of services) reach += sv.reach;
  const world = new World(input, marketplace, reach);
  const root = services[0];
  const type = query.timeSlotType ?? 'available';
  // The grid is the first segment's; a visit some segment of which nobody can serve has no
  // candidate at all, and takes the company's grid as a query without a candidate does.
  const gridPairs = services.every((sv) => sv.pairs.length > 0) ? root.pairs : [];
  const { t: starts, mod: mods, dayEnd } = queryStarts(world, gridPairs);
  const n = starts.length;
  const pairs = root.pairs;
  const np = pairs.length;
  const c = input.company;
  const L = services.length;

  // Window stage per start (-1: inside the window).
  const window = new Int8Array(n);
  for (let di = 0, k = 0; di < world.days.length; di++) {
    const far = world.days[di].dayNumber > world.lastDay;
    for (; k < dayEnd[di]; k++) {
      window[k] = starts[k] * MIN < world.notBefore ? S_TOO_SOON : far ? S_TOO_FAR : -1;
    }
  }

  // Arrivals (bookings and guests starting in [t, t + company interval)) per start. A visit
  // arrives once, at its start.
  const limitGuests = c.max_guests_per_interval;
  const limitArrivals = c.max_same_time_arrival;
  // (a fully overbookable booking, every segment of it, is not checked against any guest limit)
  const limits =
    (limitGuests != null || limitArrivals != null) && !services.every((sv) => sv.mode === 'full');
  const arrCount = new Int32Array(limits ? n : 0);
  const arrGuests = new Float64Array(limits ? n : 0);
  if (limits) {
    const es = Array.from(orderBy(world.entries.map((e) => e.start)), (i) => world.entries[i]);
    let lo = 0;
    let hi = 0;
    let guests = 0;
    for (let k = 0; k < n; k++) {
      const a = starts[k];
      const b = a + world.companyInterval;
      while (hi < es.length && es[hi].start < b) guests += es[hi++].guests;
      while (lo < hi && es[lo].start < a) guests -= es[lo++].guests;
      arrCount[k] = hi - lo;
      arrGuests[k] = guests;
    }
  }

  const minC = query.minCapacity;
  const maxC = query.maxCapacity;
  const partySizes: number[] = [];
  if (minC != null || maxC != null) {
    const lo = Math.max(1, minC ?? 1);
    const hi = Math.min(lo + 99, maxC ?? lo);
    for (let p = lo; p <= hi; p++) partySizes.push(p);
  } else {
    partySizes.push(query.capacity ?? 1);
  }

  // Per start: the furthest stage reached (-1: none yet) and the chosen pairs per segment
  // (marks at k * np_level + j), folded over the party sizes one at a time.
  const best = new Int8Array(n);
  for (let k = 0; k < n; k++) best[k] = window[k];
  const marks = services.map((sv) => new Uint8Array(n * sv.pairs.length));
  const chosen = marks[0];
  const nChosen = new Int32Array(n);
  const stages = new Uint8Array(n * np); // start-major: [k * np + j]
  const openAt = new Uint8Array(n); // some fitting pair is open at the start
  const fits = services.map((sv) => new Uint8Array(sv.pairs.length));
  const valid = new Int32Array(Math.max(1, ...services.map((sv) => sv.pairs.length)));
  const picked = new Int32Array(valid.length);
  // With one interval for every pair, every start is on every pair's grid.
  const aligned = pairs.every((p) => p.interval === pairs[0].interval);
  // Per root start, the nodes of later levels already visited for it (a stamp per node).
  let stamp = 0;
  for (const party of partySizes) {
    if (!world.validParty(party) || services.some((sv) => !sv.validParty(party))) {
      for (let k = 0; k < n; k++) if (window[k] < 0 && best[k] < S_GUESTS) best[k] = S_GUESTS;
      continue;
    }
    // Which pairs fit the party, per segment; a later segment without any makes every
    // chain not bookable.
    const anyFits = new Uint8Array(L);
    for (let l = 0; l < L; l++) {
      const f = fits[l];
      const ps = services[l].pairs;
      for (let j = 0; j < ps.length; j++) {
        f[j] = ps[j].minParty <= party && party <= ps[j].maxParty ? 1 : 0;
        if (f[j]) anyFits[l] = 1;
      }
    }
    stages.fill(S_CLOSED);
    openAt.fill(0);
    for (let j = 0; j < np; j++) {
      if (fits[0][j] === 0) continue;
      world.pairStages(root, pairs[j], party, starts, stages, j, np, openAt);
    }
    // Later segments: their starts, stages and chain values, from the last one back.
    const levels =
      L > 1 ? laterLevels(world, services, fits, anyFits, party, starts, stages, aligned ? null : mods) : [];
    // The value of a chain not followed past the first segment (its pair is closed there).
    let floor: number = OK;
    for (let l = 1; l < L; l++) if (!anyFits[l]) floor = S_NOT_BOOKABLE;
    const after = L > 1 ? levels[1] : null;
    const rootNext = L > 1 ? levels[0].next : null;
    const seen = levels.map((lv) => new Int32Array(lv.starts.length));

    for (let k = 0; k < n; k++) {
      if (window[k] >= 0) continue;
      const mod = mods[k];
      // Company-wide arrival limits, reached only by chains that pass every other check.
      let arrival: number = OK;
      if (limits) {
        if (limitGuests != null && arrGuests[k] + party > limitGuests) arrival = S_PER_INTERVAL;
        else if (limitArrivals != null && arrCount[k] + 1 > limitArrivals) arrival = S_ARRIVALS;
      }
      let any = false;
      let nValid = 0;
      let b = best[k];
      if (anyFits[0] && aligned && openAt[k] === 0) {
        // every fitting pair is closed here (and all are on this start's grid)
        any = true;
        const v = floor < S_CLOSED ? floor : S_CLOSED;
        if (v > b) b = v;
      } else if (anyFits[0]) {
        for (let j = 0, o = k * np; j < np; j++, o++) {
          if (fits[0][j] === 0 || (!aligned && mod % pairs[j].interval !== 0)) continue;
          any = true;
          let st = stages[o];
          if (after && rootNext) {
            const nx = rootNext[o];
            const cont = nx >= 0 ? after.value[nx] : floor;
            if (cont < st) st = cont;
          }
          if (st === OK) st = arrival;
          if (st === OK) valid[nValid++] = j;
          else if (st > b) b = st;
        }
      }
      if (!any && S_NOT_BOOKABLE > b) b = S_NOT_BOOKABLE;
      best[k] = b;
      if (nValid === 0) continue;
      const nPicked = choose(pairs, valid, nValid, root.bestFit, picked);
      for (let i = 0; i < nPicked; i++) {
        const at = k * np + picked[i];
        if (chosen[at] === 0) {
          chosen[at] = 1;
          nChosen[k]++;
        }
      }
      if (L === 1 || !rootNext) continue;
      // The chosen pairs of the later segments: every node reachable from this start through
      // chosen pairs (each visited once per start).
      stamp++;
      const stack: [number, number][] = [];
      for (let i = 0; i < nPicked; i++) stack.push([1, rootNext[k * np + picked[i]]]);
      while (stack.length > 0) {
        const [l, idx] = stack.pop()!;
        if (seen[l][idx] === stamp) continue;
        seen[l][idx] = stamp;
        const lv = levels[l];
        const ps = lv.service.pairs;
        let here = lv.chosen[idx];
        if (!here) {
          const nextLv = l + 1 < L ? levels[l + 1] : null;
          let nv = 0;
          for (let j = 0, o = idx * ps.length; j < ps.length; j++, o++) {
            if (fits[l][j] === 0 || lv.stages[o] !== OK) continue;
            if (nextLv && (lv.next[o] < 0 || nextLv.value[lv.next[o]] !== OK)) continue;
            valid[nv++] = j;
          }
          here = picked.slice(0, choose(ps, valid, nv, lv.service.bestFit, picked));
          lv.chosen[idx] = here;
        }
        const mk = marks[l];
        for (const j of here) {
          mk[k * ps.length + j] = 1;
          if (l + 1 < L) stack.push([l + 1, lv.next[idx * ps.length + j]]);
        }
      }
    }
  }
  return { world, services, employeeOrder, spaceOrder, starts, mods, dayEnd, best, nChosen, marks, type };
}

/**
 * The levels of a visit's chain search for one party size: levels[0] is the first segment
 * (its starts and stages as computed by the caller), levels[l] segment l. A later segment's
 * starts are the ends of the previous segment's service, for the (start, pair) combinations
 * that can still be bookable (fitting, on the grid, not closed); values are folded from the
 * last segment back (a chain is as good as its weakest segment).
 */
function laterLevels(
  world: World,
  services: Service[],
  fits: Uint8Array[],
  anyFits: Uint8Array,
  party: number,
  starts: Float64Array,
  stages: Uint8Array,
  gridMods: Int32Array | null,
): Level[] {
  const L = services.length;
  const levels: Level[] = [
    { service: services[0], starts, stages, next: new Int32Array(0), value: new Int8Array(0), chosen: [] },
  ];
  for (let l = 1; l < L; l++) {
    const prev = levels[l - 1];
    const ps = prev.service.pairs;
    const m = ps.length;
    const ts = prev.starts;
    const st = prev.stages;
    const fit = fits[l - 1];
    const mods = l === 1 ? gridMods : null;
    const followed = (k: number, j: number, o: number) =>
      fit[j] === 1 && st[o] > S_CLOSED && (mods === null || mods[k] % ps[j].interval === 0);
    const want: number[] = [];
    for (let k = 0; k < ts.length; k++) {
      for (let j = 0, o = k * m; j < m; j++, o++)
        if (followed(k, j, o)) want.push(ts[k] + ps[j].template.total);
    }
    const next = distinct(want);
    prev.next = new Int32Array(ts.length * m).fill(-1);
    for (let k = 0; k < ts.length; k++) {
      for (let j = 0, o = k * m; j < m; j++, o++) {
        if (followed(k, j, o)) prev.next[o] = indexOf(next, ts[k] + ps[j].template.total);
      }
    }
    const svc = services[l];
    const mp = svc.pairs.length;
    const stg = new Uint8Array(next.length * mp).fill(S_CLOSED);
    const scratch = new Uint8Array(next.length);
    for (let j = 0; j < mp; j++) {
      if (fits[l][j] === 1) world.pairStages(svc, svc.pairs[j], party, next, stg, j, mp, scratch);
    }
    levels.push({
      service: svc,
      starts: next,
      stages: stg,
      next: new Int32Array(0),
      value: new Int8Array(next.length),
      chosen: new Array(next.length).fill(null),
    });
  }
  for (let l = L - 1; l >= 1; l--) {
    const lv = levels[l];
    const mp = lv.service.pairs.length;
    const after = l + 1 < L ? levels[l + 1] : null;
    let laterNone = false;
    for (let x = l + 1; x < L; x++) if (!anyFits[x]) laterNone = true;
    for (let k = 0; k < lv.starts.length; k++) {
      let v = S_NOT_BOOKABLE;
      if (anyFits[l]) {
        for (let j = 0, o = k * mp; j < mp; j++, o++) {
          if (fits[l][j] === 0) continue;
          let s = lv.stages[o];
          if (after) {
            const nx = lv.next[o];
            const cont = nx >= 0 ? after.value[nx] : laterNone ? S_NOT_BOOKABLE : OK;
            if (cont < s) s = cont;
          }
          if (s > v) v = s;
        }
      }
      lv.value[k] = v;
    }
  }
  return levels;
}

/** Sorted distinct values of `xs`. */
function distinct(xs: number[]): Float64Array {
  const a = sortNumbers(Float64Array.from(xs));
  let w = 0;
  for (let i = 0; i < a.length; i++) if (i === 0 || a[i] !== a[w - 1]) a[w++] = a[i];
  return a.subarray(0, w);
}

/** Index of x in the sorted array (x is present). */
function indexOf(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type Solved = ReturnType<typeof solve>;

/** Days of slots from a solved query; `segment` adds each slot's per-segment ids (visits). */
function render<S extends Slot>(
  r: Solved,
  segment: ((k: number, slot: Slot) => S) | null,
): { date: string; status: DaySlots['status']; slots: S[] }[] {
  const { world, services, employeeOrder, spaceOrder, starts, mods, dayEnd, best, nChosen, marks, type } = r;
  const empMark = new Uint8Array(employeeOrder.length);
  const spMark = new Uint8Array(spaceOrder.length);
  // The same set of ids recurs on most slots of an answer: each distinct list is built once and
  // shared by its slots (an answer is read-only once computed; the cache hands the same object to
  // every request), so a week of slots allocates a handful of lists instead of two per slot, and a
  // kept answer holds fewer objects for the garbage collector to copy and mark. Keyed by a bit
  // per employee/space, which fits a small number in up to 30 of each.
  const byMask = employeeOrder.length <= 30 && spaceOrder.length <= 30;
  const empLists = new Map<number, string[]>();
  const spLists = new Map<number, string[]>();
  const none: string[] = [];
  const out: { date: string; status: DaySlots['status']; slots: S[] }[] = [];
  // ISO timestamps: the date part once per UTC day, the rest from the table.
  let isoDay = Number.NaN;
  let isoPrefix = '';
  let k = 0;
  for (let di = 0; di < world.days.length; di++) {
    const day = world.days[di];
    const slots: S[] = [];
    let anyAvailable = false;
    let allClosed = true;
    for (; k < dayEnd[di]; k++) {
      const available = nChosen[k] > 0;
      if (available) anyAvailable = true;
      else if (best[k] !== S_CLOSED) allClosed = false;
      if (type === 'available' ? !available : type === 'unavailable' && available) continue;
      const time = HHMM[mods[k]];
      const t = starts[k];
      const utcDay = Math.floor(t / DAY);
      if (utcDay !== isoDay) {
        isoDay = utcDay;
        const iso = new Date(utcDay * DAY * MIN).toISOString();
        isoPrefix = iso.length === 24 ? iso.slice(0, 11) : ''; // "YYYY-MM-DDT" (4-digit years)
      }
      const timestamp = isoPrefix
        ? `${isoPrefix}${HHMM[t - utcDay * DAY]}:00.000Z`
        : new Date(t * MIN).toISOString();
      if (!available) {
        const slot: Slot = {
          time,
          timestamp,
          employeeIds: byMask ? none : [],
          spaceIds: byMask ? none : [],
          available: false,
          // best < 0 only when the party range is empty (min > max)
          reason: best[k] >= 0 ? REASONS[best[k]] : 'invalid_guest_count',
        };
        slots.push(segment ? segment(k, slot) : (slot as S));
        continue;
      }
      let employeeIds: string[];
      let spaceIds: string[];
      if (byMask) {
        let em = 0;
        let sm = 0;
        for (let l = 0; l < services.length; l++) {
          const ps = services[l].pairs;
          const mk = marks[l];
          for (let j = 0, at = k * ps.length; j < ps.length; j++, at++) {
            if (mk[at] === 0) continue;
            const pr = ps[j];
            if (pr.employeeIdx >= 0) em |= 1 << pr.employeeIdx;
            if (pr.spaceIdx >= 0) sm |= 1 << pr.spaceIdx;
          }
        }
        employeeIds = em === 0 ? none : idsOfMask(em, employeeOrder, empLists);
        spaceIds = sm === 0 ? none : idsOfMask(sm, spaceOrder, spLists);
      } else {
        for (let l = 0; l < services.length; l++) {
          const ps = services[l].pairs;
          const mk = marks[l];
          for (let j = 0, at = k * ps.length; j < ps.length; j++, at++) {
            if (mk[at] === 0) continue;
            const pr = ps[j];
            if (pr.employeeIdx >= 0) empMark[pr.employeeIdx] = 1;
            if (pr.spaceIdx >= 0) spMark[pr.spaceIdx] = 1;
          }
        }
        employeeIds = ids(empMark, employeeOrder);
        spaceIds = ids(spMark, spaceOrder);
      }
      const slot: Slot =
        type === 'all'
          ? { time, timestamp, employeeIds, spaceIds, available: true }
          : { time, timestamp, employeeIds, spaceIds };
      slots.push(segment ? segment(k, slot) : (slot as S));
    }
    out.push({
      date: day.date,
      status: anyAvailable ? 'available' : allClosed ? 'closed' : 'unavailable',
      slots,
    });
  }
  return out;
}

/** The ids of the bits set in `mask` (in `order`), one list per distinct mask in `lists`. */
function idsOfMask(mask: number, order: { id: string }[], lists: Map<number, string[]>): string[] {
  let out = lists.get(mask);
  if (out === undefined) {
    out = [];
    for (let i = 0; i < order.length; i++) if ((mask >>> i) & 1) out.push(order[i].id);
    lists.set(mask, out);
  }
  return out;
}

/** The ids marked (in `order`), clearing the marks. */
function ids(mark: Uint8Array, order: { id: string }[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < mark.length; i++) {
    if (mark[i] === 0) continue;
    mark[i] = 0;
    out.push(order[i].id);
  }
  return out;
}

/** The time slots of a query, one entry per local date from startDate to endDate. */
export function computeTimeSlots(input: SlotsInput): DaySlots[] {
  const q = input.query;
  return render(
    solve(input, [{ eventTypeIds: q.eventTypeIds, employeeId: q.employeeId, spaceId: q.spaceId }]),
    null,
  );
}

/**
 * The time slots of a visit (docs/slots.md, "Visits"): the starts at which a chain of free,
 * qualified people and spaces exists for every segment, segment n + 1 starting where segment
 * n's customer-visible time ends; each slot says who may serve each segment. A visit of one
 * segment answers what computeTimeSlots answers, plus that segment's ids.
 */
export function computeVisitSlots(input: VisitInput): VisitDaySlots[] {
  const r = solve(input, input.query.segments);
  const { services, employeeOrder, spaceOrder, marks } = r;
  const L = services.length;
  const empMark = new Uint8Array(employeeOrder.length);
  const spMark = new Uint8Array(spaceOrder.length);
  const empty = (): SegmentAssignment[] =>
    Array.from({ length: L }, () => ({ employeeIds: [], spaceIds: [] }));
  return render<VisitSlot>(r, (k, slot) => {
    if (slot.available === false) return { ...slot, segments: empty() };
    const segments: SegmentAssignment[] = [];
    for (let l = 0; l < L; l++) {
      const ps = services[l].pairs;
      const mk = marks[l];
      for (let j = 0, at = k * ps.length; j < ps.length; j++, at++) {
        if (mk[at] === 0) continue;
        if (ps[j].employeeIdx >= 0) empMark[ps[j].employeeIdx] = 1;
        if (ps[j].spaceIdx >= 0) spMark[ps[j].spaceIdx] = 1;
      }
      segments.push({ employeeIds: ids(empMark, employeeOrder), spaceIds: ids(spMark, spaceOrder) });
    }
    return { ...slot, segments };
  });
}

/**
 * The pairs a party may take among the valid ones, written to `out`; returns how many. Without
 * a requested space: single tables/spaces first, combinations only when none fits; then the
 * smallest max_capacity wins, so small parties do not take big tables.
 */
function choose(pairs: Pair[], valid: Int32Array, n: number, bestFit: boolean, out: Int32Array): number {
  if (!bestFit) {
    for (let i = 0; i < n; i++) out[i] = valid[i];
    return n;
  }
  let single = false;
  for (let i = 0; i < n; i++) if (!pairs[valid[i]].combination) single = true;
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const p = pairs[valid[i]];
    if ((!single || !p.combination) && p.capacity < min) min = p.capacity;
  }
  let m = 0;
  for (let i = 0; i < n; i++) {
    const p = pairs[valid[i]];
    if ((single && p.combination) || p.capacity !== min) continue;
    out[m++] = valid[i];
  }
  return m;
}
