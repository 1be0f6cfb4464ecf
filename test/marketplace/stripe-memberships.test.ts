// docs/packages.md, "Memberships", with PAYMENT_PROVIDER=stripe through HTTP: the server's
// `stripe` package talking to the Stripe stand-in (test/helpers/stripe-mock.ts). Starting a
// membership makes a Stripe customer, a price and a subscription paid for its first month; Stripe
// renews it and says so through its webhook (signed as Stripe signs it): invoice.paid renews it
// once however often it is delivered; invoice.payment_failed pauses it; a new card pays the
// invoice due; cancelling sets the subscription to end with the period; its deletion ends it.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { type StripeMock, startStripeMock } from '../helpers/stripe-mock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const KEY = 'sk_test_members0123456789abcdef';
const WHSEC = 'whsec_members0123456789abcdef';
let mock: StripeMock;
let t: TestApp;
let shop: Shop;
let productId: string;
let customer: Record<string, string>;
const mp = (path: string) => `/v1/marketplace${path}`;

beforeAll(async () => {
  mock = await startStripeMock(KEY);
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_API_BASE: mock.url,
  });
  const p = t.db.prisma;
  shop = await createShop(p, { employees: 1 });
  await p.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  const cut = await createEventType(p, shop, { title: 'Cut' });
  const res = await t.http
    .post('/v1/hq/package_products')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      kind: 'membership',
      title: 'Monthly cuts',
      currency: 'ISK',
      price: 9900,
      period: 'month',
      credits: 2,
      covers: { event_types: [cut] },
      marketplace: true,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  productId = res.body.id;
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'stripe-member@example.test',
    password: 'a long enough password',
  });
  customer = { Authorization: `Bearer ${signed.body.token}` };
});

afterAll(async () => {
  await t?.close();
  await mock?.close();
});

const deliver = (payload: string) =>
  t.http
    .post('/v1/webhooks/stripe')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }))
    .send(payload);
const buy = (payment_method: string) =>
  t.http
    .post(mp('/customer_packages'))
    .set(customer)
    .send({ company: shop.companyId, package_product: productId, payment_method });
const row = (id: string) =>
  t.db.prisma.customerPackage.findFirstOrThrow({ where: { company_id: shop.companyId, id } });
const paymentsOf = (id: string) =>
  t.db.prisma.payment.findMany({
    where: { company_id: shop.companyId, customer_package_id: id },
    orderBy: { created_at: 'asc' },
  });
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('a membership on a Stripe subscription', () => {
  let id: string;
  let subscriptionId: string;

  it('refuses a declined first payment writing nothing', async () => {
    const res = await buy('pm_card_chargeDeclined');
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('card_declined');
    expect(await t.db.prisma.customerPackage.count({ where: { company_id: shop.companyId } })).toBe(0);
    expect(await t.db.prisma.payment.count({ where: { company_id: shop.companyId } })).toBe(0);
    expect(mock.subscriptions.size).toBe(0);
  });

  it('starts as a subscription paid for its first month', async () => {
    const res = await buy('pm_card_visa');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.customer_package.id;
    expect(res.body.customer_package).toMatchObject({
      provider: 'stripe',
      status: 'active',
      credits_left: 2,
    });
    const held = await row(id);
    subscriptionId = held.provider_subscription_ref!;
    const sub = mock.subscriptions.get(subscriptionId)!;
    // 9,900 ISK a month; Stripe counts ISK in hundredths: 990,000.
    expect(sub).toMatchObject({
      status: 'active',
      interval: 'month',
      unit_amount: 990000,
      currency: 'isk',
      default_payment_method: 'pm_card_visa',
      metadata: { customer_package_id: id, company_id: shop.companyId },
    });
    const [first] = await paymentsOf(id);
    expect(first).toMatchObject({
      reason: 'membership',
      provider: 'stripe',
      provider_ref: sub.latest_invoice,
    });
    expect(Number(first.amount)).toBe(9900);
    // Idempotency keys per membership: a retried start is one customer, one price, one subscription.
    const keys = mock.requests.filter((r) => r.method === 'POST').map((r) => r.idempotencyKey);
    expect(keys).toEqual(expect.arrayContaining([`customer-${id}`, `price-${id}`, `subscribe-${id}`]));
    // Stripe's own invoice.paid for the first invoice changes nothing: the purchase recorded it.
    const created = await deliver(mock.objectEvent('invoice.paid', mock.invoices.get(sub.latest_invoice)!));
    expect(created.body).toEqual({ received: true, outcome: 'unchanged' });
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('renews when Stripe says the next invoice is paid, once however often it is delivered', async () => {
    await t.db.prisma.customerPackage.update({
      where: { company_id_id: { company_id: shop.companyId, id } },
      data: { credits_used: 2 },
    });
    const event = mock.renew(subscriptionId);
    const invoice = JSON.parse(event).data.object;
    const res = await deliver(event);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'renewed' });
    const held = await row(id);
    expect([
      held.status,
      held.starts_at.toISOString(),
      held.ends_at.toISOString(),
      held.credits_used,
    ]).toEqual(['active', iso(invoice.lines.data[0].period.start), iso(invoice.lines.data[0].period.end), 0]);
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'unchanged' });
    const paid = await paymentsOf(id);
    expect(paid.map((p) => [p.reason, Number(p.amount), p.provider_ref])).toEqual([
      ['membership', 9900, paid[0].provider_ref],
      ['membership', 9900, invoice.id],
    ]);
  });

  it('pauses when a renewal fails, and a new card pays the invoice due', async () => {
    const failed = mock.renew(subscriptionId, { fail: true });
    const due = JSON.parse(failed).data.object;
    expect((await deliver(failed)).body).toEqual({ received: true, outcome: 'paused' });
    expect((await row(id)).status).toBe('paused');
    const view = await t.http.get(mp(`/companies/${shop.companyId}/customer_packages/${id}`)).set(customer);
    expect(view.body).toMatchObject({ status: 'paused', renews_at: null });

    const res = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/payment_method`))
      .set(customer)
      .send({ payment_method: 'pm_card_mastercard' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'active',
      starts_at: iso(due.lines.data[0].period.start),
      ends_at: iso(due.lines.data[0].period.end),
    });
    expect(mock.invoices.get(due.id)?.status).toBe('paid');
    expect(mock.subscriptions.get(subscriptionId)?.default_payment_method).toBe('pm_card_mastercard');
    expect(await paymentsOf(id)).toHaveLength(3);
    // Stripe's invoice.paid for that invoice arrives afterwards: recorded already.
    expect((await deliver(mock.objectEvent('invoice.paid', mock.invoices.get(due.id)!))).body.outcome).toBe(
      'unchanged',
    );
    expect(await paymentsOf(id)).toHaveLength(3);
  });

  it('is cancelled at the period end at Stripe, and ended by the subscription deleted', async () => {
    const res = await t.http
      .post(mp(`/companies/${shop.companyId}/customer_packages/${id}/cancel`))
      .set(customer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const held = await row(id);
    expect(res.body.cancel_at).toBe(held.ends_at.toISOString());
    expect(mock.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const sub = { ...mock.subscriptions.get(subscriptionId)!, status: 'canceled' };
    expect((await deliver(mock.objectEvent('customer.subscription.deleted', sub))).body.outcome).toBe(
      'ended',
    );
    expect((await row(id)).status).toBe('cancelled');
    expect((await deliver(mock.objectEvent('customer.subscription.deleted', sub))).body.outcome).toBe(
      'unchanged',
    );
    // Someone else's subscription (no metadata of ours) is ignored.
    expect(
      (
        await deliver(
          mock.objectEvent('customer.subscription.deleted', { id: 'sub_x', object: 'subscription' }),
        )
      ).body.outcome,
    ).toBe('ignored');
  });
});
