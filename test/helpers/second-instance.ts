// A second API instance over a test app's PostgreSQL schema: its own app and pool, as another
// server process would have (the two-instance tests of the cached reads and time slots).
import supertest from 'supertest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { TestApp } from './test-app.ts';

export interface Instance {
  http: ReturnType<typeof supertest>;
  close: () => Promise<void>;
}

export async function secondInstance(a: TestApp): Promise<Instance> {
  const [{ schema }] = await a.db.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
  const db = await openDatabase({ url: process.env.DATABASE_URL!, dataDir: '', schema, migrate: false });
  const config = loadConfig({
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    OVERLOAD_MAX_IN_FLIGHT: '0',
    MAX_CONNECTIONS_PER_CLIENT: '0',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return { http: supertest(app.server), close: () => app.close() };
}
