/**
 * `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
 * the SQL that brings the committed migrations to schema.prisma. Replays the migrations into an
 * in-memory PGlite, so it needs neither a server nor Prisma's native schema engine.
 * `npm run db:migration -- --check` only reports whether a migration is missing (exit 1 if so).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffMigrationsToSchema, isEmptyMigration, MIGRATIONS_DIR } from '../src/db/migrations.ts';
import { shadowOnlyFactory } from '../src/db/pglite.ts';

const arg = process.argv[2];
if (!arg) {
  console.error('usage: npm run db:migration -- <name> | --check');
  process.exit(2);
}
const sql = await diffMigrationsToSchema(shadowOnlyFactory());
if (isEmptyMigration(sql)) {
  console.log('schema.prisma and the migrations agree; nothing to write.');
  process.exit(0);
}
if (arg === '--check') {
  console.error(`schema.prisma differs from the migrations:\n${sql}`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = join(MIGRATIONS_DIR, `${stamp}_${arg.replace(/[^a-z0-9_]/gi, '_')}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'migration.sql'), sql);
console.log(`wrote ${join(dir, 'migration.sql')}`);
