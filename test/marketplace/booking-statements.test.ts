// What a marketplace booking costs the database, counted statement by statement on PostgreSQL
// (README, Benchmarks: "What a booking costs"). Every statement any pooled connection sends while
// one booking is made is recorded, so a new round trip in the booking transaction fails here;
// and the booking still writes, in that transaction, its audit rows and its webhook message.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { statements } from '../helpers/pg-statements.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;
const day = dayAfter(5);

let t: TestApp;
/** On a Citus coordinator the audit actor is a statement of its own after BEGIN (src/db/audit.ts). */
let citus = false;
beforeAll(async () => {
  t = await createTestApp();
  if (onPostgres)
    citus = (await t.db.sql.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'")).length > 0;
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('statements per marketplace booking (PostgreSQL)', () => {
  it('a guest booking is BEGIN with the audit actor, busy time, one insert, the webhook message, COMMIT', async () => {
    const shop = await createShop(t.db.prisma);
    const et = await createEventType(t.db.prisma, shop);
    const book = (hhmm: string) =>
      t.http.post('/v1/marketplace/events').send({
        company: shop.companyId,
        event_types: [et],
        starts_at: `${day}T${hhmm}:00.000Z`,
        customer_name: 'C',
      });
    // The first booking loads the company's configuration (kept per process afterwards).
    expect((await book('09:00')).status).toBe(200);
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const sent = await statements(async () => {
      res = await book('11:00');
    });
    expect(res?.status).toBe(200);
    expect(sent, sent.join('\n')).toHaveLength(citus ? 6 : 5);
    expect(sent[0]).toMatch(/^BEGIN/);
    if (citus) expect(sent[1]).toMatch(/^SET LOCAL booking\.audit/);
    expect(sent.at(-1)).toBe('COMMIT');
    // Written in the same transaction: the event's and the customer's audit rows, the webhook message.
    const id = res!.body.id as string;
    const event = await t.db.prisma.event.findFirstOrThrow({ where: { id } });
    const audited = await t.db.prisma.activity.findMany({
      where: { company_id: shop.companyId, object_id: { in: [id, event.customer_id!] } },
    });
    expect(audited.map((a) => `${a.object_type}:${a.action}`).sort()).toEqual([
      'customers:create',
      'events:create',
    ]);
    expect(audited.every((a) => a.actor_type === 'guest')).toBe(true);
    const messages = await t.db.prisma.webhookMessage.findMany({ where: { object_id: id } });
    expect(messages.map((m) => m.type)).toEqual(['event.created']);
  });
});
