// The cancellation policy a booking is made under (docs/payments.md#cancellation-policy): pure, no
// I/O. Read from the settings when the booking is made and captured on it, so a later edit of the
// settings does not change what the customer agreed to; applied when the customer cancels.
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { Decimal } from '../../db/prisma-values.ts';
import { obj } from '../shared/json.ts';
import { CancellationPolicy } from '../shared/schemas.ts';
import type { CompanyConfig } from './data.ts';

export type Policy = Static<typeof CancellationPolicy>;

/** The stored policy, if it is one (a captured value is read through its schema, not asserted). */
export function asPolicy(value: unknown): Policy | null {
  return Value.Check(CancellationPolicy, value) ? value : null;
}

/**
 * The policy of a booking of these event types: the first of them whose payment settings have
 * one, else the company's; null when none has. A class seat (no event types) takes the company's.
 */
export function policyFor(config: CompanyConfig, eventTypeIds: readonly string[]): Policy | null {
  for (const id of eventTypeIds) {
    const own = asPolicy(obj(config.eventTypes.find((e) => e.id === id)?.payments).cancellation_policy);
    if (own) return own;
  }
  return asPolicy(obj(config.company.payments).cancellation_policy);
}

/**
 * What a customer's cancellation at `now` owes under the policy: nothing outside the window (more
 * than `window_hours` before the start), else the fee: `fixed` as it is, `percent` of the price
 * (nothing without a price), rounded to cents half up once.
 */
export function lateCancellationFee(
  policy: Policy | null,
  booking: { starts_at: Date; price: string | null },
  now: number,
): Decimal | null {
  if (!policy) return null;
  if (booking.starts_at.getTime() - now > policy.window_hours * 3_600_000) return null;
  const fee =
    policy.fee_type === 'fixed'
      ? new Decimal(policy.fee)
      : booking.price === null
        ? new Decimal(0)
        : new Decimal(booking.price).times(Math.min(100, policy.fee)).dividedBy(100);
  return fee.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * What a no-show costs under the policy: its `no_show_fee` (null: none, the prepayment is kept
 * whole), `fixed` or `percent` of the price by `no_show_fee_type` (else the policy's `fee_type`),
 * rounded to cents half up once.
 */
export function noShowFee(policy: Policy | null, booking: { price: string | null }): Decimal | null {
  if (policy?.no_show_fee === undefined) return null;
  const type = policy.no_show_fee_type ?? policy.fee_type;
  const fee =
    type === 'fixed'
      ? new Decimal(policy.no_show_fee)
      : booking.price === null
        ? new Decimal(0)
        : new Decimal(booking.price).times(Math.min(100, policy.no_show_fee)).dividedBy(100);
  return fee.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * How a late cancellation (or a no-show) settles a paid prepayment of `paid` with a fee of `fee`: `kept` of it is
 * kept, `refund` given back, and `owed` (beyond the prepayment) asked for as a payment of its own.
 * `keep`: all of the prepayment stands in for the fee (owed only when nothing was paid);
 * `keep_up_to_fee`: up to the fee; `refund`: nothing kept, the fee owed in full.
 */
export function settleLateCancellation(
  policy: Policy,
  paid: Decimal,
  fee: Decimal,
): { kept: Decimal; refund: Decimal; owed: Decimal } {
  const zero = new Decimal(0);
  if (policy.deposit === 'keep') return { kept: paid, refund: zero, owed: paid.gt(0) ? zero : fee };
  if (policy.deposit === 'keep_up_to_fee') {
    const kept = Decimal.min(paid, fee);
    return { kept, refund: paid.minus(kept), owed: fee.minus(kept) };
  }
  return { kept: zero, refund: paid, owed: fee };
}
