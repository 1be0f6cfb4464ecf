// What a marketplace booking must prepay (docs/api-conventions.md#customers-paying), from PaymentSettings (docs/api-conventions.md#common-values): pure,
// no I/O. The first of the booking's event types with settings of its own decides, else the
// company's. Money is Decimal, rounded to cents (half up) once, at the end.
import { Decimal } from '../../db/prisma-values.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { obj } from '../shared/json.ts';

export interface PrepaymentPlan {
  amount: Prisma.Decimal;
  currency: string;
  /** true when the customer chose to pay the whole price (`optional_full_payment`). */
  full: boolean;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * - nothing unless `pre_payment_enabled`, and only from `pre_payment_min_pax` guests up;
 * - `pre_payment_required`: every such booking prepays; otherwise only a customer who asks to
 *   pay in full does (and only where `optional_full_payment` allows it);
 * - the amount: `pre_payment_ratio` percent of the booking's price when it has a price and a
 *   ratio, else `flat_fee`, times the guests when `pre_payment_type` is `per_guest`; never more
 *   than the price; paying in full is the price;
 * - null: no prepayment (no settings, below the guests, nothing to charge).
 */
/** Whether two plans ask for the same money (both none, or the same amount in the same currency). */
export const samePlan = (a: PrepaymentPlan | null, b: PrepaymentPlan | null) =>
  a === null || b === null ? a === b : a.amount.eq(b.amount) && a.currency === b.currency;

export function prepaymentFor(input: {
  companyPayments: unknown;
  eventTypePayments: unknown[];
  price: Prisma.Decimal | null;
  currency: string;
  guests: number;
  payInFull?: boolean;
}): PrepaymentPlan | null {
  const own = input.eventTypePayments.find((p) => p !== null && p !== undefined && typeof p === 'object');
  const s = obj(own ?? input.companyPayments);
  if (s.pre_payment_enabled !== true) return null;
  if (input.guests < Math.max(1, num(s.pre_payment_min_pax))) return null;
  const price = input.price;
  const full = input.payInFull === true && s.optional_full_payment === true && price?.gt(0) === true;
  if (!full && s.pre_payment_required !== true) return null;
  let amount: Prisma.Decimal;
  if (full) amount = price!;
  else if (price !== null && num(s.pre_payment_ratio) > 0)
    amount = price.times(Math.min(100, num(s.pre_payment_ratio))).dividedBy(100);
  else if (num(s.flat_fee) > 0)
    amount = new Decimal(num(s.flat_fee)).times(s.pre_payment_type === 'per_guest' ? input.guests : 1);
  else return null;
  if (price !== null && amount.gt(price)) amount = price;
  amount = amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (amount.lte(0)) return null;
  return { amount, currency: input.currency, full };
}
