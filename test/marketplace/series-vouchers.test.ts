// A marketplace series paid with a voucher (docs/bookings.md#series), through HTTP on PGlite and
// PostgreSQL: every occurrence redeems from it in the series' one transaction (an amount voucher
// each occurrence's whole price, a service voucher a session each); a voucher that cannot cover
// every occurrence refuses the whole series (400 naming `voucher`, whatever on_conflict says) and
// redeems nothing; cancelled occurrences give their part back. Two series spending one voucher at
// once never overspend it (the voucher row is locked in each series' transaction).
// Reykjavík (UTC all year), open 09-17 every day; a session costs 8000 ISK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { physioPractice } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let physio: string;

const at = atHour;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  ({ shop, physio: physio } = await physioPractice(p, 2));
});
afterAll(() => t?.close());

const amountVoucher = (code: string, amount: number) =>
  t.db.prisma.voucher.create({
    data: { company_id: shop.companyId, code, currency: 'ISK', amount, data: { type: 'amount' } },
  });
const serviceVoucher = (code: string, sessions: number) =>
  t.db.prisma.voucher.create({
    data: {
      company_id: shop.companyId,
      code,
      currency: 'ISK',
      amount: 0,
      data: { type: 'service', event_type_id: physio, sessions_total: sessions, sessions_used: 0 },
    },
  });
const voucherRow = (code: string) =>
  t.db.prisma.voucher.findFirstOrThrow({ where: { company_id: shop.companyId, code } });
const book = (body: Record<string, unknown>) =>
  t.http.post('/v1/marketplace/series').send({
    company: shop.companyId,
    event_types: [physio],
    customer_name: 'Val Voucher',
    email: 'voucher-series@example.com',
    ...body,
  });
const cancel = (seriesId: string, scope: string, occurrence?: string) =>
  t.http
    .post(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/cancellation`)
    .set(shop.auth)
    .send({ scope, ...(occurrence ? { occurrence } : {}) });
const eventsAt = (startsAt: string) =>
  t.db.prisma.event.count({ where: { company_id: shop.companyId, starts_at: new Date(startsAt) } });

describe('a series paid with an amount voucher', () => {
  it('is refused whole when the voucher cannot pay every week, and redeems nothing', async () => {
    await amountVoucher('SERIES-AMOUNT', 20000);
    // 3 weeks x 8000 = 24000 > 20000: weeks 1 and 2 take 16000, week 3 would find 4000 of 8000.
    const res = await book({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=3', voucher: 'series-amount' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('voucher_not_usable');
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'voucher' })]);
    expect(res.body.message).toContain(`covers 2 of the series' 3 occurrences: on ${at(16)}`);
    const v = await voucherRow('SERIES-AMOUNT');
    expect([Number(v.amount_used), v.status]).toEqual([0, 'never_used']);
    expect(await eventsAt(at(2))).toBe(0);
    // skip does not make a short voucher a conflict to leave out: still refused, nothing written.
    const skipped = await book({
      starts_at: at(2),
      recurrence: 'FREQ=WEEKLY;COUNT=3',
      on_conflict: 'skip',
      voucher: 'SERIES-AMOUNT',
    });
    expect(skipped.status, skipped.text).toBe(400);
    expect(Number((await voucherRow('SERIES-AMOUNT')).amount_used)).toBe(0);
  });

  it('pays each week whole (2 x 8000 = 16000 of 20000) and gives a cancelled week back', async () => {
    const res = await book({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=2', voucher: 'SERIES-AMOUNT' });
    expect(res.status, res.text).toBe(200);
    const occurrences = res.body.occurrences;
    expect(occurrences.map((e: any) => [e.starts_at, e.price.amount, e.payment ?? null])).toEqual([
      [at(2), 8000, null],
      [at(9), 8000, null],
    ]);
    let v = await voucherRow('SERIES-AMOUNT');
    // 20000 - 16000 = 4000 left.
    expect([Number(v.amount_used), v.status]).toEqual([16000, 'partially_used']);
    const redemptions = await t.db.prisma.voucherRedemption.findMany({ where: { voucher_id: v.id } });
    expect(redemptions.map((r) => [r.event_id, Number(r.amount)]).sort()).toEqual(
      occurrences.map((e: any) => [e.id, 8000]).sort(),
    );
    // Week 2 cancelled: its 8000 back, 16000 - 8000 = 8000 used.
    expect((await cancel(res.body.id, 'one', occurrences[1].id)).status).toBe(200);
    v = await voucherRow('SERIES-AMOUNT');
    expect(Number(v.amount_used)).toBe(8000);
    // Cancelled again as part of "all": nothing given back twice (week 1's 8000 back: 0 used).
    expect((await cancel(res.body.id, 'all')).status).toBe(200);
    v = await voucherRow('SERIES-AMOUNT');
    expect([Number(v.amount_used), v.status]).toEqual([0, 'never_used']);
  });

  it('an unknown code is a 404 (as for a single booking), nothing booked', async () => {
    const res = await book({ starts_at: at(3), recurrence: 'FREQ=WEEKLY;COUNT=2', voucher: 'NO-SUCH-CODE' });
    expect(res.status, res.text).toBe(404);
    expect(await eventsAt(at(3))).toBe(0);
  });
});

describe('a series paid with a service voucher', () => {
  it('takes a session a week: 4 weeks of a 3-session voucher refused, 3 weeks take all 3', async () => {
    await serviceVoucher('SERIES-SESSIONS', 3);
    const refused = await book({
      starts_at: at(4, '12'),
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      voucher: 'SERIES-SESSIONS',
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ field: 'voucher' })]);
    expect(refused.body.message).toContain(`covers 3 of the series' 4 occurrences: on ${at(25, '12')}`);
    expect((await voucherRow('SERIES-SESSIONS')).data).toMatchObject({ sessions_used: 0 });
    const res = await book({
      starts_at: at(4, '12'),
      recurrence: 'FREQ=WEEKLY;COUNT=3',
      voucher: 'SERIES-SESSIONS',
    });
    expect(res.status, res.text).toBe(200);
    let v = await voucherRow('SERIES-SESSIONS');
    expect([v.data, v.status]).toEqual([expect.objectContaining({ sessions_used: 3 }), 'used']);
    // Cancelling weeks 2 and 3 ("following" from week 2) gives 2 sessions back: 3 - 2 = 1 used.
    expect((await cancel(res.body.id, 'following', res.body.occurrences[1].id)).status).toBe(200);
    v = await voucherRow('SERIES-SESSIONS');
    expect([v.data, v.status]).toEqual([expect.objectContaining({ sessions_used: 1 }), 'partially_used']);
  });
});

describe('two series spending one voucher at once', () => {
  it('never overspend it: 24000 pays one series of 3 weeks, the other is refused', async () => {
    await amountVoucher('SERIES-RACE', 24000);
    const [a, b] = await Promise.all([
      book({
        starts_at: at(5, '10'),
        employee: shop.employees[0],
        recurrence: 'FREQ=WEEKLY;COUNT=3',
        voucher: 'SERIES-RACE',
      }),
      book({
        starts_at: at(6, '14'),
        employee: shop.employees[1],
        recurrence: 'FREQ=WEEKLY;COUNT=3',
        voucher: 'SERIES-RACE',
      }),
    ]);
    // One series took 3 x 8000 = 24000, all of it; the other found nothing left.
    expect([a.status, b.status].sort(), `${a.text} ${b.text}`).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.code).toBe('voucher_not_usable');
    const v = await voucherRow('SERIES-RACE');
    expect([Number(v.amount_used), v.status]).toEqual([24000, 'used']);
    const redemptions = await t.db.prisma.voucherRedemption.findMany({ where: { voucher_id: v.id } });
    expect(redemptions.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(24000);
    // Nothing of the loser stays.
    expect(await eventsAt(a.status === 400 ? at(5, '10') : at(6, '14'))).toBe(0);
  });
});
