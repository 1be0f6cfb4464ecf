// A series' recurrence (issue 32, docs/bookings.md "Series"): the RRULE subset people use for
// standing appointments, expanded in the company's time zone. Pure: a rule, a first start and a
// zone in, the starts out; no clock, no I/O.
//
// The expansion runs on the company's wall clock, not on UTC: a series at 10:00 in
// Europe/London stays at 10:00 local on both sides of a DST change (09:00 UTC in summer, 10:00
// UTC in winter). rrule expands "floating" dates (the wall time written as if it were UTC) and
// luxon places each wall time in the zone; a wall time that does not exist (inside the spring
// gap) moves forward by the gap, as luxon does.
import { DateTime } from 'luxon';
import * as rr from 'rrule';
import { fieldError } from '../shared/errors.ts';

// rrule ships CJS for Node and ESM for bundlers; accept both shapes (as slots/rules.ts).
const RRule: typeof rr.RRule = (rr as any).RRule ?? (rr as any).default.RRule;

/** The most occurrences one series may have: a year of weekly appointments. */
export const MAX_OCCURRENCES = 52;

const FREQS = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY } as const;
type Freq = keyof typeof FREQS;
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL']);

export interface Recurrence {
  freq: Freq;
  interval: number;
  /** Weekdays (WEEKLY, DAILY), or with an ordinal (MONTHLY: `2TU` the second Tuesday, `-1FR` the last Friday). */
  byday: string[];
  count: number | null;
  /** The last moment, inclusive, as RFC 5545 writes it: `20260331T090000Z` (UTC) or `20260331` (that local day, whole). */
  until: string | null;
}

const bad = (message: string) => fieldError('recurrence', message);

/**
 * Parses `FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=8` (an optional `RRULE:` prefix allowed). A
 * series is bounded: COUNT (1..MAX_OCCURRENCES) or UNTIL, never neither; other RRULE parts
 * (BYMONTHDAY, BYSETPOS, DTSTART, ...) are refused rather than ignored.
 */
export function parseRecurrence(text: string): Recurrence {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (body === '') throw bad('is empty');
  const seen = new Map<string, string>();
  for (const part of body.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toUpperCase();
    const value =
      eq < 0
        ? ''
        : part
            .slice(eq + 1)
            .trim()
            .toUpperCase();
    if (!PARTS.has(key))
      throw bad(`${key || 'an empty part'} is not supported (FREQ, INTERVAL, BYDAY, COUNT, UNTIL are)`);
    if (seen.has(key)) throw bad(`${key} is given twice`);
    if (value === '') throw bad(`${key} has no value`);
    seen.set(key, value);
  }
  const freq = seen.get('FREQ');
  if (!freq) throw bad('FREQ is required');
  if (!(freq in FREQS)) throw bad('FREQ must be DAILY, WEEKLY or MONTHLY');
  const f = freq as Freq;
  const interval = seen.has('INTERVAL') ? positive(seen.get('INTERVAL')!, 'INTERVAL', 99) : 1;
  const count = seen.has('COUNT') ? positive(seen.get('COUNT')!, 'COUNT', MAX_OCCURRENCES) : null;
  const until = seen.has('UNTIL') ? seen.get('UNTIL')! : null;
  if (until !== null) untilParts(until);
  if (count === null && until === null) throw bad('COUNT or UNTIL is required: a series has an end');
  if (count !== null && until !== null) throw bad('COUNT and UNTIL exclude each other (RFC 5545)');
  const byday = seen.has('BYDAY')
    ? seen
        .get('BYDAY')!
        .split(',')
        .map((d) => d.trim())
    : [];
  for (const d of byday) {
    const m = /^([+-]?[1-5])?([A-Z]{2})$/.exec(d);
    if (!m || !DAYS.includes(m[2] as (typeof DAYS)[number]))
      throw bad(`BYDAY ${d} is not a weekday (MO..SU)`);
    if (m[1] && f !== 'MONTHLY') throw bad(`BYDAY ${d}: an ordinal is only for FREQ=MONTHLY`);
  }
  if (new Set(byday).size !== byday.length) throw bad('BYDAY names a day twice');
  return { freq: f, interval, byday, count, until };
}

function positive(v: string, name: string, max: number): number {
  if (!/^\d+$/.test(v)) throw bad(`${name} must be a whole number`);
  const n = Number(v);
  if (n < 1 || n > max) throw bad(`${name} must be between 1 and ${max}`);
  return n;
}

/** UNTIL's parts: a UTC moment (`20260331T090000Z`) or a local date (`20260331`). */
function untilParts(v: string): { y: number; m: number; d: number; utc: [number, number, number] | null } {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/.exec(v);
  if (!m) throw bad('UNTIL must be YYYYMMDD or YYYYMMDDTHHMMSSZ');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(y, mo - 1, d));
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) throw bad('UNTIL is not a date');
  return { y, m: mo, d, utc: m[4] ? [Number(m[4]), Number(m[5]), Number(m[6])] : null };
}

/** The rule written back in its canonical form (what the series stores and answers). */
export function formatRecurrence(r: Recurrence): string {
  const parts = [`FREQ=${r.freq}`];
  if (r.interval !== 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.byday.length > 0) parts.push(`BYDAY=${r.byday.join(',')}`);
  if (r.count !== null) parts.push(`COUNT=${r.count}`);
  if (r.until !== null) parts.push(`UNTIL=${r.until}`);
  return parts.join(';');
}

/**
 * The starts (epoch ms, ascending) of a series whose first occurrence is `firstStart`, in `zone`.
 * The first start must itself be an occurrence (a Tuesday for BYDAY=TU): the series is what the
 * caller sees, starting where they said. More than MAX_OCCURRENCES is refused, not cut.
 */
export function expandRecurrence(r: Recurrence, firstStart: number, zone: string): number[] {
  const local = DateTime.fromMillis(firstStart, { zone });
  if (!local.isValid) throw bad(`the time zone ${zone} is not known`);
  const floating = (dt: DateTime) =>
    new Date(Date.UTC(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute, dt.second));
  let until: Date | null = null;
  if (r.until !== null) {
    const u = untilParts(r.until);
    until = u.utc
      ? floating(DateTime.fromMillis(Date.UTC(u.y, u.m - 1, u.d, ...u.utc), { zone }))
      : new Date(Date.UTC(u.y, u.m - 1, u.d, 23, 59, 59)); // the local day's end, floating already
  }
  const rule = new RRule({
    freq: FREQS[r.freq],
    interval: r.interval,
    byweekday: r.byday.length > 0 ? r.byday.map(weekday) : null,
    count: r.count ?? MAX_OCCURRENCES + 1,
    until,
    dtstart: floating(local),
  });
  const walls = rule.all((_, i) => i <= MAX_OCCURRENCES);
  if (walls.length > MAX_OCCURRENCES) throw bad(`has more than ${MAX_OCCURRENCES} occurrences`);
  if (walls.length === 0 || walls[0].getTime() !== floating(local).getTime())
    throw bad('starts_at is not an occurrence of the rule (e.g. BYDAY=TU needs a Tuesday start)');
  return walls.map((w) =>
    DateTime.fromObject(
      {
        year: w.getUTCFullYear(),
        month: w.getUTCMonth() + 1,
        day: w.getUTCDate(),
        hour: w.getUTCHours(),
        minute: w.getUTCMinutes(),
        second: w.getUTCSeconds(),
      },
      { zone },
    ).toMillis(),
  );
}

/** rrule's weekday for `2TU`, `-1FR`, `MO`. */
function weekday(text: string): rr.Weekday {
  const m = /^([+-]?[1-5])?([A-Z]{2})$/.exec(text)!;
  const day = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU][
    DAYS.indexOf(m[2] as (typeof DAYS)[number])
  ];
  return m[1] ? day.nth(Number(m[1])) : day;
}
