// All of the resources area's SQL (docs/data-access.md): Kysely over the tables' generated types,
// run on the SqlTx it is given (a pool, or the transaction a service opened).
import { sql } from 'kysely';
import { prepared, qb, type Row, readsAcross, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { GroupWithMembers } from './resource-view.ts';
import type { RESOURCE_SORT_FIELDS, ResourceFilter, ResourceType } from './schemas.ts';

export type Resource = Row<'resources'>;
/** The columns a resource write sets (never its keys or timestamps). */
export type ResourceChanges = TenantChanges<'resources'>;

const RESOURCES = tenantTable('resources', {
  name_translations: 'json',
  description_translations: 'json',
  image: 'nullable',
  event_type_preferences: 'json',
});
const GROUPS = tenantTable('resource_groups', {});

type SortField = (typeof RESOURCE_SORT_FIELDS)[number];

const LIVE_RESOURCE = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('resources')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/** A live resource by id among the companies named (the caller's, checked on the row). */
export const findLiveResource = (db: SqlTx, companyIds: string[], id: string) =>
  LIVE_RESOURCE.row(db, { companyIds, id });

/**
 * A marketplace resource of a marketplace-visible company: what a customer may see (spaces,
 * tables and table combinations alike).
 */
const SPACE = prepared((p: { id: string }) =>
  qb
    .selectFrom('resources as r')
    .modifyFront(readsAcross('marketplace-id'))
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .selectAll('r')
    .where('r.id', '=', p.id)
    .where('r.marketplace', '=', true)
    .where('r.deleted_at', 'is', null)
    .where('c.marketplace_enabled', '=', true)
    .where('c.marketplace_visible', '=', true),
);

export const findMarketplaceSpace = (db: SqlTx, id: string) => SPACE.row(db, { id });

/**
 * A company's live resources without filters, in one order: by far the most asked-for list, so
 * prepared once per order (and per marketplace flag) instead of built and compiled per request,
 * which cost more CPU than running the statement (issue 15).
 */
const UNFILTERED = new Map<string, ReturnType<typeof unfilteredList>>();
function unfilteredList(field: SortField, order: 'asc' | 'desc', byMarketplace: boolean) {
  return prepared((p: { companyId: string; marketplace: boolean; offset: number; limit: number }) => {
    let query = qb
      .selectFrom('resources')
      .selectAll()
      .where('company_id', '=', p.companyId)
      .where('deleted_at', 'is', null);
    if (byMarketplace) query = query.where('marketplace', '=', p.marketplace);
    return query
      .orderBy(field, order)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .offset(p.offset)
      .limit(p.limit);
  });
}

export interface ResourceQuery {
  /** Only marketplace resources (true) or only others (false); undefined: both. */
  marketplace?: boolean;
  filter: Omit<ResourceFilter, 'ids'>;
  /** Only these ids (the filter's ids and the search's matches, intersected). */
  ids?: string[];
  sort?: { field: SortField; order?: 'asc' | 'desc' };
  page: Page;
}

/** A page of a company's live resources matching the query, in its order (then created_at, then id). */
export async function listResources(db: SqlTx, companyId: string, q: ResourceQuery): Promise<Resource[]> {
  const field = q.sort?.field ?? 'order';
  const order = q.sort?.order ?? 'asc';
  const { filter } = q;
  if (q.ids === undefined && Object.values(filter).every((v) => v === undefined)) {
    const key = `${field} ${order} ${q.marketplace !== undefined}`;
    let list = UNFILTERED.get(key);
    if (!list) {
      list = unfilteredList(field, order, q.marketplace !== undefined);
      UNFILTERED.set(key, list);
    }
    return list.rows(db, {
      companyId,
      marketplace: q.marketplace ?? false,
      offset: q.page.offset,
      limit: q.page.limit,
    });
  }
  let query = qb
    .selectFrom('resources')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null);
  if (q.marketplace !== undefined) query = query.where('marketplace', '=', q.marketplace);
  if (filter.type !== undefined) {
    const types = ([] as ResourceType[]).concat(filter.type);
    if (types.length === 0) return []; // none of no types (SQL has no empty IN list)
    query = query.where('type', 'in', types);
  }
  if (filter.marketplace !== undefined) query = query.where('marketplace', '=', filter.marketplace);
  if (filter.available_for_bookings !== undefined)
    query = query.where('available_for_bookings', '=', filter.available_for_bookings);
  if (filter.resource_group !== undefined)
    query = query.where('resource_group_id', '=', filter.resource_group);
  if (filter.priority !== undefined) query = query.where('priority', '=', filter.priority);
  if (filter.min_capacity !== undefined) query = query.where('max_capacity', '>=', filter.min_capacity);
  const ids = q.ids;
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id', '=', (eb) => eb.fn.any(eb.val(ids)));
  }
  return rows(
    db,
    query
      .orderBy(field, order)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .offset(q.page.offset)
      .limit(q.page.limit),
  );
}

// The groups and members of rows already read: named by their companies too (docs/scaling.md).
const GROUPS_BY_IDS = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('resource_groups')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

const GROUP_MEMBERS = prepared((p: { companyIds: string[]; groupIds: string[] }) =>
  qb
    .selectFrom('resources')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('resource_group_id', '=', (eb) => eb.fn.any(eb.val(p.groupIds)))
    .where('deleted_at', 'is', null)
    .orderBy('order')
    .orderBy('id'),
);

/**
 * The groups by id with their live members in order (one statement each for groups and members),
 * of these companies.
 */
export async function groupsWithMembers(
  db: SqlTx,
  companyIds: string[],
  groupIds: string[],
): Promise<GroupWithMembers[]> {
  if (groupIds.length === 0) return [];
  const [groups, members] = await Promise.all([
    GROUPS_BY_IDS.rows(db, { companyIds, ids: groupIds }),
    GROUP_MEMBERS.rows(db, { companyIds, groupIds }),
  ]);
  return groups.map((g) => ({ ...g, resources: members.filter((m) => m.resource_group_id === g.id) }));
}

/** Resources of these companies by id, removed or not (a combination's tables, as it names them). */
export async function resourcesByIds(db: SqlTx, companyIds: string[], ids: string[]): Promise<Resource[]> {
  if (ids.length === 0) return [];
  return rows(
    db,
    qb
      .selectFrom('resources')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
}

/** The live resources of the company among these ids, with their type. */
export async function liveResourceTypes(db: SqlTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return rows(
    db,
    qb
      .selectFrom('resources')
      .select(['id', 'type'])
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null),
  );
}

/** Which of these ids are event types of the company (removed ones too, as before). */
export async function eventTypeIdsOf(db: SqlTx, companyId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom('event_types')
      .select('id')
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('company_id', '=', companyId),
  );
  return found.map((r) => r.id);
}

/**
 * The company's resource group named by `value`: by id, else by title, else a new group with
 * that title placed last (the API has no separate group operations).
 */
export async function groupNamed(
  db: SqlTx,
  companyId: string,
  value: string,
  at = new Date(),
): Promise<string> {
  const byId = await row(
    db,
    qb
      .selectFrom('resource_groups')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', value)
      .limit(1),
  );
  if (byId) return byId.id;
  const byTitle = await row(
    db,
    qb
      .selectFrom('resource_groups')
      .select('id')
      .where('company_id', '=', companyId)
      .where('title', '=', value)
      .limit(1),
  );
  if (byTitle) return byTitle.id;
  const count = await row(
    db,
    qb
      .selectFrom('resource_groups')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', companyId),
  );
  return (await GROUPS.insert(db, companyId, { title: value, order: count?.n ?? 0 }, at)).id;
}

export const insertResource = (
  db: SqlTx,
  companyId: string,
  values: TenantInsert<'resources'>,
  at = new Date(),
) => RESOURCES.insert(db, companyId, values, at);

export const insertResources = (
  db: SqlTx,
  companyId: string,
  values: TenantInsert<'resources'>[],
  at = new Date(),
) => RESOURCES.insertMany(db, companyId, values, at);

export const updateResource = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: ResourceChanges,
  at = new Date(),
) => RESOURCES.update(db, companyId, id, changes, at);

/**
 * Holds the company's resource-order lock until the transaction ends: concurrent duplicates each
 * shift the rows after their source, and row locks taken in scan order deadlocked or outwaited
 * the transaction timeout (a 500) under load (test/hardening/crash.test.ts).
 */
export async function lockResourceOrder(tx: SqlTx, companyId: string): Promise<void> {
  await rows(
    tx,
    qb.selectNoFrom(
      sql<string>`pg_advisory_xact_lock(hashtext(${`resource-order:${companyId}`}::text))`.as('locked'),
    ),
  );
}

/** Moves the company's live resources after `order` down by `count` places. */
export async function shiftOrderAfter(
  tx: SqlTx,
  companyId: string,
  order: number,
  count: number,
  at = new Date(),
): Promise<void> {
  await rows(
    tx,
    qb
      .updateTable('resources')
      .set((eb) => ({ order: eb('order', '+', count), updated_at: at }))
      .where('company_id', '=', companyId)
      .where('order', '>', order)
      .where('deleted_at', 'is', null),
  );
}

/** The company's live table combinations that hold this resource. */
export async function combinationsHolding(tx: SqlTx, companyId: string, id: string) {
  return rows(
    tx,
    qb
      .selectFrom('resources')
      .select(['id', 'sub_resources'])
      .where('company_id', '=', companyId)
      .where((eb) => eb(eb.val(id), '=', eb.fn.any('sub_resources')))
      .where('deleted_at', 'is', null),
  );
}
