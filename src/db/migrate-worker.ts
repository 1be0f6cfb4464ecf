// Runs the pending migrations on PostgreSQL (migrations.ts, applyMigrationsInWorker), then posts
// their names: the parent ends this thread, and the schema engine's memory with it. An error
// ends the thread with it, and the parent's promise rejects with the engine's own message.
import { parentPort, workerData } from 'node:worker_threads';
import { postgresFactory } from './database.ts';
import { applyMigrations } from './migrations.ts';

const { url, schema } = workerData as { url: string; schema?: string };
const { factory, pool } = postgresFactory({ url, schema, poolSize: 2 });
let applied: string[];
try {
  applied = await applyMigrations(factory);
} finally {
  await pool.end();
}
parentPort?.postMessage(applied);
