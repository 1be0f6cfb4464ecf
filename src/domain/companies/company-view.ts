import { Type } from 'typebox';
import type { Row } from '../../db/kysely.ts';
import { storedJson } from '../shared/schemas.ts';
import { CompanyGroups, type CompanyView, type MarketplaceCompanyView, Subscription } from './schemas.ts';

/** A company row, from Kysely or Prisma (both carry the schema's columns). */
type Company = Row<'companies'>;

/** The settings groups as stored (Json columns), read as their schemas type them. */
const stored = {
  profile: storedJson(CompanyGroups.profile, 'company profile'),
  marketplace: storedJson(CompanyGroups.marketplace, 'company marketplace'),
  messaging: storedJson(CompanyGroups.messaging, 'company messaging'),
  location: storedJson(CompanyGroups.location, 'company location'),
  currency: storedJson(CompanyGroups.currency, 'company currency'),
  locale: storedJson(CompanyGroups.locale, 'company locale'),
  checkin: storedJson(CompanyGroups.checkin, 'company checkin'),
  payments: storedJson(CompanyGroups.payments, 'company payments'),
  payment_fees: storedJson(CompanyGroups.payment_fees, 'company payment_fees'),
  vouchers: storedJson(CompanyGroups.vouchers, 'company vouchers'),
  pos: storedJson(CompanyGroups.pos, 'company pos'),
  acquirer_a: storedJson(CompanyGroups.acquirer_a, 'company acquirer_a'),
  acquirer_b: storedJson(CompanyGroups.acquirer_b, 'company acquirer_b'),
  google_analytics: storedJson(CompanyGroups.google_analytics, 'company google_analytics'),
  claims: storedJson(CompanyGroups.claims, 'company claims'),
  signup: storedJson(CompanyGroups.signup, 'company signup'),
  billing_status: storedJson(CompanyGroups.billing_status, 'company billing_status'),
  locked_sections: storedJson(CompanyGroups.locked_sections, 'company locked_sections'),
  visible_fields: storedJson(CompanyGroups.visible_fields, 'company visible_fields'),
  subscriptions: storedJson(Type.Array(Subscription), 'company subscriptions'),
};
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A secret shown only as its last four characters, so an operator can tell which one is set. */
export function maskSecret(secret: unknown): string | undefined {
  if (typeof secret !== 'string' || secret === '') return undefined;
  return `****${secret.slice(-4)}`;
}

/**
 * The columns the marketplace view reads, and all its queries select (the company by slug, the
 * company list): a company row has about 60 columns, mostly JSON settings customers never see,
 * and the driver parses every column it is sent (issue 15: a third of the API's CPU for the slug).
 */
export const MARKETPLACE_COMPANY_COLUMNS = [
  'id',
  'name',
  'url_name',
  'vertical',
  'enterprise_id',
  'phone_country_code',
  'phone_number',
  'profile',
  'favorites',
  'marketplace',
  'marketplace_enabled',
  'marketplace_visible',
  'location',
  'lat',
  'lng',
  'country_code',
  'time_zone',
  'currency',
  'locale',
  'payments',
  'vouchers',
  'visible_fields',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Company)[];

/** What the marketplace view reads of a company (a whole row will do). */
export type MarketplaceCompanyRow = Pick<Company, (typeof MARKETPLACE_COMPANY_COLUMNS)[number]>;

/** The queried columns are the truth; the JSON groups carry the rest of each group. */
function marketplaceGroup(
  row: Pick<Company, 'marketplace' | 'marketplace_enabled' | 'marketplace_visible' | 'url_name'>,
) {
  return {
    ...stored.marketplace(row.marketplace),
    enabled: row.marketplace_enabled,
    visible: row.marketplace_visible,
    url_name: row.url_name,
  };
}

function locationGroup(row: Pick<Company, 'location' | 'lat' | 'lng' | 'country_code' | 'time_zone'>) {
  const location = stored.location(row.location);
  return {
    ...location,
    ...(row.lat !== null && row.lng !== null ? { lat_lng: { lat: row.lat, lng: row.lng } } : {}),
    ...(row.country_code ? { country: { ...location.country, short_name: row.country_code } } : {}),
    time_zone: row.time_zone,
  };
}

/** `profile` with its mirrored columns and, when loaded, the company types of the join table. */
function profileGroup(row: Company, companyTypes?: string[]) {
  return {
    ...stored.profile(row.profile),
    favorites: row.favorites,
    ...(row.price_category !== null ? { price_category: row.price_category } : {}),
    ...(companyTypes ? { company_types: companyTypes } : {}),
  };
}

/** Company as the HQ API answers it (docs/api-conventions.md#companies), with its secrets masked. */
export function companyView(row: Company, companyTypes?: string[]): CompanyView {
  const analytics = stored.google_analytics(row.google_analytics);
  const { pin_hash, ...locked } = stored.locked_sections(row.locked_sections);
  return {
    id: row.id,
    reference_id: row.reference_id,
    vertical: row.vertical,
    enterprise: row.enterprise_id,
    enterprise_order: row.enterprise_order,
    name: row.name,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    profile: profileGroup(row, companyTypes),
    marketplace: marketplaceGroup(row),
    messaging: stored.messaging(row.messaging),
    location: locationGroup(row),
    currency: { ...stored.currency(row.currency), code: row.currency_code },
    locale: stored.locale(row.locale),
    checkin: stored.checkin(row.checkin),
    payments: stored.payments(row.payments),
    payment_fees: stored.payment_fees(row.payment_fees),
    vouchers: stored.vouchers(row.vouchers),
    pos: stored.pos(row.pos),
    acquirer_a: stored.acquirer_a(row.acquirer_a),
    acquirer_b: stored.acquirer_b(row.acquirer_b),
    google_analytics: { ...analytics, api_secret: maskSecret(analytics.api_secret) },
    claims: stored.claims(row.claims),
    signup: stored.signup(row.signup),
    subscriptions: stored.subscriptions(Array.isArray(row.subscriptions) ? row.subscriptions : []),
    billing_status: stored.billing_status(row.billing_status),
    locked_sections: { ...locked, has_pin: typeof pin_hash === 'string' && pin_hash !== '' },
    visible_fields: stored.visible_fields(row.visible_fields),
    noshow_claims_enabled: row.noshow_claims_enabled,
    has_secretary: row.has_secretary,
    invite_link_token: row.invite_link_token,
    last_active_at: iso(row.last_active_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What customers see: no billing, secrets, claims or internal settings. */
export function marketplaceCompanyView(
  row: MarketplaceCompanyRow,
  companyTypes: string[] = [],
  distance?: number,
): MarketplaceCompanyView {
  const marketplace = marketplaceGroup(row);
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    vertical: row.vertical,
    enterprise: row.enterprise_id,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    profile: { ...stored.profile(row.profile), favorites: row.favorites },
    marketplace: {
      enabled: marketplace.enabled,
      visible: marketplace.visible,
      url_name: marketplace.url_name,
      allow_booking_multiple_services: marketplace.allow_booking_multiple_services,
      waitlist_enabled: marketplace.waitlist_enabled,
    },
    location: locationGroup(row),
    currency: stored.currency(row.currency),
    locale: stored.locale(row.locale),
    payments: stored.payments(row.payments),
    vouchers: stored.vouchers(row.vouchers),
    visible_fields: stored.visible_fields(row.visible_fields),
    company_types: companyTypes,
    ...(distance !== undefined ? { distance } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
