// The JSON columns a store's writes declare (tenantTable in src/domain/shared/tenant-store.ts) are
// checked by the compiler for their names; whether a null is SQL NULL ('nullable') or the JSON
// null ('json') the generated types cannot tell, so it is held to the schema here: a `Json?`
// column is 'nullable', a `Json` column 'json'.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { DECLARED_JSON } from '../../../src/domain/shared/tenant-store.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Each mapped table's JSON columns as the schema declares them. */
function schemaJson(): Map<string, Record<string, 'json' | 'nullable'>> {
  const schema = readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8');
  const tables = new Map<string, Record<string, 'json' | 'nullable'>>();
  for (const [, body] of schema.matchAll(/^model \w+ \{\n([\s\S]*?)^\}/gm)) {
    const table = /@@map\("(\w+)"\)/.exec(body)?.[1];
    if (!table) continue;
    const columns: Record<string, 'json' | 'nullable'> = {};
    for (const [, column, optional] of body.matchAll(/^\s+(\w+)\s+Json(\?)?/gm))
      columns[column] = optional ? 'nullable' : 'json';
    tables.set(table, columns);
  }
  return tables;
}

it("declares every tenant table's JSON columns as the schema has them (nullable or not)", async () => {
  const domain = join(ROOT, 'src/domain');
  for (const area of readdirSync(domain, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const file of readdirSync(join(domain, area.name)).filter((f) => f.endsWith('-store.ts')))
      await import(join(domain, area.name, file));
  // employees, event type groups, fiscalization onboardings at least: the imports registered them.
  expect(DECLARED_JSON.size).toBeGreaterThanOrEqual(3);
  const schema = schemaJson();
  for (const [table, declared] of DECLARED_JSON)
    expect({ table, declared }).toEqual({ table, declared: schema.get(table) });
});
