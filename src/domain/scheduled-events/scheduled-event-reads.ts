// Reads of scheduled events with their tiers on the request path (HQ and marketplace), through
// Kysely: the events in one statement, their tiers in a second, both prepared where the shape
// is fixed.
import { prepared, qb, type Row, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import type { ScheduledEventWithTiers } from './scheduled-event-view.ts';

const TIERS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('scheduled_event_tiers')
    .selectAll()
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
  const tiers = await TIERS.rows(sql, { ids: events.map((e) => e.id) });
  const byEvent = new Map<string, Row<'scheduled_event_tiers'>[]>();
  for (const t of tiers) byEvent.set(t.scheduled_event_id, [...(byEvent.get(t.scheduled_event_id) ?? []), t]);
  return events.map((e) => ({ ...e, tiers: byEvent.get(e.id) ?? [] }));
}

const LIVE = prepared((p: { id: string }) =>
  qb.selectFrom('scheduled_events').selectAll().where('id', '=', p.id).where('deleted_at', 'is', null),
);

/** A live (not deleted) scheduled event with its tiers, of any company. */
export async function liveScheduledEvent(
  sql: SqlTx,
  id: string,
): Promise<ScheduledEventWithTiers | undefined> {
  const row = await LIVE.row(sql, { id });
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
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .selectAll('s')
    .where('s.id', '=', p.id)
    .where('s.deleted_at', 'is', null)
    .where('s.marketplace_visible', '=', true)
    .where('s.ends_at', '>', p.now)
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true),
);
