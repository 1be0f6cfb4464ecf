import { Type } from 'typebox';
import { EMPLOYEE_SORT_FIELDS } from '../../domain/employees/employee-service.ts';
import { EventTypePreference } from '../../domain/resources/schemas.ts';
import { SortParam } from '../query.ts';
import { Id, Image, Nullable, Timestamp, TranslationMap } from './common.ts';

const Opt = Type.Optional;

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

export const EmployeeSort = SortParam(EMPLOYEE_SORT_FIELDS);
