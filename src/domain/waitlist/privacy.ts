// GDPR erasure (privacy/privacy-service.ts) and access (the customer export) reach the
// waitlist: a customer's entries of the company are found by their marketplace account or their
// e-mail (as their messages are). Erased entries leave the line and keep their days and statuses
// with the personal fields blanked.
import type { SqlTx } from '../../db/sql.ts';
import { releaseHold } from '../bookings/reservations.ts';
import {
  blankEntriesOf,
  type EntryRow,
  entriesOfPerson,
  lockReservation,
  offersOfEntries,
  type Person,
  pendingOffersOfPerson,
  withdrawOffer,
} from './waitlist-store.ts';

/** The person's entries, first joined first (the customer export). */
export function waitlistEntriesOf(db: SqlTx, person: Person): Promise<EntryRow[]> {
  return entriesOfPerson(db, person);
}

/**
 * Inside the erasure's transaction. Pending offers of those entries are withdrawn and their holds
 * given back (locked reservation first, then offer, then entry: the order every offer path takes).
 * Answers the ids of the entries and of all their offers, whose webhook messages the erasure blanks.
 */
export async function eraseWaitlistEntries(tx: SqlTx, person: Person, now: Date): Promise<string[]> {
  for (const offer of await pendingOffersOfPerson(tx, person)) {
    await lockReservation(tx, offer.company_id, offer.reservation_id);
    if (await withdrawOffer(tx, offer, now))
      await releaseHold(tx, offer.company_id, offer.reservation_id, now);
  }
  const ids = await blankEntriesOf(tx, person, now);
  if (ids.length === 0) return [];
  return [...ids, ...(await offersOfEntries(tx, person.company_id, ids))];
}
