// bookingCheckWindow: the busy time a booking check loads (src/domain/bookings loads only the
// bookings that meet it). Its arithmetic, and the property that matters: a check on the
// bookings of the window answers exactly as a check on every booking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusyEntry,
  bookingCheckWindow,
  bookingOccupancy,
  checkBooking,
  computeTimeSlots,
  type SlotsInput,
} from '../../src/slots/index.ts';
import { scenarioArb } from './gen.ts';

const MIN = 60_000;
const t = Date.parse('2026-03-10T10:00:00Z');

const config: Omit<SlotsInput, 'query'> = {
  timeZone: 'Atlantic/Reykjavik',
  now: 0,
  company: { booking_interval: 15, service_buffer: 5 },
  employees: [
    {
      id: 'e0',
      event_type_preferences: [
        { event_type: 'b', has_custom_duration: true, custom_duration: { duration: 45 } },
      ],
    },
    { id: 'e1' },
  ],
  resources: [],
  eventTypes: [
    { id: 'a', duration: 30, buffer_after_service: 10 },
    { id: 'b', duration: 20 },
  ],
  ruleSets: [],
  busy: [],
};

describe('bookingCheckWindow', () => {
  it('reaches from the longest buffer before the start to the longest booking after it', () => {
    // Left: the longest buffer of any event type or the company: max(5, 10) = 10 minutes, + 1.
    // Right for [a]: 30 minutes of service + its own 10-minute buffer = 40, + 1.
    expect(bookingCheckWindow(config, t, ['a'])).toEqual({ from: t - 11 * MIN, to: t + 41 * MIN });
    // [a, b]: 40 for a, then b at its longest: e0's custom 45 + the company buffer 5 = 50;
    // 40 + 50 = 90, + 1.
    expect(bookingCheckWindow(config, t, ['a', 'b'])).toEqual({ from: t - 11 * MIN, to: t + 91 * MIN });
  });

  it('covers at least the company interval, where arrivals are counted', () => {
    const hourly = { ...config, company: { ...config.company, booking_interval: 120 } };
    // max(40, 120) = 120, + 1.
    expect(bookingCheckWindow(hourly, t, ['a']).to).toBe(t + 121 * MIN);
  });
});

/** As loadBusy selects them: tstzrange(starts_at, ends_at, '[]') && [from, to]. */
const meets = (b: BusyEntry, w: { from: number; to: number }) =>
  b.starts_at <= w.to && (b.ends_at == null || b.ends_at >= w.from);

const seed = Number(process.env.SLOTS_SEED ?? 20261122);
const numRuns = Number(process.env.SLOTS_RUNS ?? 2000) / 2;

/**
 * Existing bookings as the booking service stores them: busy segments from their services,
 * buffers included, so that they may run past ends_at (the generator's own have no buffers).
 */
function asStored(input: SlotsInput): SlotsInput {
  const busy = input.busy.map((b): BusyEntry => {
    const types = b.event_type_ids ?? [];
    if (types.length === 0 || !types.every((id) => input.eventTypes.some((e) => e.id === id))) return b;
    const occ = bookingOccupancy(input, b.starts_at, types, b.employee_id, b.resource_ids?.[0]);
    return { ...b, ends_at: occ.ends_at, segments: occ.segments };
  });
  return { ...input, busy };
}

/** The same scenarios with caps of bookings per day on some people or the company. */
const cappedArb = fc
  .tuple(
    scenarioArb,
    fc.array(fc.constantFrom(undefined, 0, 1, 2), { minLength: 3, maxLength: 3 }),
    fc.constantFrom(undefined, 1, 3),
  )
  .map(([input, caps, companyCap]) => ({
    ...input,
    company: { ...input.company, max_bookings_per_employee_per_day: companyCap },
    employees: input.employees.map((e, i) => ({ ...e, max_bookings_per_day: caps[i] })),
  }));

describe('a booking check on the window of bookings', () => {
  it('covers the whole local day when people have a cap of bookings per day', () => {
    const capped = { ...config, employees: [{ id: 'e0', max_bookings_per_day: 3 }] };
    // Reykjavik is UTC: 10 March 00:00 - 1 minute .. 11 March 00:00 + 1 minute
    expect(bookingCheckWindow(capped, t, ['a'])).toEqual({
      from: Date.parse('2026-03-10T00:00:00Z') - MIN,
      to: Date.parse('2026-03-11T00:00:00Z') + MIN,
    });
  });

  for (const [name, arb, runs] of [
    ['', scenarioArb, numRuns],
    [' with caps of bookings per day', cappedArb, numRuns / 2],
  ] as const)
    it(`answers as one on every booking${name} (${runs} scenarios, SLOTS_SEED=${seed})`, () => {
      let compared = 0;
      fc.assert(
        fc.property(arb, (generated) => {
          const input = asStored(generated);
          const q = input.query;
          if (!q.eventTypeIds.every((id) => input.eventTypes.some((e) => e.id === id))) return;
          const days = computeTimeSlots({ ...input, query: { ...q, timeSlotType: 'all' } });
          const starts = days.flatMap((d) => d.slots.map((s) => Date.parse(s.timestamp)));
          // Up to twelve starts, spread over the list.
          const picks = Array.from({ length: 12 }, (_, i) => starts[Math.floor((i * starts.length) / 12)]);
          const picked = [...new Set(picks)];
          for (const at of picked) {
            if (at === undefined) continue;
            const req = {
              starts_at: at,
              event_type_ids: q.eventTypeIds,
              employee_id: q.employeeId ?? null,
              space_id: q.spaceId ?? null,
              guests: q.capacity ?? 1,
              channel: q.channel ?? 'marketplace',
              ignore_event_id: q.ignoreEventId ?? null,
            };
            const w = bookingCheckWindow(input, at, q.eventTypeIds);
            const near = { ...input, busy: input.busy.filter((b) => meets(b, w)) };
            expect(checkBooking(near, req, () => 0)).toEqual(checkBooking(input, req, () => 0));
            compared++;
          }
        }),
        { seed, numRuns: runs },
      );
      expect(compared).toBeGreaterThan(runs);
    }, 300_000);
});
