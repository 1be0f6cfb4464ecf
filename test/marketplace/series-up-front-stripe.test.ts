// A series paid up front (docs/payments.md#a-series-paid-up-front) with PAYMENT_PROVIDER=stripe,
// through HTTP against the Stripe stand-in (test/helpers/stripe-mock.ts): ONE PaymentIntent for
// the sum of the occurrences; Stripe's signed payment_intent.succeeded confirms every occurrence
// once; cancelling the occurrences refunds each one's part at Stripe, in parts that add up to the
// intent, never more. Reykjavík (UTC all year), open 09-17; 20% of 9,900 ISK = 1,980 a week.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { type StripeMock, startStripeMock } from '../helpers/stripe-mock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const KEY = 'sk_test_series0123456789abcdef';
const WHSEC = 'whsec_series0123456789abcdef';
let mock: StripeMock;
let t: TestApp;
let shop: Shop;
let cutId: string;

const at = atHour;

beforeAll(async () => {
  mock = await startStripeMock(KEY);
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_API_BASE: mock.url,
    RESERVATION_MINUTES: '10',
  });
  const p = t.db.prisma;
  shop = await createShop(p, { employees: 1 });
  await p.company.update({
    where: { id: shop.companyId },
    data: {
      currency_code: 'ISK',
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        pre_payment_ratio: 20,
        series_prepayment: 'up_front',
      },
    },
  });
  cutId = await createEventType(p, shop, {
    variations: [
      {
        id: 'std',
        label: 'Cut',
        selectable_in_marketplace: true,
        prices: [{ currency: 'ISK', amount: 9900 }],
      },
    ],
  });
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
const payAtStripe = (intentId: string) =>
  new Stripe(KEY, {
    host: '127.0.0.1',
    port: Number(new URL(mock.url).port),
    protocol: 'http',
  }).paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });

describe('a series paid up front through Stripe', () => {
  it('one intent for 2 x 1980 = 3960; the webhook confirms both weeks; each cancel refunds its 1980 at Stripe', async () => {
    const res = await t.http.post('/v1/marketplace/series').send({
      company: shop.companyId,
      event_types: [cutId],
      customer_name: 'Sam Stripe',
      starts_at: at(3),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(res.status, res.text).toBe(200);
    const pay = res.body.payment;
    expect([pay.amount, pay.status, pay.checkout.provider]).toEqual([3960, 'pending', 'stripe']);
    const row = await t.db.prisma.payment.findFirstOrThrow({
      where: { company_id: shop.companyId, id: pay.id },
    });
    const intent = mock.intents.get(row.provider_ref!)!;
    // ISK in hundredths at Stripe: 3960 x 100 = 396000; one intent for the series.
    expect(intent.amount).toBe(396000);
    expect(pay.checkout.client_secret).toBe(intent.client_secret);

    expect((await payAtStripe(intent.id)).status).toBe('succeeded');
    const succeeded = mock.event('payment_intent.succeeded', intent.id);
    expect((await deliver(succeeded)).body).toEqual({ received: true, outcome: 'confirmed' });
    const statuses = async () =>
      (
        await t.db.prisma.event.findMany({
          where: { company_id: shop.companyId, series_id: res.body.id },
          orderBy: { starts_at: 'asc' },
        })
      ).map((e) => e.status);
    expect(await statuses()).toEqual(['confirmed', 'confirmed']);
    // Delivered again: nothing changes.
    expect((await deliver(succeeded)).body).toEqual({ received: true, outcome: 'unchanged' });

    const cancel = (occurrence: string) =>
      t.http
        .post(`/v1/hq/companies/${shop.companyId}/series/${res.body.id}/cancellation`)
        .set(shop.auth)
        .send({ scope: 'one', occurrence });
    const refunds = () => mock.refunds.filter((r) => r.payment_intent === intent.id);
    expect((await cancel(res.body.occurrences[0].id)).status).toBe(200);
    // Week 1's part: 1980 = 198000 hundredths, refunded at Stripe after the commit.
    await vi.waitFor(() => expect(refunds().map((r) => r.amount)).toEqual([198000]));
    expect((await cancel(res.body.occurrences[1].id)).status).toBe(200);
    // Week 2's part: another 198000; 198000 + 198000 = 396000, the whole intent, never more.
    await vi.waitFor(() => expect(refunds().map((r) => r.amount)).toEqual([198000, 198000]));
    await vi.waitFor(async () => {
      const done = await t.db.prisma.payment.findFirstOrThrow({
        where: { company_id: shop.companyId, id: pay.id },
      });
      expect([done.status, done.provider_action, Number(done.provider_refunded)]).toEqual([
        'refunded',
        null,
        3960,
      ]);
    });
  });
});
