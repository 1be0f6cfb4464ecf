// The practice the series tests book (standing appointments, docs/bookings.md): one written once.
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { createEventType, createShop, type Shop } from './bookings.ts';

/**
 * A physiotherapy practice in Reykjavík (UTC all year, open 09-17 every day, prices in ISK) with
 * `employees` physiotherapists and one service, Physio: a session of 8000 ISK.
 */
export async function physioPractice(
  p: PrismaClient,
  employees = 1,
): Promise<{ shop: Shop; physio: string }> {
  const shop = await createShop(p, { employees });
  await p.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  const physio = await createEventType(p, shop, {
    title: 'Physio',
    variations: [
      {
        id: 'std',
        label: 'Session',
        selectable_in_marketplace: true,
        prices: [{ currency: 'ISK', amount: 8000 }],
      },
    ],
  });
  return { shop, physio };
}
