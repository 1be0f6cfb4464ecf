// What a customer browses before booking: companies (list, enterprises, map) and employees. Their
// SQL is in marketplace-store.ts, the views in marketplace-view.ts and companies/company-view.ts.
import type { Row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { marketplaceCompanyView } from '../companies/company-view.ts';
import type { MarketplaceCompanyView } from '../companies/schemas.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import type { MarketplaceCategories } from './categories.ts';
import { type CompanyCriteria, companyCriteria, companyPage } from './company-query.ts';
import {
  bookableEventTypes,
  type CompanyHit,
  companiesByIds,
  employeeIdsByName,
  employeesByIds,
  enterprisesByIds,
  findCompanies,
  findMarketplaceCompanies,
  isVisibleCompany,
  type MarketplaceCompanyHit,
  mapCompaniesByIds,
  marketplaceEnterpriseBySlug,
  marketplaceEnterprisesByIds,
  searchEmployeeIds,
  visibleCompaniesOf,
  visibleEmployee,
  visibleEmployeesOf,
} from './marketplace-store.ts';
import { mapCompanyView, marketplaceEmployeeView, marketplaceEnterpriseView } from './marketplace-view.ts';
import type {
  CompanyListQuery,
  EmployeeFilter,
  EmployeeSort,
  MapCompanyView,
  MarketplaceCompanyExpandableView,
  MarketplaceEmployeeView,
  UserLocation,
} from './schemas.ts';

/** The map answers at most this many companies (the most popular first). */
export const MAP_CAP = 5000;

type Employee = Row<'employees'>;

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
    const rows = await companiesByIds(
      this.sql,
      hits.map((h) => h.id),
    );
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
    const rows = await marketplaceEnterprisesByIds(this.sql, [...new Set(ids)]);
    return new Map(
      rows.map((r) => {
        const { companies: _, ...rest } = marketplaceEnterpriseView(r, []);
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
    const rows = await enterprisesByIds(this.sql, [...groups.keys()]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return [...groups.entries()].flatMap(([id, companies]) => {
      const row = byId.get(id);
      return row ? [marketplaceEnterpriseView(row, companies)] : [];
    });
  }

  /** An enterprise on the marketplace by its slug (or id), with its visible companies. */
  async enterpriseBySlug(slugOrId: string, expand: readonly string[] = []) {
    const row = await marketplaceEnterpriseBySlug(this.sql, slugOrId);
    if (!row) throw notFound('enterprise');
    const companies = await visibleCompaniesOf(this.sql, row.id);
    const list = expand.includes('companies')
      ? await this.companyViews(companies.map((c) => ({ id: c.id, enterprise_id: row.id, distance: null })))
      : companies.map((c) => c.id);
    return marketplaceEnterpriseView(row, list);
  }

  /** Compact records for a map, most popular first (at most MAP_CAP). */
  async mapCompanies(query: CompanyListQuery): Promise<MapCompanyView[]> {
    const criteria: CompanyCriteria = {
      ...companyCriteria(query),
      sort: { field: 'popularity', order: 'desc' },
    };
    const hits = await findCompanies(this.sql, criteria, { withPosition: true, cap: MAP_CAP });
    if (hits.length === 0) return [];
    const rows = await mapCompaniesByIds(
      this.sql,
      hits.map((h) => h.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return hits.flatMap((hit) => {
      const r = byId.get(hit.id);
      if (!r || r.lat === null || r.lng === null) return [];
      return [mapCompanyView({ ...r, lat: r.lat, lng: r.lng }, hit.distance)];
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Employees

  /** Live event types customers may book in these companies, by company. */
  private async bookableEventTypes(companyIds: string[]): Promise<Map<string, string[]>> {
    const rows = companyIds.length ? await bookableEventTypes(this.sql, [...new Set(companyIds)]) : [];
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
    return rows.map((row) =>
      marketplaceEmployeeView(
        row,
        (eventTypes.get(row.company_id) ?? []).filter((id) => performs(row, id)),
        companies?.get(row.company_id) ?? row.company_id,
        distances?.get(row.id),
      ),
    );
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
    let rows = await visibleEmployeesOf(this.sql, companyId);
    if (filter.ids) {
      const ids = new Set(filter.ids);
      rows = rows.filter((e) => ids.has(e.id));
    }
    if (wanted) rows = rows.filter((e) => wanted.every((id) => performs(e, id)));
    if (filter.text?.trim()) {
      const matches = await employeeIdsByName(this.sql, filter.text, companyId);
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
    const row = await visibleEmployee(this.sql, companyId, employeeId);
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
    const hits = await searchEmployeeIds(this.sql, {
      text: search,
      point,
      radius: at?.radius,
      countryCode: at?.country_code,
      page,
    });
    const rows = await employeesByIds(
      this.sql,
      [...new Set(hits.map((h) => h.company_id))],
      hits.map((h) => h.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = hits.flatMap((h) => (byId.has(h.id) ? [byId.get(h.id)!] : []));
    const distances = new Map(hits.filter((h) => h.distance !== null).map((h) => [h.id, h.distance!]));
    return this.employeeViews(ordered, expand, distances);
  }

  private async requireVisibleCompany(id: string) {
    if (!(await isVisibleCompany(this.sql, id))) throw notFound('company');
  }
}
