import { type RawBuilder, sql } from 'kysely';
import { type Row, rawRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { marketplaceCompanyView } from '../companies/company-view.ts';
import type { MarketplaceCompanyView } from '../companies/schemas.ts';
import { EmployeeMarketplace } from '../employees/schemas.ts';
import { EnterpriseConnections, EnterpriseProfile } from '../enterprises/schemas.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { storedImage, storedJson, storedTranslations } from '../shared/schemas.ts';
import { likePattern } from '../shared/search-store.ts';
import {
  BOOKABLE_EVENT_TYPES,
  COMPANIES_BY_IDS,
  COMPANY_EMPLOYEES,
  EMPLOYEES_BY_IDS,
  ENTERPRISE_BY_SLUG,
  ENTERPRISE_COMPANIES,
  ENTERPRISES,
  MAP_COMPANIES,
  MARKETPLACE_ENTERPRISES,
  VISIBLE_COMPANY,
  VISIBLE_EMPLOYEE,
} from './browse-queries.ts';
import type { MarketplaceCategories } from './categories.ts';
import {
  type CompanyCriteria,
  type CompanyHit,
  companyCriteria,
  companyPage,
  findCompanies,
  findMarketplaceCompanies,
  type MarketplaceCompanyHit,
} from './company-query.ts';
import { sqlDistance, sqlWithin } from './geo.ts';
import type {
  CompanyListQuery,
  EmployeeFilter,
  EmployeeSort,
  MapCompanyView,
  MarketplaceCompanyExpandableView,
  MarketplaceEmployeeView,
  MarketplaceEnterpriseView,
  UserLocation,
} from './schemas.ts';

const storedConnections = storedJson(EnterpriseConnections, 'enterprise connections');
const storedProfile = storedJson(EnterpriseProfile, 'enterprise profile');
const storedMarketplace = storedJson(EmployeeMarketplace, 'employee marketplace settings');

/** The map answers at most this many companies (the most popular first). */
export const MAP_CAP = 5000;

type Employee = Row<'employees'>;
type Enterprise = Row<'enterprises'>;

interface Preference {
  event_type?: string;
  skip?: boolean;
  skip_marketplace?: boolean;
}

/** docs/api-conventions.md#enumerated-values: an employee serves every event type of the company unless a preference skips it. */
function performs(employee: Employee, eventTypeId: string): boolean {
  const prefs = Array.isArray(employee.event_type_preferences)
    ? (employee.event_type_preferences as Preference[])
    : [];
  return !prefs.some((p) => p?.event_type === eventTypeId && (p.skip || p.skip_marketplace));
}

function enterpriseView(
  row: Enterprise,
  companies: (string | MarketplaceCompanyExpandableView)[],
): MarketplaceEnterpriseView {
  const connections = storedConnections(row.connections);
  const profile = storedProfile(row.profile);
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    companies,
    connections: {
      available_on_marketplace: row.available_on_marketplace,
      url_name: row.url_name,
      allows_booking_without_auth: connections.allows_booking_without_auth,
      marketplace: { enable_vouchers: connections.marketplace?.enable_vouchers },
      // The settlement account stays internal.
      vouchers: { enabled: connections.vouchers?.enabled },
    },
    profile: {
      name: profile.name ?? row.name,
      image: profile.image ?? null,
      cover_images: profile.cover_images ?? [],
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface EmployeeListInput {
  filter?: EmployeeFilter;
  /** Deprecated spelling of filter.event_types. */
  event_type_ids?: string[];
  sort?: EmployeeSort;
  page: Page;
  expand?: readonly string[];
}

export interface EmployeeSearchInput {
  user_location?: UserLocation;
  search?: string;
  page: Page;
  expand?: readonly string[];
}

/** What a customer browses before booking: companies, enterprises, the map, employees. */
export class MarketplaceBrowse {
  private readonly categories: MarketplaceCategories;
  private readonly sql: SqlTx;

  /**
   * Company lists, keyed by the normalised query and reused while no company (nor anything the
   * list filters or expands by) changed (cache/change-cache.ts). Few: a page is some 40 KB.
   */
  private readonly companyLists: ChangeCache<MarketplaceCompanyExpandableView[]>;

  constructor(categories: MarketplaceCategories, sql: SqlTx, changes?: TableChanges) {
    this.categories = categories;
    this.sql = sql;
    this.companyLists = new ChangeCache(changes, 100);
  }

  /** Views of the given hits, in their order, with their distance when there is one. */
  private async companyViews(hits: CompanyHit[]): Promise<MarketplaceCompanyView[]>;
  private async companyViews(
    hits: CompanyHit[],
    expand: readonly string[],
  ): Promise<MarketplaceCompanyExpandableView[]>;
  private async companyViews(
    hits: CompanyHit[],
    expand: readonly string[] = [],
  ): Promise<MarketplaceCompanyExpandableView[]> {
    if (hits.length === 0) return [];
    const rows = await COMPANIES_BY_IDS.rows(this.sql, { ids: hits.map((h) => h.id) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.viewsOf(
      hits.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ ...row, distance: hit.distance }] : [];
      }),
      expand,
    );
  }

  /** Views of companies read with their distance, in their order, with what `expand` asks for. */
  private async viewsOf(
    rows: MarketplaceCompanyHit[],
    expand: readonly string[],
  ): Promise<MarketplaceCompanyExpandableView[]> {
    const types = expand.includes('company_types')
      ? await this.categories.viewsByIds('company_types', [
          ...new Set(rows.flatMap((r) => r.company_type_ids)),
        ])
      : undefined;
    const enterprises = expand.includes('enterprise')
      ? await this.enterpriseViewsByIds(rows.map((r) => r.enterprise_id).filter((id): id is string => !!id))
      : undefined;
    return rows.map((row) => {
      const view: MarketplaceCompanyExpandableView = marketplaceCompanyView(
        row,
        row.company_type_ids,
        row.distance ?? undefined,
      );
      if (types) view.company_types = row.company_type_ids.map((id) => types.get(id) ?? id);
      if (enterprises && row.enterprise_id) view.enterprise = enterprises.get(row.enterprise_id) ?? null;
      return view;
    });
  }

  /** Compact views (no company list) of marketplace enterprises, for `expand=enterprise`. */
  private async enterpriseViewsByIds(ids: string[]) {
    const rows = ids.length ? await MARKETPLACE_ENTERPRISES.rows(this.sql, { ids: [...new Set(ids)] }) : [];
    return new Map(
      rows.map((r) => {
        const { companies: _, ...rest } = enterpriseView(r, []);
        return [r.id, rest];
      }),
    );
  }

  async listCompanies(query: CompanyListQuery, expand: readonly string[] = []) {
    return (await this.listCompaniesAnswer(query, expand)).value;
  }

  /** listCompanies as the cache holds it (the route sends its serialization once made). */
  async listCompaniesAnswer(
    query: CompanyListQuery,
    expand: readonly string[] = [],
  ): Promise<Memo<MarketplaceCompanyExpandableView[]>> {
    const criteria = companyCriteria(query);
    const page = companyPage(query);
    return this.companyLists.answer(
      JSON.stringify([criteria, page, expand]),
      async () => {
        const rows = await findMarketplaceCompanies(this.sql, criteria, { page });
        return rows.length ? this.viewsOf(rows, expand) : [];
      },
      { dependsOn: dependencies(CACHED_READS.marketplaceCompanies) },
    );
  }

  /** The page of matching companies (paging counts companies), grouped by their enterprise. */
  async listEnterprises(query: CompanyListQuery, expand: readonly string[] = []) {
    const criteria = companyCriteria(query);
    const hits = await findCompanies(this.sql, criteria, {
      page: companyPage(query),
      enterpriseOnMarketplace: true,
    });
    const views = await this.companyViews(hits, expand);
    const groups = new Map<string, MarketplaceCompanyExpandableView[]>();
    for (const view of views) {
      const id = hits.find((h) => h.id === view.id)!.enterprise_id!;
      if (!groups.has(id)) groups.set(id, []);
      groups.get(id)!.push(view);
    }
    const rows = groups.size ? await ENTERPRISES.rows(this.sql, { ids: [...groups.keys()] }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return [...groups.entries()].flatMap(([id, companies]) => {
      const row = byId.get(id);
      return row ? [enterpriseView(row, companies)] : [];
    });
  }

  /** An enterprise on the marketplace by its slug (or id), with its visible companies. */
  async enterpriseBySlug(slugOrId: string, expand: readonly string[] = []) {
    const row = await ENTERPRISE_BY_SLUG.row(this.sql, { slug: slugOrId });
    if (!row) throw notFound('enterprise');
    const companies = await ENTERPRISE_COMPANIES.rows(this.sql, { enterpriseId: row.id });
    const list = expand.includes('companies')
      ? await this.companyViews(companies.map((c) => ({ id: c.id, enterprise_id: row.id, distance: null })))
      : companies.map((c) => c.id);
    return enterpriseView(row, list);
  }

  /** Compact records for a map, most popular first (at most MAP_CAP). */
  async mapCompanies(query: CompanyListQuery): Promise<MapCompanyView[]> {
    const criteria: CompanyCriteria = {
      ...companyCriteria(query),
      sort: { field: 'popularity', order: 'desc' },
    };
    const hits = await findCompanies(this.sql, criteria, { withPosition: true, cap: MAP_CAP });
    if (hits.length === 0) return [];
    const rows = await MAP_COMPANIES.rows(this.sql, { ids: hits.map((h) => h.id) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return hits.flatMap((hit) => {
      const r = byId.get(hit.id);
      if (!r || r.lat === null || r.lng === null) return [];
      return [
        {
          id: r.id,
          name: r.name,
          url_name: r.url_name,
          enterprise: r.enterprise_id,
          lat_lng: { lat: r.lat, lng: r.lng },
          company_types: r.company_type_ids,
          favorites: r.favorites,
          ...(hit.distance !== null ? { distance: hit.distance } : {}),
        },
      ];
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Employees

  /** Live event types customers may book in these companies, by company. */
  private async bookableEventTypes(companyIds: string[]): Promise<Map<string, string[]>> {
    const rows = companyIds.length
      ? await BOOKABLE_EVENT_TYPES.rows(this.sql, { companyIds: [...new Set(companyIds)] })
      : [];
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.company_id, [...(out.get(r.company_id) ?? []), r.id]);
    return out;
  }

  private async employeeViews(
    rows: Employee[],
    expand: readonly string[],
    distances?: Map<string, number>,
  ): Promise<MarketplaceEmployeeView[]> {
    const eventTypes = await this.bookableEventTypes(rows.map((r) => r.company_id));
    const companies = expand.includes('company')
      ? new Map(
          (
            await this.companyViews(
              [...new Set(rows.map((r) => r.company_id))].map((id) => ({
                id,
                enterprise_id: null,
                distance: null,
              })),
            )
          ).map((v) => [v.id, v]),
        )
      : undefined;
    return rows.map((row) => {
      const marketplace = storedMarketplace(row.marketplace);
      const distance = distances?.get(row.id);
      return {
        id: row.id,
        company_id: row.company_id,
        company: companies?.get(row.company_id) ?? row.company_id,
        name: row.name,
        description: row.description,
        description_translations: storedTranslations(row.description_translations),
        image: storedImage(row.image ?? null),
        order: row.order,
        marketplace: {
          enabled: row.marketplace_enabled,
          prioritized: marketplace.prioritized === true,
          booking_interval: marketplace.booking_interval ?? null,
        },
        event_types: (eventTypes.get(row.company_id) ?? []).filter((id) => performs(row, id)),
        ...(distance !== undefined ? { distance } : {}),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    });
  }

  /** Ids of visible employees whose name matches the text (case- and accent-insensitive). */
  private async employeeNameMatches(text: string, companyId?: string): Promise<Set<string>> {
    const rows = await rawRows(
      this.sql,
      sql<{ id: string }>`
      SELECT e.id FROM employees e
       WHERE ${companyId ? sql`e.company_id = ${companyId} AND` : sql``}
             e.deleted_at IS NULL AND e.marketplace_enabled
         AND immutable_unaccent(lower(e.name)) LIKE immutable_unaccent(lower(${likePattern(text)}::text))`,
    );
    return new Set(rows.map((r) => r.id));
  }

  /** A visible company's visible employees (filter, sort and page applied). */
  async companyEmployees(companyId: string, input: EmployeeListInput) {
    await this.requireVisibleCompany(companyId);
    const filter = input.filter ?? {};
    const wanted = filter.event_types ?? input.event_type_ids;
    if (wanted && wanted.length > 0) {
      const bookable = new Set((await this.bookableEventTypes([companyId])).get(companyId) ?? []);
      if (wanted.some((id) => !bookable.has(id))) throw notFound('event type');
    }
    let rows = await COMPANY_EMPLOYEES.rows(this.sql, { companyId });
    if (filter.ids) {
      const ids = new Set(filter.ids);
      rows = rows.filter((e) => ids.has(e.id));
    }
    if (wanted) rows = rows.filter((e) => wanted.every((id) => performs(e, id)));
    if (filter.text?.trim()) {
      const matches = await this.employeeNameMatches(filter.text, companyId);
      rows = rows.filter((e) => matches.has(e.id));
    }
    const sign = input.sort?.order === 'desc' ? -1 : 1;
    const field = input.sort?.field ?? 'order';
    const cmp = (a: Employee, b: Employee): number => {
      let d = 0;
      if (field === 'order') d = a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
      else if (field === 'name') d = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      else d = a.created_at.getTime() - b.created_at.getTime();
      return sign * d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    };
    rows.sort(cmp);
    const page = rows.slice(input.page.offset, input.page.offset + input.page.limit);
    return this.employeeViews(page, input.expand ?? []);
  }

  async companyEmployee(companyId: string, employeeId: string, expand: readonly string[] = []) {
    const row = await VISIBLE_EMPLOYEE.row(this.sql, { id: employeeId, companyId });
    if (!row) throw notFound('employee');
    return (await this.employeeViews([row], expand))[0];
  }

  /**
   * Employees across companies: by name (`search`), nearest first when the customer's location is
   * given (within `radius` metres of it when that is given too), else by name.
   */
  async searchEmployees({ user_location: at, search, page, expand = [] }: EmployeeSearchInput) {
    if (at && (at.lat === undefined) !== (at.lng === undefined)) {
      throw fieldError(`user_location.${at.lat === undefined ? 'lat' : 'lng'}`, 'is required with the other');
    }
    if (at?.radius !== undefined && at.lat === undefined) {
      throw fieldError('user_location.radius', 'needs lat and lng');
    }
    const point = at?.lat !== undefined && at.lng !== undefined ? { lat: at.lat, lng: at.lng } : undefined;
    const parts: RawBuilder<unknown>[] = [
      sql`e.deleted_at IS NULL AND e.marketplace_enabled AND c.marketplace_enabled AND c.marketplace_visible`,
    ];
    if (search?.trim()) {
      parts.push(
        sql`immutable_unaccent(lower(e.name)) LIKE immutable_unaccent(lower(${likePattern(search)}::text))`,
      );
    }
    if (point && at?.radius !== undefined) parts.push(sqlWithin('c', { ...point, radius: at.radius }));
    if (at?.country_code) parts.push(sql`upper(c.country_code) = ${at.country_code.toUpperCase()}`);
    const distance = point
      ? sql`CASE WHEN c.lat IS NULL OR c.lng IS NULL THEN NULL ELSE ${sqlDistance('c', point)} END`
      : sql`NULL::float8`;
    const hits = await rawRows(
      this.sql,
      sql<{ id: string; distance: number | null }>`
      SELECT e.id, ${distance} AS distance
        FROM employees e JOIN companies c ON c.id = e.company_id
       WHERE ${sql.join(parts, sql` AND `)}
       ORDER BY ${point ? sql`distance ASC NULLS LAST,` : sql``} e.name ASC, e.id ASC
       LIMIT ${page.limit}::int OFFSET ${page.offset}::int`,
    );
    const rows = hits.length ? await EMPLOYEES_BY_IDS.rows(this.sql, { ids: hits.map((h) => h.id) }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = hits.flatMap((h) => (byId.has(h.id) ? [byId.get(h.id)!] : []));
    const distances = new Map(hits.filter((h) => h.distance !== null).map((h) => [h.id, h.distance!]));
    return this.employeeViews(ordered, expand, distances);
  }

  private async requireVisibleCompany(id: string) {
    const row = await VISIBLE_COMPANY.row(this.sql, { id });
    if (!row) throw notFound('company');
  }
}
