/**
 * `BENCH_SCALE=n` (issue 34, "a hundredfold data"): every case runs on a database that also holds
 * n x (100 companies, 10,000 events over two years, 1,000 customers) of other tenants; at 100,
 * 10,000 companies, a million events with their services and occupancy rows, 100,000 customers.
 * The cases seed their own data on top as at demo size, so what changes is the size of the tables
 * their statements read, not what they ask.
 *
 * Loaded once into a database of its own (`bench_scale_<n>`, schema `bench`), then copied per run
 * (CREATE DATABASE ... TEMPLATE, a file copy: seconds where loading takes minutes) and the copy
 * dropped afterwards, so a run's writes never reach the loaded data. The loaded database's comment
 * is its marker (scale, the migrations it was loaded with, the load time): a later run reuses it
 * when both match, and loads it afresh otherwise (a new migration, or a load that never finished).
 *
 * Loaded fast: bulk INSERT ... SELECT generate_series with triggers and foreign-key checks off
 * (session_replication_role = replica: seed rows, no audit trail, nothing asked of them yet), the
 * big tables' secondary indexes and exclusion constraints dropped first and built after in bulk
 * (each row entered one at a time into two GiST exclusion indexes is what made 315,000 occupancy
 * rows take 162 s in bench/cases/cold.ts). Rebuilding them checks every row again, so the rows
 * must and do respect every constraint: company_id on every row and in every foreign key, one
 * employee never booked twice at once (each employee's events are on distinct days), unique
 * customer e-mails and phones per company.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadMigrations } from '../src/db/migrations.ts';
import { migrationSql } from './lib.ts';

export const SCALE_SCHEMA = 'bench';
/** Per unit of scale (BENCH_SCALE=100: 10,000 companies, 1,000,000 events, 100,000 customers). */
const PER_SCALE = { companies: 100 };
const EMPLOYEES = 5;
const CUSTOMERS = 10;
const EVENTS = 100;
/** The tables the load writes most to: their secondary indexes are built after the rows. */
const BIG_TABLES = ['events', 'event_services', 'occupancies', 'customers'];
/** Every table the load writes to: their foreign keys are added again after it, which checks them. */
const LOADED_TABLES = [...BIG_TABLES, 'enterprises', 'companies', 'vats', 'event_types', 'employees'];

interface Marker {
  scale: number;
  migrations: string;
  load_seconds: number;
  loaded_at: string;
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The migrations the loaded data was migrated with: a new one means loading afresh. */
function migrationsKey(): string {
  const dirs = loadMigrations().migrationDirectories.map((d) => d.path);
  return `${dirs.length}:${dirs.at(-1) ?? ''}`;
}

/**
 * A database of this run holding the scaled data (a copy of the loaded one, loading it first if
 * needed), and how to drop it. `loadSeconds` is the load's time, this run's or the one reused.
 */
export async function scaledDatabase(
  url: string,
  scale: number,
): Promise<{ url: string; loadSeconds: number; reused: boolean; drop(): Promise<void> }> {
  const template = `bench_scale_${scale}`;
  const admin = await connect(url);
  let marker: Marker | undefined;
  let reused = true;
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [template],
    );
    try {
      marker = rows[0]?.comment ? (JSON.parse(rows[0].comment) as Marker) : undefined;
    } catch {
      marker = undefined;
    }
    if (!marker || marker.scale !== scale || marker.migrations !== migrationsKey()) {
      reused = false;
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${template}"`);
      const t0 = Date.now();
      await load(withDatabase(url, template), scale);
      marker = {
        scale,
        migrations: migrationsKey(),
        load_seconds: +((Date.now() - t0) / 1000).toFixed(1),
        loaded_at: new Date().toISOString(),
      };
      // Written last: a load that failed half-way leaves no marker, so the next run loads again.
      await admin.query(`COMMENT ON DATABASE "${template}" IS '${JSON.stringify(marker)}'`);
    }
    const run = `${template}_${randomBytes(4).toString('hex')}`;
    const t1 = Date.now();
    // FILE_COPY: PostgreSQL 15's default (WAL_LOG) writes every copied page to the WAL.
    await admin.query(`CREATE DATABASE "${run}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
    // BENCH_PLAN_CACHE_MODE=force_custom_plan: every prepared statement planned with its values,
    // to set a generic plan's cost apart (the API's connections take their options from the URL,
    // so PGOPTIONS does not reach them; the database's setting does).
    const mode = process.env.BENCH_PLAN_CACHE_MODE;
    if (mode) {
      if (!/^(auto|force_custom_plan|force_generic_plan)$/.test(mode))
        throw new Error('BENCH_PLAN_CACHE_MODE is auto, force_custom_plan or force_generic_plan');
      await admin.query(`ALTER DATABASE "${run}" SET plan_cache_mode = ${mode}`);
    }
    console.log(
      `BENCH_SCALE=${scale}: ${reused ? 'reused' : 'loaded'} ${template} (loaded in ${marker.load_seconds} s` +
        `${reused ? ` at ${marker.loaded_at}` : ''}), copied to ${run} in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
    );
    return {
      url: withDatabase(url, run),
      loadSeconds: marker.load_seconds,
      reused,
      drop: async () => {
        const c = await connect(url);
        try {
          await c.query(`DROP DATABASE IF EXISTS "${run}" WITH (FORCE)`);
        } finally {
          await c.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}

/** Migrates `url`'s database (schema `bench`) and loads the scaled rows into it. */
async function load(url: string, scale: number) {
  const c = await connect(url);
  const step = async (what: string, sql: string) => {
    const t = Date.now();
    const res = await c.query(sql);
    console.log(`  ${what}: ${res.rowCount ?? ''} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    await c.query(`CREATE SCHEMA "${SCALE_SCHEMA}"`);
    await c.query(`SET search_path TO "${SCALE_SCHEMA}", public`);
    for (const sql of migrationSql()) await c.query(sql);
    await c.query('SET session_replication_role = replica');
    await c.query(`SET maintenance_work_mem = '256MB'`);
    const n = PER_SCALE.companies * scale;
    console.log(
      `BENCH_SCALE=${scale}: loading ${n} companies, ${n * EVENTS} events, ${n * CUSTOMERS} customers`,
    );

    // The big tables' secondary indexes and exclusion constraints, to build after the rows.
    const { rows: indexes } = await c.query<{ def: string; name: string }>(
      `SELECT pg_get_indexdef(i.indexrelid) AS def, i.indexrelid::regclass::text AS name
         FROM pg_index i
        WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [BIG_TABLES],
    );
    const { rows: exclusions } = await c.query<{ tbl: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE conrelid = ANY($1::regclass[]) AND contype = 'x'`,
      [BIG_TABLES],
    );
    // Foreign keys are not checked with triggers off; added again after the load, each is checked
    // over all rows by PostgreSQL in one statement, so the loaded rows are proven to reference
    // rows that exist (of the same company, where the key carries company_id).
    const { rows: foreignKeys } = await c.query<{ tbl: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE conrelid = ANY($1::regclass[]) AND contype = 'f'`,
      [LOADED_TABLES],
    );
    for (const x of [...exclusions, ...foreignKeys])
      await c.query(`ALTER TABLE ${x.tbl} DROP CONSTRAINT "${x.name}"`);
    for (const i of indexes) await c.query(`DROP INDEX ${i.name}`);

    // Two years of events around today: a year back and a year ahead, so that the days the cases
    // ask about (tomorrow and the weeks after) hold other companies' bookings too.
    const first = new Date((Math.floor(Date.now() / 86_400_000) - 365) * 86_400_000).toISOString();
    const hours = JSON.stringify(
      Array.from({ length: 7 }, () => ({ opens_at: '08:00', closes_at: '20:00' })),
    );
    await step(
      'enterprises',
      `INSERT INTO enterprises (id, name, url_name, updated_at)
       SELECT 'sc-ent-' || i, 'Keðja ' || i, 'sc-ent-' || i, now() FROM generate_series(0, ${Math.ceil(n / 10) - 1}) i`,
    );
    // Spread over Iceland as bench/companies-10k.ts, 1 in 20 not visible on the marketplace.
    await step(
      'companies',
      `INSERT INTO companies (id, name, url_name, enterprise_id, marketplace_enabled, marketplace_visible,
                              lat, lng, favorites, time_zone, country_code, location, marketplace, profile, updated_at)
       SELECT 'sc-c-' || i,
              (ARRAY['Hárgreiðslustofa', 'Snyrtistofa', 'Nuddstofa', 'Tannlæknir', 'Sjúkraþjálfun'])[1 + i % 5] || ' ' || i,
              'sc-c-' || i, 'sc-ent-' || (i / 10), true, i % 20 <> 7,
              63.3 + ((i * 7919) % 10000) / 10000.0 * 3.2, -24 + ((i * 104729) % 10000) / 10000.0 * 10.5,
              (i * 37) % 500, 'Atlantic/Reykjavik', 'IS',
              jsonb_build_object('address', jsonb_build_object('city',
                (ARRAY['Reykjavík', 'Akureyri', 'Selfoss', 'Ísafjörður'])[1 + i % 4])),
              jsonb_build_object('enabled', true, 'visible', i % 20 <> 7),
              jsonb_build_object('booking_interval', 15, 'opening_hours', '${hours}'::jsonb), now()
         FROM generate_series(0, ${n - 1}) i`,
    );
    await step(
      'vats',
      `INSERT INTO vats (id, company_id, country_code, ratio, "default", updated_at)
       SELECT 'sc-v-' || i, 'sc-c-' || i, 'IS', 0.24, true, now() FROM generate_series(0, ${n - 1}) i`,
    );
    await step(
      'event_types',
      `INSERT INTO event_types (id, company_id, vat_id, title, duration, updated_at)
       SELECT 'sc-et-' || i || '-' || t, 'sc-c-' || i, 'sc-v-' || i, (ARRAY['Meðferð', 'Skoðun'])[1 + t],
              30 * (1 + t), now()
         FROM generate_series(0, ${n - 1}) i, generate_series(0, 1) t`,
    );
    await step(
      'employees',
      `INSERT INTO employees (id, company_id, name, "order", updated_at)
       SELECT 'sc-e-' || i || '-' || k, 'sc-c-' || i, 'Starfsmaður ' || k, k, now()
         FROM generate_series(0, ${n - 1}) i, generate_series(0, ${EMPLOYEES - 1}) k`,
    );
    // search_text as the customers_search_text trigger (migration 20261122180500_customers) keeps
    // it: the trigger is off here with the others. E-mails and phones distinct per company.
    await step(
      'customers',
      `INSERT INTO customers (id, company_id, name, email, phone, phone_country_code, phone_number,
                              search_text, created_at, updated_at)
       SELECT id, company_id, name, email, phone, '354', substr(phone, 5),
              immutable_unaccent(lower(name || ' ' || email || ' ' || phone)), created_at, created_at
         FROM (SELECT 'sc-cu-' || i || '-' || j AS id, 'sc-c-' || i AS company_id,
                      (ARRAY['Guðrún', 'Anna', 'Jón', 'Sigríður', 'Ólafur', 'Kristín', 'Björn', 'Helga'])[1 + (i + j) % 8]
                        || ' ' || (ARRAY['Jónsdóttir', 'Sigurðsson', 'Ólafsdóttir', 'Magnússon', 'Einarsdóttir'])[1 + (i * 3 + j) % 5]
                        || ' ' || i || '-' || j AS name,
                      'sc' || i || '-' || j || '@example.test' AS email,
                      '+354' || (3000000 + i * ${CUSTOMERS} + j) AS phone,
                      '${first}'::timestamptz + make_interval(days => (i + j * 37) % 365) AS created_at
                 FROM generate_series(0, ${n - 1}) i, generate_series(0, ${CUSTOMERS - 1}) j) x`,
    );
    // Event e of company i: employee e % 5, its (e / 5)-th of 20 over the two years, 36.5 days
    // apart, so no employee is ever booked twice at once (the exclusion constraint); every tenth
    // cancelled (no occupancy row, as a cancel deletes it), the past ones completed.
    await step(
      'events',
      `INSERT INTO events (id, company_id, employee_id, event_type_ids, customer_id, starts_at, ends_at,
                           status, cancelled_at, customer_name, price, currency, created_at, updated_at)
       SELECT id, company_id, employee_id, ARRAY[event_type], customer_id, starts_at,
              starts_at + make_interval(mins => 30 * (1 + t)),
              (CASE WHEN e % 10 = 9 THEN 'cancelled' WHEN starts_at < now() THEN 'completed' ELSE 'confirmed' END)::event_status,
              CASE WHEN e % 10 = 9 THEN starts_at - interval '1 day' END,
              'Gestur ' || i || '-' || e % ${CUSTOMERS}, 5000 * (1 + t), 'ISK',
              starts_at - interval '7 days', starts_at - interval '7 days'
         FROM (SELECT i, e, (i + e) % 2 AS t, 'sc-ev-' || i || '-' || e AS id, 'sc-c-' || i AS company_id,
                      'sc-e-' || i || '-' || e % ${EMPLOYEES} AS employee_id,
                      'sc-et-' || i || '-' || (i + e) % 2 AS event_type,
                      'sc-cu-' || i || '-' || e % ${CUSTOMERS} AS customer_id,
                      '${first}'::timestamptz
                        + make_interval(days => floor((e / ${EMPLOYEES}) * 36.5)::int + i % 36, hours => 8 + (i + e) % 10)
                        AS starts_at
                 FROM generate_series(0, ${n - 1}) i, generate_series(0, ${EVENTS - 1}) e) x`,
    );
    await step(
      'event_services',
      `INSERT INTO event_services (id, company_id, event_id, event_type_id, employee_id, "order", starts_at,
                                   ends_at, price, currency, created_at)
       SELECT 'sc-es-' || substr(id, 7), company_id, id, event_type_ids[1], employee_id, 0, starts_at, ends_at,
              price, currency, created_at
         FROM events WHERE id LIKE 'sc-ev-%'`,
    );
    await step(
      'occupancies',
      `INSERT INTO occupancies (id, company_id, event_id, employee_id, starts_at, ends_at, created_at)
       SELECT 'sc-o-' || substr(id, 7), company_id, id, employee_id, starts_at, ends_at, created_at
         FROM events WHERE id LIKE 'sc-ev-%' AND status <> 'cancelled'`,
    );
    const t = Date.now();
    for (const i of indexes) await c.query(i.def);
    // Built in bulk, and checked: a row that broke a constraint fails the load here.
    for (const x of exclusions) await c.query(`ALTER TABLE ${x.tbl} ADD CONSTRAINT "${x.name}" ${x.def}`);
    console.log(
      `  ${indexes.length} indexes and ${exclusions.length} exclusion constraints built in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    const t2 = Date.now();
    await c.query('SET session_replication_role = origin');
    for (const x of foreignKeys) await c.query(`ALTER TABLE ${x.tbl} ADD CONSTRAINT "${x.name}" ${x.def}`);
    console.log(
      `  ${foreignKeys.length} foreign keys added and checked in ${((Date.now() - t2) / 1000).toFixed(1)} s`,
    );
    // Visibility map and statistics as a settled database has them (index-only scans, plans).
    await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
  } finally {
    await c.end();
  }
}
