// The salon the visit tests book in (docs/bookings.md#visits): open 09:00-17:00 on a 30-minute
// grid, prices in ISK; Anna colours only, Ben and Cara cut only. Colour: 90 minutes the customer
// sees, the colourist busy [s, s + 30) and [s + 60, s + 90) (the colour takes in between), 12 000;
// Cut: 30 minutes, 5 000.
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { createEventType, createShop, type Shop } from './bookings.ts';

const isk = (amount: number) => [{ currency: 'ISK', amount }];

export interface ColourSalon {
  shop: Shop;
  colour: string;
  cut: string;
  anna: string;
  ben: string;
  cara: string;
}

export async function colourSalon(prisma: PrismaClient): Promise<ColourSalon> {
  const shop = await createShop(prisma, { employees: 3, profile: { booking_interval: 30 } });
  await prisma.company.updateMany({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  const [anna, ben, cara] = shop.employees;
  const colour = await createEventType(prisma, shop, {
    title: 'Colour',
    duration: 90,
    before_pause: 30,
    pause: 30,
    after_pause: 30,
    variations: [{ id: 'c', label: 'Colour', selectable_in_marketplace: true, prices: isk(12000) }],
  });
  const cut = await createEventType(prisma, shop, {
    title: 'Cut',
    duration: 30,
    variations: [{ id: 'k', label: 'Cut', selectable_in_marketplace: true, prices: isk(5000) }],
  });
  const skip = (et: string) => ({ event_type_preferences: [{ event_type: et, skip: true }] });
  await prisma.employee.updateMany({ where: { company_id: shop.companyId, id: anna }, data: skip(cut) });
  for (const id of [ben, cara])
    await prisma.employee.updateMany({ where: { company_id: shop.companyId, id }, data: skip(colour) });
  return { shop, colour, cut, anna, ben, cara };
}
