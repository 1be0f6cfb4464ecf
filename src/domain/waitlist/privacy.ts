// GDPR erasure (customers/customer-privacy.ts) and access (the customer export) reach the
// waitlist: a customer's entries of the company are found by their marketplace account or their
// e-mail (as their messages are). Erased entries leave the line and keep their days and statuses
// with the personal fields blanked.
import { type ExpressionBuilder, sql } from 'kysely';
import { type DB, qb, type Row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { releaseHold } from '../bookings/reservations.ts';

interface Person {
  company_id: string;
  email: string | null;
  marketplace_user_id: string | null;
}

/** The person's entries of their company: by account, or by e-mail whatever its case. */
function entriesOf(person: Person) {
  return (eb: ExpressionBuilder<DB, 'waitlist_entries'>) =>
    eb.and([
      eb('waitlist_entries.company_id', '=', person.company_id),
      eb.or([
        ...(person.marketplace_user_id
          ? [eb('waitlist_entries.marketplace_user_id', '=', person.marketplace_user_id)]
          : []),
        ...(person.email ? [eb(sql`lower(waitlist_entries.email)`, '=', person.email.toLowerCase())] : []),
      ]),
    ]);
}

/** The person's entries, first joined first (the customer export). */
export function waitlistEntriesOf(db: SqlTx, person: Person): Promise<Row<'waitlist_entries'>[]> {
  return rows(
    db,
    qb
      .selectFrom('waitlist_entries')
      .selectAll()
      .where(entriesOf(person))
      .orderBy('created_at')
      .orderBy('id'),
  );
}

/**
 * Inside the erasure's transaction. Pending offers of those entries are withdrawn and their holds
 * given back (locked reservation first, then offer, then entry: the order every offer path takes).
 * Answers the ids of the entries and of all their offers, whose webhook messages the erasure blanks.
 */
export async function eraseWaitlistEntries(tx: SqlTx, person: Person, now: Date): Promise<string[]> {
  const pending = await rows(
    tx,
    qb
      .selectFrom('booking_offers')
      .select(['company_id', 'id', 'reservation_id'])
      .where('status', '=', 'pending')
      .where(
        'waitlist_entry_id',
        'in',
        qb.selectFrom('waitlist_entries').select('id').where(entriesOf(person)),
      ),
  );
  for (const o of pending) {
    await rows(
      tx,
      qb
        .selectFrom('time_slot_reservations')
        .select('id')
        .where('company_id', '=', o.company_id)
        .where('id', '=', o.reservation_id)
        .forUpdate(),
    );
    const withdrawn = await rows(
      tx,
      qb
        .updateTable('booking_offers')
        .set({ status: 'withdrawn', updated_at: now })
        .where('id', '=', o.id)
        .where('status', '=', 'pending')
        .returning('id'),
    );
    if (withdrawn.length > 0) await releaseHold(tx, o.reservation_id, now);
  }
  const entries = await rows(
    tx,
    qb
      .updateTable('waitlist_entries')
      .set((eb) => ({
        customer_name: '',
        email: '',
        phone_country_code: null,
        phone_number: null,
        marketplace_user_id: null,
        updated_at: now,
        status: eb
          .case()
          .when('status', 'in', ['waiting', 'offered'])
          .then(sql<'cancelled'>`'cancelled'::"WaitlistEntryStatus"`)
          .else(eb.ref('status'))
          .end(),
      }))
      .where(entriesOf(person))
      .returning('id'),
  );
  const ids = entries.map((e) => e.id);
  if (ids.length === 0) return [];
  const offers = await rows(
    tx,
    qb.selectFrom('booking_offers').select('id').where('waitlist_entry_id', 'in', ids),
  );
  return [...ids, ...offers.map((o) => o.id)];
}
