// A deliberately naive second implementation of the slot semantics
// (docs/slots.md), used only by the property tests. It shares nothing with
// src/slots beyond the input/output types: it walks time minute by minute and
// asks luxon for the offset of every single minute it looks at. A visit's chains
// are found by brute force: every assignment of a pair to every segment, each
// segment checked minute by minute at the time its predecessor's service ends.
import { IANAZone } from 'luxon';
import * as rr from 'rrule';
import type {
  DaySlots,
  Employee,
  EventType,
  Resource,
  Rule,
  SegmentQuery,
  SlotsInput,
  VisitDaySlots,
  VisitInput,
  VisitSlot,
} from '../../src/slots/types.ts';

const RRuleCls: typeof rr.RRule = (rr as any).RRule ?? (rr as any).default.RRule;

const REASON_ORDER = [
  'too_soon',
  'too_far',
  'invalid_guest_count',
  'not_bookable',
  'closed',
  'online_bookings_closed',
  'busy',
  'over_capacity',
  'max_total_pax',
  'max_guests_per_interval',
  'max_same_time_arrival',
] as const;

const offsetMemo = new Map<string, Map<number, number>>();
function offsetOf(zone: string, minute: number): number {
  let z = offsetMemo.get(zone);
  if (!z) {
    z = new Map();
    offsetMemo.set(zone, z);
  }
  let v = z.get(minute);
  if (v === undefined) {
    v = IANAZone.create(zone).offset(minute * 60000);
    z.set(minute, v);
  }
  return v;
}

function hhmm(s: string | null | undefined): number {
  if (!s) return Number.NaN;
  const [h, m] = s.split(':').map(Number);
  return h * 60 + m;
}

function dayNum(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86400000
  );
}

export function oracleTimeSlots(input: SlotsInput): DaySlots[] {
  const q = input.query;
  const days = oracleVisitSlots({
    ...input,
    query: {
      ...q,
      segments: [{ eventTypeIds: q.eventTypeIds, employeeId: q.employeeId, spaceId: q.spaceId }],
    },
  });
  return days.map((d) => ({ ...d, slots: d.slots.map(({ segments: _, ...slot }) => slot) }));
}

export function oracleVisitSlots(input: VisitInput): VisitDaySlots[] {
  const zone = input.timeZone;
  const q = input.query;
  const co = input.company;
  const wall = (m: number) => m + offsetOf(zone, m);
  // first minute whose local wall clock reads >= key (local minutes since epoch)
  const firstMemo = new Map<number, number>();
  const firstAtOrAfter = (key: number) => {
    const c = firstMemo.get(key);
    if (c !== undefined) return c;
    let m = key - 15 * 60;
    while (wall(m) < key) m++;
    firstMemo.set(key, m);
    return m;
  };
  const marketplace = (q.channel ?? 'marketplace') === 'marketplace';
  const first = dayNum(q.startDate);
  const last = dayNum(q.endDate);

  // --- what each segment books, and with what
  const prefOf = (prefs: Employee['event_type_preferences'], id: string) =>
    (prefs ?? []).find((p) => p.event_type === id);
  const needOf = (e: EventType) => e.connections?.service_needs ?? 'employee';
  type P = { emp: Employee | null; sp: Resource | null; length: number; busy: number[]; step: number };
  type Svc = {
    ets: EventType[];
    wantsSpace: boolean;
    allFully: boolean;
    allAtLeastPartial: boolean;
    spaceId: string | null | undefined;
    pairs: P[];
  };
  const serviceOf = (seg: SegmentQuery): Svc => {
    const ets: EventType[] = [];
    let unknown = seg.eventTypeIds.length === 0;
    for (const id of seg.eventTypeIds) {
      const e = input.eventTypes.find((x) => x.id === id);
      if (e) ets.push(e);
      else unknown = true;
    }
    const wantsEmployee = ets.some((e) => needOf(e) === 'employee' || needOf(e) === 'employee_and_space');
    const wantsSpace = ets.some((e) => needOf(e) === 'space' || needOf(e) === 'employee_and_space');
    const allFully = ets.length > 0 && ets.every((e) => e.overbookable === 'fully_overbookable');
    const allAtLeastPartial =
      ets.length > 0 &&
      ets.every(
        (e) => e.overbookable === 'fully_overbookable' || e.overbookable === 'partially_overbookable',
      );
    const hidden = marketplace && ets.some((e) => e.connections?.hidden === true);
    const skipsAny = (prefs: Employee['event_type_preferences']) => {
      for (const e of ets) {
        const p = prefOf(prefs, e.id);
        if (!p) continue;
        if (p.skip) return true;
        if (marketplace && p.skip_marketplace) return true;
        if (!marketplace && p.skip_calendar) return true;
      }
      return false;
    };
    // Minutes of a booking, relative to its start: busy set and visible length.
    const template = (emp: Employee | null, sp: Resource | null) => {
      const busy = new Set<number>();
      let cursor = 0;
      for (const e of ets) {
        let p = prefOf(emp?.event_type_preferences, e.id);
        if (!(p?.has_custom_duration && p.custom_duration)) p = prefOf(sp?.event_type_preferences, e.id);
        const cd = p?.has_custom_duration && p.custom_duration ? p.custom_duration : null;
        const before = cd ? (cd.before_pause ?? 0) : (e.beforePause ?? 0);
        const pause = cd ? (cd.pause ?? 0) : (e.pause ?? 0);
        const after = cd ? (cd.after_pause ?? 0) : (e.afterPause ?? 0);
        const dur = cd ? cd.duration : e.duration;
        const begin = cursor + Math.max(0, e.delay ?? 0);
        let length = 0;
        if (pause > 0) {
          length = before + pause + after;
          for (let i = 0; i < before; i++) busy.add(begin + i);
          for (let i = 0; i < after; i++) busy.add(begin + before + pause + i);
        } else {
          length = dur ?? before + after;
          for (let i = 0; i < length; i++) busy.add(begin + i);
        }
        const finish = begin + length;
        const buf = e.buffer_after_service ?? co.service_buffer ?? 0;
        for (let i = 0; i < buf; i++) busy.add(finish + i);
        cursor = finish;
      }
      return { length: cursor, busy: [...busy].sort((a, b) => a - b) };
    };
    const pairs: P[] = [];
    if (!unknown && !hidden) {
      const emps: (Employee | null)[] = wantsEmployee
        ? input.employees.filter((e) => {
            if (seg.employeeId != null && e.id !== seg.employeeId) return false;
            if (marketplace && e.marketplace && e.marketplace.enabled === false) return false;
            return !skipsAny(e.event_type_preferences);
          })
        : [null];
      const sps: (Resource | null)[] = wantsSpace
        ? input.resources.filter((r) => {
            if (seg.spaceId != null && r.id !== seg.spaceId) return false;
            if (marketplace && r.marketplace === false) return false;
            if (!marketplace && r.available_for_bookings === false) return false;
            return !skipsAny(r.event_type_preferences);
          })
        : [null];
      for (const emp of emps)
        for (const sp of sps) {
          const t = template(emp, sp);
          if (t.length <= 0) continue;
          let step = 15;
          if (emp?.marketplace?.booking_interval) step = emp.marketplace.booking_interval;
          else if (sp?.booking_interval) step = sp.booking_interval;
          else if (co.booking_interval) step = co.booking_interval;
          pairs.push({ emp, sp, length: t.length, busy: t.busy, step });
        }
    }
    return { ets, wantsSpace, allFully, allAtLeastPartial, spaceId: seg.spaceId, pairs };
  };
  const services = (q.segments.length > 0 ? q.segments : [{ eventTypeIds: [] }]).map(serviceOf);
  const root = services[0];

  // --- rules, expanded to concrete minute ranges
  type Inst = { rule: Rule; from: number; to: number; prio: number | null | undefined };
  const insts: Inst[] = [];
  const lastRuleDay = last + 3;
  for (const set of input.ruleSets) {
    const s0 = hhmm(set.starts_at);
    const s1 = hhmm(set.ends_at);
    if (!(s0 < s1)) continue;
    const d0 = dayNum(set.date);
    let days: number[] = [];
    if (!set.rrule) days = [d0];
    else {
      try {
        const r = new RRuleCls({ ...RRuleCls.parseString(set.rrule), dtstart: new Date(d0 * 86400000) });
        days = r
          .all((d) => d.getTime() < (lastRuleDay + 1) * 86400000)
          .map((d) => Math.floor(d.getTime() / 86400000));
      } catch {
        days = [];
      }
    }
    for (const d of new Set(days)) {
      if (d < first || d > lastRuleDay) continue;
      for (const rule of set.rules) {
        let a = rule.starts_at != null ? hhmm(rule.starts_at) : s0;
        let b = rule.ends_at != null ? hhmm(rule.ends_at) : s1;
        if (a < s0) a = s0;
        if (b > s1) b = s1;
        if (!(a < b)) continue;
        const from = firstAtOrAfter(d * 1440 + a);
        const to = firstAtOrAfter(d * 1440 + b);
        insts.push({ rule, from, to, prio: rule.priority ?? set.priority });
      }
    }
  }
  const isGeneral = (r: Rule) =>
    r.employees == null &&
    r.employees_association == null &&
    r.resources == null &&
    r.resources_association == null;
  const inList = (list: string[] | null | undefined, assoc: string | null | undefined, id: string) => {
    const ids = list ?? [];
    if (assoc === 'exclude' || assoc === 'excludes') return !ids.includes(id);
    return ids.includes(id);
  };
  const ruleAppliesTo = (r: Rule, who: 'employee' | 'resource' | 'company', id: string) => {
    if (isGeneral(r)) return true;
    if (who === 'employee')
      return (
        (r.employees != null || r.employees_association != null) &&
        inList(r.employees, r.employees_association, id)
      );
    if (who === 'resource')
      return (
        (r.resources != null || r.resources_association != null) &&
        inList(r.resources, r.resources_association, id)
      );
    return false;
  };
  // true when a beats b
  const beats = (a: Inst, b: Inst, byPax: boolean) => {
    const ap = a.prio != null;
    const bp = b.prio != null;
    if (ap !== bp) return ap;
    if (ap && a.prio !== b.prio) return (a.prio as number) < (b.prio as number);
    if (byPax) return (a.rule.max_total_pax ?? Infinity) < (b.rule.max_total_pax ?? Infinity); // entity lists ignored
    const ag = isGeneral(a.rule);
    const bg = isGeneral(b.rule);
    if (ag !== bg) return !ag;
    if (byPax) return (a.rule.max_total_pax ?? Infinity) < (b.rule.max_total_pax ?? Infinity);
    return a.rule.open === false && b.rule.open !== false;
  };
  const winner = (type: string, who: 'employee' | 'resource' | 'company' | 'any', id: string, m: number) => {
    let best: Inst | null = null;
    for (const i of insts) {
      if (i.rule.type !== type || m < i.from || m >= i.to) continue;
      if (who !== 'any' && !ruleAppliesTo(i.rule, who, id)) continue;
      if (!best || beats(i, best, type === 'max_total_pax')) best = i;
    }
    return best;
  };
  const hasAvailabilityRules = input.ruleSets.some((s) => s.rules.some((r) => r.type === 'availability'));
  const oh = co.opening_hours;
  const hours = (oh ?? []).map((h) => (h ? [hhmm(h.opens_at), hhmm(h.closes_at)] : [0, 0]));
  const openByHours = (m: number) => {
    if (oh?.length !== 7) return false;
    for (let d = first - 1; d <= lastRuleDay; d++) {
      const wd = (((d + 3) % 7) + 7) % 7;
      const h = oh[wd];
      if (!h || h.is_closed) continue;
      const a = hours[wd][0];
      let b = hours[wd][1];
      if (b === 0) b = 1440;
      if (!(a < b)) continue;
      if (m >= firstAtOrAfter(d * 1440 + a) && m < firstAtOrAfter(d * 1440 + b)) return true;
    }
    return false;
  };
  // memo per (question, entity kind, entity id), then per minute
  const memos = new Map<string, Map<string, Map<number, boolean>>>();
  const memoFor = (q: string, who: string, id: string) => {
    const key = q === 'o' ? who : `n${who}`;
    let byId = memos.get(key);
    if (!byId) {
      byId = new Map();
      memos.set(key, byId);
    }
    let x = byId.get(id);
    if (!x) {
      x = new Map();
      byId.set(id, x);
    }
    return x;
  };
  const isOpen = (who: 'employee' | 'resource' | 'company', id: string, m: number) => {
    const memo = memoFor('o', who, id);
    const k = m;
    let v = memo.get(k);
    if (v === undefined) {
      if (!hasAvailabilityRules) v = openByHours(m);
      else
        v =
          winner('availability', who, id, m)?.rule.open !== false &&
          winner('availability', who, id, m) !== null;
      memo.set(k, v);
    }
    return v;
  };
  const onlineOk = (who: 'employee' | 'resource' | 'company', id: string, m: number) => {
    const memo = memoFor('n', who, id);
    const k = m;
    let v = memo.get(k);
    if (v === undefined) {
      const w = winner('online_bookings', who, id, m);
      v = w === null || w.rule.open !== false;
      memo.set(k, v);
    }
    return v;
  };
  const capMemo = new Map<number, number>();
  const capAt = (m: number) => {
    let v = capMemo.get(m);
    if (v === undefined) {
      const w = winner('max_total_pax', 'any', '', m);
      v = w ? (w.rule.max_total_pax ?? Infinity) : Infinity;
      capMemo.set(m, v);
    }
    return v;
  };

  // --- bookings that count
  const fullyIds = new Set(
    input.eventTypes.filter((e) => e.overbookable === 'fully_overbookable').map((e) => e.id),
  );
  type B = {
    start: number;
    end: number;
    /** minutes held per employee and per resource */
    emp: Map<string, Set<number>>;
    res: Map<string, Set<number>>;
    guests: number;
  };
  const bookings: B[] = [];
  const minutesOf = (segs: [number, number][]) => {
    const minutes = new Set<number>();
    for (const [s, e] of segs)
      for (let m = Math.floor(s / 60000); m < Math.ceil(e / 60000); m++) minutes.add(m);
    return minutes;
  };
  const add = (map: Map<string, Set<number>>, id: string, minutes: Set<number>) => {
    const had = map.get(id) ?? new Set<number>();
    for (const m of minutes) had.add(m);
    map.set(id, had);
  };
  for (const b of input.busy) {
    if (b.status === 'cancelled') continue;
    if (q.ignoreEventId != null && b.id === q.ignoreEventId) continue;
    const types = b.event_type_ids ?? [];
    if (types.length > 0 && types.every((t) => fullyIds.has(t))) continue;
    const holds =
      b.holds && b.holds.length > 0
        ? b.holds
        : [
            {
              employee_id: b.employee_id,
              resource_ids: b.resource_ids,
              segments:
                b.segments && b.segments.length > 0
                  ? b.segments
                  : b.ends_at != null
                    ? ([[b.starts_at, b.ends_at]] as [number, number][])
                    : [],
            },
          ];
    const emp = new Map<string, Set<number>>();
    const res = new Map<string, Set<number>>();
    let lastMinute = Number.NEGATIVE_INFINITY;
    for (const h of holds) {
      const minutes = minutesOf(h.segments);
      if (minutes.size === 0) continue;
      lastMinute = Math.max(lastMinute, ...minutes);
      // a hold with neither a person nor a space still makes the booking count
      if (h.employee_id != null) add(emp, h.employee_id, minutes);
      for (const r of h.resource_ids ?? []) add(res, r, minutes);
    }
    if (lastMinute === Number.NEGATIVE_INFINITY) continue;
    const end = b.ends_at != null ? Math.ceil(b.ends_at / 60000) : lastMinute + 1;
    bookings.push({ start: Math.floor(b.starts_at / 60000), end, emp, res, guests: b.guests ?? 1 });
  }
  const linked = (x: Resource, otherId: string) => {
    if (otherId === x.id) return false;
    if (x.type === 'table_combination' && (x.sub_resources ?? []).includes(otherId)) return true;
    const other = input.resources.find((r) => r.id === otherId);
    return !!other && other.type === 'table_combination' && (other.sub_resources ?? []).includes(x.id);
  };
  const empBusyAt = (id: string, m: number) => bookings.some((b) => b.emp.get(id)?.has(m));
  const spaceBusyAt = (x: Resource, m: number) =>
    bookings.some((b) =>
      [...b.res].some(
        ([r, minutes]) => minutes.has(m) && (r === x.id ? !x.allow_overlapping_bookings : linked(x, r)),
      ),
    );
  const spaceLoadAt = (x: Resource, m: number) => {
    let n = 0;
    for (const b of bookings) if (b.res.get(x.id)?.has(m)) n += b.guests;
    return n;
  };
  const presentAt = (m: number) => {
    let n = 0;
    for (const b of bookings) if (b.start <= m && m < b.end) n += b.guests;
    return n;
  };
  // Bookings per person and local day: each booking once, on the day of that person's first minute in it.
  const bookingsOn = (id: string, day: number) =>
    bookings.filter((b) => {
      const minutes = b.emp.get(id);
      return !!minutes && Math.floor(wall(Math.min(...minutes)) / 1440) === day;
    }).length;
  const capOf = (e: Employee) => e.max_bookings_per_day ?? co.max_bookings_per_employee_per_day;

  // --- window
  const nowMinute = Math.floor(input.now / 60000);
  const today = Math.floor(wall(nowMinute) / 1440);
  const notBeforeMs = input.now + Math.max(0, co.min_booking_notice_minutes ?? 0) * 60000;

  const partySizes: number[] = [];
  if (q.minCapacity != null || q.maxCapacity != null) {
    const lo = Math.max(1, q.minCapacity ?? 1);
    const hi = Math.min(lo + 99, q.maxCapacity ?? lo);
    for (let p = lo; p <= hi; p++) partySizes.push(p);
  } else partySizes.push(q.capacity ?? 1);
  const guestsOk = (p: number) => {
    if (!Number.isInteger(p) || p < 1) return false;
    if (co.min_guests_per_booking != null && p < co.min_guests_per_booking) return false;
    if (co.max_guests_per_booking != null && p > co.max_guests_per_booking) return false;
    return services.every((sv) =>
      sv.ets.every(
        (e) =>
          !(e.min_guests_per_booking != null && p < e.min_guests_per_booking) &&
          !(e.max_guests_per_booking != null && p > e.max_guests_per_booking),
      ),
    );
  };
  const civ = co.booking_interval || 15;
  const allFullyEverywhere = services.every((sv) => sv.allFully);

  // Stage index reached by one pair of a segment starting at minute T (11 = bookable), before
  // the arrival limits (which concern the visit's start).
  const stageMemo = new Map<string, number>();
  const check = (sv: Svc, pr: P, T: number, party: number): number => {
    const key = `${services.indexOf(sv)}|${sv.pairs.indexOf(pr)}|${T}|${party}`;
    let v = stageMemo.get(key);
    if (v === undefined) {
      v = checkOnce(sv, pr, T, party);
      stageMemo.set(key, v);
    }
    return v;
  };
  const checkOnce = (sv: Svc, pr: P, T: number, party: number): number => {
    const who: ['employee' | 'resource' | 'company', string][] = [];
    if (pr.emp) who.push(['employee', pr.emp.id]);
    if (pr.sp) who.push(['resource', pr.sp.id]);
    if (who.length === 0) who.push(['company', '']);
    for (let m = T; m < T + pr.length; m++) for (const [k, id] of who) if (!isOpen(k, id, m)) return 4;
    if (marketplace)
      for (let m = T; m < T + pr.length; m++) for (const [k, id] of who) if (!onlineOk(k, id, m)) return 5;
    if (sv.allFully) return 11;
    for (const r of pr.busy) {
      const m = T + r;
      if (pr.emp && !sv.allAtLeastPartial && empBusyAt(pr.emp.id, m)) return 6;
      if (pr.sp && spaceBusyAt(pr.sp, m)) return 6;
    }
    if (pr.emp) {
      const cap = capOf(pr.emp);
      const firstMinute = T + (pr.busy.length > 0 ? pr.busy[0] : 0);
      if (cap != null && bookingsOn(pr.emp.id, Math.floor(wall(firstMinute) / 1440)) >= cap) return 6;
    }
    if (pr.sp?.allow_overlapping_bookings && pr.sp.max_capacity != null) {
      for (const r of pr.busy) if (spaceLoadAt(pr.sp, T + r) + party > pr.sp.max_capacity) return 7;
    }
    for (let m = T; m < T + pr.length; m++) {
      const cap = capAt(m);
      if (cap !== Infinity && presentAt(m) + party > cap) return 8;
    }
    return 11;
  };
  const arrivalStage = (T: number, party: number): number => {
    if (allFullyEverywhere) return 11;
    let arrivals = 0;
    let arrivingGuests = 0;
    for (const b of bookings)
      if (b.start >= T && b.start < T + civ) {
        arrivals++;
        arrivingGuests += b.guests;
      }
    if (co.max_guests_per_interval != null && arrivingGuests + party > co.max_guests_per_interval) return 9;
    if (co.max_same_time_arrival != null && arrivals + 1 > co.max_same_time_arrival) return 10;
    return 11;
  };
  const fitting = (sv: Svc, party: number) =>
    sv.pairs.filter(
      (p) => !p.sp || ((p.sp.min_capacity ?? 0) <= party && party <= (p.sp.max_capacity ?? Infinity)),
    );
  // The best stage over every assignment of segments n.. from minute t on (a chain is as good
  // as its weakest segment); no candidate for a segment: not bookable.
  const chainValue = (n: number, t: number, party: number): number => {
    if (n === services.length) return 11;
    const cands = fitting(services[n], party);
    if (cands.length === 0) return 3;
    let best = -1;
    for (const c of cands)
      best = Math.max(
        best,
        Math.min(check(services[n], c, t, party), chainValue(n + 1, t + c.length, party)),
      );
    return best;
  };
  const bestFit = (sv: Svc, good: P[]) => {
    if (!sv.wantsSpace || sv.spaceId != null) return good;
    const singles = good.filter((p) => p.sp!.type !== 'table_combination');
    if (singles.length > 0) good = singles;
    const smallest = Math.min(...good.map((p) => p.sp!.max_capacity ?? Infinity));
    return good.filter((p) => (p.sp!.max_capacity ?? Infinity) === smallest);
  };
  // The pairs of segments n.. on free chains from minute t, after best fit at every step.
  const collect = (n: number, t: number, party: number, into: Set<P>[]) => {
    if (n === services.length) return;
    const sv = services[n];
    const good = fitting(sv, party).filter(
      (c) => check(sv, c, t, party) === 11 && chainValue(n + 1, t + c.length, party) === 11,
    );
    for (const c of bestFit(sv, good)) {
      into[n].add(c);
      collect(n + 1, t + c.length, party, into);
    }
  };
  const idsOf = (chosen: Iterable<P>) => {
    const list = [...chosen];
    return {
      employeeIds: input.employees
        .filter((e) => list.some((p) => p.emp?.id === e.id))
        .sort((a, b) => Number(!!b.marketplace?.prioritized) - Number(!!a.marketplace?.prioritized))
        .map((e) => e.id),
      spaceIds: input.resources
        .filter((r) => list.some((p) => p.sp?.id === r.id))
        .sort((a, b) => Number(b.priority === 'high') - Number(a.priority === 'high'))
        .map((r) => r.id),
    };
  };

  const out: VisitDaySlots[] = [];
  const type = q.timeSlotType ?? 'available';
  for (let d = first; d <= last; d++) {
    const dayStart = firstAtOrAfter(d * 1440);
    const dayEnd = firstAtOrAfter((d + 1) * 1440);
    const slots: VisitSlot[] = [];
    let anyOk = false;
    let onlyClosed = true;
    for (let T = dayStart; T < dayEnd; T++) {
      const mod = wall(T) - d * 1440;
      // the first segment's grid; the company's when some segment has no candidate at all
      const steps = services.every((sv) => sv.pairs.length > 0) ? root.pairs.map((p) => p.step) : [civ];
      if (!steps.some((s) => mod % s === 0)) continue;
      let stage = -1;
      const chosen: Set<P>[] = services.map(() => new Set<P>());
      if (T * 60000 < notBeforeMs) stage = 0;
      else if (co.max_bookable_future_days != null && d > today + co.max_bookable_future_days) stage = 1;
      else {
        for (const party of partySizes) {
          if (!guestsOk(party)) {
            stage = Math.max(stage, 2);
            continue;
          }
          const cands = fitting(root, party).filter((p) => mod % p.step === 0);
          if (cands.length === 0) {
            stage = Math.max(stage, 3);
            continue;
          }
          const good: P[] = [];
          for (const c of cands) {
            let s = Math.min(check(root, c, T, party), chainValue(1, T + c.length, party));
            if (s === 11) s = arrivalStage(T, party);
            if (s === 11) good.push(c);
            else stage = Math.max(stage, s);
          }
          if (good.length === 0) continue;
          for (const g of bestFit(root, good)) {
            chosen[0].add(g);
            collect(1, T + g.length, party, chosen);
          }
        }
      }
      const ok = chosen[0].size > 0;
      if (ok) anyOk = true;
      else if (stage !== 4) onlyClosed = false;
      if ((type === 'available' && !ok) || (type === 'unavailable' && ok)) continue;
      const time = `${String(Math.floor(mod / 60)).padStart(2, '0')}:${String(mod % 60).padStart(2, '0')}`;
      const timestamp = new Date(T * 60000).toISOString();
      if (ok) {
        const all = idsOf(chosen.flatMap((c) => [...c]));
        const s: VisitSlot = {
          time,
          timestamp,
          employeeIds: all.employeeIds,
          spaceIds: all.spaceIds,
          segments: chosen.map(idsOf),
        };
        if (type === 'all') s.available = true;
        slots.push(s);
      } else {
        slots.push({
          time,
          timestamp,
          employeeIds: [],
          spaceIds: [],
          available: false,
          reason: REASON_ORDER[stage],
          segments: services.map(() => ({ employeeIds: [], spaceIds: [] })),
        });
      }
    }
    const date = new Date(d * 86400000).toISOString().slice(0, 10);
    out.push({ date, status: anyOk ? 'available' : onlyClosed ? 'closed' : 'unavailable', slots });
  }
  return out;
}
