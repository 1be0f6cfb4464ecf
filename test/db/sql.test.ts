// src/db/sql.ts on the suite's database (PGlite, or PostgreSQL with DATABASE_URL): transactions
// commit or roll back whole, errors carry their SQLSTATE, and Prisma sees what it wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, PLAN_PER_CALL, prismaTxSql, sqlState, writeAtCommit } from '../../src/db/sql.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
  // A table of this test's own (each test file has its own database or schema).
  await opened.db.sql.query(
    'CREATE TABLE sql_test_rows (key text PRIMARY KEY, count int NOT NULL, at timestamptz)',
  );
});
afterAll(async () => {
  await opened.db.close();
  await opened.drop();
});

const insert = 'INSERT INTO sql_test_rows (key, count, at) VALUES ($1, $2::int, now())';
const count = async (key: string) =>
  (
    await opened.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM sql_test_rows WHERE key = $1', [
      key,
    ])
  )[0].n;

describe('Sql', () => {
  it('commits a transaction whole, and Prisma reads what it wrote', async () => {
    const { sql, prisma } = opened.db;
    const answer = await sql.transaction(async (tx) => {
      await tx.query(insert, ['commit-a', 1]);
      await tx.query(insert, ['commit-b', 2]);
      return 'done';
    });
    expect(answer).toBe('done');
    const rows = await prisma.$queryRaw<{ key: string; count: number }[]>`
      SELECT key, count FROM sql_test_rows WHERE key LIKE 'commit-%'`;
    expect(rows.map((r) => [r.key, r.count]).sort()).toEqual([
      ['commit-a', 1],
      ['commit-b', 2],
    ]);
  });

  it('rolls a transaction back whole when it throws, and gives the error on', async () => {
    const { sql } = opened.db;
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(insert, ['rollback-a', 1]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count('rollback-a')).toBe(0);
  });

  it('names a database error by its SQLSTATE; the pool stays usable after it', async () => {
    const { sql } = opened.db;
    await sql.query(insert, ['unique', 1]);
    let caught: unknown;
    await sql
      .transaction(async (tx) => {
        await tx.query(insert, ['unique-2', 1]);
        await tx.query(insert, ['unique', 1]); // the same key again
      })
      .catch((err) => {
        caught = err;
      });
    expect(sqlState(caught)).toBe('23505');
    expect(isUniqueViolation(caught)).toBe(true);
    expect(await count('unique-2')).toBe(0); // rolled back with it
    // The same statement text runs again (prepared once per connection on PostgreSQL).
    for (let i = 0; i < 3; i++) expect(await count('unique')).toBe(1);
  });

  // The pool's connections prepare each text once (a named statement) unless it is marked to be
  // planned with its values on every call. The embedded database has no named statements.
  it.skipIf(!process.env.DATABASE_URL)(
    'prepares a statement once, but not one marked PLAN_PER_CALL',
    async () => {
      const named = 'SELECT count(*)::int AS n FROM sql_test_rows WHERE count > $1::int';
      const perCall = `SELECT count(*)::int AS n FROM sql_test_rows WHERE count < $1::int ${PLAN_PER_CALL}`;
      const prepared = await opened.db.sql.transaction(async (tx) => {
        await tx.query(named, [1]);
        await tx.query(perCall, [1]);
        return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      });
      const texts = prepared.map((r) => r.statement);
      expect(texts).toContain(named);
      expect(texts).not.toContain(perCall);
    },
  );

  it('writes a statement queued for the commit (writeAtCommit) with the COMMIT, or fails the whole transaction', async () => {
    const { sql } = opened.db;
    // Queued, then a statement after it: the queued one is written at the commit, after it (on
    // PostgreSQL, in the COMMIT's round trip; where the driver cannot, at once).
    await sql.transaction(async (tx) => {
      await writeAtCommit(tx, insert, ['at-commit-queued', 1]);
      await tx.query(insert, ['at-commit-first', 2]);
    });
    expect(await count('at-commit-queued')).toBe(1);
    expect(await count('at-commit-first')).toBe(1);
    // A queued statement that fails (the key taken) rolls back what the transaction wrote before.
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(insert, ['at-commit-rolled-back', 1]);
        await writeAtCommit(tx, insert, ['at-commit-queued', 2]);
      }),
    ).rejects.toSatisfy((err) => isUniqueViolation(err));
    expect(await count('at-commit-rolled-back')).toBe(0);
    // A transaction that sent nothing but a queued statement: BEGIN, it and COMMIT together.
    await sql.transaction(async (tx) => {
      await writeAtCommit(tx, insert, ['at-commit-alone', 3]);
    });
    expect(await count('at-commit-alone')).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL sends BEGIN with the first statement and queued statements with COMMIT: a failed first statement commits nothing after it',
    async () => {
      const { sql } = opened.db;
      // The first statement fails with BEGIN sent in the same write: the COMMIT must not commit
      // the second (a pipelined COMMIT of a failed transaction is answered ROLLBACK).
      await expect(
        sql.transaction(async (tx) => {
          await writeAtCommit(tx, insert, ['pipelined-after-failure', 1]);
          await tx.query('SELECT 1 / 0');
        }),
      ).rejects.toSatisfy((err) => sqlState(err) === '22012');
      expect(await count('pipelined-after-failure')).toBe(0);
      // The pool's connection is usable after it.
      expect(await sql.transaction((tx) => tx.query<{ n: number }>('SELECT 2 AS n'))).toEqual([{ n: 2 }]);
    },
  );

  it('does not take other errors for database ones', () => {
    expect(sqlState(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(sqlState(new Error('plain'))).toBeUndefined();
  });

  it('runs the same statements inside a Prisma transaction (prismaTxSql)', async () => {
    const { prisma } = opened.db;
    await prisma.$transaction(async (tx) => {
      await prismaTxSql(tx).query(insert, ['prisma-tx', 7]);
    });
    expect(await count('prisma-tx')).toBe(1);
  });
});
