// GDPR erasure (customers/customer-privacy.ts) reaches the waitlist: a customer's entries of the
// company, found by their marketplace account or their e-mail (as their messages are), leave the
// line and keep their days and statuses with the personal fields blanked.
import type { SqlTx } from '../../db/sql.ts';
import { releaseHold } from '../bookings/reservations.ts';

const MATCH = `company_id = $1 AND ((marketplace_user_id IS NOT NULL AND marketplace_user_id = $2)
                                 OR ($3::text IS NOT NULL AND lower(email) = lower($3::text)))`;

/**
 * Inside the erasure's transaction. Pending offers of those entries are withdrawn and their holds
 * given back (locked reservation first, then offer, then entry: the order every offer path takes).
 * Answers the ids of the entries and of all their offers, whose webhook messages the erasure blanks.
 */
export async function eraseWaitlistEntries(
  tx: SqlTx,
  customer: { company_id: string; email: string | null; marketplace_user_id: string | null },
  now: Date,
): Promise<string[]> {
  const params = [customer.company_id, customer.marketplace_user_id, customer.email];
  const pending = await tx.query<{ id: string; reservation_id: string }>(
    `SELECT o.id, o.reservation_id FROM booking_offers o
      WHERE o.status = 'pending' AND o.waitlist_entry_id IN (SELECT id FROM waitlist_entries WHERE ${MATCH})`,
    params,
  );
  for (const o of pending) {
    await tx.query('SELECT id FROM time_slot_reservations WHERE id = $1 FOR UPDATE', [o.reservation_id]);
    const withdrawn = await tx.query(
      `UPDATE booking_offers SET status = 'withdrawn', updated_at = $2 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [o.id, now],
    );
    if (withdrawn.length > 0) await releaseHold(tx, o.reservation_id, now);
  }
  const entries = await tx.query<{ id: string }>(
    `UPDATE waitlist_entries
        SET customer_name = '', email = '', phone_country_code = NULL, phone_number = NULL,
            marketplace_user_id = NULL, updated_at = $4,
            status = CASE WHEN status IN ('waiting', 'offered') THEN 'cancelled'::"WaitlistEntryStatus" ELSE status END
      WHERE ${MATCH}
     RETURNING id`,
    [...params, now],
  );
  const ids = entries.map((e) => e.id);
  const offers = await tx.query<{ id: string }>(
    'SELECT id FROM booking_offers WHERE waitlist_entry_id = ANY($1::text[])',
    [ids],
  );
  return [...ids, ...offers.map((o) => o.id)];
}
