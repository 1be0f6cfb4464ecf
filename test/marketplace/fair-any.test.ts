// Fair "any" and caps per day (issue 31, docs/slots.md, "Fair any"): the company chooses how a
// booking that leaves the person open is served (`profile.assignment`: random, or balanced by the
// day's booked minutes) and may cap each employee's bookings per day (the employee's own cap
// wins); a capped person's slots disappear for that day. Set and read through HQ, seen through
// the marketplace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const at = (day: string, minutes: number) =>
  `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;
const settle = (shop: Shop, body: Record<string, unknown>) =>
  t.http.post(`/v1/hq/companies/${shop.companyId}`).set(shop.auth).send(body);
const book = (shop: Shop, eventType: string, startsAt: string, employee?: string) =>
  t.http.post('/v1/marketplace/events').send({
    company: shop.companyId,
    starts_at: startsAt,
    event_types: [eventType],
    ...(employee ? { employee } : {}),
    customer_name: 'Any',
  });
const freeStarts = async (shop: Shop, eventType: string, day: string, employee?: string) => {
  const res = await t.http.get(`/v1/marketplace/companies/${shop.companyId}/time_slots`).query({
    start_date: day,
    end_date: day,
    event_type_ids: eventType,
    ...(employee ? { employee_id: employee } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0].slots.filter((s: { available?: boolean }) => s.available !== false).length as number;
};

describe('fair "any"', () => {
  it('balanced: 100 bookings left open over four equal employees end 25 each (100 / 4)', async () => {
    // Open 08:00-17:00 (540 minutes), a 5-minute service on a 5-minute grid: 108 starts a person.
    const shop = await createShop(t.db.prisma, {
      employees: 4,
      profile: {
        booking_interval: 5,
        opening_hours: Array.from({ length: 7 }, () => ({ opens_at: '08:00', closes_at: '17:00' })),
      },
    });
    const quick = await createEventType(t.db.prisma, shop, { title: 'Quick', duration: 5 });
    const set = await settle(shop, { profile: { assignment: 'balanced' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.profile.assignment).toBe('balanced');
    const day = dayAfter(2);
    // One booking at each of 100 starts, 08:00, 08:05, ... 16:15: every person is free at each,
    // so only the policy decides who serves it.
    const served = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      const res = await book(shop, quick, at(day, 8 * 60 + 5 * i));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      served.set(res.body.employee, (served.get(res.body.employee) ?? 0) + 1);
    }
    // Balanced by the day's minutes: after every 4 bookings all four have the same, so 25 each.
    // (At random, 100 bookings over four land within one of 25 each only about 2% of the time.)
    expect([...served.keys()].sort()).toEqual([...shop.employees].sort());
    expect([...served.values()].sort()).toEqual([25, 25, 25, 25]);
  }, 120_000);

  it("a cap per day takes a full person's slots away for that day only; an employee's own cap beats the company's", async () => {
    const shop = await createShop(t.db.prisma, { employees: 2 });
    const [ann, bo] = shop.employees;
    const hour = await createEventType(t.db.prisma, shop, { title: 'Hour', duration: 60 });
    expect((await settle(shop, { profile: { max_bookings_per_employee_per_day: 2 } })).status).toBe(200);
    const own = await t.http
      .post(`/v1/hq/companies/${shop.companyId}/employees/${ann}`)
      .set(shop.auth)
      .send({ marketplace: { enabled: true, max_bookings_per_day: 1 } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.marketplace.max_bookings_per_day).toBe(1);
    const [day, next] = [dayAfter(3), dayAfter(4)];
    // Open 09:00-17:00 on the hour: 8 starts a person a day.
    expect(await freeStarts(shop, hour, day, ann)).toBe(8);
    expect((await book(shop, hour, at(day, 9 * 60), ann)).status).toBe(200);
    // Ann's own cap is 1: she has no more slots that day, and a booking naming her is refused.
    expect(await freeStarts(shop, hour, day, ann)).toBe(0);
    const refused = await book(shop, hour, at(day, 11 * 60), ann);
    expect(refused.status).toBe(400);
    // Bo's is the company's, 2: after two he has none either, and "any" has nothing left that day.
    expect((await book(shop, hour, at(day, 9 * 60), bo)).status).toBe(200);
    expect(await freeStarts(shop, hour, day, bo)).toBe(8 - 1);
    expect((await book(shop, hour, at(day, 10 * 60))).status).toBe(200);
    expect(await freeStarts(shop, hour, day, bo)).toBe(0);
    expect(await freeStarts(shop, hour, day)).toBe(0);
    // The next day is untouched: 8 starts each.
    expect(await freeStarts(shop, hour, next, ann)).toBe(8);
    expect(await freeStarts(shop, hour, next, bo)).toBe(8);
  });

  it('refuses settings out of range', async () => {
    const shop = await createShop(t.db.prisma, { employees: 1 });
    const bad = await settle(shop, { profile: { assignment: 'round_robin' } });
    expect([bad.status, bad.body.type]).toEqual([400, 'validation_error']);
    const zero = await settle(shop, { profile: { max_bookings_per_employee_per_day: 0 } });
    expect(zero.status).toBe(400);
    const weight = await t.http
      .post(`/v1/hq/companies/${shop.companyId}/employees/${shop.employees[0]}`)
      .set(shop.auth)
      .send({ marketplace: { enabled: true, assignment_weight: -1 } });
    expect(weight.status).toBe(400);
  });
});
