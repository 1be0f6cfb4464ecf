// The waitlist matching (docs/api-conventions.md#waitlist-and-booking-offers), run by the `waitlist-match` job (jobs/job-runner.ts),
// never inside a request: for each waiting entry of a company, in line order, the pure slot
// engine (through the same TimeSlotService the marketplace answers from) lists the free starts
// on the entry's dates for its services, party and employee; the earliest inside its windows
// that it was not offered before becomes an offer (offers.ts). An offer's hold is busy time for
// the entries after it, so one freed slot goes to the first in line only.
import type { Sql } from '../../db/sql.ts';
import { dateToDayNumber, dayNumberToDate } from '../../slots/calendar.ts';
import { type CompanyConfig, loadCompanyConfig } from '../bookings/loader-store.ts';
import type { TimeSlotService } from '../bookings/time-slots.ts';
import { ApiError } from '../shared/errors.ts';
import { localToday, waitlistSettings } from './entries.ts';
import type { BookingOffers } from './offers.ts';
import {
  companiesWithWaitlist,
  type EntryRow,
  expireEntriesOf,
  offeredStarts,
  takeTriggersOf,
  waitingEntries,
} from './waitlist-store.ts';
import { entryDates } from './waitlist-view.ts';

/** How many of an entry's free starts are tried when the first is taken meanwhile. */
const TRIES = 3;
/** The engine answers at most this many days per query. */
const SPAN_DAYS = 62;

export interface MatchReport {
  offersExpired: number;
  entriesExpired: number;
  companies: number;
  offersMade: number;
}

export class WaitlistMatcher {
  private readonly sql: Sql;
  private readonly timeSlots: TimeSlotService;
  private readonly offers: BookingOffers;
  private readonly clock: () => number;

  constructor(sqlDb: Sql, timeSlots: TimeSlotService, offers: BookingOffers, clock: () => number = Date.now) {
    this.sql = sqlDb;
    this.timeSlots = timeSlots;
    this.offers = offers;
    this.clock = clock;
  }

  /**
   * One run, company by company over the companies whose waitlist is on (a database distributed
   * by company_id then routes each statement to one node): expire the offers and entries that are
   * due, then match. `sweep` (the minute schedule) matches every such company, which also catches
   * time freed without a trigger (a hold that ran out, a change made while no job ran); a kicked
   * run matches only the companies that recorded a trigger. A company that turned its waitlist
   * off keeps its entries as they are until it turns it on again.
   */
  async run(options: { sweep?: boolean; now?: number } = {}): Promise<MatchReport> {
    const now = options.now ?? this.clock();
    const companies = await companiesWithWaitlist(this.sql);
    const offersExpired = await this.offers.expireDue(now, companies);
    let entriesExpired = 0;
    let matched = 0;
    let offersMade = 0;
    for (const companyId of companies) {
      const config = await loadCompanyConfig(this.sql, companyId);
      if (!config) continue;
      entriesExpired += await expireEntriesOf(this.sql, companyId, config.company.time_zone, new Date(now));
      const triggered = await takeTriggersOf(this.sql, companyId);
      if (!triggered && !options.sweep) continue;
      matched++;
      offersMade += await this.matchCompany(companyId, now, config);
    }
    return { offersExpired, entriesExpired, companies: matched, offersMade };
  }

  /** Offers what is free to the company's waiting entries, first in line first; answers how many. */
  async matchCompany(companyId: string, now = this.clock(), loaded?: CompanyConfig): Promise<number> {
    const config = loaded ?? (await loadCompanyConfig(this.sql, companyId));
    if (!config || !waitlistSettings(config).enabled) return 0;
    const entries = await waitingEntries(this.sql, companyId, 500);
    let made = 0;
    for (const entry of entries) {
      let starts: { at: number }[];
      try {
        starts = await this.freeStarts(config, entry, now);
      } catch (err) {
        // Its employee or a service is gone: nothing to offer it (staff see it waiting).
        if (err instanceof ApiError) continue;
        throw err;
      }
      for (const start of starts.slice(0, TRIES)) {
        try {
          await this.offers.make(config, entry, start.at, entry.employee_id, 'matching', now);
          made++;
          break;
        } catch (err) {
          // Taken meanwhile (a booking, another instance's offer), or the entry changed: next.
          if (!(err instanceof ApiError)) throw err;
          if (err.code === 'waitlist_entry_not_waiting') break;
        }
      }
    }
    return made;
  }

  /** The entry's free starts inside its dates and windows, earliest first, never one it was offered before. */
  async freeStarts(config: CompanyConfig, entry: EntryRow, now: number): Promise<{ at: number }[]> {
    const today = localToday(config, now);
    const dates = entryDates(entry).filter((d) => dateToDayNumber(d.date) >= today);
    if (dates.length === 0) return [];
    const offered = new Set((await offeredStarts(this.sql, entry)).map((at) => at.getTime()));
    const byDate = new Map(dates.map((d) => [d.date, d]));
    const out: { at: number }[] = [];
    // Consecutive dates in chunks the engine takes in one query.
    for (let i = 0; i < dates.length; ) {
      const first = dateToDayNumber(dates[i].date);
      let j = i;
      while (j + 1 < dates.length && dateToDayNumber(dates[j + 1].date) - first < SPAN_DAYS) j++;
      const days = await this.timeSlots.freshSlots(
        config,
        {
          event_type_ids: entry.event_type_ids,
          employee_id: entry.employee_id ?? undefined,
          start_date: dayNumberToDate(first),
          end_date: dates[j].date,
          capacity: entry.number_of_guests,
        },
        now,
      );
      for (const day of days) {
        const want = byDate.get(day.date);
        if (!want) continue;
        for (const slot of day.slots) {
          if (want.from !== undefined && slot.time < want.from) continue;
          if (want.to !== undefined && slot.time >= want.to) continue;
          const at = Date.parse(slot.timestamp);
          if (!offered.has(at)) out.push({ at });
        }
      }
      i = j + 1;
    }
    return out.sort((a, b) => a.at - b.at);
  }
}
