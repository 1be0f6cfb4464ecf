// How the database tells the instances' caches what changed (migration cluster_change_tracking,
// src/domain/cache/table-changes.ts, docs/scaling.md "Change notifications and the audit trail"):
// `notify` (the default: NOTIFY in the writing transaction, heard on a listening connection) or
// `versions` (a version row bumped in the writing transaction, read by one query before a cached
// answer is reused). The mode is the database's own (which body the trigger function
// table_changed() holds), so every instance on it follows the same one. Switch it with the
// instances stopped: an instance reads the mode once, when it first uses its caches.
//
// `npm run db:change-tracking -- notify|versions` (src/cli/change-tracking.ts) switches a single
// PostgreSQL; `npm run db:distribute` switches a distributed one to versions before it
// distributes anything, since NOTIFY cannot work there.
import type { SqlTx } from './sql.ts';

export const CHANGE_TRACKING_MODES = ['notify', 'versions'] as const;
export type ChangeTrackingMode = (typeof CHANGE_TRACKING_MODES)[number];

export const isChangeTrackingMode = (mode: string): mode is ChangeTrackingMode =>
  (CHANGE_TRACKING_MODES as readonly string[]).includes(mode);

/** The mode the database's triggers are in. */
export async function changeTrackingMode(db: SqlTx): Promise<ChangeTrackingMode> {
  const [row] = await db.query<{ mode: string }>('SELECT change_tracking_mode() AS mode');
  if (!row || !isChangeTrackingMode(row.mode)) throw new Error(`unknown change tracking mode: ${row?.mode}`);
  return row.mode;
}

/** Puts the database's triggers in `mode` (one statement: the trigger function's body replaced). */
export async function setChangeTracking(db: SqlTx, mode: ChangeTrackingMode): Promise<void> {
  await db.query('SELECT set_change_tracking($1::text)', [mode]);
}

/** The functions the triggers run, which run on the workers once the tables are distributed. */
const TRIGGER_FUNCTIONS = [
  'audit_row()',
  'audit_mask(jsonb)',
  'table_changed()',
  'customers_search_text()',
  'webhook_message_position()',
];

/**
 * What a distributed database needs before its tables are distributed, done if not done yet:
 * - change tracking in the versions mode;
 * - the trigger functions bound to the schema they were made in: on a worker a trigger runs in a
 *   session of Citus's own, whose search path is the default, so the unqualified names in their
 *   bodies (activities, change_versions, companies) would not find a schema other than public.
 *   After the mode (replacing table_changed() drops its settings).
 * Answers the statements (sent unless `dryRun`).
 */
export async function prepareForCluster(db: SqlTx, { dryRun = false } = {}): Promise<string[]> {
  const done: string[] = [];
  if ((await changeTrackingMode(db)) !== 'versions') {
    done.push("SELECT set_change_tracking('versions')");
    if (!dryRun) await setChangeTracking(db, 'versions');
  }
  const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const path = `${quoted(schema)}, public`;
  const unbound = await db.query<{ fn: string }>(
    `SELECT p.oid::regprocedure::text AS fn FROM pg_proc p
      WHERE p.oid = ANY ($1::regprocedure[])
        AND NOT EXISTS (SELECT 1 FROM unnest(p.proconfig) AS c(setting) WHERE c.setting LIKE 'search_path=%')`,
    [TRIGGER_FUNCTIONS.map((f) => `${quoted(schema)}.${f}`)],
  );
  for (const { fn } of unbound) {
    const statement = `ALTER FUNCTION ${fn} SET search_path = ${path}`;
    done.push(statement);
    if (!dryRun) await db.query(statement);
  }
  return done;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
