// All of the event types' SQL (docs/data-access.md): Kysely over the tables' generated types, run
// on the SqlTx it is given (a pool, or the transaction a service opened).
import { prepared, qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { EVENT_TYPE_SORT_FIELDS } from './schemas.ts';

export type EventType = Row<'event_types'>;
/** The columns an event type write sets (never its keys or timestamps). */
export type EventTypeChanges = TenantChanges<'event_types'>;

const EVENT_TYPES = tenantTable('event_types', {
  title_translations: 'json',
  description_translations: 'json',
  images: 'json',
  variations: 'json',
  price_ranges: 'json',
  connections: 'json',
  payments: 'nullable',
});

const LIVE = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('event_types')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);
const CURRENCIES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'currency_code'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
// An expansion's categories, named by the companies of the event types read first (docs/scaling.md).
const CATEGORIES = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('event_type_categories')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
const CATEGORY_GROUPS = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('event_type_category_groups')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

/** A live event type by id alone (the caller's company is checked on the row). */
/**
 * Which of these ids are live event types of the company (an employee's preferences, a group's
 * items name them).
 */
export async function liveEventTypeIds(db: SqlTx, companyId: string, ids: string[]): Promise<string[]> {
  const found = await rows(
    db,
    qb
      .selectFrom('event_types')
      .select('id')
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null),
  );
  return found.map((r) => r.id);
}

export const findLiveEventType = (db: SqlTx, companyIds: string[], id: string) =>
  LIVE.row(db, { companyIds, id });

/** A page of a company's live event types, in the asked order (then created_at, then id). */
export function listEventTypes(
  db: SqlTx,
  companyId: string,
  sort: { field: (typeof EVENT_TYPE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' } | undefined,
  page: Page,
): Promise<EventType[]> {
  return rows(
    db,
    qb
      .selectFrom('event_types')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .orderBy(sort?.field ?? 'created_at', sort?.order ?? 'asc')
      .orderBy('created_at')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit),
  );
}

/** The currencies of these companies. */
export const currenciesOf = async (db: SqlTx, companyIds: string[]) =>
  companyIds.length ? CURRENCIES.rows(db, { ids: companyIds }) : [];

export const categoriesByIds = async (db: SqlTx, companyIds: string[], ids: string[]) =>
  ids.length ? CATEGORIES.rows(db, { companyIds, ids }) : [];

export const categoryGroupsByIds = async (db: SqlTx, companyIds: string[], ids: string[]) =>
  ids.length ? CATEGORY_GROUPS.rows(db, { companyIds, ids }) : [];

/** Whether the company has this event type category (or category group). */
export async function hasCategory(
  db: SqlTx,
  table: 'event_type_categories' | 'event_type_category_groups',
  companyId: string,
  id: string,
): Promise<boolean> {
  const found = await row(
    db,
    qb.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', '=', id).limit(1),
  );
  return found !== undefined;
}

/** The company a VAT belongs to (null: a country's rate), or undefined when there is no such VAT. */
export const vatOwner = (db: SqlTx, vatId: string) =>
  row(db, qb.selectFrom('vats').select('company_id').where('id', '=', vatId));

export const insertEventType = (
  db: SqlTx,
  companyId: string,
  values: TenantInsert<'event_types'>,
  at = new Date(),
) => EVENT_TYPES.insert(db, companyId, values, at);

export const updateEventType = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: EventTypeChanges,
  at = new Date(),
) => EVENT_TYPES.update(db, companyId, id, changes, at);

/** Takes the event type out of every group of the company. */
export async function leaveGroups(tx: SqlTx, companyId: string, id: string): Promise<void> {
  await rows(
    tx,
    qb
      .deleteFrom('event_type_group_items')
      .where('company_id', '=', companyId)
      .where('event_type_id', '=', id),
  );
}
