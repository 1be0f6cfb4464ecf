import type { PrismaClient } from '../../db/database.ts';
import type { Activity, Prisma } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { notFound } from '../errors.ts';
import type { Page } from '../paging.ts';

export interface ActivityFilter {
  /** The object's table, e.g. `resources`. */
  object_type?: string;
  object_id?: string;
  /** The HQ user who made the change. */
  user?: string;
  from?: string;
  to?: string;
}

/** One activity as the API shows it. */
export function activityView(row: Activity) {
  return {
    id: row.id,
    company: row.company_id,
    actor: {
      type: row.actor_type,
      user: row.user_id,
      token: row.token_id,
      marketplace_user: row.marketplace_user_id,
    },
    operation: row.operation,
    request_id: row.request_id,
    object: { type: row.object_type, id: row.object_id },
    action: row.action,
    changes: row.changes as Record<string, { old: unknown; new: unknown }>,
    created_at: row.created_at.toISOString(),
  };
}

/** The audit trail of a company, newest first (rows are written by the database: db/audit.ts). */
export class ActivityService {
  private readonly prisma: PrismaClient;

  constructor(prisma: PrismaClient) {
    this.prisma = prisma;
  }

  async list(caller: HqCaller, companyId: string, filter: ActivityFilter, page: Page) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const where: Prisma.ActivityWhereInput = { company_id: companyId };
    if (filter.object_type) where.object_type = filter.object_type;
    if (filter.object_id) where.object_id = filter.object_id;
    if (filter.user) where.user_id = filter.user;
    if (filter.from || filter.to)
      where.created_at = {
        ...(filter.from ? { gte: new Date(filter.from) } : {}),
        ...(filter.to ? { lt: new Date(filter.to) } : {}),
      };
    const rows = await this.prisma.activity.findMany({
      where,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: page.limit,
      skip: page.offset,
    });
    return rows.map(activityView);
  }
}
