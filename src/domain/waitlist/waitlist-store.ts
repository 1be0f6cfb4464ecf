// All of the waitlist's SQL (docs/data-access.md): entries, offers and the "time may have freed
// up" triggers, written with Kysely over the tables' generated types.
//
// A row is found once by what the URL names (an entry's or an offer's id alone); every statement
// after that names the row's company as well, so that a database distributed by company_id
// routes it to one node (docs/scaling.md, "Statements"). The matching job works company by
// company, starting from the companies (a reference table), never across shards.
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import { type DB, qb, type Row, readsAcross, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';

export type EntryRow = Row<'waitlist_entries'>;
export type OfferRow = Row<'booking_offers'>;

// Entries

export function insertEntry(
  tx: SqlTx,
  values: Insertable<DB['waitlist_entries']>,
): Promise<EntryRow | undefined> {
  return row(tx, qb.insertInto('waitlist_entries').values(values).returningAll());
}

/** An entry by its id alone: what a URL names (its company is checked on the row). */
export function entryById(db: SqlTx, id: string): Promise<EntryRow | undefined> {
  return row(
    db,
    qb
      .selectFrom('waitlist_entries')
      .modifyFront(readsAcross('marketplace-id'))
      .selectAll()
      .where('id', '=', id),
  );
}

/** An entry by its id among the companies named (a staff caller's: checked on the row). */
export function entryIn(db: SqlTx, companyIds: string[], id: string): Promise<EntryRow | undefined> {
  return row(
    db,
    qb
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('id', '=', id),
  );
}

export function entryOf(db: SqlTx, companyId: string, id: string): Promise<EntryRow | undefined> {
  return row(
    db,
    qb.selectFrom('waitlist_entries').selectAll().where('company_id', '=', companyId).where('id', '=', id),
  );
}

/** A customer account's entries, newest first (across the companies it joined). */
export function entriesOfUser(db: SqlTx, userId: string, page: Page): Promise<EntryRow[]> {
  return rows(
    db,
    qb
      .selectFrom('waitlist_entries')
      .modifyFront(readsAcross('marketplace-user'))
      .selectAll()
      .where('marketplace_user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** A company's entries in line order (first come, first offered); `date`: one of its days. */
export function entriesOfCompany(
  db: SqlTx,
  companyId: string,
  filter: { status?: EntryRow['status']; date?: string },
  page: Page,
): Promise<EntryRow[]> {
  let q = qb.selectFrom('waitlist_entries').selectAll().where('company_id', '=', companyId);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.date) q = q.where(sql<boolean>`dates @> ${JSON.stringify([{ date: filter.date }])}::jsonb`);
  return rows(db, q.orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset));
}

/** The company's waiting entries in line order (the matching takes at most `limit`). */
export function waitingEntries(db: SqlTx, companyId: string, limit: number): Promise<EntryRow[]> {
  return rows(
    db,
    qb
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('status', '=', 'waiting')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit),
  );
}

/** The entry, if still waiting, given the offer: answers it as it is then. */
export function takeEntryForOffer(
  tx: SqlTx,
  entry: Pick<EntryRow, 'company_id' | 'id'>,
  offerId: string,
  now: Date,
): Promise<EntryRow | undefined> {
  return row(
    tx,
    qb
      .updateTable('waitlist_entries')
      .set({ status: 'offered', offer_id: offerId, updated_at: now })
      .where('company_id', '=', entry.company_id)
      .where('id', '=', entry.id)
      .where('status', '=', 'waiting')
      .returningAll(),
  );
}

/** The entry booked through its offer, if it still holds that offer: answers whether it did. */
export async function markEntryBooked(
  tx: SqlTx,
  offer: OfferRow,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const booked = await row(
    tx,
    qb
      .updateTable('waitlist_entries')
      .set({ status: 'booked', event_id: eventId, updated_at: now })
      .where('company_id', '=', offer.company_id)
      .where('id', '=', offer.waitlist_entry_id)
      .where('status', '=', 'offered')
      .where('offer_id', '=', offer.id)
      .returning('id'),
  );
  return booked !== undefined;
}

/** The entry back in line (waiting, no current offer), if it still holds this offer. */
export async function entryBackInLine(tx: SqlTx, offer: OfferRow, now: Date): Promise<void> {
  await rows(
    tx,
    qb
      .updateTable('waitlist_entries')
      .set({ status: 'waiting', offer_id: null, updated_at: now })
      .where('company_id', '=', offer.company_id)
      .where('id', '=', offer.waitlist_entry_id)
      .where('status', '=', 'offered')
      .where('offer_id', '=', offer.id),
  );
}

/** A waiting or offered entry cancelled: answers whether it was. */
export async function cancelEntry(
  db: SqlTx,
  entry: Pick<EntryRow, 'company_id' | 'id'>,
  now: Date,
): Promise<boolean> {
  const done = await row(
    db,
    qb
      .updateTable('waitlist_entries')
      .set({ status: 'cancelled', updated_at: now })
      .where('company_id', '=', entry.company_id)
      .where('id', '=', entry.id)
      .where('status', 'in', ['waiting', 'offered'])
      .returning('id'),
  );
  return done !== undefined;
}

/**
 * The company's waiting entries whose last day has passed in its time zone, expired; answers how
 * many.
 */
export async function expireEntriesOf(
  db: SqlTx,
  companyId: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const expired = await rows(
    db,
    qb
      .updateTable('waitlist_entries')
      .set({ status: 'expired', updated_at: now })
      .where('company_id', '=', companyId)
      .where('status', '=', 'waiting')
      .where('last_date', '<', sql<Date>`(${now}::timestamptz AT TIME ZONE ${timeZone})::date`)
      .returning('id'),
  );
  return expired.length;
}

// Offers

export function insertOffer(
  tx: SqlTx,
  values: Insertable<DB['booking_offers']>,
): Promise<OfferRow | undefined> {
  return row(tx, qb.insertInto('booking_offers').values(values).returningAll());
}

/** An offer by its id alone: what a URL names (its company is checked through its entry). */
export function offerById(db: SqlTx, id: string): Promise<OfferRow | undefined> {
  return row(
    db,
    qb
      .selectFrom('booking_offers')
      .modifyFront(readsAcross('marketplace-id'))
      .selectAll()
      .where('id', '=', id),
  );
}

export function offerOf(db: SqlTx, companyId: string, id: string): Promise<OfferRow | undefined> {
  return row(
    db,
    qb.selectFrom('booking_offers').selectAll().where('company_id', '=', companyId).where('id', '=', id),
  );
}

/** The offer locked (after its reservation: the order every offer path takes). */
export function lockOffer(tx: SqlTx, companyId: string, id: string): Promise<OfferRow | undefined> {
  return row(
    tx,
    qb
      .selectFrom('booking_offers')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .forUpdate(),
  );
}

/** The starts an entry was offered before (never offered twice). */
export async function offeredStarts(db: SqlTx, entry: Pick<EntryRow, 'company_id' | 'id'>): Promise<Date[]> {
  const before = await rows(
    db,
    qb
      .selectFrom('booking_offers')
      .select('starts_at')
      .where('company_id', '=', entry.company_id)
      .where('waitlist_entry_id', '=', entry.id),
  );
  return before.map((o) => o.starts_at);
}

/** A pending offer accepted with its booking: answers it, or nothing when it was not pending. */
export function acceptOffer(
  tx: SqlTx,
  offer: OfferRow,
  eventId: string,
  now: Date,
): Promise<OfferRow | undefined> {
  return row(
    tx,
    qb
      .updateTable('booking_offers')
      .set({ status: 'accepted', event_id: eventId, updated_at: now })
      .where('company_id', '=', offer.company_id)
      .where('id', '=', offer.id)
      .where('status', '=', 'pending')
      .returningAll(),
  );
}

/** A pending offer given its closing status (the caller holds its lock): answers it. */
export function closeOfferRow(
  tx: SqlTx,
  offer: OfferRow,
  status: 'declined' | 'expired' | 'withdrawn',
  now: Date,
): Promise<OfferRow | undefined> {
  return row(
    tx,
    qb
      .updateTable('booking_offers')
      .set({ status, updated_at: now })
      .where('company_id', '=', offer.company_id)
      .where('id', '=', offer.id)
      .where('status', '=', 'pending')
      .returningAll(),
  );
}

/** The company's pending offers past their expiry, oldest first. */
export async function dueOffersOf(db: SqlTx, companyId: string, now: Date, limit: number): Promise<string[]> {
  const due = await rows(
    db,
    qb
      .selectFrom('booking_offers')
      .select('id')
      .where('company_id', '=', companyId)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit),
  );
  return due.map((o) => o.id);
}

/** An entry's pending offers. */
export async function pendingOffersOfEntry(
  db: SqlTx,
  entry: Pick<EntryRow, 'company_id' | 'id'>,
): Promise<string[]> {
  const pending = await rows(
    db,
    qb
      .selectFrom('booking_offers')
      .select('id')
      .where('company_id', '=', entry.company_id)
      .where('waitlist_entry_id', '=', entry.id)
      .where('status', '=', 'pending'),
  );
  return pending.map((o) => o.id);
}

/** The reservation an offer holds, locked (first of the three locks an offer path takes). */
export async function lockReservation(tx: SqlTx, companyId: string, reservationId: string): Promise<void> {
  await rows(
    tx,
    qb
      .selectFrom('time_slot_reservations')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', reservationId)
      .forUpdate(),
  );
}

// Triggers ("time may have freed up", triggers.ts)

/** Records a trigger in the change's transaction, only when someone of the company is waiting. */
export async function insertTrigger(tx: SqlTx, id: string, companyId: string, reason: string): Promise<void> {
  await rows(
    tx,
    qb
      .insertInto('waitlist_triggers')
      .columns(['id', 'company_id', 'reason'])
      .expression(
        qb
          .selectNoFrom([
            sql.val(id).as('id'),
            sql.val(companyId).as('company_id'),
            sql.val(reason).as('reason'),
          ])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('waitlist_entries')
                .select(sql.lit(1).as('one'))
                .where('company_id', '=', companyId)
                .where('status', '=', 'waiting'),
            ),
          ),
      ),
  );
}

/** Takes the company's triggers: answers whether there were any. */
export async function takeTriggersOf(db: SqlTx, companyId: string): Promise<boolean> {
  const taken = await rows(
    db,
    qb.deleteFrom('waitlist_triggers').where('company_id', '=', companyId).returning('id'),
  );
  return taken.length > 0;
}

/** The companies whose waitlist is on (the reference table of companies: read on any node). */
export async function companiesWithWaitlist(db: SqlTx): Promise<string[]> {
  const found = await rows(
    db,
    qb
      .selectFrom('companies')
      .select('id')
      .where(sql<boolean>`marketplace->>'waitlist_enabled' = 'true'`)
      .orderBy('id'),
  );
  return found.map((c) => c.id);
}

// A person's entries (GDPR access and erasure, privacy.ts)

export interface Person {
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

/** The person's entries, first joined first. */
export function entriesOfPerson(db: SqlTx, person: Person): Promise<EntryRow[]> {
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

/** The pending offers of the person's entries. */
export function pendingOffersOfPerson(
  db: SqlTx,
  person: Person,
): Promise<Pick<OfferRow, 'company_id' | 'id' | 'reservation_id'>[]> {
  return rows(
    db,
    qb
      .selectFrom('booking_offers')
      .select(['company_id', 'id', 'reservation_id'])
      .where('company_id', '=', person.company_id)
      .where('status', '=', 'pending')
      .where(
        'waitlist_entry_id',
        'in',
        qb.selectFrom('waitlist_entries').select('id').where(entriesOf(person)),
      ),
  );
}

/** A pending offer withdrawn (its reservation locked first): answers whether it was. */
export async function withdrawOffer(
  tx: SqlTx,
  offer: Pick<OfferRow, 'company_id' | 'id'>,
  now: Date,
): Promise<boolean> {
  const withdrawn = await rows(
    tx,
    qb
      .updateTable('booking_offers')
      .set({ status: 'withdrawn', updated_at: now })
      .where('company_id', '=', offer.company_id)
      .where('id', '=', offer.id)
      .where('status', '=', 'pending')
      .returning('id'),
  );
  return withdrawn.length > 0;
}

/**
 * The person's entries with the personal fields blanked; a waiting or offered one cancelled.
 * Answers their ids.
 */
export async function blankEntriesOf(tx: SqlTx, person: Person, now: Date): Promise<string[]> {
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
  return entries.map((e) => e.id);
}

/** Every offer of these entries of one company. */
export async function offersOfEntries(db: SqlTx, companyId: string, entryIds: string[]): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const offers = await rows(
    db,
    qb
      .selectFrom('booking_offers')
      .select('id')
      .where('company_id', '=', companyId)
      .where('waitlist_entry_id', 'in', entryIds),
  );
  return offers.map((o) => o.id);
}
