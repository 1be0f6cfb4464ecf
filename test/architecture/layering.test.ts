// The layering docs/architecture.md describes, checked on the import statements of every source file:
// the domain never imports src/http (errors and paging live in src/domain/shared), src/http never
// imports the app it is part of, and the slot engine imports nothing of ours outside src/slots.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of a file, as a path under src/ (e.g. "http/errors.ts"). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)));
}

function violations(from: string, forbidden: (target: string) => boolean): string[] {
  return sourceFiles(join(SRC, from)).flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${relative(SRC, file)} imports ${target}`),
  );
}

describe('layering', () => {
  it('finds the imports it checks (the checker itself works)', () => {
    expect(importsOf(join(SRC, 'http/errors.ts'))).toContain('domain/shared/errors.ts');
  });

  it('the domain never imports src/http', () => {
    expect(violations('domain', (t) => t.startsWith('http/'))).toEqual([]);
  });

  // The HTTP layer reaches the database only through the domain: what a database error means
  // (domain/shared/database-errors.ts) and who a request's writes are audited as
  // (domain/shared/audit-actor.ts) are the domain's to say.
  it('src/http never imports src/db', () => {
    expect(violations('http', (t) => t.startsWith('db/'))).toEqual([]);
  });

  it('src/http never imports the app', () => {
    expect(violations('http', (t) => t === 'app.ts' || t === 'server.ts')).toEqual([]);
  });

  it('the slot engine imports only itself', () => {
    expect(violations('slots', (t) => !t.startsWith('slots/'))).toEqual([]);
  });

  // Start-up (docs/developing.md, "Start-up and memory"): a value imported from the generated Prisma Client
  // loads it, about 8 MB resident, at every start; db/database.ts loads it when a client is first
  // built. Its values (Decimal, DbNull, tagged SQL) come from db/prisma-values.ts, types with
  // `import type`.
  it('nothing imports a value from the generated Prisma Client', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(?!type\s)[^'"]*?from\s+'(\.[^']+)'/g)]
        .filter((m) => relative(SRC, resolve(dirname(file), m[1])).startsWith('generated/prisma/'))
        .map(() => relative(SRC, file)),
    );
    expect(found).toEqual([]);
  });
});

// The data access rule (docs/data-access.md, "Before the stores: when Kysely, when Prisma Client"): a request path
// reads through Kysely (src/db/kysely.ts); Prisma Client is for admin writes with nested
// relations, the checks those writes make, jobs, the CLI and the seed. Made checkable here: every
// Prisma Client read left in src/domain is listed per file with the reason it may stay, and the
// count must match exactly, so a new read fails the test and a moved one must leave the list.
// Since issue 28 (customers, payments, privacy and the voucher shop moved to their stores) the
// list is empty: any Prisma Client read in src/domain fails.

/** A Prisma Client read: a model delegate's find/count/aggregate/groupBy, or a raw query. */
const PRISMA_READ =
  /\.[a-z][A-Za-z]*\.(?:findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|count|aggregate|groupBy)\(|\$queryRaw/g;

function prismaReads(text: string): number {
  return [...text.matchAll(PRISMA_READ)].length;
}

const PRISMA_READS_ALLOWED: Record<string, { reads: number; why: string }> = {};

/** Modules that serve reads on every customer's path: no Prisma Client in them at all. */
const PRISMA_FREE = [
  'domain/bookings/',
  'domain/marketplace/',
  'domain/scheduled-events/',
  'domain/resources/marketplace-spaces.ts',
  'domain/companies/',
  'domain/activities/',
  'domain/vats/',
];

describe('data access: Prisma Client off the request path', () => {
  it('counts the reads it checks (the checker itself works)', () => {
    expect(prismaReads('await this.prisma.employee.findMany({ where });')).toBe(1);
    expect(prismaReads('await tx.$queryRawUnsafe(`SELECT 1`); await db.vat.count({})')).toBe(2);
    // Kysely and the pg layer are not Prisma reads.
    expect(
      prismaReads("await rows(this.sql, qb.selectFrom('vats').selectAll()); await LIST.rows(db, p)"),
    ).toBe(0);
  });

  it('leaves Prisma Client reads only where the list says why, and exactly as many', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles(join(SRC, 'domain'))) {
      const reads = prismaReads(readFileSync(file, 'utf8'));
      if (reads > 0) found[relative(SRC, file)] = reads;
    }
    const allowed = Object.fromEntries(Object.entries(PRISMA_READS_ALLOWED).map(([f, a]) => [f, a.reads]));
    expect(found).toEqual(allowed);
  });

  it('keeps Prisma Client out of the customer-facing read modules', () => {
    const checked = sourceFiles(join(SRC, 'domain'))
      .map((file) => relative(SRC, file))
      .filter((file) => PRISMA_FREE.some((p) => file === p || (p.endsWith('/') && file.startsWith(p))));
    // The bookings and marketplace modules alone are more than 30 files: the filter matched them.
    expect(checked.length).toBeGreaterThan(30);
    const offenders = checked.filter((file) =>
      /\bPrismaClient\b|\bprisma\.|\bctx\.prisma\b/.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
