// Rule sets → per-entity interval lists.
//
// Precedence among rules of one type covering the same instant, best first:
//   1. a rule with a priority beats one without;
//   2. a lower priority value beats a higher one;
//   3. a rule tied to entities (it names employees/resources) beats a general one;
//   4. availability / online_bookings: closed beats open;
//      max_total_pax: the lower cap beats the higher one.
// Where no availability rule applies the entity is closed (docs/api-conventions.md#rule-sets); where no
// online_bookings rule applies online booking follows availability; where no
// max_total_pax rule applies there is no cap.
import * as rr from 'rrule';
import {
  dateToDayNumber,
  type LocalDay,
  localAt,
  localDay,
  parseLocalTime,
  weekdayOfDayNumber,
  type ZoneTimeline,
} from './calendar.ts';
import { type IntervalList, orderBy } from './intervals.ts';
import type { Association, Rule, RuleSet, RuleType } from './types.ts';

// rrule ships CJS for Node and ESM for bundlers; accept both shapes.
const RRule: typeof rr.RRule = (rr as any).RRule ?? (rr as any).default.RRule;

export type ScopeKind = 'all' | 'none' | 'include' | 'exclude';
export interface Scope {
  kind: ScopeKind;
  ids: Set<string>;
}

export type EntityKind = 'employee' | 'resource' | 'company';

export interface RuleInstance {
  type: RuleType;
  /** epoch minutes [start, end) */
  start: number;
  end: number;
  open: boolean;
  pax: number;
  hasPriority: boolean;
  priority: number;
  employees: Scope;
  resources: Scope;
  /** names no entity: applies to everyone, including the company itself */
  general: boolean;
  /** index of the rule among all rules of the query (set order, then rule order) */
  rule: number;
}

function normAssociation(a: Association | null | undefined): 'include' | 'exclude' | null {
  if (a === 'include' || a === 'includes') return 'include';
  if (a === 'exclude' || a === 'excludes') return 'exclude';
  return null;
}

function listScope(list: string[] | null | undefined, assoc: Association | null | undefined): Scope {
  const ids = new Set(Array.isArray(list) ? list : []);
  // A list without an association means "these entities".
  return { kind: normAssociation(assoc) === 'exclude' ? 'exclude' : 'include', ids };
}

export function ruleScopes(rule: Rule): { employees: Scope; resources: Scope; general: boolean } {
  const hasEmp = Array.isArray(rule.employees) || rule.employees_association != null;
  const hasRes = Array.isArray(rule.resources) || rule.resources_association != null;
  if (!hasEmp && !hasRes) {
    const all: Scope = { kind: 'all', ids: new Set() };
    return { employees: all, resources: all, general: true };
  }
  const none: Scope = { kind: 'none', ids: new Set() };
  return {
    employees: hasEmp ? listScope(rule.employees, rule.employees_association) : none,
    resources: hasRes ? listScope(rule.resources, rule.resources_association) : none,
    general: false,
  };
}

function scopeHas(s: Scope, id: string): boolean {
  switch (s.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'include':
      return s.ids.has(id);
    case 'exclude':
      return !s.ids.has(id);
  }
}

export function appliesTo(inst: RuleInstance, kind: EntityKind, id: string): boolean {
  if (kind === 'company') return inst.general;
  return scopeHas(kind === 'employee' ? inst.employees : inst.resources, id);
}

/** Days (day numbers) in [first, last] on which the set applies. */
export function occurrenceDays(set: RuleSet, first: number, last: number): number[] {
  const start = dateToDayNumber(set.date);
  if (!Number.isFinite(start)) return [];
  if (!set.rrule) return start >= first && start <= last ? [start] : [];
  if (last < start) return [];
  try {
    // Floating dates: the rule runs on UTC midnights that stand for local dates.
    const opts = RRule.parseString(set.rrule.replace(/^RRULE:/i, ''));
    // rrule iterates from DTSTART on every call, which dominates a month query for
    // a set that started long ago. A DAILY/WEEKLY rule without COUNT repeats with
    // a period of INTERVAL days/weeks, so DTSTART may move forward by whole
    // periods to before `first` without changing any occurrence on or after it
    // (the weekday a BYDAY-less weekly rule repeats is kept, the shift being 7k days).
    const simple = simpleOccurrences(opts, start, first, last);
    if (simple) return simple;
    let dtstart = start;
    if (opts.count == null && (opts.freq === RRule.DAILY || opts.freq === RRule.WEEKLY)) {
      const period =
        (opts.interval && opts.interval > 0 ? opts.interval : 1) * (opts.freq === RRule.DAILY ? 1 : 7);
      // One period less than possible: the moved DTSTART's own period is cut at
      // DTSTART, which changes what BYSETPOS picks in it; that period then lies
      // wholly before `first`.
      const k = Math.floor((first - start) / period) - 1;
      if (k > 0) dtstart = start + k * period;
    }
    const rule = new RRule({ ...opts, dtstart: new Date(dtstart * 86_400_000) });
    const from = new Date(Math.max(first, start) * 86_400_000);
    const to = new Date((last + 1) * 86_400_000 - 1);
    const days: number[] = [];
    for (const d of rule.between(from, to, true)) {
      const n = Math.floor(d.getTime() / 86_400_000);
      if (days.length === 0 || n > days[days.length - 1]) days.push(n);
    }
    return days;
  } catch {
    return []; // validateRuleSet reports it; the engine treats it as never.
  }
}

const SIMPLE_KEYS = new Set(['freq', 'interval', 'byweekday', 'wkst', 'until']);

/**
 * The occurrence days of the common shapes (FREQ=DAILY or WEEKLY with INTERVAL,
 * plain BYDAY, WKST and UNTIL; no COUNT) by arithmetic: rrule's iterator costs
 * ~50 µs per call even from a moved DTSTART. null for any other rule, which
 * rrule then expands. (test/slots/intervals.test.ts compares both with rrule.)
 */
function simpleOccurrences(
  opts: Partial<rr.Options>,
  start: number,
  first: number,
  last: number,
): number[] | null {
  for (const [k, v] of Object.entries(opts)) if (v != null && !SIMPLE_KEYS.has(k)) return null;
  const daily = opts.freq === RRule.DAILY;
  if (!daily && opts.freq !== RRule.WEEKLY) return null;
  const interval = opts.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1) return null;
  let days: number[] | null = null; // weekdays, 0 = Monday
  if (opts.byweekday != null) {
    const list = Array.isArray(opts.byweekday) ? opts.byweekday : [opts.byweekday];
    days = [];
    for (const w of list) {
      if (typeof w === 'number') days.push(w);
      else if (typeof w === 'object' && w !== null && !(w as rr.Weekday).n)
        days.push((w as rr.Weekday).weekday);
      else return null; // ordinals (+1MO) or strings
    }
  }
  if (!daily && days === null) days = [weekdayOfDayNumber(start)];
  const wkstRaw = opts.wkst as rr.Weekday | number | null | undefined;
  const wkst = wkstRaw == null ? 0 : typeof wkstRaw === 'number' ? wkstRaw : wkstRaw.weekday;
  const untilMs = opts.until ? opts.until.getTime() : Number.POSITIVE_INFINITY;
  const weekOf = (d: number) => d - ((weekdayOfDayNumber(d) - wkst + 7) % 7);
  const week0 = weekOf(start);
  const out: number[] = [];
  for (let d = Math.max(first, start); d <= last; d++) {
    if (d * 86_400_000 > untilMs) break;
    if (days && !days.includes(weekdayOfDayNumber(d))) continue;
    if (daily ? (d - start) % interval !== 0 : ((weekOf(d) - week0) / 7) % interval !== 0) continue;
    out.push(d);
  }
  return out;
}

/** Expands every rule of every set over local days [first, last]. */
export function expandRuleSets(
  ruleSets: RuleSet[],
  tl: ZoneTimeline,
  first: number,
  last: number,
): RuleInstance[] {
  const out: RuleInstance[] = [];
  const days = new Map<number, LocalDay>();
  const dayOf = (n: number) => {
    let d = days.get(n);
    if (!d) {
      d = localDay(tl, n);
      days.set(n, d);
    }
    return d;
  };
  let ruleIndex = -1;
  for (const set of ruleSets) {
    const rules = set.rules ?? [];
    const firstRule = ruleIndex + 1;
    ruleIndex += rules.length;
    const ss = parseLocalTime(set.starts_at);
    const se = parseLocalTime(set.ends_at);
    if (!(ss < se)) continue;
    const occ = occurrenceDays(set, first, last);
    if (occ.length === 0) continue;
    for (let ri = 0; ri < rules.length; ri++) {
      const rule = rules[ri];
      // A rule may narrow its set's interval, never extend it.
      const rs = Math.max(ss, rule.starts_at != null ? parseLocalTime(rule.starts_at) : ss);
      const re = Math.min(se, rule.ends_at != null ? parseLocalTime(rule.ends_at) : se);
      if (!(rs < re)) continue;
      const prio = rule.priority ?? set.priority;
      const scopes = ruleScopes(rule);
      for (const n of occ) {
        const day = dayOf(n);
        const start = localAt(tl, day, rs);
        const end = localAt(tl, day, re);
        if (start >= end) continue;
        out.push({
          type: rule.type,
          start,
          end,
          open: rule.open !== false,
          pax: rule.max_total_pax ?? Number.POSITIVE_INFINITY,
          hasPriority: prio != null,
          priority: prio ?? 0,
          ...scopes,
          rule: firstRule + ri,
        });
      }
    }
  }
  return out;
}

export interface Piece {
  start: number;
  end: number;
  inst: RuleInstance;
}

/**
 * Each instant takes the value of the best instance covering it (see the file
 * header); instances that compare equal keep their input order (the earlier
 * wins; equal instances carry equal values anyway). One sweep over the sorted
 * boundaries with a min-heap of precedence ranks (lazy deletion: an instance
 * enters once and leaves once). All instances must apply to one entity.
 */
export function resolvePrecedence(instances: RuleInstance[]): Piece[] {
  const n = instances.length;
  if (n === 0) return [];
  const byRank = instances.slice().sort(compareInstances);
  // Boundary events: 2 per instance (2r: start, 2r + 1: end), sorted by time.
  const times = new Float64Array(2 * n);
  for (let r = 0; r < n; r++) {
    times[2 * r] = byRank[r].start;
    times[2 * r + 1] = byRank[r].end;
  }
  const order = orderBy(times);
  const timeOf = (ev: number) => times[ev];
  const active = new Uint8Array(n);
  const heap: number[] = [];
  const pieces: Piece[] = [];
  let k = 0;
  while (k < order.length) {
    const t = timeOf(order[k]);
    while (k < order.length && timeOf(order[k]) === t) {
      const ev = order[k++];
      const r = ev >> 1;
      if (ev & 1) active[r] = 0;
      else if (byRank[r].start < byRank[r].end) {
        active[r] = 1;
        heapPush(heap, r);
      }
    }
    while (heap.length > 0 && active[heap[0]] === 0) heapPop(heap);
    if (heap.length === 0 || k >= order.length) continue;
    const next = timeOf(order[k]);
    const inst = byRank[heap[0]];
    const last = pieces[pieces.length - 1];
    if (last && last.inst === inst && last.end === t) last.end = next;
    else pieces.push({ start: t, end: next, inst });
  }
  return pieces;
}

function heapPush(h: number[], x: number): void {
  let i = h.length;
  h.push(x);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p] <= x) break;
    h[i] = h[p];
    i = p;
  }
  h[i] = x;
}

function heapPop(h: number[]): void {
  const x = h.pop()!;
  const n = h.length;
  if (n === 0) return;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && h[c + 1] < h[c]) c++;
    if (h[c] >= x) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = x;
}

export function compareInstances(a: RuleInstance, b: RuleInstance): number {
  return (
    (a.hasPriority ? 0 : 1) - (b.hasPriority ? 0 : 1) ||
    a.priority - b.priority ||
    (a.general ? 1 : 0) - (b.general ? 1 : 0) ||
    (a.type === 'max_total_pax' ? Math.sign(a.pax - b.pax) || 0 : (a.open ? 1 : 0) - (b.open ? 1 : 0))
  );
}

/** Open intervals of availability pieces (pieces come sorted and disjoint). */
export function openList(pieces: Piece[]): IntervalList {
  return piecesWhere(pieces, true);
}

/** Closed intervals of online_bookings pieces. */
export function closedList(pieces: Piece[]): IntervalList {
  return piecesWhere(pieces, false);
}

function piecesWhere(pieces: Piece[], open: boolean): IntervalList {
  const out: number[] = [];
  for (const p of pieces) {
    if (p.inst.open !== open || !(p.start < p.end)) continue;
    if (out.length > 0 && out[out.length - 1] >= p.start) out[out.length - 1] = p.end;
    else out.push(p.start, p.end);
  }
  return out;
}
