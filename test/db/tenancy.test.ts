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
 * before distribution. Anything else missing company_id fails. (Empty: migration
 * tenant_reservation_event_key made the last one, time_slot_reservations' event_id,
 * (company_id, event_id).)
 */
const PENDING: Record<string, string> = {};

/**
 * Foreign keys from a reference or local table to a distributed one: Citus cannot keep them (a
 * replicated or coordinator-only row cannot reference rows spread over the workers), so the
 * distribution migration drops each, and the application keeps the rule it stated
 * (docs/scaling.md). Any other such key fails.
 */
const DROPPED_AT_DISTRIBUTION: Record<string, string> = {
  'settlement_accounts.employee_id -> employees':
    "the employee an enterprise's account settles to: the settlement service checks the employee is of the enterprise",
  'outbox_messages.customer_id -> customers':
    'the customer a message is about (for access and erasure): set and cleared by the same transactions as the customer',
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
    // Partial and expression unique indexes are seen too (the customers' one record per e-mail
    // is unique on (company_id, lower(email)) where an e-mail is set).
    expect(distributed.find((k) => k.name === 'customers_company_id_lower_email_key')?.columns).toEqual([
      'company_id',
    ]);
    // Every unique, primary and exclusion constraint has its index in this list.
    const constraints = await rows<{ name: string }>(`
      SELECT conname AS name FROM pg_constraint
       WHERE connamespace = current_schema()::regnamespace AND contype IN ('u', 'p', 'x')`);
    const indexes = new Set(keys.map((k) => k.name));
    expect(constraints.filter((c) => !indexes.has(c.name))).toEqual([]);
  });

  it('states the primary-key rule: (id) now, (company_id, id) from the distribution migration', async () => {
    // Citus requires the distribution column in a distributed table's primary key. Here every
    // distributed table is keyed by its 144-bit random id alone, which is as unique as
    // (company_id, id); the distribution migration (docs/scaling.md, step 2) turns each into
    // (company_id, id) and the foreign keys between them into (company_id, x_id). A table keyed
    // otherwise must include company_id already.
    const pks = await rows<{ table: string; columns: string[]; type: string }>(`
      SELECT t.relname AS "table",
             ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.i) AS columns,
             (SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
               WHERE a.attrelid = t.oid AND a.attname = 'id') AS type
        FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid
       WHERE x.indisprimary AND t.relnamespace = current_schema()::regnamespace`);
    const distributed = pks.filter((p) => DISTRIBUTED.includes(p.table));
    expect(distributed.map((p) => p.table).sort()).toEqual([...DISTRIBUTED].sort());
    const byId = distributed.filter((p) => p.columns.join() === 'id');
    expect(byId.map((p) => p.type).filter((type) => type !== 'text')).toEqual([]);
    expect(distributed.filter((p) => p.columns.join() !== 'id' && !p.columns.includes('company_id'))).toEqual(
      [],
    );
  });

  it('keeps foreign keys Citus can keep: none from a reference or local table to a distributed one, but those listed', async () => {
    const fks = await rows<{ from: string; to: string; columns: string[] }>(`
      SELECT f.relname AS "from", r.relname AS "to",
             ARRAY(SELECT a.attname::text FROM unnest(c.conkey) k JOIN pg_attribute a
                     ON a.attrelid = c.conrelid AND a.attnum = k) AS columns
        FROM pg_constraint c JOIN pg_class f ON f.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
    const crossing = fks
      .filter((k) => !DISTRIBUTED.includes(k.from) && DISTRIBUTED.includes(k.to))
      .map((k) => `${k.from}.${k.columns.join(', ')} -> ${k.to}`)
      .sort();
    expect(crossing).toEqual(Object.keys(DROPPED_AT_DISTRIBUTION).sort());
    // Between distributed tables every key references the target's id (its primary key): the
    // distribution migration makes both sides (company_id, ...), as step 2 says.
    const between = fks.filter((k) => DISTRIBUTED.includes(k.from) && DISTRIBUTED.includes(k.to));
    expect(between.length).toBeGreaterThan(30);
  });
});
