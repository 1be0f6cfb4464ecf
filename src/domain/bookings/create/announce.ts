// Step 6 of a booking: `created` announced in its transaction (the notifier writes the booking's
// messages, webhooks and stream rows there, with what the insert wrote beside the row), prompt
// delivery asked for after the commit, and the answer built from the rows just written (no
// second read).
import type { SqlTx } from '../../../db/sql.ts';
import { announce, announced, type BookingContext } from '../booking-context.ts';
import type { EventRecord as Event, InsertedBooking, ServiceFacts } from '../booking-store.ts';
import type { CompanyConfig } from '../data.ts';
import { views } from '../event-reads.ts';
import { eventView } from '../event-view.ts';
import type { BookingChangeContext } from '../notify.ts';
import type { PriceSnapshot } from '../pricing.ts';
import { pricedServices } from '../pricing.ts';
import type { EventView } from '../schemas.ts';
import type { Paid, PayInTx } from './pay.ts';

/**
 * The end of every create path in the booking's transaction: the payment step (with the
 * caller's own, an offer accepted), then `created` announced naming the prepayment it opened.
 * Answers what the payment step answered.
 */
export async function announceCreated(
  ctx: BookingContext,
  tx: SqlTx,
  written: InsertedBooking,
  by: BookingChangeContext['by'],
  reservationId: string | null,
  config: CompanyConfig,
  payInTx?: PayInTx,
) {
  const opened = payInTx ? await payInTx(tx, written.event) : undefined;
  await announce(
    ctx,
    tx,
    'created',
    written.event,
    {
      by,
      written: {
        time_slot_reservation: reservationId,
        services: written.services,
        customerMade: written.customerMade,
        payment: opened?.payment ?? null,
      },
    },
    config,
  );
  return opened;
}

/**
 * A customer's booking of services as answered, after the commit: the row just written (no
 * second read), its payment expanded (the checkout is what the customer's app needs next) and
 * the voucher it spent.
 */
export function customerAnswer(
  ctx: BookingContext,
  a: {
    event: Event & { services?: ServiceFacts[] };
    reservationId: string | null;
    prices: PriceSnapshot;
    chargeId: string | null;
    paid: Paid | null;
  },
): EventView {
  announced(ctx);
  const answer = eventView({
    ...a.event,
    time_slot_reservation: a.reservationId ? { id: a.reservationId } : null,
    services: a.event.services ?? pricedServices(a.prices),
    payments: a.chargeId ? [{ id: a.chargeId }] : [],
  });
  if (a.paid?.payment) answer.payment = a.paid.payment;
  if (a.paid?.voucher) answer.voucher = a.paid.voucher;
  return answer;
}

/** A seat booking as answered, after the commit: its payment expanded. */
export async function seatAnswer(
  ctx: BookingContext,
  made: { event: Event; payment: Paid['payment'] },
  expand: readonly string[],
): Promise<EventView> {
  announced(ctx);
  const answer = (
    await views(
      ctx,
      [
        {
          ...made.event,
          time_slot_reservation: null,
          services: [],
          payments: made.payment ? [{ id: made.payment.id }] : [],
        },
      ],
      expand,
    )
  )[0];
  if (made.payment) answer.payment = made.payment;
  return answer;
}
