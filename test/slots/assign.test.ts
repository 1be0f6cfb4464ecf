// Fair "any" (issue 31): who serves when the customer leaves it open, and the cap of bookings
// per employee and day. Randomness is a seeded source, so every run is the same.
import { describe, expect, it } from 'vitest';
import {
  type BusyEntry,
  bookedMinutes,
  bookingOccupancy,
  chooseEmployee,
  computeTimeSlots,
  type Employee,
  type SlotsInput,
} from '../../src/slots/index.ts';
import { mulberry32 } from '../helpers/seeded-random.ts';

const OPEN_ALL_DAY = Array.from({ length: 7 }, () => ({
  opens_at: '00:00',
  closes_at: '24:00',
  is_closed: false,
}));
const WEEK_9_17 = Array.from({ length: 7 }, () => ({
  opens_at: '09:00',
  closes_at: '17:00',
  is_closed: false,
}));
const D = '2024-06-12';
const at = (date: string, hm: string) => Date.parse(`${date}T${hm}:00Z`);

function input(employees: Employee[], over: Partial<SlotsInput> = {}): SlotsInput {
  return {
    timeZone: 'Atlantic/Reykjavik',
    now: Date.UTC(2024, 0, 1),
    company: { opening_hours: OPEN_ALL_DAY, booking_interval: 30 },
    employees,
    resources: [],
    eventTypes: [{ id: 'cut', duration: 30 }],
    ruleSets: [],
    busy: [],
    query: { eventTypeIds: ['cut'], startDate: D, endDate: D },
    ...over,
  };
}

/**
 * Books `n` "any" cuts one after the other, each at a start the customer picks (`pick` among
 * the day's free slots), the person chosen by the policy among that slot's ids; answers how
 * many each person got.
 */
function bookMany(base: SlotsInput, n: number, policy: 'random' | 'balanced', pick: (k: number) => number) {
  const random = mulberry32(7);
  const busy: BusyEntry[] = [];
  const count = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const slots = computeTimeSlots({ ...base, busy })[0].slots;
    const slot = slots[Math.floor(pick(slots.length))];
    const startsAt = Date.parse(slot.timestamp);
    const who = chooseEmployee({ ...base, busy }, slot.employeeIds, startsAt, random, policy)!;
    busy.push({ id: `b${i}`, employee_id: who, ...bookingOccupancy(base, startsAt, ['cut'], who) });
    count.set(who, (count.get(who) ?? 0) + 1);
  }
  return count;
}

describe('balanced assignment', () => {
  const four = ['e0', 'e1', 'e2', 'e3'].map((id) => ({ id }));

  it('100 "any" bookings at times the customers pick spread within one of 25 over four equal people', () => {
    // 4 people x 48 half hours = 192 places; customers pick among the free starts at random
    const pick = mulberry32(99);
    const count = bookMany(input(four), 100, 'balanced', (len) => pick() * len);
    expect([...count.values()].reduce((a, b) => a + b, 0)).toBe(100);
    for (const id of ['e0', 'e1', 'e2', 'e3']) {
      expect(count.get(id)).toBeGreaterThanOrEqual(24);
      expect(count.get(id)).toBeLessThanOrEqual(26);
    }
    // The same customers (the same seeded picks) with the spec's random rule spread less evenly.
    const again = mulberry32(99);
    const random = bookMany(input(four), 100, 'random', (len) => again() * len);
    const spread = Math.max(...random.values()) - Math.min(...random.values());
    expect(spread).toBeGreaterThan(2);
  });

  it('a weight of 2 takes twice the minutes: 100 bookings over weights 2, 1, 1 → 50, 25, 25 (± 1)', () => {
    const people = [{ id: 'w2', marketplace: { assignment_weight: 2 } }, { id: 'a' }, { id: 'b' }];
    // 10-minute services on a 10-minute grid (144 starts a day); every customer picks a start at
    // which all three are free, so the policy alone decides: w2's minutes / 2, a's and b's stay
    // within one booking of each other
    const base = input(people, {
      company: { opening_hours: OPEN_ALL_DAY, booking_interval: 10 },
      eventTypes: [{ id: 'cut', duration: 10 }],
    });
    const pick = mulberry32(5);
    const random = mulberry32(6);
    const busy: BusyEntry[] = [];
    const count = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      const all = computeTimeSlots({ ...base, busy })[0].slots.filter((s) => s.employeeIds.length === 3);
      const slot = all[Math.floor(pick() * all.length)];
      const startsAt = Date.parse(slot.timestamp);
      const who = chooseEmployee({ ...base, busy }, slot.employeeIds, startsAt, random, 'balanced')!;
      busy.push({ id: `b${i}`, employee_id: who, ...bookingOccupancy(base, startsAt, ['cut'], who) });
      count.set(who, (count.get(who) ?? 0) + 1);
    }
    expect(Math.abs((count.get('w2') ?? 0) - 50)).toBeLessThanOrEqual(1);
    expect(Math.abs((count.get('a') ?? 0) - 25)).toBeLessThanOrEqual(1);
    expect(Math.abs((count.get('b') ?? 0) - 25)).toBeLessThanOrEqual(1);
  });

  it('the fewest booked minutes that local day: a 60-minute booking outweighs a 30-minute one; other days do not count', () => {
    const busy: BusyEntry[] = [
      { id: 'x', employee_id: 'e0', starts_at: at(D, '09:00'), ends_at: at(D, '10:00') }, // 60
      { id: 'y', employee_id: 'e1', starts_at: at(D, '09:00'), ends_at: at(D, '09:30') }, // 30
      {
        id: 'z',
        employee_id: 'e1',
        starts_at: at('2024-06-11', '09:00'),
        ends_at: at('2024-06-11', '12:00'),
      }, // yesterday
      { id: 'c', employee_id: 'e1', starts_at: at(D, '11:00'), ends_at: at(D, '12:00'), status: 'cancelled' },
    ];
    const cfg = input([{ id: 'e0' }, { id: 'e1' }], { busy });
    expect(bookedMinutes(cfg, at(D, '15:00'))).toEqual(
      new Map([
        ['e0', 60],
        ['e1', 30],
      ]),
    );
    for (const r of [0, 0.5, 0.99])
      expect(chooseEmployee(cfg, ['e0', 'e1'], at(D, '15:00'), () => r, 'balanced')).toBe('e1');
    // moving e0's booking (ignore it): both at ... e0 0, e1 30 → e0
    expect(chooseEmployee(cfg, ['e0', 'e1'], at(D, '15:00'), () => 0.99, 'balanced', 'x')).toBe('e0');
  });

  it('ties are broken by the random source; prioritized first; excluded never; the company policy is the default', () => {
    const cfg = input([
      { id: 'e0' },
      { id: 'e1' },
      { id: 'e2', marketplace: { exclude_from_randomization_pool: true } },
    ]);
    // e0 and e1 both at 0 minutes: random 0 → e0, 0.75 → e1 (floor(0.75 * 2) = 1)
    expect(chooseEmployee(cfg, ['e0', 'e1', 'e2'], at(D, '10:00'), () => 0, 'balanced')).toBe('e0');
    expect(chooseEmployee(cfg, ['e0', 'e1', 'e2'], at(D, '10:00'), () => 0.75, 'balanced')).toBe('e1');
    expect(chooseEmployee(cfg, ['e2'], at(D, '10:00'), () => 0, 'balanced')).toBeUndefined();
    const prio = input([{ id: 'e0' }, { id: 'e1', marketplace: { prioritized: true } }], {
      busy: [{ id: 'b', employee_id: 'e1', starts_at: at(D, '09:00'), ends_at: at(D, '12:00') }],
    });
    expect(chooseEmployee(prio, ['e0', 'e1'], at(D, '15:00'), () => 0, 'balanced')).toBe('e1');
    // company policy balanced, no policy passed: e1 (30 booked) loses to e0 (0)
    const byCompany = input([{ id: 'e0' }, { id: 'e1' }], {
      company: { opening_hours: OPEN_ALL_DAY, assignment: 'balanced' },
      busy: [{ id: 'b', employee_id: 'e1', starts_at: at(D, '09:00'), ends_at: at(D, '09:30') }],
    });
    expect(chooseEmployee(byCompany, ['e1', 'e0'], at(D, '15:00'), () => 0)).toBe('e0');
  });
});

describe('a cap of bookings per employee and day', () => {
  const two: BusyEntry[] = [
    { id: 'a', employee_id: 'anna', starts_at: at(D, '09:00'), ends_at: at(D, '09:30') },
    { id: 'b', employee_id: 'anna', starts_at: at(D, '13:00'), ends_at: at(D, '13:30') },
  ];
  const base = (over: Partial<SlotsInput> = {}) =>
    input([{ id: 'anna', max_bookings_per_day: 2 }, { id: 'ben' }], {
      company: { opening_hours: WEEK_9_17, booking_interval: 30 },
      busy: two,
      query: { eventTypeIds: ['cut'], startDate: D, endDate: '2024-06-13' },
      ...over,
    });

  it("Anna's second booking of the day takes her out of every slot that day, not the next", () => {
    const d = computeTimeSlots(base());
    // 09:00..16:30 = 16 starts a day; on the 12th Ben alone serves them (Anna reached 2)
    expect(d[0].slots).toHaveLength(16);
    expect(d[0].slots.every((s) => s.employeeIds.join() === 'ben')).toBe(true);
    expect(d[1].slots.every((s) => s.employeeIds.join() === 'anna,ben')).toBe(true);
    // asked for Anna alone, the 12th is unavailable, every start busy
    const annaOnly = computeTimeSlots(
      base({ query: { ...base().query, employeeId: 'anna', timeSlotType: 'all' } }),
    );
    expect(annaOnly[0].status).toBe('unavailable');
    // the 16 starts in opening hours are busy (the night's are closed)
    const inHours = annaOnly[0].slots.filter((s) => s.reason !== 'closed');
    expect(inHours.map((s) => s.reason)).toEqual(Array(16).fill('busy'));
    expect(annaOnly[1].status).toBe('available');
  });

  it('moving one of her two bookings frees her again; the company cap applies to whoever has none of their own', () => {
    const moving = computeTimeSlots(
      base({ query: { ...base().query, employeeId: 'anna', ignoreEventId: 'b' } }),
    );
    // one booking left (09:00-09:30): 16 starts minus 09:00 = 15
    expect(moving[0].slots).toHaveLength(15);
    const company = computeTimeSlots(
      base({
        employees: [{ id: 'anna' }, { id: 'ben', max_bookings_per_day: 5 }],
        company: { opening_hours: WEEK_9_17, booking_interval: 30, max_bookings_per_employee_per_day: 2 },
      }),
    );
    expect(company[0].slots.every((s) => s.employeeIds.join() === 'ben')).toBe(true);
  });

  it('a cancelled booking does not count; a live hold does', () => {
    const cancelled = computeTimeSlots(base({ busy: [two[0], { ...two[1], status: 'cancelled' }] }));
    expect(cancelled[0].slots.some((s) => s.employeeIds.includes('anna'))).toBe(true);
    const hold = computeTimeSlots(base({ busy: [two[0], { ...two[1], status: null }] }));
    expect(hold[0].slots.some((s) => s.employeeIds.includes('anna'))).toBe(false);
  });
});
