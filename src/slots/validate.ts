// Rule-set validation. The HTTP layer turns a non-empty list into a 400
// validation_error (docs/api-conventions.md#errors); the engine itself tolerates bad sets.
import * as rr from 'rrule';
import { parseLocalTime } from './calendar.ts';
import { ruleScopes, type Scope } from './rules.ts';
import type { Rule, RuleSet } from './types.ts';

const RRule: typeof rr.RRule = (rr as any).RRule ?? (rr as any).default.RRule;

export interface RuleSetProblem {
  /** e.g. "rules[1].ends_at" */
  field: string;
  message: string;
}

const TYPES = new Set(['availability', 'online_bookings', 'max_total_pax']);
const ASSOCIATIONS = new Set(['include', 'exclude', 'includes', 'excludes']);

function isDate(s: unknown): boolean {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Can some entity fall in both scopes? (Entities are an open set: exclude lists never exhaust it.) */
function scopesMeet(a: Scope, b: Scope): boolean {
  if (a.kind === 'none' || b.kind === 'none') return false;
  if (a.kind === 'all') return b.kind !== 'include' || b.ids.size > 0;
  if (b.kind === 'all') return scopesMeet(b, a);
  if (a.kind === 'include' && b.kind === 'include') return [...a.ids].some((id) => b.ids.has(id));
  if (a.kind === 'include') return [...a.ids].some((id) => !b.ids.has(id));
  if (b.kind === 'include') return [...b.ids].some((id) => !a.ids.has(id));
  return true;
}

function rulesMeet(a: Rule, b: Rule): boolean {
  const sa = ruleScopes(a);
  const sb = ruleScopes(b);
  if (sa.general && sb.general) return true;
  return scopesMeet(sa.employees, sb.employees) || scopesMeet(sa.resources, sb.resources);
}

/**
 * Problems of one rule set; empty when valid. Two rules of one type in a set
 * overlap when their time windows intersect and some entity is subject to both.
 */
export function validateRuleSet(set: RuleSet): RuleSetProblem[] {
  const problems: RuleSetProblem[] = [];
  const p = (field: string, message: string) => problems.push({ field, message });
  if (!isDate(set.date)) p('date', 'must be a date YYYY-MM-DD');
  const ss = parseLocalTime(set.starts_at);
  const se = parseLocalTime(set.ends_at);
  if (Number.isNaN(ss) || ss === 1440) p('starts_at', 'must be HH:MM (00:00..23:59)');
  if (Number.isNaN(se)) p('ends_at', 'must be HH:MM (00:00..24:00)');
  if (!Number.isNaN(ss) && !Number.isNaN(se) && se <= ss) p('ends_at', 'must be after starts_at');
  if (set.priority != null && !Number.isInteger(set.priority)) p('priority', 'must be an integer');
  if (set.rrule != null) {
    if (typeof set.rrule !== 'string' || /DTSTART/i.test(set.rrule)) {
      p('rrule', 'must be an RRULE without DTSTART');
    } else {
      try {
        const o = RRule.parseString(set.rrule.replace(/^RRULE:/i, ''));
        if (o.freq == null) p('rrule', 'FREQ is required');
      } catch (e) {
        p('rrule', `invalid rrule: ${(e as Error).message}`);
      }
    }
  }
  if (!Array.isArray(set.rules)) {
    p('rules', 'must be an array');
    return problems;
  }
  const windows: [number, number][] = [];
  set.rules.forEach((rule, i) => {
    const f = `rules[${i}]`;
    if (!TYPES.has(rule.type)) p(`${f}.type`, 'must be availability, online_bookings or max_total_pax');
    const rs = rule.starts_at != null ? parseLocalTime(rule.starts_at) : ss;
    const re = rule.ends_at != null ? parseLocalTime(rule.ends_at) : se;
    if (Number.isNaN(rs) || rs === 1440) p(`${f}.starts_at`, 'must be HH:MM');
    if (Number.isNaN(re)) p(`${f}.ends_at`, 'must be HH:MM');
    if (rs < ss || re > se) p(f, "must lie inside its rule set's interval");
    if (!(rs < re)) p(`${f}.ends_at`, 'must be after starts_at');
    if (rule.priority != null && !Number.isInteger(rule.priority)) p(`${f}.priority`, 'must be an integer');
    if (rule.open != null && typeof rule.open !== 'boolean') p(`${f}.open`, 'must be a boolean');
    if (rule.type === 'max_total_pax') {
      const v = rule.max_total_pax;
      if (v == null || !Number.isInteger(v) || v < 0) p(`${f}.max_total_pax`, 'must be an integer >= 0');
    }
    for (const k of ['employees', 'resources'] as const) {
      const list = rule[k];
      if (list != null && (!Array.isArray(list) || list.some((x) => typeof x !== 'string'))) {
        p(`${f}.${k}`, 'must be an array of IDs');
      }
      const a = rule[`${k}_association`];
      if (a != null && !ASSOCIATIONS.has(a)) p(`${f}.${k}_association`, 'must be include or exclude');
    }
    windows.push([rs, re]);
  });
  for (let i = 0; i < set.rules.length; i++) {
    for (let j = i + 1; j < set.rules.length; j++) {
      const a = set.rules[i];
      const b = set.rules[j];
      if (a.type !== b.type) continue;
      const [as, ae] = windows[i];
      const [bs, be] = windows[j];
      if (as < be && bs < ae && rulesMeet(a, b)) {
        p(`rules[${j}]`, `overlaps rules[${i}] (same type ${a.type}, same time, same entities)`);
      }
    }
  }
  return problems;
}
