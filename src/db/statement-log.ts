// Every distinct statement text sent to the database, written to a file when SQL_STATEMENTS_DIR
// names a directory (the suite sets it in CI; nothing is recorded otherwise). The statement
// checker (scripts/check-statements.ts) parses them with PostgreSQL's own parser and checks the
// rules a database distributed by company_id needs (docs/scaling.md, "Statements").
//
// Hooked here, in the db layer, so that Prisma's statements, Kysely's and the hand-written ones
// are all seen: on PostgreSQL every connection of the pool (whoever checks it out), on the
// embedded database the PGlite instance and its transactions.
import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * A setting's quoted value, blanked: the audit actor is set per transaction with
 * `SET LOCAL booking.audit = '<actor>'` (src/db/audit.ts), one distinct text per request
 * otherwise, and a value says nothing about where a statement is routed.
 */
const SET_VALUE = /(\bSET LOCAL [\w.]+ = )\s*E?'(?:[^']|'')*'/g;

/** Set while a test's own setup or inspection runs (asFixture). */
const fixtureWork = new AsyncLocalStorage<true>();

/**
 * Runs `fn` with the statements it sends left out of the record: a test's own setup and
 * inspection (rows written and read through the test's handle, test/helpers/test-app.ts), which
 * no deployment sends. Everything else is recorded, whoever sends it: a statement is left out
 * only when a test asked for it, never by guessing what the product does.
 */
export function asFixture<T>(fn: () => T): T {
  return dir ? fixtureWork.run(true, fn) : fn();
}

/** Notes a statement text (a no-op unless SQL_STATEMENTS_DIR is set). */
export function recordStatement(raw: string | undefined): void {
  if (!dir || raw === undefined || fixtureWork.getStore()) return;
  const text = raw.replace(SET_VALUE, "$1''");
  if (seen.has(text)) return;
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
