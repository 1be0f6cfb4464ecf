// computeTimeSlots: company configuration + existing bookings → bookable slots.
//
// Shape of the work: everything that does not depend on the candidate start is
// computed once per query as sorted interval lists in epoch minutes (open hours
// per entity, busy time per entity, guest-cap overflow per party size); each
// candidate start is then a handful of binary searches. luxon is touched only to
// build the zone's offset timeline (calendar.ts).
import {
  alignedInstants,
  dateToDayNumber,
  formatLocalTime,
  isValidTimeZone,
  type LocalDay,
  localAt,
  localDay,
  parseLocalTime,
  ZoneTimeline,
} from './calendar.ts';
import { covers, type IntervalList, intersect, normalize, overlaps, union } from './intervals.ts';
import { findPreference, serviceTemplate, type Template } from './occupancy.ts';
import {
  appliesTo,
  closedList,
  type EntityKind,
  expandRuleSets,
  openList,
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
const OK = REASONS.length; // stage reached by a bookable pair
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

export interface Pair {
  employee: Employee | null;
  space: Resource | null;
  template: Template;
  interval: number;
  /** per party size, filled lazily by QueryContext.pairLists */
  lists?: Map<number, PairLists>;
}

interface Entry {
  id: string;
  start: number;
  end: number;
  segs: IntervalList;
  employee: string | null;
  resources: string[];
  guests: number;
}

/** Everything about a query that does not depend on the candidate start. */
export class QueryContext {
  readonly tl: ZoneTimeline;
  readonly days: LocalDay[];
  readonly pairs: Pair[] = [];
  readonly needsEmployee: boolean;
  readonly needsSpace: boolean;
  readonly notBookable: boolean;
  readonly mode: 'none' | 'partial' | 'full';
  readonly marketplace: boolean;
  readonly companyInterval: number;
  readonly partySizes: number[];
  private readonly eventTypes: EventType[];
  private readonly instances: RuleInstance[];
  private readonly useOpeningHours: boolean;
  private readonly openingHours: IntervalList = [];
  private readonly entries: Entry[];
  private readonly resourceById = new Map<string, Resource>();
  private readonly memo = new Map<string, any>();
  private readonly notBefore: number;
  private readonly lastDay: number;
  private readonly arrivalStarts: number[] = [];
  private readonly arrivalGuestPrefix: number[] = [0];

  constructor(readonly input: SlotsInput) {
    const { query, company } = input;
    if (!isValidTimeZone(input.timeZone)) throw new RangeError(`invalid time zone: ${input.timeZone}`);
    const first = dateToDayNumber(query.startDate);
    const last = dateToDayNumber(query.endDate);
    if (!Number.isFinite(first) || !Number.isFinite(last)) throw new RangeError('invalid startDate/endDate');
    this.marketplace = (query.channel ?? 'marketplace') === 'marketplace';
    this.companyInterval = company.booking_interval || 15;
    for (const r of input.resources) this.resourceById.set(r.id, r);

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
    this.needsEmployee = needs.some((n) => n === 'employee' || n === 'employee_and_space');
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
    const emps: (Employee | null)[] = this.needsEmployee
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
          this.pairs.push({ employee: e, space: s, template, interval });
        }
      }
    }
    this.notBookable = this.pairs.length === 0;

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
      const nowTl = new ZoneTimeline(input.timeZone, nowMin - DAY, nowMin + DAY);
      this.lastDay = Math.floor(nowTl.wall(nowMin) / DAY) + maxDays;
    } else {
      this.lastDay = Number.POSITIVE_INFINITY;
    }

    // Existing events and reservations that count.
    const fully = new Set(
      input.eventTypes.filter((e) => e.overbookable === 'fully_overbookable').map((e) => e.id),
    );
    this.entries = [];
    for (const b of input.busy) {
      if (b.status === 'cancelled' || b.id === query.ignoreEventId) continue;
      const types = b.event_type_ids ?? [];
      if (types.length > 0 && types.every((t) => fully.has(t))) continue; // neither blocks nor counts
      const entry = toEntry(b);
      if (entry) this.entries.push(entry);
    }
    const arrivals = this.entries.map((e) => [e.start, e.guests]).sort((a, b) => a[0] - b[0]);
    for (const [s, g] of arrivals) {
      this.arrivalStarts.push(s);
      this.arrivalGuestPrefix.push(this.arrivalGuestPrefix[this.arrivalGuestPrefix.length - 1] + g);
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

  /** Pieces of rules of `type` for an entity, memoized on which instances apply. */
  private pieces(type: RuleInstance['type'], kind: EntityKind, id: string) {
    const idx: number[] = [];
    const inst = this.instances;
    for (let i = 0; i < inst.length; i++)
      if (inst[i].type === type && appliesTo(inst[i], kind, id)) idx.push(i);
    return this.cached(`p:${idx.join(',')}`, () => resolvePrecedence(idx.map((i) => inst[i])));
  }

  open(kind: EntityKind, id: string): IntervalList {
    if (this.useOpeningHours) return this.openingHours;
    return this.cached(`o:${kind}:${id}`, () => openList(this.pieces('availability', kind, id)));
  }

  onlineClosed(kind: EntityKind, id: string): IntervalList {
    return this.cached(`c:${kind}:${id}`, () => closedList(this.pieces('online_bookings', kind, id)));
  }

  employeeBusy(id: string): IntervalList {
    return this.cached(`eb:${id}`, () => {
      const flat: number[] = [];
      for (const e of this.entries) if (e.employee === id) for (const x of e.segs) flat.push(x);
      return normalize(flat);
    });
  }

  /** Resources whose bookings block r: its tables (a combination) or its combinations (a table). */
  private related(r: Resource): Set<string> {
    return this.cached(`rel:${r.id}`, () => {
      const rel = new Set<string>();
      for (const s of r.type === 'table_combination' ? (r.sub_resources ?? []) : []) rel.add(s);
      for (const c of this.input.resources) {
        if (c.type === 'table_combination' && (c.sub_resources ?? []).includes(r.id)) rel.add(c.id);
      }
      rel.delete(r.id);
      return rel;
    });
  }

  spaceBusy(r: Resource): IntervalList {
    return this.cached(`sb:${r.id}`, () => {
      const rel = this.related(r);
      const flat: number[] = [];
      for (const e of this.entries) {
        const hit = e.resources.some((x) => (x === r.id ? !r.allow_overlapping_bookings : rel.has(x)));
        if (hit) for (const x of e.segs) flat.push(x);
      }
      return normalize(flat);
    });
  }

  /** Where a space that takes overlapping bookings has no room left for `party` more guests. */
  spaceFull(r: Resource, party: number): IntervalList {
    const max = r.max_capacity;
    if (!r.allow_overlapping_bookings || max == null) return [];
    return this.cached(`sf:${r.id}:${party}`, () => {
      const steps: [number, number][] = [];
      for (const e of this.entries) {
        if (!e.resources.includes(r.id)) continue;
        for (let i = 0; i < e.segs.length; i += 2)
          steps.push([e.segs[i], e.guests], [e.segs[i + 1], -e.guests]);
      }
      return overflow(steps, [], party, () => max);
    });
  }

  /** Where max_total_pax leaves no room for `party` more guests (company-wide). */
  paxBlocked(party: number): IntervalList {
    return this.cached(`px:${party}`, () => {
      const caps = resolvePrecedence(
        this.instances.filter((i) => i.type === 'max_total_pax').map((i) => ({ ...i, general: true })),
      );
      if (caps.length === 0) return [];
      const steps: [number, number][] = [];
      for (const e of this.entries) steps.push([e.start, e.guests], [e.end, -e.guests]);
      const capFlat: number[] = [];
      const capVal: number[] = [];
      caps.sort((a, b) => a.start - b.start);
      for (const c of caps) {
        capFlat.push(c.start, c.end);
        capVal.push(c.inst.pax);
      }
      return overflow(steps, capFlat, party, (i) => capVal[i]);
    });
  }

  private arrivalsIn(a: number, b: number): [count: number, guests: number] {
    const i = lowerBound(this.arrivalStarts, a);
    const j = lowerBound(this.arrivalStarts, b);
    return [j - i, this.arrivalGuestPrefix[j] - this.arrivalGuestPrefix[i]];
  }

  private spaceOrder?: Map<Resource, number>;
  /** Position of a resource in the configuration (pairs of one employee come in this order anyway). */
  spaceRank(r: Resource): number {
    if (!this.spaceOrder) this.spaceOrder = new Map(this.input.resources.map((x, i) => [x, i]));
    return this.spaceOrder.get(r) ?? 0;
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

  /** Query-level stage of a start: too soon / too far, or -1 when inside the window. */
  windowStage(t: number, day: LocalDay): number {
    if (t * MIN < this.notBefore) return S_TOO_SOON;
    if (day.dayNumber > this.lastDay) return S_TOO_FAR;
    return -1;
  }

  /**
   * The interval lists one pair is checked against, merged once per query and
   * party size so that each candidate start costs a few binary searches.
   */
  pairLists(pair: Pair, party: number): PairLists {
    let byParty = pair.lists;
    if (!byParty) {
      byParty = new Map();
      pair.lists = byParty;
    }
    let l = byParty.get(party);
    if (l) return l;
    const e = pair.employee;
    const s = pair.space;
    let open: IntervalList;
    if (e && s) open = intersect(this.open('employee', e.id), this.open('resource', s.id));
    else if (e) open = this.open('employee', e.id);
    else if (s) open = this.open('resource', s.id);
    else open = this.open('company', '');
    let online: IntervalList = [];
    if (this.marketplace) {
      if (e) online = union(online, this.onlineClosed('employee', e.id));
      if (s) online = union(online, this.onlineClosed('resource', s.id));
      if (!e && !s) online = this.onlineClosed('company', '');
    }
    let busy: IntervalList = [];
    if (e && this.mode === 'none') busy = this.employeeBusy(e.id);
    if (s) busy = union(busy, this.spaceBusy(s));
    l = { open, online, busy, full: s ? this.spaceFull(s, party) : [], pax: this.paxBlocked(party) };
    byParty.set(party, l);
    return l;
  }

  /** How far a pair gets at start t (minutes) with `party` guests; OK when bookable. */
  evalPair(pair: Pair, t: number, party: number): number {
    const l = this.pairLists(pair, party);
    const end = t + pair.template.total;
    if (!covers(l.open, t, end)) return S_CLOSED;
    if (overlaps(l.online, t, end)) return S_ONLINE;
    if (this.mode === 'full') return OK; // neither blocks nor is blocked
    const busy = pair.template.busy;
    if (anyOverlap(l.busy, busy, t)) return S_BUSY;
    if (anyOverlap(l.full, busy, t)) return S_CAPACITY;
    if (overlaps(l.pax, t, end)) return S_PAX;
    const c = this.input.company;
    if (c.max_guests_per_interval != null || c.max_same_time_arrival != null) {
      const [count, guests] = this.arrivalsIn(t, t + this.companyInterval);
      if (c.max_guests_per_interval != null && guests + party > c.max_guests_per_interval)
        return S_PER_INTERVAL;
      if (c.max_same_time_arrival != null && count + 1 > c.max_same_time_arrival) return S_ARRIVALS;
    }
    return OK;
  }
}

interface PairLists {
  open: IntervalList;
  online: IntervalList;
  busy: IntervalList;
  full: IntervalList;
  pax: IntervalList;
}

function toEntry(b: BusyEntry): Entry | null {
  const flat: number[] = [];
  if (b.segments && b.segments.length > 0) {
    for (const [s, e] of b.segments) flat.push(Math.floor(s / MIN), Math.ceil(e / MIN));
  } else if (b.ends_at != null) {
    flat.push(Math.floor(b.starts_at / MIN), Math.ceil(b.ends_at / MIN));
  }
  const segs = normalize(flat);
  if (segs.length === 0) return null;
  const start = Math.floor(b.starts_at / MIN);
  const end = b.ends_at != null ? Math.ceil(b.ends_at / MIN) : segs[segs.length - 1];
  return {
    id: b.id,
    start,
    end,
    segs,
    employee: b.employee_id ?? null,
    resources: b.resource_ids ?? [],
    guests: b.guests ?? 1,
  };
}

/** Does any relative segment of `rel`, shifted to t, meet the list? */
function anyOverlap(list: IntervalList, rel: IntervalList, t: number): boolean {
  if (list.length === 0) return false;
  for (let i = 0; i < rel.length; i += 2) if (overlaps(list, t + rel[i], t + rel[i + 1])) return true;
  return false;
}

function lowerBound(a: number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Minutes where load + party > cap. `steps` are (+guests at start, -guests at end)
 * changes of the load; caps is a flat list of capped intervals (empty list with a
 * cap function means "capped everywhere" with cap(0)).
 */
function overflow(
  steps: [number, number][],
  caps: IntervalList,
  party: number,
  cap: (i: number) => number,
): IntervalList {
  steps.sort((a, b) => a[0] - b[0]);
  // Load as constant pieces [from, to, load].
  const pieces: number[] = [];
  let load = 0;
  for (let i = 0; i < steps.length; ) {
    const t = steps[i][0];
    while (i < steps.length && steps[i][0] === t) load += steps[i++][1];
    const next = i < steps.length ? steps[i][0] : Number.POSITIVE_INFINITY;
    if (load > 0 && next > t) pieces.push(t, next, load);
  }
  const flat: number[] = [];
  const everywhere = caps.length === 0;
  if (everywhere) {
    const c = cap(0);
    if (party > c) return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let i = 0; i < pieces.length; i += 3)
      if (pieces[i + 2] + party > c) flat.push(pieces[i], pieces[i + 1]);
    return normalize(flat);
  }
  for (let k = 0; k < caps.length; k += 2) {
    const c = cap(k >> 1);
    const a = caps[k];
    const b = caps[k + 1];
    if (party > c) {
      flat.push(a, b);
      continue;
    }
    for (let i = 0; i < pieces.length; i += 3) {
      if (pieces[i + 1] <= a || pieces[i] >= b) continue;
      if (pieces[i + 2] + party > c) flat.push(Math.max(a, pieces[i]), Math.min(b, pieces[i + 1]));
    }
  }
  return normalize(flat);
}

export interface StartResult {
  stage: number;
  /** valid pairs after best fit */
  pairs: Pair[];
}

/** Evaluates one start for every party size of the query. */
export function evaluateStart(ctx: QueryContext, day: LocalDay, t: number, mod: number): StartResult {
  const w = ctx.windowStage(t, day);
  if (w >= 0) return { stage: w, pairs: [] };
  let best = -1;
  const chosen: Pair[] = [];
  for (const party of ctx.partySizes) {
    if (!ctx.validParty(party)) {
      best = Math.max(best, S_GUESTS);
      continue;
    }
    const valid: Pair[] = [];
    let any = false;
    for (const pair of ctx.pairs) {
      if (mod % pair.interval !== 0) continue;
      const s = pair.space;
      if (s && !((s.min_capacity ?? 0) <= party && party <= (s.max_capacity ?? Number.POSITIVE_INFINITY)))
        continue;
      any = true;
      const st = ctx.evalPair(pair, t, party);
      if (st === OK) valid.push(pair);
      else if (st > best) best = st;
    }
    if (!any) best = Math.max(best, S_NOT_BOOKABLE);
    if (valid.length === 0) continue;
    for (const p of bestFit(ctx, valid)) if (!chosen.includes(p)) chosen.push(p);
  }
  return { stage: chosen.length > 0 ? OK : best, pairs: chosen };
}

/**
 * Without a requested space: single tables/spaces first, combinations only when
 * none fits; then the smallest max_capacity wins, so small parties do not take
 * big tables.
 */
function bestFit(ctx: QueryContext, valid: Pair[]): Pair[] {
  if (!ctx.needsSpace || ctx.input.query.spaceId != null) return valid;
  const singles = valid.filter((p) => p.space!.type !== 'table_combination');
  const pool = singles.length > 0 ? singles : valid;
  let min = Number.POSITIVE_INFINITY;
  for (const p of pool) min = Math.min(min, p.space!.max_capacity ?? Number.POSITIVE_INFINITY);
  return pool.filter((p) => (p.space!.max_capacity ?? Number.POSITIVE_INFINITY) === min);
}

export function dayStarts(ctx: QueryContext, day: LocalDay): number[] {
  const steps = new Set(ctx.pairs.map((p) => p.interval));
  if (steps.size === 0) steps.add(ctx.companyInterval);
  if (steps.size === 1) return alignedInstants(ctx.tl, day, [...steps][0]);
  const all = new Set<number>();
  for (const s of steps) for (const t of alignedInstants(ctx.tl, day, s)) all.add(t);
  return [...all].sort((a, b) => a - b);
}

function orderIds(ctx: QueryContext, pairs: Pair[]): { employeeIds: string[]; spaceIds: string[] } {
  // Pairs are built in configuration order (employees outer, spaces inner), so a
  // stable "prioritized first" partition of the distinct ids is all that is needed.
  const emp: Employee[] = [];
  const sp: Resource[] = [];
  for (const p of pairs) {
    if (p.employee && !emp.includes(p.employee)) emp.push(p.employee);
    if (p.space && !sp.includes(p.space)) sp.push(p.space);
  }
  if (sp.length > 1) sp.sort((a, b) => ctx.spaceRank(a) - ctx.spaceRank(b));
  const employeeIds: string[] = [];
  for (const e of emp) if (e.marketplace?.prioritized) employeeIds.push(e.id);
  for (const e of emp) if (!e.marketplace?.prioritized) employeeIds.push(e.id);
  const spaceIds: string[] = [];
  for (const r of sp) if (r.priority === 'high') spaceIds.push(r.id);
  for (const r of sp) if (r.priority !== 'high') spaceIds.push(r.id);
  return { employeeIds, spaceIds };
}

/** The time slots of a query, one entry per local date from startDate to endDate. */
export function computeTimeSlots(input: SlotsInput): DaySlots[] {
  const ctx = new QueryContext(input);
  const type = input.query.timeSlotType ?? 'available';
  const out: DaySlots[] = [];
  for (const day of ctx.days) {
    const slots: Slot[] = [];
    let anyAvailable = false;
    let allClosed = true;
    for (const t of dayStarts(ctx, day)) {
      const mod = ctx.tl.wall(t) - day.base;
      const r = evaluateStart(ctx, day, t, mod);
      const available = r.stage === OK;
      if (available) anyAvailable = true;
      else if (r.stage !== S_CLOSED) allClosed = false;
      if (type === 'available' && !available) continue;
      if (type === 'unavailable' && available) continue;
      const base = { time: formatLocalTime(mod), timestamp: new Date(t * MIN).toISOString() };
      if (available) {
        const ids = orderIds(ctx, r.pairs);
        slots.push(type === 'all' ? { ...base, ...ids, available: true } : { ...base, ...ids });
      } else {
        slots.push({ ...base, employeeIds: [], spaceIds: [], available: false, reason: REASONS[r.stage] });
      }
    }
    out.push({
      date: day.date,
      status: anyAvailable ? 'available' : allClosed ? 'closed' : 'unavailable',
      slots,
    });
  }
  return out;
}
