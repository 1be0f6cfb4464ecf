// "Time may have freed up": a row of waitlist_triggers written in the transaction of the change
// that freed it, only when someone of the company is waiting. One INSERT ... SELECT (no
// matching, no lock held past it), so a cancellation costs the same round trip whether or not it
// starts the matching; the waitlist job takes the rows and matches (matching.ts).
import type { SqlTx } from '../../db/sql.ts';
import type { EventRecord as Event } from '../bookings/booking-store.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from '../bookings/notify.ts';
import { newId } from '../shared/ids.ts';
import { insertTrigger } from './waitlist-store.ts';

/** Records that time may have freed up in `companyId` (inside the change's transaction). */
export async function triggerMatching(tx: SqlTx, companyId: string, reason: string) {
  await insertTrigger(tx, newId(), companyId, reason);
}

const inactive = (status: string) => status === 'cancelled' || status === 'noshow';

/** Whether a booking change can have freed time that was taken. */
export function freesTime(kind: BookingChange, event: Event, previous: Event | undefined): boolean {
  if (!previous || kind === 'created' || kind === 'notification') return false;
  if (inactive(previous.status)) return false; // it held nothing before
  if (inactive(event.status)) return true; // cancelled or no-show
  return (
    previous.starts_at.getTime() !== event.starts_at.getTime() ||
    previous.ends_at.getTime() !== event.ends_at.getTime() ||
    previous.employee_id !== event.employee_id ||
    previous.space_id !== event.space_id ||
    previous.number_of_guests !== event.number_of_guests
  );
}

/**
 * A booking notifier (combined with the e-mails and webhooks in services.ts): every cancel,
 * no-show, move or party change the booking service announces records a trigger in its own
 * transaction; `kick` asks for a prompt matching run after the commit.
 */
export function waitlistTriggers(kick: () => void): BookingNotifier {
  let pending = false;
  return {
    async bookingChanged(tx: SqlTx, kind: BookingChange, event: Event, context: BookingChangeContext) {
      if (!freesTime(kind, event, context.previous)) return;
      await triggerMatching(tx, event.company_id, `event.${kind}`);
      pending = true;
    },
    afterCommit() {
      // Possibly another request's trigger, or one rolled back: a run that finds nothing is cheap,
      // and the minute schedule catches any kick missed.
      if (!pending) return;
      pending = false;
      kick();
    },
  };
}
