// A marketplace series of services that must be prepaid (docs/bookings.md#series), through HTTP
// on PGlite and PostgreSQL, with the test provider. Without the company's choice it is refused
// (400 on recurrence); with `payments.series_prepayment: per_occurrence` each occurrence opens its
// own pending prepayment at booking, as a single booking's: unconfirmed until that one is paid,
// a skipped or refused week opens none. Reykjavík (UTC all year), open 09-17 every day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { physioPractice } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;

const at = atHour;

const payments = {
  pre_payment_enabled: true,
  pre_payment_required: true,
  pre_payment_ratio: 50,
};

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  ({ shop, physio: cut } = await physioPractice(p));
  await p.company.update({ where: { id: shop.companyId }, data: { payments } });
});
afterAll(() => t?.close());

const book = (body: Record<string, unknown>) =>
  t.http.post('/v1/marketplace/series').send({
    company: shop.companyId,
    event_types: [cut],
    customer_name: 'Pat Prepaid',
    email: 'prepaid@example.com',
    ...body,
  });
const prepayments = () =>
  t.db.prisma.payment.findMany({
    where: { company_id: shop.companyId, reason: 'prepayment' },
    orderBy: { created_at: 'asc' },
  });
const setChoice = async (series_prepayment?: string) => {
  const res = await t.http
    .post(`/v1/hq/companies/${shop.companyId}`)
    .set(shop.auth)
    .send({ payments: { ...payments, ...(series_prepayment ? { series_prepayment } : {}) } });
  expect(res.status, res.text).toBe(200);
};

describe('a prepaid series on the marketplace', () => {
  it('is refused on recurrence until the company chooses how a series prepays', async () => {
    const res = await book({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=3' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'recurrence' })]);
    expect(await prepayments()).toEqual([]);
  });

  it('refuses a setting it does not know', async () => {
    const res = await t.http
      .post(`/v1/hq/companies/${shop.companyId}`)
      .set(shop.auth)
      .send({ payments: { ...payments, series_prepayment: 'whenever' } });
    expect(res.status).toBe(400);
  });

  let seriesId: string;
  let occurrences: any[] = [];

  it('per_occurrence: each of 3 weeks unconfirmed with its own pending 4000 ISK (50% of 8000): 12000 asked', async () => {
    await setChoice('per_occurrence');
    const res = await book({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=3' });
    expect(res.status, res.text).toBe(200);
    seriesId = res.body.id;
    occurrences = res.body.occurrences;
    expect(occurrences.map((e) => [e.starts_at, e.status])).toEqual(
      [2, 9, 16].map((n) => [at(n), 'unconfirmed']),
    );
    // Each occurrence's checkout comes expanded, as a single booking's does.
    expect(occurrences.map((e) => [e.payment.event, e.payment.amount, e.payment.status])).toEqual(
      occurrences.map((e) => [e.id, 4000, 'pending']),
    );
    expect(occurrences.every((e) => typeof e.payment.checkout.client_secret === 'string')).toBe(true);
    const rows = await prepayments();
    expect(rows.map((r) => r.event_id).sort()).toEqual(occurrences.map((e) => e.id).sort());
    // 3 x 4000 = 12000.
    expect(rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(12000);
  });

  it('paying week 1 confirms week 1 alone', async () => {
    const res = await t.http
      .post(`/v1/marketplace/payments/${occurrences[0].payment.id}/confirm`)
      .send({ payment_method: 'tok_visa' });
    expect(res.status, res.text).toBe(200);
    const events = await t.db.prisma.event.findMany({
      where: { company_id: shop.companyId, series_id: seriesId },
      orderBy: { starts_at: 'asc' },
    });
    expect(events.map((e) => e.status)).toEqual(['confirmed', 'unconfirmed', 'unconfirmed']);
  });

  it("cancelling occurrences settles each one's prepayment alone: paid week 1 refunded, pending week 2 voided", async () => {
    const cancel = (occurrence: string) =>
      t.http
        .post(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/cancellation`)
        .set(shop.auth)
        .send({ scope: 'one', occurrence });
    expect((await cancel(occurrences[0].id)).status).toBe(200);
    expect((await cancel(occurrences[1].id)).status).toBe(200);
    const byEvent = new Map((await prepayments()).map((r) => [r.event_id, r]));
    // Week 1 was paid (4000): staff cancelling give it all back. Week 2 was pending: voided.
    const week1 = byEvent.get(occurrences[0].id)!;
    const week2 = byEvent.get(occurrences[1].id)!;
    const week3 = byEvent.get(occurrences[2].id)!;
    // (refunded_amount null: the whole amount went back, checkout.ts keepOnly).
    expect([week1.status, week1.refunded_amount, week1.refunded_at !== null]).toEqual([
      'refunded',
      null,
      true,
    ]);
    expect(week2.status).toBe('refunded');
    // Week 3 untouched: still pending, 4000 asked.
    expect([week3.status, Number(week3.amount)]).toEqual(['pending', 4000]);
  });

  it('a refused series opens no prepayment; a skipped week opens none either', async () => {
    // Day 10 at 12:00 taken first (staff), so week 2 of a series from day 3 at 12:00 conflicts.
    const taken = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        employee: shop.employees[0],
        starts_at: at(10, '12'),
        customer_name: 'Walk-in',
      });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.employee).toBe(shop.employees[0]);
    const before = (await prepayments()).length; // 3
    const body = { starts_at: at(3, '12'), recurrence: 'FREQ=WEEKLY;COUNT=3' };
    const refused = await book(body);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.conflicts.map((c: any) => c.starts_at)).toEqual([at(10, '12')]);
    expect((await prepayments()).length).toBe(before);
    const skipped = await book({ ...body, on_conflict: 'skip' });
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body.occurrences.map((e: any) => e.starts_at)).toEqual([at(3, '12'), at(17, '12')]);
    // Two weeks booked, two prepayments: 3 + 2 = 5 rows.
    const rows = await prepayments();
    expect(rows.length).toBe(before + 2);
    expect(
      rows
        .slice(before)
        .map((r) => r.event_id)
        .sort(),
    ).toEqual(skipped.body.occurrences.map((e: any) => e.id).sort());
  });
});
