// The audit trail's one query (docs/data-access.md); its rows are written by the database's
// trigger (db/audit.ts), never here.
import { qb, type Row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import type { ActivityFilter } from './schemas.ts';

export type ActivityRow = Row<'activities'>;

/** A page of a company's activities matching the filter, newest first. */
export async function listActivities(
  db: SqlTx,
  companyId: string,
  filter: ActivityFilter,
  page: Page,
): Promise<ActivityRow[]> {
  let query = qb.selectFrom('activities').selectAll().where('company_id', '=', companyId);
  if (filter.object_type) query = query.where('object_type', '=', filter.object_type);
  if (filter.object_id) query = query.where('object_id', '=', filter.object_id);
  if (filter.user) query = query.where('user_id', '=', filter.user);
  if (filter.from) query = query.where('created_at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('created_at', '<', new Date(filter.to));
  return rows(
    db,
    query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit),
  );
}
