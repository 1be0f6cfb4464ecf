import type { PrismaClient } from '../../src/generated/prisma/client.ts';

/** An employee of the company (no HQ user needed for money tests). */
export async function createEmployee(
  prisma: PrismaClient,
  companyId: string,
  options: { name?: string; ownSettlements?: boolean } = {},
) {
  return prisma.employee.create({
    data: {
      company_id: companyId,
      name: options.name ?? 'Anna',
      email: 'anna@example.test',
      marketplace: options.ownSettlements ? { own_settlements: true } : {},
    },
  });
}

/** A booking written directly (bookings are another area's API). */
export async function createEvent(
  prisma: PrismaClient,
  companyId: string,
  options: {
    status?: 'confirmed' | 'noshow' | 'cancelled' | 'completed' | 'unconfirmed';
    price?: number | null;
    currency?: string;
    employeeId?: string | null;
    customerId?: string | null;
    email?: string | null;
    customerName?: string;
  } = {},
) {
  const starts = new Date('2026-03-02T10:00:00Z');
  return prisma.event.create({
    data: {
      company_id: companyId,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 30 * 60_000),
      status: options.status ?? 'noshow',
      origin: 'hq',
      customer_name: options.customerName ?? 'Jón Jónsson',
      email: options.email === undefined ? 'jon@example.test' : options.email,
      price: options.price === undefined ? 5000 : options.price,
      currency: options.currency ?? 'EUR',
      employee_id: options.employeeId ?? null,
      customer_id: options.customerId ?? null,
    },
  });
}
