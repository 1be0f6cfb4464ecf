// The audit actor reaches the trigger as a `SET LOCAL` command's quoted value (src/db/audit.ts),
// so a value with quotes and backslashes must arrive exactly as sent, on both ways a write is
// made: inside a transaction and as a single write outside one. docs/scaling.md says why the
// actor is a command rather than set_config(): a distributed database forwards SET LOCAL to the
// node whose trigger writes the activity row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditActor, auditContext, setActor } from '../../src/db/audit.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

// Every character a literal could trip on: a quote, a backslash (pg writes such a value as E'..'),
// a double quote, a semicolon, a newline and a non-ASCII letter.
const actor: AuditActor = {
  actor_type: 'hq_user',
  user_id: 'u-1',
  request_id: `O'Brien \\ "x"; SELECT 1\nÞóra`,
  operation: 'updateCompany',
};

async function companyWithEnterprise(id: string) {
  await opened.db.sql.query('INSERT INTO enterprises (id, updated_at) VALUES ($1, now())', [`e-${id}`]);
  await opened.db.sql.query(
    'INSERT INTO companies (id, enterprise_id, name, updated_at) VALUES ($1, $2, $3, now())',
    [id, `e-${id}`, 'Before'],
  );
}

const activitiesOf = (id: string) =>
  opened.db.sql.query<{ request_id: string | null; operation: string | null; action: string }>(
    "SELECT request_id, operation, action FROM activities WHERE company_id = $1 AND object_type = 'companies'",
    [id],
  );

describe('the audit actor as a SET LOCAL value', () => {
  it('is one SET LOCAL command whose literal holds the actor as JSON', () => {
    const command = setActor(actor);
    expect(command.startsWith('SET LOCAL booking.audit = ')).toBe(true);
    // A backslash in the value makes pg write the literal in the E'' form, quotes doubled.
    expect(command).toContain(`E'{"actor_type":"hq_user"`);
    expect(command).toContain(`O''Brien`);
  });

  it('reaches the trigger unchanged from a transaction and from a write outside one', async () => {
    await companyWithEnterprise('c-audit-tx');
    // Inserted without an actor: no activity (the trigger writes rows only for a named actor).
    expect(await activitiesOf('c-audit-tx')).toEqual([]);

    await auditContext.run(actor, () =>
      opened.db.sql.transaction((tx) =>
        tx.query("UPDATE companies SET name = 'In a transaction' WHERE id = $1", ['c-audit-tx']),
      ),
    );
    await auditContext.run(actor, () =>
      opened.db.sql.query("UPDATE companies SET name = 'Alone' WHERE id = $1", ['c-audit-tx']),
    );
    // Two updates, each one activity with the request id exactly as the actor held it.
    expect(await activitiesOf('c-audit-tx')).toEqual([
      { request_id: actor.request_id, operation: 'updateCompany', action: 'update' },
      { request_id: actor.request_id, operation: 'updateCompany', action: 'update' },
    ]);
  });

  it("reaches the trigger of a company's row and of an enterprise's row, with the table's own name", async () => {
    // On a distributed database these are the cases that wrote nothing (issue 35): an employee's
    // row is on a worker's shard, whose trigger saw no actor; an enterprise's settlement account is
    // a reference table's row, recorded for each company of the enterprise.
    await companyWithEnterprise('c-audit-row');
    await opened.db.sql.query(
      'INSERT INTO companies (id, enterprise_id, name, updated_at) VALUES ($1, $2, $3, now())',
      ['c-audit-row-2', 'e-c-audit-row', 'Second'],
    );
    await opened.db.sql.query(
      "INSERT INTO employees (id, company_id, name, updated_at) VALUES ('emp-audit', 'c-audit-row', 'Before', now())",
    );
    await opened.db.sql.query(
      "INSERT INTO settlement_accounts (id, enterprise_id, updated_at) VALUES ('sa-audit', 'e-c-audit-row', now())",
    );
    await auditContext.run(actor, () =>
      opened.db.sql.transaction(async (tx) => {
        await tx.query(
          "UPDATE employees SET name = 'After' WHERE company_id = 'c-audit-row' AND id = 'emp-audit'",
        );
        await tx.query("UPDATE settlement_accounts SET name = 'Renamed' WHERE id = 'sa-audit'");
      }),
    );
    const rows = await opened.db.sql.query<{
      company_id: string;
      object_type: string;
      request_id: string | null;
    }>(
      `SELECT company_id, object_type, request_id FROM activities
        WHERE company_id IN ('c-audit-row', 'c-audit-row-2') AND object_type IN ('employees', 'settlement_accounts')
        ORDER BY object_type, company_id`,
    );
    // 1 employee activity in its company, 1 settlement-account activity per company of the
    // enterprise (2): 3 rows, each with the request's actor.
    expect(rows).toEqual([
      { company_id: 'c-audit-row', object_type: 'employees', request_id: actor.request_id },
      { company_id: 'c-audit-row', object_type: 'settlement_accounts', request_id: actor.request_id },
      { company_id: 'c-audit-row-2', object_type: 'settlement_accounts', request_id: actor.request_id },
    ]);
  });

  it('ends with its transaction: a later write without an actor records nothing', async () => {
    await companyWithEnterprise('c-audit-end');
    await auditContext.run(actor, () =>
      opened.db.sql.transaction((tx) =>
        tx.query("UPDATE companies SET name = 'Named' WHERE id = $1", ['c-audit-end']),
      ),
    );
    await opened.db.sql.transaction((tx) =>
      tx.query("UPDATE companies SET name = 'Unnamed' WHERE id = $1", ['c-audit-end']),
    );
    expect((await activitiesOf('c-audit-end')).length).toBe(1);
  });
});
