import { arrayOf, prepared, qb } from '../../db/kysely.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { notFound } from '../errors.ts';
import type { Page } from '../paging.ts';
import { type CompanyUpdateInput, updateCompany } from './company-update.ts';
import { companyView, marketplaceCompanyView } from './company-view.ts';

const COMPANY_TYPES = {
  company_types: {
    select: { company_type_id: true },
    orderBy: [{ order: 'asc' as const }, { id: 'asc' as const }],
  },
};
const typeIds = (row: { company_types: { company_type_id: string }[] }) =>
  row.company_types.map((t) => t.company_type_id);

export const COMPANY_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'enterprise_order'] as const;

export interface CompanyListOptions {
  sort?: { field: (typeof COMPANY_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  /** Only the companies of this enterprise. */
  enterpriseId?: string;
}

/** Visible to customers: enabled and visible on the marketplace. */
export const MARKETPLACE_VISIBLE: Prisma.CompanyWhereInput = {
  marketplace_enabled: true,
  marketplace_visible: true,
};

export class CompanyService {
  constructor(
    private readonly prisma: PrismaClient,
    /** Request-path reads (db/kysely.ts). */
    private readonly sql: SqlTx = prismaTxSql(prisma),
  ) {}

  async listForCaller(caller: HqCaller, { sort, page, enterpriseId }: CompanyListOptions) {
    const rows = await this.prisma.company.findMany({
      where: {
        id: { in: [...caller.companyIds] },
        ...(enterpriseId !== undefined ? { enterprise_id: enterpriseId } : {}),
      },
      orderBy: [{ [sort?.field ?? 'name']: sort?.order ?? 'asc' }, { created_at: 'asc' }, { id: 'asc' }],
      skip: page.offset,
      take: page.limit,
      include: COMPANY_TYPES,
    });
    return rows.map((row) => companyView(row, typeIds(row)));
  }

  async get(caller: HqCaller, id: string) {
    if (!reachesCompany(caller, id)) throw notFound('company');
    const row = await this.prisma.company.findUnique({ where: { id }, include: COMPANY_TYPES });
    if (!row) throw notFound('company');
    return companyView(row, typeIds(row));
  }

  /** Spec 2.4 update: every nested group, its mirrored columns kept in step (see company-update.ts). */
  async update(caller: HqCaller, id: string, input: CompanyUpdateInput) {
    if (!reachesCompany(caller, id)) throw notFound('company');
    const current = await this.prisma.company.findUnique({ where: { id } });
    if (!current) throw notFound('company');
    await updateCompany(this.prisma, current, input);
    return this.get(caller, id);
  }

  /** HQ views keyed by id, for `expand=company`. */
  async viewsByIds(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
    const rows = ids.length
      ? await this.prisma.company.findMany({ where: { id: { in: ids } }, include: COMPANY_TYPES })
      : [];
    return new Map(rows.map((r) => [r.id, companyView(r, typeIds(r))]));
  }

  /** A marketplace-visible company by its slug (or, for convenience, its id): one query. */
  async marketplaceBySlug(slugOrId: string) {
    const found = await BY_SLUG.row(this.sql, { slug: slugOrId });
    if (!found) throw notFound('company');
    return marketplaceCompanyView(found, found.company_type_ids);
  }

  /** The id of a marketplace-visible company, or a 404. */
  async requireMarketplaceVisible(id: string): Promise<string> {
    const found = await VISIBLE.row(this.sql, { id });
    if (!found) throw notFound('company');
    return found.id;
  }
}

const BY_SLUG = prepared((p: { slug: string }) =>
  qb
    .selectFrom('companies as c')
    .selectAll('c')
    .select((eb) =>
      arrayOf(
        eb
          .selectFrom('company_company_types as t')
          .select('t.company_type_id')
          .whereRef('t.company_id', '=', 'c.id')
          .orderBy('t.order')
          .orderBy('t.id'),
      ).as('company_type_ids'),
    )
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true)
    .where((eb) => eb.or([eb('c.url_name', '=', p.slug), eb('c.id', '=', p.slug)]))
    // A slug that is another company's id: the slug wins (ids are 24 random characters).
    .orderBy((eb) => eb('c.url_name', '=', p.slug), 'desc')
    .limit(1),
);

const VISIBLE = prepared((p: { id: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('id', '=', p.id)
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true),
);
