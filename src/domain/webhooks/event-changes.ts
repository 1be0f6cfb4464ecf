// event.* webhooks and stream messages: a booking notifier (see bookings/notify.ts), so every
// change the booking service announces inside its transaction is published in that transaction.
import type { SqlTx } from '../../db/sql.ts';
import { eventView } from '../bookings/event-view.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from '../bookings/notify.ts';
import type { EventRecord as Event } from '../bookings/store.ts';
import { publishChange } from './publish.ts';
import type { ChangeType } from './types.ts';

const TYPE_OF: Record<Exclude<BookingChange, 'notification'>, ChangeType> = {
  created: 'event.created',
  updated: 'event.updated',
  rescheduled: 'event.rescheduled',
  cancelled: 'event.cancelled',
  status_changed: 'event.updated',
};

interface ServiceJson {
  event_type_id: string;
  order: number;
  variation_id: string | null;
  price: string | null;
  currency: string | null;
}

// Its prepayment, as every event read names it (bookings/event-reads.ts): the latest one.
const FACTS_SQL = `
SELECT (SELECT id FROM time_slot_reservations WHERE company_id = $2 AND event_id = $1) AS reservation,
       (SELECT p.id FROM payments p WHERE p.company_id = $2 AND p.event_id = $1 AND p.reason = 'prepayment'
         ORDER BY p.created_at DESC LIMIT 1) AS payment,
       (SELECT sum(p.amount - coalesce(p.refunded_amount, 0))::text FROM payments p WHERE p.company_id = $2 AND p.event_id = $1
           AND p.reason = 'prepayment' AND p.status IN ('unsettled', 'settled')) AS paid,
       (SELECT sum(p.amount)::text FROM payments p WHERE p.company_id = $2 AND p.event_id = $1
           AND p.reason = 'prepayment' AND p.status = 'pending') AS pending,
       coalesce((SELECT json_agg(json_build_object('event_type_id', s.event_type_id, 'order', s."order",
                                                   'variation_id', s.variation_id, 'price', s.price::text,
                                                   'currency', s.currency) ORDER BY s."order")
                   FROM event_services s WHERE s.company_id = $2 AND s.event_id = $1), '[]'::json) AS services`;

export const eventChanges: BookingNotifier = {
  async bookingChanged(tx: SqlTx, kind: BookingChange, event: Event, context: BookingChangeContext) {
    if (kind === 'notification') return; // an e-mail asked for, not a change
    // What the HQ record shows beyond the row: the reservation it was booked from and its priced
    // services, read in one statement inside the transaction (they were written in it).
    // A new booking hands them over as it wrote them (no read).
    const facts = context.written
      ? {
          reservation: context.written.time_slot_reservation,
          services: context.written.services,
          payment: context.written.payment,
          paid: undefined,
          pending: undefined,
        }
      : (
          await tx.query<{
            reservation: string | null;
            payment: string | null;
            paid: string | null;
            pending: string | null;
            services: ServiceJson[];
          }>(FACTS_SQL, [event.id, event.company_id])
        )[0];
    const extra = {
      time_slot_reservation: facts.reservation ? { id: facts.reservation } : null,
      // Prices as exact decimal text, as every event read has them.
      services: facts.services,
      payments: facts.payment ? [{ id: facts.payment }] : [],
      // Its balance as every event read has it (a new booking: its one prepayment asks what it owes).
      ...(facts.paid === undefined
        ? {}
        : { prepayments: { paid: facts.paid, pending: facts.pending ?? null } }),
    };
    await publishChange(tx, {
      type: TYPE_OF[kind],
      company: event.company_id,
      object: eventView({ ...event, ...extra }),
      // Services as they are now (a reschedule replaced them): previous_attributes shows row fields.
      previous: context.previous ? eventView({ ...context.previous, ...extra }) : null,
      at: event.updated_at,
    });
  },
};
