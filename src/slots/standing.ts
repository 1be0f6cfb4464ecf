// A standing time (issue 32, docs/slots.md "Standing time"): for the occurrences of a
// recurrence (local dates, expanded outside the engine: src/domain/bookings/recurrence.ts), the
// local times of day that are free in every occurrence, or in at least N of them. Each
// occurrence's verdict is that day's own search (computeTimeSlots or computeVisitSlots for the
// one date), so a standing time agrees with the single searches by construction.
import { dateToDayNumber } from './calendar.ts';
import { computeTimeSlots, computeVisitSlots } from './engine.ts';
import type { BusyEntry, LocalDate, LocalTime, Slot, SlotsInput, VisitInput } from './types.ts';

const DAY_MS = 86_400_000;

export interface StandingSlot {
  /** local HH:MM, the same wall time in every occurrence */
  time: LocalTime;
  /** in how many occurrences this time is free */
  available: number;
  /**
   * Per occurrence, in the order given: that day's slot at this time, or null where the day has
   * no such slot (off that day's grid, or skipped by a spring-forward change: a series moves
   * such an occurrence past the gap, to another wall time). Where a fall-back repeats the time,
   * its later instant: the one a series at that wall time books (recurrence.ts places wall
   * times with luxon, which takes the later offset).
   */
  occurrences: (Slot | null)[];
  /** the people (spaces) free at this time in every occurrence where it is free */
  employeeIds: string[];
  spaceIds: string[];
}

/**
 * The standing times of a query over the occurrences' dates. `minAvailable` (default: all of
 * them) is how many occurrences must be free; the query's `timeSlotType` picks the times free
 * in at least that many (`available`, the default), the others (`unavailable`) or every time
 * some occurrence has (`all`). Times are in wall-clock order. The query's start and end dates
 * are not used: each occurrence is searched alone.
 */
export function computeStandingSlots(
  input: SlotsInput | VisitInput,
  occurrences: LocalDate[],
  minAvailable = occurrences.length,
): StandingSlot[] {
  const type = input.query.timeSlotType ?? 'available';
  const days: Slot[][] = occurrences.map((date) => {
    const one = {
      ...input,
      busy: near(input.busy, date),
      query: { ...input.query, startDate: date, endDate: date, timeSlotType: 'all' as const },
    };
    return 'segments' in one.query
      ? computeVisitSlots(one as VisitInput)[0].slots
      : computeTimeSlots(one as SlotsInput)[0].slots;
  });
  const times = new Set<LocalTime>();
  for (const slots of days) for (const s of slots) times.add(s.time);
  const out: StandingSlot[] = [];
  for (const time of [...times].sort()) {
    const at = days.map((slots) => slots.findLast((s) => s.time === time) ?? null);
    const free = at.filter((s): s is Slot => s?.available === true);
    const ok = free.length >= minAvailable;
    if (type === 'available' ? !ok : type === 'unavailable' && ok) continue;
    const common = (pick: (s: Slot) => string[]) =>
      free.length === 0 ? [] : pick(free[0]).filter((id) => free.every((s) => pick(s).includes(id)));
    out.push({
      time,
      available: free.length,
      occurrences: at,
      employeeIds: common((s) => s.employeeIds),
      spaceIds: common((s) => s.spaceIds),
    });
  }
  return out;
}

/**
 * The busy entries that can matter for one local date: those meeting two days before it to
 * ten after (the engine looks at most eight days past a date, for services that run on).
 * Each occurrence then costs its own bookings, not the whole series' span.
 */
function near(busy: BusyEntry[], date: LocalDate): BusyEntry[] {
  const day = dateToDayNumber(date) * DAY_MS;
  const from = day - 2 * DAY_MS;
  const to = day + 11 * DAY_MS;
  return busy.filter((b) => {
    let end = b.ends_at ?? b.starts_at;
    for (const [, e] of b.segments ?? []) end = Math.max(end, e);
    for (const h of b.holds ?? []) for (const [, e] of h.segments) end = Math.max(end, e);
    let start = b.starts_at;
    for (const [s] of b.segments ?? []) start = Math.min(start, s);
    for (const h of b.holds ?? []) for (const [s] of h.segments) start = Math.min(start, s);
    return end >= from && start < to;
  });
}
