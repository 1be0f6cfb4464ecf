// All of the marketplace browsing's SQL (docs/data-access.md): the company list, search and map,
// enterprises, employees, the global category lists and the service menu. Fixed shapes are
// prepared once; lists whose filters vary are built per request. The availability search has its
// own store (availability-store.ts).
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import {
  arrayOf,
  type DB,
  prepared,
  qb,
  type Row,
  rawRows,
  readsAcross,
  rows as runRows,
} from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { companyTypeIds, marketplaceCompanies } from '../companies/company-store.ts';
import type { MarketplaceCompanyRow } from '../companies/company-view.ts';
import { MARKETPLACE_EVENT_TYPE_COLUMNS } from '../event-types/event-type-view.ts';
import type { Page } from '../shared/paging.ts';
import { likePattern } from '../shared/search-store.ts';
import { type CompanyCriteria, type QueryOptions, whereClause } from './company-query.ts';
import { type Point, sqlDistance, sqlWithin } from './geo.ts';
import type { CategoryKind, MENU_EVENT_TYPE_SORT_FIELDS, MENU_GROUP_SORT_FIELDS } from './schemas.ts';

// ---------------------------------------------------------------------------------------------
// Companies

/** Companies by id as the marketplace view reads them, with their company types in order (one query). */
export const COMPANIES_BY_IDS = prepared((p: { ids: string[] }) =>
  marketplaceCompanies().where('c.id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export const companiesByIds = (db: SqlTx, ids: string[]) => COMPANIES_BY_IDS.rows(db, { ids });

/** What a map shows of each company. */
const MAP_COMPANIES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', 'c.url_name', 'c.enterprise_id', 'c.lat', 'c.lng', 'c.favorites'])
    .select(companyTypeIds)
    .where('c.id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

export const mapCompaniesByIds = (db: SqlTx, ids: string[]) => MAP_COMPANIES.rows(db, { ids });

const VISIBLE_COMPANY = prepared((p: { id: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('id', '=', p.id)
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true),
);

/** Whether the company is on the marketplace and visible there. */
export const isVisibleCompany = async (db: SqlTx, id: string) =>
  (await VISIBLE_COMPANY.row(db, { id })) !== undefined;

/** A company of a search: its id, its enterprise and its distance from the location (null without one). */
export interface CompanyHit {
  id: string;
  enterprise_id: string | null;
  distance: number | null;
}

function orderClause(sort: CompanyCriteria['sort']): RawBuilder<unknown> {
  const dir = sql.raw(sort.order === 'desc' ? 'DESC' : 'ASC');
  switch (sort.field) {
    case 'distance':
      return sql`distance ${dir}, c.id ASC`;
    case 'popularity':
      return sql`c.favorites ${dir}, c.id ASC`;
    case 'created_at':
      return sql`c.created_at ${dir}, c.id ASC`;
    default:
      return sql`c.name ${dir}, c.id ASC`;
  }
}

/**
 * One page of the companies matching the criteria, in their order: the `select` list and each
 * company's distance from the criteria's location (null without one).
 */
function matchingCompanies<R>(
  db: SqlTx,
  select: RawBuilder<unknown>,
  criteria: CompanyCriteria,
  options: QueryOptions,
): Promise<R[]> {
  const distance = criteria.circle ? sqlDistance('c', criteria.circle as Point) : sql`NULL::float8`;
  const limit = options.page?.limit ?? options.cap ?? 100;
  const offset = options.page?.offset ?? 0;
  return rawRows(
    db,
    sql<R>`
    SELECT ${select}, ${distance} AS distance
      FROM companies AS c
     WHERE ${whereClause(criteria, options)}
     ORDER BY ${orderClause(criteria.sort)}
     LIMIT ${limit}::int OFFSET ${offset}::int`,
  );
}

/** Ids (with distance from the location, when one was given) of one page of matching companies. */
export const findCompanies = (db: SqlTx, criteria: CompanyCriteria, options: QueryOptions = {}) =>
  matchingCompanies<CompanyHit>(db, sql`c.id, c.enterprise_id`, criteria, options);

/**
 * The select list of `marketplaceCompanies()` (the marketplace view's columns and the ids of the
 * company's types), compiled once: it has no parameters, and the list query below is built per
 * request around it.
 */
const MARKETPLACE_SELECT = (() => {
  const compiled = marketplaceCompanies().compile();
  const from = compiled.sql.lastIndexOf(' from "companies" as "c"');
  if (compiled.parameters.length > 0 || !compiled.sql.startsWith('select ') || from < 0)
    throw new Error('marketplaceCompanies() no longer compiles to a plain select list');
  return sql.raw(compiled.sql.slice('select '.length, from));
})();

/** A company of a list as the marketplace view reads it, with its distance (null without a location). */
export type MarketplaceCompanyHit = MarketplaceCompanyRow & {
  company_type_ids: string[];
  distance: number | null;
};

/**
 * One page of matching companies with what the marketplace view reads of them, in one statement
 * (the list used to find the page's ids first, then read those companies: two round trips).
 */
export const findMarketplaceCompanies = (db: SqlTx, criteria: CompanyCriteria, options: QueryOptions = {}) =>
  matchingCompanies<MarketplaceCompanyHit>(db, MARKETPLACE_SELECT, criteria, options);

/**
 * The country at a point: the one of the nearest marketplace company within `radius` metres that
 * has a country (no geocoder needed; the marketplace only matters where its companies are).
 */
export async function countryNear(db: SqlTx, point: Point, radius: number): Promise<string | undefined> {
  const found = await rawRows(
    db,
    sql<{ country_code: string }>`
      SELECT c.country_code FROM companies c
       WHERE c.marketplace_enabled AND c.marketplace_visible AND c.country_code IS NOT NULL
         AND ${sqlWithin('c', { ...point, radius })}
       ORDER BY ${sqlDistance('c', point)} ASC, c.id ASC
       LIMIT 1`,
  );
  return found[0]?.country_code;
}

// ---------------------------------------------------------------------------------------------
// Enterprises

const ENTERPRISES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('enterprises')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** Enterprises by id (none asked: no statement). */
export const enterprisesByIds = async (db: SqlTx, ids: string[]) =>
  ids.length ? ENTERPRISES.rows(db, { ids }) : [];

const MARKETPLACE_ENTERPRISES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('enterprises')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids)))
    .where('available_on_marketplace', '=', true),
);

/** Enterprises by id that are on the marketplace (none asked: no statement). */
export const marketplaceEnterprisesByIds = async (db: SqlTx, ids: string[]) =>
  ids.length ? MARKETPLACE_ENTERPRISES.rows(db, { ids }) : [];

const ENTERPRISE_BY_SLUG = prepared((p: { slug: string }) =>
  qb
    .selectFrom('enterprises')
    .selectAll()
    .where('available_on_marketplace', '=', true)
    .where((eb) => eb.or([eb('url_name', '=', p.slug), eb('id', '=', p.slug)]))
    // A slug that is another enterprise's id: the slug wins.
    .orderBy((eb) => eb('url_name', '=', p.slug), 'desc')
    .limit(1),
);

/** An enterprise on the marketplace by its slug or its id. */
export const marketplaceEnterpriseBySlug = (db: SqlTx, slug: string) => ENTERPRISE_BY_SLUG.row(db, { slug });

const ENTERPRISE_COMPANIES = prepared((p: { enterpriseId: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('enterprise_id', '=', p.enterpriseId)
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true)
    .orderBy('enterprise_order')
    .orderBy('name')
    .orderBy('id'),
);

/** An enterprise's marketplace-visible companies, in the enterprise's order. */
export const visibleCompaniesOf = (db: SqlTx, enterpriseId: string) =>
  ENTERPRISE_COMPANIES.rows(db, { enterpriseId });

// ---------------------------------------------------------------------------------------------
// Employees

const BOOKABLE_EVENT_TYPES = prepared((p: { companyIds: string[] }) =>
  qb
    .selectFrom('event_types')
    .select(['id', 'company_id'])
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('deleted_at', 'is', null)
    .where('hidden', '=', false)
    .orderBy('created_at')
    .orderBy('id'),
);

/** Live event types customers may book, of these companies, in creation order. */
export const bookableEventTypes = (db: SqlTx, companyIds: string[]) =>
  BOOKABLE_EVENT_TYPES.rows(db, { companyIds });

/** Live employees a customer may see: bookable on the marketplace, in a visible company. */
const visibleEmployees = () =>
  qb
    .selectFrom('employees as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .selectAll('e')
    .where('e.deleted_at', 'is', null)
    .where('e.marketplace_enabled', '=', true)
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true);

const COMPANY_EMPLOYEES = prepared((p: { companyId: string }) =>
  visibleEmployees().where('e.company_id', '=', p.companyId),
);

/** A company's employees a customer may see. */
export const visibleEmployeesOf = (db: SqlTx, companyId: string) => COMPANY_EMPLOYEES.rows(db, { companyId });

const VISIBLE_EMPLOYEE = prepared((p: { id: string; companyId: string }) =>
  visibleEmployees().where('e.id', '=', p.id).where('e.company_id', '=', p.companyId),
);

/** An employee of the company a customer may see, or undefined. */
export const visibleEmployee = (db: SqlTx, companyId: string, id: string) =>
  VISIBLE_EMPLOYEE.row(db, { id, companyId });

// By their companies as well (the search answers both): each company's node reads its own.
const EMPLOYEES_BY_IDS = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** Employees by id (none asked: no statement). */
export const employeesByIds = async (
  db: SqlTx,
  companyIds: string[],
  ids: string[],
): Promise<Row<'employees'>[]> => (ids.length ? EMPLOYEES_BY_IDS.rows(db, { companyIds, ids }) : []);

/** The condition on a visible employee's name matching a customer's text (case- and accent-insensitive). */
const nameMatches = (text: string) =>
  sql`immutable_unaccent(lower(e.name)) LIKE immutable_unaccent(lower(${likePattern(text)}::text))`;

/** Ids of visible employees whose name matches the text, of one company or any. */
export async function employeeIdsByName(db: SqlTx, text: string, companyId?: string): Promise<Set<string>> {
  const found = await rawRows(
    db,
    sql<{ id: string }>`
      SELECT ${companyId ? sql`` : readsAcross('marketplace-search')} e.id FROM employees e
       WHERE ${companyId ? sql`e.company_id = ${companyId} AND` : sql``}
             e.deleted_at IS NULL AND e.marketplace_enabled
         AND ${nameMatches(text)}`,
  );
  return new Set(found.map((r) => r.id));
}

export interface EmployeeSearch {
  /** Only names matching this text. */
  text?: string;
  /** Nearest first from this point (employees of companies without a position last). */
  point?: Point;
  /** Only within this many metres of the point. */
  radius?: number;
  countryCode?: string;
  page: Page;
}

/**
 * Ids of a page of visible employees across companies, with their distance (null without a
 * point). Every visible company is a candidate, so no company can be named: on a distributed
 * database each node reads its shards' employees (no lock) and the coordinator merges the pages.
 */
export async function searchEmployeeIds(
  db: SqlTx,
  q: EmployeeSearch,
): Promise<{ id: string; company_id: string; distance: number | null }[]> {
  const parts: RawBuilder<unknown>[] = [
    sql`e.deleted_at IS NULL AND e.marketplace_enabled AND c.marketplace_enabled AND c.marketplace_visible`,
  ];
  if (q.text?.trim()) parts.push(nameMatches(q.text));
  if (q.point && q.radius !== undefined) parts.push(sqlWithin('c', { ...q.point, radius: q.radius }));
  if (q.countryCode) parts.push(sql`upper(c.country_code) = ${q.countryCode.toUpperCase()}`);
  const distance = q.point
    ? sql`CASE WHEN c.lat IS NULL OR c.lng IS NULL THEN NULL ELSE ${sqlDistance('c', q.point)} END`
    : sql`NULL::float8`;
  return rawRows(
    db,
    sql<{ id: string; company_id: string; distance: number | null }>`
      SELECT ${readsAcross('marketplace-search')} e.id, e.company_id, ${distance} AS distance
        FROM employees e JOIN companies c ON c.id = e.company_id
       WHERE ${sql.join(parts, sql` AND `)}
       ORDER BY ${q.point ? sql`distance ASC NULLS LAST,` : sql``} e.name ASC, e.id ASC
       LIMIT ${q.page.limit}::int OFFSET ${q.page.offset}::int`,
  );
}

// ---------------------------------------------------------------------------------------------
// The global category lists

/** A row of any category list (company_types and service_types also have a country_code). */
export type CategoryRow = { [K in CategoryKind]: Row<K> }[CategoryKind];

/** One prepared statement per kind (the table differs, the shape does not). */
function perKind<T>(make: (kind: CategoryKind) => T): Record<CategoryKind, T> {
  return {
    company_types: make('company_types'),
    service_types: make('service_types'),
    cuisines: make('cuisines'),
    dietaries: make('dietaries'),
    ambiences: make('ambiences'),
  };
}

const CATEGORY_BY_ID = perKind((kind) =>
  prepared((p: { id: string }) => qb.selectFrom(kind).selectAll().where('id', '=', p.id)),
);
const CATEGORY_BY_READABLE_ID = perKind((kind) =>
  prepared((p: { readableId: string }) =>
    qb.selectFrom(kind).selectAll().where('readable_id', '=', p.readableId),
  ),
);
const CATEGORIES_BY_IDS = perKind((kind) =>
  prepared((p: { ids: string[] }) =>
    qb
      .selectFrom(kind)
      .selectAll()
      .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
  ),
);

export const categoryById = (db: SqlTx, kind: CategoryKind, id: string): Promise<CategoryRow | undefined> =>
  CATEGORY_BY_ID[kind].row(db, { id });

export const categoryByReadableId = (
  db: SqlTx,
  kind: CategoryKind,
  readableId: string,
): Promise<CategoryRow | undefined> => CATEGORY_BY_READABLE_ID[kind].row(db, { readableId });

/** Categories of a kind by id (none asked: no statement). */
export const categoriesByIds = async (
  db: SqlTx,
  kind: CategoryKind,
  ids: string[],
): Promise<CategoryRow[]> => (ids.length ? CATEGORIES_BY_IDS[kind].rows(db, { ids }) : []);

export interface CategoryQuery {
  /** Only the rows for every country and for these country codes (only the kinds that have one). */
  countryCodes?: string[];
  sort?: { field: 'order' | 'name' | 'created_at'; order?: 'asc' | 'desc' };
  page: Page;
}

/** A page of a category list, in the asked order (else order, name), then id. */
export async function listCategories(
  db: SqlTx,
  kind: CategoryKind,
  q: CategoryQuery,
): Promise<CategoryRow[]> {
  let query = qb.selectFrom(kind).selectAll();
  const codes = q.countryCodes;
  if (codes)
    query = query.where(sql<boolean>`(country_code IS NULL OR country_code = ANY(${codes}::text[]))`);
  query = q.sort
    ? query.orderBy(q.sort.field, q.sort.order ?? 'asc').orderBy('id')
    : query.orderBy('order').orderBy('name').orderBy('id');
  return runRows(db, query.offset(q.page.offset).limit(q.page.limit));
}

// ---------------------------------------------------------------------------------------------
// The service menu

export type MenuSort = { field: string; order?: 'asc' | 'desc' };

/** Prepared once per sort (a handful of shapes), built on first use. */
function bySort<Q>(make: (field: string, order: 'asc' | 'desc') => Q) {
  const made = new Map<string, Q>();
  return (sort: MenuSort | undefined, defaultField: string): Q => {
    const field = sort?.field ?? defaultField;
    const order = sort?.order ?? 'asc';
    const key = `${field} ${order}`;
    let q = made.get(key);
    if (!q) {
      q = make(field, order);
      made.set(key, q);
    }
    return q;
  };
}

/** A marketplace-visible company by id or url_name (the slug wins over another company's id). */
const MENU_COMPANY = prepared((p: { idOrSlug: string }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'currency_code'])
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true)
    .where((eb) => eb.or([eb('id', '=', p.idOrSlug), eb('url_name', '=', p.idOrSlug)]))
    // A slug that is another company's id: the slug wins, as for the company by slug.
    .orderBy((eb) => eb('url_name', '=', p.idOrSlug), 'desc')
    .limit(1),
);

/**
 * A company's bookable event types (live, not hidden: what a customer may book online, the
 * view's columns, in the asked order).
 */
const MENU_EVENT_TYPES = bySort((field, order) =>
  prepared((p: { companyId: string }) =>
    qb
      .selectFrom('event_types as et')
      .select(MARKETPLACE_EVENT_TYPE_COLUMNS.map((column) => `et.${column}` as const))
      .where('et.company_id', '=', p.companyId)
      .where('et.deleted_at', 'is', null)
      .where('et.hidden', '=', false)
      .orderBy(`et.${field as (typeof MENU_EVENT_TYPE_SORT_FIELDS)[number]}`, order)
      .orderBy('et.created_at')
      .orderBy('et.id'),
  ),
);

/**
 * A marketplace-visible company by id or url_name with its bookable event types, or undefined.
 * Two statements: the company (a reference table, on every node), then its event types by its
 * id, which a database distributed by company_id sends to the company's node only. One statement
 * (the company in a CTE, its event types by `IN` over it) saved one statement's CPU per load
 * (about 0.1 ms, issue 15), but named no company the planner could see, so every node read its
 * shards of event_types (docs/scaling.md, "Statements"). A menu is loaded when its cached answer
 * is stale, not per request.
 */
export async function menuCompany(db: SqlTx, idOrSlug: string, sort: MenuSort | undefined) {
  const company = await MENU_COMPANY.row(db, { idOrSlug });
  if (!company) return undefined;
  const eventTypes = await MENU_EVENT_TYPES(sort, 'created_at').rows(db, { companyId: company.id });
  return { ...company, event_types: eventTypes };
}

/** One item of a group, in `order` then id (the two arrays below are read in step). */
const items = (g: ExpressionBuilder<DB & { g: DB['event_type_groups'] }, 'g'>) =>
  g
    .selectFrom('event_type_group_items as i')
    // On company_id as well as the group's id: a distributed database joins only so.
    .whereRef('i.company_id', '=', 'g.company_id')
    .whereRef('i.event_type_group_id', '=', 'g.id')
    .orderBy('i.order')
    .orderBy('i.id');

/** A page of groups, each with its items' event types and orders (one statement, not two). */
const GROUPS = bySort((field, order) =>
  prepared((p: { companyId: string; offset: number; limit: number }) =>
    qb
      .selectFrom('event_type_groups as g')
      .selectAll('g')
      .select((eb) => arrayOf(items(eb).select('i.event_type_id')).as('item_event_types'))
      .select((eb) => arrayOf(items(eb).select('i.order')).as('item_orders'))
      .where('g.company_id', '=', p.companyId)
      .orderBy(`g.${field as (typeof MENU_GROUP_SORT_FIELDS)[number]}`, order)
      .orderBy('g.created_at')
      .orderBy('g.id')
      .offset(p.offset)
      .limit(p.limit),
  ),
);

/** A page of a company's event type groups with their items, in the asked order (else `order`). */
export const menuGroups = (db: SqlTx, companyId: string, sort: MenuSort | undefined, page: Page) =>
  GROUPS(sort, 'order').rows(db, { companyId, offset: page.offset, limit: page.limit });

export type MenuGroupRow = Awaited<ReturnType<typeof menuGroups>>[number];

const MENU_EMPLOYEE = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('employees')
    .select('event_type_preferences')
    .where('id', '=', p.id)
    .where('company_id', '=', p.companyId)
    .where('deleted_at', 'is', null)
    .where('marketplace_enabled', '=', true),
);

/** What the menu reads of a live employee bookable online, or undefined. */
export const menuEmployee = (db: SqlTx, companyId: string, id: string) =>
  MENU_EMPLOYEE.row(db, { id, companyId });

const MENU_SPACE = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('resources')
    .select(['event_type_preferences', 'marketplace'])
    .where('id', '=', p.id)
    .where('company_id', '=', p.companyId)
    .where('deleted_at', 'is', null),
);

/** What the menu reads of a live resource, or undefined. */
export const menuSpace = (db: SqlTx, companyId: string, id: string) => MENU_SPACE.row(db, { id, companyId });

/** A group's members (null when the company has no such group). */
const GROUP_MEMBERS = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('event_type_groups as g')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('event_type_group_items as i')
            .select((ib) => ib.fn.agg<string[]>('array_agg', ['i.event_type_id']).as('ids'))
            .whereRef('i.company_id', '=', 'g.company_id')
            .whereRef('i.event_type_group_id', '=', 'g.id'),
          eb.val<string[]>([]),
        )
        .as('members'),
    )
    .where('g.id', '=', p.id)
    .where('g.company_id', '=', p.companyId),
);

/** The event types of a company's group, or undefined when it has no such group. */
export const groupMembers = async (db: SqlTx, companyId: string, id: string) =>
  (await GROUP_MEMBERS.row(db, { id, companyId }))?.members;
