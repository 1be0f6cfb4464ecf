// docs/packages.md through HTTP: HQ makes the products (a five-class pass, a monthly membership),
// the marketplace lists and sells them through the payment provider (the test provider: a
// decline writes nothing), the customer and HQ see what is held, what is left and until when,
// and HQ refunds a package as its terms allow.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStartOf } from '../../src/domain/settlements/settlement-service.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { HOUR, now } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cutId: string;
let customer: { Authorization: string };
let userId: string;
const classes: string[] = [];
const mp = (path: string) => `/v1/marketplace${path}`;
const hq = (path: string) => `/v1/hq${path}`;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = await createShop(p, { employees: 1 });
  await p.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  cutId = await createEventType(p, shop, { title: 'Cut' });
  for (let i = 0; i < 2; i++) {
    const res = await t.http
      .post(hq('/scheduled_events'))
      .set(shop.auth)
      .send({
        company: shop.companyId,
        name: `Yoga ${i + 1}`,
        starts_at: new Date(now() + (48 + 24 * i) * HOUR).toISOString(),
        ends_at: new Date(now() + (49 + 24 * i) * HOUR).toISOString(),
        marketplace_visible: true,
        tiers: [{ name: 'Mat', max_capacity: 10, variations: [{ id: 'seat', label: 'Seat', price: 3000 }] }],
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    classes.push(res.body.id);
  }
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'pass-buyer@example.test',
    password: 'a long enough password',
    name: 'Pia Pass',
  });
  expect(signed.status).toBe(200);
  customer = { Authorization: `Bearer ${signed.body.token}` };
  userId = signed.body.user.id;
});

afterAll(() => t?.close());

const createProduct = (body: object) =>
  t.http
    .post(hq('/package_products'))
    .set(shop.auth)
    .send({ company: shop.companyId, currency: 'ISK', ...body });

describe('HQ products', () => {
  it('makes a package and a membership, checking what each needs', async () => {
    const pass = await createProduct({
      kind: 'package',
      title: 'Five classes',
      price: 12000,
      credits: 5,
      validity_months: 3,
      covers: { scheduled_events: classes },
      marketplace: true,
    });
    expect(pass.status, JSON.stringify(pass.body)).toBe(200);
    expect(pass.body).toMatchObject({
      kind: 'package',
      price: 12000,
      credits: 5,
      validity_months: 3,
      shareable: false,
      period: null,
      refunds: 'unused',
      archived: false,
      covers: { scheduled_events: classes, event_types: [], event_type_groups: [], all_classes: false },
    });
    const member = await createProduct({
      kind: 'membership',
      title: 'Monthly',
      price: 15000,
      period: 'month',
      covers: { all_classes: true, event_types: [cutId] },
      cancellation: 'notice',
      notice_days: 14,
    });
    expect(member.status, JSON.stringify(member.body)).toBe(200);
    expect(member.body).toMatchObject({
      credits: null,
      period: 'month',
      cancellation: 'notice',
      notice_days: 14,
    });

    // What each kind needs, and what it must not have.
    const refusals = [
      [{ kind: 'package', title: 'x', price: 1, covers: { all_classes: true } }, 'credits'],
      [{ kind: 'membership', title: 'x', price: 1, covers: { all_classes: true } }, 'period'],
      [
        { kind: 'package', title: 'x', price: 1, credits: 2, period: 'month', covers: { all_classes: true } },
        'period',
      ],
      [{ kind: 'package', title: 'x', price: 1, credits: 2, covers: {} }, 'covers'],
      [
        {
          kind: 'membership',
          title: 'x',
          price: 1,
          period: 'week',
          cancellation: 'notice',
          covers: { all_classes: true },
        },
        'notice_days',
      ],
      [
        { kind: 'package', title: 'x', price: 1, credits: 2, covers: { all_classes: true }, currency: 'EUR' },
        'currency',
      ],
    ] as const;
    for (const [body, field] of refusals) {
      const res = await createProduct(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].field).toBe(field);
    }
    // Another company's (or no) class: 404, as any unknown id.
    const unknown = await createProduct({
      kind: 'package',
      title: 'x',
      price: 1,
      credits: 1,
      covers: { scheduled_events: ['nope'] },
    });
    expect(unknown.status).toBe(404);

    const list = await t.http.get(hq(`/companies/${shop.companyId}/package_products`)).set(shop.auth);
    expect(list.body.map((p: { title: string }) => p.title)).toEqual(['Five classes', 'Monthly']);
    const update = await t.http
      .post(hq(`/companies/${shop.companyId}/package_products/${member.body.id}`))
      .set(shop.auth)
      .send({ marketplace: true, credits: 8 });
    expect(update.body).toMatchObject({ marketplace: true, credits: 8 });
  });
});

describe('buying on the marketplace', () => {
  let passId: string;
  it('lists what is sold, refuses a declined card writing nothing, sells to a signed-in customer', async () => {
    const sold = await t.http.get(mp(`/companies/${shop.companyId}/package_products`));
    expect(sold.status).toBe(200);
    expect(sold.body.map((p: { title: string }) => p.title)).toEqual(['Five classes', 'Monthly']);
    passId = sold.body[0].id;
    const buy = (payment_method: string, auth: Record<string, string> = customer) =>
      t.http
        .post(mp('/customer_packages'))
        .set(auth)
        .send({ company: shop.companyId, package_product: passId, payment_method });

    expect((await buy('tok_visa', {})).status).toBe(401);
    const declined = await buy('tok_declined');
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('card_declined');
    expect(await t.db.prisma.customerPackage.count({ where: { company_id: shop.companyId } })).toBe(0);
    expect(await t.db.prisma.payment.count({ where: { company_id: shop.companyId } })).toBe(0);

    const before = now();
    const res = await buy('tok_visa');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const held = res.body.customer_package;
    expect(held).toMatchObject({
      kind: 'package',
      status: 'active',
      title: 'Five classes',
      marketplace_user: userId,
      price: 12000,
      credits_total: 5,
      credits_used: 0,
      credits_left: 5,
      renews_at: null,
    });
    // Valid three months after purchase.
    const bought = Date.parse(held.starts_at);
    expect(bought).toBeGreaterThanOrEqual(before - 1000);
    expect(held.ends_at).toBe(
      `${DateTime.fromMillis(bought, { zone: 'utc' }).plus({ months: 3 }).toISO({ includeOffset: false })}Z`,
    );
    expect(res.body.payment).toMatchObject({
      status: 'unsettled',
      reason: 'package',
      amount: 12000,
      currency: 'ISK',
    });

    // The customer record was made for the account; HQ sees what it holds.
    const record = await t.db.prisma.customer.findFirstOrThrow({
      where: { company_id: shop.companyId, marketplace_user_id: userId },
    });
    expect(held.customer).toBe(record.id);
    const ofCustomer = await t.http
      .get(hq(`/companies/${shop.companyId}/customer_packages`))
      .query({ filter: JSON.stringify({ customer: record.id }) })
      .set(shop.auth);
    expect(ofCustomer.body.map((h: { id: string }) => h.id)).toEqual([held.id]);
    const mine = await t.http.get(mp(`/companies/${shop.companyId}/customer_packages`)).set(customer);
    expect(mine.body).toMatchObject([{ id: held.id, credits_left: 5, ends_at: held.ends_at }]);
    // Another customer does not see it.
    const other = await signUpCustomer(t.app, t.db.sql, {
      email: 'other@example.test',
      password: 'a long enough password',
    });
    const theirs = { Authorization: `Bearer ${other.body.token}` };
    expect(
      (await t.http.get(mp(`/companies/${shop.companyId}/customer_packages/${held.id}`)).set(theirs)).status,
    ).toBe(404);
    expect((await t.http.get(mp(`/companies/${shop.companyId}/customer_packages`)).set(theirs)).body).toEqual(
      [],
    );
    // The payment is the company's, with its reason, linked to what it bought.
    const payment = await t.db.prisma.payment.findFirstOrThrow({
      where: { company_id: shop.companyId, id: res.body.payment.id },
    });
    expect(payment).toMatchObject({ customer_package_id: held.id, customer_id: record.id, provider: 'test' });
  });

  it('refunds an unused package in full from HQ, through the provider, and ends it', async () => {
    const [held] = (await t.http.get(mp(`/companies/${shop.companyId}/customer_packages`)).set(customer))
      .body;
    const res = await t.http
      .post(hq(`/companies/${shop.companyId}/customer_packages/${held.id}/refund`))
      .set(shop.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', credits_left: 0 });
    const payment = await t.db.prisma.payment.findFirstOrThrow({
      where: { company_id: shop.companyId, customer_package_id: held.id },
    });
    expect(payment.status).toBe('refunded');
    // Again: it has ended.
    const again = await t.http
      .post(hq(`/companies/${shop.companyId}/customer_packages/${held.id}/refund`))
      .set(shop.auth);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('package_ended');
    // A product sold is archived, not deleted.
    const del = await t.http
      .delete(hq(`/companies/${shop.companyId}/package_products/${held.product}`))
      .set(shop.auth);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('package_product_sold');
    const archived = await t.http
      .post(hq(`/companies/${shop.companyId}/package_products/${held.product}`))
      .set(shop.auth)
      .send({ archived: true });
    expect(archived.body.archived).toBe(true);
    const sold = await t.http.get(mp(`/companies/${shop.companyId}/package_products`));
    expect(sold.body.map((p: { title: string }) => p.title)).toEqual(['Monthly']);
  });
});

describe('the money', () => {
  it('settles package and membership payments on lines of their own, with their payment_fees', async () => {
    await t.db.prisma.company.update({
      where: { id: shop.companyId },
      data: { payment_fees: { event: 0.02, voucher: 0.05, package: 0.04, membership: 0.03 } },
    });
    const tenCuts = await createProduct({
      kind: 'package',
      title: 'Ten cuts',
      price: 30000,
      credits: 10,
      covers: { event_types: [cutId] },
      marketplace: true,
    });
    const sold = (await t.http.get(mp(`/companies/${shop.companyId}/package_products`))).body;
    for (const product of [sold.find((p: { title: string }) => p.title === 'Monthly'), tenCuts.body])
      await t.http
        .post(mp('/customer_packages'))
        .set(customer)
        .send({ company: shop.companyId, package_product: product.id, payment_method: 'tok_visa' })
        .expect(200);

    const result = await t.app.services.settlements.settleWeek(shop.companyId, weekStartOf(new Date()));
    expect(result.created).toHaveLength(1);
    const settlement = await t.db.prisma.settlement.findFirstOrThrow({
      where: { company_id: shop.companyId },
    });
    // Packages: the ten cuts, 30,000, fee 4% = 1,200. Memberships: a month, 15,000, fee 3% = 450.
    // The five-class pass refunded above (12,000) stays out.
    expect(settlement.line_items).toEqual([
      { title: 'Packages', quantity: 1, total: 30000, fee: 1200, net_total: 28800 },
      { title: 'Memberships', quantity: 1, total: 15000, fee: 450, net_total: 14550 },
    ]);
    expect([Number(settlement.total), Number(settlement.fee), Number(settlement.net_total)]).toEqual([
      45000, 1650, 43350,
    ]);
    const settled = await t.db.prisma.payment.findMany({
      where: { company_id: shop.companyId, status: 'settled' },
    });
    expect(settled.map((p) => p.reason).sort()).toEqual(['membership', 'package']);
  });

  it("shows the customer's packages and memberships in their GDPR export", async () => {
    const record = await t.db.prisma.customer.findFirstOrThrow({
      where: { company_id: shop.companyId, marketplace_user_id: userId },
    });
    const res = await t.http.get(hq(`/customers/${record.id}/export`)).set(shop.auth);
    expect(res.status).toBe(200);
    expect(res.body.packages.map((h: { title: string; status: string }) => [h.title, h.status])).toEqual([
      ['Five classes', 'refunded'],
      ['Monthly', 'active'],
      ['Ten cuts', 'active'],
    ]);
  });
});
