// What a booking's statements read grows with what the booking touches, not with the company
// (bench/README.md, "What a booking costs"). Among 1,500 other companies of 2 rows each, with the
// statistics taken while this company was as small, the company grows to 240 customers and 240
// bookings and takes one more guest booking. Each statement the booking sent is planned as a named
// statement is after five calls (its generic plan, made without the values: PREPARE,
// plan_cache_mode = force_generic_plan) and run with EXPLAIN ANALYZE in a transaction rolled
// back; the rows its scans read (answered or dropped by a filter) are counted. A plan that read a
// company's rows to find one (the guest's null account id looked for among the company's
// customers, a busy event's segments among the company's occupancy rows: both seen in
// `booking_posts`, 2,098 and 2,211 rows a booking) reads 240 here. PostgreSQL only.
//
// The plan is the planner's choice on its estimates: with the statistics of 3,000 companies of 1
// row each, every index led by company_id ties for a company estimated at one row, and plans
// read the company's rows (the expired holds' purge too, old indexes and new alike); this shape
// is the bench's (a company estimated at 2 rows), not a proof for every shape.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { statementsSent } from '../helpers/pg-statements.ts';
import { genericPlan } from '../helpers/query-plans.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = !!process.env.DATABASE_URL;

/**
 * The rows every scan of a plan read (those it answered and those its filter dropped, per loop
 * times its loops): what the statement paid for rows, the company's other rows included.
 */
function rowsRead(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, p) => n + rowsRead(p), 0);
  if (!node || typeof node !== 'object') return 0;
  const o = node as Record<string, unknown>;
  const own =
    typeof o['Relation Name'] === 'string' && /Scan/.test(String(o['Node Type']))
      ? (Number(o['Actual Rows'] ?? 0) + Number(o['Rows Removed by Filter'] ?? 0)) *
        Number(o['Actual Loops'] ?? 1)
      : 0;
  return Object.values(o).reduce((n: number, v) => n + rowsRead(v), own);
}

let t: TestApp;
let shop: Shop;
let et: string;
const day = dayAfter(20);
const COMPANY_ROWS = 240;

beforeAll(async () => {
  t = await createTestApp();
  if (!onPostgres) return;
  shop = await createShop(t.db.prisma, { employees: 1 });
  et = await createEventType(t.db.prisma, shop, { duration: 30 });
  const employee = shop.employees[0];
  // 1,500 other companies of 2 customers, 2 bookings and their 2 occupancy rows each, and the
  // statistics PostgreSQL plans with taken now, while this company is as small as they are: as
  // for a company that grew since the tables were last analysed, or at a hundredfold data, where
  // the average company is small. Not taken again by autovacuum while the test runs.
  await t.db.sql.query(
    `INSERT INTO companies (id, name, updated_at)
     SELECT 'cmp_plan_' || c, 'Other ' || c, now() FROM generate_series(1, 1500) c`,
  );
  await t.db.sql.query(
    `INSERT INTO customers (id, company_id, name, updated_at)
     SELECT 'cus_other_' || c || '_' || k, 'cmp_plan_' || c, 'Other', now()
       FROM generate_series(1, 1500) c, generate_series(1, 2) k`,
  );
  await t.db.sql.query(
    `INSERT INTO events (id, company_id, event_type_ids, starts_at, ends_at, customer_name, updated_at)
     SELECT 'evt_other_' || c || '_' || k, 'cmp_plan_' || c, ARRAY[]::text[],
            $1::timestamptz + make_interval(hours => k), $1::timestamptz + make_interval(hours => k, mins => 30),
            'Other', now()
       FROM generate_series(1, 1500) c, generate_series(1, 2) k`,
    [`${day}T08:00:00Z`],
  );
  await t.db.sql.query(
    `INSERT INTO occupancies (id, company_id, event_id, starts_at, ends_at)
     SELECT 'occ_' || e.id, e.company_id, e.id, e.starts_at, e.ends_at FROM events e WHERE e.id LIKE 'evt_other_%'`,
  );
  for (const table of ['customers', 'events', 'occupancies']) {
    await t.db.sql.query(`ALTER TABLE ${table} SET (autovacuum_enabled = off)`);
    await t.db.sql.query(`ANALYZE ${table}`);
  }
  // 240 customers, each with a booking of the one employee, one a day from 30 days after `day`
  // (outside the new booking's window: none of them can decide its check).
  await t.db.sql.query(
    `INSERT INTO customers (id, company_id, name, updated_at)
     SELECT 'cus_plan_' || n, $1, 'Customer ' || n, now() FROM generate_series(1, $2::int) n`,
    [shop.companyId, COMPANY_ROWS],
  );
  await t.db.sql.query(
    `INSERT INTO events (id, company_id, employee_id, customer_id, event_type_ids, starts_at, ends_at, customer_name, updated_at)
     SELECT 'evt_plan_' || n, $1, $2, 'cus_plan_' || n, ARRAY[$3::text],
            $4::timestamptz + make_interval(days => 30 + n), $4::timestamptz + make_interval(days => 30 + n, mins => 30),
            'Customer ' || n, now()
       FROM generate_series(1, $5::int) n`,
    [shop.companyId, employee, et, `${day}T10:00:00Z`, COMPANY_ROWS],
  );
  await t.db.sql.query(
    `INSERT INTO occupancies (id, company_id, event_id, employee_id, starts_at, ends_at)
     SELECT 'occ_' || e.id, e.company_id, e.id, e.employee_id, e.starts_at, e.ends_at
       FROM events e WHERE e.company_id = $1`,
    [shop.companyId],
  );
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)("a booking's statements in their generic plans (PostgreSQL)", () => {
  it("read no more rows than the booking's neighbours, not the company's 240 customers and bookings", async () => {
    const book = (hhmm: string, name: string) =>
      t.http.post('/v1/marketplace/events').send({
        company: shop.companyId,
        event_types: [et],
        starts_at: `${day}T${hhmm}:00.000Z`,
        customer_name: name,
      });
    // Two bookings near the one measured, so that its busy time has events with segments to read.
    expect((await book('09:00', 'Before')).status).toBe(200);
    expect((await book('11:00', 'After')).status).toBe(200);
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const sent = await statementsSent(async () => {
      res = await book('10:00', 'Guest');
    });
    expect(res?.status).toBe(200);
    const eventId = res!.body.id as string;
    const [{ customer_id: customerId }] = await t.db.sql.query<{ customer_id: string }>(
      'SELECT customer_id FROM events WHERE company_id = $1 AND id = $2',
      [shop.companyId, eventId],
    );
    const planned = sent.filter((s) => /^\s*(WITH|SELECT|with|select)\b/.test(s.text) && s.values.length > 0);
    // The busy time (with the expired holds' purge) and the insert with the customer's lookup.
    expect(planned.length).toBeGreaterThanOrEqual(2);
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    await client.query(`SET search_path TO "${t.db.schema}", public`);
    try {
      const read: { statement: string; rows: number }[] = [];
      for (const s of planned) {
        // The booking as if not yet made (its ids are in the statements' values), in the plan's
        // transaction only: its message, its event (its services and occupancy rows go with
        // it) and the customer record it made.
        const unmade = async () => {
          await client.query('DELETE FROM webhook_messages WHERE company_id = $1 AND object_id = $2', [
            shop.companyId,
            eventId,
          ]);
          await client.query('DELETE FROM events WHERE company_id = $1 AND id = $2', [
            shop.companyId,
            eventId,
          ]);
          await client.query('DELETE FROM customers WHERE company_id = $1 AND id = $2', [
            shop.companyId,
            customerId,
          ]);
        };
        const plan = await genericPlan(client, s.text, s.values, { analyze: true, before: unmade });
        read.push({ statement: s.text.replace(/\s+/g, ' ').slice(0, 80), rows: rowsRead(plan) });
      }
      // The booking's own neighbours are 2 events (and their 2 occupancy rows); 240 of each is
      // what a scan of the company would read. 20 leaves room for a plan's small extras (the
      // company, its configuration's rows: 8 when written).
      for (const r of read) expect(r.rows, JSON.stringify(read)).toBeLessThanOrEqual(20);
    } finally {
      await client.end();
    }
  });
});
