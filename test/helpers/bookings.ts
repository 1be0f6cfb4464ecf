// Fixtures for booking tests: a bookable marketplace company written directly (as HQ would).
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { createTenant, type Tenant } from './tenants.ts';

export const OPEN_9_TO_17 = Array.from({ length: 7 }, () => ({ opens_at: '09:00', closes_at: '17:00' }));

export interface Shop extends Tenant {
  vatId: string;
  employees: string[];
}

/**
 * A marketplace-visible company in UTC (Atlantic/Reykjavik has no DST and offset 0, so local
 * HH:MM equals the UTC time), open 09:00-17:00 every day, with `employees` employees.
 */
export async function createShop(
  prisma: PrismaClient,
  options: {
    employees?: number;
    profile?: Record<string, unknown>;
    marketplace?: Record<string, unknown>;
  } = {},
): Promise<Shop> {
  const tenant = await createTenant(prisma, { timeZone: 'Atlantic/Reykjavik' });
  await prisma.company.update({
    where: { id: tenant.companyId },
    data: {
      marketplace_enabled: true,
      marketplace_visible: true,
      marketplace: { enabled: true, visible: true, ...options.marketplace },
      profile: { booking_interval: 60, opening_hours: OPEN_9_TO_17, ...options.profile },
    },
  });
  const vat = await prisma.vat.create({
    data: { company_id: tenant.companyId, country_code: 'IS', ratio: '0.24', default: true },
  });
  const employees: string[] = [];
  for (let i = 0; i < (options.employees ?? 1); i++) {
    const e = await prisma.employee.create({
      data: { company_id: tenant.companyId, name: `Employee ${i + 1}`, order: i, marketplace_enabled: true },
    });
    employees.push(e.id);
  }
  return { ...tenant, vatId: vat.id, employees };
}

export async function createEventType(
  prisma: PrismaClient,
  shop: Shop,
  data: Record<string, unknown> = {},
): Promise<string> {
  const row = await prisma.eventType.create({
    data: { company_id: shop.companyId, vat_id: shop.vatId, title: 'Haircut', duration: 60, ...data } as any,
  });
  return row.id;
}

export async function createResource(prisma: PrismaClient, shop: Shop, data: Record<string, unknown> = {}) {
  const row = await prisma.resource.create({
    data: { company_id: shop.companyId, type: 'space', name: 'Room', marketplace: true, ...data } as any,
  });
  return row.id;
}
