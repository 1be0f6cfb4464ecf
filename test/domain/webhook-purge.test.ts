// The hourly purge of webhook data (webhook-store.ts, purgeOld): stream messages go after 24 hours
// unless a delivery still refers to them, finished deliveries after 30 days, pending ones never;
// company by company (docs/scaling.md, "Statements"), each company's rows and no other's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Shop;
let b: Shop;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  a = await createShop(t.db.prisma, { employees: 1 });
  b = await createShop(t.db.prisma, { employees: 1 });
});
afterAll(async () => {
  await t.close();
});

async function endpoint(shop: Shop) {
  return t.db.prisma.webhookEndpoint.create({
    data: { company_id: shop.companyId, url: 'https://example.test/hook', events: ['*'], secret: 'sealed' },
  });
}

async function message(shop: Shop, id: string, ageMs: number) {
  await t.db.prisma.webhookMessage.create({
    data: {
      id,
      company_id: shop.companyId,
      type: 'event.created',
      object_id: `obj_${id}`,
      payload: {},
      created_at: new Date(Date.now() - ageMs),
    },
  });
}

async function delivery(
  shop: Shop,
  webhookId: string,
  messageId: string,
  id: string,
  ageMs: number,
  status: 'pending' | 'succeeded',
) {
  await t.db.prisma.webhookDelivery.create({
    data: {
      id,
      company_id: shop.companyId,
      webhook_id: webhookId,
      message_id: messageId,
      event_type: 'event.created',
      object_id: `obj_${messageId}`,
      status,
      created_at: new Date(Date.now() - ageMs),
    },
  });
}

describe('webhook purge', () => {
  it('drops messages after 24 h unless a delivery refers to them, finished deliveries after 30 days, per company', async () => {
    const hookA = await endpoint(a);
    // Company a: 6 messages, 3 deliveries.
    await message(a, 'a_old', 2 * DAY); // 48 h, no delivery: dropped
    await message(a, 'a_young', 23 * HOUR); // 23 h: kept
    await message(a, 'a_ref', 2 * DAY); // 48 h, its delivery is 2 days old: both kept
    await delivery(a, hookA.id, 'a_ref', 'd_ref', 2 * DAY, 'succeeded');
    await message(a, 'a_done', 31 * DAY); // its delivery (31 days, succeeded) goes, then it does
    await delivery(a, hookA.id, 'a_done', 'd_done', 31 * DAY, 'succeeded');
    await message(a, 'a_pending', 31 * DAY); // its delivery is still pending: both kept
    await delivery(a, hookA.id, 'a_pending', 'd_pending', 31 * DAY, 'pending');
    // Company b: one old message (dropped), one new (kept).
    await message(b, 'b_old', 2 * DAY);
    await message(b, 'b_new', HOUR);

    await t.app.services.webhookDeliverer.purge();

    const messages = await t.db.prisma.webhookMessage.findMany({
      where: { company_id: { in: [a.companyId, b.companyId] } },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    // a: 6 - a_old - a_done = 4 kept; b: 2 - b_old = 1 kept.
    expect(messages.map((m) => m.id)).toEqual(['a_pending', 'a_ref', 'a_young', 'b_new']);
    const deliveries = await t.db.prisma.webhookDelivery.findMany({
      where: { company_id: a.companyId },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    // 3 - d_done = 2 kept.
    expect(deliveries.map((d) => d.id)).toEqual(['d_pending', 'd_ref']);
  });
});
