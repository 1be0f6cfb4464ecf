import { sqlState } from '../../db/sql.ts';
import type { BookingErrorCode, RefusalReason } from '../../slots/index.ts';
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

/**
 * What a person reads when the slot engine refuses a booking for a reason: said of the time, or
 * of the staff member or space the person chose when the code is about them. Every reason has its
 * own text (a Record: a new reason does not compile without one), so a booking at a closed hour
 * never reads "just been taken".
 */
const REASON_TEXT: Record<RefusalReason, { time: string; employee?: string; space?: string }> = {
  too_soon: { time: 'This time is too soon to book online. Please choose a later time.' },
  too_far: { time: 'This time is too far ahead to book online yet. Please choose an earlier time.' },
  invalid_guest_count: { time: 'The number of guests is not accepted for this booking.' },
  not_bookable: { time: 'This service cannot be booked online.' },
  closed: {
    time: 'We are closed at this time. Please choose a time within our opening hours.',
    employee: 'The staff member you chose does not work at this time. Please choose another time or person.',
    space: 'The space you chose is closed at this time. Please choose another time or space.',
  },
  online_bookings_closed: {
    time: 'Online booking is closed for this time. Please choose another time or contact us.',
    employee:
      'The staff member you chose takes no online bookings at this time. Please choose another time or person.',
    space: 'The space you chose takes no online bookings at this time. Please choose another time or space.',
  },
  busy: {
    time: 'Sorry, this time has just been taken. Please choose another time.',
    employee: 'The staff member you chose is busy at this time. Please choose another time or person.',
    space: 'The space you chose is taken at this time. Please choose another time or space.',
  },
  over_capacity: {
    time: 'Sorry, there is no room left for your party at this time. Please choose another time.',
    space:
      'The space you chose has no room left for your party at this time. Please choose another time or space.',
  },
  max_total_pax: {
    time: 'Sorry, we take no more guests in this period. Please choose another time.',
  },
  max_guests_per_interval: {
    time: 'Sorry, we take no more guests around this time. Please choose another time.',
  },
  max_same_time_arrival: {
    time: 'Sorry, too many guests already arrive at this time. Please choose a time a little earlier or later.',
  },
  not_a_slot: { time: 'Bookings do not start at this time. Please choose one of the times offered.' },
  no_candidate: {
    time: 'No one is free to take this booking at this time. Please choose another time.',
    employee: 'No staff member is free to take this booking at this time. Please choose another time.',
    space: 'No space is free for this booking at this time. Please choose another time.',
  },
};

function userMessage(code: CreateEventErrorCode, reason: RefusalReason | undefined): string {
  if (!reason) return TEXT[code].message;
  const text = REASON_TEXT[reason];
  if (code === 'employee_not_available') return text.employee ?? text.time;
  if (code === 'space_not_available') return text.space ?? text.time;
  return text.time;
}

/**
 * 400 create_event_error (docs/api-conventions.md#errors) with a message a customer can read. With the
 * slot engine's reason, the developer's message names it in parentheses and the person's text
 * says it in words (REASON_TEXT); without one (a booking lost a race at the database, a class's
 * refusal), the code's own text, and the developer's message any `detail` in parentheses.
 */
export function createEventError(
  code: CreateEventErrorCode,
  reason?: RefusalReason,
  detail?: string,
  /** A visit's segment that cannot be served (docs/bookings.md#visits): named in details. */
  segment?: number,
): ApiError {
  const t = TEXT[code];
  const why = reason ?? detail;
  const dev = why ? `${t.dev} (${why})` : t.dev;
  if (segment === undefined)
    return new ApiError(400, 'create_event_error', code, dev, {
      user_title: t.title,
      user_message: userMessage(code, reason),
    });
  const field = `visit.segments[${segment}]`;
  return new ApiError(400, 'create_event_error', code, `${field}: ${dev}`, {
    user_title: t.title,
    user_message: userMessage(code, reason),
    details: [{ field, message: `cannot be served at its time (${why ?? code})` }],
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
