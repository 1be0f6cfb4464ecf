// The two create paths (a customer's marketplace booking, staff's HQ booking) and the
// booking-flow check a client may run before either.

import { qb, row } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type CustomerCaller, type HqCaller, ownEmployee, reachesCompany } from '../auth/caller.ts';
import type { PreparedCharge } from '../payments/checkout.ts';
import type { PrepaymentPlan } from '../payments/prepayment.ts';
import type { CheckoutPaymentView } from '../payments/schemas.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import { type AfterInsert, announceCreated, announced, type BookingContext } from './booking-context.ts';
import { type BookingFlowData, bookingFlowProblems } from './booking-flow.ts';
import { contactData, type EventCreateInput } from './booking-inputs.ts';
import { policyFor } from './cancellation-policy.ts';
import { COMPANY_ID_BY_ID_OR_SLUG } from './class-reads.ts';
import { type ConfigAttempt, checkIds } from './company-configs.ts';
import { initialStatus, requireGuestAllowed } from './customer-policies.ts';
import { bookingPerson, requireCustomer } from './customer-records.ts';
import type { CompanyConfig } from './data.ts';
import { view } from './event-reads.ts';
import { eventView } from './event-view.ts';
import type { BookingChangeContext } from './notify.ts';
import { type Placed, type Placement, type PlaceWrite, parseStart, place, serviceRows } from './placement.ts';
import { type PriceSnapshot, pricedServices, priceSeats, priceServices } from './pricing.ts';
import { consumeReservation } from './reservations.ts';
import type { EventView, SpentVoucher } from './schemas.ts';
import { createSeatEvent, seatFieldsAbsent } from './seat-create.ts';
import { planSeats } from './seats.ts';
import type { EventRecord as Event, ReservationRecord } from './store.ts';
import { type EventValues, insertBooking } from './store.ts';

export async function createMarketplaceEvent(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  /**
   * Runs in the booking's transaction once the event is written (a booking offer accepted:
   * the offer and its entry move with the booking, or neither does).
   */
  alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
): Promise<EventView> {
  if (input.scheduled_event !== undefined) {
    if (input.voucher !== undefined) throw fieldError('voucher', 'is not accepted for seats of a class');
    return createSeatEvent(ctx, { caller }, input);
  }
  seatFieldsAbsent(input);
  // docs/api-conventions.md#customers-paying: a prepayment's charge is opened at the provider before the booking's
  // transaction (prepareCharge), and dropped again when the booking is not made.
  const held: { charge: PreparedCharge | null } = { charge: null };
  const prepareCharge = async (companyId: string, plan: PrepaymentPlan) => {
    // A retry of the attempt (a stale cached config) asks again: the same plan, the same charge.
    const prior = held.charge;
    if (prior?.plan.amount.eq(plan.amount) && prior.plan.currency === plan.currency) return prior;
    if (prior) await ctx.payments!.discard(prior);
    held.charge = await ctx.payments!.prepare(companyId, plan);
    return held.charge;
  };
  try {
    return await bookMarketplaceEvent(ctx, caller, input, prepareCharge, alsoInTx);
  } catch (err) {
    if (held.charge) await ctx.payments!.discard(held.charge);
    throw err;
  }
}

function bookMarketplaceEvent(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  prepareCharge: (companyId: string, plan: PrepaymentPlan) => Promise<PreparedCharge>,
  alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
): Promise<EventView> {
  return ctx.configs.withConfig(async (attempt) => {
    let reservation: ReservationRecord | null = null;
    if (input.time_slot_reservation) {
      reservation =
        (await row(
          ctx.sql,
          qb.selectFrom('time_slot_reservations').selectAll().where('id', '=', input.time_slot_reservation),
        )) ?? null;
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
    const config = await ctx.configs.get(companyId, true, attempt);
    const eventTypeIds = reservation?.event_type_ids ?? input.event_types!;
    const guests = reservation?.number_of_guests ?? input.number_of_guests ?? 1;
    const { prices, prepay } = marketplaceChecks(
      ctx,
      config,
      caller,
      input,
      eventTypeIds,
      guests,
      !reservation,
    );
    const charge = prepay ? await prepareCharge(companyId, prepay) : null;
    let payment: CheckoutPaymentView | null = null;
    let voucher: SpentVoucher | null = null;
    const openPayment =
      charge || input.voucher !== undefined || alsoInTx
        ? async (tx: SqlTx, ev: Event) => {
            if (input.voucher !== undefined) voucher = await ctx.payments!.redeem(tx, ev, input.voucher);
            const opened = charge ? await ctx.payments!.open(tx, ev, charge) : null;
            payment = opened;
            if (alsoInTx) await alsoInTx(tx, ev);
            return { payment: opened?.id ?? null };
          }
        : undefined;
    const base = {
      company_id: companyId,
      number_of_guests: guests,
      origin: 'marketplace' as const,
      marketplace_user_id: caller?.userId ?? null,
      // The prepayment terms it is made under (docs/payments.md#a-bookings-balance): a change of
      // its party later pays or refunds the difference by them. A voucher booking prepays nothing.
      prepayment_terms:
        (input.voucher === undefined ? ctx.payments?.terms(config, eventTypeIds, input.pay_in_full) : null) ??
        undefined,
      ...contactData(input),
      customer_name: input.customer_name ?? '',
    };
    let event: Event;
    const by: BookingChangeContext['by'] = caller ? 'customer' : 'guest';
    if (reservation) {
      event = await consumeReservation(
        ctx,
        reservation,
        config,
        prepay ? { ...base, status: 'unconfirmed' } : base,
        by,
        prices,
        openPayment,
      );
    } else {
      event = await placeNewEvent(
        ctx,
        {
          config,
          attempt,
          startsAt: parseStart(input.starts_at),
          eventTypeIds,
          employeeId: input.employee,
          spaceId: input.space,
          guests,
          channel: 'marketplace',
        },
        (placed) => ({ ...base, status: prepay ? 'unconfirmed' : initialStatus(config, placed.employee_id) }),
        by,
        prices,
        openPayment,
      );
    }
    announced(ctx);
    // The row just written is the answer: no second read. Its payment comes expanded: the
    // checkout is what the customer's app needs next.
    const answer = eventView({
      ...event,
      time_slot_reservation: reservation ? { id: reservation.id } : null,
      services: pricedServices(prices),
      payments: charge ? [{ id: charge.id }] : [],
    });
    if (payment) answer.payment = payment;
    if (voucher) answer.voucher = voucher;
    return answer;
  });
}

/**
 * What a customer's booking must pass before it is placed, whatever its time: guests allowed,
 * the ids the company's (`idsToo`: not for a hold, which fixed them), the booking flow's data, the
 * price; and the prepayment it owes (docs/api-conventions.md#customers-paying: a booking that must
 * prepay is unconfirmed, holding its slot, until paid; one paid with a voucher does not prepay,
 * the voucher is money the business holds).
 */
function marketplaceChecks(
  ctx: BookingContext,
  config: CompanyConfig,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  eventTypeIds: string[],
  guests: number,
  idsToo: boolean,
): { prices: PriceSnapshot; prepay: PrepaymentPlan | null } {
  requireGuestAllowed(config, caller);
  if (idsToo) checkIds(config, eventTypeIds, input.employee, input.space);
  const ets = eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)!).filter(Boolean);
  const problems = bookingFlowProblems(config.company, ets, { ...input, number_of_guests: guests });
  const dataProblems = problems.filter((p) => p.field !== 'number_of_guests');
  if (dataProblems.length > 0)
    throw validationError(
      `${dataProblems[0].field} ${dataProblems[0].message}`,
      dataProblems.map((p) => ({ field: p.field, message: p.message })),
    );
  const prices = priceServices(ets, input.variations, config.company.currency_code, true);
  if (input.voucher !== undefined && !ctx.payments) throw fieldError('voucher', 'vouchers are not accepted');
  const prepay =
    input.voucher === undefined
      ? (ctx.payments?.plan(config, eventTypeIds, prices, guests, input.pay_in_full) ?? null)
      : null;
  return { prices, prepay };
}

/**
 * A customer's series (docs/bookings.md#series): the checks of a marketplace booking made
 * directly (no hold, no voucher), run once for every occurrence. A series whose services must be
 * prepaid is refused for now: whether each occurrence prepays when due or all up front is a
 * policy the company has yet to be able to choose (issue 32).
 */
export async function prepareMarketplaceBooking(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  attempt?: ConfigAttempt,
): Promise<PreparedBooking> {
  if (!input.company) throw fieldError('company', 'is required');
  if (!input.event_types || input.event_types.length === 0) throw fieldError('event_types', 'is required');
  if (!input.starts_at) throw fieldError('starts_at', 'is required');
  const config = await ctx.configs.get(input.company, true, attempt);
  const guests = input.number_of_guests ?? 1;
  const { prices, prepay } = marketplaceChecks(ctx, config, caller, input, input.event_types, guests, true);
  if (prepay)
    throw fieldError('recurrence', 'cannot be booked online for services that are prepaid: book each visit');
  const companyId = config.company.id;
  return {
    placement: {
      config,
      attempt,
      startsAt: parseStart(input.starts_at),
      eventTypeIds: input.event_types,
      employeeId: input.employee,
      spaceId: input.space,
      guests,
      channel: 'marketplace',
    },
    values: (placed) => ({
      company_id: companyId,
      number_of_guests: guests,
      origin: 'marketplace',
      marketplace_user_id: caller?.userId ?? null,
      ...contactData(input),
      customer_name: input.customer_name ?? '',
      status: initialStatus(config, placed.employee_id),
    }),
    prices,
    origin: 'marketplace',
    marketplaceUserId: caller?.userId ?? null,
  };
}

export function createHqEvent(
  ctx: BookingContext,
  caller: HqCaller,
  input: EventCreateInput,
  expand: readonly string[] = [],
): Promise<EventView> {
  if (input.scheduled_event !== undefined) return createSeatEvent(ctx, { staff: caller }, input, expand);
  seatFieldsAbsent(input);
  return ctx.configs.withConfig(async (attempt) => {
    const booking = await prepareHqBooking(ctx, caller, input, attempt);
    const event = await placeNewEvent(ctx, booking.placement, booking.values, 'staff', booking.prices);
    announced(ctx);
    return view(ctx, event.id, expand);
  });
}

/** A booking checked for what it names, before it is placed: single bookings and series share it. */
export interface PreparedBooking {
  placement: Placement & { startsAt: number };
  values: (placed: Placed) => EventValues & { company_id: string };
  prices: PriceSnapshot;
  origin: 'hq' | 'marketplace';
  /** The customer's account (a marketplace booking made signed in). */
  marketplaceUserId: string | null;
}

/**
 * The checks of an HQ booking that do not depend on its time (the caller reaches the company,
 * the ids are the company's, the customer record exists), its price and the values its event
 * row gets. A series runs them once and places each occurrence with them.
 */
export async function prepareHqBooking(
  ctx: BookingContext,
  caller: HqCaller,
  input: EventCreateInput,
  attempt?: ConfigAttempt,
): Promise<PreparedBooking> {
  if (!input.company) throw fieldError('company', 'is required');
  if (!reachesCompany(caller, input.company)) throw notFound('company');
  const employeeId = ownEmployee(caller, input.company, input.employee);
  if (input.time_slot_reservation) throw fieldError('time_slot_reservation', 'is for marketplace bookings');
  if (!input.event_types || input.event_types.length === 0) throw fieldError('event_types', 'is required');
  if (!input.starts_at) throw fieldError('starts_at', 'is required');
  const config = await ctx.configs.get(input.company, false, attempt);
  checkIds(config, input.event_types, employeeId, input.space);
  if (input.customer) await requireCustomer(ctx.sql, input.company, input.customer);
  const ets = input.event_types.map((id) => config.eventTypes.find((e) => e.id === id)!);
  const prices = priceServices(ets, input.variations, config.company.currency_code, false);
  const guests = input.number_of_guests ?? 1;
  const companyId = input.company;
  return {
    placement: {
      config,
      attempt,
      startsAt: parseStart(input.starts_at),
      eventTypeIds: input.event_types,
      employeeId,
      spaceId: input.space,
      guests,
      channel: 'hq',
    },
    values: () => ({
      company_id: companyId,
      number_of_guests: guests,
      origin: 'hq',
      status: input.status ?? 'confirmed',
      // Without one named, the booking's customer is found or made (withCustomer).
      ...(input.customer ? { customer_id: input.customer } : {}),
      ...contactData(input),
      customer_name: input.customer_name ?? '',
    }),
    prices,
    origin: 'hq',
    marketplaceUserId: null,
  };
}

/**
 * Books a new event: checks it in place(), writes the event, its services and its occupancy
 * rows in one statement, and announces it in the same transaction.
 */
function placeNewEvent(
  ctx: BookingContext,
  p: Placement,
  values: (placed: Placed) => EventValues & { company_id: string },
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  afterInsert?: AfterInsert,
): Promise<Event> {
  return place(ctx, p, newEventWriter(ctx, p, values, by, prices, afterInsert));
}

/**
 * What writes a new event once placed (the single bookings' and each occurrence of a series'):
 * the event with its services and occupancy rows, then its announcement.
 */
export function newEventWriter(
  ctx: BookingContext,
  p: Placement,
  values: (placed: Placed) => EventValues & { company_id: string },
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  afterInsert?: AfterInsert,
): PlaceWrite<Event> {
  return async (tx, placed, rowsFor) => {
    // The customer record is found or made in the insert's own statement (insertBooking).
    const booking = values(placed);
    const written = await insertBooking(
      tx,
      {
        ...booking,
        price: prices.price,
        currency: prices.currency,
        // The policy the customer books under, kept with the booking (cancellation-policy.ts).
        cancellation_policy: policyFor(p.config, p.eventTypeIds) ?? undefined,
        event_type_ids: p.eventTypeIds,
        starts_at: new Date(placed.starts_at),
        ends_at: new Date(placed.ends_at),
        employee_id: placed.employee_id,
        space_id: placed.space_id,
        resource_ids: placed.resourceIds,
      },
      serviceRows(p.config, p.eventTypeIds, placed, prices.services),
      (eventId) => rowsFor({ event_id: eventId }),
      { person: bookingPerson(booking), country: p.config.company.country_code },
    );
    await announceCreated(ctx, tx, written, by, null, p.config, afterInsert);
    return { result: written.event };
  };
}

/**
 * POST /companies/{id}/events/validate: which fields of the booking flow fail, and the price the
 * booking would have (services: as chosen in `variations`; a seat: its tier's variation per seat).
 * Unknown ids are 404s as on create; a class that has started answers as the create would.
 */
export async function validateBooking(
  ctx: BookingContext,
  companyId: string,
  input: BookingFlowData & {
    event_types?: string[];
    variations?: { event_type: string; variation: string }[];
    scheduled_event?: string;
    tier?: string;
    variation?: string;
  },
) {
  // The company by id or url_name (docs/api-conventions.md#company-ids-on-the-marketplace: as for the company itself).
  const found = await COMPANY_ID_BY_ID_OR_SLUG.row(ctx.sql, { idOrSlug: companyId });
  if (!found) throw notFound('company');
  const config = await ctx.configs.get(found.id, true);
  const currency = config.company.currency_code;
  if (input.scheduled_event !== undefined) {
    const errors = bookingFlowProblems(config.company, [], input);
    const guests = input.number_of_guests ?? 1;
    const seat = await ctx.sql.transaction(async (tx) => {
      try {
        const plan = await planSeats(tx, {
          companyId: config.company.id,
          scheduledEventId: input.scheduled_event!,
          tierId: input.tier,
          variationId: input.variation,
          guests,
          marketplace: true,
          now: ctx.clock(),
          companyCurrency: currency,
        });
        const tier = plan.candidates.find((t) => t.booked_guests + guests <= t.max_capacity);
        if (!tier)
          errors.push({
            field: 'number_of_guests',
            code: 'out_of_range',
            message: 'more than the seats left',
          });
        return priceSeats(tier ?? plan.candidates[0], input.variation, guests, currency);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'group_size_out_of_range') {
          errors.push({
            field: 'number_of_guests',
            code: 'out_of_range',
            message: "outside the tier's group sizes",
          });
          return null;
        }
        throw err;
      }
    });
    const price = seat?.price ? { amount: seat.price.toNumber(), currency: seat.currency! } : null;
    return { valid: errors.length === 0, errors, price, services: [] };
  }
  seatFieldsAbsent(input);
  const ids = input.event_types ?? [];
  checkIds(config, ids);
  const ets = ids.map((id) => config.eventTypes.find((e) => e.id === id)!);
  const errors = bookingFlowProblems(config.company, ets, input);
  const prices = priceServices(ets, input.variations, currency, true);
  const money = (amount: Prisma.Decimal | null, cur: string | null) =>
    amount === null || cur === null ? null : { amount: amount.toNumber(), currency: cur };
  return {
    valid: errors.length === 0,
    errors,
    price: money(prices.price, prices.currency),
    services: prices.services.map((sv) => ({
      event_type: sv.event_type_id,
      variation: sv.variation_id,
      price: money(sv.price, sv.currency),
    })),
  };
}
