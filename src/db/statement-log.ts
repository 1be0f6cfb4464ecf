// Every distinct statement text sent to the database, written to a file when SQL_STATEMENTS_DIR
// names a directory (the suite sets it in CI; nothing is recorded otherwise). The statement
// checker (scripts/check-statements.ts) parses them with PostgreSQL's own parser and checks the
// rules a database distributed by company_id needs (docs/scaling.md, "Statements").
//
// Hooked here, in the db layer, so that Prisma's statements, Kysely's and the hand-written ones
// are all seen: on PostgreSQL every connection of the pool (whoever checks it out), on the
// embedded database the PGlite instance and its transactions.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

const dir = process.env.SQL_STATEMENTS_DIR;
/** Texts already written by this process (each is written once). */
const seen = new Set<string>();
let file: string | undefined;

function textOf(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/** Notes a statement text (a no-op unless SQL_STATEMENTS_DIR is set). */
export function recordStatement(text: string | undefined): void {
  if (!dir || text === undefined || seen.has(text)) return;
  seen.add(text);
  if (!file) {
    mkdirSync(dir, { recursive: true });
    // One file per worker process (and thread): appends of one writer never interleave.
    file = join(dir, `statements-${process.pid}-${threadId}.jsonl`);
  }
  appendFileSync(file, `${JSON.stringify(text)}\n`);
}

export const recordingStatements = (): boolean => Boolean(dir);

/** Records what every connection of the pool sends (a connection is patched once, when made). */
export function recordPool(pool: pg.Pool): void {
  if (!dir) return;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      recordStatement(textOf(args[0]));
      return query(...args);
    };
  });
}

/** Records what the embedded database is sent: its queries, scripts and transactions' statements. */
export function recordPglite(db: PGlite): PGlite {
  if (!dir) return db;
  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  const onTx = (tx: Transaction): Transaction => {
    const txQuery = tx.query.bind(tx);
    const txExec = tx.exec.bind(tx);
    tx.query = ((text: string, ...rest: unknown[]) => {
      recordStatement(text);
      return (txQuery as (...a: unknown[]) => unknown)(text, ...rest);
    }) as Transaction['query'];
    tx.exec = ((text: string, ...rest: unknown[]) => {
      recordStatement(text);
      return (txExec as (...a: unknown[]) => unknown)(text, ...rest);
    }) as Transaction['exec'];
    return tx;
  };
  db.query = ((text: string, ...rest: unknown[]) => {
    recordStatement(text);
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  db.exec = ((text: string, ...rest: unknown[]) => {
    recordStatement(text);
    return (exec as (...a: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['exec'];
  db.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => fn(onTx(tx)))) as PGlite['transaction'];
  return db;
}
