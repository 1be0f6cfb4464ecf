// The request schemas of customers (create, update, the list's filter): the routes validate with
// them and the customer service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { Id, Timestamp } from '../schemas.ts';

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

/** The marketplace's sign-up (CONTRACT.md section 4): the account a customer makes for themself. */
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
