// The booking service the routes call: one method per operation, each handing over to the file
// that does that one job.
//   placement.ts          the booking transaction and its retries (no double booking; see there)
//   company-configs.ts    company configurations kept per process, confirmed in each booking
//   reservations.ts       holds on a slot (booking offers' too) and their release
//   event-create.ts       the create paths' entries (seat, reservation, direct), the booking-flow check
//   create/               a booking, step by step: validate, price, place, pay, persist, announce
//   event-update.ts       cancels, changes, moves, messages again
//   event-reads.ts        reads by id, lists, views with expansions
//   customer-records.ts   the company's customer records the bookings need
//   customer-policies.ts  what the company allows its customers (guests, confirmation, cancel, change)
//   *-store.ts            the area's SQL: booking-, class-, event-, idempotency-, redemption-, series-store.ts
import type { Sql, SqlTx } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { ownCalendarOf } from '../auth/caller.ts';
import type { ResourceService } from '../resources/resource-service.ts';
import type { Page } from '../shared/paging.ts';
import {
  announced,
  type BookingContext,
  type BookingCredits,
  type BookingPayments,
} from './booking-context.ts';
import type {
  EventCreateInput,
  EventListOptions,
  EventUpdateInput,
  ReservationInput,
} from './booking-inputs.ts';
import { eventByLink, revokeLinks } from './booking-links.ts';
import type { EventRecord as Event, ReservationRecord } from './booking-store.ts';
import { LIVE_SCHEDULED_EVENT_COMPANY } from './class-store.ts';
import { CompanyConfigs } from './company-configs.ts';
import { createHqEvent, createMarketplaceEvent, validateBooking } from './event-create.ts';
import { eventsOfCustomer, list, loadForCustomer, loadForStaff, view, views } from './event-reads.ts';
import { changeAsCustomer, notify, updateForCustomer, updateForStaff } from './event-update.ts';
import type { EventRow } from './event-view.ts';
import { type BookingNotifier, silentNotifier } from './notify.ts';
import { holdForOffer, type OfferHold, reserve } from './reservations.ts';
import type { EventView, ReservationView } from './schemas.ts';
import {
  cancelCustomerSeries,
  cancelSeries,
  changeCustomerSeries,
  changeSeries,
  createMarketplaceSeries,
  createSeries,
  customerSeriesCalendar,
  getCustomerSeries,
  getSeries,
  hqSeriesCalendar,
  listCustomerSeries,
  listSeriesOf,
} from './series.ts';
import type {
  MarketplaceSeriesCreateInput,
  SeriesCancelInput,
  SeriesChangeInput,
  SeriesCreateInput,
} from './series-schemas.ts';

export class BookingService {
  private readonly ctx: BookingContext;

  constructor(
    /** The booking transaction runs in plain SQL (see db/sql.ts). */
    sql: Sql,
    resources: ResourceService,
    reservationMinutes: number,
    clock: () => number = Date.now,
    random: () => number = Math.random,
    /** Booking messages: called inside each change's transaction (issue 8). */
    notifier: BookingNotifier = silentNotifier,
  ) {
    const configs = new CompanyConfigs(sql);
    this.ctx = { sql, resources, reservationMinutes, clock, random, notifier, configs };
  }

  /** docs/api-conventions.md#customers-paying: marketplace bookings prepay where the payment settings say so. */
  usePayments(payments: BookingPayments) {
    this.ctx.payments = payments;
  }

  /** docs/packages.md: a booking may name a customer's package or membership to cover it. */
  useCredits(credits: BookingCredits) {
    this.ctx.credits = credits;
  }

  reserve(caller: CustomerCaller | undefined, input: ReservationInput): Promise<ReservationView> {
    return reserve(this.ctx, caller, input);
  }

  createMarketplaceEvent(
    caller: CustomerCaller | undefined,
    input: EventCreateInput,
    /** Runs in the booking's transaction after the event is written (an offer accepted). */
    alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
  ): Promise<EventView> {
    return createMarketplaceEvent(this.ctx, caller, input, alsoInTx);
  }

  /** docs/api-conventions.md#waitlist-and-booking-offers: holds a slot for a booking offer; `also` runs in the hold's transaction. */
  holdForOffer<T>(hold: OfferHold, also: (tx: SqlTx, reservation: ReservationRecord) => Promise<T>) {
    return holdForOffer(this.ctx, hold, also);
  }

  /** After a change committed outside the booking paths: lets the notifier ask for delivery. */
  announced() {
    announced(this.ctx);
  }

  createHqEvent(
    caller: HqCaller,
    input: EventCreateInput,
    expand: readonly string[] = [],
  ): Promise<EventView> {
    return createHqEvent(this.ctx, caller, input, expand);
  }

  /** docs/bookings.md#series: a standing appointment booked as one (all or nothing). */
  createSeries(caller: HqCaller, input: SeriesCreateInput, expand: readonly string[] = []) {
    return createSeries(this.ctx, caller, input, expand);
  }

  /** A customer's series: each occurrence under the rules of their single bookings. */
  createMarketplaceSeries(caller: CustomerCaller | undefined, input: MarketplaceSeriesCreateInput) {
    return createMarketplaceSeries(this.ctx, caller, input);
  }

  getSeries(caller: HqCaller, companyId: string, id: string, expand: readonly string[] = []) {
    return getSeries(this.ctx, caller, companyId, id, expand);
  }

  listSeries(caller: HqCaller, companyId: string, page: Page) {
    return listSeriesOf(this.ctx, caller, companyId, page);
  }

  cancelSeries(
    caller: HqCaller,
    companyId: string,
    id: string,
    input: SeriesCancelInput,
    expand: readonly string[] = [],
  ) {
    return cancelSeries(this.ctx, caller, companyId, id, input, expand);
  }

  /** docs/bookings.md#series: a new time of day / employee for one, following or all occurrences. */
  changeSeries(
    caller: HqCaller,
    companyId: string,
    id: string,
    input: SeriesChangeInput,
    expand: readonly string[] = [],
  ) {
    return changeSeries(this.ctx, caller, companyId, id, input, expand);
  }

  /** As changeSeries, on the marketplace channel under the company's rules for a customer's change. */
  changeCustomerSeries(
    caller: CustomerCaller | undefined,
    companyId: string,
    id: string,
    input: SeriesChangeInput,
  ) {
    return changeCustomerSeries(this.ctx, caller, companyId, id, input);
  }

  /** docs/bookings.md#series: the series as one .ics (RRULE, EXDATEs, moved occurrences). */
  hqSeriesCalendar(caller: HqCaller, companyId: string, id: string) {
    return hqSeriesCalendar(this.ctx, caller, companyId, id);
  }

  customerSeriesCalendar(caller: CustomerCaller | undefined, companyId: string, id: string) {
    return customerSeriesCalendar(this.ctx, caller, companyId, id);
  }

  /** The signed-in customer's own series (a guest's or another's: 404). */
  getCustomerSeries(caller: CustomerCaller | undefined, companyId: string, id: string) {
    return getCustomerSeries(this.ctx, caller, companyId, id);
  }

  listCustomerSeries(caller: CustomerCaller, page: Page) {
    return listCustomerSeries(this.ctx, caller, page);
  }

  /** As cancelSeries, under the company's rules for a customer's cancel. */
  cancelCustomerSeries(
    caller: CustomerCaller | undefined,
    companyId: string,
    id: string,
    input: SeriesCancelInput,
  ) {
    return cancelCustomerSeries(this.ctx, caller, companyId, id, input);
  }

  async getForCustomer(caller: CustomerCaller | undefined, id: string, expand: readonly string[] = []) {
    await this.ctx.payments?.expireDue({ eventId: id });
    return (await views(this.ctx, [await loadForCustomer(this.ctx, caller, id)], expand))[0];
  }

  async getForStaff(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await views(this.ctx, [await loadForStaff(this.ctx, caller, id)], expand))[0];
  }

  /** The event views of rows (exports of a customer's data use the same view as the API). */
  views(rows: EventRow[], expand: readonly string[] = []): Promise<EventView[]> {
    return views(this.ctx, rows, expand);
  }

  /** Every event of a customer record, earliest first, as rows (the export views them). */
  eventsOfCustomer(companyId: string, customerId: string): Promise<EventRow[]> {
    return eventsOfCustomer(this.ctx, companyId, customerId);
  }

  listForCustomer(caller: CustomerCaller, options: EventListOptions) {
    return list(this.ctx, { marketplace_user_id: caller.userId }, options);
  }

  async listForCompany(caller: HqCaller, companyId: string, options: EventListOptions) {
    companyOf(caller, companyId);
    return list(this.ctx, { company_id: companyId, served_by: ownCalendarOf(caller, companyId) }, options);
  }

  /** GET /hq/scheduled_events/{id}/events: the class's bookings (its attendee list). */
  async listForScheduledEvent(caller: HqCaller, scheduledEventId: string, options: EventListOptions) {
    const se = await reachable(caller, 'scheduled event', (companyIds) =>
      LIVE_SCHEDULED_EVENT_COMPANY.row(this.ctx.sql, { companyIds, id: scheduledEventId }),
    );
    return list(
      this.ctx,
      {
        company_id: se.company_id,
        scheduled_event_id: scheduledEventId,
        served_by: ownCalendarOf(caller, se.company_id),
      },
      options,
    );
  }

  updateForCustomer(caller: CustomerCaller | undefined, id: string, input: EventUpdateInput) {
    return updateForCustomer(this.ctx, caller, id, input);
  }

  /** A guest's read of the booking its manage link opens (docs/bookings.md, "The manage link"). */
  async getByLink(link: string, client: string, expand: readonly string[] = []) {
    const found = await eventByLink(this.ctx, link, client);
    if (!this.ctx.payments) return (await views(this.ctx, [found], expand))[0];
    // As getForCustomer: an unpaid prepayment past its hold is settled before it is shown.
    await this.ctx.payments.expireDue({ eventId: found.id });
    return view(this.ctx, found.company_id, found.id, expand);
  }

  /** A change through the manage link: the same rules as the booking's customer has. */
  async updateByLink(link: string, client: string, input: EventUpdateInput) {
    const found = await eventByLink(this.ctx, link, client);
    return changeAsCustomer(this.ctx, found, found.marketplace_user_id ? 'customer' : 'guest', input);
  }

  /** HQ: revokes the event's manage links. */
  revokeLinks(caller: HqCaller, id: string) {
    return revokeLinks(this.ctx, caller, id);
  }

  updateForStaff(
    caller: HqCaller,
    id: string,
    input: EventUpdateInput & { customer?: string },
    expand: readonly string[] = [],
  ) {
    return updateForStaff(this.ctx, caller, id, input, expand);
  }

  /** POST /events/{id}/notification: hands the event to the messaging hook. */
  notify(caller: CustomerCaller | undefined, id: string, input: { email?: string }) {
    return notify(this.ctx, caller, id, input);
  }

  /** POST /companies/{id}/events/validate */
  validate(companyId: string, input: Parameters<typeof validateBooking>[2]) {
    return validateBooking(this.ctx, companyId, input);
  }
}
