// Migration `customers` links the bookings made before it to customers by the booking rule
// (docs/api-conventions.md#customers): the marketplace account, else the e-mail (any case), else the phone in
// E.164, else a record of their own. Run on an embedded database holding such bookings (the
// SQL is PostgreSQL's, the same on a server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../src/db/pglite.ts';
import { migrationNamed } from '../helpers/migrations.ts';

const NAME = 'customers';
const migration = migrationNamed(NAME);

const db = createPglite('memory://');
afterAll(() => db.close());

type Row = Record<string, any>;
const linked = async () =>
  Object.fromEntries(
    (await db.query<Row>('SELECT id, customer_id FROM events ORDER BY id')).rows.map((r) => [
      r.id,
      r.customer_id,
    ]),
  );

beforeAll(async () => {
  await migration.applyBefore(db);
  await db.exec(`
    INSERT INTO enterprises (id, name, updated_at) VALUES ('ent', 'E', now());
    INSERT INTO companies (id, enterprise_id, name, country_code, updated_at) VALUES
      ('co', 'ent', 'Salon', 'IS', now()), ('co2', 'ent', 'Other', 'GB', now());
    INSERT INTO marketplace_users (id, email, updated_at) VALUES
      ('u1', 'u1@example.test', now()), ('u2', 'u2@example.test', now()), ('u3', 'u3@example.test', now());
    -- Records made for accounts before: two share an e-mail (the older keeps it).
    INSERT INTO customers (id, company_id, marketplace_user_id, name, email, phone_country_code, phone_number, created_at, updated_at) VALUES
      ('c_old', 'co', 'u2', 'Old', 'c@example.test', '354', '777 1234', now() - interval '2 days', now()),
      ('c_dup', 'co', 'u3', 'Dup', 'C@example.test', NULL, NULL, now() - interval '1 day', now());
    INSERT INTO events (id, company_id, marketplace_user_id, customer_name, email, phone_country_code, phone_number, starts_at, ends_at, updated_at) VALUES
      ('e01', 'co', 'u1', 'Una', 'una@example.test', NULL, NULL, now(), now(), now()),
      ('e02', 'co', 'u1', 'Una', 'other@example.test', NULL, NULL, now(), now(), now()),
      ('e03', 'co', NULL, 'Anna', 'Anna@Example.test', NULL, NULL, now(), now(), now()),
      ('e04', 'co', NULL, 'Anna', ' anna@example.TEST', NULL, NULL, now(), now(), now()),
      ('e05', 'co', NULL, 'Pétur', NULL, NULL, '555 1234', now(), now(), now()),
      ('e06', 'co', NULL, 'Pétur', NULL, '354', '555-1234', now(), now(), now()),
      ('e07', 'co', NULL, 'Pétur', NULL, '+354', '+354 555 1234', now(), now(), now()),
      ('e08', 'co', NULL, 'Walk-in', NULL, NULL, NULL, now(), now(), now()),
      ('e09', 'co', NULL, 'Walk-in', '', NULL, '12', now(), now(), now()),
      ('e10', 'co', NULL, 'Cee', 'c@EXAMPLE.test', NULL, NULL, now(), now(), now()),
      ('e11', 'co', NULL, 'Phone of old', NULL, NULL, '7771234', now(), now(), now()),
      ('e12', 'co2', NULL, 'Anna in London', 'anna@example.test', '44', '07700 900123', now(), now(), now()),
      ('e13', 'co2', NULL, 'Same phone', NULL, NULL, '+447700900123', now(), now(), now());
    INSERT INTO payments (id, company_id, event_id, currency, amount, updated_at) VALUES ('p1', 'co', 'e03', 'ISK', 100, now());
  `);
  await db.exec(migration.sql);
});

describe(`migration ${NAME}`, () => {
  it('links every existing booking by the booking rule', async () => {
    const by = await linked();
    for (const [id, customer] of Object.entries(by)) expect(customer, id).not.toBeNull();
    // The account first, whatever e-mail each booking gave.
    expect(by.e02).toBe(by.e01);
    // E-mail in any case, surrounding spaces ignored.
    expect(by.e04).toBe(by.e03);
    expect(by.e03).not.toBe(by.e01);
    // Phones written three ways: one number, +3545551234.
    expect(by.e06).toBe(by.e05);
    expect(by.e07).toBe(by.e05);
    // Neither e-mail nor a phone that can be one: a record each.
    expect(by.e08).not.toBe(by.e09);
    // An existing record's e-mail and phone find it.
    expect(by.e10).toBe('c_old');
    expect(by.e11).toBe('c_old');
    // Companies apart: the same person is another company's own record.
    expect(by.e12).not.toBe(by.e03);
    expect(by.e13).toBe(by.e12);
  });

  it('writes the records the rule made, with their phones in E.164', async () => {
    const rows = (await db.query<Row>('SELECT * FROM customers ORDER BY id')).rows;
    const of = (id: string) => rows.find((r) => r.id === id)!;
    const by = await linked();
    expect(of(by.e01)).toMatchObject({ company_id: 'co', marketplace_user_id: 'u1', name: 'Una' });
    expect(of(by.e05)).toMatchObject({ phone: '+3545551234', name: 'Pétur' });
    expect(of(by.e12)).toMatchObject({
      company_id: 'co2',
      phone: '+447700900123',
      email: 'anna@example.test',
    });
    expect(of('c_old')).toMatchObject({ email: 'c@example.test', phone: '+3547771234' });
    // The younger of two records sharing an e-mail gave it up (it keeps its account).
    expect(of('c_dup')).toMatchObject({ email: null, marketplace_user_id: 'u3' });
    // 13 bookings: u1, Anna, Pétur, two walk-ins, London Anna, and the two records from before.
    expect(rows).toHaveLength(8);
    const pay = (await db.query<Row>("SELECT customer_id FROM payments WHERE id = 'p1'")).rows[0];
    expect(pay.customer_id).toBe(by.e03);
  });

  it('leaves the unique indexes that keep one record per e-mail and phone', async () => {
    await expect(
      db.exec(
        `INSERT INTO customers (id, company_id, email, updated_at) VALUES ('x', 'co', 'ANNA@example.test', now())`,
      ),
    ).rejects.toThrow(/unique/i);
    await expect(
      db.exec(
        `INSERT INTO customers (id, company_id, phone, updated_at) VALUES ('y', 'co', '+3545551234', now())`,
      ),
    ).rejects.toThrow(/unique/i);
    // Its helpers are gone.
    const left = await db.query<Row>(
      `SELECT to_regclass('_customer_phone_plans') AS t, (SELECT count(*)::int FROM pg_proc WHERE proname = '_customer_e164') AS f`,
    );
    expect(left.rows[0]).toEqual({ t: null, f: 0 });
  });
});
