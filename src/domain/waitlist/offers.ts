// Booking offers (docs/api-conventions.md#waitlist-and-booking-offers): a slot held for the first entry in line, by a time-slot
// reservation made through the booking path's own `place` (so ordinary bookings and the slot
// engine see it as busy, and the exclusion constraints and caps apply); accepting books from
// that reservation through the ordinary marketplace create (same checks, prepayment, customer
// link, messages) with the offer and its entry changed in the booking's own transaction.
//
// Locks, always in this order, so no two paths deadlock: the reservation (consumeReservation,
// closeOffer), then the offer row, then the entry row.
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import type { BookingService } from '../bookings/booking-service.ts';
import { type CompanyConfig, loadCompanyConfig } from '../bookings/loader-store.ts';
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
import {
  acceptOffer,
  closeOfferRow,
  companiesWithWaitlist,
  dueOffersOf,
  type EntryRow,
  entryBackInLine,
  entryOf,
  insertOffer,
  lockOffer,
  lockReservation,
  markEntryBooked,
  type OfferRow,
  offerById,
  offerOf,
  pendingOffersOfEntry,
  takeEntryForOffer,
} from './waitlist-store.ts';
import { type OFFER_ORIGINS, offerView } from './waitlist-view.ts';

type Closing = 'declined' | 'expired' | 'withdrawn';
const PUBLISHED: Partial<Record<Closing, ChangeType>> = {
  declined: 'booking_offer.declined',
  expired: 'booking_offer.expired',
};

/** `status`: the offer's, or what became of it ("no longer pending"). */
export const offerNotPending = (offer: { status: string }) =>
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
        const taken = await takeEntryForOffer(tx, entry, offerId, new Date(now));
        if (!taken)
          throw conflict('waitlist_entry_not_waiting', 'The waitlist entry is not waiting any more.');
        const inserted = await insertOffer(tx, {
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
        });
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

  /** The offer again after a change (found before, so by its company). */
  private async reload(offer: OfferRow): Promise<OfferRow | undefined> {
    return offerOf(this.sql, offer.company_id, offer.id);
  }

  /** An offer as the customer reaches it: through its entry's account, or by its id for a guest. */
  async forCustomer(caller: CustomerCaller | undefined, id: string): Promise<OfferRow> {
    let offer = await offerById(this.sql, id);
    const owner = offer ? await entryOf(this.sql, offer.company_id, offer.waitlist_entry_id) : undefined;
    if (!offer || !owner || (owner.marketplace_user_id && owner.marketplace_user_id !== caller?.userId))
      throw notFound('booking offer');
    // A read never shows a past-due offer as pending.
    if (offer.status === 'pending' && offer.expires_at.getTime() <= this.clock()) {
      await this.expireOne(offer, this.clock());
      offer = (await this.reload(offer))!;
    }
    return offer;
  }

  /** The current offer of an entry (expired first when past due), for reads and expansion. */
  async ofEntry(entry: EntryRow): Promise<{ entry: EntryRow; offer: OfferRow | null }> {
    if (!entry.offer_id) return { entry, offer: null };
    let offer = await offerOf(this.sql, entry.company_id, entry.offer_id);
    if (offer?.status === 'pending' && offer.expires_at.getTime() <= this.clock()) {
      await this.expireOne(offer, this.clock());
      const fresh = await entryOf(this.sql, entry.company_id, entry.id);
      if (fresh) entry = fresh;
      offer = entry.offer_id ? await offerOf(this.sql, entry.company_id, entry.offer_id) : undefined;
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
    const entry = await entryOf(this.sql, offer.company_id, offer.waitlist_entry_id);
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
      const now = await this.reload(offer);
      if (now?.status === 'accepted' && now.event_id)
        return this.bookings.getForCustomer(caller, now.event_id);
      if (err.code === 'time_slot_reservation_expired' && now) {
        if (now.status === 'pending') await this.expireOne(now, this.clock());
        throw offerNotPending((await this.reload(now)) ?? now);
      }
      throw err;
    }
  }

  /** Inside the booking's transaction (the reservation already locked by consumeReservation). */
  private async markAccepted(tx: SqlTx, offer: OfferRow, eventId: string) {
    const now = new Date(this.clock());
    const accepted = await acceptOffer(tx, offer, eventId, now);
    if (!accepted) throw offerNotPending({ status: 'no longer pending' });
    // The entry was cancelled meanwhile: its offer is withdrawn, and the booking rolls back.
    if (!(await markEntryBooked(tx, offer, eventId, now))) throw offerNotPending({ status: 'withdrawn' });
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
      this.close(tx, offer, 'declined', new Date(this.clock())),
    );
    if (closed.status !== 'declined') throw offerNotPending(closed);
    this.kick();
    return closed;
  }

  /** Expires one offer if it is still pending and past due; answers whether it did. */
  async expireOne(offer: Pick<OfferRow, 'company_id' | 'id'>, now: number): Promise<boolean> {
    const { changed } = await this.sql.transaction((tx) =>
      this.close(tx, offer, 'expired', new Date(now), true),
    );
    return changed;
  }

  /**
   * Every pending offer past its expires_at, company by company (the companies whose waitlist is
   * on), each in its own transaction; answers how many. A company that turned its waitlist off
   * keeps its offers until it turns it on again; their holds run out on their own.
   */
  async expireDue(now = this.clock(), companies?: string[]): Promise<number> {
    let expired = 0;
    for (const companyId of companies ?? (await companiesWithWaitlist(this.sql)))
      for (const id of await dueOffersOf(this.sql, companyId, new Date(now), 500))
        if (await this.expireOne({ company_id: companyId, id }, now)) expired++;
    if (expired > 0) this.kick();
    return expired;
  }

  /** Withdraws an entry's pending offers (the entry was cancelled): holds given back. */
  async withdrawAll(entry: Pick<EntryRow, 'company_id' | 'id'>) {
    const pending = await pendingOffersOfEntry(this.sql, entry);
    for (const id of pending)
      await this.sql.transaction((tx) =>
        this.close(tx, { company_id: entry.company_id, id }, 'withdrawn', new Date(this.clock())),
      );
    if (pending.length > 0) this.kick();
  }

  /**
   * Closes a pending offer inside `tx`: its status, its entry back in line (waiting, no current
   * offer) unless withdrawn, its hold given back, a matching trigger, the webhook. Answers the
   * offer as it is afterwards (unchanged when it was no longer pending, or not yet due).
   */
  private async close(
    tx: SqlTx,
    { company_id: companyId, id }: Pick<OfferRow, 'company_id' | 'id'>,
    to: Closing,
    now: Date,
    onlyIfDue = false,
  ): Promise<{ offer: OfferRow; changed: boolean }> {
    // The reservation is locked before the offer (the order every offer path takes), so it is
    // read first without a lock: a reservation never changes offers.
    const ref = await offerOf(tx, companyId, id);
    if (!ref) throw notFound('booking offer');
    await lockReservation(tx, companyId, ref.reservation_id);
    const offer = await lockOffer(tx, companyId, id);
    if (!offer) throw notFound('booking offer');
    if (offer.status !== 'pending' || (onlyIfDue && offer.expires_at > now)) return { offer, changed: false };
    const closed = await closeOfferRow(tx, offer, to, now);
    if (!closed) throw new Error(`offer ${id} vanished inside its transaction`);
    if (to !== 'withdrawn') await entryBackInLine(tx, offer, now);
    await releaseHold(tx, companyId, offer.reservation_id, now);
    await triggerMatching(tx, companyId, `booking_offer.${to}`);
    const type = PUBLISHED[to];
    if (type) await publishChange(tx, { type, company: offer.company_id, object: offerView(closed) });
    return { offer: closed, changed: true };
  }
}
