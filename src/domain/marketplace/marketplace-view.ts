// The marketplace browsing's records as a customer sees them (one view per record): a category,
// an enterprise, a company on the map, an employee and a service menu's group. The companies'
// own views are in companies/company-view.ts, the event types' in event-types/event-type-view.ts.
import type { Row } from '../../db/kysely.ts';
import type { MarketplaceCompanyView } from '../companies/schemas.ts';
import { EmployeeMarketplace } from '../employees/schemas.ts';
import { EnterpriseConnections, EnterpriseProfile } from '../enterprises/schemas.ts';
import type { MarketplaceEventTypeGroupView } from '../event-type-groups/schemas.ts';
import { type MarketplaceEventTypeRow, marketplaceEventTypeView } from '../event-types/event-type-view.ts';
import { storedImage, storedImages, storedJson, storedTranslations } from '../shared/schemas.ts';
import type { CategoryRow, MenuGroupRow } from './marketplace-store.ts';
import {
  Category,
  type CategoryKind,
  type CategoryView,
  type MapCompanyView,
  type MarketplaceCompanyExpandableView,
  type MarketplaceEmployeeView,
  type MarketplaceEnterpriseView,
} from './schemas.ts';

const storedMetadata = storedJson(Category.properties.metadata, 'category metadata');
const storedConnections = storedJson(EnterpriseConnections, 'enterprise connections');
const storedProfile = storedJson(EnterpriseProfile, 'enterprise profile');
const storedMarketplace = storedJson(EmployeeMarketplace, 'employee marketplace settings');

/** Kinds whose rows may be specific to a country (`country_code`; null = every country). */
export const COUNTRY_SPECIFIC: ReadonlySet<CategoryKind> = new Set(['company_types', 'service_types']);

/** `country_code` only for the kinds that are country specific. */
export function categoryView(kind: CategoryKind, row: CategoryRow): CategoryView {
  return {
    id: row.id,
    readable_id: row.readable_id,
    name: row.name,
    name_translations: storedTranslations(row.name_translations),
    ...(COUNTRY_SPECIFIC.has(kind) ? { country_code: 'country_code' in row ? row.country_code : null } : {}),
    order: row.order,
    image: storedImage(row.image ?? null),
    metadata: storedMetadata(row.metadata),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An enterprise on the marketplace with its companies (ids, or their views when expanded). */
export function marketplaceEnterpriseView(
  row: Row<'enterprises'>,
  companies: (string | MarketplaceCompanyExpandableView)[],
): MarketplaceEnterpriseView {
  const connections = storedConnections(row.connections);
  const profile = storedProfile(row.profile);
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    companies,
    connections: {
      available_on_marketplace: row.available_on_marketplace,
      url_name: row.url_name,
      allows_booking_without_auth: connections.allows_booking_without_auth,
      marketplace: { enable_vouchers: connections.marketplace?.enable_vouchers },
      // The settlement account stays internal.
      vouchers: { enabled: connections.vouchers?.enabled },
    },
    profile: {
      name: profile.name ?? row.name,
      image: profile.image ?? null,
      cover_images: profile.cover_images ?? [],
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What a map shows of a company with a position (its distance when the search had a point). */
export function mapCompanyView(
  row: Pick<Row<'companies'>, 'id' | 'name' | 'url_name' | 'enterprise_id' | 'favorites'> & {
    lat: number;
    lng: number;
    company_type_ids: string[];
  },
  distance: number | null,
): MapCompanyView {
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    enterprise: row.enterprise_id,
    lat_lng: { lat: row.lat, lng: row.lng },
    company_types: row.company_type_ids,
    favorites: row.favorites,
    ...(distance !== null ? { distance } : {}),
  };
}

/**
 * An employee as a customer sees it: the event types it performs among those customers may book
 * (`eventTypes`), its company (the id, or its view when expanded) and its distance when there is one.
 */
export function marketplaceEmployeeView(
  row: Row<'employees'>,
  eventTypes: string[],
  company: string | MarketplaceCompanyView,
  distance: number | undefined,
): MarketplaceEmployeeView {
  const marketplace = storedMarketplace(row.marketplace);
  return {
    id: row.id,
    company_id: row.company_id,
    company,
    name: row.name,
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    image: storedImage(row.image ?? null),
    order: row.order,
    marketplace: {
      enabled: row.marketplace_enabled,
      prioritized: marketplace.prioritized === true,
      booking_interval: marketplace.booking_interval ?? null,
    },
    event_types: eventTypes,
    ...(distance !== undefined ? { distance } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A service menu's group: its items that can be booked (hidden and deleted services are left
 * out), each an event type's id or, inlined, its view.
 */
export function marketplaceGroupView(
  g: MenuGroupRow,
  bookable: ReadonlyMap<string, MarketplaceEventTypeRow>,
  currency: string,
  inline: boolean,
): MarketplaceEventTypeGroupView {
  return {
    id: g.id,
    company: g.company_id,
    parent_event_type_group: g.parent_event_type_group_id,
    title: g.title,
    title_translations: storedTranslations(g.title_translations),
    description: g.description,
    description_translations: storedTranslations(g.description_translations),
    images: storedImages(Array.isArray(g.images) ? g.images : []),
    order: g.order,
    is_default_group: g.is_default_group,
    ordered_event_types: g.item_event_types.flatMap((eventTypeId, i) => {
      const et = bookable.get(eventTypeId);
      if (!et) return [];
      return [
        { order: g.item_orders[i], event_type: inline ? marketplaceEventTypeView(et, currency) : et.id },
      ];
    }),
  };
}
