import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import type { DemoIds } from '../../src/seed/demo-ids.ts';
import { DEMO_JOURNEY } from '../../src/seed/demo-journey.ts';
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

describe('demo data: the customer journey (issue 12)', () => {
  it('shows a class with two tiers, seats left and prices, and its attendee list', async () => {
    const classes = await t.http.get('/v1/marketplace/companies/northlight-physio/scheduled_events');
    const pilates = classes.body.find((c: { id: string }) => c.id === DEMO_JOURNEY.class);
    // Mat 12 seats (2 booked) + Reformer 4 = 16 seats, 14 left.
    expect(pilates).toMatchObject({
      total_capacity: 16,
      remaining_capacity: 14,
      customer_selects_tier: true,
    });
    expect(pilates.tiers.map((x: { name: string; remaining: number }) => [x.name, x.remaining])).toEqual([
      ['Mat', 10],
      ['Reformer', 4],
    ]);
    const attendees = await t.http.get(`/v1/hq/scheduled_events/${DEMO_JOURNEY.class}/events`).set(auth);
    expect(attendees.body).toHaveLength(1);
    expect(attendees.body[0]).toMatchObject({
      id: ids.events.pilatesSeat,
      price: { amount: 7000, currency: 'ISK' },
    });
  });

  it('prices every bookable service; a booking from before prices keeps price null', async () => {
    for (const slug of ['nordurljos-salon', 'northlight-physio', 'harbour-kitchen']) {
      const menu = await t.http.get(`/v1/marketplace/companies/${slug}/event_types`);
      expect(menu.body.length).toBeGreaterThan(0);
      for (const et of menu.body) expect(et.price, `${slug} ${et.title}`).not.toBeNull();
    }
    const old = await t.http.get(`/v1/hq/events/${ids.events.noshow}`).set(auth);
    expect(old.body.price).toBeNull();
    // its service unpriced, served by the booking's person over its time
    expect(old.body.services).toEqual([
      {
        event_type: 'demo_et_haircut',
        variation: null,
        price: null,
        employee: old.body.employee,
        space: old.body.space,
        starts_at: old.body.starts_at,
        ends_at: old.body.ends_at,
      },
    ]);
  });
});
