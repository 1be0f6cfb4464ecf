// The request schemas of customers (create, update, the list's filter): the routes validate with
// them and the customer service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { Id, Nullable, Timestamp, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;
const Email = Type.String({ format: 'email', maxLength: 320 });

const fields = {
  name: Opt(Type.String({ minLength: 1, maxLength: 200 })),
  email: Opt(Email),
  phone_country_code: Opt(
    Type.String({ maxLength: 8, description: 'Calling code ("354", "+354") or ISO country ("IS").' }),
  ),
  phone_number: Opt(
    Type.String({
      maxLength: 32,
      description:
        "National (read in phone_country_code, else the company's country) or international (+...); stored in E.164.",
    }),
  ),
  kennitala: Opt(Type.String({ maxLength: 20 })),
  notes: Opt(Type.String({ maxLength: 10_000 })),
};

export const CustomerCreateBody = Type.Object(
  { company: Id, ...fields, name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const CustomerUpdateBody = Type.Object(fields, { additionalProperties: false });

export const CustomerFilter = Type.Object(
  {
    has_noshow: Opt(Type.Boolean()),
    created_from: Opt(Timestamp),
    created_to: Opt(Timestamp),
  },
  {
    additionalProperties: false,
    description: 'URL-encoded JSON. created_from inclusive, created_to exclusive.',
  },
);

export type CustomerInput = Static<typeof CustomerUpdateBody>;
export type CustomerCreateInput = Static<typeof CustomerCreateBody>;
export type CustomerFilter = Static<typeof CustomerFilter>;

/** The marketplace's sign-up (docs/api-conventions.md#authentication): the account a customer makes for themself. */
export const SignUpBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 8, maxLength: 200 }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    phone_country_code: Type.Optional(Type.String({ maxLength: 8 })),
    phone_number: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);

export type SignUpInput = Static<typeof SignUpBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

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

export type CustomerView = View<typeof Customer>;

/** A customer's marketplace account as answered (sign-up, login, me). */
export const CustomerAccount = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  phone_country_code: Type.Union([Type.String(), Type.Null()]),
  phone_number: Type.Union([Type.String(), Type.Null()]),
  created_at: Timestamp,
});

export type CustomerAccountView = View<typeof CustomerAccount>;
