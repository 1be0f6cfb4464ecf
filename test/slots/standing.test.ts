// Standing time (issue 32): the wall times free in every occurrence of a recurrence, or in at
// least N of them. Each occurrence's verdict must be what that day's own search says.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { expandRecurrence, parseRecurrence } from '../../src/domain/bookings/recurrence.ts';
import {
  computeStandingSlots,
  computeTimeSlots,
  computeVisitSlots,
  type Slot,
  type SlotsInput,
  type VisitInput,
} from '../../src/slots/index.ts';
import { scenarioArb, visitScenarioArb } from './gen.ts';

const WEEK_9_17 = Array.from({ length: 7 }, () => ({
  opens_at: '09:00',
  closes_at: '17:00',
  is_closed: false,
}));
const OPEN_ALL_DAY = Array.from({ length: 7 }, () => ({
  opens_at: '00:00',
  closes_at: '24:00',
  is_closed: false,
}));
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The slot a single-day search shows at a wall time (its later instant where a fall-back repeats it). */
const single = (input: SlotsInput, date: string, time: string): Slot | null =>
  computeTimeSlots({
    ...input,
    query: { ...input.query, startDate: date, endDate: date, timeSlotType: 'all' },
  })[0].slots.findLast((s) => s.time === time) ?? null;

describe('every Tuesday for eight weeks, across the spring change in London', () => {
  // Tuesdays 19 March .. 7 May 2024; the clocks go forward on Sunday 31 March.
  const tuesdays = Array.from({ length: 8 }, (_, i) => addDays('2024-03-19', 7 * i));
  const london = (busy: SlotsInput['busy'] = []): SlotsInput => ({
    timeZone: 'Europe/London',
    now: Date.UTC(2024, 0, 1),
    company: { opening_hours: WEEK_9_17, booking_interval: 30 },
    employees: [{ id: 'anna' }],
    resources: [],
    eventTypes: [{ id: 'physio', duration: 30 }],
    ruleSets: [],
    // week 3 (2 April): Anna busy 10:00-10:30 BST = 09:00-09:30 UTC
    busy,
    query: { eventTypeIds: ['physio'], startDate: tuesdays[0], endDate: tuesdays[0] },
  });
  const week3 = [
    {
      id: 'b',
      employee_id: 'anna',
      starts_at: Date.parse('2024-04-02T09:00:00Z'),
      ends_at: Date.parse('2024-04-02T09:30:00Z'),
    },
  ];

  it('10:00 local stays 10:00 local: 10:00 UTC in March, 09:00 UTC from April', () => {
    const standing = computeStandingSlots(london(), tuesdays);
    // 09:00 .. 16:30 every 30 minutes = 16 times, each free in all 8 weeks
    expect(standing.map((s) => s.time)).toHaveLength(16);
    const ten = standing.find((s) => s.time === '10:00')!;
    expect(ten.available).toBe(8);
    expect(ten.occurrences.map((s) => s?.timestamp)).toEqual([
      '2024-03-19T10:00:00.000Z',
      '2024-03-26T10:00:00.000Z',
      '2024-04-02T09:00:00.000Z',
      '2024-04-09T09:00:00.000Z',
      '2024-04-16T09:00:00.000Z',
      '2024-04-23T09:00:00.000Z',
      '2024-04-30T09:00:00.000Z',
      '2024-05-07T09:00:00.000Z',
    ]);
    expect(ten.employeeIds).toEqual(['anna']);
    // the series the booking side makes from this answer starts where the search said
    const series = expandRecurrence(
      parseRecurrence('FREQ=WEEKLY;BYDAY=TU;COUNT=8'),
      Date.parse('2024-03-19T10:00:00Z'),
      'Europe/London',
    );
    expect(series).toEqual(ten.occurrences.map((s) => Date.parse(s!.timestamp)));
  });

  it('a conflict in week 3: 10:00 is no standing time; free in 7 of 8 it is, with the week that is not and why', () => {
    const every = computeStandingSlots(london(week3), tuesdays);
    expect(every.map((s) => s.time)).not.toContain('10:00');
    expect(every).toHaveLength(15); // 16 - 1
    const seven = computeStandingSlots(london(week3), tuesdays, 7);
    const ten = seven.find((s) => s.time === '10:00')!;
    expect(ten.available).toBe(7);
    expect(ten.occurrences[2]).toMatchObject({
      timestamp: '2024-04-02T09:00:00.000Z',
      available: false,
      reason: 'busy',
    });
    expect(seven).toHaveLength(16);
    // the times that fail at least one week (time_slot_type unavailable, every week required):
    // the 32 closed half hours of the night, and 10:00 for its one busy week
    const failing = computeStandingSlots(
      { ...london(week3), query: { ...london().query, timeSlotType: 'unavailable' } },
      tuesdays,
    );
    expect(failing).toHaveLength(48 - 15);
    const notClosed = failing.filter((s) => s.occurrences.some((o) => o?.reason !== 'closed'));
    expect(notClosed.map((s) => s.time)).toEqual(['10:00']);
  });

  it('agrees with the eight single-week searches, slot by slot', () => {
    const input = london(week3);
    const standing = computeStandingSlots(
      { ...input, query: { ...input.query, timeSlotType: 'all' } },
      tuesdays,
    );
    expect(standing).toHaveLength(48); // every half hour of the day, the night's closed
    for (const s of standing) {
      tuesdays.forEach((date, i) => {
        expect(s.occurrences[i]).toEqual(single(input, date, s.time));
      });
    }
  });
});

describe('wall times a DST change repeats or skips', () => {
  const ny: SlotsInput = {
    timeZone: 'America/New_York',
    now: Date.UTC(2024, 0, 1),
    company: { opening_hours: OPEN_ALL_DAY, booking_interval: 30 },
    employees: [{ id: 'anna' }],
    resources: [],
    eventTypes: [{ id: 'cut', duration: 30 }],
    ruleSets: [],
    busy: [],
    query: { eventTypeIds: ['cut'], startDate: '2024-10-27', endDate: '2024-10-27' },
  };

  it('01:30 on 3 November 2024 comes twice; a series books the later (EST, 06:30 UTC), and so does the answer', () => {
    const s = computeStandingSlots(ny, ['2024-10-27', '2024-11-03']).find((x) => x.time === '01:30')!;
    // Both instants read 01:30 in New York (luxon, from explicit offsets: luxon resolves an
    // ambiguous wall time by the zone's offset at the moment the test runs, so asking it for
    // "01:30 in New York" would answer by the season of the run): EDT's 05:30 UTC first, EST's
    // 06:30 UTC an hour later.
    const edt = DateTime.fromISO('2024-11-03T01:30:00-04:00').setZone('America/New_York');
    const est = DateTime.fromISO('2024-11-03T01:30:00-05:00').setZone('America/New_York');
    expect([edt.toFormat('HH:mm'), est.toFormat('HH:mm')]).toEqual(['01:30', '01:30']);
    expect([edt.offset, est.offset]).toEqual([-240, -300]);
    expect(est.toMillis() - edt.toMillis()).toBe(60 * 60_000);
    // The series books the later of the two.
    expect(s.occurrences[1]?.timestamp).toBe('2024-11-03T06:30:00.000Z');
    expect(Date.parse(s.occurrences[1]!.timestamp)).toBe(est.toMillis());
  });

  it('02:30 on 10 March 2024 does not exist: that occurrence has no slot, so 02:30 is free in 1 of 2', () => {
    const all = computeStandingSlots({ ...ny, query: { ...ny.query, timeSlotType: 'all' } }, [
      '2024-03-03',
      '2024-03-10',
    ]);
    const s = all.find((x) => x.time === '02:30')!;
    expect(s.available).toBe(1);
    expect(s.occurrences[1]).toBeNull();
    expect(computeStandingSlots(ny, ['2024-03-03', '2024-03-10']).map((x) => x.time)).not.toContain('02:30');
  });
});

describe('standing time agrees with the single searches on generated scenarios', () => {
  // Occurrences: the scenario's day (near a DST change), the next, and a week later; minimum 1..3.
  const check = (input: SlotsInput | VisitInput, min: number) => {
    const withType = (timeSlotType: 'all' | 'available') =>
      ({ ...input, query: { ...input.query, timeSlotType } }) as SlotsInput | VisitInput;
    const dates = [
      input.query.startDate,
      addDays(input.query.startDate, 1),
      addDays(input.query.startDate, 7),
    ];
    const all = withType('all');
    const days = dates.map((date) => {
      const one = { ...all, query: { ...all.query, startDate: date, endDate: date } };
      return 'segments' in one.query
        ? computeVisitSlots(one as never)[0].slots
        : computeTimeSlots(one as SlotsInput)[0].slots;
    });
    const standing = computeStandingSlots(all, dates, min);
    const times = [...new Set(days.flatMap((d) => d.map((s) => s.time)))].sort();
    expect(standing.map((s) => s.time)).toEqual(times);
    for (const s of standing) {
      const at = days.map((d) => d.findLast((x) => x.time === s.time) ?? null);
      expect(s.occurrences).toEqual(at);
      const free = at.filter((x) => x?.available);
      expect(s.available).toBe(free.length);
      for (const id of s.employeeIds) for (const f of free) expect(f!.employeeIds).toContain(id);
    }
    // the filter: available keeps exactly the times free in at least `min`
    const offered = computeStandingSlots(withType('available'), dates, min);
    expect(offered.map((s) => s.time)).toEqual(standing.filter((s) => s.available >= min).map((s) => s.time));
  };
  it('plain queries (500 scenarios)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 3 }), (input, min) => check(input, min)),
      { seed: 20240310, numRuns: 500 },
    );
  }, 300_000);
  it('visits (300 scenarios)', () => {
    fc.assert(
      fc.property(visitScenarioArb, fc.integer({ min: 1, max: 3 }), (input, min) => check(input, min)),
      { seed: 20240310, numRuns: 300 },
    );
  }, 300_000);
});
