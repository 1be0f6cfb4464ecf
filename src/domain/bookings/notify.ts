// The one place booking changes are announced: the booking service calls its notifier inside
// the transaction of the change (so the messages it writes to the outbox commit or roll back
// with the booking), then `afterCommit` once the change is committed.
import type { SqlTx } from '../../db/sql.ts';
import type { EventRecord as Event, ServiceFacts } from './booking-store.ts';

export type BookingChange =
  | 'created'
  | 'updated'
  | 'rescheduled'
  | 'cancelled'
  | 'status_changed'
  | 'notification';

export interface BookingChangeContext {
  /** Who caused it. */
  by: 'customer' | 'guest' | 'staff';
  /** notification: the recipient asked for. */
  recipient?: string;
  /** Updates: the event as it was before the change. */
  previous?: Event;
  /**
   * Whether an employee takes booking e-mails (notifications.booking_email), when the caller
   * knows it from the company's data; a notifier may then skip its lookups when no one is to
   * be written to.
   */
  staffWantsMail?: (employeeId: string) => boolean;
  /**
   * What the change's transaction wrote beside the event row, when the caller knows it (a new
   * booking: bookings/booking-store.ts insertBooking answers it), so a notifier need not read it back.
   */
  written?: {
    /** The reservation the event was booked from (its id), or null. */
    time_slot_reservation: string | null;
    /** The event's services, in order, prices as the database's exact text. */
    services: ServiceFacts[];
    /**
     * The event's customer record was made by this change from the booking's own contact data
     * (so it has no e-mail address the event does not have).
     */
    customerMade: boolean;
    /** The prepayment opened in the same transaction (its id), or null. */
    payment: string | null;
  };
}

export interface BookingNotifier {
  /**
   * Runs inside the booking's transaction (`tx`); what it writes commits with the change. An
   * error fails the change (nothing half-done), so it must not throw for ordinary data.
   */
  bookingChanged(tx: SqlTx, kind: BookingChange, event: Event, context: BookingChangeContext): Promise<void>;
  /** After the transaction committed (e.g. ask for prompt delivery). Never throws. */
  afterCommit?(): void;
}

/** Announces nothing (a booking service built without messaging). */
export const silentNotifier: BookingNotifier = {
  async bookingChanged() {},
};

/**
 * Several notifiers as one (e-mails, then webhooks): each runs in the transaction in turn.
 */
export function combineNotifiers(...notifiers: BookingNotifier[]): BookingNotifier {
  return {
    async bookingChanged(tx, kind, event, context) {
      for (const n of notifiers) await n.bookingChanged(tx, kind, event, context);
    },
    afterCommit() {
      for (const n of notifiers) {
        try {
          n.afterCommit?.();
        } catch {
          // Delivery runs periodically anyway.
        }
      }
    },
  };
}
