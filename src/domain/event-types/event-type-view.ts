import { Type } from 'typebox';
import type { Row } from '../../db/kysely.ts';
import {
  Nullable,
  PaymentSettings,
  storedImages,
  storedJson,
  storedTranslations,
} from '../shared/schemas.ts';
import {
  type EventTypeCategoryGroupView,
  type EventTypeCategoryView,
  EventType as EventTypeSchema,
  type EventTypeView,
  type MarketplaceEventTypeView,
} from './schemas.ts';

/** An event type row, from Kysely or Prisma (the same columns). */
type EventType = Row<'event_types'>;
type EventTypeCategory = Row<'event_type_categories'>;
type EventTypeCategoryGroup = Row<'event_type_category_groups'>;

type Price = { currency: string; amount: number };

const storedVariations = storedJson(EventTypeSchema.properties.variations, 'event type variations');
const storedPriceRanges = storedJson(EventTypeSchema.properties.price_ranges, 'event type price ranges');
/** As stored: the request's groups merged; service_needs and hidden are columns the view adds. */
const storedConnections = storedJson(
  Type.Partial(EventTypeSchema.properties.connections),
  'event type connections',
);
const storedPayments = storedJson(Nullable(PaymentSettings), 'event type payment settings');
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * The response `price`: the lowest variation price (else price range minimum) in the company's
 * currency when any price is in it, else in the first currency given; `amount_upper_limit` is the
 * highest one when it is higher. No prices at all: null.
 */
export function computePrice(
  row: { variations: { prices?: Price[] }[]; price_ranges: { min: number; max: number; currency: string }[] },
  companyCurrency: string,
) {
  const prices = row.variations.flatMap((v) => v.prices ?? []);
  const ranges = row.price_ranges;
  const pick = (currencies: string[]) =>
    currencies.includes(companyCurrency) ? companyCurrency : (currencies[0] ?? null);
  if (prices.length > 0) {
    const currency = pick(prices.map((p) => p.currency))!;
    const amounts = prices.filter((p) => p.currency === currency).map((p) => p.amount);
    const low = Math.min(...amounts);
    const high = Math.max(...amounts);
    return { currency, amount: low, amount_upper_limit: high > low ? high : null };
  }
  if (ranges.length > 0) {
    const currency = pick(ranges.map((r) => r.currency))!;
    const inCurrency = ranges.filter((r) => r.currency === currency);
    const low = Math.min(...inCurrency.map((r) => r.min));
    const high = Math.max(...inCurrency.map((r) => r.max));
    return { currency, amount: low, amount_upper_limit: high > low ? high : null };
  }
  return null;
}

export function eventTypeView(row: EventType, companyCurrency: string): EventTypeView {
  const variations = storedVariations(list(row.variations));
  const priceRanges = storedPriceRanges(list(row.price_ranges));
  return {
    id: row.id,
    reference_id: row.reference_id,
    company_id: row.company_id,
    company: row.company_id,
    event_type_category: row.event_type_category_id,
    event_type_category_group: row.event_type_category_group_id,
    vat: row.vat_id,
    title: row.title,
    title_translations: storedTranslations(row.title_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    duration: row.duration,
    delay: row.delay,
    beforePause: row.before_pause,
    pause: row.pause,
    afterPause: row.after_pause,
    buffer_after_service: row.buffer_after_service,
    min_guests_per_booking: row.min_guests_per_booking,
    max_guests_per_booking: row.max_guests_per_booking,
    images: storedImages(list(row.images)),
    color: row.color,
    overbookable: row.overbookable,
    variations,
    price_ranges: priceRanges,
    connections: {
      ...storedConnections(row.connections),
      service_needs: row.service_needs,
      hidden: row.hidden,
    },
    custom_payment_settings: row.payments !== null,
    payments: storedPayments(row.payments ?? null),
    price: computePrice({ variations, price_ranges: priceRanges }, companyCurrency),
    tax_exemption_reason: row.tax_exemption_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function categoryView(row: EventTypeCategory): EventTypeCategoryView {
  return {
    id: row.id,
    company: row.company_id,
    event_type_category_group: row.event_type_category_group_id,
    title: row.title,
    title_translations: storedTranslations(row.title_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    order: row.order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function categoryGroupView(row: EventTypeCategoryGroup): EventTypeCategoryGroupView {
  return {
    id: row.id,
    company: row.company_id,
    title: row.title,
    title_translations: storedTranslations(row.title_translations),
    order: row.order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The variations a customer may pick on the marketplace (docs/api-conventions.md#the-service-menu). */
export function marketplaceVariations(row: Pick<EventType, 'variations'>) {
  return storedVariations(list(row.variations)).filter((v) => v.selectable_in_marketplace !== false);
}

/**
 * The columns the marketplace menu view reads, and the menu's queries select: the driver parses
 * every column it is sent (issue 15).
 */
export const MARKETPLACE_EVENT_TYPE_COLUMNS = [
  'id',
  'company_id',
  'event_type_category_id',
  'event_type_category_group_id',
  'title',
  'title_translations',
  'description',
  'description_translations',
  'duration',
  'delay',
  'before_pause',
  'pause',
  'after_pause',
  'min_guests_per_booking',
  'max_guests_per_booking',
  'images',
  'color',
  'variations',
  'price_ranges',
  'connections',
  'service_needs',
] as const satisfies readonly (keyof EventType)[];

/** What the marketplace menu view reads of an event type (a whole row will do). */
export type MarketplaceEventTypeRow = Pick<EventType, (typeof MARKETPLACE_EVENT_TYPE_COLUMNS)[number]>;

/**
 * An event type on the marketplace menu (docs/api-conventions.md#the-service-menu): what a customer needs to pick and
 * book it, without the business's internals (VAT, payment settings, reference id, overbooking).
 * `price` is the lowest price of the variations the customer may pick.
 */
export function marketplaceEventTypeView(
  row: MarketplaceEventTypeRow,
  companyCurrency: string,
): MarketplaceEventTypeView {
  const variations = marketplaceVariations(row).map((v) => ({
    id: v.id,
    label: v.label ?? '',
    description: v.description ?? null,
    prices: v.prices,
  }));
  const connections = storedConnections(row.connections);
  const priceRanges = storedPriceRanges(list(row.price_ranges));
  return {
    id: row.id,
    company: row.company_id,
    event_type_category: row.event_type_category_id,
    event_type_category_group: row.event_type_category_group_id,
    title: row.title,
    title_translations: storedTranslations(row.title_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    duration: row.duration,
    delay: row.delay,
    beforePause: row.before_pause,
    pause: row.pause,
    afterPause: row.after_pause,
    min_guests_per_booking: row.min_guests_per_booking,
    max_guests_per_booking: row.max_guests_per_booking,
    images: storedImages(list(row.images)),
    color: row.color,
    variations,
    price_ranges: priceRanges,
    price: computePrice({ variations, price_ranges: priceRanges }, companyCurrency),
    connections: {
      service_needs: row.service_needs,
      customer_selects: connections.customer_selects ?? null,
      booking_questions: connections.booking_questions ?? [],
      booking_success_message: connections.booking_success_message ?? null,
    },
  };
}
