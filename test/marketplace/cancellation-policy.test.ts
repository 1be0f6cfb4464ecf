// The cancellation policy (docs/payments.md#cancellation-policy), through HTTP: captured on the
// booking when it is made; a customer cancelling outside its window gets the whole prepayment
// back; inside it, the policy keeps its fee (of the prepayment, refunding the rest) and asks for
// what the prepayment does not cover; staff cancelling waive it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Decimal } from '../../src/db/prisma-values.ts';
import { lineItemsOf } from '../../src/domain/settlements/settlement-service.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const mp = (path: string) => `/v1/marketplace${path}`;
const isk = (amount: number) => [{ currency: 'ISK', amount }];
// Bookings four days ahead: outside a 24-hour window, inside a 30-day (720-hour) one.
let day = dayAfter(4);
let nextHour = 9;
const nextStart = () => `${day}T${String(nextHour++).padStart(2, '0')}:00:00.000Z`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/**
 * A company (ISK) whose bookings prepay 20% of a 9,900 cut (1,980), with `policy` set through the
 * HQ API, as a business would.
 */
async function salon(policy: Record<string, unknown> | null): Promise<{ shop: Shop; cut: string }> {
  const shop = await createShop(t.db.prisma, { employees: 1 });
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  const set = await t.http
    .post(`/v1/hq/companies/${shop.companyId}`)
    .set(shop.auth)
    .send({
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        pre_payment_ratio: 20,
        cancellation_policy: policy,
      },
    });
  expect(set.status).toBe(200);
  const cut = await createEventType(t.db.prisma, shop, {
    variations: [{ id: 'std', label: 'Cut', selectable_in_marketplace: true, prices: isk(9900) }],
  });
  return { shop, cut };
}

/** A booking paid with the test provider: answers the event and its payment's id. */
async function bookAndPay(shop: Shop, cut: string) {
  const booked = await t.http
    .post(mp('/events'))
    .send({ company: shop.companyId, event_types: [cut], starts_at: nextStart(), customer_name: 'Ada' });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect(booked.body.payment).toMatchObject({ amount: 1980, status: 'pending' }); // 20% of 9,900
  const paid = await t.http
    .post(mp(`/payments/${booked.body.payment.id}/confirm`))
    .send({ payment_method: 'tok_visa' });
  expect(paid.status).toBe(200);
  return { event: booked.body.id as string, payment: booked.body.payment.id as string };
}

const customerCancels = (event: string) => t.http.post(mp(`/events/${event}`)).send({ status: 'cancelled' });
const paymentsOf = async (shop: Shop, event: string) => {
  const res = await t.http.get(`/v1/hq/companies/${shop.companyId}/payments`).set(shop.auth);
  expect(res.status).toBe(200);
  return (
    res.body as { event: string; reason: string; status: string; amount: number; amount_refunded: number }[]
  )
    .filter((p) => p.event === event)
    .map(({ reason, status, amount, amount_refunded }) => ({ reason, status, amount, amount_refunded }))
    .sort((a, b) => a.reason.localeCompare(b.reason));
};

describe('the cancellation policy', () => {
  it('outside the window: the whole prepayment goes back, no fee', async () => {
    const { shop, cut } = await salon({ window_hours: 24, fee_type: 'percent', fee: 50, deposit: 'keep' });
    const { event } = await bookAndPay(shop, cut);
    expect((await customerCancels(event)).status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'prepayment', status: 'refunded', amount: 1980, amount_refunded: 1980 },
    ]);
  });

  it('inside the window, keep_up_to_fee: the fee is kept, the rest refunded', async () => {
    // Fee 10% of 9,900 = 990; of the 1,980 paid, 990 is kept and 1,980 - 990 = 990 goes back.
    const { shop, cut } = await salon({
      window_hours: 720,
      fee_type: 'percent',
      fee: 10,
      deposit: 'keep_up_to_fee',
    });
    const { event, payment } = await bookAndPay(shop, cut);
    expect((await customerCancels(event)).status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 990 },
    ]);
    // The customer's own view of the payment says the same.
    const own = await t.http.get(mp(`/payments/${payment}`));
    expect(own.body).toMatchObject({ amount: 1980, amount_refunded: 990, status: 'unsettled' });
    // Settled, the payment counts what was kept: 1,980 - 990 = 990.
    const lines = lineItemsOf(
      [{ amount: new Decimal(1980), refunded_amount: new Decimal(990), reason: 'prepayment' }],
      {},
    );
    expect(lines.total.toNumber()).toBe(990);
  });

  it('inside the window, a fee above the prepayment: all of it kept, the difference owed', async () => {
    // Fixed 3,000: the 1,980 paid is kept, 3,000 - 1,980 = 1,020 is asked for as a payment of its own.
    const { shop, cut } = await salon({
      window_hours: 720,
      fee_type: 'fixed',
      fee: 3000,
      deposit: 'keep_up_to_fee',
    });
    const { event } = await bookAndPay(shop, cut);
    expect((await customerCancels(event)).status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'late_cancellation', status: 'pending', amount: 1020, amount_refunded: 0 },
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 0 },
    ]);
  });

  it('inside the window, refund: the prepayment goes back and the fee is owed on its own; keep: all kept', async () => {
    const refund = await salon({ window_hours: 720, fee_type: 'fixed', fee: 500, deposit: 'refund' });
    const a = await bookAndPay(refund.shop, refund.cut);
    expect((await customerCancels(a.event)).status).toBe(200);
    expect(await paymentsOf(refund.shop, a.event)).toEqual([
      { reason: 'late_cancellation', status: 'pending', amount: 500, amount_refunded: 0 },
      { reason: 'prepayment', status: 'refunded', amount: 1980, amount_refunded: 1980 },
    ]);

    const keep = await salon({ window_hours: 720, fee_type: 'fixed', fee: 500, deposit: 'keep' });
    const b = await bookAndPay(keep.shop, keep.cut);
    expect((await customerCancels(b.event)).status).toBe(200);
    expect(await paymentsOf(keep.shop, b.event)).toEqual([
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 0 },
    ]);
  });

  it('applies the policy the booking was made under, not a later one', async () => {
    const policy = { window_hours: 720, fee_type: 'fixed', fee: 500, deposit: 'keep' };
    const { shop, cut } = await salon(policy);
    const { event } = await bookAndPay(shop, cut);
    expect((await t.http.get(mp(`/events/${event}`))).body.cancellation_policy).toEqual(policy);
    // The business drops its policy afterwards: the booking keeps the one it was made under.
    const cleared = await t.http
      .post(`/v1/hq/companies/${shop.companyId}`)
      .set(shop.auth)
      .send({ payments: { pre_payment_enabled: true, pre_payment_required: true, pre_payment_ratio: 20 } });
    expect(cleared.status).toBe(200);
    expect((await customerCancels(event)).status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 0 },
    ]);
  });

  it('staff cancelling inside the window waive the fee: everything goes back', async () => {
    const { shop, cut } = await salon({ window_hours: 720, fee_type: 'fixed', fee: 500, deposit: 'keep' });
    const { event } = await bookAndPay(shop, cut);
    const res = await t.http.post(`/v1/hq/events/${event}`).set(shop.auth).send({ status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'prepayment', status: 'refunded', amount: 1980, amount_refunded: 1980 },
    ]);
  });

  it("an event type's own policy wins over the company's", async () => {
    const { shop } = await salon({ window_hours: 24, fee_type: 'fixed', fee: 100, deposit: 'refund' });
    const own = { window_hours: 48, fee_type: 'percent', fee: 25, deposit: 'keep_up_to_fee' };
    const massage = await createEventType(t.db.prisma, shop, {
      title: 'Massage',
      payments: {
        pre_payment_enabled: true,
        pre_payment_required: true,
        pre_payment_ratio: 20,
        cancellation_policy: own,
      },
      variations: [{ id: 'std', label: 'Massage', selectable_in_marketplace: true, prices: isk(9900) }],
    });
    const booked = await t.http
      .post(mp('/events'))
      .send({ company: shop.companyId, event_types: [massage], starts_at: nextStart(), customer_name: 'Bo' });
    expect(booked.status).toBe(200);
    expect(booked.body.cancellation_policy).toEqual(own);
  });
});

describe('the no-show fee and HQ waiving a kept fee', () => {
  beforeAll(() => {
    // A day of their own, the same hours of it (each test its own company).
    day = dayAfter(5);
    nextHour = 9;
  });
  const markNoShow = (shop: Shop, event: string) =>
    t.http.post(`/v1/hq/events/${event}`).set(shop.auth).send({ status: 'noshow' });

  it('a no-show under a no_show_fee keeps the fee of the prepayment and gives the rest back', async () => {
    // No-show fee 500 (fixed); keep_up_to_fee: of the 1,980 paid, 500 kept, 1,980 - 500 = 1,480 back.
    const { shop, cut } = await salon({
      window_hours: 24,
      fee_type: 'percent',
      fee: 50,
      deposit: 'keep_up_to_fee',
      no_show_fee: 500,
      no_show_fee_type: 'fixed',
    });
    const { event } = await bookAndPay(shop, cut);
    const marked = await markNoShow(shop, event);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.balance).toMatchObject({ amount_due: 500, amount_paid: 500 });
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 1480 },
    ]);
  });

  it('a no-show fee above the prepayment: all of it kept, the difference owed as a noshow payment', async () => {
    // No-show fee 50% of 9,900 = 4,950 (the policy's fee_type); 1,980 kept, 4,950 - 1,980 = 2,970 owed.
    const { shop, cut } = await salon({
      window_hours: 24,
      fee_type: 'percent',
      fee: 10,
      deposit: 'keep_up_to_fee',
      no_show_fee: 50,
    });
    const { event } = await bookAndPay(shop, cut);
    expect((await markNoShow(shop, event)).status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'noshow', status: 'pending', amount: 2970, amount_refunded: 0 },
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 0 },
    ]);
    // HQ's own no-show charge finds the fee already asked.
    const again = await t.http.post('/v1/hq/payments').set(shop.auth).send({ reason: 'noshow', event });
    expect(again.status).toBe(409);
  });

  it('without a no_show_fee a no-show keeps the prepayment whole, as before', async () => {
    const { shop, cut } = await salon({ window_hours: 24, fee_type: 'fixed', fee: 300, deposit: 'keep' });
    const { event } = await bookAndPay(shop, cut);
    expect((await markNoShow(shop, event)).status).toBe(200);
    expect(await paymentsOf(shop, event)).toEqual([
      { reason: 'prepayment', status: 'unsettled', amount: 1980, amount_refunded: 0 },
    ]);
  });

  it('HQ waives a kept late-cancellation fee: the kept 990 goes back through the provider', async () => {
    // Fee 10% of 9,900 = 990 kept of 1,980; 990 refunded at the cancel, then the other 990 waived.
    const { shop, cut } = await salon({
      window_hours: 720,
      fee_type: 'percent',
      fee: 10,
      deposit: 'keep_up_to_fee',
    });
    const refund = vi.spyOn(t.app.services.checkout.provider, 'refund');
    const { event, payment } = await bookAndPay(shop, cut);
    expect((await customerCancels(event)).status).toBe(200);
    while (t.app.services.checkout.settling) await new Promise((r) => setTimeout(r, 5));
    const waived = await t.http
      .post(`/v1/hq/payments/${payment}`)
      .set(shop.auth)
      .send({ status: 'refunded' });
    expect(waived.status, JSON.stringify(waived.body)).toBe(200);
    expect(waived.body).toMatchObject({ status: 'refunded', amount: 1980, amount_refunded: 1980 });
    for (let i = 0; i < 200 && refund.mock.calls.filter(([r]) => r.paymentId === payment).length < 2; i++)
      await new Promise((r) => setTimeout(r, 10));
    while (t.app.services.checkout.settling) await new Promise((r) => setTimeout(r, 5));
    const ours = refund.mock.calls.map(([r]) => r).filter((r) => r.paymentId === payment);
    refund.mockRestore();
    // Two refunds at the provider: 990 at the cancel, the kept 990 at the waiver (a key of its own).
    expect(ours).toEqual([
      { paymentId: payment, ref: `pi_test_${payment}`, amount: '990.0000', currency: 'ISK' },
      {
        paymentId: payment,
        ref: `pi_test_${payment}`,
        amount: '990.0000',
        currency: 'ISK',
        after: '990.0000',
      },
    ]);
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payment } });
    expect([row.provider_action, row.provider_refunded?.toNumber()]).toEqual([null, 1980]);
    // The waiver is audited as every HQ write.
    const audit = await t.db.prisma.activity.count({
      where: { company_id: shop.companyId, object_id: payment },
    });
    expect(audit).toBeGreaterThan(0);
  });
});
