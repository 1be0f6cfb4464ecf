// One iCalendar (RFC 5545) object for a series (docs/bookings.md#series): one VEVENT with the
// series' RRULE, DTSTART on the company's wall clock (TZID, with its VTIMEZONE), an EXDATE for
// each of the rule's starts that is not a booking (skipped at booking, or cancelled since), and
// one override VEVENT (same UID, RECURRENCE-ID = the rule's start) for each occurrence moved off
// its rule's start. Pure: the series, its occurrences and names in, the text out.
import { DateTime } from 'luxon';
import { escapeText, foldLine, icsDate } from '../shared/ics.ts';
import { parseRecurrence } from './recurrence.ts';

export interface SeriesIcsInput {
  id: string;
  rrule: string;
  startsAt: Date;
  zone: string;
  /** Minutes each occurrence lasts (the first occurrence's length: the same services every time). */
  minutes: number;
  summary: string;
  location: string | null;
  stamp: Date;
  /** The rule's starts the series was booked without (on_conflict skip). */
  skipped: Date[];
  occurrences: { occurrenceAt: Date; startsAt: Date; cancelled: boolean }[];
}

const local = (d: Date | number, zone: string) =>
  DateTime.fromMillis(typeof d === 'number' ? d : d.getTime(), { zone }).toFormat("yyyyMMdd'T'HHmmss");

/** ±HHMM of an offset in minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const offsetAt = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).offset;

/**
 * The zone's VTIMEZONE from `from` to `to`: its offset at `from`, then each change of offset in
 * between (found day by day, then to the minute), as observances with a DTSTART each (no RRULE:
 * the rules of a zone change over the years, the instants luxon knows do not).
 */
export function vtimezone(zone: string, from: number, to: number): string[] {
  const MINUTE = 60_000;
  const DAY = 86_400_000;
  const observance = (onset: number, fromOffset: number, toOffset: number) => {
    const at = DateTime.fromMillis(onset, { zone });
    const kind = at.isInDST ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the onset on the wall clock in force before it (RFC 5545 3.6.5).
    const before = DateTime.fromMillis(onset, { zone: 'UTC' }).plus({ minutes: fromOffset });
    return [
      `BEGIN:${kind}`,
      `DTSTART:${before.toFormat("yyyyMMdd'T'HHmmss")}`,
      `TZOFFSETFROM:${offsetText(fromOffset)}`,
      `TZOFFSETTO:${offsetText(toOffset)}`,
      `TZNAME:${escapeText(at.offsetNameShort ?? offsetText(toOffset))}`,
      `END:${kind}`,
    ];
  };
  const start = Math.floor(from / MINUTE) * MINUTE;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  lines.push(...observance(start, offsetAt(start, zone), offsetAt(start, zone)));
  for (let day = start; day < to; day += DAY) {
    const next = Math.min(day + DAY, to);
    if (offsetAt(day, zone) === offsetAt(next, zone)) continue;
    // The first minute with the new offset, by halving [day, next].
    let lo = day;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(mid, zone) === offsetAt(day, zone)) lo = mid;
      else hi = mid;
    }
    lines.push(...observance(hi, offsetAt(lo, zone), offsetAt(hi, zone)));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * The RRULE as an .ics carries it: UNTIL as a UTC date-time, since DTSTART is a date-time
 * (RFC 5545 3.3.10); a date-only UNTIL is its local day's end, as the series expands it.
 */
function icsRule(rrule: string, zone: string): string {
  const rule = parseRecurrence(rrule);
  const until = rule.until;
  if (until === null || until.includes('T')) return rrule;
  const end = DateTime.fromObject(
    {
      year: +until.slice(0, 4),
      month: +until.slice(4, 6),
      day: +until.slice(6, 8),
      hour: 23,
      minute: 59,
      second: 59,
    },
    { zone },
  );
  return rrule.replace(`UNTIL=${until}`, `UNTIL=${icsDate(end.toJSDate())}`);
}

export function seriesIcs(s: SeriesIcsInput): string {
  const tz = (d: Date) => `;TZID=${s.zone}:${local(d, s.zone)}`;
  const uid = `UID:series-${s.id}@booking-api`;
  const duration = `DURATION:PT${s.minutes}M`;
  const common = [`SUMMARY:${escapeText(s.summary)}`];
  if (s.location) common.push(`LOCATION:${escapeText(s.location)}`);
  const excluded = [
    ...s.skipped,
    ...s.occurrences.filter((o) => o.cancelled).map((o) => o.occurrenceAt),
  ].sort((a, b) => a.getTime() - b.getTime());
  const moved = s.occurrences.filter(
    (o) => !o.cancelled && o.startsAt.getTime() !== o.occurrenceAt.getTime(),
  );
  const times = [s.startsAt, ...s.skipped, ...s.occurrences.map((o) => o.startsAt)].map((d) => d.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-api//series//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // The zone from a day before the first start to a day after the last (the rule's or a moved one's).
    ...vtimezone(s.zone, Math.min(...times) - 86_400_000, Math.max(...times) + 86_400_000),
    'BEGIN:VEVENT',
    uid,
    `DTSTAMP:${icsDate(s.stamp)}`,
    `DTSTART${tz(s.startsAt)}`,
    duration,
    `RRULE:${icsRule(s.rrule, s.zone)}`,
  ];
  for (const d of excluded) lines.push(`EXDATE${tz(d)}`);
  lines.push(...common, 'STATUS:CONFIRMED', 'END:VEVENT');
  for (const o of moved)
    lines.push(
      'BEGIN:VEVENT',
      uid,
      `DTSTAMP:${icsDate(s.stamp)}`,
      `RECURRENCE-ID${tz(o.occurrenceAt)}`,
      `DTSTART${tz(o.startsAt)}`,
      duration,
      ...common,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
