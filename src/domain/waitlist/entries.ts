// Waitlist entries (docs/api-conventions.md#waitlist-and-booking-offers): a customer joins (checked against the company's settings and
// booking window), lists, reads and leaves; the business lists and reads them. Offers and the
// matching live in offers.ts and matching.ts.
import { jsonb } from '../../db/kysely.ts';
import type { Sql } from '../../db/sql.ts';
import { dateToDayNumber, dayNumberToDate, ZoneTimeline } from '../../slots/calendar.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { bookingFlowProblems } from '../bookings/booking-flow.ts';
import { checkIds } from '../bookings/company-configs.ts';
import { requireGuestAllowed } from '../bookings/customer-policies.ts';
import { type CompanyConfig, loadCompanyConfig } from '../bookings/loader-store.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { publishChange } from '../webhooks/publish.ts';
import type { EntryDate, EntryFilter, EntryInput } from './schemas.ts';
import { triggerMatching } from './triggers.ts';
import {
  type EntryRow,
  entriesOfCompany,
  entriesOfUser,
  entryById,
  entryIn,
  insertEntry,
} from './waitlist-store.ts';
import { entryView } from './waitlist-view.ts';

export const MAX_ENTRY_DATES = 14;
const HM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const waitlistDisabled = () =>
  new ApiError(400, 'validation_error', 'waitlist_disabled', 'This company does not keep a waitlist.', {
    user_title: 'No waitlist',
    user_message: 'This business does not take waitlist requests.',
  });

/** The company's local date today, as a day number. */
export function localToday(config: CompanyConfig, now: number): number {
  const nowMin = Math.floor(now / 60_000);
  return Math.floor(
    new ZoneTimeline(config.company.time_zone, nowMin - 1440, nowMin + 1440).wall(nowMin) / 1440,
  );
}

/** The company's waitlist settings (docs/api-conventions.md#companies `marketplace`). */
export function waitlistSettings(config: CompanyConfig) {
  const m = obj(config.company.marketplace);
  const minutes = typeof m.booking_offer_expiry_minutes === 'number' ? m.booking_offer_expiry_minutes : 30;
  return {
    enabled: m.waitlist_enabled === true,
    // 0 would make an offer that can never be taken: the default then.
    offerMinutes: minutes > 0 ? minutes : 30,
    message: typeof m.booking_offer_message === 'string' ? m.booking_offer_message : '',
  };
}

/** Checks the dates: real, distinct, windows in order, each inside the booking window. Answers them sorted. */
export function checkDates(config: CompanyConfig, dates: EntryDate[], now: number): EntryDate[] {
  if (dates.length < 1 || dates.length > MAX_ENTRY_DATES)
    throw fieldError('dates', `must list 1 to ${MAX_ENTRY_DATES} days`);
  const today = localToday(config, now);
  const maxDays = obj(config.company.profile).max_bookable_future_days;
  const last = typeof maxDays === 'number' ? today + maxDays : Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  dates.forEach((d, i) => {
    const field = `dates[${i}]`;
    const day = dateToDayNumber(d.date);
    if (!Number.isFinite(day) || dayNumberToDate(day) !== d.date)
      throw fieldError(`${field}.date`, 'must be a calendar date YYYY-MM-DD');
    if (seen.has(d.date)) throw fieldError(`${field}.date`, 'is listed twice');
    seen.add(d.date);
    if (day < today || day > last)
      throw new ApiError(
        400,
        'validation_error',
        'outside_booking_window',
        `${field}.date: ${d.date} is outside the booking window`,
        {
          details: [{ field: `${field}.date`, message: 'is outside the booking window' }],
          user_message: 'That day cannot be booked.',
        },
      );
    for (const k of ['from', 'to'] as const)
      if (d[k] !== undefined && !HM.test(d[k]!)) throw fieldError(`${field}.${k}`, 'must be HH:MM');
    if (d.from !== undefined && d.to !== undefined && d.from >= d.to)
      throw fieldError(`${field}.to`, 'must be after from');
  });
  return [...dates].sort((a, b) => a.date.localeCompare(b.date));
}

export class WaitlistEntries {
  private readonly sql: Sql;
  private readonly clock: () => number;
  /** Asks for a matching run after a commit (the job runner's kick). */
  kick: () => void = () => {};

  constructor(sqlDb: Sql, clock: () => number = Date.now) {
    this.sql = sqlDb;
    this.clock = clock;
  }

  async create(caller: CustomerCaller | undefined, input: EntryInput): Promise<EntryRow> {
    const config = await loadCompanyConfig(this.sql, input.company);
    if (!config?.company.marketplace_enabled || !config.company.marketplace_visible)
      throw notFound('company');
    if (!waitlistSettings(config).enabled) throw waitlistDisabled();
    requireGuestAllowed(config, caller);
    checkIds(config, input.event_types, input.employee);
    const ets = input.event_types.map((id) => config.eventTypes.find((e) => e.id === id)!);
    const guests = input.number_of_guests ?? 1;
    const problems = bookingFlowProblems(config.company, ets, { ...input, number_of_guests: guests }).filter(
      (p) => ['customer_name', 'email', 'phone_number', 'number_of_guests'].includes(p.field),
    );
    if (problems.length > 0)
      throw validationError(
        `${problems[0].field} ${problems[0].message}`,
        problems.map((p) => ({ field: p.field, message: p.message })),
      );
    const dates = checkDates(config, input.dates, this.clock());
    const entry = await this.sql.transaction(async (tx) => {
      const inserted = await insertEntry(tx, {
        id: newId(),
        company_id: config.company.id,
        marketplace_user_id: caller?.userId ?? null,
        event_type_ids: input.event_types,
        number_of_guests: guests,
        employee_id: input.employee ?? null,
        dates: jsonb(dates),
        first_date: dates[0].date,
        last_date: dates.at(-1)!.date,
        customer_name: input.customer_name.trim(),
        email: input.email.trim(),
        phone_country_code: input.phone_country_code ?? null,
        phone_number: input.phone_number ?? null,
        updated_at: new Date(this.clock()),
      });
      if (!inserted) throw new Error('the entry insert answered no row');
      // Time may be free already: the matching looks at once.
      await triggerMatching(tx, inserted.company_id, 'waitlist_entry.created');
      await publishChange(tx, {
        type: 'waitlist_entry.created',
        company: inserted.company_id,
        object: entryView(inserted),
      });
      return inserted;
    });
    this.kick();
    return entry;
  }

  /** A customer's entry (a guest's by its id alone; an account's needs that account). */
  async forCustomer(caller: CustomerCaller | undefined, id: string): Promise<EntryRow> {
    const entry = await entryById(this.sql, id);
    if (!entry || (entry.marketplace_user_id && entry.marketplace_user_id !== caller?.userId))
      throw notFound('waitlist entry');
    return entry;
  }

  forStaff(caller: HqCaller, id: string): Promise<EntryRow> {
    return reachable(caller, 'waitlist entry', (companies) => entryIn(this.sql, companies, id));
  }

  listForCustomer(caller: CustomerCaller, page: Page): Promise<EntryRow[]> {
    return entriesOfUser(this.sql, caller.userId, page);
  }

  /** In line order (first come, first offered). */
  listForCompany(caller: HqCaller, companyId: string, filter: EntryFilter, page: Page): Promise<EntryRow[]> {
    companyOf(caller, companyId);
    if (filter.date) {
      const day = dateToDayNumber(filter.date);
      if (!Number.isFinite(day) || dayNumberToDate(day) !== filter.date)
        throw fieldError('filter.date', 'must be a calendar date YYYY-MM-DD');
    }
    return entriesOfCompany(this.sql, companyId, filter, page);
  }
}
