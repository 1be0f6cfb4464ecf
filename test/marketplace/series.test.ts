// A customer's series on the marketplace (docs/bookings.md#series): each occurrence checked as a
// booking the customer makes directly, so the online booking window applies to every week.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;

beforeAll(async () => {
  t = await createTestApp();
  // Reykjavík (UTC all year), open 09-17 every day, bookable online up to 20 days ahead.
  shop = await createShop(t.db.prisma, { employees: 1, profile: { max_bookable_future_days: 20 } });
  cut = await createEventType(t.db.prisma, shop);
});
afterAll(() => t?.close());

const at = atHour;
const book = (body: Record<string, unknown>) =>
  t.http
    .post('/v1/marketplace/series')
    .send({ company: shop.companyId, event_types: [cut], customer_name: 'Guest Weekly', ...body });

describe('POST /v1/marketplace/series', () => {
  it("books a guest's weekly series, each occurrence a marketplace booking", async () => {
    // Days 2, 9 and 16: all inside the 20-day window.
    const res = await book({
      starts_at: at(2),
      recurrence: 'FREQ=WEEKLY;COUNT=3',
      email: 'weekly@example.com',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.occurrences.map((e: any) => [e.starts_at, e.origin, e.series, e.employee])).toEqual(
      [2, 9, 16].map((n) => [at(n), 'marketplace', res.body.id, shop.employees[0]]),
    );
    expect(res.body.occurrences.every((e: any) => e.status === 'confirmed')).toBe(true);
  });

  it('refuses the weeks past the online booking window, by date, and skips them when asked', async () => {
    // Days 3, 10, 17, 24: day 24 is past the 20-day window (days 0..20 are bookable).
    const body = { starts_at: at(3, '11'), recurrence: 'FREQ=WEEKLY;COUNT=4' };
    const refused = await book(body);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([
      {
        starts_at: at(24, '11'),
        code: 'outside_booking_window',
        message: expect.stringContaining('too far ahead'),
      },
    ]);
    const skipped = await book({ ...body, on_conflict: 'skip' });
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body.occurrences.map((e: any) => e.starts_at)).toEqual([
      at(3, '11'),
      at(10, '11'),
      at(17, '11'),
    ]);
    expect(skipped.body.skipped.map((s: any) => [s.starts_at, s.code])).toEqual([
      [at(24, '11'), 'outside_booking_window'],
    ]);
  });

  it('refuses unknown services (404) and a body without the customer name (400)', async () => {
    const unknown = await book({
      event_types: ['nope'],
      starts_at: at(4),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(unknown.status).toBe(404);
    const noName = await t.http.post('/v1/marketplace/series').send({
      company: shop.companyId,
      event_types: [cut],
      starts_at: at(4),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(noName.status).toBe(400);
  });
});
