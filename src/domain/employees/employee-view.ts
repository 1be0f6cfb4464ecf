// The one view of an employee: the HQ API's answers, and whatever else shows an employee.
import { Type } from 'typebox';
import { EventTypePreference } from '../resources/schemas.ts';
import { storedImage, storedJson, storedTranslations } from '../shared/schemas.ts';
import type { EmployeeRow } from './employee-store.ts';
import { EmployeeMarketplace, EmployeeNotifications, EmployeeSms, type EmployeeView } from './schemas.ts';

const storedMarketplace = storedJson(EmployeeMarketplace, 'employee marketplace settings');
const storedNotifications = storedJson(EmployeeNotifications, 'employee notifications');
const storedSms = storedJson(EmployeeSms, 'employee sms settings');
export const storedPreferences = storedJson(Type.Array(EventTypePreference), 'event type preferences');

/** docs/api-conventions.md#employees; `email_verified` and `has_password` come from the linked HQ user. */
export function employeeView(row: EmployeeRow): EmployeeView {
  return {
    id: row.id,
    reference_id: row.reference_id,
    company_id: row.company_id,
    company: row.company_id,
    name: row.name,
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    image: storedImage(row.image ?? null),
    email: row.email,
    email_verified: row.user?.email_verified ?? false,
    has_password: !!row.user?.password_hash,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    order: row.order,
    marketplace: { ...storedMarketplace(row.marketplace), enabled: row.marketplace_enabled },
    notifications: storedNotifications(row.notifications),
    sms: storedSms(row.sms),
    event_type_preferences: Array.isArray(row.event_type_preferences)
      ? storedPreferences(row.event_type_preferences)
      : [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
