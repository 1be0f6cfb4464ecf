// docs/api-conventions.md#customers-paying: prepayment on marketplace bookings, through HTTP as a customer app walks it: book
// (unconfirmed, holding the slot, with a checkout), a declined card, pay (confirmed in the same
// transaction), double confirms, expiry (cancelled, slot free), cancel and refund, a no-show
// keeping its prepayment. The business's set-up is written directly (as HQ would).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter, now } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { one } from '../helpers/rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cutId: string;
let dinnerId: string;
const day = dayAfter(4);
const at = (hh: string) => `${day}T${hh}:00:00.000Z`;
const mp = (path: string) => `/v1/marketplace${path}`;
const isk = (amount: number) => [{ currency: 'ISK', amount }];

beforeAll(async () => {
  t = await createTestApp({ RESERVATION_MINUTES: '10' });
  const p = t.db.prisma;
  shop = await createShop(p, { employees: 1 });
  // The company: 20% of the price up front, or the whole price if the customer wants.
  await p.company.update({
    where: { id: shop.companyId },
    data: {
      currency_code: 'ISK',
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        pre_payment_ratio: 20,
        optional_full_payment: true,
      },
    },
  });
  cutId = await createEventType(p, shop, {
    variations: [{ id: 'std', label: 'Cut', selectable_in_marketplace: true, prices: isk(9900) }],
  });
  // Its own settings win over the company's: 1,500 per guest, from 2 guests up.
  dinnerId = await createEventType(p, shop, {
    title: 'Dinner',
    payments: {
      pre_payment_enabled: true,
      pre_payment_required: true,
      flat_fee: 1500,
      pre_payment_type: 'per_guest',
      pre_payment_min_pax: 2,
    },
    variations: [{ id: 'std', label: 'Dinner', selectable_in_marketplace: true, prices: isk(20000) }],
  });
});

afterAll(async () => {
  await t?.close();
});

const book = (startsAt: string, extra: Record<string, unknown> = {}) =>
  t.http.post(mp('/events')).send({
    company: shop.companyId,
    event_types: [cutId],
    starts_at: startsAt,
    customer_name: 'Ada',
    ...extra,
  });
const confirm = (paymentId: string, method = 'tok_visa') =>
  t.http.post(mp(`/payments/${paymentId}/confirm`)).send({ payment_method: method });

describe('prepayment on a marketplace booking', () => {
  it('books unconfirmed with a pending payment, declines, pays, and confirms once', async () => {
    const before = Date.now();
    const res = await book(at('10'));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('unconfirmed');
    // 20% of 9,900 = 1,980.
    expect(res.body.payment).toMatchObject({
      status: 'pending',
      amount: 1980,
      currency: 'ISK',
      reason: 'prepayment',
      event: res.body.id,
      checkout: { provider: 'test' },
    });
    const pay = res.body.payment;
    expect(pay.checkout.client_secret).toMatch(/^pi_test_.+_secret$/);
    // The hold lasts RESERVATION_MINUTES (10).
    const expires = Date.parse(pay.checkout.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    // The slot is held: the only employee is taken at 10:00.
    const second = await book(at('10'), { customer_name: 'Bo' });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('time_slot_not_available');

    const declined = await confirm(pay.id, 'tok_declined');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ type: 'payment_error', code: 'card_declined' });
    expect((await t.http.get(mp(`/payments/${pay.id}`))).body.status).toBe('pending');
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('unconfirmed');

    const paid = await confirm(pay.id);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('unsettled');
    expect(paid.body.checkout.client_secret).toBeNull();
    const ev = await t.http.get(mp(`/events/${res.body.id}?expand=payment`));
    expect(ev.body.status).toBe('confirmed');
    expect(ev.body.payment).toMatchObject({ id: pay.id, status: 'unsettled', amount: 1980 });
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.payment).toBe(pay.id);

    // A second confirm answers the same and captures nothing more.
    const again = await confirm(pay.id);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('unsettled');

    // HQ sees it among the company's payments, filtered by reason.
    const list = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/payments`)
      .query({ filter: JSON.stringify({ reason: 'prepayment' }) })
      .set(shop.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: string }) => x.id)).toContain(pay.id);
    const noshows = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/payments`)
      .query({ filter: JSON.stringify({ reason: 'noshow' }) })
      .set(shop.auth);
    expect(noshows.body.map((x: { id: string }) => x.id)).not.toContain(pay.id);
  });

  it('announces the booking with its payment, as GET answers it, on webhooks and the stream', async () => {
    // A day of its own: the other tests of this file take every hour of theirs.
    const res = await book(`${dayAfter(5)}T09:00:00.000Z`);
    expect(res.status).toBe(200);
    const pay = res.body.payment;
    const paid = await confirm(pay.id);
    expect(paid.status).toBe(200);
    // What webhooks and the stream send is the webhook message's body (one row per change).
    const messages = await t.db.prisma.$queryRawUnsafe<{ type: string; payload: any }[]>(
      `SELECT type, payload FROM webhook_messages
        WHERE company_id = $1 AND payload->'data'->'object'->>'id' = $2 ORDER BY seq`,
      shop.companyId,
      res.body.id,
    );
    // Created unconfirmed with the pending prepayment, then confirmed by paying it.
    expect(messages.map((m) => m.type)).toEqual(['event.created', 'event.updated']);
    for (const m of messages) expect(m.payload.data.object.payment).toBe(pay.id);
    const hq = await t.http.get(`/v1/hq/events/${res.body.id}`).set(shop.auth);
    expect(hq.body.payment).toBe(pay.id);
    expect(messages[1].payload.data.object).toEqual(hq.body);
  });

  it('announces every change of a prepayment: created, failed, succeeded, refunded; voided on expiry', async () => {
    const on = dayAfter(8); // a day of its own
    const paymentChanges = async (paymentId: string) =>
      (
        await t.db.prisma.$queryRawUnsafe<{ type: string; status: string }[]>(
          `SELECT type, payload->'data'->'object'->>'status' AS status FROM webhook_messages
            WHERE company_id = $1 AND type LIKE 'payment.%' AND payload->'data'->'object'->>'id' = $2
            ORDER BY seq`,
          shop.companyId,
          paymentId,
        )
      ).map((m) => `${m.type} ${m.status}`);
    const res = await book(`${on}T09:00:00.000Z`);
    const pay = res.body.payment;
    expect((await confirm(pay.id, 'tok_declined')).status).toBe(402);
    expect((await confirm(pay.id)).status).toBe(200);
    await t.http
      .post(mp(`/events/${res.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await paymentChanges(pay.id)).toEqual([
      'payment.created pending',
      'payment.failed pending', // the card declined: still payable
      'payment.succeeded unsettled',
      'payment.refunded refunded', // the customer cancelled
    ]);
    // The last announcement is what HQ answers for the payment.
    const [last] = await t.db.prisma.$queryRawUnsafe<{ object: unknown }[]>(
      `SELECT payload->'data'->'object' AS object FROM webhook_messages
        WHERE company_id = $1 AND payload->'data'->'object'->>'id' = $2 ORDER BY seq DESC LIMIT 1`,
      shop.companyId,
      pay.id,
    );
    expect(last.object).toEqual((await t.http.get(`/v1/hq/payments/${pay.id}`).set(shop.auth)).body);

    // An unpaid hold that passes is voided by the job: refunded, nothing was taken.
    const held = await book(`${on}T10:00:00.000Z`);
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: held.body.payment.id },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    expect(await t.app.services.checkout.expireDue()).toBe(1);
    expect(await paymentChanges(held.body.payment.id)).toEqual([
      'payment.created pending',
      'payment.refunded refunded',
    ]);
  });

  it('refunds the prepayment of a booking the customer cancels', async () => {
    const res = await book(at('11'));
    await confirm(res.body.payment.id).expect(200);
    const cancel = await t.http.post(mp(`/events/${res.body.id}`)).send({ status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: res.body.payment.id } });
    expect(row.status).toBe('refunded');
    expect(row.refunded_at).not.toBeNull();
  });

  it('voids the pending payment of a booking cancelled before it was paid', async () => {
    const res = await book(at('12'));
    await t.http
      .post(mp(`/events/${res.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await t.http.get(mp(`/payments/${res.body.payment.id}`))).body.status).toBe('refunded');
    const late = await confirm(res.body.payment.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('payment_not_payable');
  });

  it('keeps the prepayment of a no-show', async () => {
    const res = await book(at('13'));
    await confirm(res.body.payment.id).expect(200);
    const marked = await t.http
      .post(`/v1/hq/events/${res.body.id}`)
      .set(shop.auth)
      .send({ status: 'noshow' });
    expect(marked.status).toBe(200);
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: res.body.payment.id } });
    expect(row.status).toBe('unsettled');
  });

  it('cancels a booking unpaid when its hold expires, on read, and frees its slot', async () => {
    const res = await book(at('14'));
    const payId = res.body.payment.id;
    // The hold passes (ten minutes later).
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: payId },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    const ev = await t.http.get(mp(`/events/${res.body.id}`));
    expect(ev.body.status).toBe('cancelled');
    expect((await t.http.get(mp(`/payments/${payId}`))).body.status).toBe('refunded');
    const late = await confirm(payId);
    expect(late.status).toBe(409);
    // The slot is free again.
    const rebook = await book(at('14'), { customer_name: 'Bo' });
    expect(rebook.status).toBe(200);
    expect(rebook.body.status).toBe('unconfirmed');
  });

  it('stops blocking the slot the moment the hold passes, before the job or a read cancels it', async () => {
    const d = dayAfter(7);
    const slotTimes = async () => {
      const res = await t.http
        .get(mp(`/companies/${shop.companyId}/time_slots`))
        .query({ event_type_ids: [cutId], start_date: d, end_date: d });
      expect(res.status).toBe(200);
      return res.body[0].slots.map((x: { time: string }) => x.time) as string[];
    };
    const free = await slotTimes();
    const res = await book(`${d}T10:00:00.000Z`);
    expect(res.body.status).toBe('unconfirmed');
    const taken = await slotTimes();
    // The only employee is held at 10:00: that slot (and any overlapping it) is gone.
    const held = free.filter((x) => !taken.includes(x));
    expect(held.length).toBeGreaterThan(0);
    // The hold ends 1.5 s from now; nothing else about the booking changes (no job, no read).
    // On the app's clock (the test clock), which decides holds: never the database's now().
    await t.db.sql.query(`UPDATE payments SET expires_at = $2::timestamptz WHERE id = $1`, [
      res.body.payment.id,
      new Date(now() + 1500),
    ]);
    expect(await slotTimes()).toEqual(taken);
    await new Promise((r) => setTimeout(r, 1600));
    // Passed: the slots are offered again (the cached answer's fingerprint saw the hold pass)...
    expect(await slotTimes()).toEqual(free);
    const row = await t.db.prisma.event.findFirstOrThrow({ where: { id: res.body.id } });
    expect(row.status).toBe('unconfirmed'); // not cancelled yet: nothing has run
    // ...and bookable: the booking's transaction drops the passed hold's occupancy rows.
    const rebook = await book(`${d}T10:00:00.000Z`, { customer_name: 'Bo' });
    expect(rebook.status, JSON.stringify(rebook.body)).toBe(200);
    // A read of the first booking now cancels it, and its payment can no longer be paid.
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('cancelled');
    expect((await confirm(res.body.payment.id)).status).toBe(409);
  });

  it('expires unpaid holds in the job, once: booking cancelled, its occupancy rows gone', async () => {
    const res = await book(at('15'));
    const payId = res.body.payment.id;
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: payId },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    const services = t.app.services;
    expect(await services.checkout.expireDue()).toBe(1);
    expect(await services.checkout.expireDue()).toBe(0);
    const row = await t.db.prisma.event.findFirstOrThrow({ where: { id: res.body.id } });
    expect(row.status).toBe('cancelled');
    expect(await t.db.prisma.occupancy.count({ where: { event_id: res.body.id } })).toBe(0);
  });

  it("takes the event type's own settings: per guest, from pre_payment_min_pax", async () => {
    const one = await book(at('16'), { event_types: [dinnerId], number_of_guests: 1 });
    expect(one.status).toBe(200);
    // One guest is below pre_payment_min_pax 2: no prepayment, confirmed at once.
    expect(one.body.status).toBe('confirmed');
    expect(one.body.payment).toBeNull();
    await t.http
      .post(mp(`/events/${one.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    const three = await book(at('16'), { event_types: [dinnerId], number_of_guests: 3 });
    // 1,500 per guest x 3 = 4,500.
    expect(three.body.payment).toMatchObject({ amount: 4500, status: 'pending' });
  });

  it('lets the customer pay in full where optional_full_payment allows it', async () => {
    const res = await book(`${dayAfter(6)}T09:00:00.000Z`, { pay_in_full: true });
    expect(res.body.payment.amount).toBe(9900);
  });

  it('answers 404 for an unknown payment, and for another customer account', async () => {
    expect((await confirm('nope')).status).toBe(404);
    expect((await t.http.get(mp('/payments/nope'))).status).toBe(404);
    const signUp = async (email: string) =>
      (await signUpCustomer(t.app, t.db.sql, { email, password: 'correct horse battery', name: email })).body
        .token;
    const one = await signUp('payer-one@example.test');
    const two = await signUp('payer-two@example.test');
    const res = await book(at('09'), { number_of_guests: 1 }).set({ Authorization: `Bearer ${one}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payId = res.body.payment.id;
    const asTwo = { Authorization: `Bearer ${two}` };
    expect((await t.http.get(mp(`/payments/${payId}`)).set(asTwo)).status).toBe(404);
    expect((await confirm(payId).set(asTwo)).status).toBe(404);
    // Without a token too: the payment belongs to an account.
    expect((await confirm(payId)).status).toBe(404);
    const paid = await confirm(payId).set({ Authorization: `Bearer ${one}` });
    expect(paid.body.status).toBe('unsettled');
  });
});

describe.runIf(!!process.env.DATABASE_URL)('two confirms at once (PostgreSQL)', () => {
  it('captures once and confirms once', async () => {
    const res = await book(`${dayAfter(5)}T10:00:00.000Z`);
    const payId = res.body.payment.id;
    const capture = vi.spyOn(t.app.services.checkout.provider, 'capture');
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(payId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.status === 'unsettled')).toBe(true);
    expect(capture).toHaveBeenCalledTimes(1);
    capture.mockRestore();
    const row = await t.db.prisma.event.findFirstOrThrow({ where: { id: res.body.id } });
    expect(row.status).toBe('confirmed');
  });
});

describe('seats of a class prepay as services do (docs/api-conventions.md#customers-paying)', () => {
  const HOUR = 3_600_000;
  let classId: string;
  let tierId: string;
  const bookedGuests = async () =>
    (await t.db.prisma.scheduledEventTier.findFirstOrThrow({ where: { id: tierId } })).booked_guests;
  const seat = (guests: number, name = 'Ada') =>
    t.http.post(mp('/events')).send({
      company: shop.companyId,
      scheduled_event: classId,
      number_of_guests: guests,
      customer_name: name,
    });

  beforeAll(async () => {
    const res = await t.http
      .post('/v1/hq/scheduled_events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        name: 'Yoga',
        starts_at: new Date(Date.now() + 48 * HOUR).toISOString(),
        ends_at: new Date(Date.now() + 49 * HOUR).toISOString(),
        marketplace_visible: true,
        tiers: [
          { name: 'Mat', max_capacity: 3, variations: [{ id: 'drop', label: 'Drop-in', price: 5000 }] },
        ],
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    classId = res.body.id;
    tierId = res.body.tiers[0].id;
  });

  it('books seats unconfirmed with the prepayment, holds them, confirms on paying, refunds on cancel', async () => {
    const res = await seat(2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('unconfirmed');
    // The company's 20% of 2 seats x 5,000 = 10,000: 2,000.
    expect(res.body.payment).toMatchObject({
      status: 'pending',
      amount: 2000,
      currency: 'ISK',
      reason: 'prepayment',
    });
    expect(await bookedGuests()).toBe(2);
    const paid = await confirm(res.body.payment.id);
    expect(paid.body.status).toBe('unsettled');
    expect((await t.http.get(mp(`/events/${res.body.id}`))).body.status).toBe('confirmed');
    await t.http
      .post(mp(`/events/${res.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await t.http.get(mp(`/payments/${res.body.payment.id}`))).body.status).toBe('refunded');
    expect(await bookedGuests()).toBe(0);
    // Every announcement of the seat booking names its payment, as GET does.
    const announced = await t.db.prisma.$queryRawUnsafe<{ type: string; payment: string | null }[]>(
      `SELECT type, payload->'data'->'object'->>'payment' AS payment FROM webhook_messages
        WHERE company_id = $1 AND payload->'data'->'object'->>'id' = $2 ORDER BY seq`,
      shop.companyId,
      res.body.id,
    );
    expect(announced).toEqual(
      ['event.created', 'event.updated', 'event.cancelled'].map((type) => ({
        type,
        payment: res.body.payment.id,
      })),
    );
  });

  it("gives a passed hold's seats back before the next booking of the class counts them", async () => {
    const held = await seat(3);
    expect(held.body.status).toBe('unconfirmed');
    expect(await bookedGuests()).toBe(3); // all 3 seats held
    const full = await seat(1, 'Bo');
    expect(full.status).toBe(400);
    expect(full.body.code).toBe('scheduled_event_full');
    await one(
      t.db.prisma.payment.updateMany({
        where: { id: held.body.payment.id },
        data: { expires_at: new Date(Date.now() - 1000) },
      }),
    );
    // The hold passed: its 3 seats go back, and 1 of them is Bo's (1 x 5,000 x 20% = 1,000).
    const bo = await seat(1, 'Bo');
    expect(bo.status, JSON.stringify(bo.body)).toBe(200);
    expect(bo.body.payment.amount).toBe(1000);
    expect(await bookedGuests()).toBe(1);
    expect((await t.http.get(mp(`/events/${held.body.id}`))).body.status).toBe('cancelled');
  });

  it('does not ask staff booking a seat in HQ to prepay', async () => {
    const res = await t.http.post('/v1/hq/events').set(shop.auth).send({
      company: shop.companyId,
      scheduled_event: classId,
      number_of_guests: 1,
      customer_name: 'Walk-in',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('confirmed');
    expect(res.body.payment ?? null).toBeNull();
  });
});
