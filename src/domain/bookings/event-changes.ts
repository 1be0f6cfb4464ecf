// event.* webhooks and stream messages: a booking notifier (see bookings/notify.ts), so every
// change the booking service announces inside its transaction is published in that transaction.
import type { SqlTx } from '../../db/sql.ts';
import { publishChange } from '../webhooks/publish.ts';
import type { ChangeType } from '../webhooks/types.ts';
import { eventFacts } from '../webhooks/webhook-store.ts';
import type { EventRecord as Event } from './booking-store.ts';
import { eventView } from './event-view.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from './notify.ts';

const TYPE_OF: Record<Exclude<BookingChange, 'notification'>, ChangeType> = {
  created: 'event.created',
  updated: 'event.updated',
  rescheduled: 'event.rescheduled',
  cancelled: 'event.cancelled',
  status_changed: 'event.updated',
};

export const eventChanges: BookingNotifier = {
  async bookingChanged(tx: SqlTx, kind: BookingChange, event: Event, context: BookingChangeContext) {
    if (kind === 'notification') return; // an e-mail asked for, not a change
    // What the HQ record shows beyond the row: the reservation it was booked from, its prepayment
    // and balance, and its priced services, read in one statement inside the transaction (they
    // were written in it; its prepayment as every event read names it: the latest one).
    // A new booking hands them over as it wrote them (no read).
    const facts = context.written
      ? {
          reservation: context.written.time_slot_reservation,
          services: context.written.services,
          payment: context.written.payment,
          paid: undefined,
          pending: undefined,
        }
      : await eventFacts(tx, event.company_id, event.id);
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
