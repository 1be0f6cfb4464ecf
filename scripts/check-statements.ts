// The statement checker (docs/scaling.md, "Statements"): every distinct statement the suite sent
// (recorded with SQL_STATEMENTS_DIR, src/db/statement-log.ts) parsed with PostgreSQL's own parser
// and checked against the rules of a database distributed by company_id (scripts/statement-rules.ts).
//
//   node scripts/check-statements.ts DIR            check; exit 1 on a new offender, or on a
//                                                   work-list entry whose statement no longer occurs
//   node scripts/check-statements.ts DIR --write    rewrite the work list with what is found (to
//                                                   take out what was fixed: the list only shrinks)
//
// Known offenders are listed in scripts/statement-worklist.json, one per rule and statement shape (libpg_query's fingerprint: the statement with its constants and parameters
// left out), with an example text for the reader. `.ci/run` records the PGlite pass of the suite
// and runs this on it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, type Finding, loadParser, shapeOf } from './statement-rules.ts';

const WORKLIST = new URL('./statement-worklist.json', import.meta.url);
const MIGRATIONS = new URL('../prisma/migrations/', import.meta.url);

/**
 * The migrations' scripts, as the migration engine sends them (one text per file), trimmed: a
 * recorded text that is one of them is checked as a migration (scripts/statement-rules.ts).
 */
export function migrationScripts(dir: URL = MIGRATIONS): Set<string> {
  const scripts = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = new URL(`${entry.name}/migration.sql`, dir);
    if (entry.isDirectory() && existsSync(file)) scripts.add(readFileSync(file, 'utf8').trim());
  }
  return scripts;
}

export interface Offender extends Finding {
  shape: string;
  example: string;
}

const keyOf = (o: Pick<Offender, 'rule' | 'shape'>) => `${o.rule} ${o.shape}`;

/** Every offender among the texts, one per rule, tables and shape (sorted). */
export async function offenders(
  texts: Iterable<string>,
  migrations: ReadonlySet<string> = migrationScripts(),
): Promise<{ offenders: Offender[]; errors: string[] }> {
  await loadParser();
  const found = new Map<string, Offender>();
  const errors: string[] = [];
  for (const text of texts) {
    let findings: Finding[];
    let shape: string;
    try {
      findings = check(text, { migration: migrations.has(text.trim()) });
      if (findings.length === 0) continue;
      shape = shapeOf(text);
    } catch (err) {
      errors.push(`${(err as Error).message}: ${text.slice(0, 200)}`);
      continue;
    }
    for (const f of findings) {
      const offender = { ...f, shape, example: text.replace(/\s+/g, ' ').trim().slice(0, 240) };
      const key = keyOf(offender);
      const had = found.get(key);
      // One entry per rule and shape (texts of one shape can differ in what the fingerprint
      // leaves out, such as the length of an IN list): the tables of all, and the first example
      // in sort order, so that the list does not change with the order of a run.
      if (!had) found.set(key, offender);
      else {
        had.tables = [...new Set([...had.tables, ...offender.tables])].sort();
        if (offender.example < had.example) had.example = offender.example;
      }
    }
  }
  return {
    offenders: [...found.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    errors,
  };
}

export function readWorklist(): Offender[] {
  return JSON.parse(readFileSync(WORKLIST, 'utf8')) as Offender[];
}

/** The recorded texts of a directory (one JSON string per line, in files per worker). */
export function recorded(dir: string): Set<string> {
  const texts = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.jsonl')) continue;
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n'))
      if (line) texts.add(JSON.parse(line) as string);
  }
  return texts;
}

/** What differs between the offenders found and the work list. */
export function compare(found: Offender[], worklist: Offender[]) {
  const listed = new Set(worklist.map(keyOf));
  const seen = new Set(found.map(keyOf));
  return {
    added: found.filter((o) => !listed.has(keyOf(o))),
    gone: worklist.filter((o) => !seen.has(keyOf(o))),
  };
}

function counts(list: Offender[]): string {
  const by = new Map<string, number>();
  for (const o of list) by.set(o.rule, (by.get(o.rule) ?? 0) + 1);
  return [...by].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'none';
}

if (import.meta.main) {
  const [dir, flag] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node scripts/check-statements.ts DIR [--write]');
    process.exit(2);
  }
  const texts = recorded(dir);
  const { offenders: found, errors } = await offenders(texts);
  console.log(
    `${texts.size} distinct statements recorded; offending shapes: ${found.length} (${counts(found)})`,
  );
  if (errors.length) {
    console.error(`statements the parser refused (${errors.length}):\n${errors.join('\n')}`);
    process.exit(1);
  }
  if (flag === '--write') {
    writeFileSync(WORKLIST, `${JSON.stringify(found, null, 2)}\n`);
    console.log(`wrote ${found.length} entries to scripts/statement-worklist.json`);
    process.exit(0);
  }
  if (!existsSync(WORKLIST)) {
    // Until the first list is recorded from a complete run (--write), the check reports and
    // parses everything, and holds nothing against the statements.
    console.log('no work list recorded yet (scripts/statement-worklist.json): nothing compared');
    process.exit(0);
  }
  const { added, gone } = compare(found, readWorklist());
  for (const o of added)
    console.error(`NEW offender (${o.rule}: ${o.tables.join(', ')}), shape ${o.shape}:\n  ${o.example}`);
  for (const o of gone)
    console.error(
      `FIXED or no longer sent (${o.rule}: ${o.tables.join(', ')}), shape ${o.shape}: take it out of the work list ` +
        `(node scripts/check-statements.ts DIR --write):\n  ${o.example}`,
    );
  if (added.length || gone.length) process.exit(1);
  console.log('every offender is on the work list, and every work-list entry still occurs');
}
