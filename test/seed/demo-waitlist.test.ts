import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import type { DemoIds } from '../../src/seed/demo-ids.ts';
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

describe('demo waitlist', () => {
  it('the salon keeps one: an entry waiting, one offered, visible in HQ; the offer holds its slot', async () => {
    const company = await t.http.get(`/v1/marketplace/companies/${DEMO.salon}`);
    expect(company.body.marketplace.waitlist_enabled).toBe(true);
    const list = await t.http
      .get(`/v1/hq/companies/${DEMO.salon}/waitlist_entries`)
      .query({ expand: 'offer' })
      .set(auth);
    expect(list.status).toBe(200);
    expect(list.body.map((e: any) => [e.id, e.status])).toEqual([
      [ids.waitlist.waiting, 'waiting'],
      [ids.waitlist.offered, 'offered'],
    ]);
    const offer = list.body[1].offer;
    expect(offer).toMatchObject({ id: ids.offer, status: 'pending', employee: 'demo_emp_katla' });
    // The customer reaches the same offer on the marketplace by its id.
    const mp = await t.http.get(`/v1/marketplace/booking_offers/${ids.offer}`);
    expect(mp.body).toMatchObject({ status: 'pending', starts_at: offer.starts_at });
    // Held like a reservation: Katla is not free for a haircut at that time.
    const taken = await t.http.post('/v1/marketplace/events').send({
      company: DEMO.salon,
      event_types: ['demo_et_haircut'],
      starts_at: offer.starts_at,
      employee: 'demo_emp_katla',
      customer_name: 'Someone else',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('employee_not_available');
    // The minute sweep finds nothing for Sigrún (Saturdays close at 16:00, she wants 16:00-18:00)
    // and leaves Kári's offer alone: the demo stays as it is to look at.
    const report = await t.app.services.waitlist.run({ sweep: true });
    expect(report.offersMade).toBe(0);
    const after = await t.http.get(`/v1/hq/companies/${DEMO.salon}/waitlist_entries`).set(auth);
    expect(after.body.map((e: any) => e.status)).toEqual(['waiting', 'offered']);
  });
});
