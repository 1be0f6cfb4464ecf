// The luxon edge. Everything else works in epoch minutes; this file answers
// "which instants make up local day D" and "which instant is local HH:MM on D".
//
// Definitions (shared with docs/slots.md and the test oracle):
// - wall(m) = m + offset(m): the local wall clock of epoch minute m, expressed
//   as minutes since 1970-01-01T00:00 *local*.
// - localAt(D, t) = the first instant m with wall(m) >= base(D) + t, where base(D)
//   is D's midnight counted the same way. A wall time inside a spring-forward gap
//   therefore maps to the end of the gap; one repeated by a fall-back maps to its
//   first occurrence. t = 1440 ("24:00") is the start of the next day.
// - Local day D = [localAt(D, 0), localAt(D + 1, 0)).
import { IANAZone } from './luxon.ts';

const MIN = 60_000;
const DAY = 1440;

const validZones = new Map<string, boolean>();
/**
 * An IANA time zone name the runtime knows: the one check for every place a zone comes in (the
 * engine, company settings, the operator CLI). Remembered, as luxon's own check builds a
 * formatter each time.
 */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  let v = validZones.get(zone);
  if (v === undefined) {
    v = IANAZone.isValidZone(zone);
    if (validZones.size < 1000) validZones.set(zone, v);
  }
  return v;
}

/** "YYYY-MM-DD" → days since epoch (UTC calendar arithmetic, no zone involved). */
export function dateToDayNumber(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
}

/**
 * Days since epoch → "YYYY-MM-DD". Integer arithmetic (H. Hinnant's civil_from_days) instead of
 * a Date and toISOString: the engine and every time-slot request call this per day, and the
 * Date round trip was 3-4% of a cached time-slot answer's CPU. Years outside 0-9999 (which
 * toISOString writes with a sign and six digits) keep the Date path.
 */
export function dayNumberToDate(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097; // day of the 400-year era, 0..146096
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100)); // from March 1st
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999 || !Number.isInteger(day))
    return new Date(day * 86_400_000).toISOString().slice(0, 10);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** 0 = Monday ... 6 = Sunday. 1970-01-01 was a Thursday (3). */
export function weekdayOfDayNumber(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** "HH:MM" → minutes after midnight; "24:00" → 1440. NaN when malformed. */
export function parseLocalTime(t: string | null | undefined): number {
  if (typeof t !== 'string') return Number.NaN;
  const m = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return Number.NaN;
  return h * 60 + min;
}

export function formatLocalTime(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

interface Segment {
  from: number;
  to: number;
  offset: number;
}

/**
 * Offsets already asked of luxon, per zone and epoch minute. An offset of a given zone and
 * instant never changes (for one tz database), so remembering it is safe; timelines start at
 * day-aligned minutes, so successive queries and booking checks ask the same ones again.
 * Bounded: a zone's map is dropped when it grows past OFFSET_MEMO_SIZE.
 */
const offsetMemo = new Map<string, Map<number, number>>();
const OFFSET_MEMO_SIZE = 20_000;

function zoneOffset(zoneName: string, zone: IANAZone, m: number): number {
  let memo = offsetMemo.get(zoneName);
  if (!memo || memo.size >= OFFSET_MEMO_SIZE) {
    memo = new Map();
    offsetMemo.set(zoneName, memo);
  }
  let o = memo.get(m);
  if (o === undefined) {
    o = zone.offset(m * MIN);
    memo.set(m, o);
  }
  return o;
}

/**
 * The UTC offset of a zone over a window of epoch minutes, as a few constant
 * pieces. Built with one luxon lookup per day plus a bisection per change (a
 * luxon lookup costs ~5-9 µs, so a month-long query spends ~50 of them instead
 * of one per slot). Assumes a zone never changes its offset and changes it back
 * within 24 hours: such a pair would go unseen (the previous version stepped 12
 * hours; neither is checked against the whole tz database).
 */
export class ZoneTimeline {
  readonly segments: Segment[] = [];
  private readonly zone: IANAZone;

  constructor(zoneName: string, fromMin: number, toMin: number) {
    this.zone = IANAZone.create(zoneName);
    const off = (m: number) => zoneOffset(zoneName, this.zone, m);
    const step = DAY;
    let segStart = fromMin;
    let cur = off(fromMin);
    let prev = fromMin;
    for (let m = fromMin + step; ; m += step) {
      const at = Math.min(m, toMin);
      const o = off(at);
      if (o !== cur) {
        // Bisect for the first minute with the new offset.
        let lo = prev;
        let hi = at;
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (off(mid) === cur) lo = mid;
          else hi = mid;
        }
        this.segments.push({ from: segStart, to: hi, offset: cur });
        segStart = hi;
        cur = o;
      }
      prev = at;
      if (at >= toMin) break;
    }
    this.segments.push({ from: segStart, to: toMin, offset: cur });
  }

  /** The zone's offset (minutes) at epoch minute m: one luxon lookup, no timeline. */
  static offsetOnce(zoneName: string, m: number): number {
    return IANAZone.create(zoneName).offset(m * MIN);
  }

  offsetAt(m: number): number {
    const segs = this.segments;
    for (let i = 0; i < segs.length; i++) if (m < segs[i].to) return segs[i].offset;
    return segs[segs.length - 1].offset;
  }

  wall(m: number): number {
    return m + this.offsetAt(m);
  }

  /** First instant whose wall clock is >= wallKey (see the file header). */
  firstAtOrAfterWall(wallKey: number): number {
    for (const s of this.segments) {
      const cand = Math.max(s.from, wallKey - s.offset);
      if (cand < s.to) return cand;
    }
    const last = this.segments[this.segments.length - 1];
    return wallKey - last.offset;
  }
}

export interface LocalDay {
  date: string;
  dayNumber: number;
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
  /** local midnight as a wall key (dayNumber * 1440) */
  base: number;
  /** epoch minutes [start, end) */
  start: number;
  end: number;
}

export function localDay(tl: ZoneTimeline, dayNumber: number): LocalDay {
  const base = dayNumber * DAY;
  return {
    date: dayNumberToDate(dayNumber),
    dayNumber,
    weekday: weekdayOfDayNumber(dayNumber),
    base,
    start: tl.firstAtOrAfterWall(base),
    end: tl.firstAtOrAfterWall(base + DAY),
  };
}

/** Epoch minute of local time `minuteOfDay` (0..1440) on the day. */
export function localAt(tl: ZoneTimeline, day: LocalDay, minuteOfDay: number): number {
  return tl.firstAtOrAfterWall(day.base + minuteOfDay);
}
