import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { AuditedPool, auditPglite } from './audit.ts';
import { applyMigrations, applyMigrationsInWorker, loadMigrations } from './migrations.ts';
import { pgliteSql, poolSql, type Sql } from './sql.ts';
import { recordPglite, recordPool } from './statement-log.ts';

export type { PrismaClient };

/**
 * The generated client's class, loaded with the first Prisma Client built: the generated code
 * (0.8 MB, its data model parsed at load) costs about 8 MB resident that a server which never
 * builds a client does not pay. Synchronous (`require` of an ES module, Node 22.12+), because
 * the client is built on a property read (lazyPrisma).
 */
function prismaClientClass(): typeof PrismaClient {
  const generated = createRequire(import.meta.url)('../generated/prisma/client.ts') as {
    PrismaClient: typeof PrismaClient;
  };
  return generated.PrismaClient;
}

export interface Database {
  prisma: PrismaClient;
  /** Plain SQL on the same database and connections (the hot paths; see sql.ts). */
  sql: Sql;
  kind: 'postgres' | 'pglite';
  /** The embedded database itself (the job queue runs its SQL through it). */
  pglite?: PGlite;
  /** PostgreSQL: the connection string and schema (the job queue opens its own pool). */
  url?: string;
  schema?: string;
  /** Throws when the database does not answer (readiness probe). */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (PostgreSQL: a connection of its own, reconnected when lost; PGlite: its
   * own listener). `onNotify(payload)` per notification, `onNotify(null)` after each (re)connect,
   * when notifications may have been missed. Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  /**
   * listen, plus `sync()`: resolves true once every notification committed before the call has
   * been handed to `onNotify` (PostgreSQL: one round trip on the listening connection, whose
   * answer the server sends after the notifications pending for it; PGlite: its notifications
   * are handed over before the committing statement answers), false while not listening (lost,
   * reconnecting): the caller must not rely on having heard everything then.
   */
  watch(channel: string, onNotify: (payload: string | null) => void): Promise<Watch>;
  close(): Promise<void>;
}

export interface Watch {
  stop(): Promise<void>;
  sync(): Promise<boolean>;
}

export interface DatabaseOptions {
  /** postgresql://… for a server; empty for the embedded database. */
  url: string;
  /** Where the embedded database keeps its files; `memory://` keeps it in memory. */
  dataDir: string;
  poolSize?: number;
  /** A PostgreSQL schema other than public (the test suite gives each test file its own). */
  schema?: string;
  /** Apply pending migrations before answering (the server always does). */
  migrate?: boolean;
  /** Embedded only: start from this dump of a data directory (tests start from a migrated one). */
  loadDataDir?: Blob;
}

export class DatabaseInUseError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same directory would
 * corrupt it. A lock file names the holder; a stale one (dead process) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'pglite.lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder && holder !== process.pid && processAlive(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by process ${holder} (the server?). Stop it first, or run against PostgreSQL with DATABASE_URL.`,
      );
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

export function postgresFactory(options: Pick<DatabaseOptions, 'url' | 'schema' | 'poolSize'>): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  pool: pg.Pool;
  connectionString: string;
  /** The schema the server's tables live in (public unless the URL or the options name one). */
  schema: string;
} {
  const url = new URL(options.url);
  // Prisma's own convention: `?schema=name` in the URL selects a schema other than public.
  const schema = options.schema ?? url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  if (schema) {
    // Unqualified names (migrations, raw SQL) land in the schema; extensions stay in public.
    url.searchParams.set('options', `-c search_path=${schema},public`);
  }
  // One pool for Prisma and for plain SQL: DATABASE_POOL_SIZE is the whole connection budget.
  // connectionTimeoutMillis: a database that does not answer (a dropped network, a host that is
  // gone) fails a request in seconds (503, see db/faults.ts) instead of holding it forever; it
  // bounds the wait for a free pooled connection too (10 s: under heavy load 5 s was reached).
  // AuditedPool: transactions opened in a request carry its actor for the audit trigger (audit.ts).
  const pool = new AuditedPool({
    connectionString: url.toString(),
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
    // A query is sent without waiting for the answer to the one before (each with its own Sync):
    // a transaction's BEGIN goes out with its first statement, its last writes with its COMMIT
    // (sql.ts poolSql). Callers still await each query; Prisma's adapter does.
    pipeline: true,
  });
  // An idle pooled connection that the server closes (a restart) emits 'error' on the pool; with
  // no listener that would end the process. The pool has dropped it already and connects anew on
  // the next request, so there is nothing else to do.
  pool.on('error', () => {});
  recordPool(pool);
  const factory = new PrismaPg(
    pool,
    schema ? { schema } : undefined,
  ) as unknown as SqlMigrationAwareDriverAdapterFactory;
  return { factory, pool, connectionString: url.toString(), schema: schema ?? 'public' };
}

/** LISTEN on a connection of its own, reconnecting (after a second) whenever it is lost. */
async function pgListen(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<Watch> {
  let stopped = false;
  let client: pg.Client | undefined;
  /** The connection currently listening (none while lost or reconnecting). */
  let live: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    let lost = false;
    let listening = false;
    // Only a connection that was listening schedules the reconnect here; a failed attempt is
    // retried by `reconnect`'s catch. (Both did: each failed attempt during an outage doubled
    // the retry loops, and when the database came back they opened hundreds of connections.)
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (live === c) live = undefined;
      c.end().catch(() => {});
      if (listening && !stopped) retry = setTimeout(reconnect, 1000);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      lost = true;
      c.end().catch(() => {});
      throw err;
    }
    listening = true;
    client = c;
    live = c;
    onNotify(null);
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
  };
  await connect();
  return {
    stop: async () => {
      stopped = true;
      live = undefined;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
    // The server sends a listening session's pending notifications before it answers a query
    // (and pg hands them to 'notification' in the order they arrive), so once this answers,
    // everything committed before it was sent has been heard.
    sync: async () => {
      const c = live;
      if (!c) return false;
      try {
        await c.query('SELECT 1');
        return live === c;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Whether a committed migration is not applied yet, read from `_prisma_migrations` with plain SQL:
 * the schema engine (a 5 MB WASM module) and Prisma Client's query compiler are loaded only when
 * there is something to migrate. The test is the one the engine's deploy makes: a migration
 * counts as applied when a row of its name finished and was not rolled back. A failed one (no
 * finished_at) counts as pending, so the engine runs and refuses it (P3009) as before; an applied
 * migration edited since (its checksum differs) is not applied again by the engine either, so it
 * does not count as pending.
 */
async function pendingMigrations(sql: Sql, schema?: string): Promise<boolean> {
  let applied: Set<string>;
  // Qualified by the server's schema: unqualified, a schema not made yet would be looked up
  // through the search path, and another deployment's history in public would pass for this one.
  const table = schema ? `"${schema.replaceAll('"', '""')}"._prisma_migrations` : '_prisma_migrations';
  try {
    const rows = await sql.query<{ migration_name: string }>(
      `SELECT migration_name FROM ${table} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    applied = new Set(rows.map((r) => r.migration_name));
  } catch {
    applied = new Set(); // no migrations table yet: a new database
  }
  return loadMigrations().migrationDirectories.some((d) => !applied.has(d.path));
}

/**
 * Prisma Client, made on first use. Constructing it costs about 30 MB and 0.1 s, and its first
 * statement loads the WASM query compiler (about 35 MB more); the request paths run on Kysely and
 * plain SQL (docs/data-access.md, "Data access"), so a server that is only asked those never pays for it. The
 * services hold this stand-in from the start; any property read on it makes the real client.
 */
export function lazyPrisma(make: () => PrismaClient): {
  client: PrismaClient;
  made(): PrismaClient | undefined;
} {
  let real: PrismaClient | undefined;
  const bound = new Map<PropertyKey, unknown>();
  const client = new Proxy({} as PrismaClient, {
    get(_target, prop) {
      real ??= make();
      const value = Reflect.get(real, prop, real);
      if (typeof value !== 'function') return value;
      // Methods run on the real client (its internals are not reachable through the proxy).
      let fn = bound.get(prop);
      if (!fn) {
        fn = value.bind(real);
        bound.set(prop, fn);
      }
      return fn;
    },
    has(_target, prop) {
      real ??= make();
      return Reflect.has(real, prop);
    },
  });
  return { client, made: () => real };
}

/** Our own lock around migrating; the schema engine's lock gives up after 10 s. */
const MIGRATION_LOCK_KEY = 4_120_261_121;

/**
 * Runs the schema engine only when a committed migration is not applied yet: it costs seconds,
 * which every start would otherwise pay. On PostgreSQL, instances starting together queue on an
 * advisory lock of ours (no time limit) before the engine takes its own, which fails after 10 s
 * of waiting; the second in line then finds nothing pending.
 */
async function migrateIfBehind(
  sql: Sql,
  migrate: () => Promise<unknown>,
  postgres?: { lockUrl: string; schema: string },
) {
  if (!(await pendingMigrations(sql, postgres?.schema))) return;
  if (!postgres) {
    await migrate();
    return;
  }
  const lock = new pg.Client({ connectionString: postgres.lockUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (await pendingMigrations(sql, postgres.schema)) await migrate();
  } finally {
    await lock.end(); // ends the session, which releases the lock
  }
}

/** listen/watch on the embedded database (one session: nothing to reconnect). */
async function pgliteWatch(
  pglite: PGlite,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<Watch> {
  let listening = true;
  const unlisten = await pglite.listen(channel, (payload) => onNotify(payload));
  onNotify(null);
  return {
    stop: async () => {
      listening = false;
      if (!pglite.closed) await unlisten();
    },
    // One session: its notifications are handed over (queued microtasks) while the
    // committing statement's answer is read, before that statement's promise settles.
    sync: async () => listening && !pglite.closed,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { factory, pool, connectionString, schema } = postgresFactory(options);
    const prisma = lazyPrisma(() => new (prismaClientClass())({ adapter: factory }));
    const sql = poolSql(pool);
    if (options.migrate !== false) {
      // The pool's own connection string (Prisma's `schema` parameter turned into a search
      // path): an advisory lock is the database's, whatever the session's search path.
      await migrateIfBehind(sql, () => applyMigrationsInWorker(options), {
        lockUrl: connectionString,
        schema,
      });
    }
    return {
      prisma: prisma.client,
      sql,
      kind: 'postgres',
      url: options.url,
      schema: options.schema,
      ping: async () => {
        await pool.query('SELECT 1');
      },
      listen: async (channel, onNotify) => (await pgListen(connectionString, channel, onNotify)).stop,
      watch: (channel, onNotify) => pgListen(connectionString, channel, onNotify),
      close: async () => {
        await prisma.made()?.$disconnect();
        await pool.end();
      },
    };
  }
  const unlock = options.dataDir.startsWith('memory://') ? () => {} : lockDataDir(options.dataDir);
  // Loaded only here: a server on PostgreSQL never loads the embedded database (pglite.ts).
  const { createPglite, pgliteFactory } = await import('./pglite.ts');
  const pglite = auditPglite(recordPglite(createPglite(options.dataDir, options.loadDataDir)));
  await pglite.waitReady;
  const factory = pgliteFactory(pglite);
  const prisma = lazyPrisma(() => new (prismaClientClass())({ adapter: factory as any }));
  const sql = pgliteSql(pglite);
  if (options.migrate !== false) await migrateIfBehind(sql, () => applyMigrations(factory));
  return {
    prisma: prisma.client,
    sql,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('SELECT 1');
    },
    listen: async (channel, onNotify) => (await pgliteWatch(pglite, channel, onNotify)).stop,
    watch: (channel, onNotify) => pgliteWatch(pglite, channel, onNotify),
    close: async () => {
      await prisma.made()?.$disconnect();
      await pglite.close();
      unlock();
    },
  };
}
