// Fifty simultaneous bookings of overlapping visits (issue 31, docs/bookings.md#visits): whatever
// wins, no person holds two overlapping times, and no visit is half booked: every booked visit
// has both its services, each with its own person's occupancy, and a refused one left nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let colour: string;
let cut: string;
const day = dayAfter(9);
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`; // Reykjavik = UTC

beforeAll(async () => {
  t = await createTestApp();
  // Two colourists and two stylists, open 09:00-17:00 on a 30-minute grid.
  shop = await createShop(t.db.prisma, { employees: 4, profile: { booking_interval: 30 } });
  const [c1, c2, s1, s2] = shop.employees;
  colour = await createEventType(t.db.prisma, shop, { title: 'Colour', duration: 60 });
  cut = await createEventType(t.db.prisma, shop, { title: 'Cut', duration: 30 });
  const skip = (et: string) => ({ event_type_preferences: [{ event_type: et, skip: true }] });
  for (const id of [c1, c2])
    await t.db.prisma.employee.updateMany({ where: { company_id: shop.companyId, id }, data: skip(cut) });
  for (const id of [s1, s2])
    await t.db.prisma.employee.updateMany({ where: { company_id: shop.companyId, id }, data: skip(colour) });
});
afterAll(() => t?.close());

describe('fifty visits at once', () => {
  it('no person double booked, no half visit', async () => {
    // 50 colour-then-cut visits left to "any", at five starts 30 minutes apart: each visit holds
    // a colourist for 60 minutes and then a stylist for 30, so they overlap one another.
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.http.post('/v1/marketplace/events').send({
          company: shop.companyId,
          starts_at: at(starts[i % starts.length]),
          visit: { segments: [{ event_type_id: colour }, { event_type_id: cut }] },
          customer_name: `Racer ${i}`,
        }),
      ),
    );
    // Every answer is a booking or a refusal in the error shape: never a 500.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 400).map((a) => a.status)).toEqual([]);
    const won = answers.filter((a) => a.status === 200).map((a) => a.body.id as string);
    // At most two colourists at once: a start can take two visits, and 09:00 always can.
    expect(won.length).toBeGreaterThanOrEqual(2);
    const events = await t.db.prisma.event.findMany({
      where: { company_id: shop.companyId },
      include: { services: { orderBy: { order: 'asc' } } },
    });
    // Exactly the winners were written.
    expect(events.map((e) => e.id).sort()).toEqual([...won].sort());
    const rows = await t.db.prisma.occupancy.findMany({ where: { company_id: shop.companyId } });
    for (const e of events) {
      // Both services, colour then cut, each with its own person; the cut starts where the colour ends.
      expect(e.services.map((s) => s.event_type_id)).toEqual([colour, cut]);
      const [c, s] = e.services;
      expect(c.ends_at.getTime()).toBe(s.starts_at.getTime());
      for (const service of e.services) {
        const held = rows.filter((r) => r.event_id === e.id && r.employee_id === service.employee_id);
        expect(held.some((r) => r.starts_at <= service.starts_at && r.ends_at >= service.ends_at)).toBe(true);
      }
    }
    // No two blocking rows of one person overlap.
    const byPerson = Map.groupBy(
      rows.filter((r) => r.blocks && r.employee_id),
      (r) => r.employee_id!,
    );
    for (const [, own] of byPerson) {
      const sorted = [...own].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i].starts_at.getTime()).toBeGreaterThanOrEqual(sorted[i - 1].ends_at.getTime());
    }
  }, 120_000);
});
