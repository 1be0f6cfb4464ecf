// docs/packages.md, booking with a credit, through HTTP as a customer's app and the front desk
// walk it. A studio that prepays its classes in full and keeps a late cancellation's prepayment
// (a day's window): a five-class pass bought, five classes booked with it at no price and no
// prepayment, the sixth named with it refused and booked without it asking for payment; a
// cancellation two days ahead gives its credit back, one twelve hours ahead keeps it (and asks no
// fee); two bookings racing for the last credit, one wins; staff book a covered service in HQ;
// the event says what covered it, in answers and webhooks alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter, HOUR, now } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cutId: string;
let customer: Record<string, string>;
let passId: string;
let membershipId: string;
const classes: string[] = [];
const mp = (path: string) => `/v1/marketplace${path}`;
const hq = (path: string) => `/v1/hq${path}`;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = await createShop(p, { employees: 1 });
  await p.company.update({
    where: { id: shop.companyId },
    data: {
      currency_code: 'ISK',
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        pre_payment_ratio: 100,
        // Cancelling less than a day before keeps the prepayment (a covered booking: its credit).
        cancellation_policy: { window_hours: 24, fee_type: 'percent', fee: 100, deposit: 'keep' },
      },
    },
  });
  cutId = await createEventType(p, shop, {
    title: 'Cut',
    variations: [
      {
        id: 'std',
        label: 'Cut',
        selectable_in_marketplace: true,
        prices: [{ currency: 'ISK', amount: 8000 }],
      },
    ],
  });
  // Eight classes: the first starts in twelve hours (inside the policy's day), the rest days ahead.
  for (let i = 0; i < 8; i++) {
    const starts = now() + (i === 0 ? 12 : 48 + 24 * i) * HOUR;
    const res = await t.http
      .post(hq('/scheduled_events'))
      .set(shop.auth)
      .send({
        company: shop.companyId,
        name: `Yoga ${i + 1}`,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + HOUR).toISOString(),
        marketplace_visible: true,
        tiers: [{ name: 'Mat', max_capacity: 10, variations: [{ id: 'seat', label: 'Seat', price: 3000 }] }],
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    classes.push(res.body.id);
  }
  const make = async (body: object) => {
    const res = await t.http
      .post(hq('/package_products'))
      .set(shop.auth)
      .send({ company: shop.companyId, currency: 'ISK', marketplace: true, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as string;
  };
  const pass = await make({
    kind: 'package',
    title: 'Five classes',
    price: 12000,
    credits: 5,
    covers: { all_classes: true },
  });
  const monthly = await make({
    kind: 'membership',
    title: 'Cuts',
    price: 9900,
    period: 'month',
    covers: { event_types: [cutId] },
  });
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'yogi@example.test',
    password: 'a long enough password',
    name: 'Yrsa Yogi',
  });
  customer = { Authorization: `Bearer ${signed.body.token}` };
  const buy = async (product: string) => {
    const res = await t.http
      .post(mp('/customer_packages'))
      .set(customer)
      .send({ company: shop.companyId, package_product: product, payment_method: 'tok_visa' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.customer_package.id as string;
  };
  passId = await buy(pass);
  membershipId = await buy(monthly);
});

afterAll(() => t?.close());

const seat = (cls: string, customer_package?: string) =>
  t.http
    .post(mp('/events'))
    .set(customer)
    .send({
      scheduled_event: cls,
      customer_name: 'Yrsa Yogi',
      ...(customer_package ? { customer_package } : {}),
    });
const left = async () =>
  (await t.http.get(mp(`/companies/${shop.companyId}/customer_packages/${passId}`)).set(customer)).body
    .credits_left;
const cancel = (event: string) =>
  t.http
    .post(mp(`/events/${event}`))
    .set(customer)
    .send({ status: 'cancelled' });
const paymentsOf = (event: string) =>
  t.db.prisma.payment.findMany({ where: { company_id: shop.companyId, event_id: event } });

describe('a five-class pass', () => {
  const booked: string[] = [];

  it('books five classes at no price and no prepayment; the sixth asks for payment', async () => {
    for (const [i, cls] of classes.slice(0, 5).entries()) {
      const res = await seat(cls, passId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        customer_package: passId,
        price: { amount: 0, currency: 'ISK' },
        payment: null,
        balance: null,
      });
      expect(res.body.status).not.toBe('unconfirmed');
      booked.push(res.body.id);
      expect(await paymentsOf(res.body.id)).toEqual([]);
      // 5 credits, one per class: 5 - (i + 1) left.
      expect(await left()).toBe(5 - (i + 1));
    }
    const sixth = await seat(classes[5], passId);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({
      type: 'create_event_error',
      code: 'package_not_usable',
      message: 'This package has no credits left.',
    });
    // Nothing of it was written: the class still has all its seats.
    const cls = await t.http.get(mp(`/scheduled_events/${classes[5]}`));
    expect(cls.body.remaining_capacity ?? cls.body.tiers?.[0]?.remaining_capacity).toBe(10);
    // Without the pass: the seat's 3,000 ISK asked up front (the studio prepays 100%).
    const paid = await seat(classes[5]);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'unconfirmed',
      customer_package: null,
      price: { amount: 3000, currency: 'ISK' },
      payment: { status: 'pending', amount: 3000, reason: 'prepayment' },
    });
  });

  it('gives a credit back for a cancellation inside the policy, keeps it for a late one, asking no fee', async () => {
    // Class 2 starts in 3 days: outside the day's window.
    const early = await cancel(booked[1]);
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body.status).toBe('cancelled');
    expect(await left()).toBe(1);
    expect(await paymentsOf(booked[1])).toEqual([]);
    // Class 1 starts in 12 hours: late, the credit is kept and no fee is asked beside it.
    const late = await cancel(booked[0]);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(await left()).toBe(1);
    expect(await paymentsOf(booked[0])).toEqual([]);
    const credits = await t.db.prisma.packageCredit.findMany({
      where: { company_id: shop.companyId, customer_package_id: passId },
      orderBy: { created_at: 'asc' },
    });
    expect(credits.map((c) => [c.event_id, c.returned_at !== null, c.kept])).toEqual([
      [booked[0], false, 'late_cancellation'],
      [booked[1], true, null],
      [booked[2], false, null],
      [booked[3], false, null],
      [booked[4], false, null],
    ]);
  });

  it('of two bookings racing for the last credit, one is made', async () => {
    expect(await left()).toBe(1);
    const [a, b] = await Promise.all([seat(classes[6], passId), seat(classes[7], passId)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const lost = a.status === 400 ? a : b;
    expect(lost.body.code).toBe('package_not_usable');
    expect(await left()).toBe(0);
    // The loser wrote nothing: its class has every seat, the winner's one taken.
    const seats = await t.db.prisma.event.count({
      where: { company_id: shop.companyId, scheduled_event_id: { in: [classes[6], classes[7]] } },
    });
    expect(seats).toBe(1);
  });

  it('refuses growing a covered seat to two: the pass covers its holder alone', async () => {
    const res = await t.http
      .post(mp(`/events/${booked[2]}`))
      .set(customer)
      .send({ number_of_guests: 2 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'package_not_usable' });
    const seat = await t.db.prisma.event.findFirstOrThrow({
      where: { company_id: shop.companyId, id: booked[2] },
    });
    expect(seat.number_of_guests).toBe(1);
    expect(await left()).toBe(0);
  });

  it('says what covered the booking in its webhooks, and the pass changes on the stream', async () => {
    const created = await t.db.prisma.webhookMessage.findFirstOrThrow({
      where: { company_id: shop.companyId, type: 'event.created', object_id: booked[2] },
    });
    expect(created.payload).toMatchObject({
      data: { object: { customer_package: passId, price: { amount: 0 } } },
    });
    const changes = await t.db.prisma.webhookMessage.findMany({
      where: { company_id: shop.companyId, object_id: passId },
      orderBy: { seq: 'asc' },
    });
    // Bought, five taken, one given back, the last taken.
    expect(changes.map((m) => m.type)).toEqual([
      'customer_package.created',
      ...Array(5).fill('customer_package.updated'),
      'customer_package.updated',
      'customer_package.updated',
    ]);
  });
});

describe('staff booking a covered service', () => {
  it('books the holder a cut on their membership at no price; another customer answers 404', async () => {
    const holder = await t.db.prisma.customerPackage.findFirstOrThrow({
      where: { company_id: shop.companyId, id: membershipId },
    });
    const book = (customerId: string, hh: string) =>
      t.http
        .post(hq('/events'))
        .set(shop.auth)
        .send({
          company: shop.companyId,
          event_types: [cutId],
          starts_at: `${dayAfter(3)}T${hh}:00:00.000Z`,
          customer: customerId,
          customer_package: membershipId,
        });
    const res = await book(holder.customer_id!, '10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      customer_package: membershipId,
      price: { amount: 0, currency: 'ISK' },
      services: [{ event_type: cutId, price: { amount: 0, currency: 'ISK' } }],
    });
    const after = await t.http
      .get(hq(`/companies/${shop.companyId}/customer_packages/${membershipId}`))
      .set(shop.auth);
    // Unlimited: counted, nothing to run out of.
    expect(after.body).toMatchObject({ credits_total: null, credits_used: 1, credits_left: null });
    const other = await t.db.prisma.customer.create({
      data: { company_id: shop.companyId, name: 'Someone else' },
    });
    const refused = await book(other.id, '11');
    expect(refused.status).toBe(404);
    // A class is not what the membership covers.
    const seat = await t.http.post(hq('/events')).set(shop.auth).send({
      company: shop.companyId,
      scheduled_event: classes[7],
      customer: holder.customer_id,
      customer_package: membershipId,
    });
    expect(seat.status).toBe(400);
    expect(seat.body.code).toBe('package_not_usable');
  });
});
