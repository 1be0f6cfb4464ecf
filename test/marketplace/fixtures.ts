import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

/** Test fixtures for the marketplace: rows written directly, as the demo seed or HQ would. */
export interface CompanyFixture {
  name: string;
  enterprise?: string;
  lat?: number;
  lng?: number;
  enabled?: boolean;
  visible?: boolean;
  favorites?: number;
  types?: string[];
  urlName?: string;
  countryCode?: string;
  city?: string;
  storeName?: string;
}

export async function makeEnterprise(
  prisma: PrismaClient,
  name: string,
  onMarketplace = true,
  urlName?: string,
) {
  return prisma.enterprise.create({
    data: {
      name,
      url_name: urlName ?? null,
      available_on_marketplace: onMarketplace,
      connections: {
        allows_booking_without_auth: true,
        vouchers: { enabled: true, settlement_account_id: 'secret' },
      },
      profile: { name },
    },
  });
}

export async function makeCompany(prisma: PrismaClient, f: CompanyFixture) {
  const hasPos = f.lat !== undefined && f.lng !== undefined;
  const row = await prisma.company.create({
    data: {
      name: f.name,
      enterprise_id: f.enterprise ?? null,
      url_name: f.urlName ?? `c-${randomBytes(5).toString('hex')}`,
      marketplace_enabled: f.enabled ?? true,
      marketplace_visible: f.visible ?? true,
      favorites: f.favorites ?? 0,
      lat: hasPos ? f.lat : null,
      lng: hasPos ? f.lng : null,
      country_code: f.countryCode ?? null,
      profile: f.storeName ? { store_name: f.storeName } : {},
      location: {
        ...(f.city ? { address: { city: f.city } } : {}),
        ...(hasPos ? { lat_lng: { lat: f.lat, lng: f.lng } } : {}),
      },
      marketplace: { enabled: f.enabled ?? true, visible: f.visible ?? true },
    },
  });
  for (const [order, typeId] of (f.types ?? []).entries()) {
    await prisma.companyCompanyType.create({ data: { company_id: row.id, company_type_id: typeId, order } });
  }
  return row;
}
