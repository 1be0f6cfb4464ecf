import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import type { DemoIds } from '../../src/seed/demo-ids.ts';
import { DEMO_PAYMENTS } from '../../src/seed/demo-payments.ts';
import { findDemoObjects } from '../helpers/demo-objects.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let auth: { Authorization: string };
let ids: DemoIds;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  auth = { Authorization: `Bearer ${seeded!.token}` };
  ids = await findDemoObjects(t.db.prisma);
});
afterAll(() => t?.close());

describe('demo data: customers pay (docs/api-conventions.md#customers-paying)', () => {
  it('holds a prepaid service and a booking paid with its deposit', async () => {
    const et = await t.db.prisma.eventType.findFirstOrThrow({ where: { id: DEMO_PAYMENTS.prepaidService } });
    expect(et.payments).toMatchObject({
      pre_payment_enabled: true,
      pre_payment_required: true,
      pre_payment_ratio: 20,
      cancellation_policy: { window_hours: 24, fee_type: 'percent', fee: 10, deposit: 'keep_up_to_fee' },
    });
    // 20% of the colour's 18,900 = 3,780.
    const pay = await t.http.get(`/v1/marketplace/payments/${ids.payments.prepayment}`);
    expect(pay.status).toBe(200);
    expect(pay.body).toMatchObject({
      status: 'unsettled',
      reason: 'prepayment',
      amount: 3780,
      currency: 'ISK',
      event: ids.events.colourPrepaid,
      checkout: { provider: 'test', client_secret: null },
    });
    const ev = await t.http
      .get(`/v1/hq/events/${ids.events.colourPrepaid}`)
      .query({ expand: 'payment' })
      .set(auth);
    expect(ev.body.payment).toMatchObject({ id: ids.payments.prepayment, amount: 3780 });
    const list = await t.http
      .get('/v1/hq/companies/demo_company_salon/payments')
      .query({ filter: JSON.stringify({ reason: 'prepayment' }) })
      .set(auth);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([ids.payments.prepayment]);
  });

  it('holds a voucher to buy on the marketplace', async () => {
    const res = await t.http.get('/v1/marketplace/companies/demo_company_salon/voucher_templates');
    expect(res.status).toBe(200);
    expect(res.body.map((x: { id: string }) => x.id)).toContain('demo_vtemplate_gift');
    const balance = await t.http.get(`/v1/marketplace/vouchers/${ids.voucher.code}`);
    expect(balance.body).toMatchObject({ status: 'never_used', balance: 10000, currency: 'ISK' });
  });

  it('does not show a no-show fee made in HQ on the marketplace', async () => {
    expect((await t.http.get(`/v1/marketplace/payments/${ids.payments.noshow}`)).status).toBe(404);
  });
});
