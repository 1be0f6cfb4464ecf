import { describe, expect, it } from 'vitest';
import { diffMigrationsToSchema, isEmptyMigration } from '../../src/db/migrations.ts';
import { shadowOnlyFactory } from '../../src/db/pglite.ts';

describe('prisma/migrations', () => {
  it('agree with prisma/schema.prisma (else: npm run db:migration -- <name>)', async () => {
    const sql = await diffMigrationsToSchema(shadowOnlyFactory());
    expect(isEmptyMigration(sql), `missing migration:\n${sql}`).toBe(true);
  });
});
