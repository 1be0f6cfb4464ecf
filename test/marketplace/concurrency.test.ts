// No double booking under concurrency. The ≥200-simultaneous tests need PostgreSQL with a pool
// (PGlite has one connection, so there nothing is simultaneous); events.test.ts holds the
// sequential versions that run on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createResource, createShop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;
const N = 200;
const day = dayAfter(4);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** Fires all requests at once over real sockets (not one after the other). */
async function fire(bodies: Record<string, unknown>[], path = '/v1/marketplace/events') {
  const address = t.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}${path}`;
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

/** Pairs of blocking occupancies of one employee or resource that overlap: must be none. */
async function overlaps(companyId: string) {
  const rows = await t.db.prisma.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM occupancies a JOIN occupancies b
      ON a.id < b.id AND a.company_id = b.company_id AND a.blocks AND b.blocks
     AND (a.employee_id = b.employee_id OR a.resource_id = b.resource_id)
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
     WHERE a.company_id = ${companyId}`;
  return Number(rows[0].n);
}

describe.skipIf(!onPostgres)('simultaneous bookings on PostgreSQL', () => {
  it(`${N} simultaneous creates at one slot of capacity 1: exactly one succeeds`, async () => {
    const shop = await createShop(t.db.prisma);
    const et = await createEventType(t.db.prisma, shop);
    const body = { company: shop.companyId, event_types: [et], starts_at: at('10:00'), customer_name: 'C' };
    const results = await fire(Array.from({ length: N }, () => body));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
    }
    expect(await t.db.prisma.event.count({ where: { company_id: shop.companyId } })).toBe(1);
    expect(await overlaps(shop.companyId)).toBe(0);
  }, 120_000);

  it(`${N} simultaneous creates at a shared table of capacity 7: exactly 7 succeed`, async () => {
    const shop = await createShop(t.db.prisma);
    const table = await createResource(t.db.prisma, shop, {
      type: 'table',
      max_capacity: 7,
      allow_overlapping_bookings: true,
    });
    const et = await createEventType(t.db.prisma, shop, {
      service_needs: 'space',
      connections: { service_needs: 'space' },
    });
    const body = { company: shop.companyId, event_types: [et], starts_at: at('12:00'), customer_name: 'C' };
    const results = await fire(Array.from({ length: N }, () => body));
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
    // Guests on the table at 12:00: 7 bookings x 1 guest = its max_capacity 7, never more.
    const guests = await t.db.prisma.event.aggregate({
      where: { company_id: shop.companyId, space_id: table },
      _sum: { number_of_guests: true },
    });
    expect(guests._sum.number_of_guests).toBe(7);
  }, 120_000);

  it(`${N} simultaneous reservations and creates against 3 employees: exactly 3 hold the slot`, async () => {
    const shop = await createShop(t.db.prisma, { employees: 3, profile: { max_total_pax: undefined } });
    const et = await createEventType(t.db.prisma, shop);
    const half = N / 2;
    const body = { company: shop.companyId, event_types: [et], starts_at: at('14:00') };
    const [reservations, events] = await Promise.all([
      fire(
        Array.from({ length: half }, () => body),
        '/v1/marketplace/time_slot_reservations',
      ),
      fire(Array.from({ length: half }, () => ({ ...body, customer_name: 'C' }))),
    ]);
    const ok = [...reservations, ...events].filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(new Set(ok.map((r) => r.body.employee)).size).toBe(3);
    expect(await overlaps(shop.companyId)).toBe(0);
  }, 120_000);

  it('max_total_pax holds under concurrency (advisory lock per company and day)', async () => {
    const shop = await createShop(t.db.prisma, { employees: 10 });
    await t.db.prisma.ruleSet.create({
      data: {
        company_id: shop.companyId,
        date: day,
        starts_at: '00:00',
        ends_at: '24:00',
        rules: {
          create: [
            { type: 'availability', open: true, order: 0 },
            { type: 'max_total_pax', max_total_pax: 4, order: 1 },
          ],
        },
      },
    });
    const et = await createEventType(t.db.prisma, shop);
    const body = { company: shop.companyId, event_types: [et], starts_at: at('10:00'), customer_name: 'C' };
    const results = await fire(Array.from({ length: 60 }, () => body));
    // 10 employees are free, but at most 4 guests may be present at once: 4 bookings of 1.
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
  }, 120_000);
});
