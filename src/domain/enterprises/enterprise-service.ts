import { prepared, qb, type Row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { COMPANY_SORT_FIELDS, CompanyService } from '../companies/company-service.ts';
import { conflict, fieldError, notFound } from '../shared/errors.ts';
import { deepMerge } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { storedJson } from '../shared/schemas.ts';
import {
  EnterpriseConnections,
  type EnterpriseInput,
  EnterpriseProfile,
  type EnterpriseView,
} from './schemas.ts';

const storedConnections = storedJson(EnterpriseConnections, 'enterprise connections');
const storedProfile = storedJson(EnterpriseProfile, 'enterprise profile');

/** `EnterpriseFields` of the update's `unset`. */
export const ENTERPRISE_UNSET_FIELDS = ['image'] as const;
export type EnterpriseUnsetField = (typeof ENTERPRISE_UNSET_FIELDS)[number];

/** Spec 2.3; `companies` lists the enterprise's companies the caller reaches, in enterprise order. */
export function enterpriseView(row: Enterprise, companyIds: string[]): EnterpriseView {
  const connections = storedConnections(row.connections);
  const profile = storedProfile(row.profile);
  return {
    id: row.id,
    companies: companyIds,
    connections: {
      ...connections,
      available_on_marketplace: row.available_on_marketplace,
      url_name: row.url_name,
    },
    profile: { ...profile, name: typeof profile.name === 'string' ? profile.name : row.name },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type Enterprise = Row<'enterprises'>;
type Reach = { enterpriseIds: string[]; companyIds: string[] };
const reach = (caller: HqCaller): Reach => ({
  enterpriseIds: [...caller.enterpriseIds],
  companyIds: [...caller.companyIds],
});

/**
 * Enterprises the caller reaches: those they administer and those of the companies they work
 * for (an employee may read and edit the enterprise of their company).
 */
const reached = (p: Reach) =>
  qb
    .selectFrom('enterprises as n')
    .selectAll('n')
    .where((eb) =>
      eb.or([
        eb('n.id', '=', eb.fn.any(eb.val(p.enterpriseIds))),
        eb.exists(
          eb
            .selectFrom('companies as c')
            .select('c.id')
            .whereRef('c.enterprise_id', '=', 'n.id')
            .where('c.id', '=', eb.fn.any(eb.val(p.companyIds))),
        ),
      ]),
    );

const REACHED = prepared((p: Reach & { id: string }) => reached(p).where('n.id', '=', p.id));
const REACHED_LIST = prepared((p: Reach & { offset: number; limit: number }) =>
  reached(p).orderBy('n.name').orderBy('n.id').offset(p.offset).limit(p.limit),
);
/** The companies of these enterprises the caller reaches, in each enterprise's order. */
const REACHED_COMPANIES = prepared((p: { enterpriseIds: string[]; companyIds: string[] }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'enterprise_id'])
    .where('enterprise_id', '=', (eb) => eb.fn.any(eb.val(p.enterpriseIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .orderBy('enterprise_order')
    .orderBy('created_at')
    .orderBy('id'),
);

export class EnterpriseService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, companies: CompanyService, sql: SqlTx) {
    this.prisma = prisma;
    this.companies = companies;
    this.sql = sql;
  }

  private async load(caller: HqCaller, id: string): Promise<Enterprise> {
    const row = await REACHED.row(this.sql, { id, ...reach(caller) });
    if (!row) throw notFound('enterprise');
    return row;
  }

  private async views(caller: HqCaller, rows: Enterprise[]): Promise<EnterpriseView[]> {
    const companies = rows.length
      ? await REACHED_COMPANIES.rows(this.sql, {
          enterpriseIds: rows.map((r) => r.id),
          companyIds: [...caller.companyIds],
        })
      : [];
    return rows.map((row) =>
      enterpriseView(
        row,
        companies.filter((c) => c.enterprise_id === row.id).map((c) => c.id),
      ),
    );
  }

  async list(caller: HqCaller, page: Page): Promise<EnterpriseView[]> {
    const rows = await REACHED_LIST.rows(this.sql, {
      ...reach(caller),
      offset: page.offset,
      limit: page.limit,
    });
    return this.views(caller, rows);
  }

  async get(caller: HqCaller, id: string): Promise<EnterpriseView> {
    return (await this.views(caller, [await this.load(caller, id)]))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: EnterpriseInput,
    unset: readonly EnterpriseUnsetField[] = [],
  ): Promise<EnterpriseView> {
    const current = await this.load(caller, id);
    const data: Prisma.EnterpriseUpdateInput = {};
    if (input.connections) {
      const c = input.connections;
      const accountId = c.vouchers?.settlement_account_id;
      if (accountId) {
        const account = await this.prisma.settlementAccount.findFirst({
          where: { id: accountId, enterprise_id: id },
          select: { id: true },
        });
        if (!account) throw notFound(`settlement account ${accountId}`);
      }
      if (c.url_name !== undefined && c.url_name !== current.url_name) {
        const taken = await this.prisma.enterprise.findFirst({
          where: { url_name: c.url_name, NOT: { id } },
          select: { id: true },
        });
        if (taken) throw conflict('url_name_taken', `The url_name "${c.url_name}" is taken.`);
        data.url_name = c.url_name;
      }
      if (c.available_on_marketplace !== undefined)
        data.available_on_marketplace = c.available_on_marketplace;
      const merged = deepMerge(current.connections, c);
      delete merged.url_name;
      delete merged.available_on_marketplace;
      data.connections = merged as Prisma.InputJsonValue;
    }
    if (input.profile || unset.length > 0) {
      if (input.profile?.image !== undefined && unset.includes('image'))
        throw fieldError('profile.image', 'cannot be both set and unset');
      const merged = deepMerge(current.profile, input.profile ?? {});
      if (unset.includes('image')) delete merged.image;
      if (typeof input.profile?.name === 'string') data.name = input.profile.name;
      data.profile = merged as Prisma.InputJsonValue;
    }
    let row: Enterprise;
    try {
      row = await this.prisma.enterprise.update({ where: { id }, data });
    } catch (error) {
      if ((error as { code?: string }).code === 'P2002')
        throw conflict('url_name_taken', 'The url_name is taken.');
      throw error;
    }
    return (await this.views(caller, [row]))[0];
  }

  async listCompanies(
    caller: HqCaller,
    id: string,
    options: { sort?: { field: (typeof COMPANY_SORT_FIELDS)[number]; order?: 'asc' | 'desc' }; page: Page },
  ) {
    await this.load(caller, id);
    return this.companies.listForCaller(caller, {
      ...options,
      sort: options.sort ?? { field: 'enterprise_order', order: 'asc' },
      enterpriseId: id,
    });
  }
}
