// computeTimeSlots: company configuration + existing bookings → bookable slots.
//
// Shape of the work (docs/slots.md, "How it is fast"):
// 1. Per query: open hours, online-closed time, busy time and guest-cap overflow
//    per entity, as sorted interval lists of epoch minutes (rules resolved with
//    one sweep; events grouped by employee/resource once).
// 2. Per (employee, space) pair and party size: each list is turned into a list
//    of *starts* (the starts whose service fits inside open time, or meets busy
//    time, ...), so that checking a start is a membership test.
// 3. All candidate starts of the query are generated once, in time order; each
//    pair sweeps them with one moving pointer per list, writing its stage per
//    start into a typed array. No allocation and no search per candidate.
// 4. Per start, the pairs' stages are combined (best fit, reasons, ids).
// luxon is touched only to build the zone's offset timeline (calendar.ts).
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
  type BusyEntry,
  type DaySlots,
  type Employee,
  type EventType,
  REASONS,
  type Resource,
  type Slot,
  type SlotsInput,
  type UnavailableReason,
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
  /** index into QueryContext.employeeOrder / spaceOrder (-1: none) */
  employeeIdx: number;
  spaceIdx: number;
  minParty: number;
  maxParty: number;
  combination: boolean;
  capacity: number;
  /** starts lists that do not depend on the party size, filled by pairStages */
  lists?: { okOpen: IntervalList; online: IntervalList; busy: IntervalList };
}

interface Entry {
  start: number;
  end: number;
  segs: IntervalList;
  employee: string | null;
  resources: string[];
  guests: number;
}

/** Load pieces of a guest count over time: flat [from, to, load, ...], sorted, load > 0. */
type Load = number[];

/** Everything about a query that does not depend on the candidate start. */
class QueryContext {
  readonly tl: ZoneTimeline;
  readonly days: LocalDay[];
  readonly pairs: Pair[] = [];
  readonly needsSpace: boolean;
  readonly mode: 'none' | 'partial' | 'full';
  readonly marketplace: boolean;
  readonly companyInterval: number;
  readonly partySizes: number[];
  /** distinct employees / spaces of the pairs, in output order (prioritized first) */
  readonly employeeOrder: Employee[] = [];
  readonly spaceOrder: Resource[] = [];
  readonly notBefore: number;
  readonly lastDay: number;
  private readonly eventTypes: EventType[];
  private readonly instances: RuleInstance[];
  private readonly useOpeningHours: boolean;
  private readonly openingHours: IntervalList = [];
  readonly entries: Entry[];
  private readonly byResource = new Map<string, Entry[]>();
  /** flat [s, e, ...] busy segments sorted by start */
  private readonly employeeSegs = new Map<string, number[]>();
  private readonly resourceSegs = new Map<string, number[]>();
  private readonly memo = new Map<string, any>();

  readonly input: SlotsInput;

  constructor(input: SlotsInput) {
    this.input = input;
    const { query, company } = input;
    if (!isValidTimeZone(input.timeZone)) throw new RangeError(`invalid time zone: ${input.timeZone}`);
    const first = dateToDayNumber(query.startDate);
    const last = dateToDayNumber(query.endDate);
    if (!Number.isFinite(first) || !Number.isFinite(last)) throw new RangeError('invalid startDate/endDate');
    this.marketplace = (query.channel ?? 'marketplace') === 'marketplace';
    this.companyInterval = company.booking_interval || 15;

    // Event types, served back to back in the order asked.
    const etById = new Map(input.eventTypes.map((e) => [e.id, e]));
    this.eventTypes = [];
    let unknown = query.eventTypeIds.length === 0;
    for (const id of query.eventTypeIds) {
      const et = etById.get(id);
      if (et) this.eventTypes.push(et);
      else unknown = true;
    }
    const ets = this.eventTypes;
    const needs = ets.map((e) => e.connections?.service_needs ?? 'employee');
    const needsEmployee = needs.some((n) => n === 'employee' || n === 'employee_and_space');
    this.needsSpace = needs.some((n) => n === 'space' || n === 'employee_and_space');
    const ob = ets.map((e) => e.overbookable ?? 'not_overbookable');
    this.mode =
      ob.length > 0 && ob.every((o) => o === 'fully_overbookable')
        ? 'full'
        : ob.length > 0 && ob.every((o) => o !== 'not_overbookable')
          ? 'partial'
          : 'none';
    const hidden = this.marketplace && ets.some((e) => e.connections?.hidden === true);

    // Candidate (employee, space) pairs; null stands for "not needed".
    const skips = (prefs: Employee['event_type_preferences']) =>
      ets.some((et) => {
        const p = findPreference(prefs, et.id);
        return !!p && (p.skip || (this.marketplace ? p.skip_marketplace : p.skip_calendar));
      });
    const emps: (Employee | null)[] = needsEmployee
      ? input.employees.filter(
          (e) =>
            (query.employeeId == null || e.id === query.employeeId) &&
            (!this.marketplace || e.marketplace?.enabled !== false) &&
            !skips(e.event_type_preferences),
        )
      : [null];
    const spaces: (Resource | null)[] = this.needsSpace
      ? input.resources.filter(
          (r) =>
            (query.spaceId == null || r.id === query.spaceId) &&
            (this.marketplace ? r.marketplace !== false : r.available_for_bookings !== false) &&
            !skips(r.event_type_preferences),
        )
      : [null];
    const raw: { employee: Employee | null; space: Resource | null; template: Template; interval: number }[] =
      [];
    if (!unknown && !hidden) {
      for (const e of emps) {
        for (const s of spaces) {
          const template = serviceTemplate(
            ets,
            company,
            e?.event_type_preferences,
            s?.event_type_preferences,
          );
          if (template.total <= 0) continue;
          const interval =
            e?.marketplace?.booking_interval || s?.booking_interval || company.booking_interval || 15;
          raw.push({ employee: e, space: s, template, interval });
        }
      }
    }
    // Output order of ids: prioritized employees (high-priority spaces) first,
    // then configuration order.
    const empSeen = new Set<Employee>();
    const spSeen = new Set<Resource>();
    for (const p of raw) {
      if (p.employee) empSeen.add(p.employee);
      if (p.space) spSeen.add(p.space);
    }
    for (const e of input.employees)
      if (empSeen.has(e) && e.marketplace?.prioritized) this.employeeOrder.push(e);
    for (const e of input.employees)
      if (empSeen.has(e) && !e.marketplace?.prioritized) this.employeeOrder.push(e);
    for (const r of input.resources) if (spSeen.has(r) && r.priority === 'high') this.spaceOrder.push(r);
    for (const r of input.resources) if (spSeen.has(r) && r.priority !== 'high') this.spaceOrder.push(r);
    for (const p of raw) {
      const s = p.space;
      this.pairs.push({
        ...p,
        employeeIdx: p.employee ? this.employeeOrder.indexOf(p.employee) : -1,
        spaceIdx: s ? this.spaceOrder.indexOf(s) : -1,
        minParty: s ? (s.min_capacity ?? 0) : Number.NEGATIVE_INFINITY,
        maxParty: s ? (s.max_capacity ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
        combination: s?.type === 'table_combination',
        capacity: s ? (s.max_capacity ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
      });
    }

    const minC = query.minCapacity;
    const maxC = query.maxCapacity;
    if (minC != null || maxC != null) {
      const lo = Math.max(1, minC ?? 1);
      const hi = Math.min(lo + 99, maxC ?? lo);
      this.partySizes = [];
      for (let p = lo; p <= hi; p++) this.partySizes.push(p);
    } else {
      this.partySizes = [query.capacity ?? 1];
    }

    // Rules are expanded a little past the last day: a late slot's service may
    // run into the next day(s).
    let longest = 0;
    for (const p of this.pairs) longest = Math.max(longest, p.template.total, p.template.busy.at(-1) ?? 0);
    const extra = Math.min(8, Math.ceil(longest / DAY) + 1);
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
    const fully = new Set(
      input.eventTypes.filter((e) => e.overbookable === 'fully_overbookable').map((e) => e.id),
    );
    this.entries = [];
    for (const b of input.busy) {
      if (b.status === 'cancelled' || b.id === query.ignoreEventId) continue;
      const types = b.event_type_ids ?? [];
      if (types.length > 0 && types.every((t) => fully.has(t))) continue; // neither blocks nor counts
      const entry = toEntry(b);
      if (!entry) continue;
      this.entries.push(entry);
      const rs = entry.resources;
      for (let i = 0; i < rs.length; i++) if (rs.indexOf(rs[i]) === i) push(this.byResource, rs[i], entry);
    }
    // Busy segments per employee and per resource, sorted by start once for all
    // (one radix sort), so that each entity's busy list is a linear merge.
    const segStart: number[] = [];
    const segEnd: number[] = [];
    const segEntry: Entry[] = [];
    for (const e of this.entries) {
      for (let i = 0; i < e.segs.length; i += 2) {
        segStart.push(e.segs[i]);
        segEnd.push(e.segs[i + 1]);
        segEntry.push(e);
      }
    }
    for (const i of orderBy(segStart)) {
      const e = segEntry[i];
      if (e.employee != null) push2(this.employeeSegs, e.employee, segStart[i], segEnd[i]);
      for (const r of e.resources) push2(this.resourceSegs, r, segStart[i], segEnd[i]);
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
      for (const e of this.byResource.get(r.id) ?? []) {
        for (let i = 0; i < e.segs.length; i += 2) {
          from.push(e.segs[i]);
          to.push(e.segs[i + 1]);
          guests.push(e.guests);
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
    for (const et of this.eventTypes) {
      if (et.min_guests_per_booking != null && p < et.min_guests_per_booking) return false;
      if (et.max_guests_per_booking != null && p > et.max_guests_per_booking) return false;
    }
    return true;
  }

  /**
   * The stage a pair reaches at each start (before the company-wide arrival
   * limits, which do not depend on the pair): one sweep over the starts with a
   * pointer into each list of starts. Marks in `isOpen` the starts where the
   * pair is open.
   */
  pairStages(
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
      if (this.mode !== 'full') {
        let b: IntervalList = [];
        if (e && this.mode === 'none') b = this.employeeBusy(e.id);
        if (s) b = union(b, this.spaceBusy(s));
        busy = blockedStarts(b, pair.template.busy);
      }
      fixed = { okOpen: startsInside(open, total), online: blockedStarts(closed, [0, total]), busy };
      pair.lists = fixed;
    }
    const { okOpen, online, busy } = fixed;
    const full = this.mode === 'full';
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

function toEntry(b: BusyEntry): Entry | null {
  let segs: IntervalList;
  if (b.segments && b.segments.length > 0) {
    const flat: number[] = [];
    for (const [s, e] of b.segments) flat.push(Math.floor(s / MIN), Math.ceil(e / MIN));
    segs = normalize(flat);
  } else if (b.ends_at != null) {
    const s = Math.floor(b.starts_at / MIN);
    const e = Math.ceil(b.ends_at / MIN);
    segs = e > s ? [s, e] : [];
  } else segs = [];
  if (segs.length === 0) return null;
  const start = Math.floor(b.starts_at / MIN);
  const end = b.ends_at != null ? Math.ceil(b.ends_at / MIN) : segs[segs.length - 1];
  return {
    start,
    end,
    segs,
    employee: b.employee_id ?? null,
    resources: b.resource_ids ?? [],
    guests: b.guests ?? 1,
  };
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
 * when there is no pair).
 */
function queryStarts(ctx: QueryContext): { t: Float64Array; mod: Int32Array; dayEnd: Int32Array } {
  const steps = [...new Set(ctx.pairs.map((p) => p.interval))];
  if (steps.length === 0) steps.push(ctx.companyInterval);
  const t: number[] = [];
  const mod: number[] = [];
  const dayEnd = new Int32Array(ctx.days.length);
  const day: number[] = [];
  ctx.days.forEach((d, di) => {
    for (const s of ctx.tl.segments) {
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

/** The time slots of a query, one entry per local date from startDate to endDate. */
export function computeTimeSlots(input: SlotsInput): DaySlots[] {
  const ctx = new QueryContext(input);
  const type = input.query.timeSlotType ?? 'available';
  const { t: starts, mod: mods, dayEnd } = queryStarts(ctx);
  const n = starts.length;
  const pairs = ctx.pairs;
  const np = pairs.length;
  const c = input.company;

  // Window stage per start (-1: inside the window).
  const window = new Int8Array(n);
  for (let di = 0, k = 0; di < ctx.days.length; di++) {
    const far = ctx.days[di].dayNumber > ctx.lastDay;
    for (; k < dayEnd[di]; k++) {
      window[k] = starts[k] * MIN < ctx.notBefore ? S_TOO_SOON : far ? S_TOO_FAR : -1;
    }
  }

  // Arrivals (bookings and guests starting in [t, t + company interval)) per start.
  const limitGuests = c.max_guests_per_interval;
  const limitArrivals = c.max_same_time_arrival;
  // (a fully overbookable booking is not checked against any guest limit)
  const limits = (limitGuests != null || limitArrivals != null) && ctx.mode !== 'full';
  const arrCount = new Int32Array(limits ? n : 0);
  const arrGuests = new Float64Array(limits ? n : 0);
  if (limits) {
    const es = Array.from(orderBy(ctx.entries.map((e) => e.start)), (i) => ctx.entries[i]);
    let lo = 0;
    let hi = 0;
    let guests = 0;
    for (let k = 0; k < n; k++) {
      const a = starts[k];
      const b = a + ctx.companyInterval;
      while (hi < es.length && es[hi].start < b) guests += es[hi++].guests;
      while (lo < hi && es[lo].start < a) guests -= es[lo++].guests;
      arrCount[k] = hi - lo;
      arrGuests[k] = guests;
    }
  }

  // Per start: the furthest stage reached (-1: none yet) and the chosen pairs
  // (marks at k * np + j), folded over the party sizes one at a time.
  const best = new Int8Array(n);
  for (let k = 0; k < n; k++) best[k] = window[k];
  const chosen = new Uint8Array(n * np);
  const nChosen = new Int32Array(n);
  const stages = new Uint8Array(n * np); // start-major: [k * np + j]
  const openAt = new Uint8Array(n); // some fitting pair is open at the start
  const fits = new Uint8Array(np);
  const valid = new Int32Array(np);
  const bestFit = ctx.needsSpace && input.query.spaceId == null;
  // With one interval for every pair, every start is on every pair's grid.
  const aligned = pairs.every((p) => p.interval === pairs[0].interval);
  for (const party of ctx.partySizes) {
    if (!ctx.validParty(party)) {
      for (let k = 0; k < n; k++) if (window[k] < 0 && best[k] < S_GUESTS) best[k] = S_GUESTS;
      continue;
    }
    let anyFits = false;
    stages.fill(S_CLOSED);
    openAt.fill(0);
    for (let j = 0; j < np; j++) {
      const pair = pairs[j];
      fits[j] = pair.minParty <= party && party <= pair.maxParty ? 1 : 0;
      if (fits[j] === 0) continue;
      anyFits = true;
      ctx.pairStages(pair, party, starts, stages, j, np, openAt);
    }
    for (let k = 0; k < n; k++) {
      if (window[k] >= 0) continue;
      const mod = mods[k];
      // Company-wide arrival limits, reached only by pairs that pass every other check.
      let arrival: number = OK;
      if (limits) {
        if (limitGuests != null && arrGuests[k] + party > limitGuests) arrival = S_PER_INTERVAL;
        else if (limitArrivals != null && arrCount[k] + 1 > limitArrivals) arrival = S_ARRIVALS;
      }
      let any = false;
      let nValid = 0;
      let b = best[k];
      if (anyFits && aligned && openAt[k] === 0) {
        // every fitting pair is closed here (and all are on this start's grid)
        any = true;
        if (S_CLOSED > b) b = S_CLOSED;
      } else if (anyFits) {
        for (let j = 0, o = k * np; j < np; j++, o++) {
          if (fits[j] === 0 || (!aligned && mod % pairs[j].interval !== 0)) continue;
          any = true;
          let st = stages[o];
          if (st === OK) st = arrival;
          if (st === OK) valid[nValid++] = j;
          else if (st > b) b = st;
        }
      }
      if (!any && S_NOT_BOOKABLE > b) b = S_NOT_BOOKABLE;
      best[k] = b;
      if (nValid > 0) nChosen[k] += choose(pairs, valid, nValid, bestFit, chosen, k * np);
    }
  }

  const empMark = new Uint8Array(ctx.employeeOrder.length);
  const spMark = new Uint8Array(ctx.spaceOrder.length);
  const out: DaySlots[] = [];
  // ISO timestamps: the date part once per UTC day, the rest from the table.
  let isoDay = Number.NaN;
  let isoPrefix = '';
  let k = 0;
  for (let di = 0; di < ctx.days.length; di++) {
    const day = ctx.days[di];
    const slots: Slot[] = [];
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
        slots.push({
          time,
          timestamp,
          employeeIds: [],
          spaceIds: [],
          available: false,
          // best < 0 only when the party range is empty (min > max)
          reason: best[k] >= 0 ? REASONS[best[k]] : 'invalid_guest_count',
        });
        continue;
      }
      for (let j = 0, at = k * np; j < np; j++, at++) {
        if (chosen[at] === 0) continue;
        const pr = pairs[j];
        if (pr.employeeIdx >= 0) empMark[pr.employeeIdx] = 1;
        if (pr.spaceIdx >= 0) spMark[pr.spaceIdx] = 1;
      }
      const employeeIds: string[] = [];
      for (let i = 0; i < empMark.length; i++) {
        if (empMark[i] === 0) continue;
        empMark[i] = 0;
        employeeIds.push(ctx.employeeOrder[i].id);
      }
      const spaceIds: string[] = [];
      for (let i = 0; i < spMark.length; i++) {
        if (spMark[i] === 0) continue;
        spMark[i] = 0;
        spaceIds.push(ctx.spaceOrder[i].id);
      }
      slots.push(
        type === 'all'
          ? { time, timestamp, employeeIds, spaceIds, available: true }
          : { time, timestamp, employeeIds, spaceIds },
      );
    }
    out.push({
      date: day.date,
      status: anyAvailable ? 'available' : allClosed ? 'closed' : 'unavailable',
      slots,
    });
  }
  return out;
}

/**
 * Marks the pairs a party may take among the valid ones; returns how many marks
 * were newly set. Without a requested space: single tables/spaces first,
 * combinations only when none fits; then the smallest max_capacity wins, so
 * small parties do not take big tables.
 */
function choose(
  pairs: Pair[],
  valid: Int32Array,
  n: number,
  bestFit: boolean,
  chosen: Uint8Array,
  at: number,
): number {
  let added = 0;
  if (!bestFit) {
    for (let i = 0; i < n; i++) {
      if (chosen[at + valid[i]] === 0) {
        chosen[at + valid[i]] = 1;
        added++;
      }
    }
    return added;
  }
  let single = false;
  for (let i = 0; i < n; i++) if (!pairs[valid[i]].combination) single = true;
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const p = pairs[valid[i]];
    if ((!single || !p.combination) && p.capacity < min) min = p.capacity;
  }
  for (let i = 0; i < n; i++) {
    const p = pairs[valid[i]];
    if ((single && p.combination) || p.capacity !== min) continue;
    if (chosen[at + valid[i]] === 0) {
      chosen[at + valid[i]] = 1;
      added++;
    }
  }
  return added;
}
