import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * Growing past one database (issue 17, docs/scaling.md): the schema can be distributed by tenant
 * (Citus, distribution column company_id). Read from the catalogue of the migrated database:
 * - every table is classified: distributed (by company_id), reference (replicated everywhere) or
 *   local (the coordinator's own bookkeeping); a new table fails this test until it is;
 * - every distributed table has company_id NOT NULL;
 * - every unique index and unique or exclusion constraint of a distributed table includes
 *   company_id (a distributed database can only enforce those within one tenant's shard).
 */
const DISTRIBUTED = [
  'activities',
  'booking_offers',
  'company_ambiences',
  'company_company_types',
  'company_cuisines',
  'company_dietaries',
  'company_service_types',
  'customers',
  'employees',
  'event_services',
  'event_type_categories',
  'event_type_category_groups',
  'event_type_group_items',
  'event_type_groups',
  'event_types',
  'events',
  'fiscalization_onboardings',
  'occupancies',
  'payments',
  'resource_groups',
  'resources',
  'rule_sets',
  'rules',
  'scheduled_event_tiers',
  'scheduled_events',
  'settlements',
  'time_slot_reservations',
  'voucher_redemptions',
  'voucher_templates',
  'vouchers',
  'waitlist_entries',
  'waitlist_triggers',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_messages',
  'webhook_stream_counters',
];
const REFERENCE = [
  'ambiences',
  'api_tokens',
  'companies',
  'company_types',
  'cuisines',
  'dietaries',
  'enterprise_admins',
  'enterprises',
  'hq_users',
  'marketplace_users',
  'payment_terminal_moves',
  'payment_terminals',
  'service_types',
  'settlement_accounts',
  'vats',
];
const LOCAL = ['_prisma_migrations', 'idempotency_keys', 'outbox_messages'];

/**
 * Unique keys of distributed tables that do not include company_id yet, each with what changes
 * before distribution. Anything else missing company_id fails.
 */
const PENDING: Record<string, string> = {
  time_slot_reservations_event_id_key:
    "one reservation per event: Prisma's one-to-one relation needs event_id unique; becomes (company_id, event_id) with a compound relation",
};

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

const rows = <T>(text: string) => db.sql.query<T>(text);

describe('the schema is ready to be distributed by company_id', () => {
  it('classifies every table, and every distributed one carries company_id NOT NULL', async () => {
    const tables = await rows<{ name: string; company_id: string | null }>(`
      SELECT c.relname AS name,
             (SELECT a.attnotnull::text FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped) AS company_id
        FROM pg_class c
       WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
       ORDER BY 1`);
    const names = tables.map((t) => t.name);
    expect(names.filter((n) => ![...DISTRIBUTED, ...REFERENCE, ...LOCAL].includes(n))).toEqual([]);
    // (The test helper applies migrations without Prisma's bookkeeping table on PostgreSQL.)
    const expected = [...DISTRIBUTED, ...REFERENCE, ...LOCAL].filter((n) => n !== '_prisma_migrations');
    expect(expected.filter((n) => !names.includes(n))).toEqual([]);
    const missing = tables.filter((t) => DISTRIBUTED.includes(t.name) && t.company_id !== 'true');
    expect(
      missing.map((t) => `${t.name}: company_id ${t.company_id === null ? 'missing' : 'nullable'}`),
    ).toEqual([]);
  });

  it('includes company_id in every unique and exclusion key of a distributed table', async () => {
    // Unique indexes (which back unique constraints too) and exclusion constraints; primary keys
    // are listed apart (see docs/scaling.md).
    const keys = await rows<{ table: string; name: string; kind: string; columns: string[] }>(`
      SELECT t.relname AS "table", i.relname AS name,
             CASE WHEN x.indisprimary THEN 'primary' WHEN x.indisexclusion THEN 'exclusion' ELSE 'unique' END AS kind,
             ARRAY(SELECT a.attname::text FROM pg_attribute a
                    WHERE a.attrelid = t.oid AND a.attnum = ANY (x.indkey)) AS columns
        FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_class t ON t.oid = x.indrelid
       WHERE t.relnamespace = current_schema()::regnamespace AND (x.indisunique OR x.indisexclusion)
       ORDER BY 1, 2`);
    const distributed = keys.filter((k) => DISTRIBUTED.includes(k.table) && k.kind !== 'primary');
    // The check sees the keys it must: the anti-double-booking exclusion constraints among them.
    expect(
      distributed
        .filter((k) => k.kind === 'exclusion')
        .map((k) => k.name)
        .sort(),
    ).toEqual(['occupancies_employee_no_overlap', 'occupancies_resource_no_overlap']);
    expect(distributed.length).toBeGreaterThan(10);
    const without = distributed.filter((k) => !k.columns.includes('company_id') && !(k.name in PENDING));
    expect(without.map((k) => `${k.table}.${k.name} (${k.columns.join(', ')})`)).toEqual([]);
    // A pending entry that got fixed must leave the list.
    for (const name of Object.keys(PENDING))
      expect(distributed.find((k) => k.name === name)?.columns.includes('company_id'), name).toBe(false);
  });
});
