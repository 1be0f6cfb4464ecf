// Public API of the time-slot engine (pure: no clock, no environment, no I/O).

export { bookedMinutes, type Candidate, chooseCandidate, chooseEmployee } from './assign.ts';
export {
  type BookingCheck,
  type BookingErrorCode,
  type BookingRequest,
  bookingCheckWindow,
  bookingOccupancy,
  checkBooking,
  type Occupancy,
  REFUSAL_REASONS,
  type RefusalReason,
} from './booking.ts';
export { isValidTimeZone } from './calendar.ts';
export { computeTimeSlots, computeVisitSlots } from './engine.ts';
export { serviceTemplate, type Template } from './occupancy.ts';
export { computeStandingSlots, type StandingSlot } from './standing.ts';
export * from './types.ts';
export { type RuleSetProblem, validateRuleSet } from './validate.ts';
export {
  checkVisit,
  type SegmentPlacement,
  type VisitCheck,
  type VisitOccupancy,
  type VisitRequest,
  type VisitSegmentRequest,
  visitOccupancy,
} from './visit.ts';
