// The audit trail as the HQ API reads it: who may (the access point) and the view; the query is
// in activity-store.ts.
import type { SqlTx } from '../../db/sql.ts';
import { companyOf } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { Page } from '../shared/paging.ts';
import { listActivities } from './activity-store.ts';
import { activityView } from './activity-view.ts';
import type { ActivityFilter } from './schemas.ts';

export type { ActivityFilter };

/** The audit trail of a company, newest first (rows are written by the database: db/audit.ts). */
export class ActivityService {
  private readonly sql: SqlTx;

  constructor(sql: SqlTx) {
    this.sql = sql;
  }

  async list(caller: HqCaller, companyId: string, filter: ActivityFilter, page: Page) {
    const rows = await listActivities(this.sql, companyOf(caller, companyId), filter, page);
    return rows.map(activityView);
  }
}
