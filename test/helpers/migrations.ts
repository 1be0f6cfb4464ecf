// The committed migrations around one of them, read as the server reads them (loadMigrations),
// for tests that run a migration on a database holding rows made by the migrations before it.
import type { PGlite } from '@electric-sql/pglite';
import { loadMigrations } from '../../src/db/migrations.ts';

export interface MigrationUnderTest {
  /** The SQL of the migration named `name`. */
  sql: string;
  /** Runs every migration before it, in order, on `db`. */
  applyBefore(db: PGlite): Promise<void>;
}

/** The migration whose directory ends in `_<name>`; throws when there is none. */
export function migrationNamed(name: string): MigrationUnderTest {
  const all = loadMigrations().migrationDirectories.map((d) => ({
    path: d.path,
    sql: d.migrationFile.content.tag === 'ok' ? d.migrationFile.content.value : '',
  }));
  const index = all.findIndex((d) => d.path.endsWith(`_${name}`));
  if (index < 1) throw new Error(`no migration named ${name} after the first`);
  return {
    sql: all[index].sql,
    async applyBefore(db) {
      for (const m of all.slice(0, index)) await db.exec(m.sql);
    },
  };
}
