// All of the manage links' SQL (docs/data-access.md): Kysely over the generated table types. Every
// statement names the company, so a database distributed by company_id routes it to one node.
import { qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';

export type BookingLinkRow = Row<'booking_links'>;

/** Stores a new link of an event (its secret's digest only); answers the link's id. */
export async function insertBookingLink(
  db: SqlTx,
  link: { company_id: string; event_id: string; token_hash: string },
): Promise<string> {
  const id = newId();
  await row(db, qb.insertInto('booking_links').values({ id, ...link }));
  return id;
}

/** One link of a company by its id, or undefined. */
export function findBookingLink(db: SqlTx, companyId: string, id: string) {
  return row(
    db,
    qb.selectFrom('booking_links').selectAll().where('company_id', '=', companyId).where('id', '=', id),
  );
}

/** Revokes every live link of an event at `at`; answers how many. */
export async function revokeBookingLinks(db: SqlTx, companyId: string, eventId: string, at: Date) {
  const revoked = await rows(
    db,
    qb
      .updateTable('booking_links')
      .set({ revoked_at: at })
      .where('company_id', '=', companyId)
      .where('event_id', '=', eventId)
      .where('revoked_at', 'is', null)
      .returning('id'),
  );
  return revoked.length;
}
