// GET /companies/{id}/time_slots for a visit (several services by different people, issue 31)
// and for a standing time (the wall times free in a series' occurrences, issue 32): the engine's
// answers through HTTP, and the spec's event_type_ids keeping its meaning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let colour: string;
let cut: string;
let anna: string;
let ben: string;
const day = dayAfter(3);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  // open 09:00-17:00, a 30-minute grid; Anna colours only, Ben cuts only
  shop = await createShop(t.db.prisma, { employees: 2, profile: { booking_interval: 30 } });
  [anna, ben] = shop.employees;
  colour = await createEventType(t.db.prisma, shop, {
    title: 'Colour',
    duration: 90,
    before_pause: 30,
    pause: 30,
    after_pause: 30,
  });
  cut = await createEventType(t.db.prisma, shop, { title: 'Cut', duration: 30 });
  // (updateMany: the statement names the company and returns nothing, docs/scaling.md "Statements")
  await t.db.prisma.employee.updateMany({
    where: { company_id: shop.companyId, id: anna },
    data: { event_type_preferences: [{ event_type: cut, skip: true }] },
  });
  await t.db.prisma.employee.updateMany({
    where: { company_id: shop.companyId, id: ben },
    data: { event_type_preferences: [{ event_type: colour, skip: true }] },
  });
});
afterAll(() => t?.close());

const slots = (query: Record<string, unknown>, companyId = shop.companyId) =>
  t.http.get(`/v1/marketplace/companies/${companyId}/time_slots`).query(query);
const visitOf = (...segments: Record<string, string>[]) => JSON.stringify({ segments });

describe('time_slots for a visit', () => {
  it('colour by Anna then a cut by Ben: 09:00..15:00, each slot saying who serves each segment', async () => {
    const res = await slots({
      visit: visitOf({ event_type_id: colour }, { event_type_id: cut }),
      start_date: day,
      end_date: day,
    });
    expect(res.status).toBe(200);
    const [d] = res.body;
    // 90 + 30 = 120 minutes: last start 17:00 - 2:00 = 15:00; (15:00 - 09:00) / 30 + 1 = 13 starts
    expect(d.slots.map((s: { time: string }) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    expect(d.slots[0]).toEqual({
      time: '09:00',
      timestamp: at('09:00'),
      employeeIds: [anna, ben],
      spaceIds: [],
      segments: [
        { employeeIds: [anna], spaceIds: [] },
        { employeeIds: [ben], spaceIds: [] },
      ],
    });
  });

  it('a kept visit answer is not served once a visit is booked: the booking changes the company', async () => {
    const other = addDays(day, 1);
    const query = {
      visit: visitOf({ event_type_id: colour }, { event_type_id: cut }),
      start_date: other,
      end_date: other,
    };
    const times = (res: { body: { slots: { time: string }[] }[] }) => res.body[0].slots.map((s) => s.time);
    const before = await slots(query);
    // asked twice (the second from the kept answer): the same 13 starts, 09:00 first
    expect(times(await slots(query))).toEqual(times(before));
    expect(times(before)[0]).toBe('09:00');
    const booked = await t.http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      starts_at: at('09:00', other),
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut }] },
      customer_name: 'Kept answer',
    });
    expect(booked.status).toBe(200);
    // Anna is now busy 09:00-09:30 and 10:00-10:30 (the colour's parts around its pause), Ben
    // 10:30-11:00: 09:00 is gone at once, within the same 10-second bucket.
    const after = times(await slots(query));
    expect(after).not.toContain('09:00');
    expect(after.length).toBeLessThan(times(before).length);
  });

  it("event_type_ids keeps the spec's meaning: one person serves both, and nobody here does", async () => {
    const res = await slots({ event_type_ids: [colour, cut], start_date: day, end_date: day });
    expect(res.status).toBe(200);
    expect(res.body[0].slots).toEqual([]);
  });

  it('one segment answers the plain query, with that segment', async () => {
    const plain = await slots({ event_type_ids: [cut], start_date: day, end_date: day });
    const one = await slots({ visit: visitOf({ event_type_id: cut }), start_date: day, end_date: day });
    expect(one.body[0].slots).toEqual(
      plain.body[0].slots.map((s: { employeeIds: string[]; spaceIds: string[] }) => ({
        ...s,
        segments: [{ employeeIds: s.employeeIds, spaceIds: s.spaceIds }],
      })),
    );
  });

  it('a chosen person narrows the segment; the bracket form cannot carry a list of segments', async () => {
    const json = await slots({
      visit: visitOf({ event_type_id: colour, employee_id: anna }, { event_type_id: cut }),
      start_date: day,
      end_date: day,
    });
    expect(json.status).toBe(200);
    expect(json.body[0].slots[0].segments).toEqual([
      { employeeIds: [anna], spaceIds: [] },
      { employeeIds: [ben], spaceIds: [] },
    ]);
    // objects inside an array have no bracket form (http/query.ts): a clear 400, not a guess
    const bracket = await t.http.get(
      `/v1/marketplace/companies/${shop.companyId}/time_slots?start_date=${day}&end_date=${day}` +
        `&visit[segments][0][event_type_id]=${colour}&visit[segments][1][event_type_id]=${cut}`,
    );
    expect(bracket.status).toBe(400);
    expect(bracket.body.details[0].field).toBe('visit');
    const wrong = await slots({
      visit: visitOf({ event_type_id: colour, employee_id: ben }, { event_type_id: cut }),
      start_date: day,
      end_date: day,
      time_slot_type: 'all',
    });
    // Ben does not colour: no chain at all, every start not bookable
    expect(wrong.body[0].status).toBe('unavailable');
    expect(new Set(wrong.body[0].slots.map((s: { reason: string }) => s.reason))).toEqual(
      new Set(['not_bookable']),
    );
  });

  it('refusals: visit with event_type_ids (400), an unknown service (404), a company taking one service per booking (400)', async () => {
    const both = await slots({
      visit: visitOf({ event_type_id: cut }),
      event_type_ids: [cut],
      start_date: day,
      end_date: day,
    });
    expect(both.status).toBe(400);
    expect(both.body.details[0].field).toBe('visit');
    const unknown = await slots({
      visit: visitOf({ event_type_id: 'nope' }),
      start_date: day,
      end_date: day,
    });
    expect(unknown.status).toBe(404);
    const bad = await slots({ visit: '{"segments":[]}', start_date: day, end_date: day });
    expect(bad.status).toBe(400);
    const single = await createShop(t.db.prisma, { marketplace: { allow_booking_multiple_services: false } });
    const et = await createEventType(t.db.prisma, single, { duration: 30 });
    const refused = await slots(
      { visit: visitOf({ event_type_id: et }, { event_type_id: et }), start_date: day, end_date: day },
      single.companyId,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe('visit');
    const oneService = await slots(
      { visit: visitOf({ event_type_id: et }), start_date: day, end_date: day },
      single.companyId,
    );
    expect(oneService.status).toBe(200);
  });
});

describe('time_slots for a standing time', () => {
  // A weekly series of 4 from `first`; Ben has two cuts in week 2, 10:00-10:30 and 11:00-11:30.
  const first = dayAfter(5);
  const week2 = addDays(first, 7);

  beforeAll(async () => {
    for (const hhmm of ['10:00', '11:00']) {
      const res = await t.http.post('/v1/marketplace/events').send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: at(hhmm, week2),
        employee: ben,
        customer_name: 'Ann',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('every week: 10:00 is not offered for a cut; in 3 of 4 it is, with week 2 and why', async () => {
    const every = await slots({
      event_type_ids: [cut],
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      start_date: first,
      end_date: first,
    });
    expect(every.status).toBe(200);
    const times = every.body[0].slots.map((s: { time: string }) => s.time);
    // 09:00 .. 16:30 every 30 minutes = 16, less 10:00 and 11:00 (Ben's in week 2; Anna does not cut)
    expect(times).toHaveLength(14);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('11:00');
    const three = await slots({
      event_type_ids: [cut],
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      min_occurrences: 3,
      start_date: first,
      end_date: first,
    });
    const ten = three.body[0].slots.find((s: { time: string }) => s.time === '10:00');
    expect(ten).toEqual({
      time: '10:00',
      timestamp: at('10:00', first),
      employeeIds: [ben],
      spaceIds: [],
      series: {
        occurrences: 4,
        available: 3,
        unavailable: [{ date: week2, timestamp: at('10:00', week2), reason: 'busy' }],
      },
    });
  });

  it('agrees with the four single-week searches', async () => {
    const standing = await slots({
      event_type_ids: [cut],
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      min_occurrences: 1,
      time_slot_type: 'all',
      start_date: first,
      end_date: first,
    });
    for (const s of standing.body[0].slots) {
      let free = 0;
      for (let w = 0; w < 4; w++) {
        const date = addDays(first, 7 * w);
        const single = await slots({
          event_type_ids: [cut],
          start_date: date,
          end_date: date,
          time_slot_type: 'all',
        });
        const same = single.body[0].slots.find((x: { time: string }) => x.time === s.time);
        if (same.available) free++;
        else
          expect(s.series.unavailable).toContainEqual({
            date,
            timestamp: same.timestamp,
            reason: same.reason,
          });
      }
      expect(s.series.available).toBe(free);
    }
  });

  it('a rule that cannot start on a date gives that date no slots; more than 7 dates is refused', async () => {
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${first}T12:00:00Z`).getUTCDay()];
    const res = await slots({
      event_type_ids: [cut],
      recurrence: `FREQ=WEEKLY;BYDAY=${weekday};COUNT=2`,
      start_date: first,
      end_date: addDays(first, 1),
    });
    expect(res.status).toBe(200);
    expect(res.body[0].slots.length).toBeGreaterThan(0);
    expect(res.body[1]).toEqual({ date: addDays(first, 1), status: 'closed', slots: [] });
    const long = await slots({
      event_type_ids: [cut],
      recurrence: 'FREQ=WEEKLY;COUNT=2',
      start_date: first,
      end_date: addDays(first, 7),
    });
    expect(long.status).toBe(400);
    const badRule = await slots({
      event_type_ids: [cut],
      recurrence: 'FREQ=HOURLY;COUNT=2',
      start_date: first,
      end_date: first,
    });
    expect(badRule.status).toBe(400);
    expect(badRule.body.details[0].field).toBe('recurrence');
  });

  it("a standing visit: colour then cut each week; Ben's week-2 cuts take the 09:30 start that week", async () => {
    // start s: Anna colours [s, s + 90), Ben cuts [s + 90, s + 120); that meets Ben's
    // [10:00, 10:30) or [11:00, 11:30) for s in (08:00, 09:00) or (09:00, 10:00): on the grid,
    // 08:30 (closed anyway) and 09:30. So 13 starts (09:00..15:00) less 09:30 every week.
    const every = await slots({
      visit: visitOf({ event_type_id: colour }, { event_type_id: cut }),
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      start_date: first,
      end_date: first,
    });
    expect(every.status).toBe(200);
    const times = every.body[0].slots.map((s: { time: string }) => s.time);
    expect(times).toHaveLength(12);
    expect(times).not.toContain('09:30');
    const three = await slots({
      visit: visitOf({ event_type_id: colour }, { event_type_id: cut }),
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      min_occurrences: 3,
      start_date: first,
      end_date: first,
    });
    const nineThirty = three.body[0].slots.find((s: { time: string }) => s.time === '09:30');
    expect(nineThirty.series).toEqual({
      occurrences: 4,
      available: 3,
      unavailable: [{ date: week2, timestamp: at('09:30', week2), reason: 'busy' }],
    });
    expect(nineThirty.employeeIds).toEqual([anna, ben]);
  });
});
