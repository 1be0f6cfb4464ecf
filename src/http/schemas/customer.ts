import { Type } from 'typebox';
import { EVENT_STATUSES } from '../../domain/bookings/booking-inputs.ts';
import { CUSTOMER_SORT_FIELDS } from '../../domain/customers/customer-store.ts';
import { SortParam } from '../query.ts';
import { Event } from './booking.ts';
import { Id, Nullable, Timestamp } from './common.ts';
import { Payment, Voucher } from './money.ts';
import { WaitlistEntry } from './waitlist.ts';

const Opt = Type.Optional;
const Status = Type.Union(EVENT_STATUSES.map((s) => Type.Literal(s)));

export const CustomerStats = Type.Object(
  {
    bookings: Type.Integer({ description: 'Every booking linked to the customer, whatever its status.' }),
    cancellations: Type.Integer(),
    noshows: Type.Integer(),
    last_visit_at: Nullable(Timestamp),
    next_visit_at: Nullable(Timestamp),
  },
  {
    title: 'CustomerStats',
    description:
      'Counted from the bookings when the record is read (never stale). A visit is a confirmed or completed booking that has started; the next visit is the first confirmed or unconfirmed one still to start.',
  },
);

export const Customer = Type.Object(
  {
    id: Id,
    company: Opt(Type.String()),
    name: Opt(Type.String()),
    email: Opt(Nullable(Type.String())),
    phone_country_code: Opt(Nullable(Type.String({ description: 'Calling code digits, e.g. "354".' }))),
    phone_number: Opt(Nullable(Type.String({ description: 'National number, e.g. "5551234".' }))),
    phone: Opt(Nullable(Type.String({ description: 'The phone in E.164, e.g. "+3545551234".' }))),
    kennitala: Opt(Nullable(Type.String())),
    notes: Opt(Nullable(Type.String())),
    marketplace_user: Opt(Nullable(Type.String())),
    stats: Opt(CustomerStats),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Customer' },
);

export const CustomerSort = SortParam(CUSTOMER_SORT_FIELDS);

export const CustomerSearch = Type.String({
  maxLength: 200,
  description:
    'A fragment of the name, e-mail or phone, ignoring case and accents; a phone may be typed with spaces, dashes or +.',
});

export const CustomerEventFilter = Type.Object(
  {
    starts_after: Opt(Timestamp),
    starts_before: Opt(Timestamp),
    status: Opt(Type.Union([Status, Type.Array(Status, { maxItems: 5 })])),
  },
  { additionalProperties: false, description: 'starts_after inclusive, starts_before exclusive.' },
);

export const MergeBody = Type.Object(
  {
    from: Type.Array(Id, {
      minItems: 1,
      maxItems: 50,
      description: 'Customers of the same company merged into this one, then deleted.',
    }),
  },
  { additionalProperties: false },
);

export const CustomerMessage = Type.Object(
  {
    id: Type.String(),
    kind: Type.String(),
    to: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    html: Nullable(Type.String()),
    attachments: Type.Unknown(),
    status: Type.String(),
    created_at: Timestamp,
    sent_at: Nullable(Timestamp),
  },
  { title: 'CustomerMessage' },
);

export const CustomerExport = Type.Object(
  {
    exported_at: Timestamp,
    customer: Customer,
    events: Type.Array(Event),
    payments: Type.Array(Payment),
    vouchers: Type.Array(Voucher),
    messages: Type.Array(CustomerMessage),
    waitlist_entries: Type.Array(WaitlistEntry, {
      description: 'Their waitlist entries (CONTRACT 9.7): by their marketplace account or e-mail.',
    }),
  },
  { title: 'CustomerExport', description: 'Everything held about the person (GDPR access).' },
);
