// Companies: HQ's reads and update of a company (who may: the access point), and the marketplace's
// company by slug, id or url_name, kept while no company changed. Their SQL is in
// company-store.ts, the update's rules in company-update.ts, the views in company-view.ts.
import type { Sql } from '../../db/sql.ts';
import { companyOf } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import { PLATFORM_FIELDS } from '../auth/roles.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { ApiError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import {
  companiesWithTypes,
  companyIdByRef,
  companyWithTypes,
  findCompany,
  isMarketplaceVisible,
  listCompanies,
  marketplaceCompanyBySlug,
} from './company-store.ts';
import { updateCompany } from './company-update.ts';
import { companyView, marketplaceCompanyView } from './company-view.ts';
import type {
  COMPANY_SORT_FIELDS,
  CompanyUpdateInput,
  CompanyView,
  MarketplaceCompanyView,
} from './schemas.ts';

export interface CompanyListOptions {
  sort?: { field: (typeof COMPANY_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  /** Only the companies of this enterprise. */
  enterpriseId?: string;
}

export class CompanyService {
  private readonly sql: Sql;
  /** Marketplace companies by slug, reused while no company changed (cache/change-cache.ts). */
  private readonly bySlug: ChangeCache<MarketplaceCompanyView>;
  /** Company ids by the name a marketplace request gave (id or url_name), reused the same way. */
  private readonly refs: ChangeCache<string>;

  constructor(sql: Sql, changes?: TableChanges) {
    this.sql = sql;
    this.bySlug = new ChangeCache(changes, 500);
    this.refs = new ChangeCache(changes, 1000);
  }

  async listForCaller(caller: HqCaller, { sort, page, enterpriseId }: CompanyListOptions) {
    const found = await listCompanies(this.sql, { ids: [...caller.companyIds], enterpriseId, sort, page });
    return found.map((row) => companyView(row, row.company_type_ids));
  }

  async get(caller: HqCaller, id: string) {
    companyOf(caller, id);
    const row = await companyWithTypes(this.sql, id);
    if (!row) throw notFound('company');
    return companyView(row, row.company_type_ids);
  }

  /** docs/api-conventions.md#companies update: every nested group, its mirrored columns kept in step (see company-update.ts). */
  async update(caller: HqCaller, id: string, input: CompanyUpdateInput) {
    companyOf(caller, id, 'company', 'write');
    const platform = PLATFORM_FIELDS.filter((field) => input[field] !== undefined);
    if (platform.length > 0) throw platformOwned(platform);
    return this.write(id, input);
  }

  /**
   * Writes an update without asking who may: the operator's command line (set-platform-fields),
   * which is the one way to the platform's fields.
   */
  async write(id: string, input: CompanyUpdateInput) {
    const current = await findCompany(this.sql, id);
    if (!current) throw notFound('company');
    await updateCompany(this.sql, current, input);
    const row = await companyWithTypes(this.sql, id);
    if (!row) throw notFound('company');
    return companyView(row, row.company_type_ids);
  }

  /** HQ views keyed by id, for `expand=company`. */
  async viewsByIds(ids: string[]): Promise<Map<string, CompanyView>> {
    const found = await companiesWithTypes(this.sql, ids);
    return new Map(found.map((r) => [r.id, companyView(r, r.company_type_ids)]));
  }

  /** A marketplace-visible company by its slug (or, for convenience, its id): one query. */
  async marketplaceBySlug(slugOrId: string): Promise<MarketplaceCompanyView> {
    // Any company's write may change which company a slug finds: the answer depends on them all.
    return this.bySlug.get(slugOrId, () => this.loadBySlug(slugOrId), {
      dependsOn: dependencies(CACHED_READS.marketplaceCompany),
    });
  }

  private async loadBySlug(slugOrId: string): Promise<MarketplaceCompanyView> {
    const found = await marketplaceCompanyBySlug(this.sql, slugOrId);
    if (!found) throw notFound('company');
    return marketplaceCompanyView(found, found.company_type_ids);
  }

  /**
   * The id of the company a marketplace request names by its id or its url_name: the one rule for
   * every `{company_id}` path and `company` body field of the marketplace (http/company-ref.ts).
   * A name that is neither comes back as given, so the operation answers it as any unknown id
   * (404), and each operation keeps its own rule about which companies it serves.
   */
  async companyIdOf(ref: string): Promise<string> {
    // Any company's write may change which company a name finds: the answer depends on them all.
    return this.refs.get(ref, async () => (await companyIdByRef(this.sql, ref)) ?? ref, {
      dependsOn: dependencies(CACHED_READS.companyRef),
    });
  }

  /** The id of a marketplace-visible company, or a 404. */
  async requireMarketplaceVisible(id: string): Promise<string> {
    if (!(await isMarketplaceVisible(this.sql, id))) throw notFound('company');
    return id;
  }
}

/** The platform's fields are set by its operator, never through HQ (roles.ts PLATFORM_FIELDS). */
const platformOwned = (fields: readonly string[]) =>
  new ApiError(
    403,
    'permission_error',
    'platform_owned_field',
    `Set by the platform, not through HQ: ${fields.join(', ')}.`,
    {
      user_title: 'Not allowed',
      user_message: 'These settings are managed by the platform. Contact support to change them.',
      details: fields.map((field) => ({ field, message: 'is set by the platform operator' })),
    },
  );
