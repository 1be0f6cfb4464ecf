// A company update's rules: the JSON settings groups merged into the stored ones, the real columns
// that mirror them kept in step, secrets hashed or kept. Its SQL is in company-store.ts.
import { isUniqueViolation, type Sql } from '../../db/sql.ts';
import { isValidTimeZone } from '../../slots/index.ts';
import { hashPassword } from '../auth/secrets.ts';
import { ApiError, conflict, fieldError } from '../shared/errors.ts';
import { deepMerge, defined, isCurrencyCode, type Json, obj } from '../shared/json.ts';
import {
  type Company,
  type CompanyChanges,
  existingCompanyTypes,
  replaceCompanyTypes,
  updateCompanyRow,
  urlNameTaken,
} from './company-store.ts';
import { maskSecret } from './company-view.ts';
import type { CompanyUpdateInput } from './schemas.ts';

/** JSON settings groups of docs/api-conventions.md#companies that an update may carry (each merged field by field). */
export const COMPANY_GROUPS = [
  'profile',
  'marketplace',
  'messaging',
  'location',
  'currency',
  'locale',
  'checkin',
  'payments',
  'payment_fees',
  'vouchers',
  'pos',
  'acquirer_a',
  'acquirer_b',
  'google_analytics',
  'claims',
  'signup',
  'billing_status',
  'locked_sections',
  'visible_fields',
] as const;

function currencyDetails(code: string): { name: string; symbol: string } {
  const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
  const symbol =
    new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? code;
  return { name, symbol };
}

/**
 * Writes a company update: JSON groups merged into the stored ones, the mirrored real columns
 * (url_name, marketplace_enabled/visible, lat/lng, time_zone, country_code, favorites,
 * price_category, currency_code) set in the same statement, secrets hashed or kept.
 */
export async function updateCompany(sql: Sql, current: Company, input: CompanyUpdateInput) {
  const data: CompanyChanges = defined({
    name: input.name,
    reference_id: input.reference_id,
    vertical: input.vertical,
    enterprise_order: input.enterprise_order,
    phone_country_code: input.phone_country_code,
    phone_number: input.phone_number,
    noshow_claims_enabled: input.noshow_claims_enabled,
    has_secretary: input.has_secretary,
  });
  if (input.subscriptions !== undefined) data.subscriptions = input.subscriptions;

  const groups: Record<string, Json> = {};
  for (const key of COMPANY_GROUPS) {
    const patch = input[key];
    if (patch !== undefined) groups[key] = { ...patch };
  }

  const profile = groups.profile;
  let companyTypes: string[] | undefined;
  if (profile && input.profile) {
    if (input.profile.favorites !== undefined) data.favorites = input.profile.favorites;
    if (input.profile.price_category !== undefined) data.price_category = input.profile.price_category;
    if (input.profile.company_types) companyTypes = [...new Set(input.profile.company_types)];
    delete profile.company_types; // rendered from company_company_types
    const merged = { ...obj(current.profile), ...profile };
    const min = merged.min_guests_per_booking as number | undefined;
    const max = merged.max_guests_per_booking as number | undefined;
    if (min !== undefined && max !== undefined && min > max)
      throw fieldError('profile.min_guests_per_booking', `must not exceed max_guests_per_booking (${max})`);
    const opens = merged.store_opens_at as number | undefined;
    const closes = merged.store_closes_at as number | undefined;
    if (opens !== undefined && closes !== undefined && opens > closes)
      throw fieldError('profile.store_opens_at', `must not be after store_closes_at (${closes})`);
    const hours = profile.opening_hours as { opens_at?: string; closes_at?: string; is_closed?: boolean }[];
    hours?.forEach((h, i) => {
      if (!h.is_closed && h.opens_at && h.closes_at && h.opens_at >= h.closes_at)
        throw fieldError(`profile.opening_hours.${i}.opens_at`, 'must be before closes_at');
    });
  }

  const marketplace = input.marketplace;
  if (marketplace) {
    if (marketplace.enabled !== undefined) data.marketplace_enabled = marketplace.enabled;
    if (marketplace.visible !== undefined) data.marketplace_visible = marketplace.visible;
    if (marketplace.url_name !== undefined && marketplace.url_name !== current.url_name) {
      if (marketplace.url_name !== null && (await urlNameTaken(sql, marketplace.url_name, current.id)))
        throw conflict('url_name_taken', `The url_name "${marketplace.url_name}" is taken.`);
      data.url_name = marketplace.url_name;
    }
  }

  const location = groups.location;
  if (location) {
    if (location.time_zone !== undefined) {
      const zone = location.time_zone as string;
      if (!isValidTimeZone(zone)) throw fieldError('location.time_zone', 'must be an IANA time zone name');
      // Canonical spelling ("europe/oslo" is accepted by Intl; store what Intl resolves).
      const canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
      location.time_zone = canonical;
      data.time_zone = canonical;
    }
    const latLng = input.location?.lat_lng;
    if (latLng) {
      data.lat = latLng.lat;
      data.lng = latLng.lng;
    }
    const country = location.country as { short_name?: string } | undefined;
    if (country?.short_name !== undefined) {
      const code = country.short_name.toUpperCase();
      if (!/^[A-Z]{2}$/.test(code))
        throw fieldError('location.country.short_name', 'must be an ISO 3166-1 alpha-2 country code');
      country.short_name = code;
      data.country_code = code;
    }
  }

  const currency = groups.currency;
  if (currency?.code !== undefined) {
    const code = (currency.code as string).toUpperCase();
    if (!isCurrencyCode(code)) throw fieldError('currency.code', 'must be an ISO 4217 currency code');
    data.currency_code = code;
    currency.code = code;
    if (code !== current.currency_code) {
      // A new currency without its own name/symbol gets the standard ones, not the old currency's.
      const details = currencyDetails(code);
      currency.name ??= details.name;
      currency.symbol ??= details.symbol;
    }
  }

  const locale = groups.locale;
  if (locale) {
    for (const key of ['ui_language', 'messaging_language']) {
      const value = locale[key];
      if (value !== undefined && !/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$/.test(value as string))
        throw fieldError(`locale.${key}`, 'must be a language code such as "en" or "is"');
    }
  }

  const analytics = groups.google_analytics;
  if (analytics?.api_secret !== undefined) {
    // Echoing back the masked value we answered keeps the stored secret.
    const stored = obj(current.google_analytics).api_secret;
    if (analytics.api_secret === maskSecret(stored)) analytics.api_secret = stored;
  }

  const locked = groups.locked_sections;
  if (locked) {
    const pin = (locked.pin ?? locked.pin_hash) as string | undefined;
    delete locked.pin;
    delete locked.pin_hash;
    const merged = deepMerge(current.locked_sections, locked);
    if (pin !== undefined) {
      if (pin === '') delete merged.pin_hash;
      else merged.pin_hash = await hashPassword(pin);
    }
    groups.locked_sections = merged;
  }

  for (const key of COMPANY_GROUPS) {
    const patch = groups[key];
    if (patch !== undefined) data[key] = key === 'locked_sections' ? patch : deepMerge(current[key], patch);
  }

  try {
    await sql.transaction(async (tx) => {
      if (companyTypes) {
        const found = await existingCompanyTypes(tx, companyTypes);
        for (const typeId of companyTypes) {
          if (!found.includes(typeId))
            throw new ApiError(
              404,
              'not_found_error',
              'resource_missing',
              `No such company type: ${typeId}.`,
            );
        }
        await replaceCompanyTypes(tx, current.id, companyTypes);
      }
      await updateCompanyRow(tx, current.id, data);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('url_name_taken', 'The url_name is taken.');
    throw error;
  }
}
