import type { ExpressionBuilder } from 'kysely';
import { arrayOf, type DB, prepared, qb, rows } from '../../db/kysely.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { PLATFORM_FIELDS } from '../auth/roles.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { ApiError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { updateCompany } from './company-update.ts';
import { companyView, MARKETPLACE_COMPANY_COLUMNS, marketplaceCompanyView } from './company-view.ts';
import type { CompanyUpdateInput, CompanyView, MarketplaceCompanyView } from './schemas.ts';

export const COMPANY_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'enterprise_order'] as const;

export interface CompanyListOptions {
  sort?: { field: (typeof COMPANY_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  /** Only the companies of this enterprise. */
  enterpriseId?: string;
}

export class CompanyService {
  private readonly prisma: PrismaClient;
  private readonly sql: SqlTx;
  /** Marketplace companies by slug, reused while no company changed (cache/change-cache.ts). */
  private readonly bySlug: ChangeCache<MarketplaceCompanyView>;
  /** Company ids by the name a marketplace request gave (id or url_name), reused the same way. */
  private readonly refs: ChangeCache<string>;

  constructor(prisma: PrismaClient, sql: SqlTx = prismaTxSql(prisma), changes?: TableChanges) {
    this.prisma = prisma;
    this.sql = sql;
    this.bySlug = new ChangeCache(changes, 500);
    this.refs = new ChangeCache(changes, 1000);
  }

  async listForCaller(caller: HqCaller, { sort, page, enterpriseId }: CompanyListOptions) {
    let query = withTypeIds().where('c.id', '=', (eb) => eb.fn.any(eb.val([...caller.companyIds])));
    if (enterpriseId !== undefined) query = query.where('c.enterprise_id', '=', enterpriseId);
    const found = await rows(
      this.sql,
      query
        .orderBy(`c.${sort?.field ?? 'name'}`, sort?.order ?? 'asc')
        .orderBy('c.created_at')
        .orderBy('c.id')
        .offset(page.offset)
        .limit(page.limit),
    );
    return found.map((row) => companyView(row, row.company_type_ids));
  }

  async get(caller: HqCaller, id: string) {
    if (!reachesCompany(caller, id)) throw notFound('company');
    const row = await BY_ID.row(this.sql, { id });
    if (!row) throw notFound('company');
    return companyView(row, row.company_type_ids);
  }

  /** docs/api-conventions.md#companies update: every nested group, its mirrored columns kept in step (see company-update.ts). */
  async update(caller: HqCaller, id: string, input: CompanyUpdateInput) {
    if (!reachesCompany(caller, id)) throw notFound('company');
    const platform = PLATFORM_FIELDS.filter((field) => input[field] !== undefined);
    if (platform.length > 0) throw platformOwned(platform);
    return this.write(id, input);
  }

  /**
   * Writes an update without asking who may: the operator's command line (set-platform-fields),
   * which is the one way to the platform's fields.
   */
  async write(id: string, input: CompanyUpdateInput) {
    const current = await this.prisma.company.findUnique({ where: { id } });
    if (!current) throw notFound('company');
    await updateCompany(this.prisma, current, input);
    const row = await BY_ID.row(this.sql, { id });
    if (!row) throw notFound('company');
    return companyView(row, row.company_type_ids);
  }

  /** HQ views keyed by id, for `expand=company`. */
  async viewsByIds(ids: string[]): Promise<Map<string, CompanyView>> {
    const found = ids.length ? await BY_IDS.rows(this.sql, { ids }) : [];
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
    const found = await BY_SLUG.row(this.sql, { slug: slugOrId });
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
    return this.refs.get(ref, async () => (await BY_REF.row(this.sql, { ref }))?.id ?? ref, {
      dependsOn: dependencies(CACHED_READS.companyRef),
    });
  }

  /** The id of a marketplace-visible company, or a 404. */
  async requireMarketplaceVisible(id: string): Promise<string> {
    const found = await VISIBLE.row(this.sql, { id });
    if (!found) throw notFound('company');
    return found.id;
  }
}

/**
 * The ids of a company's types, in order, as `company_type_ids`: a subquery beside a read of
 * `companies as c` (the HQ reads here and the marketplace's, domain/marketplace/browse-queries.ts).
 */
export function companyTypeIds(eb: ExpressionBuilder<DB & { c: DB['companies'] }, 'c'>) {
  return arrayOf(
    eb
      .selectFrom('company_company_types as t')
      .select('t.company_type_id')
      .whereRef('t.company_id', '=', 'c.id')
      .orderBy('t.order')
      .orderBy('t.id'),
  ).as('company_type_ids');
}

/** Companies with the ids of their company types, in order. */
export const withTypeIds = () => qb.selectFrom('companies as c').selectAll('c').select(companyTypeIds);

const BY_ID = prepared((p: { id: string }) => withTypeIds().where('c.id', '=', p.id));
const BY_IDS = prepared((p: { ids: string[] }) =>
  withTypeIds().where('c.id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** Companies as the marketplace view reads them: its columns and the ids of their types. */
export const marketplaceCompanies = () =>
  qb
    .selectFrom('companies as c')
    .select(MARKETPLACE_COMPANY_COLUMNS.map((column) => `c.${column}` as const))
    .select(companyTypeIds);

const BY_SLUG = prepared((p: { slug: string }) =>
  marketplaceCompanies()
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true)
    .where((eb) => eb.or([eb('c.url_name', '=', p.slug), eb('c.id', '=', p.slug)]))
    // A slug that is another company's id: the slug wins (ids are 24 random characters).
    .orderBy((eb) => eb('c.url_name', '=', p.slug), 'desc')
    .limit(1),
);

const BY_REF = prepared((p: { ref: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb.or([eb('url_name', '=', p.ref), eb('id', '=', p.ref)]))
    // A url_name that is another company's id: the url_name wins, as for the company by slug.
    .orderBy((eb) => eb('url_name', '=', p.ref), 'desc')
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
