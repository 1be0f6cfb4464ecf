// docs/api-conventions.md#waitlist-and-booking-offers under concurrency (PostgreSQL, a pool of connections; PGlite has one connection, so
// nothing there is simultaneous): an offer is a hold, so it is never booked twice, never booked
// beside an ordinary booking of its slot, and an accept racing the expiry leaves one consistent
// outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;
const day = dayAfter(5);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

async function post(path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A shop with a waitlist, one entry offered `hhmm` by hand with the marketplace's only employee. */
async function offered(hhmm: string) {
  const shop: Shop = await createShop(t.db.prisma, { marketplace: { waitlist_enabled: true } });
  const et = await createEventType(t.db.prisma, shop);
  const entry = await post('/v1/marketplace/waitlist_entries', {
    company: shop.companyId,
    event_types: [et],
    dates: [{ date: day }],
    customer_name: 'Waiting',
    email: 'waiting@example.test',
  });
  const offer = await t.app.inject({
    method: 'POST',
    url: `/v1/hq/waitlist_entries/${entry.body.id}/offer`,
    headers: shop.auth,
    payload: { starts_at: at(hhmm), employee: shop.employees[0] },
  });
  expect(offer.statusCode).toBe(200);
  return { shop, et, entryId: entry.body.id as string, offer: offer.json() };
}

const activeAt = (companyId: string, startsAt: string) =>
  t.db.prisma.event.count({
    where: {
      company_id: companyId,
      starts_at: new Date(startsAt),
      status: { notIn: ['cancelled', 'noshow'] },
    },
  });

describe.skipIf(!onPostgres)('booking offers under concurrency on PostgreSQL', () => {
  it('20 simultaneous accepts of one offer: one booking, every answer the same event', async () => {
    const { shop, offer } = await offered('10:00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(`/v1/marketplace/booking_offers/${offer.id}/accept`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await activeAt(shop.companyId, at('10:00'))).toBe(1);
    const row = await t.db.prisma.bookingOffer.findFirstOrThrow({ where: { id: offer.id } });
    expect(row).toMatchObject({ status: 'accepted', event_id: results[0].body.id });
  }, 60_000);

  it('an accept racing 30 ordinary bookings of the same slot: only the offer is booked', async () => {
    const { shop, et, offer } = await offered('12:00');
    const body = {
      company: shop.companyId,
      event_types: [et],
      starts_at: at('12:00'),
      customer_name: 'Rival',
    };
    const [accept, ...rivals] = await Promise.all([
      post(`/v1/marketplace/booking_offers/${offer.id}/accept`),
      ...Array.from({ length: 30 }, () => post('/v1/marketplace/events', body)),
    ]);
    expect(accept.status).toBe(200);
    for (const r of rivals)
      expect(r.body).toMatchObject({ type: 'create_event_error', code: 'time_slot_not_available' });
    // One employee on the marketplace: capacity 1 at 12:00, and the one booking is the offer's.
    expect(await activeAt(shop.companyId, at('12:00'))).toBe(1);
    const events = await t.db.prisma.event.findMany({ where: { company_id: shop.companyId } });
    expect(events.map((e) => e.email)).toEqual(['waiting@example.test']);
  }, 60_000);

  it('accepts racing the expiry job: either booked or expired, never half of each', async () => {
    const { shop, entryId, offer } = await offered('14:00');
    const due = Date.parse(offer.expires_at) + 1000;
    const [report, ...accepts] = await Promise.all([
      t.app.services.waitlist.run({ now: due }),
      ...Array.from({ length: 5 }, () => post(`/v1/marketplace/booking_offers/${offer.id}/accept`)),
    ]);
    const row = await t.db.prisma.bookingOffer.findFirstOrThrow({ where: { id: offer.id } });
    const entry = await t.db.prisma.waitlistEntry.findFirstOrThrow({ where: { id: entryId } });
    const booked = await activeAt(shop.companyId, at('14:00'));
    if (row.status === 'accepted') {
      expect(booked).toBe(1);
      expect(entry).toMatchObject({ status: 'booked', event_id: row.event_id });
      expect(accepts.every((a) => a.status === 200 && a.body.id === row.event_id)).toBe(true);
    } else {
      expect(row.status).toBe('expired');
      expect(report.offersExpired).toBeGreaterThanOrEqual(1);
      expect(booked).toBe(0);
      // The hold was given back: nothing of it blocks 14:00.
      const hold = await t.db.prisma.occupancy.count({
        where: { time_slot_reservation_id: row.reservation_id },
      });
      expect(hold).toBe(0);
      for (const a of accepts)
        expect(a).toMatchObject({ status: 409, body: { code: 'booking_offer_not_pending' } });
      // The entry is in line again (or, the job having matched it anew, offered another time).
      expect(['waiting', 'offered']).toContain(entry.status);
    }
  }, 60_000);
});
