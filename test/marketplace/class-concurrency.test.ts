// A tier is never overbooked, whatever the concurrency (docs/api-conventions.md#classes): 100 simultaneous seat
// bookings for a tier of 10 seats give exactly 10 booked guests. Needs PostgreSQL with a pool
// (PGlite has one connection, so nothing there is simultaneous); class-bookings.test.ts holds the
// sequential checks that run on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;
const N = 100;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** Fires all requests at once over real sockets (not one after the other). */
async function fire(bodies: Record<string, unknown>[]) {
  const address = t.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}/v1/marketplace/events`;
  return Promise.all(
    bodies.map(async (body) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    }),
  );
}

async function makeClass(companyId: string, tiers: { name: string; max_capacity: number }[]) {
  return t.db.prisma.scheduledEvent.create({
    data: {
      company_id: companyId,
      name: 'Spin',
      starts_at: new Date(Date.now() + 48 * 3_600_000),
      ends_at: new Date(Date.now() + 49 * 3_600_000),
      marketplace_visible: true,
      tiers: { create: tiers.map((tier, order) => ({ ...tier, order })) },
    },
    include: { tiers: { orderBy: { order: 'asc' } } },
  });
}

describe.skipIf(!onPostgres)('simultaneous seat bookings on PostgreSQL', () => {
  it(`${N} simultaneous bookings of one seat each for a tier of 10: exactly 10 booked guests`, async () => {
    const shop = await createShop(t.db.prisma);
    const c = await makeClass(shop.companyId, [{ name: 'Bike', max_capacity: 10 }]);
    const tier = c.tiers[0].id;
    const body = { company: shop.companyId, scheduled_event: c.id, tier, customer_name: 'Rider' };
    const results = await fire(Array.from({ length: N }, () => body));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ type: 'create_event_error', code: 'tier_full' });
    }
    // The rows agree with the answers: 10 events of 1 guest, the counter at 10, none over.
    const guests = await t.db.prisma.event.aggregate({
      where: { tier_id: tier, status: { not: 'cancelled' } },
      _sum: { number_of_guests: true },
      _count: true,
    });
    expect(guests._count).toBe(10);
    expect(guests._sum.number_of_guests).toBe(10);
    const row = await t.db.prisma.scheduledEventTier.findFirstOrThrow({ where: { id: tier } });
    expect(row.booked_guests).toBe(10);
  });

  it('parties of 1-3 racing for two tiers without naming one: no tier passes its capacity', async () => {
    const shop = await createShop(t.db.prisma);
    const c = await makeClass(shop.companyId, [
      { name: 'A', max_capacity: 7 },
      { name: 'B', max_capacity: 5 },
    ]);
    const bodies = Array.from({ length: N }, (_, i) => ({
      company: shop.companyId,
      scheduled_event: c.id,
      number_of_guests: 1 + (i % 3),
      customer_name: `P${i}`,
    }));
    const results = await fire(bodies);
    for (const r of results.filter((x) => x.status !== 200))
      expect(['scheduled_event_full']).toContain(r.body.code);
    for (const tier of c.tiers) {
      const sum = await t.db.prisma.event.aggregate({
        where: { tier_id: tier.id, status: { not: 'cancelled' } },
        _sum: { number_of_guests: true },
      });
      const row = await t.db.prisma.scheduledEventTier.findFirstOrThrow({ where: { id: tier.id } });
      expect(sum._sum.number_of_guests ?? 0).toBe(row.booked_guests);
      expect(row.booked_guests).toBeLessThanOrEqual(tier.max_capacity);
    }
    // Answers and rows agree: the guests of the 200s are the guests booked.
    const answered = results.filter((r) => r.status === 200).reduce((s, r) => s + r.body.number_of_guests, 0);
    const booked = c.tiers.length
      ? (
          await t.db.prisma.event.aggregate({
            where: { scheduled_event_id: c.id },
            _sum: { number_of_guests: true },
          })
        )._sum.number_of_guests
      : 0;
    expect(booked).toBe(answered);
  });
});
