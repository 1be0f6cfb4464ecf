// Customer reads in plain SQL: the record with its stats (customerStats) in one statement, and
// the HQ list with search, filter, sort and paging over the trigram index of migration `customers`.
import type { SqlTx } from '../../db/sql.ts';
import { likePattern } from '../shared/search-store.ts';
import { type CustomerRow, customerStats } from './customer-view.ts';

export const CUSTOMER_SORT_FIELDS = ['name', 'created_at', 'last_visit_at'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

import type { CustomerFilter } from './schemas.ts';

export type { CustomerFilter };

export interface CustomerListQuery {
  search?: string;
  filter?: CustomerFilter;
  sort?: { field: CustomerSortField; order?: 'asc' | 'desc' };
  limit: number;
  offset: number;
  /** Only the customers this employee serves (staff limited to their own calendar; docs/roles.md). */
  servedBy?: string | null;
}

/** Whether an event `ev` of the customer is served by the employee (its own, or one of its services'). */
const servedByEmployee = (employee: string) =>
  `EXISTS (SELECT 1 FROM events ev WHERE ev.company_id = c.company_id AND ev.customer_id = c.id
     AND (ev.employee_id = ${employee} OR EXISTS (SELECT 1 FROM event_services s
          WHERE s.company_id = ev.company_id AND s.event_id = ev.id AND s.employee_id = ${employee})))`;

/** Whether the employee serves (has served or will serve) the company's customer. */
export async function servesCustomer(db: SqlTx, companyId: string, customerId: string, employeeId: string) {
  const found = await db.query(
    `SELECT 1 AS served FROM customers c WHERE c.company_id = $1 AND c.id = $2 AND ${servedByEmployee('$3')}`,
    [companyId, customerId, employeeId],
  );
  return found.length > 0;
}

/** Names sort as people read them: Ásta beside Anna, not after Zoë (customers_name_sort_idx). */
const NAME_KEY = 'immutable_unaccent(lower(c."name"))';

/**
 * The last visit of every customer of the company, for the sort on it: one pass over the
 * company's events (a hash aggregate), not a subquery per customer.
 */
const lastVisits = (now: string) => `LEFT JOIN (
    SELECT ev.company_id, ev.customer_id, max(ev.starts_at) AS last_visit_at FROM events ev
     WHERE ev.company_id = $1 AND ev.customer_id IS NOT NULL
       AND ev.status IN ('confirmed', 'completed') AND ev.starts_at <= ${now}::timestamptz
     GROUP BY ev.company_id, ev.customer_id) v ON v.company_id = c.company_id AND v.customer_id = c.id`;

export async function customersByIds(
  db: SqlTx,
  ids: readonly string[],
  now = new Date(),
): Promise<CustomerRow[]> {
  if (ids.length === 0) return [];
  return db.query<CustomerRow>(
    `SELECT c.*, s.* FROM customers c ${customerStats('$2')} WHERE c.id = ANY($1::text[])`,
    [ids, now],
  );
}

/**
 * A page of a company's customers. The page is chosen first (search and filter through their
 * indexes), and the stats are counted for its rows only.
 */
export async function listCustomers(db: SqlTx, companyId: string, q: CustomerListQuery, now = new Date()) {
  const params: unknown[] = [companyId];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = ['c.company_id = $1'];
  const search = q.search?.trim();
  if (search) {
    const patterns = [likePattern(search)];
    // A phone typed with spaces, dashes or a plus ("555 12 34", "+354 555") also matches by its digits.
    const digits = search.replace(/\D/g, '');
    if (/^[\d\s()+./-]+$/.test(search) && digits.length >= 3 && digits !== search)
      patterns.push(likePattern(digits));
    // search_text is kept lower-cased and unaccented by a trigger (customers_search_trgm_idx).
    where.push(
      `(${patterns.map((x) => `c.search_text LIKE immutable_unaccent(lower(${p(x)}::text))`).join(' OR ')})`,
    );
  }
  const f = q.filter ?? {};
  if (q.servedBy != null) where.push(servedByEmployee(p(q.servedBy)));
  if (f.created_from !== undefined) where.push(`c.created_at >= ${p(f.created_from)}::timestamptz`);
  if (f.created_to !== undefined) where.push(`c.created_at < ${p(f.created_to)}::timestamptz`);
  if (f.has_noshow !== undefined)
    where.push(
      `${f.has_noshow ? '' : 'NOT '}EXISTS (SELECT 1 FROM events ev WHERE ev.company_id = c.company_id AND ev.customer_id = c.id AND ev.status = 'noshow')`,
    );
  const dir = q.sort?.order === 'desc' ? 'DESC' : 'ASC';
  const byVisit = q.sort?.field === 'last_visit_at';
  const key =
    q.sort?.field === 'name'
      ? `${NAME_KEY} ${dir}, c.id ${dir}`
      : byVisit
        ? `v.last_visit_at ${dir} NULLS LAST, c.id ${dir}`
        : `c.created_at ${dir}, c.id ${dir}`;
  const outer = byVisit ? `s.last_visit_at ${dir} NULLS LAST, c.id ${dir}` : key;
  const at = p(now);
  return db.query<CustomerRow>(
    `SELECT c.*, s.* FROM (
       SELECT c.* FROM customers c ${byVisit ? lastVisits(at) : ''} WHERE ${where.join(' AND ')}
        ORDER BY ${key} LIMIT ${p(q.limit)}::int OFFSET ${p(q.offset)}::int) c
     ${customerStats(at)}
     ORDER BY ${outer}`,
    params,
  );
}
