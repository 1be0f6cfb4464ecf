// docs/api-conventions.md#waitlist-and-booking-offers: waitlist entries and booking offers.
export { BookingOffer, WaitlistEntry } from '../../domain/waitlist/schemas.ts';
