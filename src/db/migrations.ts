import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../prisma/migrations');
export const SCHEMA_PATH = resolve(import.meta.dirname, '../../prisma/schema.prisma');
const NO_FILTER = { externalTables: [], externalEnums: [] };

/** The schema engine's glue, loaded only when a migration runs (a start with none pending never does). */
async function openEngine(factory: SqlMigrationAwareDriverAdapterFactory) {
  const { openSchemaEngine } = await import('./schema-engine.ts');
  return openSchemaEngine(factory);
}

/** The committed migrations, read the way `prisma migrate deploy` reads them. */
export function loadMigrations(dir = MIGRATIONS_DIR): MigrationList {
  const lockPath = join(dir, 'migration_lock.toml');
  const directories = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: directories.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: readFileSync(join(dir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/** Applies pending migrations (like `prisma migrate deploy`) and records them in _prisma_migrations. */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await openEngine(factory);
  try {
    const result = await engine.applyMigrations({ migrationsList: loadMigrations(), filters: NO_FILTER });
    return result.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * The SQL that would bring a database built from the committed migrations to schema.prisma.
 * The migrations are replayed into the factory's shadow database (an in-memory PGlite), so this
 * needs no running server. An up-to-date history answers the engine's "empty migration" comment.
 */
export async function diffMigrationsToSchema(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schemaPath = SCHEMA_PATH,
): Promise<string> {
  const engine = await openEngine(factory);
  try {
    const result = await engine.diff({
      from: { tag: 'migrations', ...loadMigrations() },
      to: {
        tag: 'schemaDatamodel',
        files: [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }],
      },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return result.stdout ?? '';
  } finally {
    engine.free();
  }
}

export function isEmptyMigration(sql: string): boolean {
  return sql.trim() === '' || sql.trim() === '-- This is an empty migration.';
}

/**
 * applyMigrations on PostgreSQL, in a worker thread that ends when it is done. The schema engine
 * is a 5 MB WASM module whose memory, once grown by a migration run, a process keeps for its
 * life: a server that migrated at its start idled about 25 MB higher than the same server started
 * again (docs/developing.md, "Start-up and memory"). A worker's heap and WASM memory go back to the system
 * when it exits. (The embedded database is one in-process session, so it migrates in place.)
 */
export async function applyMigrationsInWorker(options: { url: string; schema?: string }): Promise<string[]> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(new URL('./migrate-worker.ts', import.meta.url), {
    workerData: { url: options.url, schema: options.schema },
  });
  return new Promise((resolvePromise, reject) => {
    let applied: string[] | undefined;
    worker.once('message', (names: string[]) => {
      applied = names;
      resolvePromise(names);
      // Ended from here: left to end by itself, the thread lived on about 10 s after its work
      // was done (something the schema engine leaves pending), and the start waited for it.
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!applied) reject(new Error(`the migration worker exited with code ${code} before it finished`));
    });
  });
}
