import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { DISTRIBUTED_TABLES, LOCAL_TABLES, REFERENCE_TABLES } from '../../src/db/tables.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * Growing past one database (issue 17, docs/scaling.md): the schema can be distributed by tenant
 * (Citus, distribution column company_id). Read from the catalogue of the migrated database:
 * - every table is classified: distributed (by company_id), reference (replicated everywhere) or
 *   local (the coordinator's own bookkeeping); a new table fails this test until it is;
 * - every distributed table has company_id NOT NULL;
 * - every primary key, unique index and unique or exclusion constraint of a distributed table
 *   includes company_id (a distributed database can only enforce those within one tenant's
 *   shard): each table with an id is keyed by (company_id, id);
 * - every foreign key between distributed tables is (company_id, x_id) -> (company_id, id), with
 *   no ON UPDATE action and an ON DELETE SET NULL that names its column (never company_id), and
 *   none goes from a reference or local table to a distributed one.
 */
// The classification is the project's one (src/db/tables.ts), which docs/scaling.md lists too.
const DISTRIBUTED: readonly string[] = DISTRIBUTED_TABLES;
const REFERENCE: readonly string[] = REFERENCE_TABLES;
const LOCAL: readonly string[] = LOCAL_TABLES;

/**
 * Unique keys of distributed tables that do not include company_id yet, each with what changes
 * before distribution. Anything else missing company_id fails. (Empty: migration
 * tenant_reservation_event_key made the last one, time_slot_reservations' event_id,
 * (company_id, event_id).)
 */
const PENDING: Record<string, string> = {};

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
    // Unique indexes (which back unique and primary-key constraints too) and exclusion
    // constraints.
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
    const distributed = keys.filter((k) => DISTRIBUTED.includes(k.table));
    // The check sees the keys it must: the anti-double-booking exclusion constraints among them.
    expect(
      distributed
        .filter((k) => k.kind === 'exclusion')
        .map((k) => k.name)
        .sort(),
    ).toEqual(['occupancies_employee_no_overlap', 'occupancies_resource_no_overlap']);
    // Primary keys count like every other unique key: one per distributed table.
    expect(distributed.filter((k) => k.kind === 'primary').length).toBe(DISTRIBUTED.length);
    expect(distributed.length).toBeGreaterThan(DISTRIBUTED.length + 10);
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

  it('keys every distributed table by (company_id, id), or by company_id alone', async () => {
    // Citus requires the distribution column in a distributed table's primary key (migration
    // tenant_primary_keys made them). The ids are 144-bit random nanoids, so (company_id, id) is
    // as unique as the id was alone. webhook_stream_counters has one row per company and no id.
    const pks = await rows<{ table: string; columns: string[] }>(`
      SELECT t.relname AS "table",
             ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.i) AS columns
        FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid
       WHERE x.indisprimary AND t.relnamespace = current_schema()::regnamespace`);
    const distributed = pks.filter((p) => DISTRIBUTED.includes(p.table));
    expect(distributed.map((p) => p.table).sort()).toEqual([...DISTRIBUTED].sort());
    const keyed = (p: { table: string; columns: string[] }) =>
      p.table === 'webhook_stream_counters' ? 'company_id' : 'company_id, id';
    expect(
      distributed.filter((p) => p.columns.join(', ') !== keyed(p)).map((p) => `${p.table} (${p.columns})`),
    ).toEqual([]);
  });

  it('keeps only foreign keys Citus can keep: between distributed tables on (company_id, ...) both sides', async () => {
    const fks = await rows<{
      name: string;
      from: string;
      to: string;
      columns: string[];
      references: string[];
      on_delete: string;
      on_update: string;
      set_null: string[] | null;
    }>(`
      SELECT c.conname AS name, f.relname AS "from", r.relname AS "to",
             ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
             ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS "references",
             c.confdeltype::text AS on_delete, c.confupdtype::text AS on_update,
             (SELECT array_agg(a.attname::text) FROM unnest(c.confdelsetcols) k(n)
                JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS set_null
        FROM pg_constraint c JOIN pg_class f ON f.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
    // None from a reference or local table to a distributed one: a replicated or coordinator-only
    // row cannot reference rows spread over the workers. The two there were (settlement_accounts
    // to employees, outbox_messages to customers) were dropped; the application keeps their rules
    // (docs/scaling.md).
    const crossing = fks
      .filter((k) => !DISTRIBUTED.includes(k.from) && DISTRIBUTED.includes(k.to))
      .map((k) => `${k.from}.${k.columns.join(', ')} -> ${k.to}`);
    expect(crossing).toEqual([]);
    // Between distributed tables: (company_id, x_id) -> (company_id, id), company_id first on both
    // sides (Citus wants the distribution column at the same position).
    const between = fks.filter((k) => DISTRIBUTED.includes(k.from) && DISTRIBUTED.includes(k.to));
    expect(between.length).toBe(40);
    expect(
      between
        .filter(
          (k) =>
            k.columns.length !== 2 ||
            k.columns[0] !== 'company_id' ||
            k.references.join() !== 'company_id,id',
        )
        .map((k) => `${k.name}: (${k.columns}) -> ${k.to} (${k.references})`),
    ).toEqual([]);
    // ON DELETE SET NULL clears only the referencing column ('n' is SET NULL), never company_id,
    // which is NOT NULL: a bare SET NULL would make deleting the referenced row fail.
    const setNull = between.filter((k) => k.on_delete === 'n');
    expect(setNull.length).toBe(20);
    expect(
      setNull
        .filter((k) => k.set_null?.join() !== k.columns[1])
        .map((k) => `${k.name}: ${k.set_null ?? 'all columns'}`),
    ).toEqual([]);
    // No ON UPDATE action ('a' is NO ACTION): Citus refuses CASCADE, SET NULL and SET DEFAULT on
    // a key that holds the distribution column.
    expect(between.filter((k) => k.on_update !== 'a').map((k) => `${k.name}: ${k.on_update}`)).toEqual([]);
  });

  it('serves loads by id alone with an index on id, not the primary key', async () => {
    // (company_id, id) serves a lookup only when company_id is given. The first load of an object
    // by the id in a URL, before its company is known, and joins on the id need a plain index.
    const indexed = await rows<{ table: string }>(`
      SELECT DISTINCT t.relname AS "table"
        FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid
       WHERE t.relnamespace = current_schema()::regnamespace AND NOT x.indisunique
         AND x.indnkeyatts >= 1 AND x.indkey[0] = (SELECT attnum FROM pg_attribute WHERE attrelid = t.oid AND attname = 'id')`);
    const names = indexed.map((r) => r.table);
    for (const table of [
      'events',
      'time_slot_reservations',
      'customers',
      'payments',
      'booking_offers',
      'resources',
    ])
      expect(names, table).toContain(table);
  });
});

/**
 * Keys that hold company_id with an ON DELETE action Citus refuses on a key with the distribution
 * column (SET NULL, even with a column list: its EnsureSupportedFKeyOnDistKey), each to become NO
 * ACTION with the application clearing the reference first (docs/scaling.md, "What is left").
 * A work list that only shrinks: a key fixed must leave it, a new one fails.
 */
const SET_NULL_PENDING = [
  'event_services_company_id_employee_id_fkey',
  'event_services_company_id_resource_id_fkey',
  'event_type_categories_company_id_event_type_category_group_fkey',
  'event_type_groups_company_id_parent_event_type_group_id_fkey',
  'event_types_company_id_event_type_category_group_id_fkey',
  'event_types_company_id_event_type_category_id_fkey',
  'events_company_id_customer_id_fkey',
  'events_company_id_employee_id_fkey',
  'events_company_id_space_id_fkey',
  'payments_company_id_customer_id_fkey',
  'payments_company_id_employee_id_fkey',
  'payments_company_id_event_id_fkey',
  'payments_company_id_settlement_id_fkey',
  'payments_company_id_voucher_id_fkey',
  'resources_company_id_resource_group_id_fkey',
  'time_slot_reservations_company_id_employee_id_fkey',
  'time_slot_reservations_company_id_event_id_fkey',
  'time_slot_reservations_company_id_space_id_fkey',
  'voucher_templates_company_id_event_type_id_fkey',
  'vouchers_company_id_customer_id_fkey',
];

/**
 * Every trigger of the schema, by function, and what becomes of it on a distributed database
 * (docs/scaling.md, "Triggers"). A new trigger fails the test until it is accounted for here.
 * - audit_row: writes the activity row in the changing transaction, reading the actor from a
 *   transaction-local setting; on a worker the setting made on the coordinator is not seen.
 * - table_changed: NOTIFY for the caches; on a worker it is raised where the coordinator's
 *   LISTEN does not hear it, and a transaction over two nodes cannot NOTIFY at all.
 * - customers_search_text: fills a column of the same row from its other columns; runs on the
 *   shard like a default, nothing to carry.
 */
const TRIGGER_FUNCTIONS: Record<string, string> = {
  audit_row: 'audit',
  table_changed: 'change notification',
  customers_search_text: 'same-row column',
};

describe('the catalogue keeps to what Citus accepts', () => {
  it('gives keys holding company_id only actions Citus accepts: no ON UPDATE action, no SET NULL on delete', async () => {
    const keys = await rows<{
      name: string;
      from: string;
      to: string;
      on_update: string;
      on_delete: string;
    }>(`
      SELECT c.conname AS name, f.relname AS "from", r.relname AS "to",
             c.confupdtype::text AS on_update, c.confdeltype::text AS on_delete
        FROM pg_constraint c JOIN pg_class f ON f.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
         AND EXISTS (SELECT 1 FROM unnest(c.conkey) k(n) JOIN pg_attribute a
                       ON a.attrelid = c.conrelid AND a.attnum = k.n AND a.attname = 'company_id')`);
    const distributed = keys.filter((k) => DISTRIBUTED.includes(k.from));
    // The keys to companies (one per distributed table but three: activities and
    // live_stream_leases keep none, voucher_redemptions reaches its company through its voucher
    // and booking) and the 40 between distributed tables are all seen.
    const toCompanies = new Set(distributed.filter((k) => k.to === 'companies').map((k) => k.from));
    expect(DISTRIBUTED.filter((t) => !toCompanies.has(t))).toEqual([
      'activities',
      'live_stream_leases',
      'voucher_redemptions',
    ]);
    expect(distributed.filter((k) => DISTRIBUTED.includes(k.to)).length).toBe(40);
    // 'a' NO ACTION, 'r' RESTRICT: every key to companies had ON UPDATE CASCADE (Prisma's default)
    // until migration company_keys_no_update_action.
    expect(
      keys.filter((k) => !['a', 'r'].includes(k.on_update)).map((k) => `${k.name}: ${k.on_update}`),
    ).toEqual([]);
    // 'n' SET NULL, 'd' SET DEFAULT.
    const setNull = distributed.filter((k) => ['n', 'd'].includes(k.on_delete)).map((k) => k.name);
    expect(setNull.filter((k) => !SET_NULL_PENDING.includes(k))).toEqual([]);
    expect(SET_NULL_PENDING.filter((k) => !setNull.includes(k))).toEqual([]);
  });

  it('keeps no key from a reference table to a local one, nor to a distributed one', async () => {
    const keys = await rows<{ from: string; to: string }>(`
      SELECT f.relname AS "from", r.relname AS "to"
        FROM pg_constraint c JOIN pg_class f ON f.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
       WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
    expect(
      keys
        .filter((k) => REFERENCE.includes(k.from) && !REFERENCE.includes(k.to))
        .map((k) => `${k.from} -> ${k.to}`),
    ).toEqual([]);
  });

  it('accounts for every trigger', async () => {
    const triggers = await rows<{ table: string; name: string; fn: string }>(`
      SELECT c.relname AS "table", t.tgname AS name, p.proname AS fn
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
       ORDER BY 1, 2`);
    expect(
      triggers.filter((t) => !(t.fn in TRIGGER_FUNCTIONS)).map((t) => `${t.table}.${t.name}: ${t.fn}`),
    ).toEqual([]);
    // Every table with a trigger is classified, and the counts are what docs/scaling.md states.
    expect(triggers.filter((t) => !placed(t.table)).map((t) => t.table)).toEqual([]);
    const count = (fn: string) => triggers.filter((t) => t.fn === fn).length;
    expect([count('audit_row'), count('table_changed'), count('customers_search_text')]).toEqual([31, 21, 1]);
  });

  it('keeps company_id in every exclusion constraint, compared with =', async () => {
    const exclusions = await rows<{ table: string; name: string; definition: string }>(`
      SELECT t.relname AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'x' AND c.connamespace = current_schema()::regnamespace`);
    expect(exclusions.map((x) => x.name).sort()).toEqual([
      'occupancies_employee_no_overlap',
      'occupancies_resource_no_overlap',
    ]);
    expect(
      exclusions.filter((x) => !/\bcompany_id WITH =/.test(x.definition)).map((x) => x.definition),
    ).toEqual([]);
  });
});

const placed = (table: string) => [...DISTRIBUTED, ...REFERENCE, ...LOCAL].includes(table);
