import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExecutor } from '../../src/domain/jobs/job-store.ts';

// pg-boss 12 runs its background commands through our `db` on the embedded database and claims one
// with a script: BEGIN; SELECT pg_advisory_xact_lock(...); the claim; COMMIT. It asserts that the
// lock's row comes back, so the executor must answer the rows of every statement of a script.
const pglite = new PGlite();
afterAll(() => pglite.close());

describe('pg-boss executor over PGlite', () => {
  it('answers the rows of every statement of a multi-statement script, in order', async () => {
    const db = pgliteExecutor(pglite);
    const { rows } = await db.executeSql(
      'BEGIN; SELECT pg_advisory_xact_lock(42); SELECT 1 AS a UNION ALL SELECT 2; COMMIT',
    );
    // BEGIN and COMMIT answer no rows; the lock answers one, the union two: 0 + 1 + 2 + 0 = 3.
    expect(rows).toHaveLength(3);
    // pg-boss looks for its lock's row by the column name (the function returns void).
    expect(Object.keys(rows[0] as object)).toEqual(['pg_advisory_xact_lock']);
    expect(rows.slice(1)).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('answers a parameterised statement through a prepared query', async () => {
    const db = pgliteExecutor(pglite);
    const { rows } = await db.executeSql('SELECT $1::int + $2::int AS sum', [2, 3]);
    expect(rows).toEqual([{ sum: 5 }]);
  });
});
