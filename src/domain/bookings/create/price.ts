// Step 2 of a booking: its price snapshot (what each service or seat costs, kept with the
// booking) and the prepayment it owes (docs/api-conventions.md#customers-paying). Nothing here
// reads the database but the seats' tier a class booking would most likely come from.
import { Decimal } from '../../../db/prisma-values.ts';
import type { PrepaymentPlan } from '../../payments/prepayment.ts';
import { fieldError } from '../../shared/errors.ts';
import { obj } from '../../shared/json.ts';
import type { BookingContext, BookingPayments } from '../booking-context.ts';
import type { EventCreateInput } from '../booking-inputs.ts';
import type { EventRecord as Event } from '../booking-store.ts';
import type { CompanyConfig } from '../data.ts';
import { type PriceSnapshot, priceSeats, priceServices } from '../pricing.ts';
import { planSeats, type SeatRequest } from '../seats.ts';

/**
 * The services' price as chosen in `variations` (`marketplace`: only variations offered there),
 * zero when a package covers them.
 */
export function servicesPrice(
  ctx: Pick<BookingContext, 'credits'>,
  input: EventCreateInput,
  ets: Parameters<typeof priceServices>[0],
  config: CompanyConfig,
  marketplace: boolean,
): PriceSnapshot {
  return coveredBy(
    ctx,
    input,
    priceServices(ets, input.variations, config.company.currency_code, marketplace),
  );
}

/**
 * docs/packages.md: a booking covered by the customer's package or membership costs nothing (its
 * services priced zero) and prepays nothing; the credit is taken in its transaction.
 */
export function coveredBy(
  ctx: Pick<BookingContext, 'credits'>,
  input: EventCreateInput,
  prices: PriceSnapshot,
): PriceSnapshot {
  if (input.customer_package === undefined) return prices;
  if (!ctx.credits) throw fieldError('customer_package', 'packages are not accepted');
  if (input.voucher !== undefined) throw fieldError('customer_package', 'cannot be combined with a voucher');
  const zero = (price: Decimal | null) => (price === null ? null : new Decimal(0));
  return {
    ...prices,
    price: zero(prices.price),
    services: prices.services.map((s) => ({ ...s, price: zero(s.price) })),
  };
}

/**
 * The prepayment a customer's booking of services owes, or null (docs/api-conventions.md#customers-paying:
 * a booking that must prepay is unconfirmed, holding its slot, until paid; one paid with a voucher
 * or a package does not prepay, the voucher is money the business holds).
 */
export function servicesPrepayment(
  ctx: Pick<BookingContext, 'payments'>,
  config: CompanyConfig,
  input: EventCreateInput,
  eventTypeIds: string[],
  prices: PriceSnapshot,
  guests: number,
): PrepaymentPlan | null {
  if (input.voucher !== undefined && !ctx.payments) throw fieldError('voucher', 'vouchers are not accepted');
  return input.voucher === undefined && input.customer_package === undefined
    ? (ctx.payments?.plan(config, eventTypeIds, prices, guests, input.pay_in_full) ?? null)
    : null;
}

/**
 * docs/api-conventions.md#customers-paying: seats booked on the marketplace prepay as services do,
 * by the company's payment settings (a class has no event type of its own settings). Only where
 * the company prepays at all (other seat bookings make no extra read): the payments that plan
 * it, or none.
 */
export function seatPayments(
  ctx: Pick<BookingContext, 'payments'>,
  config: CompanyConfig,
  staff: boolean,
  input: EventCreateInput,
): BookingPayments | undefined {
  return !staff &&
    input.customer_package === undefined &&
    obj(config.company.payments).pre_payment_enabled === true
    ? ctx.payments
    : undefined;
}

/** What seats at `price` prepay (null: nothing). */
export function seatPrepayment(
  payments: BookingPayments | undefined,
  config: CompanyConfig,
  guests: number,
  input: EventCreateInput,
  price: PriceSnapshot,
): PrepaymentPlan | null {
  return payments?.plan(config, [], price, guests, input.pay_in_full) ?? null;
}

/** The price of the first tier the seats would come from now (read outside any transaction). */
export async function expectedSeatPrice(ctx: BookingContext, req: SeatRequest): Promise<PriceSnapshot> {
  const plan = await ctx.sql.transaction((tx) => planSeats(tx, req));
  const tier =
    plan.candidates.find((t) => t.booked_guests + req.guests <= t.max_capacity) ?? plan.candidates[0];
  return seatsPrice(tier, req);
}

/** Seats of `tier` as a price snapshot (a seat booking has no services). */
export function seatsPrice(tier: Parameters<typeof priceSeats>[0], req: SeatRequest): PriceSnapshot {
  const priced = priceSeats(tier, req.variationId, req.guests, req.companyCurrency);
  return { services: [], price: priced.price, currency: priced.currency };
}

/** The price of seats as taken (the tier's row answered it): a snapshot to check the charge by. */
export function takenSeatsPrice(made: Pick<Event, 'price' | 'currency'>): PriceSnapshot {
  return {
    services: [],
    price: made.price === null ? null : new Decimal(made.price),
    currency: made.currency,
  };
}
