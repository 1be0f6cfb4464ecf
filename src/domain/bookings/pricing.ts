// Every booking carries its price (docs/api-conventions.md#prices): a snapshot taken when it is booked, from the
// variations chosen (or, without a choice, the cheapest the caller may choose). Event-type prices
// are per booking; a tier variation's price is per seat. Money is Decimal, never float math.
import { Decimal } from '../../db/prisma-values.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ApiError, fieldError } from '../shared/errors.ts';

export interface VariationChoice {
  event_type: string;
  variation: string;
}

export interface PricedService {
  event_type_id: string;
  variation_id: string | null;
  price: Prisma.Decimal | null;
  currency: string | null;
}

export interface PriceSnapshot {
  services: PricedService[];
  price: Prisma.Decimal | null;
  currency: string | null;
}

interface EventTypeVariation {
  id?: unknown;
  selectable_in_marketplace?: unknown;
  prices?: { currency?: unknown; amount?: unknown }[];
}

interface TierVariation {
  id?: unknown;
  price?: unknown;
}

/** 404 for a variation that is not one the caller may choose (unknown, foreign or staff-only). */
function noSuchVariation(field: string, of: string) {
  return new ApiError(404, 'not_found_error', 'resource_missing', `No such variation of this ${of}.`, {
    details: [{ field, message: `no such variation of this ${of}` }],
  });
}

function priceIn(v: EventTypeVariation, currency: string): Prisma.Decimal | null {
  const p = (Array.isArray(v.prices) ? v.prices : []).find(
    (x) => x?.currency === currency && typeof x.amount === 'number' && Number.isFinite(x.amount),
  );
  return p ? new Decimal(p.amount as number) : null;
}

/**
 * The services of an event-type booking with their variations and prices, in booking order.
 * `choices` name at most one variation per event type of the booking; an event type without a
 * choice takes its cheapest choosable variation in `currency` (marketplace: the ones
 * selectable_in_marketplace). The event's price is the sum of the services' prices; null when
 * none has a price.
 */
export function priceServices(
  eventTypes: { id: string; variations: unknown }[],
  choices: VariationChoice[] | undefined,
  currency: string,
  marketplace: boolean,
): PriceSnapshot {
  const chosen = new Map<string, { variation: string; at: number }>();
  (choices ?? []).forEach((c, i) => {
    if (!eventTypes.some((et) => et.id === c.event_type))
      throw fieldError(`variations[${i}].event_type`, "is not one of the booking's event types");
    if (chosen.has(c.event_type))
      throw fieldError(
        `variations[${i}].event_type`,
        'names an event type twice (at most one variation each)',
      );
    chosen.set(c.event_type, { variation: c.variation, at: i });
  });
  const services = eventTypes.map((et): PricedService => {
    const all = Array.isArray(et.variations) ? (et.variations as EventTypeVariation[]) : [];
    const choosable = all.filter(
      (v) => typeof v?.id === 'string' && (!marketplace || v.selectable_in_marketplace !== false),
    );
    const choice = chosen.get(et.id);
    if (choice) {
      const v = choosable.find((x) => x.id === choice.variation);
      if (!v) throw noSuchVariation(`variations[${choice.at}].variation`, 'event type');
      const price = priceIn(v, currency);
      return { event_type_id: et.id, variation_id: v.id as string, price, currency: price ? currency : null };
    }
    let best: { v: EventTypeVariation; price: Prisma.Decimal } | null = null;
    for (const v of choosable) {
      const price = priceIn(v, currency);
      if (price && (!best || price.lt(best.price))) best = { v, price };
    }
    return best
      ? { event_type_id: et.id, variation_id: best.v.id as string, price: best.price, currency }
      : { event_type_id: et.id, variation_id: null, price: null, currency: null };
  });
  const priced = services.filter((s) => s.price !== null);
  const price = priced.length ? priced.reduce((sum, s) => sum.plus(s.price!), new Decimal(0)) : null;
  return { services, price, currency: price ? currency : null };
}

/**
 * A seat's price: the tier variation named (else the cheapest) per seat, times the guests, in
 * the tier's currency. A tier without priced variations: no price.
 */
export function priceSeats(
  tier: { variations: unknown; currency: string | null },
  variationId: string | undefined,
  guests: number,
  companyCurrency: string,
): {
  variation_id: string | null;
  unit: Prisma.Decimal | null;
  price: Prisma.Decimal | null;
  currency: string | null;
} {
  const all = (Array.isArray(tier.variations) ? (tier.variations as TierVariation[]) : []).filter(
    (v) => typeof v?.id === 'string',
  );
  const amount = (v: TierVariation) =>
    typeof v.price === 'number' && Number.isFinite(v.price) ? new Decimal(v.price) : null;
  let pick: TierVariation | undefined;
  if (variationId !== undefined) {
    pick = all.find((v) => v.id === variationId);
    if (!pick) throw noSuchVariation('variation', 'tier');
  } else {
    for (const v of all) {
      const a = amount(v);
      if (a && (!pick || a.lt(amount(pick) ?? a))) pick = v;
    }
  }
  const unit = pick ? amount(pick) : null;
  return {
    variation_id: pick ? (pick.id as string) : null,
    unit,
    price: unit ? unit.times(guests) : null,
    currency: unit ? (tier.currency ?? companyCurrency) : null,
  };
}

/** The services as event reads carry them (event-view.ts), for an answer built without a read. */
export function pricedServices(snapshot: PriceSnapshot) {
  return snapshot.services.map((s, order) => ({
    event_type_id: s.event_type_id,
    order,
    variation_id: s.variation_id,
    price: s.price,
    currency: s.currency,
  }));
}
