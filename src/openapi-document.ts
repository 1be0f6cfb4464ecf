import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';

export const OPENAPI_PATH = resolve(import.meta.dirname, '../openapi/openapi.json');

/**
 * The document exactly as the server builds it, as stable JSON text. Routes touch the database
 * only when answering, so none is opened here.
 */
export async function renderOpenapi(): Promise<string> {
  const db: Database = {
    prisma: {} as Database['prisma'],
    sql: {} as Database['sql'],
    kind: 'pglite',
    ping: async () => {},
    listen: async () => async () => {},
    watch: async () => ({ stop: async () => {}, sync: async () => false }),
    close: async () => {},
  };
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, logger: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}
