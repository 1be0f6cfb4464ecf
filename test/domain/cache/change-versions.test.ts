// Change tracking by versions (src/domain/cache/table-changes.ts, migration
// cluster_change_tracking): the mode a distributed database runs in, where NOTIFY cannot reach
// the instances. Checked here on one database (PGlite, or PostgreSQL with DATABASE_URL; on a
// Citus coordinator the schema is distributed and the same holds): the triggers bump the version
// rows in the writing transaction, and a cached answer is reused only while they are unchanged,
// so a write by plain SQL or through another instance is seen at the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTrackingMode, setChangeTracking } from '../../../src/db/change-tracking.ts';
import { SlotChanges } from '../../../src/domain/bookings/slot-changes.ts';
import { ChangeCache } from '../../../src/domain/cache/change-cache.ts';
import { TableChanges } from '../../../src/domain/cache/table-changes.ts';
import { createEventType, createShop, type Shop } from '../../helpers/bookings.ts';
import { type Instance, secondInstance } from '../../helpers/second-instance.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;

beforeAll(async () => {
  t = await createTestApp();
  // Before the app's first cached read: an instance reads the mode once.
  await setChangeTracking(t.appDb.sql, 'versions');
  shop = await createShop(t.db.prisma, { employees: 1 });
});
afterAll(async () => {
  await t?.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.db.sql.query<T>(text, params);
const version = async (company: string, dependency: string) =>
  (
    await sql<{ version: string }>(
      'SELECT version::text AS version FROM change_versions WHERE company_id = $1 AND dependency = $2',
      [company, dependency],
    )
  )[0]?.version ?? null;
const shared = async (key: string) =>
  (
    await sql<{ version: string }>(
      'SELECT version::text AS version FROM shared_change_versions WHERE key = $1',
      [key],
    )
  )[0]?.version ?? null;

describe('change tracking by versions', () => {
  it('is the mode the database says, switched by one statement either way', async () => {
    expect(await changeTrackingMode(t.appDb.sql)).toBe('versions');
    expect(await new TableChanges(t.appDb).mode()).toBe('versions');
    // In this mode nothing is marked by notification.
    expect(await new TableChanges(t.appDb).mark()).toBeNull();
  });

  it("bumps a company's version row in the writing transaction, once per row, never on rollback", async () => {
    const before = Number((await version(shop.companyId, 'employees')) ?? 0);
    await sql("UPDATE employees SET name = 'Renamed' WHERE company_id = $1 AND id = $2", [
      shop.companyId,
      shop.employees[0],
    ]);
    // One employee row updated: one more.
    expect(Number(await version(shop.companyId, 'employees'))).toBe(before + 1);
    await t.db.sql
      .transaction(async (tx) => {
        await tx.query("UPDATE employees SET name = 'Rolled back' WHERE company_id = $1", [shop.companyId]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(Number(await version(shop.companyId, 'employees'))).toBe(before + 1);
    // The busy-time tables share one dependency.
    const busy = Number((await version(shop.companyId, 'busy')) ?? 0);
    await sql(
      `INSERT INTO events (id, company_id, starts_at, ends_at, status, updated_at)
       VALUES ('ev-versions', $1, now(), now() + interval '1 hour', 'confirmed', now())`,
      [shop.companyId],
    );
    expect(Number(await version(shop.companyId, 'busy'))).toBe(busy + 1);
  });

  it("keeps a reference table's versions apart: one company's row, any company's, every company's", async () => {
    const own = Number((await shared(`companies:${shop.companyId}`)) ?? 0);
    const any = Number((await shared('companies:')) ?? 0);
    await sql("UPDATE companies SET name = 'Versioned' WHERE id = $1", [shop.companyId]);
    expect([Number(await shared(`companies:${shop.companyId}`)), Number(await shared('companies:'))]).toEqual(
      [own + 1, any + 1],
    );
    // An enterprise's change concerns all its companies: '<table>:*'.
    const all = Number((await shared('enterprises:*')) ?? 0);
    await sql("UPDATE enterprises SET name = 'Versioned group' WHERE id = $1", [shop.enterpriseId]);
    expect(Number(await shared('enterprises:*'))).toBe(all + 1);
  });

  it('answers the same stamp while nothing changed, another after any write it depends on', async () => {
    const changes = new TableChanges(t.appDb);
    const deps = [
      { table: 'resources', company: shop.companyId },
      { table: 'companies', company: shop.companyId },
    ];
    const stamp = async () => (await changes.before(deps))!.stampOf(deps);
    const first = await stamp();
    expect(first).not.toBeNull();
    expect(await stamp()).toBe(first);
    await sql(
      "INSERT INTO resources (id, company_id, type, name, updated_at) VALUES ('res-versions', $1, 'space', 'Room', now())",
      [shop.companyId],
    );
    const second = await stamp();
    expect(second).not.toBe(first);
    await sql("UPDATE companies SET name = 'Again' WHERE id = $1", [shop.companyId]);
    expect(await stamp()).not.toBe(second);
    // Another company's write leaves it as it was.
    const third = await stamp();
    const other = await createShop(t.db.prisma, { employees: 1 });
    await sql("UPDATE resources SET name = 'Elsewhere' WHERE company_id = $1", [other.companyId]);
    expect(await stamp()).toBe(third);
    // A read that depends on a distributed table for every company has no row to read: not kept.
    expect((await changes.before([{ table: 'employees' }]))!.stampOf([{ table: 'employees' }])).toBeNull();
  });

  it('reuses a kept answer until a write by plain SQL, then loads it again', async () => {
    const cache = new ChangeCache<number>(new TableChanges(t.appDb), 10);
    let loads = 0;
    const dependsOn = [{ table: 'rules', company: shop.companyId }];
    const get = () => cache.get('rules', async () => ++loads, { dependsOn });
    expect([await get(), await get()]).toEqual([1, 1]);
    await sql(
      "INSERT INTO rule_sets (id, company_id, date, updated_at) VALUES ('rs-versions', $1, '2026-01-01', now())",
      [shop.companyId],
    );
    // rule_sets is another dependency: still the kept answer.
    expect(await get()).toBe(1);
    await sql(
      "INSERT INTO rules (id, company_id, rule_set_id, type, updated_at) VALUES ('r-versions', $1, 'rs-versions', 'availability', now())",
      [shop.companyId],
    );
    expect([await get(), await get()]).toEqual([2, 2]);
  });

  it('keeps an answer whose dependencies follow from its value: loaded twice the first time, then reused', async () => {
    const cache = new ChangeCache<{ company: string; n: number }>(new TableChanges(t.appDb), 10);
    let loads = 0;
    // The company is known once the answer is (a menu by url_name): its version rows are read
    // after the first load, and the answer loaded again, so no change in between is missed.
    const get = () =>
      cache.get('by-slug', async () => ({ company: shop.companyId, n: ++loads }), {
        dependsOn: (v) => [{ table: 'event_types', company: v.company }],
      });
    expect((await get()).n).toBe(2);
    expect((await get()).n).toBe(2);
    await createEventType(t.db.prisma, shop, { title: 'Added' });
    expect((await get()).n).toBe(3);
  });

  it("changes a company's time-slot version with a booking written by plain SQL", async () => {
    const slots = new SlotChanges(t.appDb);
    const before = await slots.version(shop.companyId);
    expect(before).not.toBeNull();
    expect(await slots.version(shop.companyId)).toBe(before);
    await sql(
      `INSERT INTO events (id, company_id, starts_at, ends_at, status, updated_at)
       VALUES ('ev-slots', $1, now(), now() + interval '1 hour', 'confirmed', now())`,
      [shop.companyId],
    );
    expect(await slots.version(shop.companyId)).not.toBe(before);
    // The cross-company search reads each company's data stamp in this mode.
    expect(await slots.versions()).toBeNull();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a cached read with a write through another instance', () => {
  let b: Instance;
  beforeAll(async () => {
    b = await secondInstance(t);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('the HQ resource list: created through B, renamed by plain SQL, each listed by A at once', async () => {
    const url = `/v1/hq/companies/${shop.companyId}/resources`;
    const names = async () =>
      ((await t.http.get(url).set(shop.auth)).body as { name: string }[]).map((r) => r.name).sort();
    const start = await names();
    expect(await names()).toEqual(start); // kept, then reused
    const created = await b.http
      .post('/v1/hq/resources')
      .set(shop.auth)
      .send({ company: shop.companyId, type: 'space', name: 'Through B' });
    expect(created.status).toBe(200);
    expect(await names()).toEqual([...start, 'Through B'].sort());
    await sql('UPDATE resources SET name = $1 WHERE company_id = $2 AND id = $3', [
      'By SQL',
      shop.companyId,
      created.body.id,
    ]);
    expect(await names()).toEqual([...start, 'By SQL'].sort());
  });
});
