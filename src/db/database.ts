import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { applyMigrations, loadMigrations } from './migrations.ts';
import { pgliteSql, poolSql, type Sql } from './sql.ts';

export type { PrismaClient };

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
  close(): Promise<void>;
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

// The contrib extensions the migrations create; PGlite must be told to load them up front.
const PGLITE_EXTENSIONS = { btree_gist, cube, earthdistance, pg_trgm, unaccent };

export function createPglite(dataDir: string, loadDataDir?: Blob): PGlite {
  if (dataDir.startsWith('memory://'))
    return new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
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

/**
 * The PGlite adapter factory, with a shadow database (used to replay migrations when diffing)
 * that loads the same extensions; the adapter's own shadow PGlite loads none.
 */
export function pgliteFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pglite) as unknown as SqlMigrationAwareDriverAdapterFactory;
  factory.connectToShadowDb = () =>
    (
      new PrismaPGlite(createPglite('memory://')) as unknown as SqlMigrationAwareDriverAdapterFactory
    ).connect();
  return factory;
}

/** Only a shadow database, made on demand: enough to diff the migrations against the schema. */
export function shadowOnlyFactory(): SqlMigrationAwareDriverAdapterFactory {
  const make = () =>
    (
      new PrismaPGlite(createPglite('memory://')) as unknown as SqlMigrationAwareDriverAdapterFactory
    ).connect();
  return {
    provider: 'postgres',
    adapterName: 'pglite-shadow',
    connect: make,
    connectToShadowDb: make,
  } as any;
}

function postgresFactory(options: DatabaseOptions): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  pool: pg.Pool;
  connectionString: string;
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
  const pool = new pg.Pool({ connectionString: url.toString(), max: options.poolSize ?? 10 });
  const factory = new PrismaPg(
    pool,
    schema ? { schema } : undefined,
  ) as unknown as SqlMigrationAwareDriverAdapterFactory;
  return { factory, pool, connectionString: url.toString() };
}

/** LISTEN on a connection of its own, reconnecting (after a second) whenever it is lost. */
async function pgListen(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, 1000);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = c;
    onNotify(null);
  };
  const reconnect = () => {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, 1000);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function pendingMigrations(prisma: PrismaClient): Promise<boolean> {
  let applied: Set<string>;
  try {
    const rows = await prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    applied = new Set(rows.map((r) => r.migration_name));
  } catch {
    applied = new Set(); // no migrations table yet: a new database
  }
  return loadMigrations().migrationDirectories.some((d) => !applied.has(d.path));
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
  prisma: PrismaClient,
  factory: SqlMigrationAwareDriverAdapterFactory,
  lockUrl?: string,
) {
  if (!(await pendingMigrations(prisma))) return;
  if (!lockUrl) {
    await applyMigrations(factory);
    return;
  }
  const lock = new pg.Client({ connectionString: lockUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (await pendingMigrations(prisma)) await applyMigrations(factory);
  } finally {
    await lock.end(); // ends the session, which releases the lock
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { factory, pool, connectionString } = postgresFactory(options);
    const prisma = new PrismaClient({ adapter: factory });
    if (options.migrate !== false) {
      const lockUrl = new URL(options.url);
      lockUrl.searchParams.delete('schema'); // Prisma's parameter, unknown to PostgreSQL
      await migrateIfBehind(prisma, factory, lockUrl.toString());
    }
    return {
      prisma,
      sql: poolSql(pool),
      kind: 'postgres',
      url: options.url,
      schema: options.schema,
      ping: async () => {
        await prisma.$queryRaw`SELECT 1`;
      },
      listen: (channel, onNotify) => pgListen(connectionString, channel, onNotify),
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const unlock = options.dataDir.startsWith('memory://') ? () => {} : lockDataDir(options.dataDir);
  const pglite = createPglite(options.dataDir, options.loadDataDir);
  await pglite.waitReady;
  const factory = pgliteFactory(pglite);
  const prisma = new PrismaClient({ adapter: factory as any });
  if (options.migrate !== false) await migrateIfBehind(prisma, factory);
  return {
    prisma,
    sql: pgliteSql(pglite),
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('SELECT 1');
    },
    listen: async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, (payload) => onNotify(payload));
      onNotify(null);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      unlock();
    },
  };
}
