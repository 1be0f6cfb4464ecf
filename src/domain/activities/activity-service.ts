import { qb, type Row, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { oneOf } from '../shared/schemas.ts';
import { ACTIONS, ACTOR_TYPES, type ActivityFilter, type ActivityView } from './schemas.ts';

export type { ActivityFilter };

/** One activity as the API shows it. */
export function activityView(row: Row<'activities'>): ActivityView {
  return {
    id: row.id,
    company: row.company_id,
    actor: {
      type: oneOf(ACTOR_TYPES, row.actor_type),
      user: row.user_id,
      token: row.token_id,
      marketplace_user: row.marketplace_user_id,
    },
    operation: row.operation,
    request_id: row.request_id,
    object: { type: row.object_type, id: row.object_id },
    action: oneOf(ACTIONS, row.action),
    changes: row.changes as Record<string, { old: unknown; new: unknown }>,
    created_at: row.created_at.toISOString(),
  };
}

/** The audit trail of a company, newest first (rows are written by the database: db/audit.ts). */
export class ActivityService {
  private readonly sql: SqlTx;

  constructor(sql: SqlTx) {
    this.sql = sql;
  }

  async list(caller: HqCaller, companyId: string, filter: ActivityFilter, page: Page) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    let query = qb.selectFrom('activities').selectAll().where('company_id', '=', companyId);
    if (filter.object_type) query = query.where('object_type', '=', filter.object_type);
    if (filter.object_id) query = query.where('object_id', '=', filter.object_id);
    if (filter.user) query = query.where('user_id', '=', filter.user);
    if (filter.from) query = query.where('created_at', '>=', new Date(filter.from));
    if (filter.to) query = query.where('created_at', '<', new Date(filter.to));
    const rows = await runRows(
      this.sql,
      query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit),
    );
    return rows.map(activityView);
  }
}
