import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let auth: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.db.prisma);
  auth = { Authorization: `Bearer ${seeded!.token}` };
});
afterAll(() => t?.close());

describe('demo customers', () => {
  it('have a history: visits, a no-show, a cancellation, a booking to come', async () => {
    const res = await t.http
      .get(`/v1/hq/companies/${DEMO.salon}/customers?sort=${encodeURIComponent('{"field":"name"}')}`)
      .set(auth);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((c: any) => [c.name, c]));
    // Guðrún: 2 visits (March, June), a cancellation in September, one booked for February 2027.
    expect(byName['Guðrún Sigurðardóttir'].stats).toEqual({
      bookings: 4,
      cancellations: 1,
      noshows: 0,
      last_visit_at: '2026-06-12T13:00:00.000Z',
      next_visit_at: '2027-02-16T11:00:00.000Z',
    });
    // Jón: a visit in April and the no-show of January (with its fee).
    expect(byName['Jón Jónsson'].stats).toMatchObject({ bookings: 2, noshows: 1 });
    const noshows = await t.http
      .get(
        `/v1/hq/companies/${DEMO.salon}/customers?filter=${encodeURIComponent('{"has_noshow":true}')}` +
          `&sort=${encodeURIComponent('{"field":"name"}')}`,
      )
      .set(auth);
    // Jón's, and Helga's prepaid Colour that she did not come to (demo-payments.ts: the deposit kept).
    expect(noshows.body.map((c: any) => c.name)).toEqual(['Helga Pálsdóttir', 'Jón Jónsson']);
    // Every demo booking has its customer, as a booking through the API would.
    expect(await t.db.prisma.event.count({ where: { customer_id: null } })).toBe(0);
    const fee = await t.http.get('/v1/hq/payments/demo_payment_noshow?expand=customer').set(auth);
    expect(fee.body.customer).toMatchObject({ id: 'demo_customer_jon', stats: { noshows: 1 } });
  });
});
