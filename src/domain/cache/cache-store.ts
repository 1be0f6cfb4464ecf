// The cache area's SQL (docs/data-access.md): what table-changes.ts asks the database about the
// change tracking (its mode, and in the versions mode the sum of the version rows), Kysely typed
// from the schema, each of a fixed shape compiled once.
import { type ExpressionBuilder, sql } from 'kysely';
import { type DB, prepared, qb } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';

/** The connection's schema and the database's change tracking mode (change_tracking_mode()). */
const TRACKING = prepared((_p: Record<string, never>) =>
  qb.selectNoFrom([
    sql<string>`current_schema()`.as('schema'),
    sql<string>`change_tracking_mode()`.as('mode'),
  ]),
);

export async function changeTracking(db: SqlTx): Promise<{ schema: string; mode: string }> {
  const found = await TRACKING.row(db, {});
  if (!found) throw new Error('change_tracking_mode() answered no row');
  return found;
}

/** The sum of the reference table's version rows under these keys (0 when none). */
const sharedSum = (eb: ExpressionBuilder<DB, never>, keys: string[]) =>
  eb
    .selectFrom('shared_change_versions')
    .select(sql<string>`coalesce(sum(version), 0)`.as('sum'))
    .where('key', '=', (k) => k.fn.any(k.val(keys)));

/** The sum of the companies' version rows of these dependencies (0 when none). */
const companySum = (
  eb: ExpressionBuilder<DB, never>,
  companies: { one: string } | { many: string[] },
  names: string[],
) =>
  eb
    .selectFrom('change_versions')
    .select(sql<string>`coalesce(sum(version), 0)`.as('sum'))
    .where((w) =>
      // One company (a company's answer, the usual case): `company_id = $2`, which a distributed
      // database routes to one node at plan time.
      'one' in companies
        ? w('company_id', '=', companies.one)
        : w('company_id', '=', w.fn.any(w.val(companies.many))),
    )
    .where('dependency', '=', (d) => d.fn.any(d.val(names)));

const SHARED_STAMP = prepared((p: { shared: string[] }) =>
  qb.selectNoFrom((eb) => sql<string>`(${sharedSum(eb, p.shared)})::text`.as('stamp')),
);
const ONE_COMPANY_STAMP = prepared((p: { shared: string[]; company: string; names: string[] }) =>
  qb.selectNoFrom((eb) =>
    sql<string>`((${sharedSum(eb, p.shared)}) + (${companySum(eb, { one: p.company }, p.names)}))::text`.as(
      'stamp',
    ),
  ),
);
const COMPANIES_STAMP = prepared((p: { shared: string[]; companies: string[]; names: string[] }) =>
  qb.selectNoFrom((eb) =>
    sql<string>`((${sharedSum(eb, p.shared)}) + (${companySum(eb, { many: p.companies }, p.names)}))::text`.as(
      'stamp',
    ),
  ),
);

/**
 * The sum of the version rows, as text: the shared keys' and, for the companies, their
 * dependencies'. One statement, on a distributed database routed to the company's node (its
 * change_versions shard and the replicated shared_change_versions).
 */
export async function versionSum(
  db: SqlTx,
  rows: { companies: string[]; names: string[]; shared: string[] },
): Promise<string> {
  const found =
    rows.companies.length === 0
      ? await SHARED_STAMP.row(db, { shared: rows.shared })
      : rows.companies.length === 1
        ? await ONE_COMPANY_STAMP.row(db, {
            shared: rows.shared,
            company: rows.companies[0],
            names: rows.names,
          })
        : await COMPANIES_STAMP.row(db, {
            shared: rows.shared,
            companies: rows.companies,
            names: rows.names,
          });
  if (!found) throw new Error('the version sum answered no row');
  return found.stamp;
}
