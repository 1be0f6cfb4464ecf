// The availability search's reads (availability-search.ts): its candidate companies, then their
// matching services. Both route (docs/scaling.md): the first reads only the tenant registry
// (companies and their categories, reference tables), the second names the companies' ids.
import { sql } from 'kysely';
import { rawRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { likePattern } from '../shared/search-store.ts';
import { DEFAULT_RADIUS, whereClause } from './company-query.ts';
import type { Circle } from './geo.ts';
import { sqlDistance } from './geo.ts';

export interface CandidateCompany {
  id: string;
  time_zone: string;
  distance: number;
}

/**
 * Marketplace-visible companies within the circle offering any of the service types and of the
 * company types, nearest first, `cap` of them after the first `skip`: the company list's own
 * WHERE clause.
 */
export async function candidateCompanies(
  db: SqlTx,
  o: {
    circle: Omit<Circle, 'radius'> & { radius?: number };
    serviceTypes?: string[];
    companyTypes?: string[];
    skip: number;
    cap: number;
  },
): Promise<CandidateCompany[]> {
  const circle = { lat: o.circle.lat, lng: o.circle.lng, radius: o.circle.radius ?? DEFAULT_RADIUS };
  const filter = {
    ...(o.serviceTypes ? { service_types: o.serviceTypes } : {}),
    ...(o.companyTypes ? { company_types: o.companyTypes } : {}),
  };
  const where = whereClause({ filter, texts: [], circle, sort: { field: 'distance', order: 'asc' } }, {});
  const rows = await rawRows(
    db,
    sql<CandidateCompany>`
    SELECT c.id, c.time_zone, ${sqlDistance('c', circle)} AS distance
      FROM companies c
     WHERE ${where}
     ORDER BY distance ASC, c.id ASC
     LIMIT ${o.cap}::int OFFSET ${o.skip}::int`,
  );
  return rows.map((r) => ({ ...r, distance: Number(r.distance) }));
}

/**
 * The live services customers may book (not deleted, not hidden) of these companies whose title
 * contains `text` (case and accents ignored; any without a text), in each company's creation order.
 */
export function matchingServices(
  db: SqlTx,
  companyIds: string[],
  text: string | undefined,
): Promise<{ id: string; company_id: string }[]> {
  const title = text?.trim()
    ? sql`AND immutable_unaccent(lower(et.title)) LIKE immutable_unaccent(lower(${likePattern(text)}::text))`
    : sql``;
  return rawRows(
    db,
    sql<{ id: string; company_id: string }>`
    SELECT et.id, et.company_id
      FROM event_types et
     WHERE et.company_id = ANY(${companyIds}::text[])
       AND et.deleted_at IS NULL AND et.hidden = false ${title}
     ORDER BY et.company_id, et.created_at, et.id`,
  );
}
