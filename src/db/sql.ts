// Plain SQL beside Prisma, for the hot paths (time slots, the booking transaction).
//
// Prisma 7's query interpreter costs about 0.4 ms of CPU for even a raw query, against about
// 0.07 ms for the same statement through `pg` (measured; see README, Benchmarks). The paths that
// serve every customer's availability check and booking therefore talk to the same database
// through this small interface: one pool on PostgreSQL (shared with Prisma, so the connection
// budget is one number), the same PGlite instance when embedded (its own mutex serialises our
// statements with Prisma's transactions). Statements give their parameters explicit casts
// ($1::timestamptz, $2::text[], $3::jsonb) so that every driver sends them the same way.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

/** Something that runs one statement: a pool, a transaction, or a Prisma transaction. */
export interface SqlTx {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * A write whose answer nobody reads, sent with the COMMIT where the driver can (PostgreSQL: one
   * write and one round trip for both, see poolSql); where it cannot, run now. Its failure fails
   * the transaction. Absent where a caller's SqlTx is not a transaction of ours: callers use
   * writeAtCommit, which runs the statement now there.
   */
  atCommit?(text: string, params?: readonly unknown[]): void;
}

/**
 * Writes `text` in `tx` with its COMMIT where `tx` can queue it (`atCommit`), else now: the one
 * way to send a write whose answer nobody reads.
 */
export async function writeAtCommit(tx: SqlTx, text: string, params: readonly unknown[] = []): Promise<void> {
  if (tx.atCommit) tx.atCommit(text, params);
  else await tx.query(text, params);
}

export interface Sql extends SqlTx {
  /** Runs `fn` in one transaction (READ COMMITTED): committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
}

/**
 * The SQLSTATE of a database error (e.g. 23P01 exclusion violation, 40P01 deadlock), from `pg`,
 * PGlite, or Prisma's driver-adapter wrapping of either; undefined for anything else.
 */
export function sqlState(err: unknown): string | undefined {
  const e = err as {
    code?: unknown;
    severity?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: string } } };
  };
  const wrapped = e?.meta?.driverAdapterError?.cause?.originalCode;
  if (typeof wrapped === 'string') return wrapped;
  // A server error as pg and PGlite raise them (with a severity; `code` alone may be EPIPE & co).
  return typeof e?.code === 'string' && e.severity !== undefined && /^[0-9A-Z]{5}$/.test(e.code)
    ? e.code
    : undefined;
}

/** How many distinct statements each connection keeps prepared (the hot paths use a handful). */
const PREPARED_LIMIT = 200;

/**
 * Marks a statement to be planned on every call with its values (`PLAN_PER_CALL` at its end).
 * A named statement may be given a generic plan after five calls, made without the values: for
 * `company_id = $1` PostgreSQL then plans for the average company's rows, which is wrong where
 * companies differ a hundredfold in size (bench/README.md, "A hundredfold data").
 *
 * The rule: a statement gets the mark when it reads a page or an aggregate out of ONE company's
 * customers (a table that grows with the company, read whole for a search or a sort by last
 * visit), is an HQ read (a few calls a minute per user, where planning's 1-3 ms is small), and a
 * plan with a large company's values was MEASURED better than the generic one. Marked: the HQ
 * customer list, every sort and search (customer-store.ts listCustomers; at a hundredfold data,
 * 10,000 customers: a search 0.6 against 22 ms, by last visit 16-21 against 38 ms) and its
 * cursor by last visit (customerCursor, the same aggregate, not measured apart);
 * test/db/plan-per-call.test.ts holds them to it. NOT marked:
 * - the HQ events list (event-store.ts listEvents): planned with a busy company's values it
 *   walked the global index on starts_at (180-345 ms a page, against 1.1-1.9 ms generic); that
 *   index is gone (migration drop_global_events_starts_at), the list stays named, and the test
 *   holds it so;
 * - the hot marketplace and booking paths (time slots, a booking's transaction, one row by id
 *   or key): they read a bounded number of rows by an index whatever the company's size, so the
 *   generic plan is as good and planning on every call only costs (every statement planned per
 *   call, the README's third run at a hundredfold: cold time slots at 0.53 and booking posts at
 *   0.71 of their demo-size ratio).
 * A statement is marked on a measurement of both plans on a large company, not by its shape.
 */
export const PLAN_PER_CALL = '/* plan per call */';

/**
 * Statements run as named prepared statements: PostgreSQL parses and plans each text once per
 * connection instead of on every call (planning cost more than running the time-slot stamp).
 * Texts beyond the first PREPARED_LIMIT, and those marked PLAN_PER_CALL, run unnamed.
 */
function statementNamer() {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    if (text.endsWith(PLAN_PER_CALL)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_LIMIT) {
      name = `booking_api_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}

/** A unique constraint refused the row: SQLSTATE 23505, or Prisma's P2002 for the same. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return (
    e?.code === 'P2002' ||
    sqlState(err) === '23505' ||
    e?.meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation'
  );
}

/** The socket under a pooled client, to cork: several messages then go out in one write. */
function socketOf(client: pg.PoolClient): { cork(): void; uncork(): void } | undefined {
  return (client as unknown as { connection?: { stream?: { cork(): void; uncork(): void } } }).connection
    ?.stream;
}

/**
 * Sends what `send` queues on `client` in one write (pg writes each message as it is queued;
 * corked, the socket sends them together when uncorked).
 */
function together<R>(client: pg.PoolClient, send: () => R): R {
  const socket = socketOf(client);
  socket?.cork();
  try {
    return send();
  } finally {
    socket?.uncork();
  }
}

/**
 * Plain SQL on the pool. A transaction costs two round trips of its own fewer than BEGIN, its
 * statements and COMMIT one at a time: its BEGIN goes out with its first statement, and the
 * statements queued with `atCommit` with its COMMIT, each pair in one write. The pool's connections
 * are in pg's pipeline mode (database.ts), which sends a query without waiting for the answer to
 * the one before; each still has its own Sync, so a failed statement aborts the transaction and
 * the COMMIT behind it then answers ROLLBACK (checked below), never commits part of it. Each
 * write to the database's socket cost the API about 0.3 ms of CPU in a profile of bookings
 * (`writev`, the kernel's loopback delivery included; bench/README.md).
 */
export function poolSql(pool: pg.Pool): Sql {
  const nameOf = statementNamer();
  const run = async <T>(on: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[]) =>
    (await on.query({ name: nameOf(text), text, values: params as unknown[] })).rows as T[];
  return {
    query: <T>(text: string, params: readonly unknown[] = []) => run<T>(pool, text, params),
    async transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: unknown;
      // A checked-out client has no listener of the pool's: a connection cut between two
      // statements (a database restart) would emit an unhandled 'error' and end the process.
      // The next statement fails anyway; remember the error so the client is dropped, not reused.
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      let begun: Promise<unknown> | undefined;
      const begin = () => {
        begun ??= client.query('BEGIN');
        return begun;
      };
      const queued: { text: string; params: readonly unknown[] }[] = [];
      try {
        const result = await fn({
          async query<R>(text: string, params: readonly unknown[] = []) {
            if (begun) return run<R>(client, text, params);
            const [, rows] = await Promise.all(
              together(client, () => [begin(), run<R>(client, text, params)] as const),
            );
            return rows;
          },
          atCommit(text: string, params: readonly unknown[] = []) {
            queued.push({ text, params });
          },
        });
        const sent = together(client, () => ({
          begun: begin(),
          queued: queued.map((q) => run(client, q.text, q.params)),
          commit: client.query('COMMIT'),
        }));
        // Every answer is awaited (none left rejected unheard); the first failure is the error.
        const settled = await Promise.allSettled([sent.begun, ...sent.queued, sent.commit]);
        const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
        if (failed) throw failed.reason;
        const commit = await sent.commit;
        // A COMMIT of a transaction that failed is answered ROLLBACK, without an error.
        if (commit.command !== 'COMMIT')
          throw new Error(`the transaction ended in ${commit.command}, not COMMIT`);
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          broken = rollbackError; // the connection is unusable: drop it from the pool
        }
        throw err;
      } finally {
        client.removeListener('error', onError);
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
  };
}

export function pgliteSql(db: PGlite): Sql {
  const on = (q: PGlite | Transaction): SqlTx => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await q.query<T>(text, params as unknown[])).rows;
    },
  });
  return {
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
  };
}

/** A Prisma client or interactive transaction seen as an SqlTx (code shared with Prisma-based callers). */
export function prismaTxSql(tx: Pick<Prisma.TransactionClient, '$queryRawUnsafe'>): SqlTx {
  return {
    query: <T>(text: string, params: readonly unknown[] = []) =>
      tx.$queryRawUnsafe<T[]>(text, ...(params as unknown[])),
  };
}

/**
 * A Prisma client seen as an Sql, transactions included (its interactive transactions): for code
 * that holds only the client (the operator's command line, the demo's loading) and calls a
 * service written on Sql.
 */
export function prismaSql(prisma: PrismaClient): Sql {
  return {
    ...prismaTxSql(prisma),
    transaction: (fn) => prisma.$transaction((tx) => fn(prismaTxSql(tx))),
  };
}
