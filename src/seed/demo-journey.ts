import { rowKey } from '../domain/shared/ids.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { DemoDates } from './demo-dates.ts';
import type { DemoIds } from './demo-ids.ts';

/** Ids of the customer-journey demo objects (docs/api-conventions.md#the-service-menu, docs/api-conventions.md#classes, docs/api-conventions.md#prices). */
export const DEMO_JOURNEY = {
  clinic: 'demo_company_clinic',
  restaurant: 'demo_company_restaurant',
  class: 'demo_scheduled_pilates',
  tierMat: 'demo_tier_pilates_mat',
  tierReformer: 'demo_tier_pilates_reformer',
} as const;

/**
 * What a customer app shows at once (issue 12): a price on every service (the dinner table and
 * the wine tasting had none), and a class with two tiers at the physio clinic, one seat booked.
 */
export async function loadJourneyDemo(
  tx: Prisma.TransactionClient,
  dates: DemoDates,
  ids: DemoIds,
): Promise<void> {
  // The class: a Wednesday evening two weeks or more after the load.
  const pilates = dates.at(14, '17:00', [3]);
  await tx.eventType.update({
    where: rowKey('demo_company_restaurant', 'demo_et_dinner'),
    data: {
      variations: [
        {
          id: 'table',
          label: 'Table (pay at the restaurant)',
          selectable_in_marketplace: true,
          prices: [{ currency: 'ISK', amount: 0 }],
        },
        {
          id: 'menu',
          label: 'With the tasting menu',
          selectable_in_marketplace: true,
          prices: [{ currency: 'ISK', amount: 14900 }],
        },
      ],
      price_ranges: [{ min: 0, max: 14900, currency: 'ISK' }],
    },
  });
  await tx.scheduledEventTier.update({
    where: rowKey('demo_company_restaurant', 'demo_tier_wine'),
    data: { variations: [{ id: 'seat', label: 'Tasting seat', price: 8900 }] },
  });
  await tx.scheduledEvent.create({
    data: {
      id: DEMO_JOURNEY.class,
      company_id: DEMO_JOURNEY.clinic,
      name: 'Pilates for a healthy back',
      name_translations: { is: 'Pilates fyrir heilbrigt bak' },
      description: 'A small group class led by a physiotherapist.',
      starts_at: pilates,
      ends_at: DemoDates.plus(pilates, 60),
      marketplace_visible: true,
      allow_cancellation: true,
      min_cancel_notice_minutes: 720,
      customer_selects_tier: true,
      booking_success_message: 'See you on the mat! Please come ten minutes early.',
      tiers: {
        create: [
          {
            id: DEMO_JOURNEY.tierMat,
            name: 'Mat',
            max_capacity: 12,
            min_group_size: 1,
            max_group_size: 4,
            currency: 'ISK',
            order: 0,
            // A seat is booked at 3,500 ISK, or 2,500 with the student variation.
            booked_guests: 2,
            variations: [
              { id: 'dropin', label: 'Drop-in', price: 3500 },
              { id: 'student', label: 'Student', price: 2500 },
            ],
          },
          {
            id: DEMO_JOURNEY.tierReformer,
            name: 'Reformer',
            description: 'On a reformer machine, at most two per booking.',
            max_capacity: 4,
            min_group_size: 1,
            max_group_size: 2,
            currency: 'ISK',
            order: 1,
            variations: [{ id: 'reformer', label: 'Reformer', price: 4900 }],
          },
        ],
      },
    },
  });
  // Two seats on the mat, booked by a guest: 2 x 3,500 = 7,000 ISK.
  await tx.event.create({
    data: {
      id: ids.events.pilatesSeat,
      company_id: DEMO_JOURNEY.clinic,
      scheduled_event_id: DEMO_JOURNEY.class,
      tier_id: DEMO_JOURNEY.tierMat,
      variation_id: 'dropin',
      starts_at: pilates,
      ends_at: DemoDates.plus(pilates, 60),
      number_of_guests: 2,
      status: 'confirmed',
      origin: 'marketplace',
      customer_name: 'Sigga Jóns',
      email: 'sigga@example.com',
      price: '7000',
      currency: 'ISK',
    },
  });
}
