// What the booking layer needs besides the slot list: pick an employee/space at
// random, re-check one concrete booking, and compute what a booking occupies.
import { chooseCandidate, chooseEmployee } from './assign.ts';
import { dayNumberToDate, localDay, ZoneTimeline } from './calendar.ts';
import { computeTimeSlots } from './engine.ts';
import { serviceTemplate } from './occupancy.ts';
import { type Channel, REASONS, type SlotQuery, type SlotsInput, type UnavailableReason } from './types.ts';

const MIN = 60_000;
const DAY = 1440;

export interface Occupancy {
  /** epoch ms */
  starts_at: number;
  /** epoch ms; end of the customer-visible service (buffers excluded) */
  ends_at: number;
  /** [start, end) epoch ms the employee and spaces are busy (pauses excluded, buffers included) */
  segments: [number, number][];
}

type Config = Omit<SlotsInput, 'query'>;

/**
 * The time whose existing bookings can decide whether a booking of these event types fits at
 * `startsAt` (epoch ms, [from, to]); a booking check needs only the busy entries that meet it.
 * Every check of one start looks no further: the booking's own busy time (its longest variant:
 * any employee's or space's custom durations, buffers included), the company interval in which
 * arrivals are counted, and, to the left, the longest buffer an earlier booking may hold past
 * its end. A minute is added on each side. With a cap of bookings per employee and day, the
 * whole local days the booking's parts start on.
 */
export function bookingCheckWindow(
  input: Config,
  startsAt: number,
  eventTypeIds: string[],
): { from: number; to: number } {
  const prefs = [
    undefined,
    ...input.employees.map((e) => e.event_type_preferences),
    ...input.resources.map((r) => r.event_type_preferences),
  ];
  let reach = 0;
  for (const id of eventTypeIds) {
    const et = input.eventTypes.find((e) => e.id === id);
    if (!et) continue;
    let longest = 0;
    for (const p of prefs) {
      const tpl = serviceTemplate([et], input.company, p, undefined);
      longest = Math.max(longest, tpl.total, tpl.busy.at(-1) ?? 0);
    }
    // Served back to back: the sum of each service's longest is an upper bound.
    reach += longest;
  }
  let buffer = Math.max(0, input.company.service_buffer ?? 0);
  for (const et of input.eventTypes) buffer = Math.max(buffer, et.buffer_after_service ?? 0);
  const interval = input.company.booking_interval || 15;
  let from = startsAt - (buffer + 1) * MIN;
  let to = startsAt + (Math.max(reach, interval) + 1) * MIN;
  // A cap of bookings per day counts a person's bookings of the whole local day their part
  // starts on, and balanced assignment their booked minutes of that day: then the window covers
  // the local days from the start's to the end's.
  const wholeDays =
    input.company.max_bookings_per_employee_per_day != null ||
    input.employees.some((e) => e.max_bookings_per_day != null) ||
    input.company.assignment === 'balanced';
  if (wholeDays) {
    const m = Math.floor(startsAt / MIN);
    const tl = new ZoneTimeline(input.timeZone, m - 2 * DAY, m + Math.ceil(reach / DAY) * DAY + 3 * DAY);
    const first = localDay(tl, Math.floor(tl.wall(m) / DAY));
    const last = localDay(tl, Math.floor(tl.wall(m + reach) / DAY));
    from = Math.min(from, (first.start - 1) * MIN);
    to = Math.max(to, (last.end + 1) * MIN);
  }
  return { from, to };
}

/** The busy segments a booking of these event types occupies (for storing with the event). */
export function bookingOccupancy(
  input: Config,
  startsAt: number,
  eventTypeIds: string[],
  employeeId?: string | null,
  spaceId?: string | null,
): Occupancy {
  const ets = eventTypeIds.map((id) => {
    const et = input.eventTypes.find((e) => e.id === id);
    if (!et) throw new RangeError(`unknown event type ${id}`);
    return et;
  });
  const emp = input.employees.find((e) => e.id === employeeId);
  const space = input.resources.find((r) => r.id === spaceId);
  const tpl = serviceTemplate(ets, input.company, emp?.event_type_preferences, space?.event_type_preferences);
  const segments: [number, number][] = [];
  for (let i = 0; i < tpl.busy.length; i += 2) {
    segments.push([startsAt + tpl.busy[i] * MIN, startsAt + tpl.busy[i + 1] * MIN]);
  }
  return { starts_at: startsAt, ends_at: startsAt + tpl.total * MIN, segments };
}

/** docs/api-conventions.md#errors create_event_error codes. */
export type BookingErrorCode =
  | 'time_slot_not_available'
  | 'outside_booking_window'
  | 'invalid_guest_count'
  | 'event_type_not_bookable'
  | 'employee_not_available'
  | 'space_not_available';

export interface BookingRequest {
  /** epoch ms */
  starts_at: number;
  event_type_ids: string[];
  employee_id?: string | null;
  space_id?: string | null;
  guests?: number | null;
  channel?: Channel;
  /** rescheduling: the event being moved */
  ignore_event_id?: string | null;
}

/**
 * Why a booking is refused: why its slot is unavailable, or that the start is no slot of the
 * calendar, or that no employee/space was free to be picked.
 */
export const REFUSAL_REASONS = [...REASONS, 'not_a_slot', 'no_candidate'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type BookingCheck =
  | ({ ok: true; employee_id: string | null; space_id: string | null } & Occupancy)
  | { ok: false; code: BookingErrorCode; reason: RefusalReason };

export function codeFor(reason: UnavailableReason, req: BookingRequest): BookingErrorCode {
  switch (reason) {
    case 'too_soon':
    case 'too_far':
      return 'outside_booking_window';
    case 'invalid_guest_count':
      return 'invalid_guest_count';
    case 'not_bookable':
      return 'event_type_not_bookable';
    case 'closed':
    case 'online_bookings_closed':
    case 'busy':
      if (req.employee_id) return 'employee_not_available';
      if (req.space_id) return 'space_not_available';
      return 'time_slot_not_available';
    case 'over_capacity':
      return req.space_id ? 'space_not_available' : 'time_slot_not_available';
    default:
      return 'time_slot_not_available';
  }
}

/**
 * What a check of one booking (or visit) asks the engine: the booking's local day with every
 * slot, its party, channel and the booking it moves; and the slot's timestamp to find in it.
 */
export function checkDay(
  timeZone: string,
  req: Pick<BookingRequest, 'starts_at' | 'guests' | 'channel' | 'ignore_event_id'>,
): { timestamp: string; query: Omit<SlotQuery, 'eventTypeIds'> } {
  const m = Math.floor(req.starts_at / MIN);
  const tl = new ZoneTimeline(timeZone, m - 1440, m + 1440);
  const date = dayNumberToDate(Math.floor(tl.wall(m) / 1440));
  return {
    timestamp: new Date(req.starts_at).toISOString(),
    query: {
      startDate: date,
      endDate: date,
      capacity: req.guests ?? 1,
      timeSlotType: 'all',
      channel: req.channel ?? 'marketplace',
      ignoreEventId: req.ignore_event_id,
    },
  };
}

/**
 * Re-checks one concrete booking against the same data the slot list uses, and
 * picks the employee/space (at random among the slot's candidates when not
 * given). The start must be one of the slot list's starts.
 */
export function checkBooking(
  input: Config,
  req: BookingRequest,
  random: () => number = () => 0,
): BookingCheck {
  const day = checkDay(input.timeZone, req);
  const slotAt = (employeeId: string | null | undefined, spaceId: string | null | undefined) => {
    const query = { ...day.query, eventTypeIds: req.event_type_ids, employeeId, spaceId };
    return computeTimeSlots({ ...input, query })[0]?.slots.find((s) => s.timestamp === day.timestamp);
  };
  const slot = slotAt(req.employee_id, req.space_id);
  if (!slot) return { ok: false, code: 'time_slot_not_available', reason: 'not_a_slot' };
  if (!slot.available) return { ok: false, code: codeFor(slot.reason!, req), reason: slot.reason! };

  let employeeId: string | null = req.employee_id ?? null;
  let spaceId: string | null = req.space_id ?? null;
  if (!employeeId && slot.employeeIds.length > 0) {
    // The company's policy: random, or balanced by the day's booked minutes (assign.ts).
    employeeId =
      chooseEmployee(
        input,
        slot.employeeIds,
        Date.parse(day.timestamp),
        random,
        undefined,
        req.ignore_event_id,
      ) ?? null;
    if (!employeeId) return { ok: false, code: 'employee_not_available', reason: 'no_candidate' };
  }
  if (!spaceId && slot.spaceIds.length > 0) {
    // The spaces that go with the chosen employee (intervals and custom durations are per pair).
    const withEmp = employeeId && !req.employee_id ? slotAt(employeeId, null) : slot;
    const ids = withEmp?.available ? withEmp.spaceIds : [];
    const byId = new Map(input.resources.map((r) => [r.id, r]));
    spaceId =
      chooseCandidate(
        ids.map((id) => ({ id, prioritized: byId.get(id)?.priority === 'high' })),
        random,
      ) ?? null;
    if (!spaceId) return { ok: false, code: 'space_not_available', reason: 'no_candidate' };
  }
  return {
    ok: true,
    employee_id: employeeId,
    space_id: spaceId,
    ...bookingOccupancy(input, req.starts_at, req.event_type_ids, employeeId, spaceId),
  };
}
