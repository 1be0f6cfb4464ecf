// The global category lists customers filter companies by (company types, service types,
// cuisines, dietaries, ambiences): lists narrowed to a customer's country, reads by id or readable
// id. Their SQL is in marketplace-store.ts, their view in marketplace-view.ts.
import type { SqlTx } from '../../db/sql.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import type { Point } from './geo.ts';
import {
  categoriesByIds,
  categoryById,
  categoryByReadableId,
  countryNear,
  listCategories,
} from './marketplace-store.ts';
import { COUNTRY_SPECIFIC, categoryView } from './marketplace-view.ts';
import type { CategoryKind } from './schemas.ts';

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
    return (await countryNear(this.sql, point, COUNTRY_LOOKUP_RADIUS))?.toUpperCase();
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
    // Only the country-specific kinds have the column (countries() answers undefined for the rest).
    const countryCodes = await this.countries(kind, location);
    const rows = await listCategories(this.sql, kind, { countryCodes, sort, page });
    return rows.map((r) => categoryView(kind, r));
  }

  async get(kind: CategoryKind, id: string) {
    const row = await categoryById(this.sql, kind, id);
    if (!row) throw notFound(NOUN[kind]);
    return categoryView(kind, row);
  }

  async byReadableId(kind: CategoryKind, readableId: string) {
    const row = await categoryByReadableId(this.sql, kind, readableId);
    if (!row) throw notFound(NOUN[kind]);
    return categoryView(kind, row);
  }

  /** Views keyed by id, for `expand=company_types`. */
  async viewsByIds(kind: CategoryKind, ids: string[]) {
    const rows = await categoriesByIds(this.sql, kind, ids);
    return new Map(rows.map((r) => [r.id, categoryView(kind, r)]));
  }
}
