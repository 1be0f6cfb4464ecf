// docs/api-conventions.md#waitlist-and-booking-offers: the request schemas of waitlist entries (the customer's entry, the HQ list's filter,
// an offer by hand): the routes validate with them and the waitlist services' input types are
// derived from them (Static<>). EntryDate is also part of the answers (src/http/schemas/waitlist.ts).
import { type Static, Type } from 'typebox';
import { CompanyRef, Id, literals, Nullable, Timestamp, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;

export const ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
/** `matching`: the waitlist job found the time; `hq`: staff offered it by hand. */
export const OFFER_ORIGINS = ['matching', 'hq'] as const;
const LocalDate = Type.String({
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Local date YYYY-MM-DD.',
});
const LocalTime = Type.String({
  maxLength: 5,
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
  description: 'HH:MM in the company time zone.',
});

export const EntryDate = Type.Object(
  {
    date: LocalDate,
    from: Opt({ ...LocalTime, description: 'Earliest start on that day (HH:MM, inclusive).' }),
    to: Opt({ ...LocalTime, description: 'Starts before this time (HH:MM, exclusive).' }),
  },
  { additionalProperties: false, title: 'WaitlistDate' },
);

export const WaitlistEntryBody = Type.Object(
  {
    company: CompanyRef,
    event_types: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    number_of_guests: Opt(
      Type.Integer({ minimum: 1, maximum: 10_000, description: 'Party size; default 1.' }),
    ),
    employee: Opt(Id),
    dates: Type.Array(EntryDate, {
      minItems: 1,
      maxItems: 14,
      description:
        '1 to 14 distinct days inside the booking window, each with an optional window of start times.',
    }),
    customer_name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ minLength: 3, maxLength: 320 }),
    phone_country_code: Opt(Type.String({ maxLength: 8 })),
    phone_number: Opt(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);

export const WaitlistFilter = Type.Object(
  {
    date: Opt(LocalDate),
    status: Opt(Type.Union(literals(ENTRY_STATUSES))),
  },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON: entries that list `date`, entries in `status`.',
  },
);

export const OfferByHandBody = Type.Object(
  {
    starts_at: Timestamp,
    employee: Opt(Id),
  },
  { additionalProperties: false },
);

export type EntryDate = Static<typeof EntryDate>;
export type EntryInput = Static<typeof WaitlistEntryBody>;
export type EntryFilter = Static<typeof WaitlistFilter>;
export type OfferByHandInput = Static<typeof OfferByHandBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

export const BookingOffer = Type.Object(
  {
    id: Type.String(),
    waitlist_entry: Opt(Type.String()),
    company: Opt(Type.String()),
    event_types: Opt(Type.Array(Type.String())),
    starts_at: Opt(Timestamp),
    ends_at: Opt(Timestamp),
    employee: Opt(Nullable(Type.String())),
    space: Opt(Nullable(Type.String())),
    number_of_guests: Opt(Type.Integer()),
    expires_at: Opt(Timestamp),
    status: Opt(Type.Union(literals(OFFER_STATUSES))),
    origin: Opt(
      Type.Union(literals(OFFER_ORIGINS), {
        description: '`matching`: the waitlist job found the time; `hq`: staff offered it by hand.',
      }),
    ),
    event: Opt(Nullable(Type.String({ description: 'The booking, once accepted.' }))),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'BookingOffer' },
);

export const WaitlistEntry = Type.Object(
  {
    id: Type.String(),
    company: Opt(Type.String()),
    event_types: Opt(Type.Array(Type.String())),
    number_of_guests: Opt(Type.Integer()),
    employee: Opt(Nullable(Type.String())),
    dates: Opt(Type.Array(EntryDate)),
    customer_name: Opt(Type.String()),
    email: Opt(Type.String()),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    marketplace_user: Opt(Nullable(Type.String())),
    status: Opt(Type.Union(literals(ENTRY_STATUSES))),
    offer: Opt(
      Type.Union([Type.String(), BookingOffer, Type.Null()], {
        description: 'The current booking offer (its id; the object with expand=offer); null when none.',
      }),
    ),
    event: Opt(Nullable(Type.String({ description: 'The booking it became, once booked.' }))),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'WaitlistEntry' },
);

export type BookingOfferView = View<typeof BookingOffer>;
export type WaitlistEntryView = View<typeof WaitlistEntry>;
