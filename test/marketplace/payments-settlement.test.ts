// docs/api-conventions.md#customers-paying: payments of every reason flow into the weekly settlement with the company's
// payment_fees: a prepayment paid through the marketplace, a voucher bought there, and a no-show
// fee from HQ, settled in one run; a pending (unpaid) prepayment stays out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStartOf } from '../../src/domain/settlements/settlement-service.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cutId: string;
const mp = (path: string) => `/v1/marketplace${path}`;
const at = (hh: string) => `${dayAfter(3)}T${hh}:00:00.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = await createShop(p);
  await p.company.update({
    where: { id: shop.companyId },
    data: {
      currency_code: 'ISK',
      payments: { pre_payment_enabled: true, pre_payment_required: true, pre_payment_ratio: 25 },
      payment_fees: { event: 0.02, voucher: 0.05, paylink: 0.03 },
    },
  });
  cutId = await createEventType(p, shop, {
    variations: [
      {
        id: 'std',
        label: 'Cut',
        selectable_in_marketplace: true,
        prices: [{ currency: 'ISK', amount: 8000 }],
      },
    ],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('every payment reason in the weekly settlement', () => {
  it('settles prepayments and vouchers with their fees', async () => {
    const book = (hh: string) =>
      t.http
        .post(mp('/events'))
        .send({ company: shop.companyId, event_types: [cutId], starts_at: at(hh), customer_name: 'Ada' });
    // Two paid prepayments of 25% x 8,000 = 2,000 each; one left unpaid (pending).
    for (const hh of ['10', '11']) {
      const res = await book(hh);
      await t.http
        .post(mp(`/payments/${res.body.payment.id}/confirm`))
        .send({ payment_method: 'tok_visa' })
        .expect(200);
    }
    const unpaid = await book('12');
    const tpl = await t.db.prisma.voucherTemplate.create({
      data: {
        company_id: shop.companyId,
        type: 'amount',
        title: 'Gift',
        currency: 'ISK',
        amount: '5000',
        marketplace: true,
      },
    });
    await t.http
      .post(mp('/vouchers'))
      .send({ voucher_template: tpl.id, email: 'x@example.com', payment_method: 'tok_visa' })
      .expect(200);

    const result = await t.app.services.settlements.settleWeek(shop.companyId, weekStartOf(new Date()));
    expect(result.created).toHaveLength(1);
    const settlement = await t.db.prisma.settlement.findFirstOrThrow({
      where: { company_id: shop.companyId },
    });
    // Prepayments: 2 x 2,000 = 4,000, fee 2% = 80. Vouchers: 5,000, fee 5% = 250.
    expect(settlement.line_items).toEqual([
      { title: 'Prepayments', quantity: 2, total: 4000, fee: 80, net_total: 3920 },
      { title: 'Vouchers', quantity: 1, total: 5000, fee: 250, net_total: 4750 },
    ]);
    expect(settlement.total.toNumber()).toBe(9000);
    expect(settlement.fee.toNumber()).toBe(330);
    expect(settlement.net_total.toNumber()).toBe(8670);
    const stillPending = await t.db.prisma.payment.findFirstOrThrow({
      where: { id: unpaid.body.payment.id },
    });
    expect(stillPending.status).toBe('pending');
    expect(stillPending.settlement_id).toBeNull();
    // HQ lists the settled payments by reason.
    const settled = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/payments`)
      .query({ filter: JSON.stringify({ reason: 'prepayment', status: 'settled' }) })
      .set(shop.auth);
    expect(settled.body).toHaveLength(2);
    expect(settled.body.every((p: { settlement: string }) => p.settlement === settlement.id)).toBe(true);
    // Every payment change was announced (webhooks and the stream): 3 prepayments created, 2 paid,
    // the voucher's payment created paid, and the 3 paid ones settled.
    const announced = await t.db.prisma.$queryRawUnsafe<{ type: string; n: number }[]>(
      `SELECT type, count(*)::int AS n FROM webhook_messages
        WHERE company_id = $1 AND type LIKE 'payment.%' GROUP BY type ORDER BY type`,
      shop.companyId,
    );
    expect(announced).toEqual([
      { type: 'payment.created', n: 3 + 1 },
      { type: 'payment.settled', n: 2 + 1 },
      { type: 'payment.succeeded', n: 2 },
    ]);
  });
});
