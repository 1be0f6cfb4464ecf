// Holding a visit (issue 31, docs/bookings.md#visits): POST /time_slot_reservations with `visit`
// holds each segment's person for their own parts (another customer loses exactly those times),
// the hold shows its segments, and booking from it makes the visit with exactly the held
// services and people, once; a hold whose second person is busy is refused naming that segment,
// an expired hold frees both people, another company's hold is not found.
//
// The salon (test/helpers/visits.ts): open 09:00-17:00 on a 30-minute grid; Anna colours only,
// Ben and Cara cut only. Colour: 90 minutes the customer sees, the colourist busy [s, s + 30) and
// [s + 60, s + 90); 12 000 ISK. Cut: 30 minutes; 5 000 ISK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { one } from '../helpers/rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type ColourSalon, colourSalon } from '../helpers/visits.ts';

let t: TestApp;
let s: ColourSalon;
const at = (hhmm: string, d: string) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp({ RESERVATION_MINUTES: '10' });
  s = await colourSalon(t.db.prisma);
});
afterAll(() => t?.close());

type Segment = { event_type_id: string; employee_id?: string; space_id?: string };
const hold = (startsAt: string, segments: Segment[], extra: Record<string, unknown> = {}) =>
  t.http.post('/v1/marketplace/time_slot_reservations').send({
    company: s.shop.companyId,
    starts_at: startsAt,
    visit: { segments },
    ...extra,
  });
const bookFrom = (reservation: string, extra: Record<string, unknown> = {}) =>
  t.http
    .post('/v1/marketplace/events')
    .send({ time_slot_reservation: reservation, customer_name: 'Gunna', ...extra });
const slotTimes = async (eventType: string, employee: string, d: string) => {
  const res = await t.http
    .get(`/v1/marketplace/companies/${s.shop.companyId}/time_slots`)
    .query({ event_type_ids: [eventType], employee_id: employee, start_date: d, end_date: d });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0].slots.map((x: { time: string }) => x.time) as string[];
};
/** Occupancy rows as [employee, start, end], in time order. */
const rowsOf = async (owner: { event_id: string } | { time_slot_reservation_id: string }) =>
  (
    await t.db.prisma.occupancy.findMany({
      where: { company_id: s.shop.companyId, ...owner },
      orderBy: [{ starts_at: 'asc' }, { employee_id: 'asc' }],
    })
  ).map((r) => [r.employee_id, r.starts_at.toISOString(), r.ends_at.toISOString()]);
const colourThenCut = (colourBy: string, cutBy: string) => [
  { event_type_id: s.colour, employee_id: colourBy },
  { event_type_id: s.cut, employee_id: cutBy },
];

describe('holding a visit', () => {
  it('holds both people, each for their own parts, then books the visit with exactly them, once', async () => {
    const d = dayAfter(3);
    const res = await hold(at('10:00', d), colourThenCut(s.anna, s.ben));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    // 10:00 + 90 = 11:30 the cut starts; + 30 = 12:00 the visit ends
    const segments = [
      {
        event_type: s.colour,
        employee: s.anna,
        space: null,
        starts_at: at('10:00', d),
        ends_at: at('11:30', d),
      },
      { event_type: s.cut, employee: s.ben, space: null, starts_at: at('11:30', d), ends_at: at('12:00', d) },
    ];
    expect(r).toMatchObject({
      company: s.shop.companyId,
      event_types: [s.colour, s.cut],
      starts_at: at('10:00', d),
      ends_at: at('12:00', d),
      employee: s.anna,
      number_of_guests: 1,
      segments,
    });
    // The hold owns each person's rows: Anna [10:00, 10:30) and [11:00, 11:30) (the colour takes
    // in between), Ben [11:30, 12:00).
    const held = [
      [s.anna, at('10:00', d), at('10:30', d)],
      [s.anna, at('11:00', d), at('11:30', d)],
      [s.ben, at('11:30', d), at('12:00', d)],
    ];
    expect(await rowsOf({ time_slot_reservation_id: r.id })).toEqual(held);

    // Another customer, during the hold: Ben's cuts 09:00..16:30 are 16 starts, less his 11:30 = 15;
    // Cara, who is not held, keeps all 16.
    const benCuts = await slotTimes(s.cut, s.ben, d);
    expect(benCuts).toHaveLength(15);
    expect(benCuts).not.toContain('11:30');
    expect(await slotTimes(s.cut, s.cara, d)).toHaveLength(16);
    // Anna's colours (busy [t, t + 30) and [t + 60, t + 90)) meet her held parts for t = 09:00
    // (its second part is 10:00), 10:00 and 11:00: 09:00..15:30 is 14 starts, less 3 = 11.
    const annaColours = await slotTimes(s.colour, s.anna, d);
    expect(annaColours).toHaveLength(11);
    for (const x of ['09:00', '10:00', '11:00']) expect(annaColours).not.toContain(x);
    // ...and booking Ben's held half hour is refused
    const other = await t.http.post('/v1/marketplace/events').send({
      company: s.shop.companyId,
      event_types: [s.cut],
      employee: s.ben,
      starts_at: at('11:30', d),
      customer_name: 'Siggi',
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });

    // Booked from the hold: the visit with the held services and people, priced per segment.
    const booked = await bookFrom(r.id, { email: 'gunna@example.test' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({
      event_types: [s.colour, s.cut],
      starts_at: at('10:00', d),
      ends_at: at('12:00', d),
      employee: s.anna,
      status: 'confirmed',
      time_slot_reservation: r.id,
      // 12 000 + 5 000
      price: { amount: 17000, currency: 'ISK' },
    });
    const services = [
      { ...segments[0], variation: 'c', price: { amount: 12000, currency: 'ISK' } },
      { ...segments[1], variation: 'k', price: { amount: 5000, currency: 'ISK' } },
    ];
    expect(booked.body.services).toEqual(services);
    const read = await t.http.get(`/v1/marketplace/events/${booked.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.services).toEqual(services);
    // The hold's rows became the event's (the same three), and the hold has none left.
    expect(await rowsOf({ event_id: booked.body.id })).toEqual(held);
    expect(await rowsOf({ time_slot_reservation_id: r.id })).toEqual([]);
    const row = await t.db.prisma.timeSlotReservation.findFirstOrThrow({
      where: { company_id: s.shop.companyId, id: r.id },
    });
    expect(row.event_id).toBe(booked.body.id);
    expect(row.consumed_at).not.toBeNull();
    // Ben's 11:30 stays taken, now by the event.
    expect(await slotTimes(s.cut, s.ben, d)).not.toContain('11:30');

    // Consumed once: a second booking from it is refused, and writes nothing.
    const events = await t.db.prisma.event.count({ where: { company_id: s.shop.companyId } });
    const again = await bookFrom(r.id);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_reservation_expired' });
    expect(await t.db.prisma.event.count({ where: { company_id: s.shop.companyId } })).toBe(events);
  });

  it("refuses a hold when the second segment's person is busy, naming the segment; nothing is held", async () => {
    const d = dayAfter(4);
    // Ben is booked for a cut at 11:30, the very half hour a 10:00 colour-then-cut gives him.
    const taken = await t.http.post('/v1/marketplace/events').send({
      company: s.shop.companyId,
      event_types: [s.cut],
      employee: s.ben,
      starts_at: at('11:30', d),
      customer_name: 'Siggi',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const holds = await t.db.prisma.timeSlotReservation.count({ where: { company_id: s.shop.companyId } });
    const res = await hold(at('10:00', d), colourThenCut(s.anna, s.ben));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect(res.body.details).toEqual([{ field: 'visit.segments[1]', message: expect.any(String) }]);
    expect(await t.db.prisma.timeSlotReservation.count({ where: { company_id: s.shop.companyId } })).toBe(
      holds,
    );
    // Anna was not held either: her 10:00 colour is still offered.
    expect(await slotTimes(s.colour, s.anna, d)).toContain('10:00');
    // The cut left open, Cara is free at 11:30 and is held instead.
    const open = await hold(at('10:00', d), [
      { event_type_id: s.colour, employee_id: s.anna },
      { event_type_id: s.cut },
    ]);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.segments.map((x: { employee: string }) => x.employee)).toEqual([s.anna, s.cara]);
  });

  it('an expired hold of a visit frees both people, and cannot be booked', async () => {
    const d = dayAfter(5);
    const res = await hold(at('13:00', d), colourThenCut(s.anna, s.ben));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 13:00 + 90 = 14:30: Ben held [14:30, 15:00); Anna [13:00, 13:30) and [14:00, 14:30)
    expect(await slotTimes(s.cut, s.ben, d)).not.toContain('14:30');
    expect(await slotTimes(s.colour, s.anna, d)).not.toContain('13:00');
    await one(
      t.db.prisma.timeSlotReservation.updateMany({
        where: { company_id: s.shop.companyId, id: res.body.id },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    // Both offered again, with no job run: Ben's 16 cuts, Anna's 14 colours.
    expect(await slotTimes(s.cut, s.ben, d)).toHaveLength(16);
    expect(await slotTimes(s.colour, s.anna, d)).toHaveLength(14);
    const late = await bookFrom(res.body.id);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_reservation_expired' });
    // Another customer books Ben's half hour; that booking's transaction purges the hold's rows.
    const other = await t.http.post('/v1/marketplace/events').send({
      company: s.shop.companyId,
      event_types: [s.cut],
      employee: s.ben,
      starts_at: at('14:30', d),
      customer_name: 'Siggi',
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(await rowsOf({ time_slot_reservation_id: res.body.id })).toEqual([]);
  });

  it("answers another company's hold as not found", async () => {
    const d = dayAfter(6);
    const res = await hold(at('09:00', d), colourThenCut(s.anna, s.cara));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const other = await createShop(t.db.prisma);
    const foreign = await bookFrom(res.body.id, { company: other.companyId });
    expect(foreign.status).toBe(404);
    // still live for its own company: booked from it, once
    const own = await bookFrom(res.body.id, { company: s.shop.companyId });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.services.map((x: { employee: string }) => x.employee)).toEqual([s.anna, s.cara]);
  });

  it('refuses a visit beside event_types, employee or space, no services at all, and visit with a hold', async () => {
    const d = dayAfter(6);
    for (const extra of [{ event_types: [s.cut] }, { employee: s.ben }]) {
      const res = await hold(at('14:00', d), colourThenCut(s.anna, s.ben), extra);
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('visit');
    }
    const none = await t.http
      .post('/v1/marketplace/time_slot_reservations')
      .send({ company: s.shop.companyId, starts_at: at('14:00', d) });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ type: 'validation_error' });
    expect(none.body.details[0].field).toBe('event_types');
    // a person who is not the company's: 404, as for a booking
    const unknown = await hold(at('14:00', d), colourThenCut(s.anna, 'nobody'));
    expect(unknown.status).toBe(404);
    // booking from a hold names no visit: the hold keeps its segments
    const r = await hold(at('14:00', d), colourThenCut(s.anna, s.ben));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const both = await bookFrom(r.body.id, { visit: { segments: colourThenCut(s.anna, s.cara) } });
    expect(both.status).toBe(400);
    expect(both.body.details[0].field).toBe('visit');
  });

  it('racing holds of the same visit by the same people: exactly one holds it', async () => {
    const d = dayAfter(7);
    const n = 5;
    const answers = await Promise.all(
      Array.from({ length: n }, () => hold(at('09:00', d), colourThenCut(s.anna, s.ben))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(n - 1).fill(400)]);
    // one hold's rows: Anna two parts, Ben one
    const rows = await t.db.prisma.occupancy.findMany({
      where: { company_id: s.shop.companyId, starts_at: { gte: new Date(at('00:00', d)) } },
    });
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.time_slot_reservation_id)).size).toBe(1);
  });
});

describe('holds and bookings of one visit racing', () => {
  it('four holds and four bookings of the same people at once: exactly one of the eight wins', async () => {
    const d = dayAfter(8);
    const segments = colourThenCut(s.anna, s.ben);
    const book = () =>
      t.http.post('/v1/marketplace/events').send({
        company: s.shop.companyId,
        starts_at: at('15:00', d),
        visit: { segments },
        customer_name: 'Siggi',
      });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? hold(at('15:00', d), segments) : book())),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of answers.filter((x) => x.status === 400))
      expect(['employee_not_available', 'time_slot_not_available']).toContain(r.body.code);
    // the winner's three rows (Anna [15:00, 15:30) and [16:00, 16:30), Ben [16:30, 17:00)), one owner
    const rows = await t.db.prisma.occupancy.findMany({
      where: { company_id: s.shop.companyId, starts_at: { gte: new Date(at('00:00', d)) } },
    });
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.event_id ?? r.time_slot_reservation_id)).size).toBe(1);
  });
});

describe('a visit held where the booking prepays', () => {
  it('books from the hold unconfirmed, with the prepayment on the whole visit', async () => {
    const p = await colourSalon(t.db.prisma);
    // 20% of the price up front
    await t.db.prisma.company.updateMany({
      where: { id: p.shop.companyId },
      data: { payments: { pre_payment_enabled: true, pre_payment_required: true, pre_payment_ratio: 20 } },
    });
    const d = dayAfter(3);
    const r = await t.http.post('/v1/marketplace/time_slot_reservations').send({
      company: p.shop.companyId,
      starts_at: at('10:00', d),
      visit: {
        segments: [
          { event_type_id: p.colour, employee_id: p.anna },
          { event_type_id: p.cut, employee_id: p.cara },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const booked = await bookFrom(r.body.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.status).toBe('unconfirmed');
    // 20% of (12 000 + 5 000) = 3 400
    expect(booked.body.price).toEqual({ amount: 17000, currency: 'ISK' });
    expect(booked.body.payment).toMatchObject({ status: 'pending', amount: 3400, currency: 'ISK' });
    expect(booked.body.services.map((x: { employee: string }) => x.employee)).toEqual([p.anna, p.cara]);
  });
});
