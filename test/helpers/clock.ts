/**
 * The tests' one clock. Every date a test or helper needs ("today", "in three days", "a free slot
 * next month") is counted from here, never from a literal date, so the suite means the same thing
 * on any day. It reads the process clock, which is the app's clock too: under libfaketime (the
 * shifted second pass of .ci/run, and the weekday/DST runs in docs/testing.md) both move together.
 */
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Milliseconds since the epoch, now. */
export function now(): number {
  return Date.now();
}

/** Today's day number (days since 1970-01-01, UTC). */
export function todayNumber(): number {
  return Math.floor(now() / DAY);
}

/** "YYYY-MM-DD" of the UTC day `n` days after today (negative: before). */
export function dayAfter(n: number): string {
  return new Date((todayNumber() + n) * DAY).toISOString().slice(0, 10);
}

/** "YYYY-MM-DDThh:00:00.000Z": hour `hh` (UTC) of the day `n` days after today. */
export function atHour(n: number, hh = '10'): string {
  return `${dayAfter(n)}T${hh}:00:00.000Z`;
}
