// Step 3 of a booking: its time checked and taken (placement.ts: the slot engine's check against
// the busy time read inside the transaction, retried when the database refuses an overlap), and
// the status a customer's booking gets by who serves it.
import type { BookingContext } from '../booking-context.ts';
import { initialStatusOf } from '../customer-policies.ts';
import type { CompanyConfig } from '../data.ts';
import type { BookingChangeContext } from '../notify.ts';
import { type Placed, type Placement, place } from '../placement.ts';
import type { PriceSnapshot } from '../pricing.ts';
import type { PayInTx } from './pay.ts';
import { bookingWriter, type Persisted, type ValuesFor } from './persist.ts';

/** Places a new booking and writes it (persist.ts) in the one transaction `place` retries. */
export function placeNewEvent(
  ctx: BookingContext,
  p: Placement,
  values: ValuesFor,
  by: BookingChangeContext['by'],
  prices: PriceSnapshot,
  payInTx?: PayInTx,
): Promise<Persisted> {
  return place(ctx, p, bookingWriter(ctx, p, values, by, prices, payInTx));
}

/** A customer's booking's status as placed: for a visit, by every segment's person. */
export const placedStatus = (config: CompanyConfig, placed: Placed) =>
  initialStatusOf(
    config,
    placed.visit ? placed.visit.segments.map((s) => s.employee_id) : [placed.employee_id],
  );
