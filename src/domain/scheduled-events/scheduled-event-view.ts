import type { Row } from '../../db/kysely.ts';
import {
  Location,
  Nullable,
  PaymentSettings,
  storedImages,
  storedJson,
  storedTranslations,
} from '../shared/schemas.ts';
import {
  type MarketplaceScheduledEventView,
  type MarketplaceTierView,
  type ScheduledEventView,
  Tier,
  type TierView,
} from './schemas.ts';

type ScheduledEventTier = Row<'scheduled_event_tiers'>;

const variations = storedJson(Tier.properties.variations, 'tier variations');
const questions = storedJson(Tier.properties.booking_questions, 'tier booking questions');
const paymentSettings = storedJson(Nullable(PaymentSettings), 'tier payment settings');
const location = storedJson(Nullable(Location), 'location');

/** A scheduled event row with its tiers (from Kysely or Prisma: the same columns). */
export type ScheduledEventWithTiers = Row<'scheduled_events'> & { tiers: ScheduledEventTier[] };

/** Guests booked per tier id (bookings that are not cancelled). */
export type BookedGuests = ReadonlyMap<string, number>;

/** Seats are `booked_guests`, the counter the booking transaction keeps (bookings not cancelled). */
export function tierView(tier: ScheduledEventTier): TierView {
  const remaining = Math.max(0, tier.max_capacity - tier.booked_guests);
  return {
    id: tier.id,
    name: tier.name,
    name_translations: storedTranslations(tier.name_translations),
    description: tier.description,
    description_translations: storedTranslations(tier.description_translations),
    max_capacity: tier.max_capacity,
    min_group_size: tier.min_group_size,
    max_group_size: tier.max_group_size,
    currency: tier.currency,
    variations: variations(tier.variations),
    marketplace_visible: tier.marketplace_visible,
    payment_settings: paymentSettings(tier.payment_settings),
    confirmation_message: tier.confirmation_message,
    confirmation_message_translations: storedTranslations(tier.confirmation_message_translations),
    booking_questions: questions(tier.booking_questions),
    capacity: tier.max_capacity,
    remaining,
    is_full: remaining === 0,
  };
}

/**
 * A scheduled event as the API shows it (docs/api-conventions.md#scheduled-events): capacity is the sum of its tiers' seats,
 * remaining the sum of their free seats; it is full when no tier has a seat left.
 */
export function scheduledEventView(row: ScheduledEventWithTiers): ScheduledEventView {
  const tiers = [...row.tiers].sort((a, b) => a.order - b.order).map((t) => tierView(t));
  const total = tiers.reduce((sum, t) => sum + t.capacity, 0);
  const remaining = tiers.reduce((sum, t) => sum + t.remaining, 0);
  return {
    id: row.id,
    company: row.company_id,
    name: row.name,
    name_translations: storedTranslations(row.name_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    marketplace_visible: row.marketplace_visible,
    allow_cancellation: row.allow_cancellation,
    min_cancel_notice_minutes: row.min_cancel_notice_minutes,
    customer_selects_tier: row.customer_selects_tier,
    booking_success_message: row.booking_success_message,
    booking_success_message_translations: storedTranslations(row.booking_success_message_translations),
    location: location(row.location),
    images: storedImages(row.images),
    tiers,
    total_capacity: total,
    remaining_capacity: remaining,
    is_full: remaining === 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type { ScheduledEventView };

/**
 * A scheduled event as a customer sees it (docs/api-conventions.md#classes): only its marketplace_visible tiers,
 * without their payment settings; capacity and seats left count those tiers only.
 */
export function marketplaceScheduledEventView(row: ScheduledEventWithTiers): MarketplaceScheduledEventView {
  const tiers = [...row.tiers]
    .filter((t) => t.marketplace_visible)
    .sort((a, b) => a.order - b.order)
    .map((t): MarketplaceTierView => {
      const { payment_settings: _, marketplace_visible: __, ...rest } = tierView(t);
      return rest;
    });
  const total = tiers.reduce((sum, t) => sum + t.capacity, 0);
  const remaining = tiers.reduce((sum, t) => sum + t.remaining, 0);
  return {
    id: row.id,
    company: row.company_id,
    name: row.name,
    name_translations: storedTranslations(row.name_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    allow_cancellation: row.allow_cancellation,
    min_cancel_notice_minutes: row.min_cancel_notice_minutes,
    customer_selects_tier: row.customer_selects_tier,
    booking_success_message: row.booking_success_message,
    booking_success_message_translations: storedTranslations(row.booking_success_message_translations),
    location: location(row.location),
    images: storedImages(row.images),
    tiers,
    total_capacity: total,
    remaining_capacity: remaining,
    is_full: remaining === 0,
  };
}
