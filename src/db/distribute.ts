// The distribution of the database by company_id with Citus (docs/scaling.md, "Distributing"):
// `npm run db:distribute` (src/cli/distribute.ts) reads the catalogue of the migrated database,
// derives the working order from it and from the project's one table classification
// (src/db/tables.ts), and performs it. The plan is a pure function of what the catalogue holds,
// so a test on plain PostgreSQL checks it (test/db/distribute.test.ts) without a cluster.
//
// The order is the one that a real cluster accepted (issue 35); each step answers an error it
// gave when done otherwise:
// 1. Keys between distributed tables are saved (in booking_distribution.saved_keys, or
//    booking_distribution_<schema>.saved_keys for a schema other than public, so that a
//    run that stops half-way can be re-run) and dropped: a table cannot be distributed while it
//    has a key to a table that is not yet distributed ("relations are not colocated").
// 2. Reference tables, referenced first (foreign-key order): Citus refuses a reference table with
//    a key to a table that is still local ("foreign keys from reference tables to local tables
//    can only be defined with NO ACTION or RESTRICT").
// 3. Distributed tables by company_id, all co-located with the first.
//    While a table's rows are copied its own triggers are disabled: the copy would fire the
//    caches' NOTIFY triggers ("cannot PREPARE a transaction that has executed LISTEN, UNLISTEN,
//    or NOTIFY") and write audit rows for rows nobody changed. Tables with triggers need
//    `citus.enable_unsafe_triggers` ("cannot distribute relation ... because it has triggers"):
//    set for the session.
// 4. The saved keys added back as they were, now between co-located tables. None has an ON
//    DELETE SET NULL or SET DEFAULT: Citus refuses them on a key that holds the distribution
//    column, even with a column list (EnsureSupportedFKeyOnDistKey), so the plan refuses such a
//    key before anything changes. A reference that deleting its row clears is a NO ACTION key and
//    a trigger (CLEARED_REFERENCES in tables.ts), which works on the cluster as it is.
// 5. Triggers enabled again, and the rows left in the coordinator's shell tables removed
//    (`truncate_local_data_after_distributing_table`: the copies on the workers are the data now).
//
// Before step 1, change tracking is switched to versions (src/db/change-tracking.ts: NOTIFY cannot
// work on a distributed database). The coordinator must hold copies of the reference tables (it
// is in the node list: citus_set_coordinator_host): the triggers of a reference table count its
// change and write its activity there, once. (The audit trigger on a worker sees the request's
// actor because the instances' connections forward SET LOCAL to the workers: db/database.ts.)
//
// Every step looks at what is already done (pg_dist_partition, the keys present, the saved ones)
// and does only the rest: a second run, or a run after one that stopped, finishes the work.
import { prepareForCluster } from './change-tracking.ts';
import { DISTRIBUTED_TABLES, DISTRIBUTION_COLUMN, placementOf, REFERENCE_TABLES } from './tables.ts';

/** One session (a single connection): the settings of step 3 hold for the whole run. */
export interface Session {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface ForeignKey {
  name: string;
  table: string;
  references: string;
  /** pg_get_constraintdef: `FOREIGN KEY (...) REFERENCES ...`. */
  definition: string;
}

/** What the plan is made from: the catalogue of the database, and what Citus already placed. */
export interface Catalogue {
  /** The tables of the schema. */
  tables: string[];
  keys: ForeignKey[];
  /** Tables with triggers of their own (not the ones behind keys). */
  triggered: string[];
  /** Tables Citus already holds: 'reference' or 'distributed'. */
  placed: Map<string, 'reference' | 'distributed'>;
  /** Keys saved and dropped by an earlier run, not yet added back. */
  saved: ForeignKey[];
}

export type Step =
  | { kind: 'drop-key'; key: ForeignKey }
  | { kind: 'reference'; table: string; triggers: boolean }
  | { kind: 'distribute'; table: string; colocateWith: string | 'none'; triggers: boolean }
  | { kind: 'add-key'; key: ForeignKey }
  | { kind: 'enable-triggers'; table: string }
  | { kind: 'truncate-local'; table: string };

export interface Plan {
  steps: Step[];
  /** Why the database cannot be distributed as it is (the plan is not run then). */
  problems: string[];
}

/**
 * The schema holding the keys saved while a schema is distributed: one per distributed schema, so
 * that two schemas of one database (the test suite's files on a cluster) can be distributed at
 * once.
 */
export const savedKeysSchema = (schema: string) =>
  schema === 'public' ? 'booking_distribution' : `booking_distribution_${schema}`;

/** The saved keys' table of the public schema (where a deployment's tables are). */
export const SAVED_KEYS = 'booking_distribution.saved_keys';

const savedKeysTable = (schema: string) => `${ident(savedKeysSchema(schema))}.saved_keys`;

const DISTRIBUTED: ReadonlySet<string> = new Set(DISTRIBUTED_TABLES);

/**
 * `ON DELETE SET NULL`, `ON DELETE SET DEFAULT`, with a column list (`SET NULL (x_id)`) or without:
 * Citus refuses both on a key that holds company_id (its EnsureSupportedFKeyOnDistKey reads the
 * action, not the column list: github.com/citusdata/citus/issues/7132).
 */
const SET_ACTION = /\bON DELETE SET (NULL|DEFAULT)\b/i;

/**
 * Reference tables in foreign-key order (a table after every reference table it references);
 * problems for a cycle.
 */
function referenceOrder(tables: string[], keys: ForeignKey[]): { order: string[]; problems: string[] } {
  const present = new Set(tables);
  const wanted = REFERENCE_TABLES.filter((t) => present.has(t));
  const needs = new Map<string, Set<string>>(wanted.map((t) => [t, new Set()]));
  for (const k of keys)
    if (needs.has(k.table) && needs.has(k.references) && k.table !== k.references)
      needs.get(k.table)!.add(k.references);
  const order: string[] = [];
  const done = new Set<string>();
  // Kahn's algorithm over the classification's (sorted) order: the plan is the same every run.
  while (order.length < wanted.length) {
    const next = wanted.find((t) => !done.has(t) && [...needs.get(t)!].every((r) => done.has(r)));
    if (!next) {
      const left = wanted.filter((t) => !done.has(t));
      return { order, problems: [`reference tables whose keys form a cycle: ${left.join(', ')}`] };
    }
    order.push(next);
    done.add(next);
  }
  return { order, problems: [] };
}

/** The working order for this catalogue (steps already done are left out). */
export function distributionPlan(catalogue: Catalogue): Plan {
  const problems: string[] = [];
  const unclassified = catalogue.tables.filter((t) => placementOf(t) === undefined);
  if (unclassified.length)
    problems.push(
      `tables not classified in src/db/tables.ts (distributed, reference or local): ${unclassified.join(', ')}`,
    );
  const present = new Set(catalogue.tables);
  const missing = [...DISTRIBUTED_TABLES, ...REFERENCE_TABLES].filter((t) => !present.has(t));
  if (missing.length) problems.push(`classified tables missing from the database: ${missing.join(', ')}`);
  for (const k of catalogue.keys) {
    const from = placementOf(k.table);
    const to = placementOf(k.references);
    if (to === 'distributed' && from !== 'distributed')
      problems.push(
        `key ${k.name} goes from a ${from ?? 'unclassified'} table (${k.table}) to a distributed one`,
      );
    if (from === 'reference' && to === 'local')
      problems.push(`key ${k.name} goes from a reference table (${k.table}) to a local one`);
  }
  for (const k of [...catalogue.keys, ...catalogue.saved])
    if (DISTRIBUTED.has(k.table) && DISTRIBUTED.has(k.references) && SET_ACTION.test(k.definition))
      problems.push(
        `key ${k.name} (${k.table}) has ON DELETE SET NULL or SET DEFAULT, which Citus refuses on a key holding company_id: ` +
          'make it NO ACTION and clear the reference with a trigger (CLEARED_REFERENCES in src/db/tables.ts)',
      );
  const { order, problems: cycle } = referenceOrder(catalogue.tables, catalogue.keys);
  problems.push(...cycle);

  const triggered = new Set(catalogue.triggered);
  const steps: Step[] = [];
  // 1. Keys between distributed tables, while either side is not distributed yet.
  const between = catalogue.keys.filter((k) => DISTRIBUTED.has(k.table) && DISTRIBUTED.has(k.references));
  const pending = between.filter(
    (k) =>
      catalogue.placed.get(k.table) !== 'distributed' || catalogue.placed.get(k.references) !== 'distributed',
  );
  for (const key of pending) steps.push({ kind: 'drop-key', key });
  // 2. Reference tables in key order.
  for (const table of order)
    if (catalogue.placed.get(table) !== 'reference')
      steps.push({ kind: 'reference', table, triggers: triggered.has(table) });
  // 3. Distributed tables, co-located with the first (or with one an earlier run distributed).
  const distributed = DISTRIBUTED_TABLES.filter((t) => present.has(t));
  const anchor = distributed.find((t) => catalogue.placed.get(t) === 'distributed');
  for (const table of distributed) {
    if (catalogue.placed.get(table) === 'distributed') continue;
    const first = steps.find((s) => s.kind === 'distribute');
    const colocateWith = anchor ?? (first?.kind === 'distribute' ? first.table : 'none');
    steps.push({ kind: 'distribute', table, colocateWith, triggers: triggered.has(table) });
  }
  // 4. The keys back: those dropped now and those an earlier run saved.
  const back = new Map<string, ForeignKey>();
  for (const key of [...catalogue.saved, ...pending]) back.set(`${key.table}.${key.name}`, key);
  for (const key of back.values()) steps.push({ kind: 'add-key', key });
  // 5. Triggers on again (also those a stopped run left off), the coordinator's copies removed.
  for (const table of [...order, ...distributed])
    if (triggered.has(table)) steps.push({ kind: 'enable-triggers', table });
  for (const table of [...order, ...distributed]) steps.push({ kind: 'truncate-local', table });
  return { steps, problems };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The SQL of a step (what the run sends, and what `--dry-run` prints). */
export function stepSql(step: Step, savedKeys = SAVED_KEYS): string[] {
  switch (step.kind) {
    case 'drop-key':
      return [
        'BEGIN',
        `INSERT INTO ${savedKeys} (table_name, key_name, references_table, definition) VALUES (${literal(step.key.table)}, ${literal(step.key.name)}, ${literal(step.key.references)}, ${literal(step.key.definition)}) ON CONFLICT DO NOTHING`,
        `ALTER TABLE ${ident(step.key.table)} DROP CONSTRAINT ${ident(step.key.name)}`,
        'COMMIT',
      ];
    case 'reference':
      return [
        ...(step.triggers ? [`ALTER TABLE ${ident(step.table)} DISABLE TRIGGER USER`] : []),
        `SELECT create_reference_table(${literal(ident(step.table))})`,
      ];
    case 'distribute':
      return [
        ...(step.triggers ? [`ALTER TABLE ${ident(step.table)} DISABLE TRIGGER USER`] : []),
        `SELECT create_distributed_table(${literal(ident(step.table))}, ${literal(DISTRIBUTION_COLUMN)}, colocate_with => ${literal(step.colocateWith === 'none' ? 'none' : ident(step.colocateWith))})`,
      ];
    case 'add-key':
      return [
        'BEGIN',
        `ALTER TABLE ${ident(step.key.table)} ADD CONSTRAINT ${ident(step.key.name)} ${step.key.definition}`,
        `DELETE FROM ${savedKeys} WHERE table_name = ${literal(step.key.table)} AND key_name = ${literal(step.key.name)}`,
        'COMMIT',
      ];
    case 'enable-triggers':
      return [`ALTER TABLE ${ident(step.table)} ENABLE TRIGGER USER`];
    case 'truncate-local':
      return [`SELECT truncate_local_data_after_distributing_table(${literal(ident(step.table))})`];
  }
}

export class DistributionRefused extends Error {}

/** The catalogue of the session's current schema, as the plan reads it. */
export async function readCatalogue(db: Session, citus: boolean): Promise<Catalogue> {
  const tables = await db.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c
     WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
     ORDER BY 1`);
  const keys = await db.query<ForeignKey>(`
    SELECT c.conname AS name, f.relname AS "table", r.relname AS "references",
           pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_class f ON f.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
     ORDER BY 2, 1`);
  const triggered = await db.query<{ name: string }>(`
    SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
     ORDER BY 1`);
  const placed = new Map<string, 'reference' | 'distributed'>();
  const saved: ForeignKey[] = [];
  if (citus) {
    // partmethod 'h': distributed by hash; 'n' with replication model 't': a reference table
    // ('n' otherwise is a citus local table: one Citus added to its metadata, still local).
    const rows = await db.query<{ name: string; kind: 'reference' | 'distributed' | null }>(`
      SELECT c.relname AS name,
             CASE WHEN p.partmethod = 'h' THEN 'distributed'
                  WHEN p.partmethod = 'n' AND p.repmodel = 't' THEN 'reference' END AS kind
        FROM pg_dist_partition p JOIN pg_class c ON c.oid = p.logicalrelid
       WHERE c.relnamespace = current_schema()::regnamespace`);
    for (const r of rows) if (r.kind) placed.set(r.name, r.kind);
    const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const table = savedKeysTable(schema);
    const [store] = await db.query<{ present: boolean }>(
      `SELECT to_regclass(${literal(table)}) IS NOT NULL AS present`,
    );
    const present = new Set(keys.map((k) => `${k.table}.${k.name}`));
    const savedRows = store?.present
      ? await db.query<ForeignKey>(`
          SELECT table_name AS "table", key_name AS name, references_table AS "references", definition
            FROM ${table} ORDER BY 1, 2`)
      : [];
    for (const k of savedRows) if (!present.has(`${k.table}.${k.name}`)) saved.push(k);
  }
  return {
    tables: tables.map((t) => t.name),
    keys,
    triggered: triggered.map((t) => t.name),
    placed,
    saved,
  };
}

/**
 * Refuses, before anything is changed, a database without Citus, and a coordinator that is not in
 * its own node list (then it holds no copy of the reference tables, and their triggers, which
 * act on the coordinator only, would record nothing).
 */
export async function requireCitus(db: Session): Promise<string> {
  const [ext] = await db.query<{ version: string }>(
    "SELECT extversion AS version FROM pg_extension WHERE extname = 'citus'",
  );
  if (!ext)
    throw new DistributionRefused(
      'This database has no citus extension: nothing was changed. Distribute a Citus coordinator ' +
        '(CREATE EXTENSION citus, and its workers added with citus_add_node), as docs/scaling.md says.',
    );
  const [coordinator] = await db.query<{ listed: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_dist_node WHERE groupid = 0) AS listed',
  );
  if (!coordinator?.listed)
    throw new DistributionRefused(
      "The coordinator is not in its node list: nothing was changed. Run SELECT citus_set_coordinator_host('<its host>', <port>) " +
        'first, so that it holds a copy of the reference tables (docs/scaling.md, "Distributing").',
    );
  return ext.version;
}

/**
 * Performs the plan on a Citus coordinator, one step after another (each logged before it runs);
 * answers the steps done. `dryRun` prints the plan and changes nothing.
 */
export async function distribute(
  db: Session,
  log: (line: string) => void,
  options: { dryRun?: boolean } = {},
): Promise<Step[]> {
  const version = await requireCitus(db);
  log(`citus ${version}`);
  // The plan first: a database that cannot be distributed is refused before anything changes.
  const plan = distributionPlan(await readCatalogue(db, true));
  if (plan.problems.length)
    throw new DistributionRefused(`cannot distribute: nothing was changed.\n- ${plan.problems.join('\n- ')}`);
  for (const line of await prepareForCluster(db, { dryRun: options.dryRun })) log(line);
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const saves = savedKeysTable(schema);
  if (!options.dryRun) {
    await db.query(`CREATE SCHEMA IF NOT EXISTS ${ident(savedKeysSchema(schema))}`);
    await db.query(`CREATE TABLE IF NOT EXISTS ${saves} (
      table_name text NOT NULL, key_name text NOT NULL, references_table text NOT NULL,
      definition text NOT NULL, PRIMARY KEY (table_name, key_name))`);
    // Tables with triggers (the caches' change versions, the audit trail) can be distributed only
    // with this on; their triggers then run on the workers (docs/scaling.md says what that means).
    await db.query('SET citus.enable_unsafe_triggers TO on');
  }
  for (const step of plan.steps) {
    const statements = stepSql(step, saves);
    log(statements.filter((s) => s !== 'BEGIN' && s !== 'COMMIT').join(';\n  '));
    if (options.dryRun) continue;
    try {
      for (const text of statements) await db.query(text);
    } catch (err) {
      if (statements[0] === 'BEGIN') await db.query('ROLLBACK').catch(() => {});
      throw err;
    }
  }
  if (!options.dryRun) await db.query(`DROP SCHEMA ${ident(savedKeysSchema(schema))} CASCADE`);
  return plan.steps;
}
