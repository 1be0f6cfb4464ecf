// Booking a visit (issue 31, docs/bookings.md#visits): colour by the colourist, then a cut by a
// stylist, as ONE event whose services each have their own person and times; the occupancy per
// person only for their own segment (time slots lose exactly those times); a second booking of
// a taken segment refused, naming the segment; racing bookings of the same people: one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { colourSalon } from '../helpers/visits.ts';

let t: TestApp;
let shop: Shop;
let colour: string;
let cut: string;
let anna: string; // colours only
let ben: string; // cuts only
let cara: string; // cuts only
const day = dayAfter(3);
const at = (hhmm: string, d = day) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp();
  ({ shop, colour, cut, anna, ben, cara } = await colourSalon(t.db.prisma));
});
afterAll(() => t?.close());

type Segment = { event_type_id: string; employee_id?: string; space_id?: string };
const book = (startsAt: string, segments: Segment[], extra: Record<string, unknown> = {}) =>
  t.http.post('/v1/marketplace/events').send({
    company: shop.companyId,
    starts_at: startsAt,
    visit: { segments },
    customer_name: 'Gunna',
    ...extra,
  });
const slotTimes = async (query: Record<string, unknown>, d = day) => {
  const res = await t.http
    .get(`/v1/marketplace/companies/${shop.companyId}/time_slots`)
    .query({ start_date: d, end_date: d, ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0].slots.map((s: { time: string }) => s.time) as string[];
};
/** Every start from..to on the 30-minute grid. */
const grid = (from: string, to: string) => {
  const out: string[] = [];
  const min = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  for (let m = min(from); m <= min(to); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};

describe('booking a visit', () => {
  let stylist: string;
  let other: string;

  it('colour by Anna, then a cut by whoever is free: one event, one service per segment with its person and times', async () => {
    const res = await book(at('10:00'), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ev = res.body;
    stylist = ev.services[1].employee;
    expect([ben, cara]).toContain(stylist);
    other = stylist === ben ? cara : ben;
    // 10:00 + 90 = 11:30 the cut starts; + 30 = 12:00 the visit ends
    expect(ev).toMatchObject({
      event_types: [colour, cut],
      starts_at: at('10:00'),
      ends_at: at('12:00'),
      employee: anna,
      status: 'confirmed',
      // 12 000 + 5 000
      price: { amount: 17000, currency: 'ISK' },
    });
    const services = [
      {
        event_type: colour,
        variation: 'c',
        price: { amount: 12000, currency: 'ISK' },
        employee: anna,
        space: null,
        starts_at: at('10:00'),
        ends_at: at('11:30'),
      },
      {
        event_type: cut,
        variation: 'k',
        price: { amount: 5000, currency: 'ISK' },
        employee: stylist,
        space: null,
        starts_at: at('11:30'),
        ends_at: at('12:00'),
      },
    ];
    expect(ev.services).toEqual(services);
    // the event read back says the same
    const read = await t.http.get(`/v1/marketplace/events/${ev.id}`);
    expect(read.status).toBe(200);
    expect(read.body.services).toEqual(services);
    expect(read.body.price).toEqual({ amount: 17000, currency: 'ISK' });
    // each person holds only their own parts: Anna [10:00, 10:30) and [11:00, 11:30) (the colour
    // takes in between), the stylist [11:30, 12:00)
    const rows = await t.db.prisma.occupancy.findMany({
      where: { company_id: shop.companyId, event_id: ev.id },
      orderBy: { starts_at: 'asc' },
    });
    expect(rows.map((r) => [r.employee_id, r.starts_at.toISOString(), r.ends_at.toISOString()])).toEqual([
      [anna, at('10:00'), at('10:30')],
      [anna, at('11:00'), at('11:30')],
      [stylist, at('11:30'), at('12:00')],
    ]);
  });

  it('time slots lose exactly the times the visit holds, per person', async () => {
    // The stylist's cuts: 09:00..16:30 = 16 starts, less 11:30 (their [11:30, 12:00)) = 15.
    expect(await slotTimes({ event_type_ids: [cut], employee_id: stylist })).toEqual(
      grid('09:00', '16:30').filter((x) => x !== '11:30'),
    );
    // The other stylist is untouched: all 16.
    expect(await slotTimes({ event_type_ids: [cut], employee_id: other })).toEqual(grid('09:00', '16:30'));
    // Anna's colours busy [s, s + 30) and [s + 60, s + 90) meet hers [10:00, 10:30), [11:00, 11:30)
    // for s = 09:00 (its second part is 10:00), 10:00 and 11:00; 09:30 and 10:30 fit around them
    // (their parts fall in her pauses). 09:00..15:30 = 14 starts, less 3 = 11.
    expect(await slotTimes({ event_type_ids: [colour], employee_id: anna })).toEqual(
      grid('09:00', '15:30').filter((x) => !['09:00', '10:00', '11:00'].includes(x)),
    );
    // The visit again: 10:00 is gone (Anna); 09:30 still is offered: Anna [09:30, 10:00) and
    // [10:30, 11:00), a cut at 11:00 by either stylist.
    const visit = JSON.stringify({ segments: [{ event_type_id: colour }, { event_type_id: cut }] });
    expect(await slotTimes({ visit })).toEqual(
      grid('09:00', '15:00').filter((x) => !['09:00', '10:00', '11:00'].includes(x)),
    );
  });

  it('a second booking of a taken segment is refused, naming the segment; nothing is written', async () => {
    const before = await t.db.prisma.event.count({ where: { company_id: shop.companyId } });
    const again = await book(at('10:00'), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut },
    ]);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect(again.body.details).toEqual([{ field: 'visit.segments[0]', message: expect.any(String) }]);
    // a cut by anyone at 11:00, then a cut by the stylist at 11:30 (theirs): segment 1 refused
    const second = await book(at('11:00'), [
      { event_type_id: cut },
      { event_type_id: cut, employee_id: stylist },
    ]);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect(second.body.details[0].field).toBe('visit.segments[1]');
    // a plain booking of the stylist's 11:30 cut too
    const plain = await t.http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at('11:30'),
      employee: stylist,
      customer_name: 'Siggi',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('employee_not_available');
    expect(await t.db.prisma.event.count({ where: { company_id: shop.companyId } })).toBe(before);
  });

  it('refusals of the request: visit beside event_types, a person who cannot do the service, an unknown one', async () => {
    const both = await book(at('13:00'), [{ event_type_id: cut }], { event_types: [cut] });
    expect(both.status).toBe(400);
    expect(both.body.details[0].field).toBe('visit');
    // Ben does not colour: no chain exists, the first segment is said
    const wrong = await book(at('13:00'), [
      { event_type_id: colour, employee_id: ben },
      { event_type_id: cut },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.type).toBe('create_event_error');
    expect(wrong.body.details[0].field).toBe('visit.segments[0]');
    const unknown = await book(at('13:00'), [{ event_type_id: cut, employee_id: 'nobody' }]);
    expect(unknown.status).toBe(404);
    // a seat of a class is not a visit
    const seat = await t.http.post('/v1/marketplace/events').send({
      scheduled_event: 'some-class',
      visit: { segments: [{ event_type_id: cut }] },
      customer_name: 'G',
    });
    expect(seat.status).toBe(400);
    expect(seat.body.details[0].field).toBe('visit');
  });

  it('racing bookings of the same visit by the same people: exactly one wins', async () => {
    const race = dayAfter(4);
    const n = 6;
    const answers = await Promise.all(
      Array.from({ length: n }, () =>
        book(at('14:00', race), [
          { event_type_id: colour, employee_id: anna },
          { event_type_id: cut, employee_id: ben },
        ]),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(n - 1).fill(400)]);
    for (const r of answers.filter((x) => x.status === 400))
      expect(['employee_not_available', 'time_slot_not_available']).toContain(r.body.code);
    // one event holds the time: Anna two parts, Ben one, and nothing of the losers
    const rows = await t.db.prisma.occupancy.findMany({
      where: { company_id: shop.companyId, starts_at: { gte: new Date(at('00:00', race)) } },
    });
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(1);
  });

  it('racing visits left to "any": two stylists serve exactly two cut-then-cut visits at one start, never one person twice', async () => {
    const race = dayAfter(7);
    // a visit [cut, cut] at 10:00 holds one stylist [10:00, 10:30) and one [10:30, 11:00); Ben
    // and Cara have two half hours each there, four in all: two visits fit, whoever serves which
    const n = 5;
    const answers = await Promise.all(
      Array.from({ length: n }, () =>
        book(at('10:00', race), [{ event_type_id: cut }, { event_type_id: cut }]),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 400, 400, 400]);
    const rows = await t.db.prisma.occupancy.findMany({
      where: { company_id: shop.companyId, starts_at: { gte: new Date(at('00:00', race)) } },
    });
    // 2 visits x 2 segments of 30 minutes: each stylist holds [10:00, 11:00) exactly once, in one
    // row (one person serving both segments of a visit holds one merged part) or two
    const minutes = new Map<string, number>();
    for (const r of rows) {
      expect(r.starts_at >= new Date(at('10:00', race)) && r.ends_at <= new Date(at('11:00', race))).toBe(
        true,
      );
      const held = (r.ends_at.getTime() - r.starts_at.getTime()) / 60_000;
      minutes.set(r.employee_id!, (minutes.get(r.employee_id!) ?? 0) + held);
    }
    expect(Object.fromEntries(minutes)).toEqual({ [ben]: 60, [cara]: 60 });
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(2);
  });

  it('a visit moves as a chain: each segment keeps its person at the same time, and holds only its new parts', async () => {
    const moveDay = dayAfter(6);
    const booked = await book(at('09:00', moveDay), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: cara },
    ]);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    // the same time, a party change: the people stay
    const same = await t.http
      .post(`/v1/marketplace/events/${booked.body.id}`)
      .send({ starts_at: at('09:00', moveDay), number_of_guests: 1 });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.services.map((s: { employee: string }) => s.employee)).toEqual([anna, cara]);
    // to 13:00: Anna [13:00, 13:30) and [14:00, 14:30), the cut [14:30, 15:00) by a stylist
    const moved = await t.http
      .post(`/v1/marketplace/events/${booked.body.id}`)
      .send({ starts_at: at('13:00', moveDay) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ starts_at: at('13:00', moveDay), ends_at: at('15:00', moveDay) });
    const [c, k] = moved.body.services;
    expect([c.employee, c.starts_at, c.ends_at]).toEqual([anna, at('13:00', moveDay), at('14:30', moveDay)]);
    expect([ben, cara]).toContain(k.employee);
    expect([k.starts_at, k.ends_at]).toEqual([at('14:30', moveDay), at('15:00', moveDay)]);
    // prices stay as booked: 12 000 + 5 000
    expect(moved.body.price).toEqual({ amount: 17000, currency: 'ISK' });
    const rows = await t.db.prisma.occupancy.findMany({
      where: { company_id: shop.companyId, event_id: booked.body.id },
      orderBy: { starts_at: 'asc' },
    });
    expect(rows.map((r) => [r.employee_id, r.starts_at.toISOString(), r.ends_at.toISOString()])).toEqual([
      [anna, at('13:00', moveDay), at('13:30', moveDay)],
      [anna, at('14:00', moveDay), at('14:30', moveDay)],
      [k.employee, at('14:30', moveDay), at('15:00', moveDay)],
    ]);
    // one person for the whole visit is refused: it names its people per segment
    const one = await t.http
      .post(`/v1/marketplace/events/${booked.body.id}`)
      .send({ starts_at: at('13:00', moveDay), employee: anna });
    expect(one.status).toBe(400);
    expect(one.body.details[0].field).toBe('employee');
  });

  it('HQ books a visit the same way', async () => {
    const hqDay = dayAfter(5);
    const res = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        starts_at: at('09:00', hqDay),
        visit: {
          segments: [
            { event_type_id: colour, employee_id: anna },
            { event_type_id: cut, employee_id: cara },
          ],
        },
        customer_name: 'Walk-in',
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.services.map((s: { employee: string; starts_at: string }) => [s.employee, s.starts_at]),
    ).toEqual([
      [anna, at('09:00', hqDay)],
      [cara, at('10:30', hqDay)],
    ]);
    expect(res.body.price).toEqual({ amount: 17000, currency: 'ISK' });
  });

  it('a company taking one service per booking refuses a visit of two (marketplace.allow_booking_multiple_services)', async () => {
    const single = await createShop(t.db.prisma, { marketplace: { allow_booking_multiple_services: false } });
    const et = await createEventType(t.db.prisma, single, { duration: 30 });
    const send = (segments: Segment[]) =>
      t.http.post('/v1/marketplace/events').send({
        company: single.companyId,
        starts_at: at('09:00'),
        visit: { segments },
        customer_name: 'Gunna',
      });
    const two = await send([{ event_type_id: et }, { event_type_id: et }]);
    expect(two.status).toBe(400);
    expect(two.body.details[0].field).toBe('visit');
    const one = await send([{ event_type_id: et }]);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
  });
});
