// docs/api-conventions.md#customers-paying with PAYMENT_PROVIDER=stripe: the whole prepaid booking through HTTP, the server's
// `stripe` package talking to a Stripe stand-in on 127.0.0.1 (test/helpers/stripe-mock.ts), and
// Stripe's webhook signed as Stripe signs it (stripe.webhooks.generateTestHeaderString): book ->
// unconfirmed with a PaymentIntent; the signed payment_intent.succeeded -> confirmed; the same
// delivery again changes nothing; a bad signature is a 400; cancel -> a refund at Stripe.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { one } from '../helpers/rows.ts';
import { type StripeMock, startStripeMock } from '../helpers/stripe-mock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const KEY = 'sk_test_http0123456789abcdef';
const WHSEC = 'whsec_http0123456789abcdef';
let mock: StripeMock;
let t: TestApp;
let shop: Shop;
let cutId: string;
const day = dayAfter(4);
const at = (hh: string) => `${day}T${hh}:00:00.000Z`;
const mp = (path: string) => `/v1/marketplace${path}`;

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
  // 20% of the price up front.
  await p.company.update({
    where: { id: shop.companyId },
    data: {
      currency_code: 'ISK',
      payments: { pre_payment_enabled: true, pre_payment_required: true, pre_payment_ratio: 20 },
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

const book = (startsAt: string, name = 'Ada') =>
  t.http
    .post(mp('/events'))
    .send({ company: shop.companyId, event_types: [cutId], starts_at: startsAt, customer_name: name });

/** Stripe's delivery of `payload`: signed with the endpoint's secret, as Stripe does. */
const deliver = (payload: string, secret = WHSEC) =>
  t.http
    .post('/v1/webhooks/stripe')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);

/** What the customer's app does with the client_secret: confirms the intent at Stripe itself. */
const payAtStripe = (intentId: string) =>
  new Stripe(KEY, {
    host: '127.0.0.1',
    port: Number(new URL(mock.url).port),
    protocol: 'http',
  }).paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });

/** Everything a confirmation writes: the rows must not move on a duplicate delivery. */
async function snapshot(eventId: string, paymentId: string) {
  const p = t.db.prisma;
  return {
    event: await p.event.findFirstOrThrow({ where: { id: eventId } }),
    payment: await p.payment.findFirstOrThrow({ where: { id: paymentId } }),
    outbox: await p.outboxMessage.count({ where: { company_id: shop.companyId } }),
    webhookMessages: await p.webhookMessage.count({ where: { company_id: shop.companyId } }),
  };
}

describe('a prepaid booking with the Stripe provider', () => {
  it('books unconfirmed with a PaymentIntent, is confirmed by the signed webhook once, refunds on cancel', async () => {
    const res = await book(at('10'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('unconfirmed');
    const pay = res.body.payment;
    // 20% of 9,900 ISK = 1,980 ISK; Stripe counts ISK in hundredths: 198,000.
    expect(pay).toMatchObject({
      status: 'pending',
      amount: 1980,
      currency: 'ISK',
      checkout: { provider: 'stripe' },
    });
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: pay.id } });
    const intent = mock.intents.get(row.provider_ref!)!;
    expect(intent).toMatchObject({
      amount: 198000,
      currency: 'isk',
      status: 'requires_payment_method',
      metadata: { payment_id: pay.id, company_id: shop.companyId },
    });
    expect(pay.checkout.client_secret).toBe(intent.client_secret);
    expect(
      mock.requests.find((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `open-${pay.id}`),
    ).toBeTruthy();

    // The customer's app pays at Stripe; until Stripe's webhook arrives the booking waits.
    expect((await payAtStripe(intent.id)).status).toBe('succeeded');
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('unconfirmed');

    const succeeded = mock.event('payment_intent.succeeded', intent.id);
    const first = await deliver(succeeded);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'confirmed' });
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('confirmed');
    expect((await t.http.get(mp(`/payments/${pay.id}`))).body).toMatchObject({
      status: 'unsettled',
      checkout: { client_secret: null },
    });

    // Stripe delivers at least once: the same event again answers 200 and changes nothing.
    const before = await snapshot(res.body.id, pay.id);
    const again = await deliver(succeeded);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, outcome: 'unchanged' });
    expect(await snapshot(res.body.id, pay.id)).toEqual(before);

    // Cancelled by the customer: the prepayment goes back through Stripe, in full, right after
    // the cancel's commit (outside its transaction).
    const cancel = await t.http.post(mp(`/events/${res.body.id}`)).send({ status: 'cancelled' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await t.db.prisma.payment.findFirstOrThrow({ where: { id: pay.id } })).status).toBe('refunded');
    await vi.waitFor(() =>
      expect(mock.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1),
    );
    expect(mock.refunds.find((r) => r.payment_intent === intent.id)?.amount).toBe(198000);
    await vi.waitFor(async () =>
      expect(
        (await t.db.prisma.payment.findFirstOrThrow({ where: { id: pay.id } })).provider_action,
      ).toBeNull(),
    );
  });

  it("refunds at Stripe only what a late cancellation's policy does not keep", async () => {
    // A company of its own, so the other tests keep theirs: 20% of 9,900 = 1,980 prepaid; a
    // cancellation inside 720 hours keeps 10% of the price (990) and refunds 1,980 - 990 = 990.
    const p = t.db.prisma;
    const strict = await createShop(p, { employees: 1 });
    await p.company.update({
      where: { id: strict.companyId },
      data: {
        currency_code: 'ISK',
        payments: {
          pre_payment_enabled: true,
          pre_payment_required: true,
          pre_payment_ratio: 20,
          cancellation_policy: { window_hours: 720, fee_type: 'percent', fee: 10, deposit: 'keep_up_to_fee' },
        },
      },
    });
    const cut = await createEventType(p, strict, {
      variations: [
        {
          id: 'std',
          label: 'Cut',
          selectable_in_marketplace: true,
          prices: [{ currency: 'ISK', amount: 9900 }],
        },
      ],
    });
    const res = await t.http
      .post(mp('/events'))
      .send({ company: strict.companyId, event_types: [cut], starts_at: at('10'), customer_name: 'Lee' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const paid = await t.http
      .post(mp(`/payments/${res.body.payment.id}/confirm`))
      .send({ payment_method: 'pm_card_visa' });
    expect(paid.status).toBe(200);
    const ref = (await p.payment.findFirstOrThrow({ where: { id: res.body.payment.id } })).provider_ref!;
    expect((await t.http.post(mp(`/events/${res.body.id}`)).send({ status: 'cancelled' })).status).toBe(200);
    // ISK goes to Stripe in hundredths: 990 is 99,000 of the charge's 198,000.
    await vi.waitFor(() => expect(mock.refunds.filter((r) => r.payment_intent === ref)).toHaveLength(1));
    expect(mock.refunds.find((r) => r.payment_intent === ref)?.amount).toBe(99000);
    const row = await p.payment.findFirstOrThrow({ where: { id: res.body.payment.id } });
    expect(row.status).toBe('unsettled');
    expect(row.refunded_amount?.toNumber()).toBe(990);
    await vi.waitFor(async () =>
      expect((await p.payment.findFirstOrThrow({ where: { id: row.id } })).provider_action).toBeNull(),
    );
  });

  it('refuses a bad signature with 400 invalid_signature, changing nothing', async () => {
    const res = await book(at('11'));
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: res.body.payment.id } });
    await payAtStripe(row.provider_ref!);
    const payload = mock.event('payment_intent.succeeded', row.provider_ref!);
    for (const bad of [
      deliver(payload, 'whsec_not_ours_0123456789'),
      t.http.post('/v1/webhooks/stripe').set('content-type', 'application/json').send(payload), // unsigned
      // Malformed headers: an empty v1 (the verifier's comparison threw a plain Error: was a 500),
      // no timestamp, garbage.
      ...[`t=${Math.floor(Date.now() / 1000)},v1=`, 'v1=abc', 't=,v1=', '=,=,', 'x'.repeat(300)].map(
        (header) =>
          t.http
            .post('/v1/webhooks/stripe')
            .set('content-type', 'application/json')
            .set('stripe-signature', header)
            .send(payload),
      ),
    ]) {
      const answer = await bad;
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ type: 'validation_error', code: 'invalid_signature' });
      expect(typeof answer.body.message).toBe('string');
      expect(typeof answer.body.request_id).toBe('string');
    }
    // The body changed after Stripe signed it (the amount, say).
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    const tampered = await t.http
      .post('/v1/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(payload.replace('"amount":198000', '"amount":1'));
    expect(tampered.status).toBe(400);
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('unconfirmed');
    // Signed properly, it confirms.
    expect((await deliver(payload)).body.outcome).toBe('confirmed');
  });

  it('confirms through the API with pm_card_visa; the webhook that follows changes nothing', async () => {
    const res = await book(at('12'));
    const payId = res.body.payment.id;
    const declined = await t.http
      .post(mp(`/payments/${payId}/confirm`))
      .send({ payment_method: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('card_declined');
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } });
    // Stripe tells of the failed attempt: the payment stays pending for another card.
    const failed = await deliver(mock.event('payment_intent.payment_failed', row.provider_ref!));
    expect(failed.body).toEqual({ received: true, outcome: 'attempt_failed' });
    expect((await t.http.get(mp(`/payments/${payId}`))).body.status).toBe('pending');

    const paid = await t.http.post(mp(`/payments/${payId}/confirm`)).send({ payment_method: 'pm_card_visa' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('unsettled');
    expect(mock.intents.get(row.provider_ref!)?.status).toBe('succeeded');
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('confirmed');
    const late = await deliver(mock.event('payment_intent.succeeded', row.provider_ref!));
    expect(late.body.outcome).toBe('unchanged');
  });

  it('cancels the intent of an expired hold at Stripe and frees the slot; a booking that fails drops its intent', async () => {
    const res = await book(at('13'));
    const payId = res.body.payment.id;
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } });
    // The slot is held: a second booking of it fails, and the intent opened for it is cancelled.
    const intentsBefore = new Set(mock.intents.keys());
    const second = await book(at('13'), 'Bo');
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('time_slot_not_available');
    const opened = [...mock.intents.values()].filter((i) => !intentsBefore.has(i.id));
    expect(opened.map((i) => i.status)).toEqual(['canceled']);

    await one(
      t.db.prisma.payment.updateMany({
        where: { id: payId },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('cancelled');
    expect(mock.intents.get(row.provider_ref!)?.status).toBe('canceled');
    expect((await t.http.get(mp(`/payments/${payId}`))).body.status).toBe('refunded');
    expect((await book(at('13'), 'Bo')).status).toBe(200);
  });

  it('gives back a payment that arrives after its hold passed, as the slot is free by then', async () => {
    const res = await book(at('14'));
    const payId = res.body.payment.id;
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } });
    // Paid at Stripe; the hold passes before Stripe's webhook arrives.
    await payAtStripe(row.provider_ref!);
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: payId },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    // The job finds the intent paid when it cancels it: voided and refunded, not confirmed.
    expect(await t.app.services.checkout.expireDue()).toBe(1);
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('cancelled');
    expect((await t.http.get(mp(`/payments/${payId}`))).body.status).toBe('refunded');
    expect(mock.refunds.filter((r) => r.payment_intent === row.provider_ref)).toHaveLength(1);
    // The webhook, late, changes nothing more: the refund is the same one.
    const late = await deliver(mock.event('payment_intent.succeeded', row.provider_ref!));
    expect(late.body.outcome).toBe('refunded');
    expect(mock.refunds.filter((r) => r.payment_intent === row.provider_ref)).toHaveLength(1);
  });

  it('refunds money that arrives for a booking already cancelled', async () => {
    const res = await book(at('15'));
    const payId = res.body.payment.id;
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } });
    await t.http
      .post(mp(`/events/${res.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    // Stripe's copy of the intent paid anyway (a race with the cancel, played out here).
    const intent = mock.intents.get(row.provider_ref!)!;
    // Cancelled at Stripe after the cancel's commit.
    await vi.waitFor(() => expect(intent.status).toBe('canceled'));
    intent.status = 'succeeded';
    const late = await deliver(mock.event('payment_intent.succeeded', intent.id));
    expect(late.body.outcome).toBe('refunded');
    expect(mock.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('cancelled');
  });

  it('cancels while Stripe is down; the refund goes out when the job runs after Stripe is back', async () => {
    const res = await book(at('16'));
    const payId = res.body.payment.id;
    const paid = await t.http.post(mp(`/payments/${payId}/confirm`)).send({ payment_method: 'pm_card_visa' });
    expect(paid.body.status).toBe('unsettled');
    const ref = (await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } })).provider_ref!;
    mock.down = true;
    try {
      const cancel = await t.http.post(mp(`/events/${res.body.id}`)).send({ status: 'cancelled' });
      expect(cancel.status).toBe(200);
      expect(cancel.body.status).toBe('cancelled');
      // The after-commit attempt failed (three requests, each answered 500): the refund is still owed.
      await vi.waitFor(
        () => expect(mock.requests.filter((r) => r.path === '/v1/refunds').length).toBeGreaterThanOrEqual(3),
        { timeout: 10_000 },
      );
      await vi.waitFor(() => expect(t.app.services.checkout.settling).toBe(false), { timeout: 10_000 });
      const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } });
      expect([row.status, row.provider_action]).toEqual(['refunded', 'refund']);
      expect(mock.refunds.filter((r) => r.payment_intent === ref)).toHaveLength(0);
    } finally {
      mock.down = false;
    }
    // The minute job (expireDue) carries it out.
    await t.app.services.checkout.expireDue();
    expect(mock.refunds.filter((r) => r.payment_intent === ref)).toHaveLength(1);
    expect((await t.db.prisma.payment.findFirstOrThrow({ where: { id: payId } })).provider_action).toBeNull();
  }, 30_000);

  it('ignores events that are not about our payments', async () => {
    const foreign = JSON.stringify({
      id: 'evt_x',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_elsewhere', object: 'payment_intent', metadata: {} } },
    });
    expect((await deliver(foreign)).body).toEqual({ received: true, outcome: 'ignored' });
    const other = JSON.stringify({
      id: 'evt_y',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other)).body).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('the webhook without Stripe', () => {
  it('answers 404 when the server uses the test provider', async () => {
    const plain = await createTestApp();
    try {
      const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } });
      const res = await plain.http
        .post('/v1/webhooks/stripe')
        .set('content-type', 'application/json')
        .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }))
        .send(payload);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('resource_missing');
    } finally {
      await plain.close();
    }
  });
});
