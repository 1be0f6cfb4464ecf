// Which tables some code's SQL reads, from PostgreSQL's own plans: the statements it sends are
// recorded while they run on the real database, then each is EXPLAINed, so a join or subquery
// added without declaring its table shows up (loaders.test.ts, cached-reads.test.ts).
import { createRequire } from 'node:module';
import type pg from 'pg';
import type { SqlTx } from '../../src/db/sql.ts';

/** pg's own conversion of a parameter to its text form (dates, arrays, JSON), as it sends them. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(v: unknown): unknown;
};

/** Every relation in a plan (tables scanned, deleted from, or looked up through an index). */
function relations(plan: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) relations(p, into);
  else if (plan && typeof plan === 'object') {
    for (const [k, v] of Object.entries(plan)) {
      if (k === 'Relation Name' && typeof v === 'string') into.add(v);
      else relations(v, into);
    }
  }
  return into;
}

/** The tables the statements `run` sends through `db` read. */
export async function tablesRead(db: SqlTx, run: (sql: SqlTx) => Promise<unknown>): Promise<Set<string>> {
  const seen: { text: string; params: readonly unknown[] }[] = [];
  await run({
    query: (text, params = []) => {
      seen.push({ text, params });
      return db.query(text, params);
    },
  });
  const found = new Set<string>();
  for (const { text, params } of seen) {
    const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
    const json = plan['QUERY PLAN'];
    relations(typeof json === 'string' ? JSON.parse(json) : json, found);
  }
  return found;
}

/**
 * The generic plan of `text` with `values` (FORMAT JSON): the plan a named prepared statement
 * may keep after five calls, made without the values (PREPARE, plan_cache_mode =
 * force_generic_plan, EXPLAIN EXECUTE: EXECUTE takes no bound parameters, so the values go as
 * literals, in the text pg would send). In a transaction rolled back, `before` run first in it;
 * `analyze` runs the statement (EXPLAIN ANALYZE). The session keeps no prepared statement.
 */
export async function genericPlan(
  client: pg.ClientBase,
  text: string,
  values: readonly unknown[],
  options: { analyze?: boolean; before?: () => Promise<unknown> } = {},
): Promise<unknown> {
  await client.query('BEGIN');
  try {
    await options.before?.();
    await client.query(`PREPARE generic_plan AS ${text}`);
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    const literal = (v: unknown) => {
      const text = prepareValue(v);
      return text === null || text === undefined ? 'NULL' : client.escapeLiteral(String(text));
    };
    const res = await client.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (${options.analyze ? 'ANALYZE, ' : ''}FORMAT JSON) EXECUTE generic_plan(${values.map(literal).join(', ')})`,
    );
    return res.rows[0]['QUERY PLAN'];
  } finally {
    await client.query('ROLLBACK');
    await client.query('DEALLOCATE ALL');
  }
}
