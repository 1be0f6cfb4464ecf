// Changing a booked visit's segments (issue 31, docs/bookings.md#visits): the event update takes
// `visit` with the booked segments, some left out (removed: the rest keep their people, the later
// ones move up, the price is the remaining services' sum) or with another person named (HQ or the
// customer reassigning a segment, re-checked by the engine). Through HTTP, arithmetic written out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator } from '../../src/domain/operator/operator.ts';
import type { Shop } from '../helpers/bookings.ts';
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
const at = (hhmm: string, d: string) => `${d}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp();
  ({ shop, colour, cut, anna, ben, cara } = await colourSalon(t.db.prisma));
});
afterAll(() => t?.close());

type Segment = { event_type_id: string; employee_id?: string; space_id?: string };
const book = async (startsAt: string, segments: Segment[]) => {
  const res = await t.http.post('/v1/marketplace/events').send({
    company: shop.companyId,
    starts_at: startsAt,
    visit: { segments },
    customer_name: 'Gunna',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string };
};
const plainCut = (startsAt: string, employee: string) =>
  t.http
    .post('/v1/hq/events')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      event_types: [cut],
      starts_at: startsAt,
      employee,
      customer_name: 'Siggi',
    });
const hqChange = (id: string, body: Record<string, unknown>) =>
  t.http.post(`/v1/hq/events/${id}`).set(shop.auth).send(body);
const mpChange = (id: string, body: Record<string, unknown>) =>
  t.http.post(`/v1/marketplace/events/${id}`).send(body);
type Service = { event_type: string; employee: string; starts_at: string; ends_at: string; price: unknown };
const served = (body: { services: Service[] }) =>
  body.services.map((s) => [s.event_type, s.employee, s.starts_at, s.ends_at]);
const occupancy = async (eventId: string) =>
  (
    await t.db.prisma.occupancy.findMany({
      where: { company_id: shop.companyId, event_id: eventId },
      orderBy: [{ starts_at: 'asc' }, { employee_id: 'asc' }],
    })
  ).map((r) => [r.employee_id, r.starts_at.toISOString(), r.ends_at.toISOString()]);

describe('removing a segment of a visit', () => {
  it('the last one (marketplace): the colour keeps Anna and its time; 17 000 - 5 000 = 12 000; the cut frees Cara', async () => {
    const d = dayAfter(3);
    const ev = await book(at('09:00', d), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: cara },
    ]);
    const res = await mpChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: colour }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 09:00 + 90 = 10:30 the visit now ends (it ended at 11:00 with the cut)
    expect(res.body).toMatchObject({
      event_types: [colour],
      starts_at: at('09:00', d),
      ends_at: at('10:30', d),
      employee: anna,
      price: { amount: 12000, currency: 'ISK' },
    });
    expect(served(res.body)).toEqual([[colour, anna, at('09:00', d), at('10:30', d)]]);
    expect(res.body.services[0].price).toEqual({ amount: 12000, currency: 'ISK' });
    // Anna's two parts only; Cara's [10:30, 11:00) row is gone, so she is free to book there
    expect(await occupancy(ev.id)).toEqual([
      [anna, at('09:00', d), at('09:30', d)],
      [anna, at('10:00', d), at('10:30', d)],
    ]);
    expect((await plainCut(at('10:30', d), cara)).status).toBe(200);
    // the change is announced as any update: the stream's last message of the event is
    // event.updated, carrying the new price and the old one among previous_attributes
    const messages = await t.db.prisma.webhookMessage.findMany({
      where: { company_id: shop.companyId, object_id: ev.id },
      orderBy: { seq: 'asc' },
    });
    expect(messages.map((m) => m.type)).toEqual(['event.created', 'event.updated']);
    expect(messages[1].payload).toMatchObject({
      data: { object: { price: { amount: 12000 } }, previous_attributes: { price: { amount: 17000 } } },
    });
  });

  it('the first one (HQ): the cut moves up to the visit start with its own person; 17 000 - 12 000 = 5 000', async () => {
    const d = dayAfter(4);
    const ev = await book(at('09:00', d), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: ben },
    ]);
    const res = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: cut }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Ben's cut was [10:30, 11:00); it is now [09:00, 09:30)
    expect(res.body).toMatchObject({
      event_types: [cut],
      starts_at: at('09:00', d),
      ends_at: at('09:30', d),
      employee: ben,
      price: { amount: 5000, currency: 'ISK' },
    });
    expect(served(res.body)).toEqual([[cut, ben, at('09:00', d), at('09:30', d)]]);
    expect(await occupancy(ev.id)).toEqual([[ben, at('09:00', d), at('09:30', d)]]);
  });

  it('a middle one: cut, colour, cut becomes cut, cut; the second cut moves up 90 minutes; 22 000 - 12 000 = 10 000', async () => {
    const d = dayAfter(5);
    // Ben [09:00, 09:30), Anna's colour [09:30, 11:00), Cara [11:00, 11:30)
    const ev = await book(at('09:00', d), [
      { event_type_id: cut, employee_id: ben },
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: cara },
    ]);
    const res = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: cut }, { event_type_id: cut }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 5 000 + 12 000 + 5 000 = 22 000 booked; without the colour 5 000 + 5 000
    expect(res.body).toMatchObject({
      event_types: [cut, cut],
      ends_at: at('10:00', d),
      price: { amount: 10000, currency: 'ISK' },
    });
    expect(served(res.body)).toEqual([
      [cut, ben, at('09:00', d), at('09:30', d)],
      [cut, cara, at('09:30', d), at('10:00', d)],
    ]);
    expect(await occupancy(ev.id)).toEqual([
      [ben, at('09:00', d), at('09:30', d)],
      [cara, at('09:30', d), at('10:00', d)],
    ]);
  });

  it('refused when a segment moving up meets its person busy: 400 naming it, nothing changed', async () => {
    const d = dayAfter(6);
    const ev = await book(at('09:00', d), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: ben },
    ]);
    // Ben cuts someone else at 09:00: his visit cut cannot move up from 10:30 to 09:00
    expect((await plainCut(at('09:00', d), ben)).status).toBe(200);
    const before = await occupancy(ev.id);
    const res = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: cut }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect(res.body.details).toEqual([{ field: 'visit.segments[0]', message: expect.any(String) }]);
    const read = await t.http.get(`/v1/marketplace/events/${ev.id}`);
    expect(read.body).toMatchObject({
      event_types: [colour, cut],
      price: { amount: 17000, currency: 'ISK' },
    });
    expect(served(read.body)).toEqual([
      [colour, anna, at('09:00', d), at('10:30', d)],
      [cut, ben, at('10:30', d), at('11:00', d)],
    ]);
    expect(await occupancy(ev.id)).toEqual(before);
  });
});

describe('reassigning a segment (HQ)', () => {
  it("the cut from Ben to Cara at the same time: the colour, times and price stay; Cara holds Ben's half hour", async () => {
    const d = dayAfter(7);
    const ev = await book(at('09:00', d), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: ben },
    ]);
    const res = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut, employee_id: cara }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ event_types: [colour, cut], price: { amount: 17000, currency: 'ISK' } });
    expect(served(res.body)).toEqual([
      [colour, anna, at('09:00', d), at('10:30', d)],
      [cut, cara, at('10:30', d), at('11:00', d)],
    ]);
    expect(await occupancy(ev.id)).toEqual([
      [anna, at('09:00', d), at('09:30', d)],
      [anna, at('10:00', d), at('10:30', d)],
      [cara, at('10:30', d), at('11:00', d)],
    ]);
    // Ben is free again at 10:30: a plain cut with him is booked there
    expect((await plainCut(at('10:30', d), ben)).status).toBe(200);

    // back to Ben, now busy at 10:30: refused naming the segment; Cara keeps it
    const busy = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut, employee_id: ben }] },
    });
    expect(busy.status).toBe(400);
    expect(busy.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    expect(busy.body.details[0].field).toBe('visit.segments[1]');
    // to Anna, who does not cut: refused naming the segment
    const unqualified = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut, employee_id: anna }] },
    });
    expect(unqualified.status).toBe(400);
    expect(unqualified.body.type).toBe('create_event_error');
    expect(unqualified.body.details[0].field).toBe('visit.segments[1]');
    // a person who is not the company's: 404
    const foreign = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut, employee_id: 'nobody' }] },
    });
    expect(foreign.status).toBe(404);
    expect(await occupancy(ev.id)).toEqual([
      [anna, at('09:00', d), at('09:30', d)],
      [anna, at('10:00', d), at('10:30', d)],
      [cara, at('10:30', d), at('11:00', d)],
    ]);
  });

  it('staff limited to their own calendar reassign a segment to themselves only: Ben cannot hand his cut to Cara (403)', async () => {
    const d = dayAfter(9);
    const operator = new Operator(t.appDb.prisma);
    const user = await operator.createUser({ email: 'ben@example.test', companies: [], role: 'staff' });
    await t.db.sql.query(
      `UPDATE employees SET user_id = $3, role = 'staff' WHERE company_id = $1 AND id = $2`,
      [shop.companyId, ben, user.id],
    );
    const benAuth = { Authorization: `Bearer ${(await operator.issueToken('ben@example.test')).token}` };
    const ev = await book(at('09:00', d), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: ben },
    ]);
    const res = await t.http
      .post(`/v1/hq/events/${ev.id}`)
      .set(benAuth)
      .send({
        starts_at: at('09:00', d),
        visit: { segments: [{ event_type_id: colour }, { event_type_id: cut, employee_id: cara }] },
      });
    expect([res.status, res.body.code]).toEqual([403, 'own_calendar_only']);
    const read = await t.http.get(`/v1/marketplace/events/${ev.id}`);
    expect(served(read.body)).toEqual([
      [colour, anna, at('09:00', d), at('10:30', d)],
      [cut, ben, at('10:30', d), at('11:00', d)],
    ]);
  });

  it('refuses what is not a removal or a reassignment: an added or reordered segment, employee beside visit, no starts_at', async () => {
    const d = dayAfter(8);
    const ev = await book(at('09:00', d), [
      { event_type_id: colour, employee_id: anna },
      { event_type_id: cut, employee_id: ben },
    ]);
    const added = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut }, { event_type_id: cut }] },
    });
    expect(added.status).toBe(400);
    expect(added.body.details[0].field).toBe('visit.segments[2]');
    const reordered = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      visit: { segments: [{ event_type_id: cut }, { event_type_id: colour }] },
    });
    expect(reordered.status).toBe(400);
    expect(reordered.body.details[0].field).toBe('visit.segments[1]');
    const both = await hqChange(ev.id, {
      starts_at: at('09:00', d),
      employee: ben,
      visit: { segments: [{ event_type_id: cut }] },
    });
    expect(both.status).toBe(400);
    expect(both.body.details[0].field).toBe('visit');
    const noStart = await hqChange(ev.id, { visit: { segments: [{ event_type_id: cut }] } });
    expect(noStart.status).toBe(400);
    expect(noStart.body.details[0].field).toBe('starts_at');
    const read = await t.http.get(`/v1/marketplace/events/${ev.id}`);
    expect(read.body).toMatchObject({
      event_types: [colour, cut],
      price: { amount: 17000, currency: 'ISK' },
    });
  });
});
