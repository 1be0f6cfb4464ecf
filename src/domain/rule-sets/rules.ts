/**
 * Rule sets (docs/api-conventions.md#rule-sets): pure validation and recurrence helpers, shared by
 * the HQ rule-set operations and the time-slot engine. No database, no HTTP: every function takes
 * plain values and either returns or reports problems as `{ field, message }` items.
 */
import rrulePackage from 'rrule';
import { DateTime } from '../../slots/luxon.ts';

// rrule ships CommonJS to Node: its named exports exist only on the default export there.
const { RRule } = rrulePackage;
type RRule = InstanceType<typeof RRule>;

export const RULE_TYPES = ['availability', 'online_bookings', 'max_total_pax'] as const;
export type RuleType = (typeof RULE_TYPES)[number];
export type Association = 'include' | 'exclude';

/** A rule as stored: null times/priority mean "inherit the set's". */
export interface RuleData {
  type: RuleType;
  starts_at: string | null;
  ends_at: string | null;
  open: boolean | null;
  max_total_pax: number | null;
  employees: string[];
  employees_association: Association | null;
  resources: string[];
  resources_association: Association | null;
  priority: number | null;
}

export interface RuleSetData {
  date: string;
  rrule: string | null;
  starts_at: string;
  ends_at: string;
  priority: number | null;
  rules: RuleData[];
}

export interface Problem {
  field: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Times and dates
// ---------------------------------------------------------------------------------------------

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" (00:00..23:59, or "24:00") as minutes after midnight; undefined when malformed. */
export function minutesOf(time: string): number | undefined {
  if (time === '24:00') return 1440;
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** A real calendar day written "YYYY-MM-DD" (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

/** Accepts `includes`/`excludes` (the spec's examples) and stores `include`/`exclude`. */
export function normaliseAssociation(value: string | null | undefined): Association | null {
  if (value === undefined || value === null) return null;
  if (value === 'include' || value === 'includes') return 'include';
  if (value === 'exclude' || value === 'excludes') return 'exclude';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Recurrence (RFC 5545 RRULE value, without DTSTART)
// ---------------------------------------------------------------------------------------------

const FREQS = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY'];
const DAY = '(MO|TU|WE|TH|FR|SA|SU)';
const intList = (min: number, max: number, signed: boolean) => (v: string) =>
  v.split(',').every((part) => {
    if (!/^[+-]?\d{1,3}$/.test(part)) return false;
    if (!signed && /^[+-]/.test(part)) return false;
    const n = Math.abs(Number(part));
    return n >= min && n <= max;
  });

/** Rule parts a day-level rule set may use, each with its value check. */
const PARTS: Record<string, (v: string) => boolean> = {
  FREQ: (v) => FREQS.includes(v),
  INTERVAL: (v) => /^\d{1,4}$/.test(v) && Number(v) >= 1,
  COUNT: (v) => /^\d{1,5}$/.test(v) && Number(v) >= 1,
  UNTIL: (v) => /^\d{8}(T\d{6}Z?)?$/.test(v) && DateTime.fromISO(v.slice(0, 8), { zone: 'UTC' }).isValid,
  BYDAY: (v) => v.split(',').every((d) => new RegExp(`^([+-]?([1-9]|[1-4]\\d|5[0-3]))?${DAY}$`).test(d)),
  BYMONTHDAY: intList(1, 31, true),
  BYYEARDAY: intList(1, 366, true),
  BYWEEKNO: intList(1, 53, true),
  BYMONTH: intList(1, 12, false),
  BYSETPOS: intList(1, 366, true),
  WKST: (v) => new RegExp(`^${DAY}$`).test(v),
};

/**
 * Problems of an rrule value (empty when valid). A rule set applies to whole days, so only
 * FREQ=DAILY/WEEKLY/MONTHLY/YEARLY and day-level parts are accepted; DTSTART is the set's `date`.
 */
export function rruleProblems(rrule: string, field = 'rrule'): Problem[] {
  const value = rrule.trim().replace(/^RRULE:/i, '');
  const bad = (message: string) => [{ field, message }];
  if (/DTSTART/i.test(value)) return bad('must not carry DTSTART; the rule set `date` is its start');
  if (value === '') return bad('must not be empty; leave it out for a one-day rule set');
  const seen = new Set<string>();
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq > 0 ? part.slice(0, eq) : part).toUpperCase();
    const val = eq > 0 ? part.slice(eq + 1).toUpperCase() : '';
    if (['BYHOUR', 'BYMINUTE', 'BYSECOND'].includes(key)) {
      return bad(`${key} is not allowed: a rule set applies to whole days (use starts_at/ends_at)`);
    }
    if (!(key in PARTS)) return bad(`unknown rule part "${key}"`);
    if (seen.has(key)) return bad(`rule part ${key} is given twice`);
    seen.add(key);
    if (!PARTS[key](val)) {
      return key === 'FREQ'
        ? bad(`FREQ must be one of ${FREQS.join(', ')}`)
        : bad(`${key} has an invalid value "${val}"`);
    }
  }
  if (!seen.has('FREQ')) return bad('FREQ is required');
  if (seen.has('COUNT') && seen.has('UNTIL')) return bad('COUNT and UNTIL must not both be given');
  try {
    buildRRule(value, '2000-01-01');
  } catch (error) {
    return bad(`is not a valid recurrence rule (${(error as Error).message})`);
  }
  return [];
}

const utcDay = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The rrule counted from `date` (days as UTC midnights: floating, no time zone). */
function buildRRule(rrule: string, date: string): RRule {
  const options = RRule.parseString(rrule.trim().replace(/^RRULE:/i, ''));
  return new RRule({ ...options, dtstart: utcDay(date) });
}

/**
 * The first day on or after `from` ("YYYY-MM-DD") the set applies: its `date` (always, as the
 * RFC 5545 DTSTART) and every occurrence of its rrule. Null when none is left.
 */
export function firstDayFrom(set: Pick<RuleSetData, 'date' | 'rrule'>, from: string): string | null {
  if (set.date >= from) return set.date;
  if (!set.rrule) return null;
  const next = buildRRule(set.rrule, set.date).after(utcDay(from), true);
  return next ? dayOf(next) : null;
}

/** Whether the set applies on the given local day. */
export function appliesOn(set: Pick<RuleSetData, 'date' | 'rrule'>, day: string): boolean {
  return firstDayFrom(set, day) === day;
}

/**
 * `next_instance`: the next day the set applies whose interval has not ended yet, in the company's
 * time zone at `now` (today counts until the set's `ends_at` local time has passed).
 */
export function nextInstance(
  set: Pick<RuleSetData, 'date' | 'rrule' | 'ends_at'>,
  now: Date,
  timeZone: string,
): string | null {
  let local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: 'UTC' });
  const today = local.toISODate()!;
  const minuteNow = local.hour * 60 + local.minute;
  const endsAt = minutesOf(set.ends_at) ?? 1440;
  const from = minuteNow < endsAt ? today : local.plus({ days: 1 }).toISODate()!;
  return firstDayFrom(set, from);
}

// ---------------------------------------------------------------------------------------------
// The set's constraints
// ---------------------------------------------------------------------------------------------

/** A rule's effective window and priority (its own, else its set's). */
export function effectiveRule(set: Pick<RuleSetData, 'starts_at' | 'ends_at' | 'priority'>, rule: RuleData) {
  return {
    ...rule,
    starts_at: rule.starts_at ?? set.starts_at,
    ends_at: rule.ends_at ?? set.ends_at,
    priority: rule.priority ?? set.priority,
  };
}

/**
 * Every broken constraint of a rule set (empty when valid):
 * - times are "HH:MM" (ends may be "24:00") and each window starts before it ends;
 * - a rule's window lies inside its set's;
 * - `open` belongs to availability/online_bookings rules, `max_total_pax` to max_total_pax rules;
 * - `include` needs a non-empty list;
 * - two rules of one type never overlap in time (windows are half-open, so 10:00-12:00 and
 *   12:00-14:00 touch but do not overlap), whatever entities they are tied to.
 */
export function ruleSetProblems(set: RuleSetData): Problem[] {
  const problems: Problem[] = [];
  const setStart = minutesOf(set.starts_at);
  const setEnd = minutesOf(set.ends_at);
  if (setStart === undefined || set.starts_at === '24:00')
    problems.push({ field: 'starts_at', message: 'must be a time "HH:MM" from 00:00 to 23:59' });
  if (setEnd === undefined || setEnd === 0)
    problems.push({ field: 'ends_at', message: 'must be a time "HH:MM" from 00:01 to 24:00' });
  if (setStart !== undefined && setEnd !== undefined && setEnd > 0 && setStart >= setEnd) {
    problems.push({
      field: 'ends_at',
      message: `must be after starts_at (${set.starts_at}); a window cannot pass midnight`,
    });
  }
  if (!isCalendarDate(set.date)) problems.push({ field: 'date', message: 'must be a day "YYYY-MM-DD"' });
  if (set.rrule !== null) problems.push(...rruleProblems(set.rrule));
  if (problems.length > 0) return problems;

  const windows: { type: RuleType; start: number; end: number; index: number }[] = [];
  set.rules.forEach((rule, i) => {
    const at = (name: string) => `rules[${i}].${name}`;
    const start = rule.starts_at === null ? setStart! : minutesOf(rule.starts_at);
    const end = rule.ends_at === null ? setEnd! : minutesOf(rule.ends_at);
    let windowOk = true;
    if (start === undefined || rule.starts_at === '24:00') {
      problems.push({ field: at('starts_at'), message: 'must be a time "HH:MM" from 00:00 to 23:59' });
      windowOk = false;
    }
    if (end === undefined) {
      problems.push({ field: at('ends_at'), message: 'must be a time "HH:MM" up to 24:00' });
      windowOk = false;
    }
    if (windowOk && start! >= end!) {
      problems.push({
        field: at('ends_at'),
        message: `the rule's window ${fmt(start!)}-${fmt(end!)} must start before it ends`,
      });
      windowOk = false;
    }
    if (windowOk && (start! < setStart! || end! > setEnd!)) {
      problems.push({
        field: rule.starts_at !== null && start! < setStart! ? at('starts_at') : at('ends_at'),
        message: `the rule's window ${fmt(start!)}-${fmt(end!)} extends beyond its rule set's ${set.starts_at}-${set.ends_at}`,
      });
      windowOk = false;
    }
    if (rule.type === 'max_total_pax') {
      if (rule.max_total_pax === null)
        problems.push({ field: at('max_total_pax'), message: 'is required for max_total_pax rules' });
      if (rule.open !== null)
        problems.push({ field: at('open'), message: 'belongs to availability and online_bookings rules' });
    } else {
      if (rule.open === null)
        problems.push({ field: at('open'), message: `is required for ${rule.type} rules` });
      if (rule.max_total_pax !== null)
        problems.push({ field: at('max_total_pax'), message: 'belongs to max_total_pax rules only' });
    }
    for (const kind of ['employees', 'resources'] as const) {
      if (rule[`${kind}_association`] === 'include' && rule[kind].length === 0) {
        problems.push({
          field: at(kind),
          message: `include needs at least one id (leave out ${kind} to apply the rule to all of them)`,
        });
      }
    }
    if (windowOk) windows.push({ type: rule.type, start: start!, end: end!, index: i });
  });

  for (let a = 0; a < windows.length; a++) {
    for (let b = a + 1; b < windows.length; b++) {
      const x = windows[a];
      const y = windows[b];
      if (x.type === y.type && x.start < y.end && y.start < x.end) {
        problems.push({
          field: `rules[${y.index}]`,
          message:
            `overlaps rules[${x.index}]: two ${x.type} rules of one rule set must not overlap ` +
            `(${fmt(x.start)}-${fmt(x.end)} and ${fmt(y.start)}-${fmt(y.end)})`,
        });
      }
    }
  }
  return problems;
}

function fmt(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Which entity a rule applies to, per the spec: no list (or exclude with an empty list) = all;
 * include = only the listed ids; exclude = all but the listed ids.
 */
export function ruleAppliesTo(
  rule: Pick<RuleData, 'employees' | 'employees_association' | 'resources' | 'resources_association'>,
  entity: { employee?: string | null; resource?: string | null },
): boolean {
  const check = (ids: string[], association: Association | null, id: string | null | undefined) => {
    if (ids.length === 0) return association !== 'include';
    if (association === 'exclude') return !id || !ids.includes(id);
    return !!id && ids.includes(id);
  };
  return (
    check(
      rule.employees,
      rule.employees_association ?? (rule.employees.length ? 'include' : null),
      entity.employee,
    ) &&
    check(
      rule.resources,
      rule.resources_association ?? (rule.resources.length ? 'include' : null),
      entity.resource,
    )
  );
}
