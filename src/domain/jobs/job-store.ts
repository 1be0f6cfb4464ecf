// The job queue's way to the database (docs/data-access.md): pg-boss writes its own SQL; on
// PostgreSQL it opens its own pool, and on the embedded database it runs its statements through
// the PGlite instance, here.
import type { Database } from '../../db/database.ts';

/**
 * pg-boss's `db` option over the embedded PGlite: parameterised statements through `query`,
 * pg-boss's multi-statement scripts (migrations, locks) through `exec`, answering the rows of all
 * their statements.
 */
export function pgliteExecutor(pglite: NonNullable<Database['pglite']>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values as any[]);
        return { rows: result.rows };
      }
      // The rows of every statement, in order, as pg-boss 12 requires of a custom db: its
      // background-command claim is one script (BEGIN; the advisory lock; the claim; COMMIT) and it
      // finds its lock's row among them. Only the last statement's rows (COMMIT's: none) made every
      // poll fail with "bam claim returned no lock row".
      const results = await pglite.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}
