import type { PrismaClient } from '../../generated/prisma/client.ts';
import { type CompanyService, MARKETPLACE_VISIBLE } from '../companies/company-service.ts';
import { notFound } from '../errors.ts';
import type { ListOptions, ResourceService } from './resource-service.ts';
import type { ResourceView } from './resource-view.ts';

/**
 * What customers may see: resources marked for the marketplace (spaces, tables and table
 * combinations alike, so a restaurant's tables are listed; `filter.type` narrows) in
 * marketplace-visible companies.
 */
const VISIBLE_SPACE = { marketplace: true, deleted_at: null } as const;

export class MarketplaceSpaces {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly companies: CompanyService,
    private readonly resources: ResourceService,
  ) {}

  async list(companyId: string, options: ListOptions): Promise<ResourceView[]> {
    await this.companies.requireMarketplaceVisible(companyId);
    const { filter = {} } = options;
    // The customer's filter may narrow, never widen, what is visible.
    return this.resources.listInCompany(companyId, VISIBLE_SPACE, {
      ...options,
      filter: { ...filter, marketplace: undefined },
      expand: [],
    });
  }

  async get(id: string): Promise<ResourceView> {
    const row = await this.prisma.resource.findFirst({
      where: { id, ...VISIBLE_SPACE, company: MARKETPLACE_VISIBLE },
    });
    if (!row) throw notFound('space');
    return (await this.resources.views([row]))[0];
  }
}
