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
  constructor(private readonly prisma: PrismaClient) {}

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

  /** A marketplace-visible company by its slug (or, for convenience, its id). */
  async marketplaceBySlug(slugOrId: string) {
    const row = await this.prisma.company.findFirst({
      where: { ...MARKETPLACE_VISIBLE, OR: [{ url_name: slugOrId }, { id: slugOrId }] },
      include: { company_types: { select: { company_type_id: true } } },
    });
    if (!row) throw notFound('company');
    return marketplaceCompanyView(
      row,
      row.company_types.map((t) => t.company_type_id),
    );
  }

  /** The id of a marketplace-visible company, or a 404. */
  async requireMarketplaceVisible(id: string): Promise<string> {
    const row = await this.prisma.company.findFirst({
      where: { id, ...MARKETPLACE_VISIBLE },
      select: { id: true },
    });
    if (!row) throw notFound('company');
    return row.id;
  }
}
