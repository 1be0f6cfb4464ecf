// Every booking belongs to one customer of its company (docs/api-conventions.md#customers), found inside the
// booking's own transaction by the marketplace account, else the e-mail (any case), else the
// phone in E.164, else made. Race-safe without locks: the partial unique indexes on
// (company_id, marketplace_user_id), (company_id, lower(email)) and (company_id, phone) let only
// one of two racing inserts of a new person through (ON CONFLICT DO NOTHING makes the other wait
// for it and insert nothing), and the loser's next statement, with a fresh snapshot under READ
// COMMITTED, finds the winner's record.
//
// The statements are in customer-store.ts (all of the area's SQL); this names what the booking
// path and the packages use of them.
export { type BookingPerson, findOrMakeCtes, linkCustomer, personSlots } from './customer-store.ts';
