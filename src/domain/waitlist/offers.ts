// Booking offers (docs/api-conventions.md#waitlist-and-booking-offers): a slot held for the first entry in line, by a time-slot
// reservation made through the booking path's own `place` (so ordinary bookings and the slot
// engine see it as busy, and the exclusion constraints and caps apply); accepting books from
// that reservation through the ordinary marketplace create (same checks, prepayment, customer
// link, messages) with the offer and its entry changed in the booking's own transaction.
//
// Locks, always in this order, so no two paths deadlock: the reservation (consumeReservation,
// closeOffer), then the offer row, then the entry row.
import { qb, row, rows } from '../../db/kysely.ts';
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import type { BookingService } from '../bookings/booking-service.ts';
import { type CompanyConfig, loadCompanyConfig } from '../bookings/loaders.ts';
import { parseStart } from '../bookings/placement.ts';
import { releaseHold } from '../bookings/reservations.ts';
import type { EventView } from '../bookings/schemas.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { ApiError, conflict, fieldError, notFound } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { publishChange } from '../webhooks/publish.ts';
import type { ChangeType } from '../webhooks/types.ts';
import { waitlistSettings } from './entries.ts';
import { offerMail } from './offer-mail.ts';
import type { OfferByHandInput } from './schemas.ts';
import { triggerMatching } from './triggers.ts';
import { type EntryRow, type OFFER_ORIGINS, type OfferRow, offerView } from './views.ts';

type Closing = 'declined' | 'expired' | 'withdrawn';
const PUBLISHED: Partial<Record<Closing, ChangeType>> = {
  declined: 'booking_offer.declined',
  expired: 'booking_offer.expired',
};

export const offerNotPending = (offer: Pick<OfferRow, 'status'>) =>
  conflict(
    'booking_offer_not_pending',
    `The offer is ${offer.status}; only a pending offer can be taken or declined.`,
  );

export class BookingOffers {
  private readonly sql: Sql;
  private readonly bookings: BookingService;
  private readonly outbox: Outbox;
  private readonly clock: () => number;
  /** Asks for a matching run after a commit that passed time on (the job runner's kick). */
  kick: () => void = () => {};

  constructor(sqlDb: Sql, bookings: BookingService, outbox: Outbox, clock: () => number = Date.now) {
    this.sql = sqlDb;
    this.bookings = bookings;
    this.outbox = outbox;
    this.clock = clock;
  }

  /**
   * Offers `startsAt` to a waiting entry: the hold, the offer, the entry's status, the e-mail
   * (outbox) and the webhook in ONE transaction. Refused with the booking refusals when the slot
   * is not free, with 409 waitlist_entry_not_waiting when the entry was offered, booked or
   * cancelled meanwhile (the whole transaction rolls back, hold included).
   */
  async make(
    config: CompanyConfig,
    entry: EntryRow,
    startsAt: number,
    employeeId: string | null,
    origin: (typeof OFFER_ORIGINS)[number],
    now = this.clock(),
  ): Promise<OfferRow> {
    const settings = waitlistSettings(config);
    // Never held past the slot's own start.
    const expiresAt = new Date(Math.min(now + settings.offerMinutes * 60_000, startsAt));
    if (expiresAt.getTime() <= now) throw fieldError('starts_at', 'must be in the future');
    const offerId = newId();
    const offer = await this.bookings.holdForOffer(
      {
        companyId: entry.company_id,
        eventTypeIds: entry.event_type_ids,
        startsAt,
        employeeId,
        guests: entry.number_of_guests,
        channel: origin === 'hq' ? 'hq' : 'marketplace',
        marketplaceUserId: entry.marketplace_user_id,
        expiresAt,
      },
      async (tx, r) => {
        const taken = await row(
          tx,
          qb
            .updateTable('waitlist_entries')
            .set({ status: 'offered', offer_id: offerId, updated_at: new Date(now) })
            .where('id', '=', entry.id)
            .where('status', '=', 'waiting')
            .returningAll(),
        );
        if (!taken)
          throw conflict('waitlist_entry_not_waiting', 'The waitlist entry is not waiting any more.');
        const inserted = await row(
          tx,
          qb
            .insertInto('booking_offers')
            .values({
              id: offerId,
              company_id: entry.company_id,
              waitlist_entry_id: entry.id,
              reservation_id: r.id,
              event_type_ids: r.event_type_ids,
              starts_at: r.starts_at,
              ends_at: r.ends_at,
              employee_id: r.employee_id,
              space_id: r.space_id,
              number_of_guests: r.number_of_guests,
              expires_at: expiresAt,
              origin,
              created_at: new Date(now),
              updated_at: new Date(now),
            })
            .returningAll(),
        );
        if (!inserted) throw new Error('the offer insert answered no row');
        await this.outbox.enqueue(tx, offerMail(config.company, taken, inserted, settings.message));
        await publishChange(tx, {
          type: 'booking_offer.created',
          company: entry.company_id,
          object: offerView(inserted),
        });
        return inserted;
      },
    );
    this.outbox.notifyEnqueued();
    return offer;
  }

  /** POST /hq/waitlist_entries/{id}/offer: staff offer a time by hand. */
  async offerByHand(entry: EntryRow, input: OfferByHandInput): Promise<OfferRow> {
    if (entry.status !== 'waiting')
      throw conflict('waitlist_entry_not_waiting', `The waitlist entry is ${entry.status}, not waiting.`);
    const config = await loadCompanyConfig(this.sql, entry.company_id);
    if (!config) throw notFound('company');
    return this.make(config, entry, parseStart(input.starts_at), input.employee ?? entry.employee_id, 'hq');
  }

  private async load(id: string): Promise<OfferRow | undefined> {
    return row(this.sql, qb.selectFrom('booking_offers').selectAll().where('id', '=', id));
  }

  /** An offer as the customer reaches it: through its entry's account, or by its id for a guest. */
  async forCustomer(caller: CustomerCaller | undefined, id: string): Promise<OfferRow> {
    let offer = await this.load(id);
    const owner = offer
      ? await row(
          this.sql,
          qb
            .selectFrom('waitlist_entries')
            .select('marketplace_user_id')
            .where('id', '=', offer.waitlist_entry_id),
        )
      : undefined;
    if (!offer || !owner || (owner.marketplace_user_id && owner.marketplace_user_id !== caller?.userId))
      throw notFound('booking offer');
    // A read never shows a past-due offer as pending.
    if (offer.status === 'pending' && offer.expires_at.getTime() <= this.clock()) {
      await this.expireOne(offer.id, this.clock());
      offer = (await this.load(id))!;
    }
    return offer;
  }

  /** The current offer of an entry (expired first when past due), for reads and expansion. */
  async ofEntry(entry: EntryRow): Promise<{ entry: EntryRow; offer: OfferRow | null }> {
    if (!entry.offer_id) return { entry, offer: null };
    let offer = await this.load(entry.offer_id);
    if (offer?.status === 'pending' && offer.expires_at.getTime() <= this.clock()) {
      await this.expireOne(offer.id, this.clock());
      const fresh = await row(
        this.sql,
        qb.selectFrom('waitlist_entries').selectAll().where('id', '=', entry.id),
      );
      if (fresh) entry = fresh;
      offer = entry.offer_id ? await this.load(entry.offer_id) : undefined;
    }
    return { entry, offer: offer ?? null };
  }

  /**
   * Books the offer through the ordinary marketplace create from its hold. A second accept, or
   * one that lost a race to the first, answers the same event (accepting is idempotent); an
   * offer declined, expired or withdrawn is a 409.
   */
  async accept(caller: CustomerCaller | undefined, id: string): Promise<EventView> {
    const offer = await this.forCustomer(caller, id);
    if (offer.status === 'accepted' && offer.event_id)
      return this.bookings.getForCustomer(caller, offer.event_id);
    if (offer.status !== 'pending') throw offerNotPending(offer);
    const entry = await row(
      this.sql,
      qb.selectFrom('waitlist_entries').selectAll().where('id', '=', offer.waitlist_entry_id),
    );
    if (!entry) throw notFound('booking offer');
    try {
      const event = await this.bookings.createMarketplaceEvent(
        caller,
        {
          time_slot_reservation: offer.reservation_id,
          customer_name: entry.customer_name,
          email: entry.email,
          phone_country_code: entry.phone_country_code ?? undefined,
          phone_number: entry.phone_number ?? undefined,
        },
        (tx, ev) => this.markAccepted(tx, offer, ev.id),
      );
      return event;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // A concurrent accept may have won: then its event is the answer.
      const now = await this.load(id);
      if (now?.status === 'accepted' && now.event_id)
        return this.bookings.getForCustomer(caller, now.event_id);
      if (err.code === 'time_slot_reservation_expired' && now) {
        if (now.status === 'pending') await this.expireOne(id, this.clock());
        throw offerNotPending((await this.load(id)) ?? now);
      }
      throw err;
    }
  }

  /** Inside the booking's transaction (the reservation already locked by consumeReservation). */
  private async markAccepted(tx: SqlTx, offer: OfferRow, eventId: string) {
    const now = new Date(this.clock());
    const accepted = await row(
      tx,
      qb
        .updateTable('booking_offers')
        .set({ status: 'accepted', event_id: eventId, updated_at: now })
        .where('id', '=', offer.id)
        .where('status', '=', 'pending')
        .returningAll(),
    );
    if (!accepted) throw offerNotPending({ status: 'no longer pending' as OfferRow['status'] });
    const booked = await row(
      tx,
      qb
        .updateTable('waitlist_entries')
        .set({ status: 'booked', event_id: eventId, updated_at: now })
        .where('id', '=', offer.waitlist_entry_id)
        .where('status', '=', 'offered')
        .where('offer_id', '=', offer.id)
        .returning('id'),
    );
    // The entry was cancelled meanwhile: its offer is withdrawn, and the booking rolls back.
    if (!booked) throw offerNotPending({ status: 'withdrawn' });
    await publishChange(tx, {
      type: 'booking_offer.accepted',
      company: offer.company_id,
      object: offerView(accepted),
    });
  }

  /** POST .../decline: the hold is given back and the time passes to the next entry. */
  async decline(caller: CustomerCaller | undefined, id: string): Promise<OfferRow> {
    const offer = await this.forCustomer(caller, id);
    if (offer.status === 'declined') return offer;
    if (offer.status !== 'pending') throw offerNotPending(offer);
    const { offer: closed } = await this.sql.transaction((tx) =>
      this.close(tx, id, 'declined', new Date(this.clock())),
    );
    if (closed.status !== 'declined') throw offerNotPending(closed);
    this.kick();
    return closed;
  }

  /** Expires one offer if it is still pending and past due; answers whether it did. */
  async expireOne(id: string, now: number): Promise<boolean> {
    const { changed } = await this.sql.transaction((tx) =>
      this.close(tx, id, 'expired', new Date(now), true),
    );
    return changed;
  }

  /** Every pending offer past its expires_at, each in its own transaction; answers how many. */
  async expireDue(now = this.clock()): Promise<number> {
    const due = await rows(
      this.sql,
      qb
        .selectFrom('booking_offers')
        .select('id')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', new Date(now))
        .orderBy('expires_at')
        .limit(500),
    );
    let expired = 0;
    for (const { id } of due) if (await this.expireOne(id, now)) expired++;
    if (expired > 0) this.kick();
    return expired;
  }

  /** Withdraws an entry's pending offers (the entry was cancelled): holds given back. */
  async withdrawAll(entryId: string) {
    const pending = await rows(
      this.sql,
      qb
        .selectFrom('booking_offers')
        .select('id')
        .where('waitlist_entry_id', '=', entryId)
        .where('status', '=', 'pending'),
    );
    for (const { id } of pending)
      await this.sql.transaction((tx) => this.close(tx, id, 'withdrawn', new Date(this.clock())));
    if (pending.length > 0) this.kick();
  }

  /**
   * Closes a pending offer inside `tx`: its status, its entry back in line (waiting, no current
   * offer) unless withdrawn, its hold given back, a matching trigger, the webhook. Answers the
   * offer as it is afterwards (unchanged when it was no longer pending, or not yet due).
   */
  private async close(
    tx: SqlTx,
    id: string,
    to: Closing,
    now: Date,
    onlyIfDue = false,
  ): Promise<{ offer: OfferRow; changed: boolean }> {
    const ref = await row(
      tx,
      qb.selectFrom('booking_offers').select(['company_id', 'reservation_id']).where('id', '=', id),
    );
    if (!ref) throw notFound('booking offer');
    // The locks name the company: a database distributed by company_id refuses a row lock it
    // cannot route to one node (docs/scaling.md, "Statements").
    await tx.query('SELECT id FROM time_slot_reservations WHERE company_id = $1 AND id = $2 FOR UPDATE', [
      ref.company_id,
      ref.reservation_id,
    ]);
    const offer = await row(
      tx,
      qb
        .selectFrom('booking_offers')
        .selectAll()
        .where('company_id', '=', ref.company_id)
        .where('id', '=', id)
        .forUpdate(),
    );
    if (!offer) throw notFound('booking offer');
    if (offer.status !== 'pending' || (onlyIfDue && offer.expires_at > now)) return { offer, changed: false };
    const closed = await row(
      tx,
      qb
        .updateTable('booking_offers')
        .set({ status: to, updated_at: now })
        .where('id', '=', id)
        .returningAll(),
    );
    if (to !== 'withdrawn')
      await row(
        tx,
        qb
          .updateTable('waitlist_entries')
          .set({ status: 'waiting', offer_id: null, updated_at: now })
          .where('id', '=', offer.waitlist_entry_id)
          .where('status', '=', 'offered')
          .where('offer_id', '=', offer.id),
      );
    await releaseHold(tx, offer.reservation_id, now);
    await triggerMatching(tx, offer.company_id, `booking_offer.${to}`);
    const type = PUBLISHED[to];
    if (!closed) throw new Error(`offer ${id} vanished inside its transaction`);
    if (type) await publishChange(tx, { type, company: offer.company_id, object: offerView(closed) });
    return { offer: closed, changed: true };
  }
}
