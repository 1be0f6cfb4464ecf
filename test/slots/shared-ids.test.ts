// The ids on a slot (src/slots/engine.ts, render): up to 30 employees and 30 spaces the lists are
// built once per distinct set and shared by the slots of an answer; above that they are built per
// slot as before. Both ways give the same ids in the same order (input order), which the property
// tests (at most 3 employees) cannot reach for the second.
import { describe, expect, it } from 'vitest';
import { computeTimeSlots, type SlotsInput } from '../../src/slots/index.ts';

const WEEK_9_17 = Array.from({ length: 7 }, () => ({
  opens_at: '09:00',
  closes_at: '17:00',
  is_closed: false,
}));
const at = (hm: string) => Date.parse(`2024-06-12T${hm}:00Z`);

function input(people: number): SlotsInput {
  const employees = Array.from({ length: people }, (_, i) => ({ id: `e${String(i).padStart(2, '0')}` }));
  return {
    timeZone: 'Atlantic/Reykjavik', // UTC+0 all year: local time = UTC
    now: Date.UTC(2024, 0, 1),
    company: { opening_hours: WEEK_9_17, booking_interval: 60 },
    employees,
    resources: [],
    eventTypes: [{ id: 'cut', duration: 60 }],
    ruleSets: [],
    // The last employee is booked 10:00-11:00: absent from the 10:00 slot only.
    busy: [{ id: 'b', employee_id: employees[people - 1].id, starts_at: at('10:00'), ends_at: at('11:00') }],
    query: { eventTypeIds: ['cut'], startDate: '2024-06-12', endDate: '2024-06-12' },
  };
}

describe('the ids on each slot', () => {
  for (const people of [30, 31]) {
    it(`${people} employees: all of them in input order, less the one booked at 10:00`, () => {
      const ids = input(people).employees.map((e) => e.id);
      const [day] = computeTimeSlots(input(people));
      // Open 09-17, 60 minutes every 60: 09:00..16:00, (16 - 9) + 1 = 8 starts, each available.
      expect(day.slots.map((s) => s.time)).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      for (const s of day.slots) {
        expect(s.employeeIds).toEqual(s.time === '10:00' ? ids.slice(0, people - 1) : ids);
        expect(s.spaceIds).toEqual([]);
      }
    });
  }

  it('up to 30, the slots with the same ids share one list (a kept answer is read, never changed)', () => {
    const [day] = computeTimeSlots(input(5));
    const all = day.slots.filter((s) => s.time !== '10:00');
    // 8 starts less the 10:00 one: 7 slots, one list of the 5 ids among them.
    expect(all).toHaveLength(7);
    expect(new Set(all.map((s) => s.employeeIds)).size).toBe(1);
    expect(new Set(day.slots.map((s) => s.spaceIds)).size).toBe(1);
  });
});
