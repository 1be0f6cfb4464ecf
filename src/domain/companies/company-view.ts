import type { Row } from '../../db/kysely.ts';

/** A company row, from Kysely or Prisma (both carry the schema's columns). */
type Company = Row<'companies'>;

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
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
): Json {
  return {
    ...obj(row.marketplace),
    enabled: row.marketplace_enabled,
    visible: row.marketplace_visible,
    url_name: row.url_name,
  };
}

function locationGroup(row: Pick<Company, 'location' | 'lat' | 'lng' | 'country_code' | 'time_zone'>): Json {
  const location = obj(row.location);
  return {
    ...location,
    ...(row.lat !== null && row.lng !== null ? { lat_lng: { lat: row.lat, lng: row.lng } } : {}),
    ...(row.country_code ? { country: { ...obj(location.country), short_name: row.country_code } } : {}),
    time_zone: row.time_zone,
  };
}

/** `profile` with its mirrored columns and, when loaded, the company types of the join table. */
function profileGroup(row: Company, companyTypes?: string[]): Json {
  return {
    ...obj(row.profile),
    favorites: row.favorites,
    ...(row.price_category !== null ? { price_category: row.price_category } : {}),
    ...(companyTypes ? { company_types: companyTypes } : {}),
  };
}

/** Company as the HQ API answers it (spec 2.4), with its secrets masked. */
export function companyView(row: Company, companyTypes?: string[]): Json {
  const analytics = obj(row.google_analytics);
  const { pin_hash, ...locked } = obj(row.locked_sections);
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
    messaging: obj(row.messaging),
    location: locationGroup(row),
    currency: { ...obj(row.currency), code: row.currency_code },
    locale: obj(row.locale),
    checkin: obj(row.checkin),
    payments: obj(row.payments),
    payment_fees: obj(row.payment_fees),
    vouchers: obj(row.vouchers),
    pos: obj(row.pos),
    acquirer_a: obj(row.acquirer_a),
    acquirer_b: obj(row.acquirer_b),
    google_analytics: { ...analytics, api_secret: maskSecret(analytics.api_secret) },
    claims: obj(row.claims),
    signup: obj(row.signup),
    subscriptions: Array.isArray(row.subscriptions) ? row.subscriptions : [],
    billing_status: obj(row.billing_status),
    locked_sections: { ...locked, has_pin: typeof pin_hash === 'string' && pin_hash !== '' },
    visible_fields: obj(row.visible_fields),
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
): Json {
  const marketplace = marketplaceGroup(row);
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    vertical: row.vertical,
    enterprise: row.enterprise_id,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    profile: { ...obj(row.profile), favorites: row.favorites },
    marketplace: {
      enabled: marketplace.enabled,
      visible: marketplace.visible,
      url_name: marketplace.url_name,
      allow_booking_multiple_services: marketplace.allow_booking_multiple_services,
      waitlist_enabled: marketplace.waitlist_enabled,
    },
    location: locationGroup(row),
    currency: obj(row.currency),
    locale: obj(row.locale),
    payments: obj(row.payments),
    vouchers: obj(row.vouchers),
    visible_fields: obj(row.visible_fields),
    company_types: companyTypes,
    ...(distance !== undefined ? { distance } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
