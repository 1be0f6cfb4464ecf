// All of the scheduled events' SQL (docs/data-access.md): the events with their tiers for HQ and
// the marketplace (the events in one statement, their tiers in a second, prepared where the shape
// is fixed), and the writes of HQ's create, update and delete. Every statement after the event
// is found by its URL id names its company (docs/scaling.md, "Statements").
import { prepared, qb, type Row, readsAcross, row, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { BookedGuests, ScheduledEventWithTiers } from './scheduled-event-view.ts';

export const SCHEDULED_EVENTS = tenantTable('scheduled_events', {
  name_translations: 'json',
  description_translations: 'json',
  booking_success_message_translations: 'json',
  location: 'nullable',
  images: 'json',
});

export const TIERS_TABLE = tenantTable('scheduled_event_tiers', {
  name_translations: 'json',
  description_translations: 'json',
  variations: 'json',
  payment_settings: 'nullable',
  confirmation_message_translations: 'json',
  booking_questions: 'json',
});

export type ScheduledEventChanges = TenantChanges<'scheduled_events'>;
export type TierValues = TenantInsert<'scheduled_event_tiers'>;
export type TierChanges = TenantChanges<'scheduled_event_tiers'>;

// The events' tiers, named by the events' companies as well (docs/scaling.md).
const TIERS = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('scheduled_event_tiers')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('scheduled_event_id', '=', (eb) => eb.fn.any(eb.val(p.ids)))
    .orderBy('order')
    .orderBy('id'),
);

/** The events with their tiers (in tier order), the events' order kept. */
export async function withTiers(
  sql: SqlTx,
  events: Row<'scheduled_events'>[],
): Promise<ScheduledEventWithTiers[]> {
  if (events.length === 0) return [];
  const tiers = await TIERS.rows(sql, {
    companyIds: [...new Set(events.map((e) => e.company_id))],
    ids: events.map((e) => e.id),
  });
  const byEvent = new Map<string, Row<'scheduled_event_tiers'>[]>();
  for (const t of tiers) byEvent.set(t.scheduled_event_id, [...(byEvent.get(t.scheduled_event_id) ?? []), t]);
  return events.map((e) => ({ ...e, tiers: byEvent.get(e.id) ?? [] }));
}

const LIVE = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('scheduled_events')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/** A live (not deleted) scheduled event with its tiers, among the companies named. */
export async function liveScheduledEvent(
  sql: SqlTx,
  companyIds: string[],
  id: string,
): Promise<ScheduledEventWithTiers | undefined> {
  const row = await LIVE.row(sql, { companyIds, id });
  return row ? (await withTiers(sql, [row]))[0] : undefined;
}

export interface ScheduledEventQuery {
  companyId: string;
  startsFrom?: Date;
  startsTo?: Date;
  marketplaceVisible?: boolean;
  /** Only the events that end after this instant. */
  endsAfter?: Date;
  sort: { field: 'starts_at' | 'ends_at' | 'name' | 'created_at' | 'updated_at'; order: 'asc' | 'desc' };
  page: Page;
}

/** A company's live scheduled events, filtered, sorted and paged (filters vary: built per request). */
export async function listScheduledEvents(
  sql: SqlTx,
  q: ScheduledEventQuery,
): Promise<ScheduledEventWithTiers[]> {
  let query = qb
    .selectFrom('scheduled_events')
    .selectAll()
    .where('company_id', '=', q.companyId)
    .where('deleted_at', 'is', null);
  if (q.startsFrom) query = query.where('starts_at', '>=', q.startsFrom);
  if (q.startsTo) query = query.where('starts_at', '<', q.startsTo);
  if (q.marketplaceVisible !== undefined)
    query = query.where('marketplace_visible', '=', q.marketplaceVisible);
  if (q.endsAfter) query = query.where('ends_at', '>', q.endsAfter);
  const events = await runRows(
    sql,
    query
      .orderBy(q.sort.field, q.sort.order)
      .orderBy('created_at')
      .orderBy('id')
      .offset(q.page.offset)
      .limit(q.page.limit),
  );
  return withTiers(sql, events);
}

/** A marketplace-visible company by id or url_name (the slug wins over another company's id). */
export const MARKETPLACE_COMPANY = prepared((p: { idOrSlug: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('marketplace_enabled', '=', true)
    .where('marketplace_visible', '=', true)
    .where((eb) => eb.or([eb('id', '=', p.idOrSlug), eb('url_name', '=', p.idOrSlug)]))
    .orderBy((eb) => eb('url_name', '=', p.idOrSlug), 'desc')
    .limit(1),
);

/** A class customers may see: live, marketplace-visible, not ended, in a visible company. */
export const MARKETPLACE_CLASS = prepared((p: { id: string; now: Date }) =>
  qb
    .selectFrom('scheduled_events as s')
    .modifyFront(readsAcross('marketplace-id'))
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .selectAll('s')
    .where('s.id', '=', p.id)
    .where('s.deleted_at', 'is', null)
    .where('s.marketplace_visible', '=', true)
    .where('s.ends_at', '>', p.now)
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true),
);

/** A company's live scheduled event with its tiers (after it was found, or inside a write). */
export async function scheduledEventOf(
  db: SqlTx,
  companyId: string,
  id: string,
): Promise<ScheduledEventWithTiers | undefined> {
  const found = await row(
    db,
    qb.selectFrom('scheduled_events').selectAll().where('company_id', '=', companyId).where('id', '=', id),
  );
  return found ? (await withTiers(db, [found]))[0] : undefined;
}

/**
 * Seats taken per tier (the booking transaction's counter), the tier rows locked until commit. By
 * the class's company as well: a distributed database routes a row lock only to one company's node.
 */
export async function lockedBookedGuests(
  db: SqlTx,
  companyId: string,
  tierIds: string[],
): Promise<BookedGuests> {
  if (tierIds.length === 0) return new Map();
  const locked = await runRows(
    db,
    qb
      .selectFrom('scheduled_event_tiers')
      .select(['id', 'booked_guests'])
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(tierIds)))
      .orderBy('id')
      .forUpdate(),
  );
  return new Map(locked.map((t) => [t.id, t.booked_guests]));
}

/** A booking of one of these tiers, if any (a tier with bookings cannot be removed). */
export async function tierWithBookings(
  db: SqlTx,
  companyId: string,
  tierIds: string[],
): Promise<string | undefined> {
  const found = await row(
    db,
    qb
      .selectFrom('events')
      .select('tier_id')
      .where('company_id', '=', companyId)
      .where('tier_id', '=', (eb) => eb.fn.any(eb.val(tierIds)))
      .limit(1),
  );
  return found?.tier_id ?? undefined;
}

export async function deleteTiers(db: SqlTx, companyId: string, tierIds: string[]): Promise<void> {
  if (tierIds.length === 0) return;
  await runRows(
    db,
    qb
      .deleteFrom('scheduled_event_tiers')
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(tierIds))),
  );
}

/** The seats booked move with their class: a booking shows the class's time. */
export async function moveSeats(
  db: SqlTx,
  companyId: string,
  scheduledEventId: string,
  times: { starts_at?: Date; ends_at?: Date },
): Promise<void> {
  await runRows(
    db,
    qb
      .updateTable('events')
      .set({ ...times, updated_at: new Date() })
      .where('company_id', '=', companyId)
      .where('scheduled_event_id', '=', scheduledEventId),
  );
}

/** Whether the class has a booking still to happen (confirmed or unconfirmed). */
export async function hasLiveBooking(
  db: SqlTx,
  companyId: string,
  scheduledEventId: string,
): Promise<boolean> {
  const found = await row(
    db,
    qb
      .selectFrom('events')
      .select('id')
      .where('company_id', '=', companyId)
      .where('scheduled_event_id', '=', scheduledEventId)
      .where('status', 'in', ['confirmed', 'unconfirmed'])
      .limit(1),
  );
  return found !== undefined;
}

/** The company's currency (the default of a new tier's). */
export async function companyCurrency(db: SqlTx, companyId: string): Promise<string> {
  const found = await row(db, qb.selectFrom('companies').select('currency_code').where('id', '=', companyId));
  if (!found) throw new Error(`company ${companyId} vanished`);
  return found.currency_code;
}
