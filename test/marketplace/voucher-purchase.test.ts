// docs/api-conventions.md#customers-paying: vouchers bought on the marketplace, through HTTP: the company's marketplace
// templates, a declined purchase writing nothing, a purchase (payment, voucher with a unique code,
// its e-mail in the outbox), the balance by code, and the payment in HQ's list by reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let giftId: string;
let hiddenId: string;
let cutId: string;
let trimId: string;
const day = dayAfter(4);
const at = (hh: string, d = day) => `${d}T${hh}:00:00.000Z`;
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
  cutId = await createEventType(p, shop, {
    variations: [
      {
        id: 'std',
        label: 'Cut',
        selectable_in_marketplace: true,
        prices: [{ currency: 'ISK', amount: 7900 }],
      },
    ],
  });
  trimId = await createEventType(p, shop, {
    title: 'Trim',
    variations: [
      {
        id: 'std',
        label: 'Trim',
        selectable_in_marketplace: true,
        prices: [{ currency: 'ISK', amount: 3000 }],
      },
    ],
  });
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
    const row = await t.db.prisma.payment.findFirstOrThrow({ where: { id: payment.id } });
    const stored = await t.db.prisma.voucher.findFirstOrThrow({ where: { code: voucher.code } });
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

  const bookWith = (code: string, startsAt: string, eventType = cutId) =>
    t.http.post(mp('/events')).send({
      company: shop.companyId,
      event_types: [eventType],
      starts_at: startsAt,
      customer_name: 'Ada',
      voucher: code,
    });
  const balanceOf = async (code: string) => (await t.http.get(mp(`/vouchers/${code}`))).body;

  it('pays a booking with an amount voucher, moving its balance; a cancel gives it back', async () => {
    const { voucher } = (await buy({ voucher_template: giftId })).body;
    // 7,900 of 10,000: 2,100 left.
    const first = await bookWith(voucher.code, at('10'));
    expect(first.status).toBe(200);
    expect(first.body.voucher).toEqual({ code: voucher.code, amount: 7900, sessions: 0 });
    expect(first.body.payment).toBeNull();
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 2100, status: 'partially_used' });
    // The next booking takes the 2,100 that is left (of 7,900); then it is used.
    const second = await bookWith(voucher.code, at('11'));
    expect(second.body.voucher.amount).toBe(2100);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 0, status: 'used' });
    const third = await bookWith(voucher.code, at('12'));
    expect(third.status).toBe(400);
    expect(third.body.code).toBe('voucher_not_usable');
    // Nothing of the refused booking was written.
    expect(
      await t.db.prisma.event.count({ where: { company_id: shop.companyId, starts_at: new Date(at('12')) } }),
    ).toBe(0);
    // Cancelling the first gives its 7,900 back: 7,900 left.
    await t.http
      .post(mp(`/events/${first.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await balanceOf(voucher.code)).toMatchObject({ balance: 7900, status: 'partially_used' });
    // A second cancel gives nothing more.
    await t.http
      .post(`/v1/hq/events/${first.body.id}`)
      .set(shop.auth)
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await balanceOf(voucher.code)).balance).toBe(7900);
  });

  it('pays one session with a service voucher, only for its service', async () => {
    const tpl = await t.db.prisma.voucherTemplate.create({
      data: {
        company_id: shop.companyId,
        type: 'service',
        title: 'One trim',
        currency: 'ISK',
        amount: '3000',
        event_type_id: trimId,
        sessions_total: 1,
        marketplace: true,
      },
    });
    const { voucher } = (await buy({ voucher_template: tpl.id })).body;
    expect(voucher).toMatchObject({
      type: 'service',
      sessions_total: 1,
      sessions_left: 1,
      event_type: trimId,
    });
    const wrong = await bookWith(voucher.code, at('13'), cutId);
    expect(wrong.status).toBe(400);
    const ok = await bookWith(voucher.code, at('13'), trimId);
    expect(ok.status).toBe(200);
    expect(ok.body.voucher).toEqual({ code: voucher.code, amount: 0, sessions: 1 });
    expect(await balanceOf(voucher.code)).toMatchObject({ sessions_left: 0, status: 'used' });
    await t.http
      .post(mp(`/events/${ok.body.id}`))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(await balanceOf(voucher.code)).toMatchObject({ sessions_left: 1, status: 'never_used' });
  });

  it("refuses an unknown code and another company's voucher", async () => {
    expect((await bookWith('NOPE-NOPE-NOPE', at('14'))).status).toBe(404);
    const other = await createShop(t.db.prisma);
    const tpl = await t.db.prisma.voucherTemplate.create({
      data: {
        company_id: other.companyId,
        type: 'amount',
        title: 'Other',
        currency: 'ISK',
        amount: '5000',
        marketplace: true,
      },
    });
    const { voucher } = (await buy({ voucher_template: tpl.id })).body;
    expect((await bookWith(voucher.code, at('14'))).status).toBe(404);
  });
});

describe.runIf(!!process.env.DATABASE_URL)(
  'two bookings spending the last of one voucher (PostgreSQL)',
  () => {
    it('lets one of them have the last session', async () => {
      const tpl = await t.db.prisma.voucherTemplate.create({
        data: {
          company_id: shop.companyId,
          type: 'service',
          title: 'Last trim',
          currency: 'ISK',
          amount: '3000',
          event_type_id: trimId,
          sessions_total: 1,
          marketplace: true,
        },
      });
      const { voucher } = (await buy({ voucher_template: tpl.id })).body;
      const d = dayAfter(6);
      const answers = await Promise.all(
        ['09', '10', '11', '12', '13', '14'].map((hh) =>
          t.http.post(mp('/events')).send({
            company: shop.companyId,
            event_types: [trimId],
            starts_at: at(hh, d),
            customer_name: 'Racer',
            voucher: voucher.code,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
      const stored = await t.db.prisma.voucher.findFirstOrThrow({ where: { code: voucher.code } });
      expect((stored.data as { sessions_used: number }).sessions_used).toBe(1);
      expect(await t.db.prisma.voucherRedemption.count({ where: { voucher_id: stored.id } })).toBe(1);
    });

    it('never spends more than an amount voucher holds', async () => {
      const { voucher } = (await buy({ voucher_template: giftId })).body;
      const d = dayAfter(7);
      // Six bookings of 7,900 against 10,000: one takes 7,900, one the 2,100 left, four are refused.
      const answers = await Promise.all(
        ['09', '10', '11', '12', '13', '14'].map((hh) =>
          t.http.post(mp('/events')).send({
            company: shop.companyId,
            event_types: [cutId],
            starts_at: at(hh, d),
            customer_name: 'Racer',
            voucher: voucher.code,
          }),
        ),
      );
      const taken = answers.filter((a) => a.status === 200).map((a) => a.body.voucher.amount);
      expect(taken.sort((a, b) => a - b)).toEqual([2100, 7900]);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
      const stored = await t.db.prisma.voucher.findFirstOrThrow({ where: { code: voucher.code } });
      expect(stored.amount_used.toNumber()).toBe(10000);
    });
  },
);
