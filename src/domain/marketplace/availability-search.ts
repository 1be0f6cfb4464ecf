// "Who can do a haircut near me tomorrow morning, earliest first" (issue 34): the companies near a
// place with a free slot for a service in a window, each with its earliest slots. Nothing is
// estimated: every slot comes from TimeSlotService.searchAnswer, the path of the company's own
// time-slot operation (docs/slots.md#first-available-across-companies).
import type { SqlTx } from '../../db/sql.ts';
import { dayNumberToDate, localDay, ZoneTimeline } from '../../slots/calendar.ts';
import { ENGINE_TABLES } from '../bookings/loader-store.ts';
import { dateRange, type SearchVersions, type TimeSlotService } from '../bookings/time-slots.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { marketplaceCompanyView } from '../companies/company-view.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { ApiError, fieldError } from '../shared/errors.ts';
import {
  type AvailabilityQuery,
  type AvailableSlotView,
  type CompanyAvailabilityView,
  DEFAULT_PAGE,
  DEFAULT_SLOTS_PER_COMPANY,
  MAX_CANDIDATES,
  MAX_SEARCH_DAYS,
} from './availability-schemas.ts';
import { candidateCompanies, matchingServices } from './availability-store.ts';
import { COMPANIES_BY_IDS } from './browse-queries.ts';

/**
 * Companies evaluated at once: each cold one runs a few queries (its configuration, its busy
 * time), so this bounds the pool connections one search holds (the pool is 10 by default).
 */
export const SEARCH_CONCURRENCY = 6;
const MINUTE_MS = 60_000;

interface Candidate {
  id: string;
  time_zone: string;
  distance: number;
  /** The company's matching live, listed services, in its menu order (creation). */
  eventTypes: string[];
}

/** One search's reads: the company versions it runs under, and until when its busy time holds. */
interface SearchContext {
  versions: SearchVersions;
  /** The earliest `until` of the day answers read (a hold lapsing); null: none. */
  until: number | null;
}

/**
 * What a whole answer depends on: the candidates (the company list's tables, event types) and
 * everything the engine reads, of any company (a booking anywhere makes the next search read
 * the kept day answers again: only that company's day is computed afresh).
 */
const ANSWER_DEPENDENCIES = [
  ...dependencies(CACHED_READS.marketplaceCompanies),
  ...ENGINE_TABLES.map((table) => ({ table })),
];

interface Found {
  candidate: Candidate;
  slots: AvailableSlotView[];
  /** The day index (0-based in the window) after the last one read. */
  nextDay: number;
}

/** Runs `fn` over `items`, at most `limit` at once, answers in the items' order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export class AvailabilitySearch {
  private readonly sql: SqlTx;
  private readonly timeSlots: TimeSlotService;

  /**
   * Whole answers, by query and 10-second bucket (the engine's clock), reused while nothing any
   * of them depends on was written (cache/change-cache.ts) and no hold they met has lapsed (an
   * answer that met a hold is not kept): the answer the search would compute again, for a lookup.
   */
  private readonly answers: ChangeCache<CompanyAvailabilityView[]>;
  /** Answers that met a hold: not kept (a lapsing hold frees time with nothing written). */
  private readonly held = new WeakSet<CompanyAvailabilityView[]>();

  private readonly changes?: TableChanges;
  /** Searches under way, by key, with the mark taken before each began. */
  private readonly running = new Map<
    string,
    { at: number; memo: Promise<Memo<CompanyAvailabilityView[]>> }
  >();

  constructor(sql: SqlTx, timeSlots: TimeSlotService, changes?: TableChanges) {
    this.sql = sql;
    this.timeSlots = timeSlots;
    this.changes = changes;
    this.answers = new ChangeCache(changes, 200);
  }

  /**
   * Candidates, nearest first: marketplace-visible companies within the circle offering the
   * service (the company list's own WHERE clause, on the tenant registry), then their matching
   * live, listed event types (one statement over those companies' ids). A company without one is
   * no candidate: nothing of it is computed.
   */
  private async candidates(
    q: AvailabilityQuery,
    skip: number,
    cap: number,
  ): Promise<{ candidates: Candidate[]; read: number }> {
    const f = q.filter;
    const companies = await candidateCompanies(this.sql, {
      circle: f.location,
      serviceTypes: f.service_types,
      companyTypes: f.company_types,
      skip,
      cap,
    });
    if (companies.length === 0) return { candidates: [], read: 0 };
    const services = await matchingServices(
      this.sql,
      companies.map((c) => c.id),
      f.text,
    );
    const byCompany = new Map<string, string[]>();
    for (const s of services) byCompany.set(s.company_id, [...(byCompany.get(s.company_id) ?? []), s.id]);
    const candidates = companies.flatMap((c) => {
      const eventTypes = byCompany.get(c.id);
      return eventTypes ? [{ ...c, eventTypes }] : [];
    });
    return { candidates, read: companies.length };
  }

  /**
   * One local day of a company: the slots of each of its matching services, exactly as its
   * time_slots answers that day (same service, same cache rules), within the time of day asked,
   * by time. A company that left the marketplace meanwhile (404) has none.
   */
  private async daySlots(
    c: Candidate,
    date: string,
    q: AvailabilityQuery,
    ctx: SearchContext,
    limit: number,
  ): Promise<AvailableSlotView[]> {
    const out: AvailableSlotView[] = [];
    for (const eventType of c.eventTypes) {
      let days: Awaited<ReturnType<TimeSlotService['searchAnswer']>>['value'];
      try {
        const answer = await this.timeSlots.searchAnswer(
          c.id,
          { event_type_ids: [eventType], start_date: date, end_date: date },
          ctx.versions,
        );
        days = answer.value;
        if (answer.until !== null) ctx.until = Math.min(ctx.until ?? answer.until, answer.until);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return [];
        throw error;
      }
      // The day's slots come by time: the first `limit` of each service are all the merge can use
      // (a day holds hundreds; a thousand companies' worth would be copied for nothing).
      let taken = 0;
      for (const day of days) {
        for (const slot of day.slots) {
          if (taken === limit) break;
          if (q.filter.time_from && slot.time < q.filter.time_from) continue;
          if (q.filter.time_to && slot.time >= q.filter.time_to) continue;
          taken++;
          out.push({
            event_type_id: eventType,
            date: day.date,
            time: slot.time,
            timestamp: slot.timestamp,
            employeeIds: slot.employeeIds,
            spaceIds: slot.spaceIds,
          });
        }
      }
    }
    // Services in menu order at the same time: a stable order.
    out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
    return out.length > limit ? out.slice(0, limit) : out;
  }

  /** Reads further days of a found company until it has `want` slots or the window ends. */
  private async fill(found: Found, dates: string[], want: number, q: AvailabilityQuery, ctx: SearchContext) {
    while (found.slots.length < want && found.nextDay < dates.length) {
      found.slots.push(
        ...(await this.daySlots(found.candidate, dates[found.nextDay], q, ctx, want - found.slots.length)),
      );
      found.nextDay++;
    }
    found.slots = found.slots.slice(0, want);
  }

  async search(q: AvailabilityQuery): Promise<CompanyAvailabilityView[]> {
    return (await this.searchAnswer(q)).value;
  }

  /** search as the cache holds it: the route sends its serialization (and encodings) once made. */
  async searchAnswer(q: AvailabilityQuery): Promise<Memo<CompanyAvailabilityView[]>> {
    const f = q.filter;
    const endDate = f.end_date ?? f.start_date;
    const { first, last } = dateRange(f.start_date, endDate, 'filter.start_date', 'filter.end_date');
    if (last - first + 1 > MAX_SEARCH_DAYS)
      throw fieldError('filter.end_date', `the window may span at most ${MAX_SEARCH_DAYS} days`);
    if (f.time_from && f.time_to && f.time_to <= f.time_from)
      throw fieldError('filter.time_to', 'must be after filter.time_from');
    const dates: string[] = [];
    for (let d = first; d <= last; d++) dates.push(dayNumberToDate(d));

    const key = JSON.stringify([q, this.timeSlots.bucketEnd()]);
    // Many customers asking the same search when the bucket turns share one computation, when
    // nothing it depends on was written since it began (its mark was taken before it read
    // anything, as a kept answer's is): what a kept answer would be, only not finished yet.
    const mark = (await this.changes?.mark()) ?? null;
    const running = this.running.get(key);
    if (running && mark !== null && this.changes!.lastChange(ANSWER_DEPENDENCIES) <= running.at)
      return running.memo;
    const memo = this.answers.answer(
      key,
      async () => {
        const { views, until } = await this.compute(q, dates, first);
        if (until !== null) this.held.add(views);
        return views;
      },
      { dependsOn: ANSWER_DEPENDENCIES, keep: (views) => !this.held.has(views) },
    );
    if (mark === null) return memo;
    const entry = { at: mark, memo };
    this.running.set(key, entry);
    try {
      return await memo;
    } finally {
      if (this.running.get(key) === entry) this.running.delete(key);
    }
  }

  private async compute(
    q: AvailabilityQuery,
    dates: string[],
    first: number,
  ): Promise<{ views: CompanyAvailabilityView[]; until: number | null }> {
    const limit = q.pagination?.limit ?? DEFAULT_PAGE;
    const offset = q.pagination?.offset ?? 0;
    const want = q.slots_per_company ?? DEFAULT_SLOTS_PER_COMPANY;
    const byTime = (q.sort?.field ?? 'time') === 'time';
    // Every company's version as of after every change committed before this request, with one
    // round trip for all of them (each time_slots request makes that round trip for itself).
    const ctx: SearchContext = { versions: await this.timeSlots.searchVersions(), until: null };
    const need = offset + limit;
    const found: Found[] = [];
    if (byTime) {
      const { candidates } = await this.candidates(q, 0, MAX_CANDIDATES);
      // Day by day over the companies with no slot yet: a company found on a day is ranked by its
      // first slot; the search stops once the page is full and no company still unread can come
      // before its last entry (the earliest a still-unread company's slot can be is the end of its
      // local day read, in its own time zone).
      let remaining = candidates;
      for (let i = 0; i < dates.length && remaining.length > 0; i++) {
        const slots = await mapLimit(remaining, SEARCH_CONCURRENCY, (c) =>
          this.daySlots(c, dates[i], q, ctx, want),
        );
        const next: Candidate[] = [];
        remaining.forEach((c, j) => {
          if (slots[j].length > 0) found.push({ candidate: c, slots: slots[j], nextDay: i + 1 });
          else next.push(c);
        });
        remaining = next;
        found.sort(byFirstSlot);
        if (found.length >= need && remaining.length > 0) {
          const zones = new Set(remaining.map((c) => c.time_zone));
          const bound = Math.min(...[...zones].map((zone) => dayEndMs(zone, first + i)));
          if (Date.parse(found[need - 1].slots[0].timestamp) <= bound) break;
        }
      }
    } else {
      // Nearest first: companies are read in distance order, a batch at a time, until the page is
      // full; candidates too are read a chunk at a time (twice the page), as far as needed.
      const chunk = Math.max(2 * need, 40);
      for (let skip = 0; skip < MAX_CANDIDATES && found.length < need; skip += chunk) {
        const { candidates, read } = await this.candidates(q, skip, Math.min(chunk, MAX_CANDIDATES - skip));
        for (let start = 0; start < candidates.length && found.length < need; start += SEARCH_CONCURRENCY) {
          const batch = candidates.slice(start, start + SEARCH_CONCURRENCY);
          const firsts = await Promise.all(
            batch.map(async (c) => {
              const one: Found = { candidate: c, slots: [], nextDay: 0 };
              // All its `want` slots at once: a day read for fewer would not be read again.
              await this.fill(one, dates, want, q, ctx);
              return one;
            }),
          );
          for (const one of firsts) if (one.slots.length > 0) found.push(one);
        }
        if (read < chunk) break;
      }
    }
    const page = found.slice(offset, need);
    await mapLimit(page, SEARCH_CONCURRENCY, (one) => this.fill(one, dates, want, q, ctx));
    if (page.length === 0) return { views: [], until: ctx.until };
    const rows = await COMPANIES_BY_IDS.rows(this.sql, { ids: page.map((p) => p.candidate.id) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const views = page.flatMap((one) => {
      const row = byId.get(one.candidate.id);
      if (!row) return [];
      return [
        {
          company: marketplaceCompanyView(row, row.company_type_ids, one.candidate.distance),
          distance: one.candidate.distance,
          first_slot_at: one.slots[0].timestamp,
          time_slots: one.slots,
        },
      ];
    });
    return { views, until: ctx.until };
  }
}

function byFirstSlot(a: Found, b: Found): number {
  const ta = a.slots[0].timestamp;
  const tb = b.slots[0].timestamp;
  if (ta !== tb) return ta < tb ? -1 : 1;
  if (a.candidate.distance !== b.candidate.distance) return a.candidate.distance - b.candidate.distance;
  return a.candidate.id < b.candidate.id ? -1 : 1;
}

/** When local day `dayNumber` ends in `zone`, epoch ms. */
function dayEndMs(zone: string, dayNumber: number): number {
  const tl = new ZoneTimeline(zone, (dayNumber - 2) * 1440, (dayNumber + 3) * 1440);
  return localDay(tl, dayNumber).end * MINUTE_MS;
}
