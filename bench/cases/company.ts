/** A bookable marketplace company for bench cases, written directly (as HQ would). */
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

export async function benchCompany(
  p: PrismaClient,
  o: { name: string; employees: number; interval: number; opens: string; closes: string; duration: number },
): Promise<{ id: string; eventType: string; employees: string[]; vat: string }> {
  const enterprise = await p.enterprise.create({ data: { name: o.name } });
  const company = await p.company.create({
    data: {
      name: o.name,
      enterprise_id: enterprise.id,
      time_zone: 'Atlantic/Reykjavik',
      marketplace_enabled: true,
      marketplace_visible: true,
      marketplace: { enabled: true, visible: true, allow_booking_without_confirmation: true },
      profile: {
        booking_interval: o.interval,
        opening_hours: Array.from({ length: 7 }, () => ({ opens_at: o.opens, closes_at: o.closes })),
      },
    },
  });
  const vat = await p.vat.create({ data: { company_id: company.id, country_code: 'IS', ratio: '0.24' } });
  const eventType = await p.eventType.create({
    data: { company_id: company.id, vat_id: vat.id, title: 'Cut', duration: o.duration },
  });
  const employees: string[] = [];
  for (let i = 0; i < o.employees; i++)
    employees.push(
      (await p.employee.create({ data: { company_id: company.id, name: `E${i}`, order: i } })).id,
    );
  return { id: company.id, eventType: eventType.id, employees, vat: vat.id };
}
