// On PostgreSQL a server migrates in a worker thread (db/migrations.ts, applyMigrationsInWorker),
// so the schema engine's memory leaves with the thread. Checked here: a fresh schema named in the
// URL gets every committed migration, in that schema and nowhere else, and a second open finds
// nothing pending.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { loadMigrations } from '../../src/db/migrations.ts';

const url = process.env.DATABASE_URL;
const schema = `mw_${randomBytes(5).toString('hex')}`;

async function admin<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  if (url) await admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

describe.skipIf(!url)('migrating on PostgreSQL', () => {
  it('applies every migration to the schema of the URL, in a worker', async () => {
    const committed = loadMigrations().migrationDirectories.map((d) => d.path);
    const schemaUrl = `${url}${url?.includes('?') ? '&' : '?'}schema=${schema}`;
    const db = await openDatabase({ url: schemaUrl, dataDir: '' });
    await db.close();
    const history = await admin<{ migration_name: string }>(
      `SELECT migration_name FROM "${schema}"._prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1`,
    );
    expect(history.map((r) => r.migration_name)).toEqual(committed);
    // The tables are in that schema (events stands for all of them).
    const [{ n }] = await admin<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'events' AND schemaname = $1`,
      [schema],
    );
    expect(n).toBe(1);
    // A second open finds nothing pending and changes nothing.
    const again = await openDatabase({ url: schemaUrl, dataDir: '' });
    await again.close();
    const after = await admin<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"._prisma_migrations`);
    expect(after[0].n).toBe(committed.length);
  });
});
