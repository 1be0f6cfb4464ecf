// event.* webhooks and stream messages: a booking notifier (see bookings/notify.ts), so every
// change the booking service announces inside its transaction is published in that transaction.
import type { SqlTx } from '../../db/sql.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { eventView } from '../bookings/event-view.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from '../bookings/notify.ts';
import { publishChange } from './publish.ts';
import type { ChangeType } from './types.ts';

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
    // The HQ record names the reservation the booking was made from (creates say which; else read it).
    let reservationId = context.reservation;
    if (reservationId === undefined) {
      const held = await tx.query<{ id: string }>(
        'SELECT id FROM time_slot_reservations WHERE event_id = $1',
        [event.id],
      );
      reservationId = held[0]?.id ?? null;
    }
    const reservation = reservationId ? { id: reservationId } : null;
    await publishChange(tx, {
      type: TYPE_OF[kind],
      company: event.company_id,
      object: eventView({ ...event, time_slot_reservation: reservation }),
      previous: context.previous
        ? eventView({ ...context.previous, time_slot_reservation: reservation })
        : null,
      at: event.updated_at,
    });
  },
};
