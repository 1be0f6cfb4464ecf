// docs/packages.md, "Memberships", with the test provider through HTTP: a monthly membership
// started on the marketplace, renewed twice by the renewal job (a payment per period, the count of
// credits fresh each period), a renewal declined pausing it, paid again with another card; its
// cancellation at the period's end or after its notice; a package's expiry ending what is left.
// The job runs with a moved `now` (the test clock's, ahead), as the minute job would later.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { DAY, MINUTE, now } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let customer: Record<string, string>;
const products: Record<string, string> = {};
const mp = (path: string) => `/v1/marketplace${path}`;
const hq = (path: string) => `/v1/hq${path}`;
const plusMonths = (iso: string, n: number) =>
  DateTime.fromISO(iso, { zone: 'utc' }).plus({ months: n }).toUTC().toISO();

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = await createShop(p, { employees: 1 });
  await p.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  const cut = await createEventType(p, shop, { title: 'Cut' });
  const make = async (name: string, body: object) => {
    const res = await t.http
      .post(hq('/package_products'))
      .set(shop.auth)
      .send({
        company: shop.companyId,
        currency: 'ISK',
        marketplace: true,
        covers: { event_types: [cut] },
        ...body,
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    products[name] = res.body.id;
  };
  await make('monthly', { kind: 'membership', title: 'Monthly', price: 9900, period: 'month', credits: 4 });
  await make('weekly', {
    kind: 'membership',
    title: 'Weekly',
    price: 2500,
    period: 'week',
    cancellation: 'notice',
    notice_days: 10,
  });
  await make('pass', { kind: 'package', title: 'Pass', price: 20000, credits: 3, validity_months: 2 });
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'member@example.test',
    password: 'a long enough password',
  });
  customer = { Authorization: `Bearer ${signed.body.token}` };
});

afterAll(() => t?.close());

const buy = (product: string, payment_method = 'tok_visa') =>
  t.http
    .post(mp('/customer_packages'))
    .set(customer)
    .send({ company: shop.companyId, package_product: products[product], payment_method });
const mine = async (id: string) =>
  (await t.http.get(mp(`/companies/${shop.companyId}/customer_packages/${id}`)).set(customer)).body;
const paymentsOf = (id: string) =>
  t.db.prisma.payment.findMany({
    where: { company_id: shop.companyId, customer_package_id: id },
    orderBy: { created_at: 'asc' },
  });
/** The renewal job as it would run `at` (ms). */
const runJobAt = (at: number) => t.app.services.packages.runDue(new Date(at));
const changes = (id: string) =>
  t.db.prisma.webhookMessage.findMany({
    where: { company_id: shop.companyId, object_id: id },
    orderBy: { seq: 'asc' },
  });

describe('a monthly membership with the test provider', () => {
  let id: string;
  let started: string;

  it('starts with its first month paid, renews twice by the job, each month a payment and fresh credits', async () => {
    const res = await buy('monthly');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.customer_package.id;
    started = res.body.customer_package.starts_at;
    expect(res.body.customer_package).toMatchObject({
      kind: 'membership',
      status: 'active',
      period: 'month',
      credits_total: 4,
      credits_left: 4,
      provider: 'test',
      ends_at: plusMonths(started, 1),
      renews_at: plusMonths(started, 1),
    });
    expect(res.body.payment).toMatchObject({ reason: 'membership', amount: 9900, status: 'unsettled' });
    // Nothing is due before the month ends.
    expect(await runJobAt(now())).toEqual({ renewed: 0, paused: 0, ended: 0 });
    // Two credits used this month (as two covered bookings would take them).
    await t.db.prisma.customerPackage.update({
      where: { company_id_id: { company_id: shop.companyId, id } },
      data: { credits_used: 2 },
    });

    // The month ends: the job charges the next one with the card it started with.
    expect(await runJobAt(Date.parse(plusMonths(started, 1)!) + MINUTE)).toEqual({
      renewed: 1,
      paused: 0,
      ended: 0,
    });
    let held = await mine(id);
    expect(held).toMatchObject({
      status: 'active',
      starts_at: plusMonths(started, 1),
      ends_at: plusMonths(started, 2),
      credits_used: 0,
      credits_left: 4,
    });
    // A second run at the same moment charges nothing again.
    expect(await runJobAt(Date.parse(plusMonths(started, 1)!) + 2 * MINUTE)).toEqual({
      renewed: 0,
      paused: 0,
      ended: 0,
    });
    expect(await runJobAt(Date.parse(plusMonths(started, 2)!) + MINUTE)).toEqual({
      renewed: 1,
      paused: 0,
      ended: 0,
    });
    held = await mine(id);
    expect([held.starts_at, held.ends_at]).toEqual([plusMonths(started, 2), plusMonths(started, 3)]);
    // Three months paid, 3 x 9,900 ISK, each a payment of its own through the provider.
    const paid = await paymentsOf(id);
    expect(paid.map((p) => [p.reason, Number(p.amount), p.status, p.provider])).toEqual([
      ['membership', 9900, 'unsettled', 'test'],
      ['membership', 9900, 'unsettled', 'test'],
      ['membership', 9900, 'unsettled', 'test'],
    ]);
    expect(new Set(paid.map((p) => p.provider_ref)).size).toBe(3);
    const types = (await changes(id)).map((m) => m.type);
    expect(types).toEqual([
      'customer_package.created',
      'customer_package.renewed',
      'customer_package.renewed',
    ]);
  });

  it('pauses when a renewal is declined, and is active again once paid with another card', async () => {
    // The customer's card for the renewals from now on (not charged while it is active).
    const card = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/payment_method`))
      .set(customer)
      .send({ payment_method: 'tok_declined' });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(await paymentsOf(id)).toHaveLength(3);
    expect(await runJobAt(Date.parse(plusMonths(started, 3)!) + MINUTE)).toEqual({
      renewed: 0,
      paused: 1,
      ended: 0,
    });
    let held = await mine(id);
    expect(held).toMatchObject({ status: 'paused', renews_at: null, ends_at: plusMonths(started, 3) });
    expect(await paymentsOf(id)).toHaveLength(3);
    expect((await changes(id)).at(-1)?.type).toBe('customer_package.paused');
    // Paused, the job leaves it be.
    expect(await runJobAt(Date.parse(plusMonths(started, 3)!) + 5 * MINUTE)).toEqual({
      renewed: 0,
      paused: 0,
      ended: 0,
    });

    // Another card that is declined too: 402, still paused.
    const declined = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/payment_method`))
      .set(customer)
      .send({ payment_method: 'tok_declined' });
    expect(declined.status).toBe(402);
    expect((await mine(id)).status).toBe('paused');
    // A good one pays the month that was due and the membership is active again.
    const paid = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/payment_method`))
      .set(customer)
      .send({ payment_method: 'tok_visa' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    held = paid.body;
    expect(held).toMatchObject({
      status: 'active',
      starts_at: plusMonths(started, 3),
      ends_at: plusMonths(started, 4),
    });
    expect(await paymentsOf(id)).toHaveLength(4);
  });

  it('is cancelled at the end of the month paid for, usable until then', async () => {
    const res = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/cancel`))
      .set(customer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', cancel_at: plusMonths(started, 4), renews_at: null });
    // Again: as it is.
    const again = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/cancel`))
      .set(customer);
    expect(again.body.cancel_at).toBe(plusMonths(started, 4));
    // At the month's end the job ends it instead of renewing it.
    expect(await runJobAt(Date.parse(plusMonths(started, 4)!) + MINUTE)).toEqual({
      renewed: 0,
      paused: 0,
      ended: 1,
    });
    const ended = await mine(id);
    expect(ended).toMatchObject({ status: 'cancelled', credits_left: 0 });
    expect(await paymentsOf(id)).toHaveLength(4);
    const late = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/cancel`))
      .set(customer);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('package_ended');
  });
});

describe('cancelling with notice, and HQ ending one at once', () => {
  it('ends at the end of the first week that ends at least ten days after the cancellation', async () => {
    const res = await buy('weekly');
    const held = res.body.customer_package;
    const before = now();
    const cancel = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${held.id}/cancel`))
      .set(customer);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // Weeks end 7, 14, 21 days after the start; ten days' notice from now: the 14th day's end.
    expect(cancel.body.cancel_at).toBe(new Date(Date.parse(held.starts_at) + 14 * DAY).toISOString());
    expect(Date.parse(cancel.body.cancel_at) - before).toBeGreaterThanOrEqual(10 * DAY);

    const other = await buy('weekly');
    const url = hq(`/companies/${shop.companyId}/customer_packages/${other.body.customer_package.id}/cancel`);
    const now1 = await t.http.post(url).set(shop.auth).send({ immediately: true });
    expect(now1.status, JSON.stringify(now1.body)).toBe(200);
    expect(now1.body).toMatchObject({ status: 'cancelled', credits_left: 0 });
    // A package is not cancelled.
    const pass = await buy('pass');
    const refused = await t.http
      .post(hq(`/companies/${shop.companyId}/customer_packages/${pass.body.customer_package.id}/cancel`))
      .set(shop.auth)
      .send({});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_a_membership');
  });
});

describe("a package's expiry", () => {
  it('ends what is left when its validity ends', async () => {
    const res = await buy('pass');
    const held = res.body.customer_package;
    expect(held).toMatchObject({ credits_left: 3, ends_at: plusMonths(held.starts_at, 2) });
    // A minute before it ends the job leaves it; a minute after, it is ended with what was left.
    await runJobAt(Date.parse(held.ends_at) - MINUTE);
    expect(
      (
        await t.db.prisma.customerPackage.findFirstOrThrow({
          where: { company_id: shop.companyId, id: held.id },
        })
      ).status,
    ).toBe('active');
    await runJobAt(Date.parse(held.ends_at) + MINUTE);
    const row = await t.db.prisma.customerPackage.findFirstOrThrow({
      where: { company_id: shop.companyId, id: held.id },
    });
    expect([row.status, row.ended_at?.toISOString()]).toEqual(['expired', held.ends_at]);
    const after = await mine(held.id);
    expect(after).toMatchObject({ status: 'expired', credits_left: 0 });
    expect((await changes(held.id)).at(-1)?.type).toBe('customer_package.ended');
    const refund = await t.http
      .post(hq(`/companies/${shop.companyId}/customer_packages/${held.id}/refund`))
      .set(shop.auth);
    expect(refund.status).toBe(409);
    expect(refund.body.code).toBe('package_ended');
  });
});
