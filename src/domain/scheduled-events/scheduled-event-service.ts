import { randomBytes } from 'node:crypto';
import { DbNull } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import {
  ApiError,
  conflict,
  type ErrorDetail,
  fieldError,
  notFound,
  validationError,
} from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { listScheduledEvents, liveScheduledEvent } from './scheduled-event-reads.ts';
import {
  type BookedGuests,
  type ScheduledEventView,
  type ScheduledEventWithTiers,
  scheduledEventView,
} from './scheduled-event-view.ts';

type Json = Record<string, unknown>;

import { rowKey } from '../shared/ids.ts';
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
const CLEARED: Record<ScheduledEventUnsetField, unknown> = {
  description: null,
  min_cancel_notice_minutes: null,
  booking_success_message: null,
  location: DbNull,
  images: [],
};

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

const withTiers = { tiers: { orderBy: { order: 'asc' } } } as const;
/** Bookings still to happen (a scheduled event with them cannot be deleted). */
const liveBooking = { status: { in: ['confirmed', 'unconfirmed'] } } as Prisma.EventWhereInput;

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
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, companies: CompanyService, sql: SqlTx) {
    this.prisma = prisma;
    this.companies = companies;
    this.sql = sql;
  }

  private async load(caller: HqCaller, id: string): Promise<ScheduledEventWithTiers> {
    const row = await liveScheduledEvent(this.sql, id);
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('scheduled event');
    return row;
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []): Promise<ScheduledEventView> {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(
    caller: HqCaller,
    companyId: string,
    { sort, filter = {}, page, expand }: ScheduledEventListOptions,
  ): Promise<ScheduledEventView[]> {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
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
    if (!reachesCompany(caller, input.company)) throw notFound('company');
    if (!input.starts_at) throw fieldError('starts_at', 'is required');
    if (!input.ends_at) throw fieldError('ends_at', 'is required');
    if (!input.tiers || input.tiers.length === 0) throw fieldError('tiers', 'needs at least one tier');
    checkWindow(input.starts_at, input.ends_at);
    const tiers = input.tiers;
    checkTiers(tiers, new Map(), new Map());
    if (tiers.some((t) => t.id !== undefined)) {
      throw fieldError('tiers', 'a new scheduled event has no tiers yet: leave out `id`');
    }
    const companyId = input.company;
    const company = await this.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
    const row = await this.prisma.scheduledEvent.create({
      data: {
        ...copied(input),
        company_id: companyId,
        starts_at: new Date(input.starts_at),
        ends_at: new Date(input.ends_at),
        tiers: {
          create: tiers.map((t, order) => ({
            ...tierData(t, company.currency_code),
            order,
          })),
        },
      } as Prisma.ScheduledEventUncheckedCreateInput,
      include: withTiers,
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
    if (input.company !== undefined && input.company !== current.company_id) {
      if (!reachesCompany(caller, input.company)) throw notFound('company');
      throw fieldError('company', 'a scheduled event cannot move to another company');
    }
    for (const field of unset) {
      if (input[field] !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    checkWindow(
      input.starts_at ?? current.starts_at.toISOString(),
      input.ends_at ?? current.ends_at.toISOString(),
    );
    const data: Json = copied(input);
    for (const field of unset) data[field] = CLEARED[field];
    if (input.starts_at) data.starts_at = new Date(input.starts_at);
    if (input.ends_at) data.ends_at = new Date(input.ends_at);

    const row = await this.prisma.$transaction(async (tx) => {
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
          current.company_id,
          current.tiers.map((t) => t.id),
        );
        checkTiers(tiers, existing, booked);
        const kept = new Set(tiers.map((t) => t.id).filter((t): t is string => !!t));
        const removed = current.tiers.filter((t) => !kept.has(t.id));
        if (removed.length > 0) {
          const withBookings = await tx.event.findFirst({
            where: { tier_id: { in: removed.map((t) => t.id) } },
            select: { tier_id: true },
          });
          if (withBookings) {
            throw conflict(
              'tier_has_bookings',
              `Tier ${withBookings.tier_id} has bookings and cannot be removed; keep it in \`tiers\` with its id.`,
            );
          }
          await tx.scheduledEventTier.deleteMany({ where: { id: { in: removed.map((t) => t.id) } } });
        }
        const company = await tx.company.findUniqueOrThrow({ where: { id: current.company_id } });
        for (const [order, tier] of tiers.entries()) {
          const values = tierData(tier, tier.id ? null : company.currency_code, existing.get(tier.id ?? ''));
          if (tier.id) {
            await tx.scheduledEventTier.update({
              where: rowKey(current.company_id, tier.id),
              data: { ...values, order } as Prisma.ScheduledEventTierUncheckedUpdateInput,
            });
          } else {
            await tx.scheduledEventTier.create({
              data: {
                ...values,
                order,
                company_id: current.company_id,
                scheduled_event_id: id,
              } as Prisma.ScheduledEventTierUncheckedCreateInput,
            });
          }
        }
      }
      if (data.starts_at || data.ends_at) {
        // The seats booked move with the class: a booking shows the class's time.
        await tx.event.updateMany({
          where: { scheduled_event_id: id },
          data: {
            ...(data.starts_at ? { starts_at: data.starts_at as Date } : {}),
            ...(data.ends_at ? { ends_at: data.ends_at as Date } : {}),
          },
        });
      }
      return tx.scheduledEvent.update({
        where: rowKey(current.company_id, id),
        data: data as Prisma.ScheduledEventUncheckedUpdateInput,
        include: withTiers,
      });
    });
    return (await this.views([row], expand))[0];
  }

  /** Soft delete; refused while bookings that are still to happen hold seats. */
  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id);
    const booking = await this.prisma.event.findFirst({
      where: { company_id: current.company_id, scheduled_event_id: id, ...liveBooking },
    });
    if (booking) {
      throw conflict(
        'scheduled_event_has_bookings',
        'The scheduled event has confirmed or unconfirmed bookings; cancel them first.',
      );
    }
    await this.prisma.scheduledEvent.update({
      where: rowKey(current.company_id, id),
      data: { deleted_at: new Date() },
    });
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

/**
 * Seats taken per tier (the booking transaction's counter), the tier rows locked until commit. By
 * the class's company as well: a distributed database routes a row lock only to one company's node.
 */
async function lockedBookedGuests(
  tx: Prisma.TransactionClient,
  companyId: string,
  tierIds: string[],
): Promise<BookedGuests> {
  if (tierIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ id: string; booked_guests: number }[]>`
    SELECT id, booked_guests FROM scheduled_event_tiers WHERE company_id = ${companyId} AND id = ANY(${tierIds}::text[])
     ORDER BY id FOR UPDATE`;
  return new Map(rows.map((r) => [r.id, r.booked_guests]));
}

function copied(input: ScheduledEventInput): Json {
  const data: Json = {};
  for (const key of COPIED) if (input[key] !== undefined) data[key] = input[key];
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

/** Columns of a tier; variations and booking questions get ids when they come without. */
function tierData(
  tier: TierInput,
  defaultCurrency: string | null,
  before?: { variations: unknown; booking_questions: unknown },
) {
  const data: Json = {};
  const keys = [
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
  for (const key of keys) if (tier[key] !== undefined) data[key] = tier[key];
  if (tier.currency === undefined && defaultCurrency) data.currency = defaultCurrency;
  if (tier.variations !== undefined) data.variations = withIds(tier.variations);
  else if (!before) data.variations = [];
  if (tier.booking_questions !== undefined) data.booking_questions = withIds(tier.booking_questions);
  else if (!before) data.booking_questions = [];
  return data;
}

function withIds(items: ({ id?: string } & Json)[]) {
  return items.map((item) => ({ ...item, id: item.id ?? newId() }));
}
