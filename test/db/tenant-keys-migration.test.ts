// Migration `tenant_primary_keys` (docs/scaling.md, step 2) on a database that holds rows: the
// foreign keys that depend on the old primary keys are dropped, the keys swapped to
// (company_id, id), the foreign keys recreated on (company_id, x_id). Run on an embedded database
// migrated up to the migration before it, filled with one company's linked rows (and a second
// company), then migrated (the SQL is PostgreSQL's, the same on a server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../src/db/pglite.ts';
import { migrationNamed } from '../helpers/migrations.ts';

const NAME = 'tenant_primary_keys';
const migration = migrationNamed(NAME);

const db = createPglite('memory://');
afterAll(() => db.close());

type Row = Record<string, any>;
const one = async (text: string) => (await db.query<Row>(text)).rows[0];
const TABLES = [
  'employees',
  'resource_groups',
  'resources',
  'customers',
  'event_types',
  'events',
  'event_services',
  'occupancies',
  'time_slot_reservations',
  'payments',
  'settlement_accounts',
  'outbox_messages',
];
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (t) => [t, (await one(`SELECT count(*)::int AS n FROM ${t}`)).n as number]),
    ),
  );
let before: Record<string, number>;

beforeAll(async () => {
  await migration.applyBefore(db);
  await db.exec(`
    INSERT INTO enterprises (id, name, updated_at) VALUES ('ent', 'E', now());
    INSERT INTO companies (id, enterprise_id, name, updated_at) VALUES ('co', 'ent', 'Salon', now()), ('co2', 'ent', 'Other', now());
    INSERT INTO employees (id, company_id, name, updated_at) VALUES ('emp', 'co', 'Anna', now()), ('emp2', 'co2', 'Bjorn', now());
    INSERT INTO resource_groups (id, company_id, updated_at) VALUES ('rg', 'co', now());
    INSERT INTO resources (id, company_id, resource_group_id, updated_at) VALUES ('room', 'co', 'rg', now());
    INSERT INTO customers (id, company_id, name, updated_at) VALUES ('cus', 'co', 'Una', now());
    INSERT INTO vats (id, country_code, ratio, updated_at) VALUES ('vat', 'IS', 0.24, now());
    INSERT INTO event_types (id, company_id, vat_id, title, duration, updated_at) VALUES ('cut', 'co', 'vat', 'Cut', 30, now());
    INSERT INTO events (id, company_id, employee_id, space_id, customer_id, starts_at, ends_at, updated_at) VALUES
      ('ev', 'co', 'emp', 'room', 'cus', '2027-01-04 10:00+00', '2027-01-04 10:30+00', now()),
      ('ev2', 'co', 'emp', NULL, 'cus', '2027-01-05 10:00+00', '2027-01-05 10:30+00', now());
    INSERT INTO event_services (id, company_id, event_id, event_type_id, employee_id, resource_id, starts_at, ends_at) VALUES
      ('svc', 'co', 'ev', 'cut', 'emp', 'room', '2027-01-04 10:00+00', '2027-01-04 10:30+00');
    INSERT INTO occupancies (id, company_id, event_id, employee_id, starts_at, ends_at) VALUES
      ('occ', 'co', 'ev', 'emp', '2027-01-04 10:00+00', '2027-01-04 10:30+00');
    INSERT INTO time_slot_reservations (id, company_id, starts_at, ends_at, expires_at, consumed_at, event_id, employee_id) VALUES
      ('hold', 'co', '2027-01-04 10:00+00', '2027-01-04 10:30+00', now(), now(), 'ev', 'emp');
    INSERT INTO payments (id, company_id, event_id, customer_id, employee_id, currency, amount, updated_at) VALUES
      ('pay', 'co', 'ev', 'cus', 'emp', 'ISK', 100, now());
    INSERT INTO settlement_accounts (id, enterprise_id, employee_id, updated_at) VALUES ('acc', 'ent', 'emp2', now());
    INSERT INTO outbox_messages (id, company_id, customer_id, kind, "to", updated_at) VALUES
      ('msg', 'co', 'cus', 'event_notification', 'una@example.test', now());
  `);
  before = await counts();
  await db.exec(migration.sql);
});

describe(`migration ${NAME}`, () => {
  it("stops before changing anything when a row references another company's row", async () => {
    // The old single-column keys allowed it (the application never wrote one): co's booking with
    // co2's employee. The check names the key and runs before the first statement that changes
    // the schema (the migration engine runs statements one by one, outside a transaction).
    const other = createPglite('memory://');
    try {
      await migration.applyBefore(other);
      await other.exec(`
        INSERT INTO companies (id, name, updated_at) VALUES ('co', 'A', now()), ('co2', 'B', now());
        INSERT INTO employees (id, company_id, updated_at) VALUES ('emp2', 'co2', now());
        INSERT INTO events (id, company_id, employee_id, starts_at, ends_at, updated_at)
          VALUES ('ev', 'co', 'emp2', now(), now(), now());`);
      const [check, ...rest] = migration.sql.split(/^-- DropForeignKey$/m);
      expect(rest.length).toBeGreaterThan(30);
      await expect(other.exec(check)).rejects.toThrow(
        "tenant_primary_keys: rows reference another company's row through events.employee_id",
      );
    } finally {
      await other.close();
    }
  });

  it('keeps every row, and keys them by (company_id, id)', async () => {
    expect(await counts()).toEqual(before);
    expect(before.events).toBe(2);
    const pk = await one(`
      SELECT ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(n, i)
                     JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.n ORDER BY k.i) AS columns
        FROM pg_index x WHERE x.indisprimary AND x.indrelid = 'events'::regclass`);
    expect(pk.columns).toEqual(['company_id', 'id']);
  });

  it("refuses a reference to another company's row", async () => {
    // co2's payment pointing at co's event: (co2, ev) is no event.
    await expect(
      db.exec(
        `INSERT INTO payments (id, company_id, event_id, currency, amount, updated_at) VALUES ('pay2', 'co2', 'ev', 'ISK', 1, now())`,
      ),
    ).rejects.toThrow(/foreign key/i);
    await expect(
      db.exec(`UPDATE events SET employee_id = 'emp2' WHERE company_id = 'co' AND id = 'ev2'`),
    ).rejects.toThrow(/foreign key/i);
  });

  it('clears only the referencing column on delete (SET NULL (x_id)), and cascades as before', async () => {
    await db.exec(`DELETE FROM resource_groups WHERE company_id = 'co' AND id = 'rg'`);
    expect(await one(`SELECT company_id, resource_group_id FROM resources WHERE id = 'room'`)).toEqual({
      company_id: 'co',
      resource_group_id: null,
    });
    // The booking goes: its service and busy time with it (cascade), the hold and the payment
    // forget it (set null) and keep their company.
    await db.exec(`DELETE FROM events WHERE company_id = 'co' AND id = 'ev'`);
    expect(await one(`SELECT count(*)::int AS n FROM event_services`)).toEqual({ n: 0 });
    expect(await one(`SELECT count(*)::int AS n FROM occupancies`)).toEqual({ n: 0 });
    expect(await one(`SELECT company_id, event_id FROM time_slot_reservations WHERE id = 'hold'`)).toEqual({
      company_id: 'co',
      event_id: null,
    });
    expect(await one(`SELECT company_id, event_id, customer_id FROM payments WHERE id = 'pay'`)).toEqual({
      company_id: 'co',
      event_id: null,
      customer_id: 'cus',
    });
    await db.exec(`DELETE FROM customers WHERE company_id = 'co' AND id = 'cus'`);
    expect(await one(`SELECT company_id, customer_id FROM events WHERE id = 'ev2'`)).toEqual({
      company_id: 'co',
      customer_id: null,
    });
  });

  it('drops the keys from reference and local tables to distributed ones (the application keeps them)', async () => {
    // The customer deleted above: its message keeps the id (the merge and the erasure clear or
    // move it in their own transactions), and the account keeps its employee after a delete.
    expect(await one(`SELECT customer_id FROM outbox_messages WHERE id = 'msg'`)).toEqual({
      customer_id: 'cus',
    });
    await db.exec(`DELETE FROM employees WHERE company_id = 'co2' AND id = 'emp2'`);
    expect(await one(`SELECT employee_id FROM settlement_accounts WHERE id = 'acc'`)).toEqual({
      employee_id: 'emp2',
    });
  });
});
