// Reservations and events: the booking transaction that can never double-book.
//
// Guarantees, on PostgreSQL with a pool of connections:
// - Blocking time (an employee, a resource without allow_overlapping_bookings) is written as
//   `occupancies` rows in the same transaction as the event/reservation; the table's exclusion
//   constraints refuse any overlap, whatever the timing (a loser retries and then sees the
//   winner's rows, so it answers time_slot_not_available or takes another free candidate).
// - Sum-based limits (shared spaces up to max_capacity, max_total_pax, max_guests_per_interval,
//   max_same_time_arrival) take transaction advisory locks on keys that serialise only bookings
//   that can meet (the shared resource; the company's UTC days the booking covers, only when
//   the company has such caps) and re-check with the engine inside the lock.
// - Expired reservations stop blocking without any job: the engine ignores them, and each
//   booking transaction deletes their occupancy rows near its time before inserting its own.
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { Event, Prisma, PrismaClient, TimeSlotReservation } from '../../generated/prisma/client.ts';
import { ApiError, fieldError, notFound, unauthenticated, validationError } from '../../http/errors.ts';
import type { Page } from '../../http/query.ts';
import {
  type BookingCheck,
  bookingCheckWindow,
  bookingOccupancy,
  type Channel,
  checkBooking,
} from '../../slots/index.ts';
import { type CustomerCaller, type HqCaller, reachesCompany } from '../auth/caller.ts';
import { eventTypeView } from '../event-types/event-type-view.ts';
import { type Json, obj } from '../json.ts';
import type { ResourceService } from '../resources/resource-service.ts';
import { AnswerCache } from './answer-cache.ts';
import { type BookingFlowData, bookingFlowProblems } from './booking-flow.ts';
import { type CompanyConfig, engineConfig, hasGuestCaps, loadBusy, loadCompanyConfig } from './data.ts';
import { createEventError, isExclusionViolation, isRetryable } from './errors.ts';
import { type EventRow, eventView, reservationView } from './event-view.ts';
import {
  type BookingChange,
  type BookingChangeContext,
  type BookingNotifier,
  silentNotifier,
} from './notify.ts';
import {
  deleteEventOccupancies,
  type EventValues,
  insertEvent,
  insertOccupancies,
  insertReservation,
  lockKeys,
  lockReservation,
  markReservationConsumed,
  moveReservationOccupancies,
  type OccupancyRow,
  replaceServices,
  type ServiceRow,
  updateEvent,
} from './store.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MAX_ATTEMPTS = 5;

type Tx = SqlTx;
type Owner = { event_id: string } | { time_slot_reservation_id: string };

export interface ReservationInput {
  company: string;
  event_types: string[];
  starts_at: string;
  number_of_guests?: number;
  employee?: string;
  space?: string;
}

export interface ContactInput {
  customer_name?: string;
  email?: string;
  phone_country_code?: string;
  phone_number?: string;
  kennitala?: string;
  license_plate?: string;
  comment?: string;
  booking_question_answers?: { question: string; answer: string }[];
}

export interface EventCreateInput extends ContactInput {
  company?: string;
  event_types?: string[];
  starts_at?: string;
  employee?: string;
  space?: string;
  number_of_guests?: number;
  time_slot_reservation?: string;
  /** HQ only */
  status?: 'confirmed' | 'unconfirmed';
  customer?: string;
}

export interface EventUpdateInput extends ContactInput {
  starts_at?: string;
  employee?: string;
  space?: string;
  number_of_guests?: number;
  status?: 'confirmed' | 'unconfirmed' | 'cancelled' | 'noshow' | 'completed';
}

export const EVENT_SORT_FIELDS = ['starts_at', 'created_at', 'updated_at'] as const;
export const EVENT_STATUSES = ['confirmed', 'unconfirmed', 'cancelled', 'noshow', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export interface EventFilter {
  starts_after?: string;
  starts_before?: string;
  status?: EventStatus | EventStatus[];
  company?: string;
  employee?: string;
  space?: string;
  customer?: string;
  marketplace_user?: string;
  email?: string;
  origin?: 'marketplace' | 'hq';
}

export interface EventListOptions {
  filter?: EventFilter;
  sort?: { field: (typeof EVENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

interface Placement {
  config: CompanyConfig;
  /** How the config was read (see withConfig); place() confirms it against the database. */
  attempt?: ConfigAttempt;
  startsAt: number;
  eventTypeIds: string[];
  employeeId?: string | null;
  spaceId?: string | null;
  guests: number;
  channel: Channel;
  ignoreEventId?: string | null;
}

type Placed = Extract<BookingCheck, { ok: true }> & { resourceIds: string[] };

const ACTIVE = (s: string) => s !== 'cancelled' && s !== 'noshow';

/** A cached company configuration turned out changed: the operation runs again on fresh data. */
class StaleConfig extends Error {}

/**
 * One try of a booking: whether it may take the config from the cache, whether it did, and
 * whether place() confirmed that config current.
 */
interface ConfigAttempt {
  mayUseCache: boolean;
  fromCache: boolean;
  confirmed: boolean;
}
const withReservation = { time_slot_reservation: { select: { id: true } } } as const;

export class BookingService {
  constructor(
    private readonly prisma: PrismaClient,
    /** The booking transaction runs in plain SQL (see db/sql.ts). */
    private readonly sql: Sql,
    private readonly resources: ResourceService,
    private readonly reservationMinutes: number,
    private readonly clock: () => number = Date.now,
    private readonly random: () => number = Math.random,
    /** Booking messages: called inside each change's transaction (issue 8). */
    private readonly notifier: BookingNotifier = silentNotifier,
  ) {}

  /** Announces a change inside its transaction (the notifier writes its outbox rows with `tx`). */
  private announce(
    tx: Tx,
    kind: BookingChange,
    event: Event,
    context: BookingChangeContext,
    config?: CompanyConfig,
  ) {
    const staffWantsMail = config
      ? (id: string) => obj(config.employees.find((e) => e.id === id)?.notifications).booking_email === true
      : undefined;
    return this.notifier.bookingChanged(tx, kind, event, { ...context, staffWantsMail });
  }

  /** After the commit: lets the notifier ask for prompt delivery. */
  private announced() {
    try {
      this.notifier.afterCommit?.();
    } catch {
      // Delivery runs periodically anyway.
    }
  }

  // -------------------------------------------------------------------------------------------
  // The booking transaction
  // -------------------------------------------------------------------------------------------

  /**
   * Checks and writes one booking. `write` stores the event/reservation; it either writes the
   * occupancy rows itself (`rowsFor` gives them for an owner) or answers their `owner` for
   * `place` to write. `before` runs first in the same transaction (a reschedule frees the
   * event's own rows there).
   */
  private async place<T>(
    p: Placement,
    write: (
      tx: Tx,
      placed: Placed,
      rowsFor: (owner: Owner) => OccupancyRow[],
    ) => Promise<{ owner?: Owner; result: T }>,
    before?: (tx: Tx) => Promise<void>,
  ): Promise<T> {
    const companyId = p.config.company.id;
    const caps = hasGuestCaps(p.config);
    const resourceById = new Map(p.config.resources.map((r) => [r.id, r]));
    // Only bookings near the start can decide the check (see bookingCheckWindow): a busy day's
    // other bookings are not loaded. The exclusion constraints stay the last word on overlaps.
    const window = bookingCheckWindow(engineConfig(p.config, [], 0), p.startsAt, p.eventTypeIds);
    const from = new Date(window.from);
    const to = new Date(window.to);
    const near = { margin: 0 };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.sql.transaction(async (tx) => {
          const now = this.clock();
          if (before) await before(tx);
          const req = {
            starts_at: p.startsAt,
            event_type_ids: p.eventTypeIds,
            employee_id: p.employeeId ?? null,
            space_id: p.spaceId ?? null,
            guests: p.guests,
            channel: p.channel,
            ignore_event_id: p.ignoreEventId ?? null,
          };
          if (caps) {
            // Every UTC day the booking may touch (its service plus buffers fit in 2 days).
            const first = Math.floor(p.startsAt / DAY_MS);
            await lockKeys(
              tx,
              [first, first + 1].map((d) => `cap:${companyId}:${d}`),
            );
          }
          const { busy, configStamp } = await loadBusy(tx, companyId, from, to, new Date(now), {
            ...near,
            purgeExpired: true,
          });
          if (configStamp === p.config.stamp) {
            if (p.attempt) p.attempt.confirmed = true;
          } else {
            // The configuration changed since it was read (cached, or a moment ago).
            this.configs.delete(companyId);
            if (p.attempt?.fromCache) throw new StaleConfig();
          }
          let check = checkBooking(engineConfig(p.config, busy, now), req, this.random);
          if (!check.ok) throw createEventError(check.code, check.reason);
          let resourceIds = resourcesOf(check.space_id, resourceById);
          const shared = resourceIds.filter((id) => resourceById.get(id)?.allow_overlapping_bookings);
          if (shared.length > 0) {
            // A sum over the shared space's bookings: serialise them and look again.
            await lockKeys(
              tx,
              shared.map((id) => `res:${id}`),
            );
            const { busy: fresh } = await loadBusy(tx, companyId, from, to, new Date(now), near);
            const again = checkBooking(
              engineConfig(p.config, fresh, now),
              { ...req, employee_id: check.employee_id, space_id: check.space_id },
              this.random,
            );
            if (!again.ok) {
              const code =
                (again.code === 'employee_not_available' && !p.employeeId) ||
                (again.code === 'space_not_available' && !p.spaceId)
                  ? 'time_slot_not_available'
                  : again.code;
              throw createEventError(code, again.reason);
            }
            check = again;
            resourceIds = resourcesOf(check.space_id, resourceById);
          }
          const placed: Placed = { ...check, resourceIds };
          const rowsFor = (owner: Owner) => occupancyRows(p, placed, resourceById, owner, companyId);
          const { owner, result } = await write(tx, placed, rowsFor);
          if (owner) await insertOccupancies(tx, rowsFor(owner));
          return result;
        });
      } catch (err) {
        if ((isExclusionViolation(err) || isRetryable(err)) && attempt < MAX_ATTEMPTS) continue;
        if (isExclusionViolation(err)) {
          throw createEventError(
            p.employeeId
              ? 'employee_not_available'
              : p.spaceId
                ? 'space_not_available'
                : 'time_slot_not_available',
          );
        }
        throw err;
      }
    }
  }

  /**
   * Company configurations, kept per process for the booking POSTs: each use is checked inside
   * the booking transaction against the database's CONFIG_STAMP (in the same statement as the
   * busy time, so it costs no round trip), and a changed one makes the booking start again on
   * fresh data. Nothing here is needed by another instance.
   */
  private readonly configs = new AnswerCache<CompanyConfig>(1000);

  /**
   * Runs a booking on the cached configuration, and once more on fresh data when that try
   * failed before `place` confirmed the configuration current: a refusal (an unknown id, a
   * required field, a stale config) must come from current data.
   */
  private async withConfig<T>(run: (attempt: ConfigAttempt) => Promise<T>): Promise<T> {
    const first: ConfigAttempt = { mayUseCache: true, fromCache: false, confirmed: false };
    try {
      return await run(first);
    } catch (err) {
      // A failure before any cached config was used (bad input, say) is final as it is.
      if (first.fromCache && !first.confirmed)
        return run({ mayUseCache: false, fromCache: false, confirmed: false });
      throw err;
    }
  }

  /** With an attempt that allows it, from the cache; the attempt then records where it came from. */
  private async companyConfig(
    companyId: string,
    marketplace: boolean,
    attempt?: ConfigAttempt,
  ): Promise<CompanyConfig> {
    let config = attempt?.mayUseCache ? this.configs.get(companyId) : undefined;
    if (attempt) attempt.fromCache = config !== undefined;
    if (!config) {
      config = (await loadCompanyConfig(this.sql, companyId)) ?? undefined;
      if (config) this.configs.set(companyId, config);
    }
    if (!config) throw notFound('company');
    if (marketplace && !(config.company.marketplace_enabled && config.company.marketplace_visible))
      throw notFound('company');
    return config;
  }

  /** Ids in the body must name live objects of the company (else 404, never a hint). */
  private checkIds(config: CompanyConfig, eventTypeIds: string[], employeeId?: string, spaceId?: string) {
    const ets = new Set(config.eventTypes.map((e) => e.id));
    for (const id of eventTypeIds) if (!ets.has(id)) throw notFound('event type');
    if (employeeId && !config.employees.some((e) => e.id === employeeId)) throw notFound('employee');
    if (spaceId && !config.resources.some((r) => r.id === spaceId)) throw notFound('space');
  }

  private parseStart(value: string | undefined, field = 'starts_at'): number {
    const t = value === undefined ? Number.NaN : Date.parse(value);
    if (!Number.isFinite(t)) throw fieldError(field, 'must be an ISO 8601 date-time');
    return t;
  }

  // -------------------------------------------------------------------------------------------
  // Reservations
  // -------------------------------------------------------------------------------------------

  reserve(caller: CustomerCaller | undefined, input: ReservationInput): Promise<Json> {
    return this.withConfig((attempt) => this.reserveWith(caller, input, attempt));
  }

  private async reserveWith(
    caller: CustomerCaller | undefined,
    input: ReservationInput,
    attempt: ConfigAttempt,
  ) {
    const config = await this.companyConfig(input.company, true, attempt);
    this.checkIds(config, input.event_types, input.employee, input.space);
    const startsAt = this.parseStart(input.starts_at);
    const row = await this.place(
      {
        config,
        attempt,
        startsAt,
        eventTypeIds: input.event_types,
        employeeId: input.employee,
        spaceId: input.space,
        guests: input.number_of_guests ?? 1,
        channel: 'marketplace',
      },
      async (tx, placed) => {
        const r = await insertReservation(tx, {
          company_id: config.company.id,
          event_type_ids: input.event_types,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          number_of_guests: input.number_of_guests ?? 1,
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
          marketplace_user_id: caller?.userId ?? null,
          expires_at: new Date(this.clock() + this.reservationMinutes * 60_000),
        });
        return { owner: { time_slot_reservation_id: r.id }, result: r };
      },
    );
    return reservationView(row);
  }

  // -------------------------------------------------------------------------------------------
  // Events: create
  // -------------------------------------------------------------------------------------------

  createMarketplaceEvent(caller: CustomerCaller | undefined, input: EventCreateInput): Promise<Json> {
    return this.withConfig((attempt) => this.createMarketplaceEventWith(caller, input, attempt));
  }

  private async createMarketplaceEventWith(
    caller: CustomerCaller | undefined,
    input: EventCreateInput,
    attempt: ConfigAttempt,
  ): Promise<Json> {
    let reservation: TimeSlotReservation | null = null;
    if (input.time_slot_reservation) {
      reservation = await this.prisma.timeSlotReservation.findUnique({
        where: { id: input.time_slot_reservation },
      });
      if (
        !reservation ||
        (input.company && reservation.company_id !== input.company) ||
        (reservation.marketplace_user_id && reservation.marketplace_user_id !== caller?.userId)
      )
        throw notFound('time slot reservation');
    } else {
      if (!input.company) throw fieldError('company', 'is required');
      if (!input.event_types || input.event_types.length === 0)
        throw fieldError('event_types', 'is required');
      if (!input.starts_at) throw fieldError('starts_at', 'is required');
    }
    const companyId = reservation?.company_id ?? input.company!;
    // A reservation is consumed without `place`: nothing would confirm a cached config there.
    if (reservation) attempt.mayUseCache = false;
    const config = await this.companyConfig(companyId, true, attempt);
    this.requireGuestAllowed(config, caller);
    const eventTypeIds = reservation?.event_type_ids ?? input.event_types!;
    const guests = reservation?.number_of_guests ?? input.number_of_guests ?? 1;
    if (!reservation) this.checkIds(config, eventTypeIds, input.employee, input.space);
    const ets = eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)!).filter(Boolean);
    const problems = bookingFlowProblems(config.company, ets, { ...input, number_of_guests: guests });
    const dataProblems = problems.filter((p) => p.field !== 'number_of_guests');
    if (dataProblems.length > 0)
      throw validationError(
        `${dataProblems[0].field} ${dataProblems[0].message}`,
        dataProblems.map((p) => ({ field: `body.${p.field}`, message: p.message })),
      );
    const customerId = caller ? await this.customerFor(companyId, caller.userId, input) : null;
    const base = {
      company_id: companyId,
      number_of_guests: guests,
      origin: 'marketplace' as const,
      customer_id: customerId,
      marketplace_user_id: caller?.userId ?? null,
      ...contactData(input),
      customer_name: input.customer_name ?? '',
    };
    let event: Event;
    const by: BookingChangeContext['by'] = caller ? 'customer' : 'guest';
    if (reservation) {
      event = await this.consumeReservation(reservation, config, base, by);
    } else {
      event = await this.placeNewEvent(
        {
          config,
          attempt,
          startsAt: this.parseStart(input.starts_at),
          eventTypeIds,
          employeeId: input.employee,
          spaceId: input.space,
          guests,
          channel: 'marketplace',
        },
        (placed) => ({ ...base, status: this.initialStatus(config, placed.employee_id) }),
        by,
      );
    }
    this.announced();
    // The row just written is the answer: no second read.
    return (
      await this.views([{ ...event, time_slot_reservation: reservation ? { id: reservation.id } : null }])
    )[0];
  }

  createHqEvent(caller: HqCaller, input: EventCreateInput, expand: readonly string[] = []): Promise<Json> {
    return this.withConfig((attempt) => this.createHqEventWith(caller, input, expand, attempt));
  }

  private async createHqEventWith(
    caller: HqCaller,
    input: EventCreateInput,
    expand: readonly string[],
    attempt: ConfigAttempt,
  ): Promise<Json> {
    if (!input.company) throw fieldError('company', 'is required');
    if (!reachesCompany(caller, input.company)) throw notFound('company');
    if (input.time_slot_reservation) throw fieldError('time_slot_reservation', 'is for marketplace bookings');
    if (!input.event_types || input.event_types.length === 0) throw fieldError('event_types', 'is required');
    const config = await this.companyConfig(input.company, false, attempt);
    this.checkIds(config, input.event_types, input.employee, input.space);
    if (input.customer) {
      const c = await this.prisma.customer.findFirst({
        where: { id: input.customer, company_id: input.company },
      });
      if (!c) throw notFound('customer');
    }
    const guests = input.number_of_guests ?? 1;
    const event = await this.placeNewEvent(
      {
        config,
        attempt,
        startsAt: this.parseStart(input.starts_at),
        eventTypeIds: input.event_types,
        employeeId: input.employee,
        spaceId: input.space,
        guests,
        channel: 'hq',
      },
      () => ({
        company_id: input.company!,
        number_of_guests: guests,
        origin: 'hq',
        status: input.status ?? 'confirmed',
        customer_id: input.customer ?? null,
        ...contactData(input),
        customer_name: input.customer_name ?? '',
      }),
      'staff',
    );
    this.announced();
    return this.view(event.id, expand);
  }

  /** Guests may book unless the enterprise demands an account. */
  private requireGuestAllowed(config: CompanyConfig, caller: CustomerCaller | undefined) {
    if (caller) return;
    if (obj(config.enterpriseConnections).allows_booking_without_auth === false)
      throw unauthenticated('This business takes bookings from signed-in customers only.');
  }

  /** The company's record of a signed-in customer (made on their first booking there). */
  private async customerFor(companyId: string, userId: string, input: ContactInput): Promise<string> {
    const where = { company_id_marketplace_user_id: { company_id: companyId, marketplace_user_id: userId } };
    const found = await this.prisma.customer.findUnique({ where, select: { id: true } });
    if (found) return found.id;
    try {
      const made = await this.prisma.customer.create({
        data: {
          company_id: companyId,
          marketplace_user_id: userId,
          name: input.customer_name ?? '',
          email: input.email ?? null,
          phone_country_code: input.phone_country_code ?? null,
          phone_number: input.phone_number ?? null,
          kennitala: input.kennitala ?? null,
        },
        select: { id: true },
      });
      return made.id;
    } catch {
      const again = await this.prisma.customer.findUnique({ where, select: { id: true } });
      if (!again) throw new Error('customer record could not be made');
      return again.id;
    }
  }

  /** marketplace.allow_booking_without_confirmation of the company (default true) or the employee. */
  private initialStatus(config: CompanyConfig, employeeId: string | null): 'confirmed' | 'unconfirmed' {
    if (obj(config.company.marketplace).allow_booking_without_confirmation !== false) return 'confirmed';
    const emp = config.employees.find((e) => e.id === employeeId);
    return obj(emp?.marketplace).allow_booking_without_confirmation === true ? 'confirmed' : 'unconfirmed';
  }

  /**
   * Books a new event: checks it in place(), writes the event, its services and its occupancy
   * rows in one statement, and announces it in the same transaction.
   */
  private placeNewEvent(
    p: Placement,
    values: (placed: Placed) => EventValues & { company_id: string },
    by: BookingChangeContext['by'],
  ): Promise<Event> {
    return this.place(p, async (tx, placed, rowsFor) => {
      const event = await insertEvent(
        tx,
        {
          ...values(placed),
          event_type_ids: p.eventTypeIds,
          starts_at: new Date(placed.starts_at),
          ends_at: new Date(placed.ends_at),
          employee_id: placed.employee_id,
          space_id: placed.space_id,
          resource_ids: placed.resourceIds,
        },
        serviceRows(p.config, p.eventTypeIds, placed),
        (eventId) => rowsFor({ event_id: eventId }),
      );
      await this.announce(tx, 'created', event, { by }, p.config);
      return { result: event };
    });
  }

  /** A live reservation becomes the event: its occupancy rows move to the event. */
  private async consumeReservation(
    r: TimeSlotReservation,
    config: CompanyConfig,
    base: EventValues & { company_id: string },
    by: BookingChangeContext['by'],
  ): Promise<Event> {
    return this.sql.transaction(async (tx) => {
      const now = new Date(this.clock());
      // Lock the reservation: two creates from one reservation cannot both succeed.
      const cur = await lockReservation(tx, r.id);
      if (!cur || cur.consumed_at || cur.expires_at <= now)
        throw createEventError('time_slot_reservation_expired');
      const cfg = engineConfig(config, [], now.getTime());
      const occ = bookingOccupancy(cfg, r.starts_at.getTime(), r.event_type_ids, r.employee_id, r.space_id);
      const placed: Placed = {
        ok: true,
        employee_id: r.employee_id,
        space_id: r.space_id,
        ...occ,
        resourceIds: r.resource_ids,
      };
      const event = await insertEvent(
        tx,
        {
          ...base,
          status: this.initialStatus(config, r.employee_id),
          event_type_ids: r.event_type_ids,
          starts_at: r.starts_at,
          ends_at: r.ends_at,
          employee_id: r.employee_id,
          space_id: r.space_id,
          resource_ids: r.resource_ids,
        },
        serviceRows(config, r.event_type_ids, placed),
        () => [],
      );
      const moved = await moveReservationOccupancies(tx, r.id, event.id);
      if (moved === 0 && (r.employee_id || r.resource_ids.length > 0)) {
        // Its rows were purged as expired by another booking: the hold is gone.
        throw createEventError('time_slot_reservation_expired');
      }
      await markReservationConsumed(tx, r.id, event.id, now);
      await this.announce(tx, 'created', event, { by }, config);
      return event;
    });
  }

  // -------------------------------------------------------------------------------------------
  // Events: read
  // -------------------------------------------------------------------------------------------

  private async view(id: string, expand: readonly string[] = []): Promise<Json> {
    const row = await this.prisma.event.findUnique({ where: { id }, include: withReservation });
    if (!row) throw notFound('event');
    return (await this.views([row], expand))[0];
  }

  async views(rows: EventRow[], expand: readonly string[] = []): Promise<Json[]> {
    const out = rows.map(eventView);
    if (expand.length === 0 || rows.length === 0) return out;
    if (expand.includes('employee')) {
      const ids = [...new Set(rows.map((r) => r.employee_id).filter((x): x is string => !!x))];
      const emps = await this.prisma.employee.findMany({ where: { id: { in: ids } } });
      const byId = new Map(
        emps.map((e) => [
          e.id,
          {
            id: e.id,
            company: e.company_id,
            name: e.name,
            description: e.description,
            image: e.image ?? null,
            order: e.order,
          },
        ]),
      );
      for (const v of out) if (v.employee) v.employee = byId.get(v.employee as string) ?? v.employee;
    }
    if (expand.includes('space')) {
      const ids = [...new Set(rows.map((r) => r.space_id).filter((x): x is string => !!x))];
      const res = await this.prisma.resource.findMany({ where: { id: { in: ids } } });
      const views = await this.resources.views(res);
      const byId = new Map(views.map((v) => [v.id, v]));
      for (const v of out) if (v.space) v.space = byId.get(v.space as string) ?? v.space;
    }
    if (expand.includes('event_types')) {
      const ids = [...new Set(rows.flatMap((r) => r.event_type_ids))];
      const ets = await this.prisma.eventType.findMany({
        where: { id: { in: ids } },
        include: { company: { select: { currency_code: true } } },
      });
      const byId = new Map(ets.map((e) => [e.id, eventTypeView(e, e.company.currency_code)]));
      for (const v of out) v.event_types = (v.event_types as string[]).map((id) => byId.get(id) ?? id);
    }
    return out;
  }

  /** Marketplace: a guest's event by its unguessable id; an account's event only with its token. */
  private async loadForCustomer(caller: CustomerCaller | undefined, id: string): Promise<EventRow> {
    const row = await this.prisma.event.findUnique({ where: { id }, include: withReservation });
    if (!row || (row.marketplace_user_id && row.marketplace_user_id !== caller?.userId))
      throw notFound('event');
    return row;
  }

  private async loadForStaff(caller: HqCaller, id: string): Promise<EventRow> {
    const row = await this.prisma.event.findUnique({ where: { id }, include: withReservation });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('event');
    return row;
  }

  async getForCustomer(caller: CustomerCaller | undefined, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.loadForCustomer(caller, id)], expand))[0];
  }

  async getForStaff(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.loadForStaff(caller, id)], expand))[0];
  }

  async listForCustomer(caller: CustomerCaller, options: EventListOptions) {
    return this.list({ marketplace_user_id: caller.userId }, options);
  }

  async listForCompany(caller: HqCaller, companyId: string, options: EventListOptions) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    return this.list({ company_id: companyId }, options);
  }

  private async list(
    base: Prisma.EventWhereInput,
    { filter = {}, sort, page, expand = [] }: EventListOptions,
  ) {
    const where: Prisma.EventWhereInput = { ...base };
    const starts: Prisma.DateTimeFilter = {};
    if (filter.starts_after !== undefined)
      starts.gte = new Date(this.parseStart(filter.starts_after, 'filter.starts_after'));
    if (filter.starts_before !== undefined)
      starts.lt = new Date(this.parseStart(filter.starts_before, 'filter.starts_before'));
    if (Object.keys(starts).length > 0) where.starts_at = starts;
    if (filter.status !== undefined) where.status = { in: ([] as EventStatus[]).concat(filter.status) };
    if (filter.company !== undefined) where.company_id = base.company_id ?? filter.company;
    if (filter.company !== undefined && base.company_id && filter.company !== base.company_id) return [];
    if (filter.employee !== undefined) where.employee_id = filter.employee;
    if (filter.space !== undefined) where.resource_ids = { has: filter.space };
    if (filter.customer !== undefined) where.customer_id = filter.customer;
    if (filter.marketplace_user !== undefined) where.marketplace_user_id = filter.marketplace_user;
    if (filter.email !== undefined) where.email = { equals: filter.email, mode: 'insensitive' };
    if (filter.origin !== undefined) where.origin = filter.origin;
    const rows = await this.prisma.event.findMany({
      where,
      include: withReservation,
      orderBy: [{ [sort?.field ?? 'starts_at']: sort?.order ?? 'asc' }, { id: 'asc' }],
      skip: page.offset,
      take: page.limit,
    });
    return this.views(rows, expand);
  }

  // -------------------------------------------------------------------------------------------
  // Events: update
  // -------------------------------------------------------------------------------------------

  async updateForCustomer(caller: CustomerCaller | undefined, id: string, input: EventUpdateInput) {
    const row = await this.loadForCustomer(caller, id);
    const config = await this.companyConfig(row.company_id, false);
    const profile = obj(config.company.profile);
    const now = this.clock();
    if (input.status !== undefined && input.status !== 'cancelled')
      throw fieldError('status', 'a customer can only cancel (status "cancelled")');
    const by: BookingChangeContext['by'] = caller ? 'customer' : 'guest';
    if (input.status === 'cancelled') {
      clientPolicy(profile, row.starts_at.getTime(), now, CANCEL_POLICY);
    }
    const reschedule =
      input.starts_at !== undefined ||
      input.employee !== undefined ||
      input.space !== undefined ||
      input.number_of_guests !== undefined;
    if (reschedule) {
      clientPolicy(profile, row.starts_at.getTime(), now, RESCHEDULE_POLICY);
    }
    const ets = row.event_type_ids
      .map((tid) => config.eventTypes.find((e) => e.id === tid))
      .filter((e) => !!e);
    const merged = {
      ...contactOf(row),
      ...input,
      number_of_guests: input.number_of_guests ?? row.number_of_guests,
    };
    const problems = bookingFlowProblems(config.company, ets, merged).filter(
      (p) => p.field !== 'number_of_guests',
    );
    const touched = problems.filter(
      (p) => (input as Record<string, unknown>)[p.field.split('.')[0]] !== undefined,
    );
    if (touched.length > 0)
      throw validationError(
        `${touched[0].field} ${touched[0].message}`,
        touched.map((p) => ({ field: `body.${p.field}`, message: p.message })),
      );
    return this.update(row, config, input, 'marketplace', by);
  }

  async updateForStaff(
    caller: HqCaller,
    id: string,
    input: EventUpdateInput & { customer?: string },
    expand: readonly string[] = [],
  ) {
    const row = await this.loadForStaff(caller, id);
    const config = await this.companyConfig(row.company_id, false);
    if (input.customer !== undefined) {
      const c = await this.prisma.customer.findFirst({
        where: { id: input.customer, company_id: row.company_id },
      });
      if (!c) throw notFound('customer');
    }
    return this.update(row, config, input, 'hq', 'staff', expand);
  }

  private async update(
    row: EventRow,
    config: CompanyConfig,
    input: EventUpdateInput & { customer?: string },
    channel: Channel,
    by: BookingChangeContext['by'],
    expand: readonly string[] = [],
  ): Promise<Json> {
    const wasActive = ACTIVE(row.status);
    const status = input.status ?? row.status;
    const willBeActive = ACTIVE(status);
    const moves =
      input.employee !== undefined || input.space !== undefined || input.number_of_guests !== undefined;
    if (moves && input.starts_at === undefined)
      throw fieldError(
        'starts_at',
        'is required (its current value to keep the time) to change employee, space or number_of_guests',
      );
    const reschedule = input.starts_at !== undefined;
    if (reschedule && !willBeActive) throw fieldError('starts_at', `cannot move an event that is ${status}`);
    const data: EventValues = { ...contactData(input) };
    if (input.customer !== undefined) data.customer_id = input.customer;
    if (input.status !== undefined) data.status = input.status;
    if (willBeActive !== wasActive) data.cancelled_at = willBeActive ? null : new Date(this.clock());
    let kind: BookingChange =
      input.status !== undefined && input.status !== row.status ? 'status_changed' : 'updated';
    if (input.status === 'cancelled' && row.status !== 'cancelled') kind = 'cancelled';

    let event: Event;
    if (reschedule || (willBeActive && !wasActive)) {
      // Re-book (a move, or bringing a cancelled event back): free its own rows, check, write anew.
      const startsAt = reschedule ? this.parseStart(input.starts_at) : row.starts_at.getTime();
      const sameTime = startsAt === row.starts_at.getTime();
      if (input.employee) this.checkIds(config, [], input.employee);
      if (input.space) this.checkIds(config, [], undefined, input.space);
      // Rules 1-3: without employee/space a new one is chosen at a new time; at the same time
      // (moving between resources, changing the party) the current ones are kept.
      const employeeId = input.employee ?? (sameTime ? row.employee_id : null);
      const spaceId = input.space ?? (sameTime ? row.space_id : null);
      if (reschedule && !sameTime) kind = 'rescheduled';
      event = await this.place(
        {
          config,
          startsAt,
          eventTypeIds: row.event_type_ids,
          employeeId,
          spaceId,
          guests: input.number_of_guests ?? row.number_of_guests,
          channel,
          ignoreEventId: row.id,
        },
        async (tx, placed) => {
          const updated = await updateEvent(tx, row.id, {
            ...data,
            number_of_guests: input.number_of_guests ?? row.number_of_guests,
            starts_at: new Date(placed.starts_at),
            ends_at: new Date(placed.ends_at),
            employee_id: placed.employee_id,
            space_id: placed.space_id,
            resource_ids: placed.resourceIds,
          });
          await replaceServices(
            tx,
            row.company_id,
            row.id,
            serviceRows(config, updated.event_type_ids, placed),
          );
          await this.announce(tx, kind, updated, { by, previous: row }, config);
          return { owner: { event_id: row.id }, result: updated };
        },
        (tx) => deleteEventOccupancies(tx, row.id),
      );
    } else {
      event = await this.sql.transaction(async (tx) => {
        if (!willBeActive && wasActive) await deleteEventOccupancies(tx, row.id);
        const updated = await updateEvent(tx, row.id, data);
        await this.announce(tx, kind, updated, { by, previous: row }, config);
        return updated;
      });
    }
    this.announced();
    return this.view(event.id, expand);
  }

  /** POST /events/{id}/notification: hands the event to the messaging hook. */
  async notify(caller: CustomerCaller | undefined, id: string, input: { email?: string }) {
    const row = await this.loadForCustomer(caller, id);
    const recipient = input.email ?? row.email ?? undefined;
    if (!recipient) throw fieldError('email', 'is required when the event has no e-mail');
    await this.sql.transaction((tx) =>
      this.announce(tx, 'notification', row, { by: caller ? 'customer' : 'guest', recipient }),
    );
    this.announced();
    return { event: row.id, recipient, queued: true };
  }

  /** POST /companies/{id}/events/validate */
  async validate(companyId: string, input: BookingFlowData & { event_types?: string[] }) {
    const config = await this.companyConfig(companyId, true);
    const ids = input.event_types ?? [];
    this.checkIds(config, ids);
    const ets = ids.map((id) => config.eventTypes.find((e) => e.id === id)!);
    const errors = bookingFlowProblems(config.company, ets, input);
    return { valid: errors.length === 0, errors };
  }
}

// ---------------------------------------------------------------------------------------------

function ruleRefusal(code: string, title: string, message: string) {
  return new ApiError(400, 'validation_error', code, `${title}.`, {
    user_title: title,
    user_message: message,
  });
}

function contactData(input: ContactInput) {
  const out: Record<string, unknown> = {};
  for (const k of [
    'customer_name',
    'email',
    'phone_country_code',
    'phone_number',
    'kennitala',
    'license_plate',
    'comment',
    'booking_question_answers',
  ] as const)
    if (input[k] !== undefined) out[k] = input[k];
  return out as ContactInput;
}

function contactOf(row: Event): BookingFlowData {
  return {
    customer_name: row.customer_name,
    email: row.email ?? undefined,
    phone_country_code: row.phone_country_code ?? undefined,
    phone_number: row.phone_number ?? undefined,
    kennitala: row.kennitala ?? undefined,
    license_plate: row.license_plate ?? undefined,
    booking_question_answers: row.booking_question_answers as BookingFlowData['booking_question_answers'],
  };
}

/** The space and, for a table combination, its tables. */
function resourcesOf(spaceId: string | null, byId: Map<string, { sub_resources: string[] }>): string[] {
  if (!spaceId) return [];
  const subs = byId.get(spaceId)?.sub_resources ?? [];
  return [spaceId, ...subs.filter((s) => s !== spaceId && byId.has(s))];
}

function occupancyRows(
  p: Placement,
  placed: Placed,
  resourceById: Map<string, { allow_overlapping_bookings: boolean }>,
  owner: Owner,
  companyId: string,
): OccupancyRow[] {
  const types = p.eventTypeIds.map(
    (id) => p.config.eventTypes.find((e) => e.id === id)?.overbookable ?? 'not_overbookable',
  );
  const full = types.length > 0 && types.every((t) => t === 'fully_overbookable');
  const partial = !full && types.length > 0 && types.every((t) => t !== 'not_overbookable');
  const rows: OccupancyRow[] = [];
  for (const [s, e] of placed.segments) {
    const base = {
      company_id: companyId,
      ...owner,
      starts_at: new Date(s),
      ends_at: new Date(e),
      guests: p.guests,
    };
    if (placed.employee_id)
      rows.push({ ...base, employee_id: placed.employee_id, blocks: !full && !partial });
    for (const rid of placed.resourceIds)
      rows.push({
        ...base,
        resource_id: rid,
        blocks: !full && !resourceById.get(rid)?.allow_overlapping_bookings,
      });
  }
  return rows;
}

/** One event_services row per service, back to back as the engine lays them out. */
function serviceRows(config: CompanyConfig, eventTypeIds: string[], placed: Placed): ServiceRow[] {
  const cfg = engineConfig(config, [], 0);
  const rows: ServiceRow[] = [];
  let prevEnd = placed.starts_at;
  eventTypeIds.forEach((typeId, i) => {
    const et = config.eventTypes.find((e) => e.id === typeId);
    const end = bookingOccupancy(
      cfg,
      placed.starts_at,
      eventTypeIds.slice(0, i + 1),
      placed.employee_id,
      placed.space_id,
    ).ends_at;
    const start = prevEnd + Math.max(0, et?.delay ?? 0) * 60_000;
    rows.push({
      event_type_id: typeId,
      employee_id: placed.employee_id,
      resource_id: placed.space_id,
      order: i,
      starts_at: new Date(start),
      ends_at: new Date(Math.max(start, end)),
    });
    prevEnd = end;
  });
  return rows;
}

/** What a company's profile says about customers cancelling or changing bookings online. */
interface ClientPolicy {
  disabledField: string;
  noticeField: string;
  disabled: [code: string, title: string, message: string];
  late: [code: string, title: string, verb: string];
}

const CANCEL_POLICY: ClientPolicy = {
  disabledField: 'client_cancel_disabled',
  noticeField: 'min_cancel_notice_hours',
  disabled: [
    'cancel_not_allowed',
    'Cancelling online is turned off',
    'Please contact the business to cancel.',
  ],
  late: ['cancel_too_late', 'Too late to cancel online', 'cancelled'],
};

const RESCHEDULE_POLICY: ClientPolicy = {
  disabledField: 'client_reschedule_disabled',
  noticeField: 'min_reschedule_notice_hours',
  disabled: [
    'reschedule_not_allowed',
    'Changing online is turned off',
    'Please contact the business to change this booking.',
  ],
  late: ['reschedule_too_late', 'Too late to change online', 'changed'],
};

/** Refuses when the company turned the action off, or when the booking starts within the notice. */
function clientPolicy(profile: Record<string, unknown>, startsAt: number, now: number, policy: ClientPolicy) {
  if (profile[policy.disabledField] === true) throw ruleRefusal(...policy.disabled);
  const hours = profile[policy.noticeField];
  const notice = typeof hours === 'number' ? hours : 0;
  if (now + notice * HOUR_MS > startsAt) {
    const [code, title, verb] = policy.late;
    throw ruleRefusal(
      code,
      title,
      `Bookings can be ${verb} online up to ${notice} hours before they start. Please contact the business.`,
    );
  }
}
