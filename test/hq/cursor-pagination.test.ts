// Cursor paging (docs/api-conventions.md#pagination): `pagination.starting_after` on the HQ events
// and customers lists. Walking a list page by page by cursor gives every item once, in the order
// offset paging gives, under every sort (ties on the sort key broken by id), with filters and a
// search; a cursor that is not an item of the company's list is a 400 in the error shape.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let a: Tenant;
let b: Tenant;
const SEEDED_EVENTS = 23;
/** The 23 events seeded, and the 11 visits of the customers below (company a's events too). */
const EVENTS = SEEDED_EVENTS + 11;
const CUSTOMERS = 17;
const NAMES = ['Anna', 'Ásta', 'anna', 'Björn', 'Zoë', 'Anna', 'Ari'];

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.db.prisma);
  b = await createTenant(t.db.prisma);
  const p = t.db.prisma;
  // 23 events of company a in one statement: starts on 7 distinct hours (i mod 7, so up to 4
  // events share a start), created on 4 distinct milliseconds (i mod 4) and updated all at once:
  // every sort key has ties that only the id orders. i mod 3 = 0 (i = 0, 3, ..., 21: 8 events)
  // cancelled, the other 15 confirmed.
  await p.$executeRawUnsafe(
    `INSERT INTO events (id, company_id, starts_at, ends_at, status, customer_name, created_at, updated_at)
     SELECT 'cur-ev-' || md5(i::text), $1,
            '2030-03-04T09:00:00Z'::timestamptz + make_interval(hours => i % 7),
            '2030-03-04T09:30:00Z'::timestamptz + make_interval(hours => i % 7),
            (CASE WHEN i % 3 = 0 THEN 'cancelled' ELSE 'confirmed' END)::event_status, 'Guest ' || i,
            '2026-01-01T10:00:00Z'::timestamptz + make_interval(secs => (i % 4) / 1000.0),
            '2026-01-02T10:00:00Z'::timestamptz
       FROM generate_series(0, ${SEEDED_EVENTS - 1}) i`,
    a.companyId,
  );
  // 17 customers of a: names from NAMES (repeated, with case and accents), created on 5 distinct
  // milliseconds; customers i mod 3 = 0 (i = 0, 3, ..., 15: 6) never came, the other 11 came on
  // one of 3 days (i mod 3 = 1 or 2, and i mod 2): last visits with ties.
  await p.$executeRawUnsafe(
    `INSERT INTO customers (id, company_id, name, created_at, updated_at)
     SELECT 'cur-cu-' || md5(i::text), $1, ($2::text[])[1 + i % ${NAMES.length}],
            '2026-01-01T10:00:00Z'::timestamptz + make_interval(secs => (i % 5) / 1000.0), now()
       FROM generate_series(0, ${CUSTOMERS - 1}) i`,
    a.companyId,
    NAMES,
  );
  await p.$executeRawUnsafe(
    `INSERT INTO events (id, company_id, customer_id, starts_at, ends_at, status, customer_name, updated_at)
     SELECT 'cur-visit-' || md5(i::text), $1, 'cur-cu-' || md5(i::text),
            '2025-06-01T10:00:00Z'::timestamptz + make_interval(days => i % 3 + i % 2),
            '2025-06-01T11:00:00Z'::timestamptz + make_interval(days => i % 3 + i % 2),
            'confirmed'::event_status, 'Visit ' || i, now()
       FROM generate_series(0, ${CUSTOMERS - 1}) i WHERE i % 3 <> 0`,
    a.companyId,
  );
  // One event and one customer of company b: cursors a's lists must refuse.
  await p.$executeRawUnsafe(
    `INSERT INTO events (id, company_id, starts_at, ends_at, customer_name, updated_at)
     VALUES ('cur-ev-b', $1, '2030-03-04T09:00:00Z', '2030-03-04T09:30:00Z', 'B', now())`,
    b.companyId,
  );
  await p.$executeRawUnsafe(
    `INSERT INTO customers (id, company_id, name, updated_at) VALUES ('cur-cu-b', $1, 'Anna', now())`,
    b.companyId,
  );
});
afterAll(() => t?.close());

type Query = Record<string, string>;
const ids = (body: { id: string }[]) => body.map((x) => x.id);

async function page(path: string, query: Query, pagination: Record<string, unknown>) {
  const res = await t.http
    .get(path)
    .set(a.auth)
    .query({ ...query, pagination: JSON.stringify(pagination) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ids(res.body);
}

/** Every page by cursor, `limit` at a time, until a short page. */
async function byCursor(path: string, query: Query, limit: number) {
  const all: string[] = [];
  for (let n = 0; n < 50; n++) {
    const got = await page(path, query, all.length ? { limit, starting_after: all.at(-1) } : { limit });
    all.push(...got);
    if (got.length < limit) return all;
  }
  throw new Error('more than 50 pages');
}

/** Every page by offset, as before. */
async function byOffset(path: string, query: Query, limit: number) {
  const all: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const got = await page(path, query, { limit, offset });
    all.push(...got);
    if (got.length < limit) return all;
  }
}

/** Cursor walk = offset walk = one whole page, with `count` distinct items. */
async function expectSameWalk(path: string, query: Query, count: number, limit = 4) {
  const cursor = await byCursor(path, query, limit);
  expect(cursor).toHaveLength(count);
  expect(new Set(cursor).size).toBe(count);
  expect(cursor).toEqual(await byOffset(path, query, limit));
  expect(cursor).toEqual(await page(path, query, { limit: 500 }));
}

const sorts = (fields: string[]) =>
  fields.flatMap((field) => ['asc', 'desc'].map((order) => JSON.stringify({ field, order })));

describe('HQ events by cursor', () => {
  const path = () => `/v1/hq/companies/${a.companyId}/events`;

  it('walks all 34 events once each, in offset order, under every sort (ties by id)', async () => {
    // 34 by 4: 8 full pages and one of 2.
    await expectSameWalk(path(), {}, EVENTS);
    for (const sort of sorts(['starts_at', 'created_at', 'updated_at']))
      await expectSameWalk(path(), { sort }, EVENTS);
    // A page size that divides the list (34 by 34): the last full page is followed by an empty one.
    expect(await page(path(), {}, { limit: 34 })).toHaveLength(34);
    const last = (await page(path(), {}, { limit: 34 })).at(-1);
    expect(await page(path(), {}, { limit: 34, starting_after: last })).toEqual([]);
  });

  it('combines with the filter: 26 confirmed, 8 cancelled, and a window of starts', async () => {
    // Confirmed: 15 of the 23, and the 11 visits.
    await expectSameWalk(path(), { filter: JSON.stringify({ status: 'confirmed' }) }, 26);
    await expectSameWalk(path(), { filter: JSON.stringify({ status: 'cancelled' }) }, 8, 3);
    // Starts at 10:00-12:59 (i mod 7 in 1..3): i = 1-3, 8-10, 15-17, 22: 10 events.
    const window = JSON.stringify({
      starts_after: '2030-03-04T10:00:00Z',
      starts_before: '2030-03-04T13:00:00Z',
    });
    await expectSameWalk(
      path(),
      { filter: window, sort: JSON.stringify({ field: 'starts_at', order: 'desc' }) },
      10,
    );
  });

  it('refuses a cursor of another company, an unknown one, and a cursor with an offset (400)', async () => {
    for (const cursor of ['cur-ev-b', 'no-such-event']) {
      const res = await t.http
        .get(path())
        .set(a.auth)
        .query({ pagination: JSON.stringify({ limit: 5, starting_after: cursor }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        type: 'validation_error',
        details: [{ field: 'pagination.starting_after' }],
      });
    }
    const first = await page(path(), {}, { limit: 1 });
    const both = await t.http
      .get(path())
      .set(a.auth)
      .query({ pagination: JSON.stringify({ limit: 5, offset: 5, starting_after: first[0] }) });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ type: 'validation_error', details: [{ field: 'pagination.offset' }] });
    // b's own list takes b's event as a cursor (nothing after it).
    const own = await t.http
      .get(`/v1/hq/companies/${b.companyId}/events`)
      .set(b.auth)
      .query({ pagination: JSON.stringify({ starting_after: 'cur-ev-b' }) });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
  });
});

describe('HQ customers by cursor', () => {
  const path = () => `/v1/hq/companies/${a.companyId}/customers`;

  it('walks all 17 customers once each, in offset order, under every sort (ties by id)', async () => {
    // 17 by 4: 4 full pages and one of 1.
    await expectSameWalk(path(), {}, CUSTOMERS);
    for (const sort of sorts(['name', 'created_at', 'last_visit_at']))
      await expectSameWalk(path(), { sort }, CUSTOMERS);
    // Never-visited customers (6 of 17) come last in both orders.
    const byVisit = await byCursor(
      path(),
      { sort: JSON.stringify({ field: 'last_visit_at', order: 'desc' }) },
      5,
    );
    const never = Array.from({ length: CUSTOMERS }, (_, i) => i).filter((i) => i % 3 === 0).length;
    expect(never).toBe(6);
    const stats = await t.db.prisma.customer.findMany({
      where: { company_id: a.companyId, events: { none: {} } },
      select: { id: true },
    });
    expect(new Set(byVisit.slice(CUSTOMERS - never))).toEqual(new Set(stats.map((s) => s.id)));
  });

  it('combines with a search and a filter', async () => {
    // "anna" matches Anna, anna and Anna (i mod 7 in 0, 2, 5): i = 0, 2, 5, 7, 9, 12, 14, 16: 8.
    await expectSameWalk(path(), { search: 'anna' }, 8, 3);
    await expectSameWalk(
      path(),
      { search: 'anna', sort: JSON.stringify({ field: 'name', order: 'desc' }) },
      8,
      3,
    );
    // Created on milliseconds 0-1 (i mod 5 in 0, 1): i = 0, 1, 5, 6, 10, 11, 15, 16: 8.
    const filter = JSON.stringify({ created_to: '2026-01-01T10:00:00.002Z' });
    await expectSameWalk(
      path(),
      { filter, sort: JSON.stringify({ field: 'created_at', order: 'desc' }) },
      8,
      3,
    );
  });

  it('refuses a customer of another company and an unknown one as the cursor (400)', async () => {
    for (const cursor of ['cur-cu-b', 'no-such-customer']) {
      const res = await t.http
        .get(path())
        .set(a.auth)
        .query({ pagination: JSON.stringify({ starting_after: cursor }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        type: 'validation_error',
        details: [{ field: 'pagination.starting_after' }],
      });
    }
  });
});

/** Every (node type, index) by which a plan reads `table`. */
function scansOf(plan: unknown, table: string, into: string[] = []): string[] {
  if (Array.isArray(plan)) for (const p of plan) scansOf(p, table, into);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Relation Name'] === table) into.push(`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
    for (const v of Object.values(node)) if (v && typeof v === 'object') scansOf(v, table, into);
  }
  return into;
}

describe.skipIf(!process.env.DATABASE_URL)('the cursor page on PostgreSQL', () => {
  it("reads its company's events from the cursor on by index, whatever other companies hold later", async () => {
    // 5,000 events of c over 5,000 minutes, then 20,000 of d, all later: the plan the bench found
    // (before the list indexes ended with id) walked the starts_at index from the cursor on and
    // filtered out every later event of d.
    const c = await createTenant(t.db.prisma);
    const d = await createTenant(t.db.prisma);
    for (const [tenant, n, from] of [
      [c, 5000, '2031-01-01T00:00:00Z'],
      [d, 20000, '2031-02-01T00:00:00Z'],
    ] as const)
      await t.db.prisma.$executeRawUnsafe(
        `INSERT INTO events (id, company_id, starts_at, ends_at, customer_name, updated_at)
         SELECT 'plan-' || $1 || '-' || i, $1, $2::timestamptz + make_interval(mins => i),
                $2::timestamptz + make_interval(mins => i + 30), 'P', now()
           FROM generate_series(1, ${n}) i`,
        tenant.companyId,
        from,
      );
    await t.db.prisma.$executeRawUnsafe('ANALYZE events');
    const pgQuery = (pg as unknown as { Query: { prototype: { submit: (...a: unknown[]) => unknown } } })
      .Query.prototype;
    const original = pgQuery.submit;
    const sent: { text: string; values: unknown[] }[] = [];
    pgQuery.submit = function (this: { text?: string; values?: unknown[] }, ...args: unknown[]) {
      sent.push({ text: this.text ?? '', values: this.values ?? [] });
      return original.apply(this, args);
    };
    let res: { status: number; body: { id: string }[] };
    try {
      // The 400th page of 10: after the 3,990th event.
      res = await t.http
        .get(`/v1/hq/companies/${c.companyId}/events`)
        .set(c.auth)
        .query({ pagination: JSON.stringify({ limit: 10, starting_after: `plan-${c.companyId}-3990` }) });
    } finally {
      pgQuery.submit = original;
    }
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(Array.from({ length: 10 }, (_, i) => `plan-${c.companyId}-${3991 + i}`));
    const list = sent.find((s) => /order by "e"\."starts_at" asc, "e"\."id" asc/.test(s.text));
    expect(list, sent.map((s) => s.text.slice(0, 80)).join('\n')).toBeDefined();
    const [plan] = await t.db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
      `EXPLAIN (FORMAT JSON) ${list!.text}`,
      ...list!.values,
    );
    expect(scansOf(plan['QUERY PLAN'], 'events')).toEqual(['Index Scan events_company_id_starts_at_id_idx']);
  });
});
