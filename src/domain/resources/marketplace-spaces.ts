import type { SqlTx } from '../../db/sql.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { notFound } from '../shared/errors.ts';
import type { ListOptions, ResourceService } from './resource-service.ts';
import { findMarketplaceSpace } from './resource-store.ts';
import type { ResourceView } from './resource-view.ts';

/**
 * What customers may see: resources marked for the marketplace (spaces, tables and table
 * combinations alike, so a restaurant's tables are listed; `filter.type` narrows) in
 * marketplace-visible companies.
 */
const VISIBLE_SPACE = { marketplace: true } as const;

export class MarketplaceSpaces {
  private readonly sql: SqlTx;
  private readonly companies: CompanyService;
  private readonly resources: ResourceService;

  constructor(sql: SqlTx, companies: CompanyService, resources: ResourceService) {
    this.sql = sql;
    this.companies = companies;
    this.resources = resources;
  }

  async list(companyId: string, options: ListOptions): Promise<ResourceView[]> {
    await this.companies.requireMarketplaceVisible(companyId);
    const { filter = {} } = options;
    // The customer's filter may narrow, never widen, what is visible (listInCompany reads live rows only).
    return this.resources.listInCompany(companyId, VISIBLE_SPACE, {
      ...options,
      filter: { ...filter, marketplace: undefined },
      expand: [],
    });
  }

  async get(id: string): Promise<ResourceView> {
    const row = await findMarketplaceSpace(this.sql, id);
    if (!row) throw notFound('space');
    return (await this.resources.views([row]))[0];
  }
}
