import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { ApiError, conflict, type ErrorDetail, fieldError, validationError } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import {
  companyCurrency,
  deleteTiers,
  hasLiveBooking,
  listScheduledEvents,
  liveScheduledEvent,
  lockedBookedGuests,
  moveSeats,
  SCHEDULED_EVENTS,
  type ScheduledEventChanges,
  scheduledEventOf,
  TIERS_TABLE,
  type TierChanges,
  type TierValues,
  tierWithBookings,
} from './scheduled-event-store.ts';
import {
  type BookedGuests,
  type ScheduledEventView,
  type ScheduledEventWithTiers,
  scheduledEventView,
} from './scheduled-event-view.ts';

import type { ScheduledEventInput, TierInput } from './schemas.ts';

export type { ScheduledEventInput, TierInput };

/** `ScheduledEventFields`: what `unset` may clear on update. */
export const SCHEDULED_EVENT_UNSET_FIELDS = [
  'description',
  'min_cancel_notice_minutes',
  'booking_success_message',
  'location',
  'images',
] as const;
export type ScheduledEventUnsetField = (typeof SCHEDULED_EVENT_UNSET_FIELDS)[number];
const CLEARED = {
  description: null,
  min_cancel_notice_minutes: null,
  booking_success_message: null,
  location: null,
  images: [],
} satisfies Record<ScheduledEventUnsetField, unknown> & ScheduledEventChanges;

export const SCHEDULED_EVENT_EXPANDABLE = ['company'] as const;
export const SCHEDULED_EVENT_SORT_FIELDS = [
  'starts_at',
  'ends_at',
  'name',
  'created_at',
  'updated_at',
] as const;

export interface ScheduledEventListOptions {
  sort?: { field: (typeof SCHEDULED_EVENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  filter?: { starts_from?: string; starts_to?: string; marketplace_visible?: boolean };
  page: Page;
  expand?: readonly string[];
}

const COPIED = [
  'name',
  'name_translations',
  'description',
  'description_translations',
  'marketplace_visible',
  'allow_cancellation',
  'min_cancel_notice_minutes',
  'customer_selects_tier',
  'booking_success_message',
  'booking_success_message_translations',
  'location',
  'images',
] as const;

const newId = () => randomBytes(12).toString('base64url');

export class ScheduledEventService {
  private readonly companies: CompanyService;
  private readonly sql: Sql;

  constructor(companies: CompanyService, sql: Sql) {
    this.companies = companies;
    this.sql = sql;
  }

  private load(caller: HqCaller, id: string): Promise<ScheduledEventWithTiers> {
    return reachable(caller, 'scheduled event', (companies) => liveScheduledEvent(this.sql, companies, id));
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []): Promise<ScheduledEventView> {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(
    caller: HqCaller,
    companyId: string,
    { sort, filter = {}, page, expand }: ScheduledEventListOptions,
  ): Promise<ScheduledEventView[]> {
    companyOf(caller, companyId);
    const rows = await listScheduledEvents(this.sql, {
      companyId,
      startsFrom: filter.starts_from ? new Date(filter.starts_from) : undefined,
      startsTo: filter.starts_to ? new Date(filter.starts_to) : undefined,
      marketplaceVisible: filter.marketplace_visible,
      sort: { field: sort?.field ?? 'starts_at', order: sort?.order ?? 'asc' },
      page,
    });
    return this.views(rows, expand);
  }

  async create(
    caller: HqCaller,
    input: ScheduledEventInput,
    expand: readonly string[] = [],
  ): Promise<ScheduledEventView> {
    if (!input.company) throw fieldError('company', 'is required');
    const companyId = companyOf(caller, input.company);
    if (!input.starts_at) throw fieldError('starts_at', 'is required');
    if (!input.ends_at) throw fieldError('ends_at', 'is required');
    if (!input.tiers || input.tiers.length === 0) throw fieldError('tiers', 'needs at least one tier');
    checkWindow(input.starts_at, input.ends_at);
    const tiers = input.tiers;
    checkTiers(tiers, new Map(), new Map());
    if (tiers.some((t) => t.id !== undefined)) {
      throw fieldError('tiers', 'a new scheduled event has no tiers yet: leave out `id`');
    }
    const startsAt = new Date(input.starts_at);
    const endsAt = new Date(input.ends_at);
    const row = await this.sql.transaction(async (tx) => {
      const currency = await companyCurrency(tx, companyId);
      const event = await SCHEDULED_EVENTS.insert(tx, companyId, {
        ...copied(input),
        starts_at: startsAt,
        ends_at: endsAt,
      });
      const created = await TIERS_TABLE.insertMany(
        tx,
        companyId,
        tiers.map((t, order) => ({ ...newTier(t, currency), order, scheduled_event_id: event.id })),
        event.created_at,
      );
      return { ...event, tiers: created };
    });
    return (await this.views([row], expand))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: ScheduledEventInput,
    unset: readonly ScheduledEventUnsetField[] = [],
    expand: readonly string[] = [],
  ): Promise<ScheduledEventView> {
    const current = await this.load(caller, id);
    const companyId = current.company_id;
    if (input.company !== undefined && input.company !== companyId) {
      companyOf(caller, input.company);
      throw fieldError('company', 'a scheduled event cannot move to another company');
    }
    for (const field of unset) {
      if (input[field] !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    checkWindow(
      input.starts_at ?? current.starts_at.toISOString(),
      input.ends_at ?? current.ends_at.toISOString(),
    );
    const data: ScheduledEventChanges = copied(input);
    for (const field of unset) Object.assign(data, { [field]: CLEARED[field] });
    const moved = {
      ...(input.starts_at ? { starts_at: new Date(input.starts_at) } : {}),
      ...(input.ends_at ? { ends_at: new Date(input.ends_at) } : {}),
    };

    const row = await this.sql.transaction(async (tx) => {
      if (input.tiers) {
        const tiers = input.tiers;
        const existing = new Map(current.tiers.map((t) => [t.id, t]));
        for (const [i, tier] of tiers.entries()) {
          if (tier.id !== undefined && !existing.has(tier.id)) {
            throw new ApiError(
              404,
              'not_found_error',
              'resource_missing',
              `No such tier: tiers[${i}].id ${tier.id}.`,
            );
          }
        }
        // Locked, so a seat booked meanwhile (a conditional UPDATE of the counter) waits for us
        // and a capacity lowered here is checked against every seat taken.
        const booked = await lockedBookedGuests(
          tx,
          companyId,
          current.tiers.map((t) => t.id),
        );
        checkTiers(tiers, existing, booked);
        const kept = new Set(tiers.map((t) => t.id).filter((t): t is string => !!t));
        const removed = current.tiers.filter((t) => !kept.has(t.id));
        if (removed.length > 0) {
          const withBookings = await tierWithBookings(
            tx,
            companyId,
            removed.map((t) => t.id),
          );
          if (withBookings) {
            throw conflict(
              'tier_has_bookings',
              `Tier ${withBookings} has bookings and cannot be removed; keep it in \`tiers\` with its id.`,
            );
          }
          await deleteTiers(
            tx,
            companyId,
            removed.map((t) => t.id),
          );
        }
        const currency = await companyCurrency(tx, companyId);
        for (const [order, tier] of tiers.entries()) {
          if (tier.id) {
            await TIERS_TABLE.update(tx, companyId, tier.id, { ...tierChanges(tier), order });
          } else {
            await TIERS_TABLE.insert(tx, companyId, {
              ...newTier(tier, currency),
              order,
              scheduled_event_id: id,
            });
          }
        }
      }
      // The seats booked move with the class: a booking shows the class's time.
      if (moved.starts_at || moved.ends_at) await moveSeats(tx, companyId, id, moved);
      await SCHEDULED_EVENTS.update(tx, companyId, id, { ...data, ...moved });
      const updated = await scheduledEventOf(tx, companyId, id);
      if (!updated) throw new Error(`scheduled event ${id} vanished inside its update`);
      return updated;
    });
    return (await this.views([row], expand))[0];
  }

  /** Soft delete; refused while bookings that are still to happen hold seats. */
  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id);
    if (await hasLiveBooking(this.sql, current.company_id, id)) {
      throw conflict(
        'scheduled_event_has_bookings',
        'The scheduled event has confirmed or unconfirmed bookings; cancel them first.',
      );
    }
    await SCHEDULED_EVENTS.update(this.sql, current.company_id, id, { deleted_at: new Date() });
  }

  async views(
    rows: ScheduledEventWithTiers[],
    expand: readonly string[] = [],
  ): Promise<ScheduledEventView[]> {
    const views = rows.map((row) => scheduledEventView(row));
    if (expand.includes('company')) {
      const companies = await this.companies.viewsByIds([...new Set(rows.map((r) => r.company_id))]);
      for (const [i, view] of views.entries())
        view.company = companies.get(rows[i].company_id) ?? rows[i].company_id;
    }
    return views;
  }
}

function copied(input: ScheduledEventInput): ScheduledEventChanges {
  const data: ScheduledEventChanges = {};
  for (const key of COPIED) if (input[key] !== undefined) Object.assign(data, { [key]: input[key] });
  return data;
}

function checkWindow(startsAt: string, endsAt: string) {
  if (new Date(endsAt).getTime() <= new Date(startsAt).getTime()) {
    throw validationError('ends_at must be after starts_at.', [
      { field: 'ends_at', message: `must be after starts_at (${startsAt})` },
    ]);
  }
}

/** Group sizes fit the tier; a kept tier keeps room for the guests already booked. */
function checkTiers(
  tiers: TierInput[],
  existing: ReadonlyMap<
    string,
    { max_capacity: number; min_group_size: number | null; max_group_size: number | null }
  >,
  booked: BookedGuests,
) {
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  tiers.forEach((tier, i) => {
    const at = (name: string) => `tiers[${i}].${name}`;
    if (tier.id) {
      if (seen.has(tier.id)) problems.push({ field: at('id'), message: 'is given twice' });
      seen.add(tier.id);
    }
    const before = tier.id ? existing.get(tier.id) : undefined;
    const capacity = tier.max_capacity ?? before?.max_capacity;
    if (capacity === undefined) {
      problems.push({ field: at('max_capacity'), message: 'is required for a new tier' });
      return;
    }
    const min = tier.min_group_size ?? before?.min_group_size ?? null;
    const max = tier.max_group_size ?? before?.max_group_size ?? null;
    if (min !== null && max !== null && min > max) {
      problems.push({ field: at('min_group_size'), message: `must not exceed max_group_size (${max})` });
    }
    if (max !== null && max > capacity) {
      problems.push({ field: at('max_group_size'), message: `must not exceed max_capacity (${capacity})` });
    }
    const taken = tier.id ? (booked.get(tier.id) ?? 0) : 0;
    if (capacity < taken) {
      problems.push({
        field: at('max_capacity'),
        message: `must be at least the ${taken} guests already booked in this tier`,
      });
    }
  });
  if (problems.length > 0) {
    throw validationError(
      `The tiers are not valid: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}.`,
      problems,
    );
  }
}

const TIER_COPIED = [
  'max_capacity',
  'name',
  'name_translations',
  'description',
  'description_translations',
  'min_group_size',
  'max_group_size',
  'currency',
  'marketplace_visible',
  'payment_settings',
  'confirmation_message',
  'confirmation_message_translations',
] as const;

/** The columns a tier's input changes; variations and booking questions get ids when they come without. */
function tierChanges(tier: TierInput): TierChanges {
  const data: TierChanges = {};
  for (const key of TIER_COPIED) if (tier[key] !== undefined) Object.assign(data, { [key]: tier[key] });
  if (tier.variations !== undefined) data.variations = withIds(tier.variations);
  if (tier.booking_questions !== undefined) data.booking_questions = withIds(tier.booking_questions);
  return data;
}

/** A new tier's columns: the company's currency unless given, no variations or questions unless given. */
function newTier(tier: TierInput, currency: string): Omit<TierValues, 'order' | 'scheduled_event_id'> {
  const capacity = tier.max_capacity;
  if (capacity === undefined) throw fieldError('max_capacity', 'is required for a new tier');
  return {
    variations: [],
    booking_questions: [],
    currency,
    ...tierChanges(tier),
    max_capacity: capacity,
  };
}

function withIds(items: ({ id?: string } & Record<string, unknown>)[]) {
  return items.map((item) => ({ ...item, id: item.id ?? newId() }));
}
