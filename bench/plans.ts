/**
 * The query plans of what the bench's cases send (issue 34: "no query plan reading a table
 * without an index"), as the tests' query-plan helper (test/helpers/query-plans.ts) reads them:
 * each distinct statement text is recorded with its first parameters while the API runs in this
 * process, then EXPLAINed (FORMAT JSON) with those parameters on the same database, and every Seq
 * Scan node is set against its table's size. pg_stat_statements would need a server restart
 * (shared_preload_libraries), and SQL_STATEMENTS_DIR (src/db/statement-log.ts) keeps texts
 * without parameters, which EXPLAIN needs to plan as the server did.
 *
 * Recorded at the driver (pg.Client's query), so Prisma's, Kysely's and the hand-written
 * statements are all seen; only while `recording(true)`: bench/run.ts turns it on from the
 * warm-up (after the cases' own seeding) and off for the checks and the minimal booking
 * transaction; the seeding of the cases timed after the rounds is recorded too.
 */
import pg from 'pg';
import { genericPlan } from '../test/helpers/query-plans.ts';

let on = false;
/**
 * A transaction's audit actor, blanked as src/db/statement-log.ts does: `BEGIN; SET LOCAL
 * booking.audit = '<actor>'` is one text per request otherwise (and not plannable anyway).
 */
const SET_VALUE = /(\bSET LOCAL [\w.]+ = )\s*E?'(?:[^']|'')*'/g;
const seen = new Map<string, readonly unknown[]>();

export function recording(state: boolean) {
  on = state;
}

/** Patches pg's client once: every statement sent while recording is kept (text, parameters). */
export function recordStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (on) {
      const q = args[0];
      const raw = typeof q === 'string' ? q : (q as { text?: unknown } | null)?.text;
      const text = typeof raw === 'string' ? raw.replace(SET_VALUE, "$1''") : undefined;
      if (text !== undefined && !seen.has(text)) {
        const values =
          (Array.isArray(args[1]) ? args[1] : undefined) ??
          (q as { values?: unknown[] } | null)?.values ??
          [];
        seen.set(text, values);
      }
    }
    return query.apply(this, args);
  };
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  [k: string]: unknown;
}

/** The Seq Scan nodes of a plan (a table read without an index), by table. */
function seqScans(node: unknown, into: string[]): string[] {
  if (Array.isArray(node)) for (const n of node) seqScans(n, into);
  else if (node && typeof node === 'object') {
    const n = node as PlanNode;
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) into.push(n['Relation Name']);
    for (const v of Object.values(n)) if (v && typeof v === 'object') seqScans(v, into);
  }
  return into;
}

export interface PlanReport {
  statements: number;
  explained: number;
  /** Not plannable by EXPLAIN (BEGIN, SET, LISTEN, ...) or failing with the recorded parameters. */
  skipped: number;
  /** Why, by PostgreSQL's error message: how many statements, and one of them. */
  skipped_by_error: Record<string, { count: number; example: string }>;
  /** Statements with a Seq Scan on a table of more than `minRows` rows (in either plan). */
  seq_scans: { tables: { table: string; rows: number }[]; plan: 'custom' | 'generic'; statement: string }[];
  /** Statements with parameters whose generic plan was read too (PREPARE could type them). */
  generic_explained: number;
  /** Seq Scans on small tables (where a scan is the cheaper plan), by table: how many statements. */
  small_seq_scans: Record<string, number>;
  min_rows: number;
}

/** EXPLAINs every recorded statement on `url`'s `schema`; Seq Scans on tables over `minRows`. */
export async function explainRecorded(url: string, schema: string, minRows: number): Promise<PlanReport> {
  on = false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const report: PlanReport = {
    statements: seen.size,
    explained: 0,
    skipped: 0,
    skipped_by_error: {},
    seq_scans: [],
    generic_explained: 0,
    small_seq_scans: {},
    min_rows: minRows,
  };
  try {
    await client.query(`SET search_path TO "${schema}", public`);
    const { rows } = await client.query<{ relname: string; n: number }>(
      `SELECT c.relname, c.reltuples::bigint AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname = $1 AND c.relkind = 'r'`,
      [schema],
    );
    const size = new Map(rows.map((r) => [r.relname, Number(r.n)]));
    for (const [text, values] of seen) {
      let plan: unknown;
      try {
        // Inside a transaction rolled back: EXPLAIN does not execute, but a failing statement
        // must not leave the session aborted for the next.
        await client.query('BEGIN');
        const res = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, [
          ...values,
        ]);
        plan = res.rows[0]['QUERY PLAN'];
        report.explained++;
      } catch (err) {
        report.skipped++;
        const why = (err as Error).message.replace(/"[^"]*"/g, '"…"');
        const had = report.skipped_by_error[why];
        if (had) had.count++;
        else
          report.skipped_by_error[why] = {
            count: 1,
            example: text.replace(/\s+/g, ' ').trim().slice(0, 200),
          };
        continue;
      } finally {
        await client.query('ROLLBACK');
      }
      const parse = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : p);
      const tables = [...new Set(seqScans(parse(plan), []))];
      const big = tables.filter((t) => (size.get(t) ?? 0) > minRows);
      for (const t of tables.filter((t) => !big.includes(t)))
        report.small_seq_scans[t] = (report.small_seq_scans[t] ?? 0) + 1;
      const statement = text.replace(/\s+/g, ' ').trim().slice(0, 400);
      if (big.length)
        report.seq_scans.push({
          tables: big.map((t) => ({ table: t, rows: size.get(t) ?? 0 })),
          plan: 'custom',
          statement,
        });
      // The app's statements are named prepared statements (src/db/sql.ts): after five runs
      // PostgreSQL may keep a generic plan, made without the parameters' values, whose row
      // estimates are the table's averages (at scale: a company's rows are the average company's).
      if (values.length === 0) continue;
      let generic: unknown;
      try {
        generic = await genericPlan(client, text, values);
        report.generic_explained++;
      } catch {
        continue;
      }
      const gBig = [...new Set(seqScans(parse(generic), []))].filter((t) => (size.get(t) ?? 0) > minRows);
      if (gBig.length)
        report.seq_scans.push({
          tables: gBig.map((t) => ({ table: t, rows: size.get(t) ?? 0 })),
          plan: 'generic',
          statement,
        });
    }
  } finally {
    await client.end();
  }
  return report;
}
