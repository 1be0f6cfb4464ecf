// Which companies a marketplace list asks for, in which order: the request's parameters (the
// deprecated ones mapped onto their replacements) as one normalised description, and that
// description as the SQL condition the list, the enterprises, the map (marketplace-store.ts) and
// the availability search (availability-store.ts) select by. It builds SQL but sends none.
import { type RawBuilder, sql } from 'kysely';
import { fieldError, validationError } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { likePattern } from '../shared/search-store.ts';
import { type Circle, sqlWithin } from './geo.ts';
import type { CompanyFilterInput, CompanyListQuery, CompanySortField } from './schemas.ts';

export const DEFAULT_RADIUS = 100_000;

/** One normalised description of "which companies, in which order". */
export interface CompanyCriteria {
  filter: Omit<CompanyFilterInput, 'location' | 'text'>;
  texts: string[];
  circle?: Circle;
  sort: { field: CompanySortField; order: 'asc' | 'desc' };
}

const DEFAULT_ORDER: Record<CompanySortField, 'asc' | 'desc'> = {
  distance: 'asc',
  name: 'asc',
  popularity: 'desc',
  created_at: 'asc',
};

/**
 * Maps the deprecated parameters onto their replacements (docs/api-conventions.md#deprecated-parameters); where both are given, the
 * replacement wins. `lat` and `lng` go together; `radius` (default 100000 m) needs them.
 */
export function companyCriteria(query: CompanyListQuery): CompanyCriteria {
  const filter = { ...(query.filter ?? {}) };
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    throw validationError('lat and lng must be given together.', [
      {
        field: query.lat === undefined ? 'lat' : 'lng',
        message: 'is required with the other',
      },
    ]);
  }
  if (query.radius !== undefined && query.lat === undefined) {
    throw fieldError('radius', 'needs lat and lng');
  }
  let circle: Circle | undefined;
  if (filter.location) {
    circle = { ...filter.location, radius: filter.location.radius ?? DEFAULT_RADIUS };
  } else if (query.lat !== undefined && query.lng !== undefined) {
    circle = { lat: query.lat, lng: query.lng, radius: query.radius ?? DEFAULT_RADIUS };
  }
  if (!filter.company_types && query.company_type_id) filter.company_types = [query.company_type_id];
  if (!filter.enterprises) {
    const enterprises = [
      ...(query.enterprise_id ? [query.enterprise_id] : []),
      ...(query.enterprise_ids ?? []),
    ];
    if (enterprises.length > 0) filter.enterprises = enterprises;
  }
  const texts = [filter.text, query.search].filter((t): t is string => !!t?.trim());
  delete filter.location;
  delete filter.text;

  let sort: CompanyCriteria['sort'];
  if (query.sort) {
    sort = { field: query.sort.field, order: query.sort.order ?? DEFAULT_ORDER[query.sort.field] };
  } else if (query.sort_by === 'popular') {
    sort = { field: 'popularity', order: 'desc' };
  } else if (query.sort_by === 'distance' || circle) {
    sort = { field: 'distance', order: 'asc' };
  } else {
    sort = { field: 'name', order: 'asc' };
  }
  if (sort.field === 'distance' && !circle) {
    throw fieldError(
      query.sort ? 'sort.field' : 'sort_by',
      'distance needs a location (filter.location, or lat and lng)',
    );
  }
  return { filter, texts, circle, sort };
}

/** `pagination`, else the deprecated `limit`/`skip` (or `limit_companies`/`skip_companies`). */
export function companyPage(query: CompanyListQuery): Page {
  return {
    limit: query.pagination?.limit ?? query.limit ?? query.limit_companies ?? 100,
    offset: query.pagination?.offset ?? query.skip ?? query.skip_companies ?? 0,
  };
}

/**
 * The text a customer's search matches, exactly as the trigram index of migration
 * 20261121233000_marketplace_search is built (the planner matches the expression, not a name).
 */
const SEARCH_TEXT = sql.raw(
  `immutable_unaccent(lower(c."name" || ' ' || coalesce(c."profile"->>'store_name', '') || ' ' || ` +
    `coalesce(c."location"->>'formatted_address', '') || ' ' || coalesce(c."location"->'address'->>'city', '')))`,
);

const JOIN_TABLES = {
  company_types: ['company_company_types', 'company_type_id'],
  service_types: ['company_service_types', 'service_type_id'],
  cuisines: ['company_cuisines', 'cuisine_id'],
  dietaries: ['company_dietaries', 'dietary_id'],
  ambiences: ['company_ambiences', 'ambience_id'],
} as const;

export interface QueryOptions {
  /** Only companies whose enterprise is on the marketplace (the enterprise list). */
  enterpriseOnMarketplace?: boolean;
  /** Only companies with coordinates (the map). */
  withPosition?: boolean;
  page?: Page;
  /** A hard cap when there is no page (the map). */
  cap?: number;
}

/** The WHERE clause: marketplace-visible companies matching every criterion. */
export function whereClause(criteria: CompanyCriteria, options: QueryOptions): RawBuilder<unknown> {
  const { filter } = criteria;
  const parts: RawBuilder<unknown>[] = [sql`c.marketplace_enabled AND c.marketplace_visible`];
  if (options.enterpriseOnMarketplace) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM enterprises e WHERE e.id = c.enterprise_id AND e.available_on_marketplace)`,
    );
  }
  if (options.withPosition) parts.push(sql`c.lat IS NOT NULL AND c.lng IS NOT NULL`);
  if (filter.enterprises) parts.push(sql`c.enterprise_id = ANY(${filter.enterprises}::text[])`);
  if (filter.ids) parts.push(sql`c.id = ANY(${filter.ids}::text[])`);
  if (filter.country_code) parts.push(sql`upper(c.country_code) = ${filter.country_code.toUpperCase()}`);
  for (const [key, [table, column]] of Object.entries(JOIN_TABLES)) {
    const ids = filter[key as keyof typeof JOIN_TABLES];
    if (!ids) continue;
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${sql.raw(`"${table}"`)} j WHERE j.company_id = c.id AND j.${sql.raw(
        `"${column}"`,
      )} = ANY(${ids}::text[]))`,
    );
  }
  for (const text of criteria.texts) {
    parts.push(sql`${SEARCH_TEXT} LIKE immutable_unaccent(lower(${likePattern(text)}::text))`);
  }
  if (criteria.circle) parts.push(sqlWithin('c', criteria.circle));
  if (filter.bounds) {
    const { north, south, east, west } = filter.bounds;
    if (south > north) throw fieldError('filter.bounds', 'south must not be north of north');
    parts.push(sql`c.lat BETWEEN ${south}::float8 AND ${north}::float8`);
    parts.push(
      west <= east
        ? sql`c.lng BETWEEN ${west}::float8 AND ${east}::float8`
        : sql`(c.lng >= ${west}::float8 OR c.lng <= ${east}::float8)`,
    );
  }
  return sql.join(parts, sql` AND `);
}
