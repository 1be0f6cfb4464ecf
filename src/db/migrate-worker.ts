// Runs the pending migrations on PostgreSQL and ends (migrations.ts, applyMigrationsInWorker):
// the schema engine's memory leaves with this thread. An error ends the thread with it, and the
// parent's promise rejects with the engine's own message.
import { parentPort, workerData } from 'node:worker_threads';
import { postgresFactory } from './database.ts';
import { applyMigrations } from './migrations.ts';

const { url, schema } = workerData as { url: string; schema?: string };
const { factory, pool } = postgresFactory({ url, schema, poolSize: 2 });
try {
  parentPort?.postMessage(await applyMigrations(factory));
} finally {
  await pool.end();
}
