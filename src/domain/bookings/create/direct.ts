// A booking of services made directly (no hold): a customer's on the marketplace, staff's in HQ.
// Read top to bottom: validate, price, pay (the charge before the transaction), place, persist
// with the payment in its transaction, announce. The checks of both that do not depend on the
// time are also a series' (prepareMarketplaceBooking, prepareHqBooking: series.ts places each
// occurrence with them).
import type { SqlTx } from '../../../db/sql.ts';
import type { CustomerCaller, HqCaller } from '../../auth/caller.ts';
import type { PrepaymentPlan } from '../../payments/prepayment.ts';
import { fieldError } from '../../shared/errors.ts';
import { obj } from '../../shared/json.ts';
import type { BookingContext } from '../booking-context.ts';
import { announced } from '../booking-context.ts';
import { contactData, type EventCreateInput, visitSegments } from '../booking-inputs.ts';
import type { EventRecord as Event, EventValues } from '../booking-store.ts';
import type { PreparedCharge } from '../checkout.ts';
import { type ConfigAttempt, checkVisitIds } from '../company-configs.ts';
import { initialStatus } from '../customer-policies.ts';
import type { CompanyConfig } from '../data.ts';
import { view } from '../event-reads.ts';
import type { BookingChangeContext } from '../notify.ts';
import { type Placement, parseStart } from '../placement.ts';
import type { PriceSnapshot } from '../pricing.ts';
import type { EventView } from '../schemas.ts';
import { customerAnswer } from './announce.ts';
import { ChargeHold, customerPaysInTx, type PayInTx, staffPaysInTx } from './pay.ts';
import type { ValuesFor } from './persist.ts';
import { placedStatus, placeNewEvent } from './place.ts';
import { servicesPrepayment, servicesPrice } from './price.ts';
import { customerBookingValid, directFieldsPresent, hqBookingValid } from './validate.ts';

/** A customer's booking made directly: validate, price, charge, place and persist, announce. */
export function bookDirect(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  alsoInTx?: (tx: SqlTx, event: Event) => Promise<void>,
): Promise<EventView> {
  const visit = visitSegments(input);
  const charges = new ChargeHold(ctx.payments);
  return charges.around(() =>
    ctx.configs.withConfig(async (attempt) => {
      const named = directFieldsPresent(input, visit);
      const config = await ctx.configs.get(named.companyId, true, attempt);
      if (visit) checkVisitIds(config, visit, true);
      const order = await customerOrder(ctx, caller, input, charges, alsoInTx, {
        config,
        eventTypeIds: named.eventTypeIds,
        guests: input.number_of_guests ?? 1,
        idsToo: true,
      });
      const booked = await placeNewEvent(
        ctx,
        {
          config,
          attempt,
          startsAt: parseStart(named.startsAt),
          eventTypeIds: named.eventTypeIds,
          employeeId: input.employee,
          spaceId: input.space,
          guests: order.guests,
          channel: 'marketplace',
          visit,
        },
        (placed) => ({
          ...order.values,
          status: order.prepay ? 'unconfirmed' : placedStatus(config, placed),
        }),
        order.by,
        order.prices,
        order.payInTx,
      );
      return customerAnswer(ctx, {
        ...booked,
        reservationId: null,
        prices: order.prices,
        chargeId: order.charge?.id ?? null,
      });
    }),
  );
}

/** A customer's booking of services checked, priced and charged: what its writing needs. */
export interface CustomerOrder {
  guests: number;
  prices: PriceSnapshot;
  prepay: PrepaymentPlan | null;
  charge: PreparedCharge | null;
  /** The event row's values but its status (set by how it is placed, or `unconfirmed` to prepay). */
  values: EventValues & { company_id: string };
  by: BookingChangeContext['by'];
  payInTx: PayInTx | undefined;
}

/**
 * The steps a customer's booking of services takes before it is placed, the same for one made
 * directly and one from a hold (`idsToo`: not for a hold, which fixed the ids): validate,
 * price, the prepayment's charge opened at the provider, and the values of its event row.
 */
export async function customerOrder(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  input: EventCreateInput,
  charges: ChargeHold,
  alsoInTx: ((tx: SqlTx, event: Event) => Promise<void>) | undefined,
  o: { config: CompanyConfig; eventTypeIds: string[]; guests: number; idsToo: boolean },
): Promise<CustomerOrder> {
  const { config, eventTypeIds, guests } = o;
  const companyId = config.company.id;
  const ets = customerBookingValid(config, caller, input, eventTypeIds, guests, o.idsToo);
  const prices = servicesPrice(ctx, input, ets, config, true);
  const prepay = servicesPrepayment(ctx, config, input, eventTypeIds, prices, guests);
  const charge = prepay ? await charges.forPlan(companyId, prepay) : null;
  return {
    guests,
    prices,
    prepay,
    charge,
    values: {
      company_id: companyId,
      number_of_guests: guests,
      origin: 'marketplace',
      marketplace_user_id: caller?.userId ?? null,
      // The prepayment terms it is made under (docs/payments.md#a-bookings-balance): a change of
      // its party later pays or refunds the difference by them. A voucher booking prepays nothing.
      prepayment_terms:
        (input.voucher === undefined && input.customer_package === undefined
          ? ctx.payments?.terms(config, eventTypeIds, input.pay_in_full)
          : null) ?? undefined,
      customer_package_id: input.customer_package,
      ...contactData(input),
      customer_name: input.customer_name ?? '',
    },
    by: caller ? 'customer' : 'guest',
    payInTx: customerPaysInTx(ctx, input, charge, alsoInTx),
  };
}

/** Staff's booking made in HQ: validate, price, place and persist (a package's credit), announce. */
export function bookHq(
  ctx: BookingContext,
  caller: HqCaller,
  input: EventCreateInput,
  expand: readonly string[] = [],
): Promise<EventView> {
  return ctx.configs.withConfig(async (attempt) => {
    const booking = await prepareHqBooking(ctx, caller, input, attempt);
    const booked = await placeNewEvent(
      ctx,
      booking.placement,
      booking.values,
      'staff',
      booking.prices,
      staffPaysInTx(ctx, input),
    );
    announced(ctx);
    return view(ctx, booked.event.company_id, booked.event.id, expand);
  });
}

/** A booking checked for what it names, before it is placed: single bookings and series share it. */
export interface PreparedBooking {
  placement: Placement & { startsAt: number };
  values: ValuesFor;
  prices: PriceSnapshot;
  /** What each occurrence prepays (a marketplace series under `series_prepayment`); else none. */
  prepay?: PrepaymentPlan | null;
  /** `series_prepayment: up_front`: one payment for the whole series instead of one per occurrence. */
  upFront?: boolean;
  origin: 'hq' | 'marketplace';
  /** The customer's account (a marketplace booking made signed in). */
  marketplaceUserId: string | null;
}

/**
 * A customer's series (docs/bookings.md#series): the checks of a marketplace booking made
 * directly (no hold), run once for every occurrence; a voucher named is spent by bookSeries. A series whose services must be
 * prepaid is booked only when the company chose how (`payments.series_prepayment`):
 * `per_occurrence`, each occurrence unconfirmed with its own prepayment (`prepay`, opened by
 * bookSeries); `up_front`, each unconfirmed until the series' one payment (the sum) is paid;
 * without a choice it is refused (400 on recurrence).
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
  const eventTypeIds = input.event_types;
  const config = await ctx.configs.get(input.company, true, attempt);
  const guests = input.number_of_guests ?? 1;
  const ets = customerBookingValid(config, caller, input, eventTypeIds, guests, true);
  const prices = servicesPrice(ctx, input, ets, config, true);
  const prepay = servicesPrepayment(ctx, config, input, eventTypeIds, prices, guests);
  // The company chooses how a series prepays (payments.series_prepayment); without a choice,
  // services that must be prepaid are booked one visit at a time.
  const choice = obj(config.company.payments).series_prepayment;
  if (prepay && choice !== 'per_occurrence' && choice !== 'up_front')
    throw fieldError('recurrence', 'cannot be booked online for services that are prepaid: book each visit');
  const companyId = config.company.id;
  return {
    placement: {
      config,
      attempt,
      startsAt: parseStart(input.starts_at),
      eventTypeIds,
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
      customer_package_id: input.customer_package,
      // As a single booking: made under the prepayment terms, unconfirmed until its own is paid.
      prepayment_terms: prepay ? (ctx.payments?.terms(config, eventTypeIds) ?? undefined) : undefined,
      ...contactData(input),
      customer_name: input.customer_name ?? '',
      status: prepay ? 'unconfirmed' : initialStatus(config, placed.employee_id),
    }),
    prices,
    prepay,
    upFront: prepay !== null && choice === 'up_front',
    origin: 'marketplace',
    marketplaceUserId: caller?.userId ?? null,
  };
}

/**
 * The checks of an HQ booking that do not depend on its time (validate.ts), its price and the
 * values its event row gets. A series runs them once and places each occurrence with them.
 */
export async function prepareHqBooking(
  ctx: BookingContext,
  caller: HqCaller,
  input: EventCreateInput,
  attempt?: ConfigAttempt,
): Promise<PreparedBooking> {
  const { companyId, config, employeeId, eventTypeIds, visit } = await hqBookingValid(
    ctx,
    caller,
    input,
    attempt,
  );
  const ets = eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)!);
  const prices = servicesPrice(ctx, input, ets, config, false);
  const guests = input.number_of_guests ?? 1;
  return {
    placement: {
      config,
      attempt,
      startsAt: parseStart(input.starts_at),
      eventTypeIds,
      employeeId,
      spaceId: input.space,
      guests,
      channel: 'hq',
      visit,
    },
    values: () => ({
      company_id: companyId,
      number_of_guests: guests,
      origin: 'hq',
      status: input.status ?? 'confirmed',
      // Without one named, the booking's customer is found or made (withCustomer).
      ...(input.customer ? { customer_id: input.customer } : {}),
      customer_package_id: input.customer_package,
      ...contactData(input),
      customer_name: input.customer_name ?? '',
    }),
    prices,
    origin: 'hq',
    marketplaceUserId: null,
  };
}
