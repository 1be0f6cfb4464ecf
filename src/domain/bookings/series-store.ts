// All of the series' SQL (docs/bookings.md#series): Kysely over the generated table types. Every
// statement names the company, so a database distributed by company_id routes it to one node.
import { qb, type Row, readsAcross, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { tenantTable } from '../shared/tenant-store.ts';

export type SeriesRow = Row<'series'>;

/** The series table's writes (insert, update by key). */
export const SERIES = tenantTable('series', { skipped: 'json' });

/** A company's series by its id, or undefined; `lock` holds it for a change in the transaction. */
export function findSeries(db: SqlTx, companyId: string, id: string, lock = false) {
  const query = qb.selectFrom('series').selectAll().where('company_id', '=', companyId).where('id', '=', id);
  return row(db, lock ? query.forUpdate() : query);
}

/** A page of a company's series, the latest first. */
export function listSeries(db: SqlTx, companyId: string, page: { offset: number; limit: number }) {
  return rows(
    db,
    qb
      .selectFrom('series')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'asc')
      .offset(page.offset)
      .limit(page.limit),
  );
}

/**
 * A page of a marketplace customer's series at every company, the latest first (their own
 * list, as their events' list: by the account, across companies).
 */
export function listSeriesOfUser(db: SqlTx, userId: string, page: { offset: number; limit: number }) {
  return rows(
    db,
    qb
      .selectFrom('series')
      .modifyFront(readsAcross('marketplace-user'))
      .selectAll()
      .where('marketplace_user_id', '=', userId)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'asc')
      .offset(page.offset)
      .limit(page.limit),
  );
}

/** The occurrences of a series, earliest first; `lock` holds them for a change in the transaction. */
export function seriesEvents(db: SqlTx, companyId: string, seriesId: string, lock = false) {
  const query = qb
    .selectFrom('events')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('series_id', '=', seriesId)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc');
  return rows(db, lock ? query.forUpdate() : query);
}

export const seriesEventsForUpdate = (db: SqlTx, companyId: string, seriesId: string) =>
  seriesEvents(db, companyId, seriesId, true);

/** The series' own prepayment (payments.series_prepayment up_front), the latest; undefined: none. */
export function seriesPayment(db: SqlTx, companyId: string, seriesId: string) {
  return row(
    db,
    qb
      .selectFrom('payments')
      .select('id')
      .where('company_id', '=', companyId)
      .where('series_id', '=', seriesId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );
}
