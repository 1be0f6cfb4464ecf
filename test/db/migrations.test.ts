import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffMigrationsToSchema, isEmptyMigration } from '../../src/db/migrations.ts';
import { shadowOnlyFactory } from '../../src/db/pglite.ts';

describe('prisma/migrations', () => {
  it('agree with prisma/schema.prisma (else: npm run db:migration -- <name>)', async () => {
    const sql = await diffMigrationsToSchema(shadowOnlyFactory());
    expect(isEmptyMigration(sql), `missing migration:\n${sql}`).toBe(true);
  });
});

// The schema engine that applies migrations at start on PostgreSQL splits a migration into
// statements at every semicolon, whatever surrounds it: one inside a comment or a dollar-quoted
// function body cuts a statement in two ("syntax error at or near ..."), and only the spawned
// servers, which migrate through that engine, would find out. Function bodies are written as
// escape strings with \073 instead (see the customers migration).
describe('migration SQL the schema engine can split', () => {
  const dir = join(import.meta.dirname, '../../prisma/migrations');
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(dir, d.name, 'migration.sql'));

  it('has no semicolon in a comment', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(dir.length + 1)}:${i + 1}` }))
        .filter(({ line }) => line.includes('--') && line.slice(line.indexOf('--')).includes(';'))
        .map(({ at }) => at),
    );
    expect(found).toEqual([]);
  });

  it('has no semicolon inside a dollar-quoted body', () => {
    const found = files.filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(\$[A-Za-z_]*\$)([\s\S]*?)\1/g)].some((m) =>
        m[2].includes(';'),
      ),
    );
    expect(found).toEqual([]);
  });
});
