// Rule sets → per-entity interval lists.
//
// Precedence among rules of one type covering the same instant, best first:
//   1. a rule with a priority beats one without;
//   2. a lower priority value beats a higher one;
//   3. a rule tied to entities (it names employees/resources) beats a general one;
//   4. availability / online_bookings: closed beats open;
//      max_total_pax: the lower cap beats the higher one.
// Where no availability rule applies the entity is closed (spec 2.17); where no
// online_bookings rule applies online booking follows availability; where no
// max_total_pax rule applies there is no cap.
import * as rr from 'rrule';
import {
  dateToDayNumber,
  type LocalDay,
  localAt,
  localDay,
  parseLocalTime,
  type ZoneTimeline,
} from './calendar.ts';
import { type IntervalList, normalize, subtract, union } from './intervals.ts';
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

// rrule iterates from DTSTART on every call, which dominates a month query for a
// set that started long ago. The expansion is a pure function of its inputs, so a
// bounded memo keeps the engine deterministic.
const occurrenceMemo = new Map<string, number[]>();

/** Days (day numbers) in [first, last] on which the set applies. */
export function occurrenceDays(set: RuleSet, first: number, last: number): number[] {
  if (!set.rrule) return occurrenceDaysUncached(set, first, last);
  const key = `${set.date}|${set.rrule}|${first}|${last}`;
  let days = occurrenceMemo.get(key);
  if (!days) {
    days = occurrenceDaysUncached(set, first, last);
    if (occurrenceMemo.size > 5000) occurrenceMemo.clear();
    occurrenceMemo.set(key, days);
  }
  return days;
}

function occurrenceDaysUncached(set: RuleSet, first: number, last: number): number[] {
  const start = dateToDayNumber(set.date);
  if (!Number.isFinite(start)) return [];
  if (!set.rrule) return start >= first && start <= last ? [start] : [];
  if (last < start) return [];
  try {
    // Floating dates: the rule runs on UTC midnights that stand for local dates.
    const opts = RRule.parseString(set.rrule.replace(/^RRULE:/i, ''));
    const rule = new RRule({ ...opts, dtstart: new Date(start * 86_400_000) });
    const from = new Date(Math.max(first, start) * 86_400_000);
    const to = new Date((last + 1) * 86_400_000 - 1);
    const days = new Set<number>();
    for (const d of rule.between(from, to, true)) days.add(Math.floor(d.getTime() / 86_400_000));
    return [...days].sort((a, b) => a - b);
  } catch {
    return []; // validateRuleSet reports it; the engine treats it as never.
  }
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
  for (const set of ruleSets) {
    const ss = parseLocalTime(set.starts_at);
    const se = parseLocalTime(set.ends_at);
    if (!(ss < se)) continue;
    const occ = occurrenceDays(set, first, last);
    if (occ.length === 0) continue;
    for (const rule of set.rules ?? []) {
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
 * Paints the instances best-first: each instant takes the value of the best rule
 * covering it. Instances must all apply to one entity; `tied` says whether each is
 * entity-tied for it (general rules are not).
 */
export function resolvePrecedence(instances: RuleInstance[]): Piece[] {
  const sorted = instances.slice().sort(compareInstances);
  let covered: IntervalList = [];
  const pieces: Piece[] = [];
  for (const inst of sorted) {
    const free = subtract([inst.start, inst.end], covered);
    for (let i = 0; i < free.length; i += 2) pieces.push({ start: free[i], end: free[i + 1], inst });
    if (free.length > 0) covered = union(covered, [inst.start, inst.end]);
  }
  return pieces;
}

export function compareInstances(a: RuleInstance, b: RuleInstance): number {
  return (
    (a.hasPriority ? 0 : 1) - (b.hasPriority ? 0 : 1) ||
    a.priority - b.priority ||
    (a.general ? 1 : 0) - (b.general ? 1 : 0) ||
    (a.type === 'max_total_pax' ? Math.sign(a.pax - b.pax) || 0 : (a.open ? 1 : 0) - (b.open ? 1 : 0))
  );
}

/** Open intervals of availability pieces. */
export function openList(pieces: Piece[]): IntervalList {
  const flat: number[] = [];
  for (const p of pieces) if (p.inst.open) flat.push(p.start, p.end);
  return normalize(flat);
}

/** Closed intervals of online_bookings pieces. */
export function closedList(pieces: Piece[]): IntervalList {
  const flat: number[] = [];
  for (const p of pieces) if (!p.inst.open) flat.push(p.start, p.end);
  return normalize(flat);
}
