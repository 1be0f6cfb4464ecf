// The request schemas of employees (create and update body, the HQ list's filter): the routes
// validate with them and the employee service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { EventTypePreference } from '../resources/schemas.ts';
import {
  BookingInterval,
  Id,
  Image,
  Nullable,
  Obj,
  Timestamp,
  TranslationMap,
  type View,
} from '../shared/schemas.ts';

const Opt = Type.Optional;
const Bool = () => Opt(Type.Boolean());

export const EmployeeMarketplace = Obj({
  enabled: Bool(),
  prioritized: Bool(),
  allow_booking_without_confirmation: Bool(),
  exclude_from_randomization_pool: Bool(),
  exclude_new_customers: Bool(),
  pre_payments_enabled: Bool(),
  own_settlements_allowed: Bool(),
  own_settlements_preferred: Bool(),
  own_settlements: Bool(),
  booking_interval: Opt(BookingInterval),
  assignment_weight: Opt(
    Type.Number({
      minimum: 0,
      maximum: 100,
      description:
        "Under the company's `balanced` assignment, this person's share of the day's booked minutes against others' (default 1: 2 takes twice as many; 0 only when nobody else is free).",
    }),
  ),
  max_bookings_per_day: Opt(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description:
          "The most bookings this person takes per local day (beats the company's `profile.max_bookings_per_employee_per_day`); null: the company's.",
      }),
    ),
  ),
});
export const EmployeeNotifications = Obj({ booking_email: Bool() });
export const EmployeeSms = Obj({
  from: Opt(Type.String({ maxLength: 32, description: 'SMS sender name or number.' })),
  custom_text: Opt(Type.String({ maxLength: 1000 })),
});

const Email = Type.String({ format: 'email', maxLength: 320 });

/** Create and update body (docs/api-conventions.md#employees). Create requires company and a name (or an email to name it from). */
export const EmployeeBody = Obj(
  {
    company: Opt(Id),
    company_id: Opt({ ...Id, description: 'Deprecated: use company.', deprecated: true }),
    reference_id: Opt(Nullable(Type.String({ maxLength: 200 }))),
    name: Opt(Type.String({ minLength: 1, maxLength: 200 })),
    description: Opt(Nullable(Type.String({ maxLength: 10_000 }))),
    description_translations: Opt(TranslationMap),
    image: Opt(Nullable(Image)),
    email: Opt(
      Nullable({
        ...Email,
        description:
          'Links the employee to the HQ user with this email (created without a password when new); ' +
          'one HQ user can be an employee of several companies. null unlinks.',
      }),
    ),
    phone_country_code: Opt(Nullable(Type.String({ maxLength: 5, pattern: '^\\+?[0-9]{1,4}$' }))),
    phone_number: Opt(Nullable(Type.String({ maxLength: 20, pattern: '^[0-9 ()-]{3,20}$' }))),
    order: Opt(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    marketplace: Opt(EmployeeMarketplace),
    notifications: Opt(EmployeeNotifications),
    sms: Opt(EmployeeSms),
    event_type_preferences: Opt(Type.Array(EventTypePreference, { maxItems: 500 })),
  },
  { description: 'Create requires company and name (or email, whose local part then names the employee).' },
);

export const EmployeeFilter = Obj(
  {
    ids: Opt(Type.Array(Id, { maxItems: 500 })),
    marketplace_enabled: Opt(Type.Boolean()),
    event_types: Opt(
      Type.Array(Id, { maxItems: 50, description: 'Employees who serve every one of these event types.' }),
    ),
    email: Opt(Type.String({ maxLength: 320 })),
  },
  { description: 'EmployeeFilter, URL-encoded JSON.' },
);

export type EmployeeInput = Static<typeof EmployeeBody>;
export type EmployeeFilter = Static<typeof EmployeeFilter>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

export const Employee = Type.Object(
  {
    id: Id,
    reference_id: Opt(Nullable(Type.String())),
    company_id: Opt(Type.String({ description: 'Deprecated: same as company.', deprecated: true })),
    company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    name: Opt(Type.String()),
    description: Opt(Nullable(Type.String())),
    description_translations: Opt(TranslationMap),
    image: Opt(Nullable(Image)),
    email: Opt(Nullable(Type.String())),
    email_verified: Opt(Type.Boolean({ description: 'From the linked HQ user; false when there is none.' })),
    has_password: Opt(Type.Boolean({ description: 'Whether the linked HQ user has set a password.' })),
    phone_country_code: Opt(Nullable(Type.String())),
    phone_number: Opt(Nullable(Type.String())),
    order: Opt(Type.Integer()),
    marketplace: Opt(
      Type.Object({
        enabled: Type.Boolean(),
        prioritized: Opt(Type.Boolean()),
        allow_booking_without_confirmation: Opt(Type.Boolean()),
        exclude_from_randomization_pool: Opt(Type.Boolean()),
        exclude_new_customers: Opt(Type.Boolean()),
        pre_payments_enabled: Opt(Type.Boolean()),
        own_settlements_allowed: Opt(Type.Boolean()),
        own_settlements_preferred: Opt(Type.Boolean()),
        own_settlements: Opt(Type.Boolean()),
        booking_interval: Opt(Type.Integer()),
        assignment_weight: Opt(Type.Number()),
        max_bookings_per_day: Opt(Nullable(Type.Integer())),
      }),
    ),
    notifications: Opt(Type.Object({ booking_email: Opt(Type.Boolean()) })),
    sms: Opt(Type.Object({ from: Opt(Type.String()), custom_text: Opt(Type.String()) })),
    event_type_preferences: Opt(Type.Array(EventTypePreference)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'Employee' },
);

export type EmployeeView = View<typeof Employee>;

export const EMPLOYEE_SORT_FIELDS = ['order', 'name', 'email', 'created_at', 'updated_at'] as const;
export const EMPLOYEE_EXPANDABLE = ['company'] as const;
