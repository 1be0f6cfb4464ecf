// Migration `customer_merged_ids` finds, in the audit trail, the records merged into each
// customer before it (so that erasing the kept record reaches theirs): a merge deleted the merged
// records and updated the kept one in one transaction, so their activities share the company,
// the request id and created_at. Run on an embedded database (the SQL is PostgreSQL's).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPglite } from '../../src/db/pglite.ts';
import { migrationNamed } from '../helpers/migrations.ts';

const NAME = 'customer_merged_ids';
const migration = migrationNamed(NAME);

const db = createPglite('memory://');
afterAll(() => db.close());

beforeAll(async () => {
  await migration.applyBefore(db);
  // c3 was merged into c2 (request r1), then c2 into c1 (request r2, a minute later). A client
  // reused the request id r2 for another merge, x1 into d1, in another transaction (another time).
  // c1 also merged e1 with no request id (not an HQ request): unknown, left alone.
  await db.exec(`
    INSERT INTO enterprises (id, name, updated_at) VALUES ('ent', 'E', now());
    INSERT INTO companies (id, enterprise_id, name, country_code, updated_at) VALUES ('co', 'ent', 'Salon', 'IS', now());
    INSERT INTO customers (id, company_id, name, updated_at) VALUES ('c1', 'co', 'Kept', now()), ('d1', 'co', 'Other', now());
    INSERT INTO activities (id, company_id, actor_type, request_id, operation, object_type, object_id, action, changes, created_at) VALUES
      ('a1', 'co', 'hq_user', 'r1', 'mergeCustomers', 'customers', 'c3', 'delete', '{}', '2026-01-01T10:00:00Z'),
      ('a2', 'co', 'hq_user', 'r1', 'mergeCustomers', 'customers', 'c2', 'update', '{}', '2026-01-01T10:00:00Z'),
      ('a3', 'co', 'hq_user', 'r2', 'mergeCustomers', 'customers', 'c2', 'delete', '{}', '2026-01-01T10:01:00Z'),
      ('a4', 'co', 'hq_user', 'r2', 'mergeCustomers', 'customers', 'c1', 'update', '{}', '2026-01-01T10:01:00Z'),
      ('a5', 'co', 'hq_user', 'r2', 'mergeCustomers', 'customers', 'x1', 'delete', '{}', '2026-01-01T11:00:00Z'),
      ('a6', 'co', 'hq_user', 'r2', 'mergeCustomers', 'customers', 'd1', 'update', '{}', '2026-01-01T11:00:00Z'),
      ('a7', 'co', 'hq_user', NULL, 'mergeCustomers', 'customers', 'e1', 'delete', '{}', '2026-01-01T12:00:00Z'),
      ('a8', 'co', 'hq_user', NULL, 'mergeCustomers', 'customers', 'c1', 'update', '{}', '2026-01-01T12:00:00Z'),
      ('a9', 'co', 'hq_user', 'r1', 'updateCustomer', 'customers', 'c1', 'update', '{}', '2026-01-01T10:00:00Z');
  `);
  await db.exec(migration.sql);
});

it('links each kept record to every record merged into it, through earlier merges, and no other', async () => {
  const rows = (
    await db.query<{ id: string; merged_ids: string[] }>('SELECT id, merged_ids FROM customers ORDER BY id')
  ).rows;
  // c1 took c2 (r2 at 10:01), which had taken c3 (r1 at 10:00): both. Not x1 (same request id,
  // another transaction), not e1 (no request id), and a9 is no merge.
  expect(rows).toEqual([
    { id: 'c1', merged_ids: ['c2', 'c3'] },
    { id: 'd1', merged_ids: ['x1'] },
  ]);
});
