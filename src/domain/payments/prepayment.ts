// What a marketplace booking must prepay (docs/api-conventions.md#customers-paying), from PaymentSettings (docs/api-conventions.md#common-values): pure,
// no I/O. The first of the booking's event types with settings of its own decides, else the
// company's. Money is Decimal, rounded to cents (half up) once, at the end.
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
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

/**
 * The payment settings that decided a marketplace booking's prepayment, captured on it when it
 * is made (events.prepayment_terms), with the customer's choice to pay in full: what a change of
 * its party is charged or refunded by (docs/payments.md#a-bookings-balance), whatever the
 * settings say later.
 */
export const PrepaymentTerms = Type.Object({
  pre_payment_enabled: Type.Boolean(),
  pre_payment_required: Type.Optional(Type.Boolean()),
  pre_payment_min_pax: Type.Optional(Type.Number()),
  pre_payment_ratio: Type.Optional(Type.Number()),
  pre_payment_type: Type.Optional(Type.String()),
  flat_fee: Type.Optional(Type.Number()),
  optional_full_payment: Type.Optional(Type.Boolean()),
  pay_in_full: Type.Boolean(),
  /** The company's currency when booked: a booking without a price prepays a flat fee in it. */
  currency: Type.String(),
});
export type PrepaymentTerms = Static<typeof PrepaymentTerms>;

/** The stored terms, if they are terms (a captured value is read through its schema, not asserted). */
export function asTerms(value: unknown): PrepaymentTerms | null {
  return Value.Check(PrepaymentTerms, value) ? value : null;
}

/**
 * The terms a booking of these settings is made under: the first of the event types' own payment
 * settings, else the company's (as prepaymentFor picks them); null when they do not prepay at all.
 */
export function termsFor(input: {
  companyPayments: unknown;
  eventTypePayments: unknown[];
  payInFull?: boolean;
  currency: string;
}): PrepaymentTerms | null {
  const own = input.eventTypePayments.find((p) => p !== null && p !== undefined && typeof p === 'object');
  const s = obj(own ?? input.companyPayments);
  if (s.pre_payment_enabled !== true) return null;
  const terms: PrepaymentTerms = {
    pre_payment_enabled: true,
    pay_in_full: input.payInFull === true,
    currency: input.currency,
  };
  if (typeof s.pre_payment_required === 'boolean') terms.pre_payment_required = s.pre_payment_required;
  if (typeof s.pre_payment_min_pax === 'number') terms.pre_payment_min_pax = s.pre_payment_min_pax;
  if (typeof s.pre_payment_ratio === 'number') terms.pre_payment_ratio = s.pre_payment_ratio;
  if (typeof s.pre_payment_type === 'string') terms.pre_payment_type = s.pre_payment_type;
  if (typeof s.flat_fee === 'number') terms.flat_fee = s.flat_fee;
  if (typeof s.optional_full_payment === 'boolean') terms.optional_full_payment = s.optional_full_payment;
  return terms;
}

/** What a booking owes up front under its terms, for its price and party now (0: nothing). */
export function dueUnder(
  terms: PrepaymentTerms,
  price: Prisma.Decimal | null,
  guests: number,
): Prisma.Decimal {
  const { pay_in_full, currency, ...settings } = terms;
  const plan = prepaymentFor({
    companyPayments: settings,
    eventTypePayments: [],
    price,
    currency,
    guests,
    payInFull: pay_in_full,
  });
  return plan?.amount ?? new Decimal(0);
}

/**
 * How a booking's prepayments meet what it owes now (`due`): what was captured and not given back
 * (`paid`), and what is asked and not paid yet (`pending`). Covered or short: the pending ones
 * stand and the shortfall is asked (`ask`). Over: the pending ones are voided, and what was paid
 * beyond the due goes back (`refund`), or what it falls short by is asked.
 */
export function settleBalance(
  due: Prisma.Decimal,
  paid: Prisma.Decimal,
  pending: Prisma.Decimal,
): { voidPending: boolean; refund: Prisma.Decimal; ask: Prisma.Decimal } {
  const zero = new Decimal(0);
  if (paid.plus(pending).lte(due))
    return { voidPending: false, refund: zero, ask: due.minus(paid).minus(pending) };
  if (paid.gte(due)) return { voidPending: pending.gt(0), refund: paid.minus(due), ask: zero };
  return { voidPending: true, refund: zero, ask: due.minus(paid) };
}
