import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Shop;
let b: Shop;
let cut: string;
const day = dayAfter(5);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp();
  a = await createShop(t.db.prisma, { employees: 2 });
  b = await createShop(t.db.prisma, { employees: 1 });
  cut = await createEventType(t.db.prisma, a);
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, shop: Shop = a, headers: Record<string, string> = {}) =>
  t.http
    .post('/v1/hq/events')
    .set(shop.auth)
    .set(headers)
    .send({ company: a.companyId, event_types: [cut], ...body });

describe('POST /v1/hq/events', () => {
  it('creates a confirmed hq event, checked like a booking', async () => {
    const res = await create({ starts_at: at('09:00'), employee: a.employees[0], customer_name: 'Walk-in' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: a.companyId,
      event_types: [cut],
      starts_at: at('09:00'),
      ends_at: at('10:00'),
      employee: a.employees[0],
      status: 'confirmed',
      origin: 'hq',
      customer_name: 'Walk-in',
    });
    const busy = await create({ starts_at: at('09:00'), employee: a.employees[0] });
    expect(busy.body).toMatchObject({ type: 'create_event_error', code: 'employee_not_available' });
    const unconfirmed = await create({ starts_at: at('09:00'), status: 'unconfirmed' });
    // Another employee takes it: on the HQ calendar the owner's own employee row (not on the
    // marketplace) is a candidate too, so it is one of those two.
    expect(unconfirmed.body.status).toBe('unconfirmed');
    expect(unconfirmed.body.employee).not.toBe(a.employees[0]);
  });

  it('lets staff overbook event types marked overbookable', async () => {
    const full = await createEventType(t.db.prisma, a, {
      title: 'Phone call',
      overbookable: 'fully_overbookable',
    });
    const partial = await createEventType(t.db.prisma, a, {
      title: 'Check',
      overbookable: 'partially_overbookable',
    });
    await create({ starts_at: at('10:00'), employee: a.employees[0] });
    // fully_overbookable: not checked against busy time at all.
    const r1 = await create({ event_types: [full], starts_at: at('10:00'), employee: a.employees[0] });
    const r2 = await create({ event_types: [full], starts_at: at('10:00'), employee: a.employees[0] });
    expect([r1.status, r2.status]).toEqual([200, 200]);
    // partially_overbookable: the employee may be double-booked.
    const r3 = await create({ event_types: [partial], starts_at: at('10:00'), employee: a.employees[0] });
    expect(r3.status).toBe(200);
    // Their occupancies do not block (the exclusion constraint would refuse them otherwise).
    const rows = await t.db.prisma.occupancy.findMany({
      where: { event_id: { in: [r1.body.id, r3.body.id] } },
    });
    expect(rows.every((r) => !r.blocks)).toBe(true);
    // A normal event type still may not.
    const r4 = await create({ starts_at: at('10:00'), employee: a.employees[0] });
    expect(r4.body.code).toBe('employee_not_available');
  });

  it('refuses bad bodies, and ids of other companies with 404', async () => {
    for (const body of [
      { starts_at: at('11:00'), number_of_guests: '1' },
      { starts_at: at('11:00'), status: 'cancelled' },
      { starts_at: at('11:00'), colour: 'red' },
      { starts_at: at('11:00'), event_types: [] },
      { starts_at: at('11:00'), number_of_guests: 0 },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await create({ starts_at: at('11:00') }, b)).status).toBe(404); // b's token, a's company
    expect((await create({ starts_at: at('11:00'), employee: b.employees[0] })).status).toBe(404);
    expect((await create({ starts_at: at('11:00'), customer: 'nope' })).status).toBe(404);
    expect((await t.http.post('/v1/hq/events').send({ company: a.companyId })).status).toBe(401);
  });

  it('honours Idempotency-Key per HQ user', async () => {
    const body = { starts_at: at('12:00') };
    const first = await create(body, a, { 'Idempotency-Key': 'hq-1' });
    const again = await create(body, a, { 'Idempotency-Key': 'hq-1' });
    expect(again.body.id).toBe(first.body.id);
    expect((await create({ starts_at: at('13:00') }, a, { 'Idempotency-Key': 'hq-1' })).status).toBe(422);
  });
});

describe('GET/POST /v1/hq/events/{id} and the company list', () => {
  it('retrieves, updates, cancels and re-activates an event; other tenants get 404', async () => {
    const e = await create({ starts_at: at('14:00'), employee: a.employees[0], email: 'x@y.is' });
    const id = e.body.id;
    const got = await t.http.get(`/v1/hq/events/${id}`).set(a.auth).query({ expand: 'employee' });
    expect(got.body.employee).toMatchObject({ id: a.employees[0] });
    expect((await t.http.get(`/v1/hq/events/${id}`).set(b.auth)).status).toBe(404);
    expect((await t.http.post(`/v1/hq/events/${id}`).set(b.auth).send({ comment: 'x' })).status).toBe(404);

    const moved = await t.http
      .post(`/v1/hq/events/${id}`)
      .set(a.auth)
      .send({ starts_at: at('15:00'), employee: a.employees[1] });
    expect(moved.body).toMatchObject({
      starts_at: at('15:00'),
      ends_at: at('16:00'),
      employee: a.employees[1],
    });
    const noshow = await t.http.post(`/v1/hq/events/${id}`).set(a.auth).send({ status: 'noshow' });
    expect(noshow.body.status).toBe('noshow');
    expect(await t.db.prisma.occupancy.count({ where: { event_id: id } })).toBe(0);
    const back = await t.http.post(`/v1/hq/events/${id}`).set(a.auth).send({ status: 'confirmed' });
    expect(back.body).toMatchObject({ status: 'confirmed', cancelled_at: null });
    expect(await t.db.prisma.occupancy.count({ where: { event_id: id } })).toBe(1);
    const cancelled = await t.http.post(`/v1/hq/events/${id}`).set(a.auth).send({ status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await t.http.post(`/v1/hq/events/${id}`).set(a.auth).send({ status: 'gone' })).status).toBe(400);
    expect((await t.http.post(`/v1/hq/events/${id}`).set(a.auth).send({ wings: 1 })).status).toBe(400);
  });

  it('lists a company events with filters, sort and pagination', async () => {
    const s = await createShop(t.db.prisma, { employees: 2 });
    const et = await createEventType(t.db.prisma, s);
    const mk = (body: Record<string, unknown>) =>
      t.http
        .post('/v1/hq/events')
        .set(s.auth)
        .send({ company: s.companyId, event_types: [et], ...body });
    const e1 = await mk({ starts_at: at('09:00'), employee: s.employees[0], email: 'one@x.is' });
    const e2 = await mk({ starts_at: at('10:00'), employee: s.employees[1] });
    const e3 = await mk({ starts_at: at('11:00'), employee: s.employees[0], status: 'unconfirmed' });
    await t.http.post(`/v1/hq/events/${e2.body.id}`).set(s.auth).send({ status: 'cancelled' });
    const list = (query: Record<string, unknown> = {}) =>
      t.http.get(`/v1/hq/companies/${s.companyId}/events`).set(s.auth).query(query);
    expect((await list()).body.map((e: any) => e.id)).toEqual([e1.body.id, e2.body.id, e3.body.id]);
    const f = (filter: unknown) => list({ filter: JSON.stringify(filter) });
    expect((await f({ employee: s.employees[0] })).body.map((e: any) => e.id)).toEqual([
      e1.body.id,
      e3.body.id,
    ]);
    expect((await f({ status: 'cancelled' })).body.map((e: any) => e.id)).toEqual([e2.body.id]);
    expect((await f({ status: ['confirmed', 'unconfirmed'] })).body).toHaveLength(2);
    expect(
      (await f({ starts_after: at('10:00'), starts_before: at('11:00') })).body.map((e: any) => e.id),
    ).toEqual([e2.body.id]);
    expect((await f({ email: 'ONE@x.is' })).body.map((e: any) => e.id)).toEqual([e1.body.id]);
    const page = await list({
      sort: JSON.stringify({ field: 'starts_at', order: 'desc' }),
      pagination: JSON.stringify({ limit: 1 }),
    });
    expect(page.body.map((e: any) => e.id)).toEqual([e3.body.id]);
    const sel = await list({ select: ['status'] });
    expect(Object.keys(sel.body[0]).sort()).toEqual(['id', 'status']);
    expect((await f({ colour: 'red' })).status).toBe(400);
    expect((await f({ status: 'gone' })).status).toBe(400);
    expect((await t.http.get(`/v1/hq/companies/${s.companyId}/events`).set(a.auth)).status).toBe(404);
  });
});
