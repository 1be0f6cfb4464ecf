// Every booking is linked to one customer of its company (docs/api-conventions.md#customers): by the marketplace
// account, else the e-mail (any case), else the phone in E.164, else a new record; marketplace
// and HQ, guest and signed in; inside the booking's transaction; one record for two racing
// bookings of one new person (PostgreSQL: PGlite has one connection, nothing runs at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;
let t: TestApp;
let shop: Shop;
let cut: string;
const day = dayAfter(3);
const at = (hour: number, d = day) => `${d}T${String(hour).padStart(2, '0')}:00:00.000Z`; // Reykjavik = UTC
let slot = 0;
/** A fresh bookable hour for each booking: 9..16 on consecutive days, 4 employees each. */
const next = () => {
  const n = slot++;
  return at(9 + (Math.floor(n / 4) % 8), dayAfter(3 + Math.floor(n / 32)));
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, { employees: 4 });
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { country_code: 'IS' } });
  cut = await createEventType(t.db.prisma, shop);
});
afterAll(() => t?.close());

async function account(email: string) {
  const user = await t.db.prisma.marketplaceUser.create({ data: { email } });
  return {
    id: user.id,
    auth: { Authorization: `Bearer ${t.app.jwt.sign({ sub: user.id, kind: 'customer' })}` },
  };
}

async function book(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.http
    .post('/v1/marketplace/events')
    .set(headers)
    .send({ company: shop.companyId, event_types: [cut], starts_at: next(), customer_name: 'Anna', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; customer: string };
}

async function hqBook(body: Record<string, unknown>) {
  const res = await t.http
    .post('/v1/hq/events')
    .set(shop.auth)
    .send({ company: shop.companyId, event_types: [cut], starts_at: next(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; customer: string };
}

const customer = (id: string) => t.db.prisma.customer.findFirstOrThrow({ where: { id } });
const customers = () => t.db.prisma.customer.count({ where: { company_id: shop.companyId } });

describe('the linking rule', () => {
  it('a new guest gets a new record, with the booking contact and the phone in E.164', async () => {
    const before = await customers();
    const ev = await book({ customer_name: 'Lína', email: 'Lina@Example.test', phone_number: '555 1234' });
    expect(ev.customer).toEqual(expect.any(String));
    expect(await customers()).toBe(before + 1);
    expect(await customer(ev.customer)).toMatchObject({
      company_id: shop.companyId,
      name: 'Lína',
      email: 'Lina@Example.test',
      phone: '+3545551234',
      phone_country_code: '354',
      phone_number: '5551234',
      marketplace_user_id: null,
    });
    // The confirmation written in the same transaction is the customer's (their export lists it).
    const mails = await t.db.prisma.outboxMessage.findMany({ where: { to: 'Lina@Example.test' } });
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.customer_id).toBe(ev.customer);
  });

  it('finds by e-mail in any case, on the marketplace and in HQ alike', async () => {
    const first = await book({ email: 'sara@example.test' });
    const again = await book({ email: 'SARA@Example.TEST' });
    const staff = await hqBook({ customer_name: 'Sara', email: ' Sara@example.test ' });
    expect(again.customer).toBe(first.customer);
    expect(staff.customer).toBe(first.customer);
  });

  it('finds by phone however it is written', async () => {
    const first = await book({ phone_number: '+354 661 2345' });
    for (const phone of [
      { phone_number: '6612345' },
      { phone_country_code: '354', phone_number: '661-2345' },
      { phone_country_code: '+354', phone_number: '661 23 45' },
      { phone_number: '00354 6612345' },
    ]) {
      expect((await book(phone)).customer, JSON.stringify(phone)).toBe(first.customer);
    }
    expect((await hqBook({ phone_number: '661 2345' })).customer).toBe(first.customer);
  });

  it('takes the e-mail before the phone', async () => {
    const byEmail = await book({ email: 'first@example.test' });
    const byPhone = await book({ phone_number: '6623456' });
    expect(byPhone.customer).not.toBe(byEmail.customer);
    const both = await book({ email: 'FIRST@example.test', phone_number: '6623456' });
    expect(both.customer).toBe(byEmail.customer);
  });

  it('takes the marketplace account before the e-mail', async () => {
    const user = await account(`kari-${Date.now()}@example.test`);
    const signedIn = await book({ email: 'kari.first@example.test' }, user.auth);
    expect(await customer(signedIn.customer)).toMatchObject({ marketplace_user_id: user.id });
    const other = await book({ email: 'someone.else@example.test' });
    // The same account with another person's e-mail is still the account's customer.
    const again = await book({ email: 'someone.else@example.test' }, user.auth);
    expect(again.customer).toBe(signedIn.customer);
    expect(again.customer).not.toBe(other.customer);
  });

  it('a signed-in customer new to the company joins the record their e-mail already has', async () => {
    const guest = await book({ email: 'walkin@example.test' });
    const user = await account(`walkin-${Date.now()}@example.test`);
    const signedIn = await book({ email: 'walkin@example.test' }, user.auth);
    expect(signedIn.customer).toBe(guest.customer);
  });

  it('a phone that cannot be one is kept on the booking but matches nobody', async () => {
    const before = await customers();
    const one = await book({ phone_country_code: '6', phone_number: '5551234' });
    const two = await book({ phone_country_code: '6', phone_number: '5551234' });
    expect(one.customer).not.toBe(two.customer);
    expect(await customers()).toBe(before + 2);
    expect(await customer(one.customer)).toMatchObject({ phone: null });
  });

  it('a booking with neither e-mail nor phone is a new customer each time', async () => {
    const before = await customers();
    const one = await hqBook({ customer_name: 'Walk-in' });
    const two = await hqBook({ customer_name: 'Walk-in' });
    expect(one.customer).not.toBe(two.customer);
    expect(await customers()).toBe(before + 2);
  });

  it('staff may name the customer, which wins over the rule', async () => {
    const named = await t.db.prisma.customer.create({ data: { company_id: shop.companyId, name: 'Named' } });
    const byEmail = await book({ email: 'named@example.test' });
    const ev = await hqBook({ customer: named.id, email: 'named@example.test' });
    expect(ev.customer).toBe(named.id);
    expect(ev.customer).not.toBe(byEmail.customer);
  });

  it('a booking through a reservation is linked too', async () => {
    const hold = await t.http
      .post('/v1/marketplace/time_slot_reservations')
      .send({ company: shop.companyId, event_types: [cut], starts_at: next() });
    expect(hold.status).toBe(200);
    const first = await book({ email: 'held@example.test' });
    const ev = await t.http
      .post('/v1/marketplace/events')
      .send({ time_slot_reservation: hold.body.id, customer_name: 'Held', email: 'Held@example.test' });
    expect(ev.status).toBe(200);
    expect(ev.body.customer).toBe(first.customer);
  });

  it('a class seat is linked too, and a full class makes no customer', async () => {
    const c = await t.db.prisma.scheduledEvent.create({
      data: {
        company_id: shop.companyId,
        name: 'Spin',
        starts_at: new Date(Date.now() + 48 * 3_600_000),
        ends_at: new Date(Date.now() + 49 * 3_600_000),
        marketplace_visible: true,
        tiers: { create: [{ name: 'Bike', max_capacity: 1, order: 0 }] },
      },
    });
    const first = await book({ email: 'spinner@example.test' });
    const seat = await t.http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      scheduled_event: c.id,
      customer_name: 'Spinner',
      email: 'SPINNER@example.test',
    });
    expect(seat.status, JSON.stringify(seat.body)).toBe(200);
    expect(seat.body.customer).toBe(first.customer);
    const before = await customers();
    const full = await t.http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      scheduled_event: c.id,
      customer_name: 'Late',
      email: 'late.spin@example.test',
    });
    expect(full.body).toMatchObject({ type: 'create_event_error', code: 'scheduled_event_full' });
    expect(await customers()).toBe(before);
  });

  it('a refused booking makes no customer (the record is written in its transaction)', async () => {
    const taken = at(9, dayAfter(25)); // a day the other tests never reach
    for (let i = 0; i < 4; i++) await book({ starts_at: taken, email: `taken${i}@example.test` });
    const before = await customers();
    const res = await t.http.post('/v1/marketplace/events').send({
      company: shop.companyId,
      event_types: [cut],
      starts_at: taken,
      customer_name: 'Late',
      email: 'late@example.test',
    });
    expect(res.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
    expect(await customers()).toBe(before);
  });

  it('HQ answers the event with the customer record when asked to expand it', async () => {
    const ev = await hqBook({ customer_name: 'Expand Me', email: 'expand.me@example.test' });
    const res = await t.http.get(`/v1/hq/events/${ev.id}?expand=customer`).set(shop.auth);
    expect(res.body.customer).toMatchObject({
      id: ev.customer,
      name: 'Expand Me',
      stats: { bookings: 1, next_visit_at: res.body.starts_at },
    });
    // The marketplace does not offer it: the record holds the business's notes.
    const mine = await t.http.get(`/v1/marketplace/events/${ev.id}?expand=customer`);
    expect(mine.status).toBe(400);
  });
});

describe.skipIf(!onPostgres)('racing bookings on PostgreSQL', () => {
  /** Fires all requests at once over real sockets. */
  async function fire(bodies: Record<string, unknown>[], headers: Record<string, string> = {}) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    return Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`http://127.0.0.1:${port}/v1/marketplace/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { customer: string } };
      }),
    );
  }
  const bodies = (n: number, person: Record<string, unknown>) =>
    Array.from({ length: n }, () => ({
      company: shop.companyId,
      event_types: [cut],
      starts_at: next(),
      customer_name: 'Racer',
      ...person,
    }));

  it('twenty simultaneous bookings by one new person make one customer', async () => {
    const before = await customers();
    const results = await fire(bodies(20, { email: 'racer@example.test', phone_number: '6990000' }));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(results.map((r) => r.body.customer));
    expect(ids.size).toBe(1);
    expect(await customers()).toBe(before + 1);
    expect(await t.db.prisma.event.count({ where: { customer_id: [...ids][0] } })).toBe(20);
  });

  it('the same for a signed-in customer, and for a phone only', async () => {
    const user = await account(`racer-${Date.now()}@example.test`);
    const before = await customers();
    const signedIn = await fire(bodies(10, { email: 'racer2@example.test' }), user.auth);
    const byPhone = await fire(bodies(10, { phone_number: '+354 699 1111' }));
    for (const r of [...signedIn, ...byPhone]) expect(r.status).toBe(200);
    expect(new Set(signedIn.map((r) => r.body.customer)).size).toBe(1);
    expect(new Set(byPhone.map((r) => r.body.customer)).size).toBe(1);
    expect(await customers()).toBe(before + 2);
  });
});
