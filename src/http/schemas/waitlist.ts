// CONTRACT 9.7: waitlist entries and booking offers.
import { Type } from 'typebox';
import { EntryDate } from '../../domain/waitlist/schemas.ts';
import { ENTRY_STATUSES, OFFER_STATUSES } from '../../domain/waitlist/views.ts';
import { Nullable, Timestamp } from './common.ts';

const Opt = Type.Optional;

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
    status: Opt(Type.Union(OFFER_STATUSES.map((s) => Type.Literal(s)))),
    origin: Opt(
      Type.Union([Type.Literal('matching'), Type.Literal('hq')], {
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
    status: Opt(Type.Union(ENTRY_STATUSES.map((s) => Type.Literal(s)))),
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
