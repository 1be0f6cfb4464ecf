// The waitlist matching (docs/api-conventions.md#waitlist-and-booking-offers), run by the `waitlist-match` job (jobs/job-runner.ts),
// never inside a request: for each waiting entry of a company, in line order, the pure slot
// engine (through the same TimeSlotService the marketplace answers from) lists the free starts
// on the entry's dates for its services, party and employee; the earliest inside its windows
// that it was not offered before becomes an offer (offers.ts). An offer's hold is busy time for
// the entries after it, so one freed slot goes to the first in line only.
import { sql } from 'kysely';
import { qb, rawRows, rows } from '../../db/kysely.ts';
import type { Sql } from '../../db/sql.ts';
import { dateToDayNumber, dayNumberToDate } from '../../slots/calendar.ts';
import { type CompanyConfig, loadCompanyConfig } from '../bookings/loaders.ts';
import type { TimeSlotService } from '../bookings/time-slots.ts';
import { ApiError } from '../shared/errors.ts';
import { localToday, waitlistSettings } from './entries.ts';
import type { BookingOffers } from './offers.ts';
import { type EntryRow, entryDates } from './views.ts';

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
   * One run: expire offers and entries that are due, then match. `sweep` (the minute schedule)
   * matches every company with someone waiting, which also catches time freed without a trigger
   * (a hold that ran out, a change made while no job ran); a kicked run matches only the
   * companies that recorded a trigger.
   */
  async run(options: { sweep?: boolean; now?: number } = {}): Promise<MatchReport> {
    const now = options.now ?? this.clock();
    const offersExpired = await this.offers.expireDue(now);
    const entriesExpired = await this.expireEntries(now);
    const triggered = await rows(this.sql, qb.deleteFrom('waitlist_triggers').returning('company_id'));
    const ids = new Set(triggered.map((t) => t.company_id));
    if (options.sweep) {
      const waiting = await rows(
        this.sql,
        qb.selectFrom('waitlist_entries').select('company_id').distinct().where('status', '=', 'waiting'),
      );
      for (const w of waiting) ids.add(w.company_id);
    }
    let offersMade = 0;
    for (const id of ids) offersMade += await this.matchCompany(id, now);
    return { offersExpired, entriesExpired, companies: ids.size, offersMade };
  }

  /** Entries whose last date has passed in their company's zone. */
  async expireEntries(now: number): Promise<number> {
    const expired = await rawRows<{ id: string }>(
      this.sql,
      sql`UPDATE waitlist_entries e SET status = 'expired', updated_at = ${new Date(now)}::timestamptz
            FROM companies c
           WHERE c.id = e.company_id AND e.status = 'waiting'
             AND e.last_date < (${new Date(now)}::timestamptz AT TIME ZONE c.time_zone)::date
          RETURNING e.id`,
    );
    return expired.length;
  }

  /** Offers what is free to the company's waiting entries, first in line first; answers how many. */
  async matchCompany(companyId: string, now = this.clock()): Promise<number> {
    const config = await loadCompanyConfig(this.sql, companyId);
    if (!config || !waitlistSettings(config).enabled) return 0;
    const entries = await rows(
      this.sql,
      qb
        .selectFrom('waitlist_entries')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('status', '=', 'waiting')
        .orderBy('created_at')
        .orderBy('id')
        .limit(500),
    );
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
    const before = await rows(
      this.sql,
      qb.selectFrom('booking_offers').select('starts_at').where('waitlist_entry_id', '=', entry.id),
    );
    const offered = new Set(before.map((o) => o.starts_at.getTime()));
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
