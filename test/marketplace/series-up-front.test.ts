// A marketplace series paid up front (docs/payments.md#a-series-paid-up-front), through HTTP on
// PGlite and PostgreSQL with the test provider: under `payments.series_prepayment: up_front` the
// series opens ONE pending payment for the sum of its occurrences' prepayments, in the series'
// transaction (its checkout in the answer); paying it confirms every occurrence, once; unpaid when
// its hold passes, every occurrence is cancelled; a cancelled occurrence's part is refunded once.
// Reykjavík (UTC all year), open 09-17 every day; a session costs 8000 ISK, 50% prepaid: 4000.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventType, type Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { physioPractice } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let physio: string;

const at = atHour;

const payments = {
  pre_payment_enabled: true,
  pre_payment_required: true,
  pre_payment_ratio: 50,
  series_prepayment: 'up_front',
};

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  ({ shop, physio: physio } = await physioPractice(p, 1));
  // The choice is set through the API, as a company would.
  const res = await t.http.post(`/v1/hq/companies/${shop.companyId}`).set(shop.auth).send({ payments });
  expect(res.status, res.text).toBe(200);
});
afterAll(() => t?.close());

const book = (body: Record<string, unknown>) =>
  t.http.post('/v1/marketplace/series').send({
    company: shop.companyId,
    event_types: [physio],
    customer_name: 'Uma Upfront',
    email: 'up-front@example.com',
    ...body,
  });
const cancel = (seriesId: string, scope: string, occurrence?: string) =>
  t.http
    .post(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/cancellation`)
    .set(shop.auth)
    .send({ scope, ...(occurrence ? { occurrence } : {}) });
const pay = (id: string) =>
  t.http.post(`/v1/marketplace/payments/${id}/confirm`).send({ payment_method: 'tok_visa' });
const statuses = async (seriesId: string) =>
  (
    await t.db.prisma.event.findMany({
      where: { company_id: shop.companyId, series_id: seriesId },
      orderBy: { starts_at: 'asc' },
    })
  ).map((e) => e.status);
const paymentRow = (id: string) =>
  t.db.prisma.payment.findFirstOrThrow({ where: { company_id: shop.companyId, id } });
const seriesPayments = (seriesId: string) =>
  t.db.prisma.payment.findMany({ where: { company_id: shop.companyId, series_id: seriesId } });
const shares = (paymentId: string) =>
  t.db.prisma.paymentShare.findMany({
    where: { company_id: shop.companyId, payment_id: paymentId },
    orderBy: { created_at: 'asc' },
  });
/** The provider is told after each commit; the job's run waits for what is still owed. */
const settled = () => t.app.services.checkout.expireDue();

describe('a series paid up front', () => {
  let seriesId: string;
  let paymentId: string;
  let occurrences: any[] = [];

  it('opens one pending payment of 3 x 4000 = 12000 for 3 weeks, its checkout in the answer', async () => {
    const res = await book({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=3' });
    expect(res.status, res.text).toBe(200);
    seriesId = res.body.id;
    occurrences = res.body.occurrences;
    expect(occurrences.map((e) => [e.starts_at, e.status, e.payment ?? null])).toEqual(
      [2, 9, 16].map((n) => [at(n), 'unconfirmed', null]),
    );
    const payment = res.body.payment;
    expect([payment.amount, payment.currency, payment.status, payment.series, payment.event]).toEqual([
      12000,
      'ISK',
      'pending',
      seriesId,
      null,
    ]);
    expect(typeof payment.checkout.client_secret).toBe('string');
    paymentId = payment.id;
    // One payment row for the series, no payment of any occurrence's own.
    expect((await seriesPayments(seriesId)).map((p) => p.id)).toEqual([paymentId]);
    expect(
      await t.db.prisma.payment.count({
        where: { company_id: shop.companyId, event_id: { in: occurrences.map((e) => e.id) } },
      }),
    ).toBe(0);
    // Each occurrence's balance counts its part of the series' payment: 4000 due, 4000 pending.
    expect(occurrences.map((e) => e.balance)).toEqual(
      occurrences.map(() => ({ amount_due: 4000, amount_paid: 0, amount_pending: 4000, currency: 'ISK' })),
    );
    // HQ reads it with expand=payment; without, the series answers its occurrences alone.
    const hq = (query = '') =>
      t.http.get(`/v1/hq/companies/${shop.companyId}/series/${seriesId}${query}`).set(shop.auth);
    expect([(await hq('?expand=payment')).body.payment?.id, (await hq()).body.payment]).toEqual([
      paymentId,
      undefined,
    ]);
    // HQ's payment list finds it by its series.
    const listed = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/payments`)
      .query({ filter: JSON.stringify({ series: seriesId }) })
      .set(shop.auth);
    expect(listed.body.map((x: any) => [x.id, x.series, x.event, x.amount])).toEqual([
      [paymentId, seriesId, null, 12000],
    ]);
    // Each occurrence's part: 4000, summing to 12000.
    const parts = await shares(paymentId);
    expect(parts.map((s) => [s.event_id, Number(s.amount)]).sort()).toEqual(
      occurrences.map((e) => [e.id, 4000]).sort(),
    );
  });

  it('paying it confirms every occurrence; paying again takes nothing more', async () => {
    const first = await pay(paymentId);
    expect(first.status, first.text).toBe(200);
    expect([first.body.status, first.body.amount]).toEqual(['unsettled', 12000]);
    expect(await statuses(seriesId)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const read = await t.http.get(`/v1/hq/events/${occurrences[0].id}`).set(shop.auth);
    expect(read.body.balance).toEqual({
      amount_due: 4000,
      amount_paid: 4000,
      amount_pending: 0,
      currency: 'ISK',
    });
    const again = await pay(paymentId);
    expect(again.status, again.text).toBe(200);
    expect([again.body.status, again.body.amount, again.body.amount_refunded]).toEqual([
      'unsettled',
      12000,
      0,
    ]);
    expect((await seriesPayments(seriesId)).length).toBe(1);
  });

  it("cancelling week 2 refunds its 4000 once; then 'all' refunds weeks 1 and 3: 12000 in all, never more", async () => {
    expect((await cancel(seriesId, 'one', occurrences[1].id)).status).toBe(200);
    let p = await paymentRow(paymentId);
    // Staff cancel: the whole part goes back. 12000 - 4000 = 8000 kept so far.
    expect([p.status, Number(p.refunded_amount)]).toEqual(['unsettled', 4000]);
    // Week 2 again: already cancelled, nothing more goes back.
    expect((await cancel(seriesId, 'one', occurrences[1].id)).status).toBe(200);
    expect(Number((await paymentRow(paymentId)).refunded_amount)).toBe(4000);
    expect((await cancel(seriesId, 'all')).status).toBe(200);
    p = await paymentRow(paymentId);
    // 4000 + 4000 + 4000 = 12000: all of it, so refunded (refunded_amount null means the whole).
    expect([p.status, p.refunded_amount]).toEqual(['refunded', null]);
    const parts = await shares(paymentId);
    expect(parts.every((s) => s.returned_at !== null)).toBe(true);
    expect(parts.reduce((sum, s) => sum + Number(s.refunded), 0)).toBe(12000);
    // The provider was told to give back exactly 12000, in parts.
    await settled();
    p = await paymentRow(paymentId);
    expect([p.provider_action, Number(p.provider_refunded)]).toEqual([null, 12000]);
    const view = await t.http.get(`/v1/marketplace/payments/${paymentId}`);
    expect([view.body.status, view.body.amount_refunded]).toEqual(['refunded', 12000]);
  });
});

describe('a series paid up front, unpaid', () => {
  it('when its hold passes, every occurrence is cancelled and the payment voided', async () => {
    const res = await book({ starts_at: at(3, '12'), recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(res.status, res.text).toBe(200);
    const id = res.body.payment.id;
    // 2 x 4000 = 8000.
    expect(res.body.payment.amount).toBe(8000);
    await t.db.prisma.payment.update({
      where: { company_id_id: { company_id: shop.companyId, id } },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expect(await t.app.services.checkout.expireDue()).toBe(1);
    expect(await statuses(res.body.id)).toEqual(['cancelled', 'cancelled']);
    expect((await paymentRow(id)).status).toBe('refunded');
    // Their time is free again: the same weeks book anew.
    const again = await book({ starts_at: at(3, '12'), recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(again.status, again.text).toBe(200);
    // Paying the voided one is refused.
    expect((await pay(id)).status).toBe(409);
  });

  it('a week cancelled before it is paid goes back when the money arrives; all cancelled voids it', async () => {
    const res = await book({ starts_at: at(4, '14'), recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(res.status, res.text).toBe(200);
    const [week1] = res.body.occurrences;
    expect((await cancel(res.body.id, 'one', week1.id)).status).toBe(200);
    // Still asked whole (the charge cannot shrink at the provider): 8000 pending.
    expect((await paymentRow(res.body.payment.id)).status).toBe('pending');
    const paid = await pay(res.body.payment.id);
    expect(paid.status, paid.text).toBe(200);
    // 8000 taken, week 1's 4000 given back at once: 4000 kept for week 2, now confirmed.
    expect([paid.body.status, paid.body.amount, paid.body.amount_refunded]).toEqual([
      'unsettled',
      8000,
      4000,
    ]);
    expect(await statuses(res.body.id)).toEqual(['cancelled', 'confirmed']);

    const other = await book({ starts_at: at(5, '14'), recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(other.status, other.text).toBe(200);
    expect((await cancel(other.body.id, 'all')).status).toBe(200);
    // Nothing left to pay for: voided, nobody can pay it.
    expect((await paymentRow(other.body.payment.id)).status).toBe('refunded');
    expect((await pay(other.body.payment.id)).status).toBe(409);
  });

  it('a skipped week is not asked: 2 of 3 weeks booked ask 2 x 4000 = 8000', async () => {
    const taken = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [physio],
        employee: shop.employees[0],
        starts_at: at(13, '16'),
        customer_name: 'Walk-in',
      });
    expect(taken.status, taken.text).toBe(200);
    const res = await book({
      starts_at: at(6, '16'),
      recurrence: 'FREQ=WEEKLY;COUNT=3',
      on_conflict: 'skip',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.occurrences.map((e: any) => e.starts_at)).toEqual([at(6, '16'), at(20, '16')]);
    expect(res.body.payment.amount).toBe(8000);
    expect((await shares(res.body.payment.id)).length).toBe(2);
    expect((await seriesPayments(res.body.id)).length).toBe(1);
  });
});

describe('two confirms of one series payment at once', () => {
  it('take the money once and confirm each occurrence once', async () => {
    const res = await book({ starts_at: at(7, '11'), recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(res.status, res.text).toBe(200);
    const id = res.body.payment.id;
    const capture = vi.spyOn(t.app.services.checkout.provider, 'capture');
    try {
      const [a, b] = await Promise.all([pay(id), pay(id)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // The payment row is locked: the second confirm finds it paid and takes nothing.
      expect(capture.mock.calls.filter(([c]) => c.paymentId === id).length).toBe(1);
    } finally {
      capture.mockRestore();
    }
    const p = await paymentRow(id);
    // 2 x 4000 = 8000 captured once, nothing refunded.
    expect([p.status, Number(p.amount), p.refunded_amount]).toEqual(['unsettled', 8000, null]);
    expect(await statuses(res.body.id)).toEqual(['confirmed', 'confirmed']);
  });
});

describe("a customer's late cancellation of an occurrence paid up front", () => {
  it('keeps what the policy keeps of that part alone: 25% of 8000 = 2000 kept of its 4000, the next week all back', async () => {
    // Late: less than 48 hours before the start. Tomorrow at 15:00 is 15 to 39 hours away.
    const policy = { window_hours: 48, fee_type: 'percent', fee: 25, deposit: 'keep_up_to_fee' };
    const set = await t.http
      .post(`/v1/hq/companies/${shop.companyId}`)
      .set(shop.auth)
      .send({ payments: { ...payments, cancellation_policy: policy } });
    expect(set.status, set.text).toBe(200);
    const signed = await signUpCustomer(t.app, t.db.sql, {
      email: 'up-front-late@example.test',
      password: 'a long enough password',
      name: 'Lee Late',
    });
    const customer = { Authorization: `Bearer ${signed.body.token}` };
    const res = await t.http
      .post('/v1/marketplace/series')
      .set(customer)
      .send({
        company: shop.companyId,
        event_types: [physio],
        customer_name: 'Lee Late',
        starts_at: at(1, '15'),
        recurrence: 'FREQ=WEEKLY;COUNT=2',
      });
    expect(res.status, res.text).toBe(200);
    // 2 x 4000 = 8000, paid.
    expect(res.body.payment.amount).toBe(8000);
    // The customer's own read of the series carries it too, to pay later.
    const mine = await t.http
      .get(`/v1/marketplace/companies/${shop.companyId}/series/${res.body.id}`)
      .set(customer);
    expect([mine.body.payment.id, mine.body.payment.status]).toEqual([res.body.payment.id, 'pending']);
    expect((await pay(res.body.payment.id).set(customer)).status).toBe(200);
    const [week1, week2] = res.body.occurrences;
    const cancelMine = (occurrence: string) =>
      t.http
        .post(`/v1/marketplace/companies/${shop.companyId}/series/${res.body.id}/cancellation`)
        .set(customer)
        .send({ scope: 'one', occurrence });
    expect((await cancelMine(week1.id)).status).toBe(200);
    let p = await paymentRow(res.body.payment.id);
    // Week 1's part 4000: the fee 2000 kept, 4000 - 2000 = 2000 back; nothing more owed.
    expect([p.status, Number(p.refunded_amount)]).toEqual(['unsettled', 2000]);
    expect(
      await t.db.prisma.payment.count({ where: { company_id: shop.companyId, reason: 'late_cancellation' } }),
    ).toBe(0);
    // Week 2 is a week away, outside the window: its 4000 all back. 2000 + 4000 = 6000 back, 2000 kept.
    expect((await cancelMine(week2.id)).status).toBe(200);
    p = await paymentRow(res.body.payment.id);
    expect([p.status, Number(p.refunded_amount)]).toEqual(['unsettled', 6000]);
    const parts = new Map((await shares(p.id)).map((s) => [s.event_id, Number(s.refunded)]));
    expect([parts.get(week1.id), parts.get(week2.id)]).toEqual([2000, 4000]);
  });
});

describe('a change of an occurrence paid up front', () => {
  it('that would owe another amount is refused; one that owes the same goes through, asking nothing', async () => {
    // Its own settings: 1000 per guest up front.
    const group = await createEventType(t.db.prisma, shop, {
      title: 'Group physio',
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        flat_fee: 1000,
        pre_payment_type: 'per_guest',
      },
      variations: [
        {
          id: 'std',
          label: 'Session',
          selectable_in_marketplace: true,
          prices: [{ currency: 'ISK', amount: 9000 }],
        },
      ],
    });
    const res = await book({
      event_types: [group],
      number_of_guests: 2,
      starts_at: at(8, '09'),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(res.status, res.text).toBe(200);
    // 2 weeks x 2 guests x 1000 = 4000.
    expect(res.body.payment.amount).toBe(4000);
    const [week1] = res.body.occurrences;
    const change = (body: Record<string, unknown>) =>
      t.http.post(`/v1/marketplace/events/${week1.id}`).send(body);
    // 3 guests would owe 3000 where its part is 2000: refused, nothing asked or written.
    const grown = await change({ starts_at: at(8, '09'), number_of_guests: 3 });
    expect(grown.status, grown.text).toBe(400);
    expect(grown.body.details).toEqual([expect.objectContaining({ field: 'number_of_guests' })]);
    expect(grown.body.message).toContain('paid with its series, up front');
    const ownPayments = () =>
      t.db.prisma.payment.count({ where: { company_id: shop.companyId, event_id: week1.id } });
    expect(await ownPayments()).toBe(0);
    expect((await t.db.prisma.event.findFirstOrThrow({ where: { id: week1.id } })).number_of_guests).toBe(2);
    // An hour later with the same party owes the same 2000: moved, nothing asked.
    const moved = await change({ starts_at: at(8, '10'), number_of_guests: 2 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.starts_at).toBe(at(8, '10'));
    expect(await ownPayments()).toBe(0);
    expect(Number((await paymentRow(res.body.payment.id)).amount)).toBe(4000);
  });
});
