// A visit named with a package (issue 33, docs/packages.md; docs/bookings.md#visits): a
// colour-and-cut course covering both services pays for the whole visit with one credit, at no
// price and no prepayment; a package that covers only one of the visit's services is refused and
// takes nothing; cancelling inside the policy gives the credit back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let colour: string;
let cut: string;
let customer: Record<string, string>;
let course: string; // colour and cut, 3 credits
let cutsOnly: string; // cuts, 3 credits
const mp = (path: string) => `/v1/marketplace${path}`;
const hq = (path: string) => `/v1/hq${path}`;
const day = dayAfter(6);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`; // Reykjavik = UTC
const isk = (amount: number) => [{ currency: 'ISK', amount }];

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, { employees: 2, profile: { booking_interval: 30 } });
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  colour = await createEventType(t.db.prisma, shop, {
    title: 'Colour',
    duration: 60,
    variations: [{ id: 'c', label: 'Colour', selectable_in_marketplace: true, prices: isk(12000) }],
  });
  cut = await createEventType(t.db.prisma, shop, {
    title: 'Cut',
    duration: 30,
    variations: [{ id: 'k', label: 'Cut', selectable_in_marketplace: true, prices: isk(5000) }],
  });
  const product = async (title: string, eventTypes: string[]) => {
    const res = await t.http
      .post(hq('/package_products'))
      .set(shop.auth)
      .send({
        company: shop.companyId,
        currency: 'ISK',
        marketplace: true,
        kind: 'package',
        title,
        price: 30000,
        credits: 3,
        covers: { event_types: eventTypes },
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as string;
  };
  const [both, cuts] = [await product('Colour and cut', [colour, cut]), await product('Cuts', [cut])];
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'visit-package@example.test',
    password: 'a long enough password',
    name: 'Vala Visit',
  });
  customer = { Authorization: `Bearer ${signed.body.token}` };
  const buy = async (p: string) => {
    const res = await t.http
      .post(mp('/customer_packages'))
      .set(customer)
      .send({ company: shop.companyId, package_product: p, payment_method: 'tok_visa' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.customer_package.id as string;
  };
  course = await buy(both);
  cutsOnly = await buy(cuts);
});
afterAll(() => t?.close());

const left = async (id: string) =>
  (await t.http.get(mp(`/companies/${shop.companyId}/customer_packages/${id}`)).set(customer)).body
    .credits_left;
const bookVisit = (startsAt: string, customer_package: string) =>
  t.http
    .post(mp('/events'))
    .set(customer)
    .send({
      company: shop.companyId,
      starts_at: startsAt,
      visit: { segments: [{ event_type_id: colour }, { event_type_id: cut }] },
      customer_name: 'Vala Visit',
      customer_package,
    });

describe('a visit with a package', () => {
  it('one credit covers the whole visit at no price; a package covering one service of it is refused', async () => {
    expect([await left(course), await left(cutsOnly)]).toEqual([3, 3]);
    const booked = await bookVisit(at('10:00'), course);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    // Colour 10:00-11:00, then the cut 11:00-11:30: one event of two services, each priced 0
    // (12 000 + 5 000 ISK without the package), covered by the course.
    expect(booked.body).toMatchObject({
      event_types: [colour, cut],
      starts_at: at('10:00'),
      ends_at: at('11:30'),
      customer_package: course,
      price: { amount: 0, currency: 'ISK' },
    });
    expect(booked.body.services.map((s: { price: unknown }) => s.price)).toEqual([
      { amount: 0, currency: 'ISK' },
      { amount: 0, currency: 'ISK' },
    ]);
    expect(booked.body.payment ?? null).toBeNull();
    // One credit for the booking: 3 - 1 = 2.
    expect(await left(course)).toBe(2);

    // The cuts-only package does not cover the colour: refused, nothing booked, nothing taken.
    const refused = await bookVisit(at('13:00'), cutsOnly);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('package_not_usable');
    expect(await left(cutsOnly)).toBe(3);
    const events = await t.db.prisma.event.count({
      where: { company_id: shop.companyId, starts_at: new Date(at('13:00')) },
    });
    expect(events).toBe(0);

    // Cancelled six days ahead (no cancellation policy here): the credit comes back, 2 + 1 = 3.
    const cancelled = await t.http
      .post(mp(`/events/${booked.body.id}`))
      .set(customer)
      .send({ status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await left(course)).toBe(3);
  });
});
