// The waitlist entry and booking offer records (docs/api-conventions.md#waitlist-and-booking-offers), as both surfaces and the
// webhooks answer them.
import { Type } from 'typebox';
import { oneOf, storedJson } from '../shared/schemas.ts';
import {
  type BookingOfferView,
  ENTRY_STATUSES,
  EntryDate,
  OFFER_ORIGINS,
  OFFER_STATUSES,
  type WaitlistEntryView,
} from './schemas.ts';
import type { EntryRow, OfferRow } from './waitlist-store.ts';

export type { EntryRow, OfferRow };

const storedDates = storedJson(Type.Array(EntryDate), 'waitlist entry dates');

export { ENTRY_STATUSES, OFFER_ORIGINS, OFFER_STATUSES };
export const ENTRY_EXPANDABLE = ['offer'] as const;

export function entryDates(row: Pick<EntryRow, 'dates'>): EntryDate[] {
  return Array.isArray(row.dates) ? storedDates(row.dates) : [];
}

/** `offer` is the current offer's id, or the offer itself when expanded. */
export function entryView(row: EntryRow, offer?: OfferRow | null): WaitlistEntryView {
  return {
    id: row.id,
    company: row.company_id,
    event_types: row.event_type_ids,
    number_of_guests: row.number_of_guests,
    employee: row.employee_id,
    dates: entryDates(row),
    customer_name: row.customer_name,
    email: row.email,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    marketplace_user: row.marketplace_user_id,
    status: row.status,
    offer: offer ? offerView(offer) : (row.offer_id ?? null),
    event: row.event_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function offerView(row: OfferRow): BookingOfferView {
  return {
    id: row.id,
    waitlist_entry: row.waitlist_entry_id,
    company: row.company_id,
    event_types: row.event_type_ids,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    employee: row.employee_id,
    space: row.space_id,
    number_of_guests: row.number_of_guests,
    expires_at: row.expires_at.toISOString(),
    status: row.status,
    origin: oneOf(OFFER_ORIGINS, row.origin),
    event: row.event_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
