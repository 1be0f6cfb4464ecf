import { sql } from 'kysely';
import { prepared, qb, rawRows, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { storedImage, storedJson, storedTranslations } from '../shared/schemas.ts';
import { type Point, sqlDistance, sqlWithin } from './geo.ts';
import { Category, type CategoryView } from './schemas.ts';

export const CATEGORY_KINDS = [
  'company_types',
  'service_types',
  'cuisines',
  'dietaries',
  'ambiences',
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
/** Kinds whose rows may be specific to a country (`country_code`; null = every country). */
const COUNTRY_SPECIFIC: ReadonlySet<CategoryKind> = new Set(['company_types', 'service_types']);

const NOUN: Record<CategoryKind, string> = {
  company_types: 'company type',
  service_types: 'service type',
  cuisines: 'cuisine',
  dietaries: 'dietary',
  ambiences: 'ambience',
};

/** 'company types' / 'company type' (count 1), for documentation and messages. */
export function categoryPlural(kind: CategoryKind, count = 2): string {
  if (count === 1) return NOUN[kind];
  return kind.replace('_', ' ');
}

/** How far a company may be from the customer's point to tell which country the point is in. */
const COUNTRY_LOOKUP_RADIUS = 500_000;

interface CategoryRow {
  id: string;
  readable_id: string | null;
  name: string;
  name_translations: unknown;
  country_code?: string | null;
  order: number;
  image: unknown;
  metadata: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface CategoryLocation {
  lat?: number;
  lng?: number;
  country_code?: string;
}

export interface CategoryListOptions {
  location?: CategoryLocation;
  sort?: { field: 'order' | 'name' | 'created_at'; order?: 'asc' | 'desc' };
  page: Page;
}

const storedMetadata = storedJson(Category.properties.metadata, 'category metadata');

/** `country_code` only for the kinds that are country specific. */
export function categoryView(kind: CategoryKind, row: CategoryRow): CategoryView {
  return {
    id: row.id,
    readable_id: row.readable_id,
    name: row.name,
    name_translations: storedTranslations(row.name_translations),
    ...(COUNTRY_SPECIFIC.has(kind) ? { country_code: row.country_code ?? null } : {}),
    order: row.order,
    image: storedImage(row.image ?? null),
    metadata: storedMetadata(row.metadata),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One prepared statement per kind (the table differs, the shape does not). */
function perKind<T>(make: (kind: CategoryKind) => T): Record<CategoryKind, T> {
  return Object.fromEntries(CATEGORY_KINDS.map((kind) => [kind, make(kind)])) as Record<CategoryKind, T>;
}

const BY_ID = perKind((kind) =>
  prepared((p: { id: string }) => qb.selectFrom(kind).selectAll().where('id', '=', p.id)),
);
const BY_READABLE_ID = perKind((kind) =>
  prepared((p: { readableId: string }) =>
    qb.selectFrom(kind).selectAll().where('readable_id', '=', p.readableId),
  ),
);
const BY_IDS = perKind((kind) =>
  prepared((p: { ids: string[] }) =>
    qb
      .selectFrom(kind)
      .selectAll()
      .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
  ),
);

/** The global category lists customers filter companies by. */
export class MarketplaceCategories {
  private readonly sql: SqlTx;

  constructor(sql: SqlTx) {
    this.sql = sql;
  }

  /**
   * The country at a point: the one of the nearest marketplace company within 500 km that has a
   * country (no geocoder needed; the marketplace only matters where its companies are).
   */
  async countryAt(point: Point): Promise<string | undefined> {
    const rows = await rawRows(
      this.sql,
      sql<{ country_code: string }>`
      SELECT c.country_code FROM companies c
       WHERE c.marketplace_enabled AND c.marketplace_visible AND c.country_code IS NOT NULL
         AND ${sqlWithin('c', { ...point, radius: COUNTRY_LOOKUP_RADIUS })}
       ORDER BY ${sqlDistance('c', point)} ASC, c.id ASC
       LIMIT 1`,
    );
    return rows[0]?.country_code.toUpperCase();
  }

  /**
   * For a located customer: the country codes whose rows they see besides the ones for every
   * country (undefined: no narrowing, every row).
   */
  private async countries(kind: CategoryKind, location?: CategoryLocation): Promise<string[] | undefined> {
    if (!location) return undefined;
    const hasLat = location.lat !== undefined;
    if (hasLat !== (location.lng !== undefined)) {
      throw fieldError(hasLat ? 'lng' : 'lat', 'is required with the other');
    }
    if (!COUNTRY_SPECIFIC.has(kind)) return undefined;
    let country = location.country_code?.toUpperCase();
    if (!country && hasLat) country = await this.countryAt({ lat: location.lat!, lng: location.lng! });
    if (!country && !hasLat) return undefined;
    return country ? [country, country.toLowerCase()] : [];
  }

  async list(kind: CategoryKind, { location, sort, page }: CategoryListOptions) {
    const codes = await this.countries(kind, location);
    let query = qb.selectFrom(kind).selectAll();
    // Only the country-specific kinds have the column (countries() answers undefined for the rest).
    if (codes)
      query = query.where(sql<boolean>`(country_code IS NULL OR country_code = ANY(${codes}::text[]))`);
    query = sort
      ? query.orderBy(sort.field, sort.order ?? 'asc').orderBy('id')
      : query.orderBy('order').orderBy('name').orderBy('id');
    const rows: CategoryRow[] = await runRows(this.sql, query.offset(page.offset).limit(page.limit));
    return rows.map((r) => categoryView(kind, r));
  }

  async get(kind: CategoryKind, id: string) {
    const row: CategoryRow | undefined = await BY_ID[kind].row(this.sql, { id });
    if (!row) throw notFound(NOUN[kind]);
    return categoryView(kind, row);
  }

  async byReadableId(kind: CategoryKind, readableId: string) {
    const row: CategoryRow | undefined = await BY_READABLE_ID[kind].row(this.sql, { readableId });
    if (!row) throw notFound(NOUN[kind]);
    return categoryView(kind, row);
  }

  /** Views keyed by id, for `expand=company_types`. */
  async viewsByIds(kind: CategoryKind, ids: string[]) {
    const rows: CategoryRow[] = ids.length ? await BY_IDS[kind].rows(this.sql, { ids }) : [];
    return new Map(rows.map((r) => [r.id, categoryView(kind, r)]));
  }
}
