import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createResource, createShop, dayAfter, type Shop } from '../helpers/bookings.ts';
import { createTenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;
const day = dayAfter(3);

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, { employees: 2 });
  cut = await createEventType(t.db.prisma, shop, { duration: 60 });
});
afterAll(() => t?.close());

const slots = (companyId: string, query: Record<string, unknown>) =>
  t.http.get(`/v1/marketplace/companies/${companyId}/time_slots`).query(query);

describe('GET /companies/{id}/time_slots', () => {
  it('answers per local date the slots of the opening hours, with who can serve them', async () => {
    const res = await slots(shop.companyId, { event_type_ids: [cut], start_date: day, end_date: day });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [d] = res.body;
    expect(d.date).toBe(day);
    expect(d.status).toBe('available');
    // Open 09:00-17:00, 60-minute service every 60 minutes: starts 09:00 .. 16:00 = 8 slots.
    expect(d.slots.map((s: any) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(d.slots[0].timestamp).toBe(`${day}T09:00:00.000Z`); // Reykjavik = UTC
    expect(d.slots[0].employeeIds).toEqual(shop.employees);
    expect(d.slots[0].spaceIds).toEqual([]);
  });
});
