// CONTRACT 9.7: waitlist entries and booking offers.
export { BookingOffer, WaitlistEntry } from '../../domain/waitlist/schemas.ts';
