import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import type { DemoIds } from '../../src/seed/demo-ids.ts';
import { findDemoObjects } from '../helpers/demo-objects.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let auth: { Authorization: string };
let ids: DemoIds;
let manageLink: string;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  auth = { Authorization: `Bearer ${seeded!.token}` };
  manageLink = seeded!.manage_link;
  ids = await findDemoObjects(t.db.prisma);
});
afterAll(() => t?.close());

describe('demo customers', () => {
  it("the start-up log's manage link opens Guðrún's booking to come, with no account", async () => {
    const res = await t.http.get(manageLink);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.events.gudrun[3], company: DEMO.salon, status: 'confirmed' });
  });

  it('have a history: visits, a no-show, a cancellation, a booking to come', async () => {
    const res = await t.http
      .get(`/v1/hq/companies/${DEMO.salon}/customers?sort=${encodeURIComponent('{"field":"name"}')}`)
      .set(auth);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((c: any) => [c.name, c]));
    // Guðrún: two completed visits (about 260 and 165 days before the data was loaded), a
    // cancellation (about 84 days before), and one booked to come (a Saturday about 84 days after).
    // Her last visit is the later completed one, her next the one to come (src/seed/demo-customers.ts).
    const startOf = async (id: string) =>
      (await t.http.get(`/v1/hq/events/${id}`).set(auth)).body.starts_at as string;
    const [second, toCome] = [await startOf(ids.events.gudrun[1]), await startOf(ids.events.gudrun[3])];
    expect(Date.parse(second)).toBeLessThan(Date.now());
    expect(Date.parse(toCome)).toBeGreaterThan(Date.now());
    expect(byName['Guðrún Sigurðardóttir'].stats).toEqual({
      bookings: 4,
      cancellations: 1,
      noshows: 0,
      last_visit_at: second,
      next_visit_at: toCome,
    });
    // Jón: a visit in April, the no-show of January (with its fee), and a colour-and-haircut
    // visit to come (src/seed/demo-visits.ts): 1 + 1 + 1 = 3 bookings.
    expect(byName['Jón Jónsson'].stats).toMatchObject({ bookings: 3, noshows: 1 });
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
    const fee = await t.http.get(`/v1/hq/payments/${ids.payments.noshow}?expand=customer`).set(auth);
    expect(fee.body.customer).toMatchObject({ id: 'demo_customer_jon', stats: { noshows: 1 } });
  });

  it('Ólafur has a standing appointment: a weekly series of six Saturdays at 10:00 with Katla', async () => {
    const res = await t.http.get(`/v1/hq/companies/${DEMO.salon}/series/demo_series_olafur`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      recurrence: 'FREQ=WEEKLY;BYDAY=SA;COUNT=6',
      employee: 'demo_emp_katla',
      customer: 'demo_customer_olafur',
      skipped: [],
      cancelled_at: null,
    });
    const starts: string[] = res.body.occurrences.map((e: any) => e.starts_at);
    expect(starts).toHaveLength(6);
    // Reykjavík is UTC: each a Saturday (getUTCDay 6) at 10:00, a week (604,800,000 ms) apart, to come.
    for (const [i, s] of starts.entries()) {
      expect([new Date(s).getUTCDay(), s.slice(11, 16)]).toEqual([6, '10:00']);
      if (i > 0) expect(Date.parse(s) - Date.parse(starts[i - 1])).toBe(604_800_000);
    }
    expect(Date.parse(starts[0])).toBeGreaterThan(Date.now());
    expect(res.body.occurrences.every((e: any) => e.series === 'demo_series_olafur')).toBe(true);
  });
});
