// The waitlist the routes call (docs/api-conventions.md#waitlist-and-booking-offers): one method per operation.
//   entries.ts    joining, reading and listing entries; the settings and date checks
//   offers.ts     offers: made (hold + e-mail + webhook), accepted, declined, expired, withdrawn
//   matching.ts   the job that finds freed time with the slot engine and makes the offers
//   triggers.ts   "time may have freed up" rows written in the changes' own transactions
import type { Sql } from '../../db/sql.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import type { BookingService } from '../bookings/booking-service.ts';
import type { TimeSlotService } from '../bookings/time-slots.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { conflict } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { WaitlistEntries } from './entries.ts';
import { WaitlistMatcher } from './matching.ts';
import { BookingOffers } from './offers.ts';
import type { EntryFilter, EntryInput, OfferByHandInput, WaitlistEntryView } from './schemas.ts';
import { cancelEntry, type EntryRow, entryOf } from './waitlist-store.ts';
import { entryView, offerView } from './waitlist-view.ts';

export class WaitlistService {
  readonly entries: WaitlistEntries;
  readonly offers: BookingOffers;
  readonly matcher: WaitlistMatcher;
  private readonly sql: Sql;
  private readonly clock: () => number;
  /** Set by the job runner: asks for a matching run now (the minute schedule runs anyway). */
  onKick?: () => void;

  constructor(
    sqlDb: Sql,
    bookings: BookingService,
    timeSlots: TimeSlotService,
    outbox: Outbox,
    clock: () => number = Date.now,
  ) {
    this.sql = sqlDb;
    this.clock = clock;
    this.entries = new WaitlistEntries(sqlDb, clock);
    this.offers = new BookingOffers(sqlDb, bookings, outbox, clock);
    this.matcher = new WaitlistMatcher(sqlDb, timeSlots, this.offers, clock);
    this.entries.kick = () => this.kick();
    this.offers.kick = () => this.kick();
  }

  kick() {
    try {
      this.onKick?.();
    } catch {
      // The minute run matches anyway.
    }
  }

  /** The job's work (jobs/job-runner.ts); tests call it with a clock. */
  run(options: { sweep?: boolean; now?: number } = {}) {
    return this.matcher.run(options);
  }

  private async view(entry: EntryRow, expand: readonly string[] = []): Promise<WaitlistEntryView> {
    const { entry: current, offer } = await this.offers.ofEntry(entry);
    return entryView(current, expand.includes('offer') ? offer : undefined);
  }

  // Marketplace

  async create(caller: CustomerCaller | undefined, input: EntryInput) {
    return entryView(await this.entries.create(caller, input));
  }

  async listMine(caller: CustomerCaller, page: Page, expand: readonly string[] = []) {
    const rows = await this.entries.listForCustomer(caller, page);
    return Promise.all(rows.map((r) => this.view(r, expand)));
  }

  async getForCustomer(caller: CustomerCaller | undefined, id: string, expand: readonly string[] = []) {
    return this.view(await this.entries.forCustomer(caller, id), expand);
  }

  async cancelForCustomer(caller: CustomerCaller | undefined, id: string) {
    await this.cancel(await this.entries.forCustomer(caller, id));
  }

  async getOffer(caller: CustomerCaller | undefined, id: string) {
    return offerView(await this.offers.forCustomer(caller, id));
  }

  accept(caller: CustomerCaller | undefined, id: string) {
    return this.offers.accept(caller, id);
  }

  async decline(caller: CustomerCaller | undefined, id: string) {
    return offerView(await this.offers.decline(caller, id));
  }

  // HQ

  async listForCompany(
    caller: HqCaller,
    companyId: string,
    filter: EntryFilter,
    page: Page,
    expand: readonly string[] = [],
  ) {
    const rows = await this.entries.listForCompany(caller, companyId, filter, page);
    return Promise.all(rows.map((r) => this.view(r, expand)));
  }

  async getForStaff(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return this.view(await this.entries.forStaff(caller, id), expand);
  }

  async deleteForStaff(caller: HqCaller, id: string) {
    await this.cancel(await this.entries.forStaff(caller, id));
  }

  async offerByHand(caller: HqCaller, id: string, input: OfferByHandInput) {
    const { entry } = await this.offers.ofEntry(await this.entries.forStaff(caller, id));
    return offerView(await this.offers.offerByHand(entry, input));
  }

  /**
   * Leaving the line: a waiting or offered entry is cancelled and its pending offer withdrawn
   * (the hold given back, the time passed on). Cancelling a cancelled entry changes nothing; a
   * booked or expired one is a 409 (its booking is cancelled as a booking).
   */
  private async cancel(entry: EntryRow) {
    if (entry.status === 'cancelled') return;
    if (!(await cancelEntry(this.sql, entry, new Date(this.clock())))) {
      const now = await entryOf(this.sql, entry.company_id, entry.id);
      if (now?.status === 'cancelled') return;
      throw conflict('waitlist_entry_closed', `The waitlist entry is ${now?.status ?? entry.status}.`);
    }
    await this.offers.withdrawAll(entry);
  }
}
