import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import supertest from 'supertest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { distribute } from '../../src/db/distribute.ts';
import { loadMigrations } from '../../src/db/migrations.ts';
import { fixtureHandles } from './fixture-handles.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The test's handle: its setup and inspection, left out of the statement record. */
  db: Database;
  /** The app's own handles, for product code a test builds itself (recorded like requests). */
  appDb: Database;
  http: ReturnType<typeof supertest>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database and an app over it. With DATABASE_URL set, a schema of its own on
 * that PostgreSQL (dropped afterwards); without, an in-memory PGlite. The same suite runs on both.
 */
export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = process.env.TEST_PGLITE_TEMPLATE;
    const db = template
      ? await openDatabase({
          url: '',
          dataDir: 'memory://',
          migrate: false,
          loadDataDir: new Blob([readFileSync(template)]),
        })
      : await openDatabase({ url: '', dataDir: 'memory://' });
    return { db, drop: async () => {} };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  // The migration SQL is run directly: Prisma's migrate takes one advisory lock per database,
  // which would serialise every test file. The engine's own path is covered by the CLI test.
  await admin.query(`SET search_path TO "${schema}", public`);
  // On a Citus coordinator (a cluster built by hand, docs/scaling.md) the schema is distributed as
  // `npm run db:distribute` distributes a database, so the suite's files run on the cluster. Its
  // DDL is serialised across the files (two distributions at once deadlock on Citus's metadata).
  const citus = (await admin.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'")).rows.length > 0;
  if (citus) await admin.query('SELECT pg_advisory_lock(35035035)');
  for (const dir of loadMigrations().migrationDirectories) {
    const file = dir.migrationFile.content;
    if (file.tag === 'ok') await admin.query(file.value);
  }
  if (citus) {
    await admin.query('SET citus.shard_count = 4'); // fewer shards: each file's schema is distributed
    const session = {
      query: async <T>(text: string, params?: readonly unknown[]) =>
        (await admin.query(text, params ? [...params] : undefined)).rows as T[],
    };
    await distribute(session, () => {});
    await admin.query('SELECT pg_advisory_unlock(35035035)');
  }
  await admin.end();
  const db = await openDatabase({ url, dataDir: '', schema, poolSize: 20, migrate: false });
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      if (citus) await client.query('SELECT pg_advisory_lock(35035035)'); // released as the session ends
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  // Load shedding off unless a test turns it on: a busy CI machine (or PGlite's work on the event
  // loop) must not refuse the requests of tests about something else. No limit on connections
  // per client address either: every test client is 127.0.0.1, and some open hundreds at once.
  const config = loadConfig({
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    OVERLOAD_MAX_IN_FLIGHT: '0',
    MAX_CONNECTIONS_PER_CLIENT: '0',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_HEAP_MB: '0',
    ...env,
  });
  const app = await buildApp({ config, db, logger: false });
  const undocumented = checkErrorCodes(app);
  await app.ready();
  return {
    app,
    db: fixtureHandles(db),
    appDb: db,
    http: supertest(app.server),
    close: async () => {
      await app.close(); // closes the database too
      await drop();
      if (undocumented.size > 0) {
        throw new Error(
          `error codes the OpenAPI document does not list for their operation (src/http/error-codes.ts): ${[...undocumented].join('; ')}`,
        );
      }
    },
  };
}

/**
 * Every error an operation answers in any test must be listed in its document (each error
 * answer narrows `code` to an enum): what a generated client is told it can meet. Collected
 * here, reported when the test app closes (a test file whose app answered one fails).
 */
function checkErrorCodes(app: FastifyInstance): Set<string> {
  const found = new Set<string>();
  let documented: Map<string, Set<string>> | undefined;
  const listed = () => {
    if (documented) return documented;
    documented = new Map();
    const doc = app.swagger() as unknown as Record<string, any>;
    for (const item of Object.values<Record<string, any>>(doc.paths)) {
      for (const op of Object.values<Record<string, any>>(item)) {
        for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
          const schema = response?.content?.['application/json']?.schema;
          const codes: string[] = schema?.allOf?.[1]?.properties?.code?.enum ?? [];
          documented.set(`${op.operationId} ${status}`, new Set(codes));
        }
      }
    }
    return documented;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (status < 400 || status >= 500 || !operationId || typeof payload !== 'string') return payload;
    let code: unknown;
    try {
      code = JSON.parse(payload).code;
    } catch {
      return payload;
    }
    if (!listed().get(`${operationId} ${status}`)?.has(String(code)))
      found.add(`${operationId} ${status} ${code}`);
    return payload;
  });
  return found;
}
