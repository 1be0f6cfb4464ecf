// Which tables some code's SQL reads, from PostgreSQL's own plans: the statements it sends are
// recorded while they run on the real database, then each is EXPLAINed, so a join or subquery
// added without declaring its table shows up (loaders.test.ts, cached-reads.test.ts).
import type { SqlTx } from '../../src/db/sql.ts';

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
