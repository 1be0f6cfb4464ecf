import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { CLEARED_REFERENCES } from '../../src/db/tables.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * Deleting a row that other rows of its company reference through one of CLEARED_REFERENCES
 * (docs/scaling.md, "Keys that clear their reference") keeps the referencing rows, with their
 * company_id, and clears the reference alone: the key is NO ACTION (Citus refuses ON DELETE SET
 * NULL on a key holding company_id, even as SET NULL (x_id)) and a trigger on the deleted row's
 * table clears the column. Plain SQL, as an operator or any code path would send it; the same
 * statements on PGlite, PostgreSQL and a Citus coordinator.
 *
 * Each test deletes in a company of its own; every company holds rows of the same ids ('emp',
 * 'room', ...: a row is keyed by (company_id, id)), and the witness company, whose rows no test
 * deletes, must keep every reference.
 */
let db: Database;
let drop: () => Promise<void>;

const COMPANIES = ['witness', 'one_employee', 'every_row', 'groups', 'misnamed'];

const fixture = (co: string) => `
  INSERT INTO companies (id, enterprise_id, name, updated_at) VALUES ('${co}', 'ent', '${co}', now());
  INSERT INTO employees (id, company_id, name, updated_at) VALUES ('emp', '${co}', 'Anna', now());
  INSERT INTO resource_groups (id, company_id, updated_at) VALUES ('rg', '${co}', now());
  INSERT INTO resources (id, company_id, resource_group_id, updated_at) VALUES ('room', '${co}', 'rg', now());
  INSERT INTO customers (id, company_id, name, updated_at) VALUES ('cus', '${co}', 'Una', now());
  INSERT INTO event_type_category_groups (id, company_id, updated_at) VALUES ('catg', '${co}', now());
  INSERT INTO event_type_categories (id, company_id, event_type_category_group_id, updated_at)
    VALUES ('cat', '${co}', 'catg', now());
  INSERT INTO event_types (id, company_id, vat_id, title, duration, event_type_category_id,
                           event_type_category_group_id, updated_at)
    VALUES ('cut', '${co}', 'vat', 'Cut', 30, 'cat', 'catg', now());
  INSERT INTO event_type_groups (id, company_id, updated_at) VALUES ('top', '${co}', now());
  INSERT INTO event_type_groups (id, company_id, parent_event_type_group_id, updated_at)
    VALUES ('sub', '${co}', 'top', now());
  INSERT INTO events (id, company_id, employee_id, space_id, customer_id, starts_at, ends_at, updated_at)
    VALUES ('ev', '${co}', 'emp', 'room', 'cus', '2027-01-04 10:00+00', '2027-01-04 10:30+00', now());
  INSERT INTO event_services (id, company_id, event_id, event_type_id, employee_id, resource_id, starts_at, ends_at)
    VALUES ('svc', '${co}', 'ev', 'cut', 'emp', 'room', '2027-01-04 10:00+00', '2027-01-04 10:30+00');
  INSERT INTO time_slot_reservations (id, company_id, starts_at, ends_at, expires_at, consumed_at, event_id,
                                      employee_id, space_id)
    VALUES ('hold', '${co}', '2027-01-04 10:00+00', '2027-01-04 10:30+00', now(), now(), 'ev', 'emp', 'room');
  INSERT INTO vouchers (id, company_id, code, currency, amount, customer_id, updated_at)
    VALUES ('vou', '${co}', 'GIFT', 'ISK', 5000, 'cus', now());
  INSERT INTO voucher_templates (id, company_id, currency, amount, event_type_id, updated_at)
    VALUES ('tpl', '${co}', 'ISK', 5000, 'cut', now());
  INSERT INTO settlements (id, company_id, settled_to, payments_from, payments_to, updated_at)
    VALUES ('set', '${co}', 'IS00', '2027-01-01', '2027-02-01', now());
  INSERT INTO payments (id, company_id, event_id, customer_id, employee_id, voucher_id, settlement_id, currency,
                        amount, updated_at)
    VALUES ('pay', '${co}', 'ev', 'cus', 'emp', 'vou', 'set', 'ISK', 100, now());`;

/**
 * Each cleared reference's rows of `company`: their company_id and the referencing column (one
 * fixture row per table: 'top', the group at the top level, references no group).
 */
async function references(company: string) {
  const out: Record<string, { company_id: string; value: string | null }[]> = {};
  for (const r of CLEARED_REFERENCES)
    out[`${r.table}.${r.column}`] = await db.sql.query<{ company_id: string; value: string | null }>(
      `SELECT company_id, ${r.column} AS value FROM ${r.table} WHERE company_id = $1 AND id <> 'top' ORDER BY id`,
      [company],
    );
  return out;
}

/**
 * Renames the voucher table's clearing trigger. On a Citus coordinator a trigger of a distributed
 * table is changed only with citus.enable_unsafe_triggers on (set for the transaction; elsewhere
 * an unused placeholder).
 */
async function renameVoucherTrigger(from: string, to: string) {
  await db.sql.transaction(async (tx) => {
    await tx.query(`SELECT set_config('citus.enable_unsafe_triggers', 'on', true)`);
    await tx.query(`ALTER TRIGGER "${from}" ON vouchers RENAME TO "${to}"`);
  });
}

const set = (company: string, value: string) => [{ company_id: company, value }];
const cleared = (company: string) => [{ company_id: company, value: null }];

/** Listed references of `company` that are not set (each table has one row per company). */
async function unset(company: string) {
  return Object.entries(await references(company))
    .filter(([, v]) => v.length !== 1 || v[0]!.value === null)
    .map(([key]) => key);
}

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await db.sql.query(`INSERT INTO enterprises (id, name, updated_at) VALUES ('ent', 'E', now())`);
  await db.sql.query(`INSERT INTO vats (id, country_code, ratio, updated_at) VALUES ('vat', 'IS', 0.24, now())
                      ON CONFLICT DO NOTHING`);
  for (const co of COMPANIES)
    for (const text of fixture(co).split(';')) if (text.trim()) await db.sql.query(text);
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

describe('deleting a referenced row clears the reference and keeps the company', () => {
  it('starts with every listed reference set, in every company', async () => {
    // 20 references: each table's one fixture row points at its company's row.
    expect(CLEARED_REFERENCES.length).toBe(20);
    for (const co of COMPANIES) expect({ co, unset: await unset(co) }).toEqual({ co, unset: [] });
  });

  it('deleting an employee keeps their booking, service, hold and payment, with the company and no employee', async () => {
    await db.sql.query(`DELETE FROM employees WHERE company_id = 'one_employee' AND id = 'emp'`);
    const co = await references('one_employee');
    expect(co['events.employee_id']).toEqual(cleared('one_employee'));
    expect(co['event_services.employee_id']).toEqual(cleared('one_employee'));
    expect(co['time_slot_reservations.employee_id']).toEqual(cleared('one_employee'));
    expect(co['payments.employee_id']).toEqual(cleared('one_employee'));
    // Nothing else cleared (4 of the 20), and the employee of the same id in the witness company
    // is still referenced there.
    expect(co['events.space_id']).toEqual(set('one_employee', 'room'));
    expect((await unset('one_employee')).length).toBe(4);
    expect((await references('witness'))['event_services.employee_id']).toEqual(set('witness', 'emp'));
    expect(await unset('witness')).toEqual([]);
  });

  it('clears every listed reference when its row is deleted, in that company only', async () => {
    // Deleted in an order that keeps each referencing row until its reference is checked: the
    // booking (whose services go with it, ON DELETE CASCADE) after the resources, the service's
    // type after the booking.
    const rest = [
      ['resource_groups', 'rg'],
      ['resources', 'room'],
      ['customers', 'cus'],
      ['event_type_category_groups', 'catg'],
      ['event_type_categories', 'cat'],
      ['event_type_groups', 'top'],
      ['vouchers', 'vou'],
      ['settlements', 'set'],
      ['events', 'ev'],
      ['event_types', 'cut'],
    ] as const;
    const order = [['employees', 'emp'], ...rest] as const;
    for (const [table, id] of order) {
      await db.sql.query(`DELETE FROM ${table} WHERE company_id = 'every_row' AND id = $1`, [id]);
      const now = await references('every_row');
      for (const r of CLEARED_REFERENCES.filter((r) => r.references === table)) {
        const key = `${r.table}.${r.column}`;
        // The row is kept (one, of its company) and loses the reference.
        expect({ key, rows: now[key] }).toEqual({ key, rows: cleared('every_row') });
      }
    }
    // Every table of the list seen cleared: the 20 references of 11 tables.
    expect(new Set(order.map(([table]) => table))).toEqual(
      new Set(CLEARED_REFERENCES.map((r) => r.references)),
    );
    // What no step deleted is kept with its company and every listed reference cleared: the
    // hold (3 references), the payment (5) and the voucher template (1). The services went with their
    // booking (ON DELETE CASCADE), after the steps above saw their references cleared.
    const deleted = new Set<string>(order.map(([table]) => table));
    const co = await references('every_row');
    const kept = CLEARED_REFERENCES.filter((r) => !deleted.has(r.table) && r.table !== 'event_services');
    expect(kept.length).toBe(9);
    for (const r of kept) {
      const key = `${r.table}.${r.column}`;
      expect({ key, rows: co[key] }).toEqual({ key, rows: cleared('every_row') });
    }
    expect(co['event_services.employee_id']).toEqual([]);
    expect(await unset('witness')).toEqual([]);
  });

  it('deletes a group and its child group in one statement (the clearing runs after the delete)', async () => {
    // A BEFORE trigger would update the child row this same statement then deletes, which
    // PostgreSQL refuses ("tuple to be updated or deleted was already modified by an operation
    // triggered by the current command"). The AFTER trigger finds the child gone.
    await db.sql.query(`DELETE FROM event_type_groups WHERE company_id = 'groups'`);
    const left = await db.sql.query(`SELECT id FROM event_type_groups WHERE company_id = 'groups'`);
    expect(left).toEqual([]);
    expect(await unset('witness')).toEqual([]);
  });

  it('is refused by the key when the clearing would run after its check (why the triggers are named "Clear ...")', async () => {
    // The key's check is the internal trigger "RI_ConstraintTrigger_a_<oid>"; triggers of one
    // event fire in name order: "clear ..." ('c' after 'R') runs after the check, which still
    // finds the payment referencing the voucher.
    await renameVoucherTrigger('Clear payments.voucher_id', 'clear payments.voucher_id');
    try {
      await expect(
        db.sql.query(`DELETE FROM vouchers WHERE company_id = 'misnamed' AND id = 'vou'`),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await renameVoucherTrigger('clear payments.voucher_id', 'Clear payments.voucher_id');
    }
    await db.sql.query(`DELETE FROM vouchers WHERE company_id = 'misnamed' AND id = 'vou'`);
    expect((await references('misnamed'))['payments.voucher_id']).toEqual(cleared('misnamed'));
    expect(await unset('witness')).toEqual([]);
  });
});
