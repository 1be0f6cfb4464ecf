import { sqlState } from '../../db/sql.ts';
import type { BookingErrorCode } from '../../slots/index.ts';
import { ApiError } from '../shared/errors.ts';

export type CreateEventErrorCode =
  | BookingErrorCode
  | 'time_slot_reservation_expired'
  | 'scheduled_event_full'
  | 'tier_full'
  | 'group_size_out_of_range'
  | 'scheduled_event_over';

const TEXT: Record<CreateEventErrorCode, { title: string; message: string; dev: string }> = {
  time_slot_not_available: {
    title: 'Time no longer available',
    message: 'Sorry, this time has just been taken. Please choose another time.',
    dev: 'The time slot is not available.',
  },
  time_slot_reservation_expired: {
    title: 'Reservation expired',
    message: 'Your hold on this time has run out. Please choose the time again.',
    dev: 'The time slot reservation has expired or was already used.',
  },
  outside_booking_window: {
    title: 'Outside the booking window',
    message: 'This time cannot be booked online: it is too soon or too far ahead.',
    dev: 'The start is before the minimum booking notice or after the last bookable day.',
  },
  invalid_guest_count: {
    title: 'Party size not accepted',
    message: 'The number of guests is not accepted for this booking.',
    dev: 'number_of_guests is outside the limits of the company, the event types or the space.',
  },
  event_type_not_bookable: {
    title: 'Service not bookable',
    message: 'This service cannot be booked online.',
    dev: 'An event type is not bookable here (hidden, or no one can perform it).',
  },
  employee_not_available: {
    title: 'Staff member not available',
    message:
      'The staff member you chose is not available at this time. Please choose another time or person.',
    dev: 'The requested employee is not available at this time.',
  },
  scheduled_event_full: {
    title: 'Fully booked',
    message: 'Sorry, there are not enough seats left in this class for your party.',
    dev: 'No tier of the scheduled event has room for number_of_guests.',
  },
  tier_full: {
    title: 'No seats left',
    message: 'Sorry, there are not enough seats left in this option. Please choose another or fewer seats.',
    dev: 'The tier has fewer seats left than number_of_guests.',
  },
  group_size_out_of_range: {
    title: 'Group size not accepted',
    message: 'The number of guests is not accepted for this option.',
    dev: "number_of_guests is outside the tier's min_group_size..max_group_size.",
  },
  scheduled_event_over: {
    title: 'Class has started',
    message: 'This class has already started or is over and can no longer be booked.',
    dev: 'The scheduled event has started or ended.',
  },
  space_not_available: {
    title: 'Space not available',
    message: 'The space you chose is not available at this time. Please choose another time or space.',
    dev: 'The requested space is not available at this time.',
  },
};

/** 400 create_event_error (CONTRACT.md section 3) with a message a customer can read. */
export function createEventError(code: CreateEventErrorCode, detail?: string): ApiError {
  const t = TEXT[code];
  return new ApiError(400, 'create_event_error', code, detail ? `${t.dev} (${detail})` : t.dev, {
    user_title: t.title,
    user_message: t.message,
  });
}

/** The occupancies' exclusion constraint refused an overlap (PostgreSQL 23P01). */
export function isExclusionViolation(err: unknown): boolean {
  if (sqlState(err) === '23P01') return true;
  // Some adapter versions carry the SQLSTATE in the message only.
  return /23P01|exclusion constraint/i.test(String((err as Error)?.message ?? ''));
}

/** Serialization failure or deadlock: the transaction may simply be run again. */
export function isRetryable(err: unknown): boolean {
  const code = sqlState(err);
  return code === '40001' || code === '40P01';
}
