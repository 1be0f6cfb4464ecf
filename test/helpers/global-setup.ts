import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, MIGRATIONS_DIR } from '../../src/db/migrations.ts';
import { createPglite, pgliteFactory } from '../../src/db/pglite.ts';

/**
 * On the embedded database, migrating a fresh PGlite takes seconds; every test file instead
 * starts from one migrated data directory dumped here once per run (keyed by the migrations).
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    const file = join(MIGRATIONS_DIR, name, 'migration.sql');
    if (existsSync(file)) hash.update(name).update(readFileSync(file));
  }
  const path = join(tmpdir(), `booking-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const pglite = createPglite('memory://');
    await applyMigrations(pgliteFactory(pglite));
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(`${path}.tmp`, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    const { renameSync } = await import('node:fs');
    renameSync(`${path}.tmp`, path);
  }
  process.env.TEST_PGLITE_TEMPLATE = path;
}
