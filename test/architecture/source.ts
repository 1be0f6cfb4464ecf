// Reading the source for the architecture tests (docs/architecture.md): files, their imports, the
// area graph, and the statements by which a file reaches PostgreSQL. Plain text matching on our
// own code, whose style (biome-formatted, one way to write an import) keeps it reliable; each
// matcher has a test of its own in the suites that use it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SRC = join(ROOT, 'src');

/** Every .ts file under a folder of src/ (the generated clients excluded), as paths under src/. */
export function sourceFiles(dir = ''): string[] {
  const walk = (abs: string): string[] =>
    readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : walk(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    });
  return walk(join(SRC, dir))
    .map((file) => relative(SRC, file))
    .sort();
}

export const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g;

/** Every relative import of a file (a path under src/), from its text. */
export function importsIn(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => relative(SRC, resolve(dirname(join(SRC, file)), m[1])));
}

export const importsOf = (file: string) => importsIn(file, read(file));

/**
 * The area a file of src/domain belongs to: its folder (`domain/employees/x.ts` is `employees`).
 * services.ts, the composition root that builds every area, belongs to none.
 */
export function areaOf(file: string): string | undefined {
  const m = /^domain\/([^/]+)\//.exec(file);
  return m ? m[1] : undefined;
}

/** The area graph: for each area, the areas its files import (with the importing lines). */
export function areaGraph(files = sourceFiles('domain')): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = areaOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = areaOf(target);
      if (!to || to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  return graph;
}

/**
 * The strongly connected components of more than one area (Tarjan): each is a set of areas that
 * import each other in a circle, written as its sorted names joined by " <-> ".
 */
export function cycles(graph: Map<string, Iterable<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort().join(' <-> '));
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort();
}

/** Prisma Client's model delegates (`prisma.employee`, `tx.hqUser`), from the schema's models. */
const DELEGATES = [
  ...readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8').matchAll(/^model (\w+) \{/gm),
].map((m) => m[1][0].toLowerCase() + m[1].slice(1));
const OPERATIONS =
  'findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|count|aggregate|groupBy|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany';

/** The ways a file reaches PostgreSQL, each with the pattern that finds it in the text. */
export const WAYS = {
  /** A Prisma Client model call, a raw query or an interactive transaction. */
  prisma: new RegExp(
    `\\.(?:${DELEGATES.join('|')})\\.(?:${OPERATIONS})\\(|\\$(?:queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe|transaction)\\b`,
    'g',
  ),
  /** Kysely: a query built with `qb` or the `sql` tag, run with rows/row. */
  kysely: /\bqb\s*\.|(?<![.\w])(?:rows|row|runRows)\(/g,
  /** A statement compiled once (db/kysely.ts `prepared`). */
  prepared: /\bprepared\(/g,
  /** A hand-written statement sent through SqlTx.query. */
  query: /\.query\s*(?:<[^>(]*>)?\(/g,
  /** A `sql`-tag statement run with rawRows. */
  rawRows: /\brawRows\s*(?:<[^>(]*>)?\(/g,
} as const;

export type Way = keyof typeof WAYS;

/** How many times a text uses each way to the database (only the ways it uses). */
export function waysIn(text: string): Partial<Record<Way, number>> {
  const found: Partial<Record<Way, number>> = {};
  for (const [way, pattern] of Object.entries(WAYS) as [Way, RegExp][]) {
    const n = [...text.matchAll(pattern)].length;
    if (n > 0) found[way] = n;
  }
  return found;
}

/**
 * A type asserted on a row: a type argument given to a raw statement (`.query<PaymentRow>(`,
 * `rawRows<T>(`, `$queryRaw<T>`), or an `as` to a Prisma input or row type. Kysely's own result
 * types (Selectable, InferResult) are inferred from the schema, not asserted.
 */
export const ROW_ASSERTION =
  /\.query\s*<[^>(]+>\s*\(|\brawRows\s*<[^>(]+>\s*\(|\$queryRaw(?:Unsafe)?\s*<|\bas\s+(?:Prisma\.\w+|\w*Row\b|Row<)/g;

export const rowAssertionsIn = (text: string) => [...text.matchAll(ROW_ASSERTION)].map((m) => m[0]);
