import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createResource, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter, now } from '../helpers/clock.ts';
import { one } from '../helpers/rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;
const day = dayAfter(3);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, { employees: 2 });
  cut = await createEventType(t.db.prisma, shop, { duration: 60 });
});
afterAll(() => t?.close());

const slots = (companyId: string, query: Record<string, unknown>) =>
  t.http.get(`/v1/marketplace/companies/${companyId}/time_slots`).query(query);
const book = (body: Record<string, unknown>) =>
  t.http.post('/v1/marketplace/events').send({ customer_name: 'Anna', ...body });

describe('GET /companies/{id}/time_slots', () => {
  it('answers a repeated question with the same bytes, and trims with select', async () => {
    const q = { event_type_ids: [cut], start_date: day, end_date: dayAfter(4) };
    const a = await slots(shop.companyId, q);
    const b = await slots(shop.companyId, q); // from the answer cache, sent as stored bytes
    expect(b.status).toBe(200);
    expect(b.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(b.text).toBe(a.text);
    expect(a.body).toHaveLength(2);
    const trimmed = await slots(shop.companyId, { ...q, select: ['date'] });
    expect(trimmed.status).toBe(200);
    // `select` keeps the fields asked for plus the required ones of DaySlots.
    for (const d of trimmed.body) expect(Object.keys(d).sort()).toEqual(['date', 'slots', 'status']);
    const plain = await slots(shop.companyId, q);
    expect(plain.text).toBe(a.text); // the trimmed answer did not replace the cached one
  });

  it('answers per local date the slots of the opening hours, with who can serve them', async () => {
    const res = await slots(shop.companyId, { event_type_ids: [cut], start_date: day, end_date: day });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [d] = res.body;
    expect(d.date).toBe(day);
    expect(d.status).toBe('available');
    // Open 09:00-17:00, 60-minute service every 60 minutes: starts 09:00 .. 16:00 = 8 slots.
    expect(d.slots.map((s: any) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(d.slots[0]).toEqual({
      time: '09:00',
      timestamp: `${day}T09:00:00.000Z`,
      employeeIds: shop.employees,
      spaceIds: [],
    });
  });

  it('shows local time in the company zone and the UTC timestamp', async () => {
    const ny = await createShop(t.db.prisma);
    await t.db.prisma.company.update({
      where: { id: ny.companyId },
      data: { time_zone: 'America/New_York' },
    });
    const et = await createEventType(t.db.prisma, ny);
    // 15 January next year (always ahead of today): winter, New York is UTC-5, 09:00 is 14:00 UTC.
    const d = `${new Date(now()).getUTCFullYear() + 1}-01-15`;
    const res = await slots(ny.companyId, { event_type_ids: [et], start_date: d, end_date: d });
    expect(res.body[0].slots[0]).toMatchObject({ time: '09:00', timestamp: `${d}T14:00:00.000Z` });
  });

  it('says why slots are unavailable with time_slot_type unavailable/all, and counts the party', async () => {
    const s = await createShop(t.db.prisma, { profile: { max_guests_per_booking: 2 } });
    const et = await createEventType(t.db.prisma, s);
    await book({ company: s.companyId, event_types: [et], starts_at: at('10:00') });
    const un = await slots(s.companyId, {
      event_type_ids: [et],
      start_date: day,
      end_date: day,
      time_slot_type: 'unavailable',
    });
    // The day's starts run 00:00..23:00 (60-minute grid); 8 are open, 1 of them is booked.
    expect(un.body[0].slots).toHaveLength(24 - 7);
    expect(un.body[0].slots.find((x: any) => x.time === '10:00')).toMatchObject({
      available: false,
      reason: 'busy',
    });
    expect(un.body[0].slots.find((x: any) => x.time === '20:00')).toMatchObject({
      available: false,
      reason: 'closed',
    });
    const all = await slots(s.companyId, {
      event_type_ids: [et],
      start_date: day,
      end_date: day,
      time_slot_type: 'all',
    });
    expect(all.body[0].slots).toHaveLength(24);
    expect(all.body[0].slots.find((x: any) => x.time === '11:00')).toMatchObject({ available: true });
    const big = await slots(s.companyId, {
      event_type_ids: [et],
      start_date: day,
      end_date: day,
      capacity: 3,
    });
    expect(big.body[0]).toMatchObject({ status: 'unavailable', slots: [] }); // max 2 guests per booking
  });

  it('with event_id: the event does not block its own slot (rescheduling)', async () => {
    const s = await createShop(t.db.prisma);
    const et = await createEventType(t.db.prisma, s);
    const e = await book({ company: s.companyId, event_types: [et], starts_at: at('10:00') });
    const plain = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    expect(plain.body[0].slots.map((x: any) => x.time)).not.toContain('10:00');
    const mine = await slots(s.companyId, { event_id: e.body.id, start_date: day, end_date: day });
    expect(mine.body[0].slots.map((x: any) => x.time)).toContain('10:00');
  });

  it('shows only marketplace-visible employees, spaces and event types', async () => {
    const s = await createShop(t.db.prisma, { employees: 2 });
    await one(
      t.db.prisma.employee.updateMany({
        where: { id: s.employees[1] },
        data: { marketplace_enabled: false },
      }),
    );
    const et = await createEventType(t.db.prisma, s);
    const res = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    expect(res.body[0].slots[0].employeeIds).toEqual([s.employees[0]]);
    const hidden = await createEventType(t.db.prisma, s, { hidden: true, connections: { hidden: true } });
    const none = await slots(s.companyId, { event_type_ids: [hidden], start_date: day, end_date: day });
    expect(none.body[0].slots).toEqual([]);
    const roomEt = await createEventType(t.db.prisma, s, {
      service_needs: 'space',
      connections: { service_needs: 'space' },
    });
    const visible = await createResource(t.db.prisma, s, { name: 'Visible' });
    await createResource(t.db.prisma, s, { name: 'Staff only', marketplace: false });
    const rooms = await slots(s.companyId, { event_type_ids: [roomEt], start_date: day, end_date: day });
    expect(rooms.body[0].slots[0].spaceIds).toEqual([visible]);
  });

  it('a day not asked before shows a configuration written since the company was last asked', async () => {
    // The configuration read for one day is kept for the company's other days while unchanged.
    const s = await createShop(t.db.prisma, { employees: 2 });
    const et = await createEventType(t.db.prisma, s);
    const first = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    expect(first.body[0].slots[0].employeeIds).toEqual(s.employees);
    await one(
      t.db.prisma.employee.updateMany({
        where: { id: s.employees[1] },
        data: { marketplace_enabled: false },
      }),
    );
    const next = dayAfter(4);
    const later = await slots(s.companyId, { event_type_ids: [et], start_date: next, end_date: next });
    expect(later.body[0].slots[0].employeeIds).toEqual([s.employees[0]]);
    // A company leaving the marketplace: 404 on a day not asked before either.
    await t.db.prisma.company.update({ where: { id: s.companyId }, data: { marketplace_visible: false } });
    const gone = await slots(s.companyId, {
      event_type_ids: [et],
      start_date: dayAfter(5),
      end_date: dayAfter(5),
    });
    expect(gone.status).toBe(404);
  });

  it('applies online_bookings rules of rule sets', async () => {
    const s = await createShop(t.db.prisma);
    const et = await createEventType(t.db.prisma, s);
    await t.db.prisma.ruleSet.create({
      data: {
        company_id: s.companyId,
        date: day,
        starts_at: '09:00',
        ends_at: '17:00',
        rules: {
          create: [
            { type: 'availability', open: true, order: 0 },
            {
              type: 'online_bookings',
              open: false,
              starts_at: '12:00',
              ends_at: '17:00',
              order: 1,
            },
          ],
        },
      },
    });
    const res = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    // Open 09-17 but online only until 12:00: 60-minute services start 09, 10, 11.
    expect(res.body[0].slots.map((x: any) => x.time)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('refuses bad queries with 400 and unknown ids with 404', async () => {
    const other = await createShop(t.db.prisma);
    const foreign = await createEventType(t.db.prisma, other);
    const q = { event_type_ids: [cut], start_date: day, end_date: day };
    const end62 = dayAfter(3 + 61); // 62 days inclusive: allowed
    const end63 = dayAfter(3 + 62); // 63 days: refused
    expect((await slots(shop.companyId, { ...q, end_date: end62 })).body).toHaveLength(62);
    for (const bad of [
      { ...q, end_date: end63 },
      { ...q, end_date: dayAfter(1) }, // before start
      { ...q, start_date: '2031-02-30', end_date: '2031-03-01' },
      { ...q, capacity: 0 },
      { ...q, capacity: 'two' },
      { ...q, time_slot_type: 'some' },
      { ...q, colour: 'red' },
      { start_date: day, end_date: day }, // neither event_type_ids nor event_id
      { event_type_ids: [cut], start_date: day },
    ]) {
      const res = await slots(shop.companyId, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.type).toBe('validation_error');
    }
    expect((await slots(shop.companyId, { ...q, event_type_ids: [foreign] })).status).toBe(404);
    expect((await slots(shop.companyId, { ...q, employee_id: other.employees[0] })).status).toBe(404);
    expect((await slots(shop.companyId, { start_date: day, end_date: day, event_id: 'nope' })).status).toBe(
      404,
    );
    expect((await slots('nope', q)).status).toBe(404);
    await t.db.prisma.company.update({
      where: { id: other.companyId },
      data: { marketplace_visible: false },
    });
    expect((await slots(other.companyId, { ...q, event_type_ids: [foreign] })).status).toBe(404);
  });

  it('books every slot shown (list read once, shuffled), then shows none', async () => {
    const s = await createShop(t.db.prisma, { employees: 2 });
    const et = await createEventType(t.db.prisma, s, { duration: 60 });
    const shown = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    // Each slot has room for one booking per employee: 8 starts x 2 employees = 16 bookings.
    const wanted = shown.body[0].slots.flatMap((x: any) => x.employeeIds.map(() => x.timestamp));
    expect(wanted).toHaveLength(16);
    for (let i = wanted.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [wanted[i], wanted[j]] = [wanted[j], wanted[i]];
    }
    for (const ts of wanted) {
      const res = await book({ company: s.companyId, event_types: [et], starts_at: ts });
      expect(res.status, `${ts}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const after = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    expect(after.body[0]).toMatchObject({ status: 'unavailable', slots: [] });
  });

  it('every slot shown can be booked, in random order, and then none is shown', async () => {
    const s = await createShop(t.db.prisma, { employees: 3, profile: { booking_interval: 30 } });
    const et = await createEventType(t.db.prisma, s, { duration: 45 });
    const shown = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    // Every (slot, employee) pair is one booking's worth of capacity; book them all in random order
    // without naming the employee, re-reading the slots as a customer would.
    let offered = shown.body[0].slots.length;
    expect(offered).toBe(15); // 30-minute grid, 45-minute service inside 09:00-17:00: 09:00 .. 16:00
    let booked = 0;
    for (;;) {
      const now = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
      const list = now.body[0].slots;
      if (list.length === 0) break;
      const pick = list[Math.floor(Math.random() * list.length)];
      const res = await book({ company: s.companyId, event_types: [et], starts_at: pick.timestamp });
      expect(res.status, `${pick.time}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(pick.employeeIds).toContain(res.body.employee);
      booked++;
      offered = list.length;
      expect(booked).toBeLessThan(100);
    }
    // Each employee can do at most 8 non-overlapping 45-minute services between 09:00 and 17:00
    // on a 30-minute grid (one every 60 minutes at best), so 3 employees take at most 24.
    expect(booked).toBeGreaterThanOrEqual(3 * 5);
    expect(booked).toBeLessThanOrEqual(3 * 8);
    const after = await slots(s.companyId, { event_type_ids: [et], start_date: day, end_date: day });
    expect(after.body[0].slots).toEqual([]);
    expect(offered).toBeGreaterThan(0);
  });
});

describe('GET /companies/{id}/multiple_time_slots', () => {
  it('answers one entry per event type, with a party-size range, and expands the event type', async () => {
    const s = await createShop(t.db.prisma);
    const short = await createEventType(t.db.prisma, s, { title: 'Short', duration: 30 });
    const long = await createEventType(t.db.prisma, s, {
      title: 'Long',
      duration: 240,
      max_guests_per_booking: 2,
    });
    const res = await t.http.get(`/v1/marketplace/companies/${s.companyId}/multiple_time_slots`).query({
      event_type_ids: [short, long],
      start_date: day,
      end_date: day,
      min_capacity: 1,
      max_capacity: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((x: any) => x.event_type)).toEqual([short, long]);
    // 60-minute grid: the 30-minute service fits at 09..16 (8), the 240-minute one at 09..13 (5).
    expect(res.body[0].time_slots[0].slots).toHaveLength(8);
    expect(res.body[1].time_slots[0].slots).toHaveLength(5);
    const expanded = await t.http
      .get(`/v1/marketplace/companies/${s.companyId}/multiple_time_slots`)
      .query({ event_type_ids: [short], start_date: day, end_date: day, expand: 'event_type' });
    expect(expanded.body[0].event_type).toMatchObject({ id: short, title: 'Short', duration: 30 });
    const bad = await t.http
      .get(`/v1/marketplace/companies/${s.companyId}/multiple_time_slots`)
      .query({ event_type_ids: [short], start_date: day, end_date: day, min_capacity: 0 });
    expect(bad.status).toBe(400);
    const inverted = await t.http
      .get(`/v1/marketplace/companies/${s.companyId}/multiple_time_slots`)
      .query({ event_type_ids: [short], start_date: day, end_date: day, min_capacity: 3, max_capacity: 2 });
    expect(inverted.status).toBe(400);
  });
});

describe('GET /companies/{id}/opening_hours', () => {
  it('answers the profile opening hours per date, or the availability rules when there are any', async () => {
    const s = await createShop(t.db.prisma);
    const filter = JSON.stringify({ start_date: day, end_date: dayAfter(4) });
    const res = await t.http.get(`/v1/marketplace/companies/${s.companyId}/opening_hours`).query({ filter });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: day, is_closed: false, intervals: [{ opens_at: '09:00', closes_at: '17:00' }] },
      { date: dayAfter(4), is_closed: false, intervals: [{ opens_at: '09:00', closes_at: '17:00' }] },
    ]);
    await t.db.prisma.ruleSet.create({
      data: {
        company_id: s.companyId,
        date: day,
        starts_at: '08:00',
        ends_at: '24:00',
        rules: {
          create: [
            { type: 'availability', open: true, ends_at: '12:00', order: 0 },
            { type: 'availability', open: true, starts_at: '13:00', order: 1 },
          ],
        },
      },
    });
    const ruled = await t.http
      .get(`/v1/marketplace/companies/${s.companyId}/opening_hours`)
      .query({ filter });
    expect(ruled.body).toEqual([
      {
        date: day,
        is_closed: false,
        intervals: [
          { opens_at: '08:00', closes_at: '12:00' },
          { opens_at: '13:00', closes_at: '24:00' },
        ],
      },
      { date: dayAfter(4), is_closed: true, intervals: [] }, // rules exist, none on that day: closed
    ]);
    const long = JSON.stringify({ start_date: day, end_date: dayAfter(3 + 62) });
    expect(
      (await t.http.get(`/v1/marketplace/companies/${s.companyId}/opening_hours`).query({ filter: long }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.http
          .get(`/v1/marketplace/companies/${s.companyId}/opening_hours`)
          .query({ filter: '{"from":1}' })
      ).status,
    ).toBe(400);
    const dflt = await t.http.get(`/v1/marketplace/companies/${s.companyId}/opening_hours`);
    expect(dflt.body).toHaveLength(7);
  });
});
