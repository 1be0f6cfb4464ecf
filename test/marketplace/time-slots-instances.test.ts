// Two instances on one PostgreSQL schema (README, Bookings: "Time slots"): an answer one
// instance keeps is reused without a query of the data (one shared round trip on the listening
// connection), yet never after a write by the other instance, or by anyone else, committed
// before the request: the write's NOTIFY has been heard by then (bookings/slot-changes.ts).

import pg from 'pg';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTrackingMode } from '../../src/db/change-tracking.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { statements } from '../helpers/pg-statements.ts';
import { type Instance, secondInstance } from '../helpers/second-instance.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;
const day = dayAfter(6);

let a: TestApp;
let b: Instance;
let shop: Shop;
let cut: string;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp();
  b = await secondInstance(a);
  shop = await createShop(a.db.prisma, { employees: 1 });
  cut = await createEventType(a.db.prisma, shop, { duration: 60 });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const times = async (http: ReturnType<typeof supertest>) => {
  const res = await http
    .get(`/v1/marketplace/companies/${shop.companyId}/time_slots`)
    .query({ event_type_ids: [cut], start_date: day, end_date: day });
  expect(res.status).toBe(200);
  return (res.body[0].slots as { time: string }[]).map((s) => s.time);
};

describe.skipIf(!onPostgres)('time slots kept by one instance, written through another', () => {
  it('a reused answer costs one round trip and no data query', async () => {
    // Open 09:00-17:00, one employee, 60-minute service: 8 starts.
    expect(await times(a.http)).toHaveLength(8);
    const sent = await statements(() => times(a.http));
    // One round trip: on the listening connection, or (versions mode, a distributed database)
    // one read of the company's version rows.
    if ((await changeTrackingMode(a.db.sql)) === 'notify') expect(sent).toEqual(['SELECT 1']);
    else expect(sent.map((text) => text.includes('sum(version)'))).toEqual([true]);
  });

  it('shows every booking made through the other instance at once, 8 times in a row', async () => {
    const all = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    for (let i = 0; i < all.length; i++) {
      // Kept by A (asked twice: the second is the reused answer).
      expect(await times(a.http)).toEqual(all.slice(i));
      expect(await times(a.http)).toEqual(all.slice(i));
      const booked = await b.http.post('/v1/marketplace/events').send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: `${day}T${all[i]}:00.000Z`,
        customer_name: 'B',
      });
      expect(booked.status).toBe(200);
      // No wait: the booking committed before this request, so A has heard of it.
      expect(await times(a.http)).toEqual(all.slice(i + 1));
    }
  });

  it('shows a configuration change written outside both instances at once', async () => {
    await a.db.prisma.event.deleteMany({ where: { company_id: shop.companyId } });
    expect(await times(a.http)).toHaveLength(8);
    expect(await times(a.http)).toHaveLength(8);
    // The employee leaves the marketplace, written on a connection of its own.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const [{ schema }] = await a.db.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
    await client.query(
      `UPDATE "${schema}".employees SET marketplace_enabled = false, updated_at = now() WHERE company_id = $1`,
      [shop.companyId],
    );
    await client.end();
    expect(await times(a.http)).toEqual([]);
  });

  it('a day not asked before reads only its busy time while the configuration is unchanged, and the configuration again once written', async () => {
    const other = await createShop(a.db.prisma, { employees: 1 });
    const service = await createEventType(a.db.prisma, other, { duration: 60 });
    const on = (d: string) =>
      a.http
        .get(`/v1/marketplace/companies/${other.companyId}/time_slots`)
        .query({ event_type_ids: [service], start_date: d, end_date: d });
    const notify = (await changeTrackingMode(a.db.sql)) === 'notify';
    // First ask: the company's configuration and busy time in one statement, after the version.
    const first = await statements(async () => expect((await on(dayAfter(7))).body[0].slots).toHaveLength(8));
    expect(first).toHaveLength(2);
    expect(first[1]).toContain('from "companies"');
    // Another day: only its busy time (listening: the configuration's version is unchanged).
    const second = await statements(async () =>
      expect((await on(dayAfter(8))).body[0].slots).toHaveLength(8),
    );
    expect(second).toHaveLength(2);
    if (notify) expect(second).toEqual(['SELECT 1', expect.not.stringContaining('"companies"')]);
    // The employee leaves the marketplace, written on a connection of its own: a day not asked
    // before shows it at once (the kept configuration is not used), 8 starts become none.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const [{ schema }] = await a.db.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
    await client.query(
      `UPDATE "${schema}".employees SET marketplace_enabled = false, updated_at = now() WHERE company_id = $1`,
      [other.companyId],
    );
    await client.end();
    const third = await statements(async () => expect((await on(dayAfter(9))).body[0].slots).toEqual([]));
    expect(third[1]).toContain('from "companies"');
  });
});
