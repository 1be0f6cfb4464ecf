import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTED_TABLES, LOCAL_TABLES, REFERENCE_TABLES } from '../../src/db/tables.ts';

/**
 * docs/scaling.md lists the tables in the three places they live; src/db/tables.ts is the
 * classification the catalogue and statement checks use. The document says what the code says.
 */
const doc = readFileSync(new URL('../../docs/scaling.md', import.meta.url), 'utf8');

/** The `quoted` names of tables in the document's section whose heading starts with `heading`. */
function tablesInSection(text: string, heading: string, known: ReadonlySet<string>): string[] {
  const start = text.indexOf(`\n## ${heading}`);
  if (start < 0) return [];
  const next = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, next < 0 ? undefined : next);
  const names = [...section.matchAll(/`([a-z_]+)`/g)].map((m) => m[1] as string);
  return [...new Set(names.filter((n) => known.has(n)))].sort();
}

const all = new Set<string>([...DISTRIBUTED_TABLES, ...REFERENCE_TABLES, ...LOCAL_TABLES]);

describe('docs/scaling.md lists the tables as src/db/tables.ts classifies them', () => {
  it('names every distributed, reference and local table in its section, and no other there', () => {
    expect(tablesInSection(doc, 'Distributed tables', all)).toEqual([...DISTRIBUTED_TABLES].sort());
    expect(tablesInSection(doc, 'Reference tables', all)).toEqual([...REFERENCE_TABLES].sort());
    expect(tablesInSection(doc, 'Local tables', all)).toEqual([...LOCAL_TABLES].sort());
  });

  it('sees a table missing from a section, or listed in the wrong one', () => {
    const moved = doc
      .replace('`live_stream_leases`,', '')
      .replace('`idempotency_keys`, ', '`idempotency_keys`, `live_stream_leases`, ');
    expect(tablesInSection(moved, 'Distributed tables', all)).not.toContain('live_stream_leases');
    expect(tablesInSection(moved, 'Distributed tables', all)).toHaveLength(DISTRIBUTED_TABLES.length - 1);
    expect(tablesInSection(moved, 'Local tables', all)).toEqual(
      [...LOCAL_TABLES, 'live_stream_leases'].sort(),
    );
  });
});
