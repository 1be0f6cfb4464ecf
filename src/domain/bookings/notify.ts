// The one place booking changes are announced. Issue 8 (confirmation, change and cancellation
// e-mails, reminders) plugs in here; until then it does nothing.
import type { Event } from '../../generated/prisma/client.ts';

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
}

export type BookingListener = (
  kind: BookingChange,
  event: Event,
  context: BookingChangeContext,
) => void | Promise<void>;

let listener: BookingListener | undefined;

/** Issue 8 registers its sender here (one listener; a second call replaces the first). */
export function setBookingListener(fn: BookingListener | undefined) {
  listener = fn;
}

/** Called after the change is committed. Never throws into the booking that caused it. */
export async function onBookingChanged(kind: BookingChange, event: Event, context: BookingChangeContext) {
  if (!listener) return;
  try {
    await listener(kind, event, context);
  } catch {
    // A failing message must not undo or fail a booking.
  }
}
