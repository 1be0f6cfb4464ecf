// CONTRACT 9.8: vouchers bought on the marketplace, through HTTP: the company's marketplace
// templates, a declined purchase writing nothing, a purchase (payment, voucher with a unique code,
// its e-mail in the outbox), the balance by code, and the payment in HQ's list by reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let giftId: string;
let hiddenId: string;
const mp = (path: string) => `/v1/marketplace${path}`;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = await createShop(p);
  await p.company.update({
    where: { id: shop.companyId },
    data: { currency_code: 'ISK', name: 'Gift Salon' },
  });
  giftId = (
    await p.voucherTemplate.create({
      data: {
        company_id: shop.companyId,
        type: 'amount',
        title: 'Gift card',
        currency: 'ISK',
        amount: '10000',
        value: '10000',
        marketplace: true,
      },
    })
  ).id;
  hiddenId = (
    await p.voucherTemplate.create({
      data: {
        company_id: shop.companyId,
        type: 'amount',
        title: 'Staff only',
        currency: 'ISK',
        amount: '5000',
      },
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

const buy = (body: Record<string, unknown>) =>
  t.http.post(mp('/vouchers')).send({ email: 'friend@example.com', payment_method: 'tok_visa', ...body });

describe('vouchers on the marketplace', () => {
  it("lists only the company's marketplace templates", async () => {
    const res = await t.http.get(mp(`/companies/${shop.companyId}/voucher_templates`));
    expect(res.status).toBe(200);
    expect(res.body.map((x: { id: string }) => x.id)).toEqual([giftId]);
    expect((await t.http.get(mp('/companies/nope/voucher_templates'))).status).toBe(404);
  });

  it('writes nothing when the card is declined', async () => {
    const res = await buy({ voucher_template: giftId, payment_method: 'tok_declined' });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('card_declined');
    expect(await t.db.prisma.voucher.count({ where: { company_id: shop.companyId } })).toBe(0);
    expect(await t.db.prisma.payment.count({ where: { company_id: shop.companyId } })).toBe(0);
  });

  it('refuses a template that is not sold on the marketplace', async () => {
    expect((await buy({ voucher_template: hiddenId })).status).toBe(404);
  });

  it('buys a voucher: paid, a unique code, e-mailed; its balance by code', async () => {
    const res = await buy({ voucher_template: giftId, message: 'Happy birthday!' });
    expect(res.status).toBe(200);
    const { voucher, payment } = res.body;
    expect(voucher).toMatchObject({
      company: shop.companyId,
      type: 'amount',
      status: 'never_used',
      currency: 'ISK',
      amount: 10000,
      balance: 10000,
    });
    expect(voucher.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(payment).toMatchObject({ status: 'unsettled', reason: 'voucher', amount: 10000, currency: 'ISK' });
    const row = await t.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    const stored = await t.db.prisma.voucher.findUniqueOrThrow({ where: { code: voucher.code } });
    expect(row.voucher_id).toBe(stored.id);
    expect(stored.email).toBe('friend@example.com');
    const mail = await t.db.prisma.outboxMessage.findFirst({
      where: { kind: 'voucher_notification', to: 'friend@example.com' },
    });
    expect(mail?.body).toContain(voucher.code);

    const second = await buy({ voucher_template: giftId });
    expect(second.body.voucher.code).not.toBe(voucher.code);

    const byCode = await t.http.get(mp(`/vouchers/${voucher.code.toLowerCase()}`));
    expect(byCode.status).toBe(200);
    expect(byCode.body).toEqual(voucher);
    expect((await t.http.get(mp('/vouchers/NOPE-NOPE-NOPE'))).status).toBe(404);

    const list = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/payments`)
      .query({ filter: JSON.stringify({ reason: 'voucher' }) })
      .set(shop.auth);
    expect(list.body.map((x: { id: string }) => x.id).sort()).toEqual(
      [payment.id, second.body.payment.id].sort(),
    );
  });
});
