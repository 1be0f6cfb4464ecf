// Public API of the time-slot engine (pure: no clock, no environment, no I/O).
export {
  type BookingCheck,
  type BookingErrorCode,
  type BookingRequest,
  bookingCheckWindow,
  bookingOccupancy,
  type Candidate,
  checkBooking,
  chooseCandidate,
  type Occupancy,
  REFUSAL_REASONS,
  type RefusalReason,
} from './booking.ts';
export { isValidTimeZone } from './calendar.ts';
export { computeTimeSlots } from './engine.ts';
export { serviceTemplate, type Template } from './occupancy.ts';
export * from './types.ts';
export { type RuleSetProblem, validateRuleSet } from './validate.ts';
