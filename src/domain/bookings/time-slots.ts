// Marketplace time slots, multiple time slots and opening hours, served by the engine from
// data loaded in a fixed number of queries.
import type { Sql } from '../../db/sql.ts';
import {
  dateToDayNumber,
  dayNumberToDate,
  formatLocalTime,
  localDay,
  ZoneTimeline,
} from '../../slots/calendar.ts';
import {
  type BusyEntry,
  computeStandingSlots,
  computeTimeSlots,
  computeVisitSlots,
  type DaySlots,
  type SegmentQuery,
  type Slot,
  type StandingSlot,
  type TimeSlotType,
  type UnavailableReason,
  type VisitInput,
} from '../../slots/index.ts';
import { intersect, normalize, union } from '../../slots/intervals.ts';
import { appliesTo, expandRuleSets, openList, resolvePrecedence } from '../../slots/rules.ts';
import { eventTypeView } from '../event-types/event-type-view.ts';
import { AnswerCache, Coalescer, type Memo } from '../shared/answer-cache.ts';
import { fieldError, notFound, validationError } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import { companySettings, engineConfig } from './data.ts';
import { companyEventTypes, EVENT_TYPE_IDS } from './event-store.ts';
import {
  type CompanyConfig,
  type ConfigRows,
  dataStamp,
  loadBusy,
  loadCompanyConfig,
  loadSlotInputs,
} from './loader-store.ts';
import { expandRecurrence, parseRecurrence, type Recurrence } from './recurrence.ts';
import type { SlotChanges } from './slot-changes.ts';

export const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;
const CACHE_BUCKET_MS = 10_000;

export interface TimeSlotQuery {
  employee_id?: string;
  space_id?: string;
  event_type_ids?: string[];
  event_id?: string;
  start_date: string;
  end_date: string;
  capacity?: number;
  min_capacity?: number;
  max_capacity?: number;
  time_slot_type?: TimeSlotType;
  expand?: readonly string[];
  /** A visit of several segments (docs/slots.md, "Time slots over HTTP"); visitAnswer answers it. */
  visit?: { segments: { event_type_id: string; employee_id?: string; space_id?: string }[] };
  /** Standing times: the series' RRULE subset and how many occurrences must be free. */
  recurrence?: string;
  min_occurrences?: number;
}

/** The most first dates a standing-time search covers (each costs its series' occurrences). */
export const MAX_STANDING_DAYS = 7;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Validates a local date range ("YYYY-MM-DD", inclusive, at most 62 days); answers day numbers. */
export function dateRange(start: string, end: string, startField = 'start_date', endField = 'end_date') {
  const first = dateToDayNumber(start);
  const last = dateToDayNumber(end);
  if (!DATE.test(start) || !Number.isFinite(first) || dayNumberToDate(first) !== start)
    throw fieldError(startField, 'must be a calendar date YYYY-MM-DD');
  if (!DATE.test(end) || !Number.isFinite(last) || dayNumberToDate(last) !== end)
    throw fieldError(endField, 'must be a calendar date YYYY-MM-DD');
  if (last < first) throw fieldError(endField, `must not be before ${startField}`);
  if (last - first + 1 > MAX_RANGE_DAYS)
    throw fieldError(endField, `the range may span at most ${MAX_RANGE_DAYS} days`);
  return { first, last };
}

/** The UTC window whose busy time can matter for local days [first, last]. */
export function busyWindow(first: number, last: number) {
  return { from: new Date((first - 1) * DAY_MS), to: new Date((last + 10) * DAY_MS) };
}

/** A search's day answer, and until when its busy time holds (null: while nothing is written). */
export type SearchDay = Memo<DaySlots[]> & { until: number | null };

/** Each company's version for one search (null: not listening; see TimeSlotService.searchVersions). */
export type SearchVersions = ((companyId: string) => string) | null;

/** A kept answer, and until when its busy time holds with nothing written (null: its bucket). */
interface CachedSlots extends Memo<DaySlots[]> {
  until: number | null;
  /** The engine's clock for it, and the two things the clock decides in the engine (engine.ts). */
  clock: EngineClock;
}

interface EngineClock {
  now: number;
  /** Slots starting before now + notice are too soon. */
  noticeMs: number;
  zone: string;
  maxDays: number | null;
  /** The last bookable local day as of `now` (too far after it). */
  lastDay: number;
}

/** The engine's last bookable day (engine.ts, "Booking window"), for a clock. */
function lastBookableDay(zone: string, now: number, maxDays: number | null): number {
  if (maxDays == null) return Number.POSITIVE_INFINITY;
  const nowMin = Math.floor(now / 60_000);
  return Math.floor((nowMin + ZoneTimeline.offsetOnce(zone, nowMin)) / 1440) + maxDays;
}

/** The engine's query fields a visit and a plain query share, for dates [startDate, endDate]. */
function slotQuery(q: TimeSlotQuery, startDate: string, endDate: string, timeSlotType: TimeSlotType) {
  return {
    startDate,
    endDate,
    capacity: q.capacity ?? 1,
    timeSlotType,
    channel: 'marketplace' as const,
    ignoreEventId: q.event_id ?? null,
  };
}

/** What computes a kept answer (a single service's or a visit's). */
type ComputeAnswer = (
  companyId: string,
  q: TimeSlotQuery,
  first: number,
  last: number,
  bucketEnd: number,
  configVersion: string | null,
) => Promise<CachedSlots>;

/** The clock a kept answer was computed at, for its reuse in a later bucket (atLaterClock). */
function answerClock(config: ConfigRows, bucketEnd: number): CachedSlots['clock'] {
  const settings = companySettings(config.company);
  const zone = config.company.time_zone;
  const maxDays = settings.max_bookable_future_days ?? null;
  return {
    now: bucketEnd,
    noticeMs: Math.max(0, settings.min_booking_notice_minutes ?? 0) * 60_000,
    zone,
    maxDays,
    lastDay: lastBookableDay(zone, bucketEnd, maxDays),
  };
}

/**
 * A kept answer as the engine would give it at the later clock `now`, or undefined when that
 * cannot be derived. The engine reads its clock in two places only: slots starting before now +
 * notice are too soon, and days after the last bookable day are too far. While the last bookable
 * day is the same, a later clock only makes more slots too soon: the answer at `now` is the kept
 * one without the slots that start too soon by then (the rest of a slot's verdict does not depend
 * on the clock). Only the search uses this; a day left without slots says `unavailable`.
 */
function atLaterClock(kept: CachedSlots, now: number): SearchDay | undefined {
  const c = kept.clock;
  if (now === c.now) return kept;
  if (now < c.now || lastBookableDay(c.zone, now, c.maxDays) !== c.lastDay) return undefined;
  const notBefore = now + c.noticeMs;
  // The engine writes timestamps as toISOString's (24 characters for years 0-9999), by start
  // within a day: compared as strings, and a day whose first slot is not too soon is kept whole at
  // the cost of one comparison (a search reads a thousand days per request).
  const iso = new Date(notBefore).toISOString();
  const tooSoon = (ts: string) =>
    ts.length === 24 && iso.length === 24 ? ts < iso : Date.parse(ts) < notBefore;
  return {
    until: kept.until,
    value: kept.value.map((day) => {
      if (day.slots.length === 0 || !tooSoon(day.slots[0].timestamp)) return day;
      const slots = day.slots.filter((slot) => !tooSoon(slot.timestamp));
      if (slots.length === day.slots.length) return day;
      return {
        ...day,
        slots,
        status: slots.length === 0 && day.status === 'available' ? 'unavailable' : day.status,
      };
    }),
  };
}

export class TimeSlotService {
  private readonly sql: Sql;
  private readonly clock: () => number;
  /** Which companies changed, heard from the database (absent: every reuse runs the data stamp). */
  private readonly changes?: SlotChanges;

  constructor(sql: Sql, clock: () => number = Date.now, changes?: SlotChanges) {
    this.sql = sql;
    this.clock = clock;
    this.changes = changes;
  }

  /** Stops listening for changes (the app's close). */
  async close() {
    await this.changes?.close();
  }

  private readonly answers = new AnswerCache<CachedSlots>(500);
  /**
   * The same answers for the cross-company search (marketplace/availability-search.ts): one day
   * of one service per company, small (a few KB) and many (every candidate near a customer), kept
   * apart so that a search over a thousand companies neither evicts the weeks companies' own pages
   * ask for nor thrashes a cache of 500.
   */
  private readonly searchAnswers = new AnswerCache<CachedSlots>(20_000);
  private readonly stamps = new Coalescer<string | null>();
  /**
   * Configurations read for answers, each with the company's configuration version when it was
   * read (slot-changes.ts): a week not asked before of a company asked before reads only its busy
   * time. A few KB each; the least recently used goes first.
   */
  private readonly configs = new AnswerCache<{ version: string; config: ConfigRows }>(2000);

  private async visibleConfig(companyId: string): Promise<CompanyConfig> {
    const config = await loadCompanyConfig(this.sql, companyId);
    if (!config?.company.marketplace_enabled || !config.company.marketplace_visible)
      throw notFound('company');
    return config;
  }

  /**
   * What an answer of [first, last] reads, in one statement: the busy time as of now and when it
   * next changes by itself, and the configuration unless the one kept is of `configVersion` (the
   * company's configuration version read before: a configuration written since has another).
   */
  private async answerInputs(companyId: string, configVersion: string | null, first: number, last: number) {
    const kept = configVersion === null ? undefined : this.configs.get(companyId);
    const reuse = kept !== undefined && kept.version === configVersion ? kept.config : undefined;
    const { from, to } = busyWindow(first, last);
    const loaded = await loadSlotInputs(this.sql, companyId, from, to, new Date(this.clock()), !reuse);
    const config = reuse ?? loaded.config;
    if (!config?.company.marketplace_enabled || !config.company.marketplace_visible)
      throw notFound('company');
    if (!reuse && configVersion !== null) this.configs.set(companyId, { version: configVersion, config });
    return { config, busy: loaded.busy, nextChange: loaded.nextChange };
  }

  /** Event types of the query (or of the event), each a live event type of the company. */
  private async eventTypesOf(config: ConfigRows, q: TimeSlotQuery): Promise<string[]> {
    if (q.event_id) {
      const event = await EVENT_TYPE_IDS.row(this.sql, { companyId: config.company.id, id: q.event_id });
      if (!event) throw notFound('event');
      return event.event_type_ids;
    }
    const ids = q.event_type_ids ?? [];
    if (ids.length === 0)
      throw validationError('Give event_type_ids or event_id.', [
        { field: 'event_type_ids', message: 'is required unless event_id is given' },
      ]);
    const known = new Set(config.eventTypes.map((e) => e.id));
    for (const id of ids) if (!known.has(id)) throw notFound('event type');
    return ids;
  }

  private checkEntities(config: ConfigRows, q: TimeSlotQuery) {
    if (q.employee_id && !config.employees.some((e) => e.id === q.employee_id)) throw notFound('employee');
    if (q.space_id && !config.resources.some((r) => r.id === q.space_id)) throw notFound('space');
    if (q.min_capacity != null && q.max_capacity != null && q.max_capacity < q.min_capacity)
      throw fieldError('max_capacity', 'must not be below min_capacity');
  }

  /** The engine's slots with its clock and the busy time as of `now`. */
  private async compute(
    config: CompanyConfig,
    q: TimeSlotQuery,
    eventTypeIds: string[][],
    first: number,
    last: number,
    now = this.clock(),
  ) {
    const { from, to } = busyWindow(first, last);
    const loaded = await loadBusy(this.sql, config.company.id, from, to, new Date(now));
    return this.run(engineConfig(config, loaded.busy, now), q, eventTypeIds);
  }

  private run(base: ReturnType<typeof engineConfig>, q: TimeSlotQuery, eventTypeIds: string[][]) {
    return eventTypeIds.map((ids) =>
      computeTimeSlots({
        ...base,
        query: {
          eventTypeIds: ids,
          employeeId: q.employee_id ?? null,
          spaceId: q.space_id ?? null,
          startDate: q.start_date,
          endDate: q.end_date,
          capacity: q.capacity ?? 1,
          minCapacity: q.min_capacity ?? null,
          maxCapacity: q.max_capacity ?? null,
          timeSlotType: q.time_slot_type ?? 'available',
          channel: 'marketplace',
          ignoreEventId: q.event_id ?? null,
        },
      }),
    );
  }

  async timeSlots(companyId: string, q: TimeSlotQuery): Promise<DaySlots[]> {
    return (await this.timeSlotsAnswer(companyId, q)).value;
  }

  /** timeSlots as the cache holds it: the same object for every request it answers. */
  async timeSlotsAnswer(companyId: string, q: TimeSlotQuery): Promise<Memo<DaySlots[]>> {
    return this.answerIn(this.answers, companyId, q);
  }

  /**
   * timeSlotsAnswer for the cross-company search: the same path (visibility, checks, engine,
   * reuse rules), only kept in the search's own cache, so each slot it shows is one this
   * company's time-slot operation shows for the same query at the same moment.
   */
  async searchAnswer(companyId: string, q: TimeSlotQuery, versions: SearchVersions): Promise<SearchDay> {
    return this.answerIn(this.searchAnswers, companyId, q, versions);
  }

  /** The end of the current 10-second bucket: the engine's clock for answers computed now. */
  bucketEnd(): number {
    return (Math.floor(this.clock() / CACHE_BUCKET_MS) + 1) * CACHE_BUCKET_MS;
  }

  /**
   * Company versions for one search, after one shared round trip (SlotChanges.versions): null
   * while not listening (each answer then confirms itself with its data stamp, as time_slots does).
   */
  async searchVersions(): Promise<SearchVersions> {
    return (await this.changes?.versions()) ?? null;
  }

  /** Computations under way, by cache key: concurrent askers of one key share one. */
  private readonly computing = new Map<string, Promise<CachedSlots>>();

  private async answerIn(
    answers: AnswerCache<CachedSlots>,
    companyId: string,
    q: TimeSlotQuery,
    versions?: SearchVersions,
    computeAnswer: ComputeAnswer = (...args) => this.computeAnswer(...args),
  ): Promise<SearchDay> {
    const { first, last } = dateRange(q.start_date, q.end_date);
    // Popular companies are asked the same week over and over: an answer is reused while nothing
    // it depends on was written and the 10-second time bucket is unchanged. Written: the
    // company's version (slot-changes.ts: heard through NOTIFY, confirmed by one round trip
    // shared by all requests, no query of the data), or, while not listening, the data stamp
    // (one cheap query per company and window). Errors are never kept, so a hit means the same
    // checks passed on the same data. The version is read before the data, so a change that
    // commits meanwhile makes the answer unreachable, never a stale one served.
    const bucketEnd = (Math.floor(this.clock() / CACHE_BUCKET_MS) + 1) * CACHE_BUCKET_MS;
    const versionsOf =
      versions !== undefined
        ? { version: versions?.(companyId) ?? null, config: null }
        : await this.changes?.versionsOf(companyId);
    const version = versionsOf?.version ?? null;
    const configVersion = versionsOf?.config ?? null;
    let stamp: string | null;
    if (version !== null) {
      stamp = `v${version}`;
    } else {
      const { from, to } = busyWindow(first, last);
      const stampFrom = from.getTime() - DAY_MS;
      stamp = await this.stamps.run(`${companyId}|${stampFrom}|${to.getTime()}`, () =>
        dataStamp(this.sql, companyId, new Date(stampFrom), to, new Date(this.clock())),
      );
    }
    // The search's answers are kept across time buckets (atLaterClock): its key has no bucket.
    const acrossBuckets = answers === this.searchAnswers;
    const key =
      stamp === null
        ? null
        : JSON.stringify(acrossBuckets ? [companyId, q, stamp] : [companyId, q, bucketEnd, stamp]);
    const hit = key === null ? undefined : answers.get(key);
    if (hit && (hit.until === null || this.clock() < hit.until)) {
      const answer = acrossBuckets ? atLaterClock(hit, bucketEnd) : hit;
      if (answer) return answer;
    }
    // A computation of the same key under way is as good as a kept answer of that key (its
    // version was read before its data, as above): a search over a thousand companies that many
    // customers send at once, when the time bucket turns, computes each company once, not once
    // per customer.
    if (key === null) return computeAnswer(companyId, q, first, last, bucketEnd, configVersion);
    const runningKey = acrossBuckets ? `${key}|${bucketEnd}` : key;
    const running = this.computing.get(runningKey);
    if (running) return running;
    const computing = computeAnswer(companyId, q, first, last, bucketEnd, configVersion).then((answer) => {
      answers.set(key, answer);
      return answer;
    });
    this.computing.set(runningKey, computing);
    try {
      return await computing;
    } finally {
      this.computing.delete(runningKey);
    }
  }

  private async computeAnswer(
    companyId: string,
    q: TimeSlotQuery,
    first: number,
    last: number,
    bucketEnd: number,
    configVersion: string | null,
  ): Promise<CachedSlots> {
    const { config, busy, nextChange } = await this.answerInputs(companyId, configVersion, first, last);
    this.checkEntities(config, q);
    const ids = await this.eventTypesOf(config, q);
    // The engine's clock is the end of the bucket: the answer may hide a slot some seconds early,
    // never show one that has become too soon while it was reused. The holds are those live now,
    // and the answer is reused only until the first of them passes (nothing is written then).
    const [value] = this.run(engineConfig(config, busy, bucketEnd), q, [ids]);
    return { value, until: nextChange, clock: answerClock(config, bucketEnd) };
  }

  /** time_slots as the cache holds it, for one booking's services or for a visit. */
  keptAnswer(companyId: string, q: TimeSlotQuery): Promise<Memo<DaySlots[]>> {
    return q.visit ? this.visitAnswer(companyId, q) : this.timeSlotsAnswer(companyId, q);
  }

  /**
   * time_slots for a visit as the cache holds it (a standing time is read fresh: standingSlots).
   * A visit's answer depends on what a single service's does, the company's data over the same
   * window, so it is kept and reused by the same rules, keyed by the whole query (its segments).
   */
  async visitAnswer(companyId: string, q: TimeSlotQuery): Promise<Memo<DaySlots[]>> {
    return this.answerIn(this.answers, companyId, q, undefined, (...args) =>
      this.computeVisitAnswer(...args),
    );
  }

  private async computeVisitAnswer(
    companyId: string,
    q: TimeSlotQuery,
    first: number,
    last: number,
    bucketEnd: number,
    configVersion: string | null,
  ): Promise<CachedSlots> {
    // As computeAnswer: the holds live now, the engine's clock the end of the bucket.
    const { config, busy, nextChange } = await this.answerInputs(companyId, configVersion, first, last);
    const segments = this.visitSegments(config, q);
    const input: VisitInput = {
      ...engineConfig(config, busy, bucketEnd),
      query: { ...slotQuery(q, q.start_date, q.end_date, q.time_slot_type ?? 'available'), segments },
    };
    return { value: computeVisitSlots(input), until: nextChange, clock: answerClock(config, bucketEnd) };
  }

  /**
   * The engine's slots for a company as of `now`, read fresh (no answer cache, no marketplace
   * visibility check): what the waitlist matching offers from (docs/api-conventions.md#waitlist-and-booking-offers), so it finds time
   * exactly as a customer's time-slot query would, never by an availability of its own. The
   * caller's configuration is used (the matching loads it once per company and run); the busy
   * time is read here, as of `now`.
   */
  async freshSlots(config: CompanyConfig, q: TimeSlotQuery, now = this.clock()): Promise<DaySlots[]> {
    const { first, last } = dateRange(q.start_date, q.end_date);
    this.checkEntities(config, q);
    const ids = await this.eventTypesOf(config, q);
    return (await this.compute(config, q, [ids], first, last, now))[0];
  }

  /**
   * time_slots for a standing time (`recurrence`, with or without `visit`), docs/slots.md "Time
   * slots over HTTP". Read fresh, not kept: the answer cache's stamps cover the date range only,
   * and a standing time reads the bookings of its series' whole span. (A visit alone is kept:
   * visitAnswer.)
   */
  async standingSlots(companyId: string, recurrence: string, q: TimeSlotQuery): Promise<DaySlots[]> {
    const { first, last } = dateRange(q.start_date, q.end_date);
    const config = await this.visibleConfig(companyId);
    const now = this.clock();
    const segments = q.visit ? this.visitSegments(config, q) : null;
    const ids = segments ? [] : await this.eventTypesOf(config, q);
    if (!segments) this.checkEntities(config, q);
    const type = q.time_slot_type ?? 'available';
    /** The engine's input for one date, every slot with its reason: the visit, or the plain query. */
    const input = (busy: BusyEntry[], date: string) => {
      const common = slotQuery(q, date, date, 'all');
      const base = engineConfig(config, busy, now);
      return segments
        ? { ...base, query: { ...common, segments } }
        : {
            ...base,
            query: {
              ...common,
              eventTypeIds: ids,
              employeeId: q.employee_id ?? null,
              spaceId: q.space_id ?? null,
            },
          };
    };
    // A standing time: each date of the range is the first occurrence of a series.
    if (last - first + 1 > MAX_STANDING_DAYS)
      throw fieldError('end_date', `with recurrence the range may span at most ${MAX_STANDING_DAYS} days`);
    const rule = parseRecurrence(recurrence);
    if (q.min_occurrences != null && rule.count != null && q.min_occurrences > rule.count)
      throw fieldError('min_occurrences', `must not exceed the rule's COUNT (${rule.count})`);
    const series: { date: string; dates: string[] }[] = [];
    let lastDate = last;
    for (let d = first; d <= last; d++) {
      const dates = occurrenceDates(rule, d, config.company.time_zone);
      if (dates.length > 0) lastDate = Math.max(lastDate, dateToDayNumber(dates[dates.length - 1]));
      series.push({ date: dayNumberToDate(d), dates });
    }
    const { from, to } = busyWindow(first, lastDate);
    const { busy } = await loadBusy(this.sql, config.company.id, from, to, new Date(now));
    return series.map(({ date, dates }) => {
      const min = Math.min(q.min_occurrences ?? dates.length, dates.length);
      const standing = dates.length > 0 ? computeStandingSlots(input(busy, date), dates, min) : [];
      return standingDay(date, dates, standing, min, type);
    });
  }

  /** The visit's segments for the engine, each event type, employee and space one of the company's. */
  private visitSegments(config: ConfigRows, q: TimeSlotQuery): SegmentQuery[] {
    const segs = q.visit?.segments ?? [];
    if ((q.event_type_ids?.length ?? 0) > 0 || q.event_id || q.employee_id || q.space_id)
      throw fieldError(
        'visit',
        'replaces event_type_ids, event_id, employee_id and space_id: give them per segment',
      );
    if (segs.length > 1 && obj(config.company.marketplace).allow_booking_multiple_services === false)
      throw fieldError(
        'visit',
        'this company takes one service per booking (marketplace.allow_booking_multiple_services is false)',
      );
    const types = new Set(config.eventTypes.map((e) => e.id));
    return segs.map((s) => {
      if (!types.has(s.event_type_id)) throw notFound('event type');
      if (s.employee_id && !config.employees.some((e) => e.id === s.employee_id)) throw notFound('employee');
      if (s.space_id && !config.resources.some((r) => r.id === s.space_id)) throw notFound('space');
      return {
        eventTypeIds: [s.event_type_id],
        employeeId: s.employee_id ?? null,
        spaceId: s.space_id ?? null,
      };
    });
  }

  async multipleTimeSlots(companyId: string, q: TimeSlotQuery) {
    const { first, last } = dateRange(q.start_date, q.end_date);
    const config = await this.visibleConfig(companyId);
    this.checkEntities(config, q);
    const ids = await this.eventTypesOf(config, q);
    const unique = [...new Set(ids)];
    const results = await this.compute(
      config,
      q,
      unique.map((id) => [id]),
      first,
      last,
    );
    const expand = q.expand?.includes('event_type');
    const rows = expand ? await companyEventTypes(this.sql, config.company.id, unique) : [];
    const byId = new Map(rows.map((e) => [e.id, eventTypeView(e, config.company.currency_code)]));
    return unique.map((id, i) => ({
      event_type: byId.get(id) ?? id,
      time_slots: results[i],
    }));
  }

  /**
   * Open intervals per local date: the union, over the company itself and its
   * marketplace-visible employees and spaces, of where availability rules open them
   * (or, without any availability rule, the profile's opening_hours).
   */
  async openingHours(companyId: string, filter: { start_date?: string; end_date?: string } = {}) {
    const config = await this.visibleConfig(companyId);
    const zone = config.company.time_zone;
    const nowMin = Math.floor(this.clock() / 60_000);
    const today = Math.floor(new ZoneTimeline(zone, nowMin - 1440, nowMin + 1440).wall(nowMin) / 1440);
    const start = filter.start_date ?? dayNumberToDate(today);
    const end = filter.end_date ?? dayNumberToDate(dateToDayNumber(start) + 6);
    const { first, last } = dateRange(start, end, 'filter.start_date', 'filter.end_date');
    const tl = new ZoneTimeline(zone, (first - 2) * 1440, (last + 3) * 1440);
    const engine = engineConfig(config, [], this.clock());
    const usesRules = engine.ruleSets.some((s) => s.rules.some((r) => r.type === 'availability'));
    let open: number[] = [];
    if (usesRules) {
      const inst = expandRuleSets(engine.ruleSets, tl, first, last).filter((i) => i.type === 'availability');
      const entities: ['company' | 'employee' | 'resource', string][] = [['company', '']];
      for (const e of config.employees) if (e.marketplace_enabled) entities.push(['employee', e.id]);
      for (const r of config.resources) if (r.marketplace) entities.push(['resource', r.id]);
      for (const [kind, id] of entities) {
        open = union(open, openList(resolvePrecedence(inst.filter((i) => appliesTo(i, kind, id)))));
      }
    } else {
      const oh = engine.company.opening_hours;
      const flat: number[] = [];
      if (oh?.length === 7) {
        for (let d = first; d <= last; d++) {
          const day = localDay(tl, d);
          const h = oh[day.weekday];
          if (!h || h.is_closed) continue;
          const o = parseHm(h.opens_at);
          let c = parseHm(h.closes_at);
          if (c === 0) c = 1440;
          if (!(o < c)) continue;
          flat.push(tl.firstAtOrAfterWall(day.base + o), tl.firstAtOrAfterWall(day.base + c));
        }
      }
      open = normalize(flat);
    }
    const out = [];
    for (let d = first; d <= last; d++) {
      const day = localDay(tl, d);
      const part = intersect(open, [day.start, day.end]);
      const intervals = [];
      for (let i = 0; i < part.length; i += 2) {
        const closes = part[i + 1] >= day.end ? '24:00' : formatLocalTime(tl.wall(part[i + 1]) - day.base);
        intervals.push({ opens_at: formatLocalTime(tl.wall(part[i]) - day.base), closes_at: closes });
      }
      out.push({ date: day.date, is_closed: intervals.length === 0, intervals });
    }
    return out;
  }
}

/**
 * The local dates of a series whose first occurrence is on day `d` (its instants placed at local
 * noon, clear of midnight DST changes); none when the rule cannot start that day (BYDAY=TU on a
 * Wednesday). An UNTIL with a time of day cuts the last date as a series at noon would.
 */
function occurrenceDates(rule: Recurrence, d: number, zone: string): string[] {
  const tl = new ZoneTimeline(zone, (d - 2) * 1440, (d + 3) * 1440);
  const noon = tl.firstAtOrAfterWall(d * 1440 + 720) * 60_000;
  if (!startsOn(rule, noon, zone)) return [];
  return expandRecurrence(rule, noon, zone).map((ms) => {
    const m = Math.floor(ms / 60_000);
    return dayNumberToDate(Math.floor((m + ZoneTimeline.offsetOnce(zone, m)) / 1440));
  });
}

/** Whether a series of the rule may start at `at` (expandRecurrence refuses a start off the rule). */
function startsOn(rule: Recurrence, at: number, zone: string): boolean {
  try {
    expandRecurrence({ ...rule, count: 1, until: null }, at, zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A standing-time day as TimeSlots (docs/slots.md, "Time slots over HTTP"): each wall time of
 * the series starting that day, available when free in at least `min` occurrences, with its
 * series; filtered by time_slot_type as a day's slots are. A wall time the first date does not
 * have starts no series. The day is closed when no wall time is open on its first date.
 */
function standingDay(
  date: string,
  dates: string[],
  standing: StandingSlot[],
  min: number,
  type: TimeSlotType,
): DaySlots {
  const slots: Slot[] = [];
  let anyAvailable = false;
  let allClosed = true;
  for (const s of standing) {
    const start = s.occurrences[0];
    if (!start) continue; // no such wall time on the first date: no series starts there
    const available = dates.length > 0 && s.available >= min;
    if (available) anyAvailable = true;
    if (start.reason !== 'closed') allClosed = false;
    if (type === 'available' ? !available : type === 'unavailable' && available) continue;
    const unavailable: {
      date: string;
      timestamp: string | null;
      reason: UnavailableReason | 'not_a_slot';
    }[] = s.occurrences.flatMap((o, i) =>
      o?.available
        ? []
        : [{ date: dates[i], timestamp: o?.timestamp ?? null, reason: o?.reason ?? 'not_a_slot' }],
    );
    const slot: Slot & { series: unknown } = {
      time: s.time,
      timestamp: start.timestamp,
      employeeIds: available ? s.employeeIds : [],
      spaceIds: available ? s.spaceIds : [],
      series: { occurrences: dates.length, available: s.available, unavailable },
    };
    if (type !== 'available') slot.available = available;
    // the first occurrence that is not free says why (a missing wall time: nobody can serve it)
    if (!available) {
      const why = unavailable.find((u) => u.reason !== 'not_a_slot')?.reason;
      slot.reason = why && why !== 'not_a_slot' ? why : 'not_bookable';
    }
    slots.push(slot);
  }
  return { date, status: anyAvailable ? 'available' : allClosed ? 'closed' : 'unavailable', slots };
}

function parseHm(t: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(t ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}
