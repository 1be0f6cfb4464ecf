// All of the event type groups' SQL (docs/data-access.md): Kysely typed from the schema.
import { prepared, qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, tenantTable } from '../shared/tenant-store.ts';
import type { EVENT_TYPE_GROUP_SORT_FIELDS } from './schemas.ts';

/** A group with its items in order. */
export type GroupRow = Row<'event_type_groups'> & { items: Row<'event_type_group_items'>[] };

const GROUP = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('event_type_groups')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);
const GROUPS_BY_IDS = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('event_type_groups')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
const ITEMS = prepared((p: { companyIds: string[]; groupIds: string[] }) =>
  qb
    .selectFrom('event_type_group_items')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('event_type_group_id', '=', (eb) => eb.fn.any(eb.val(p.groupIds)))
    .orderBy('order')
    .orderBy('id'),
);
const LIVE_EVENT_TYPES = prepared((p: { companyIds: string[]; ids: string[] }) =>
  qb
    .selectFrom('event_types')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids)))
    .where('deleted_at', 'is', null),
);

/** The groups with their items (a second statement), the groups' order kept. */
async function withItemsOf(db: SqlTx, groups: Row<'event_type_groups'>[]): Promise<GroupRow[]> {
  if (groups.length === 0) return [];
  const items = await ITEMS.rows(db, {
    companyIds: [...new Set(groups.map((g) => g.company_id))],
    groupIds: groups.map((g) => g.id),
  });
  return groups.map((g) => ({ ...g, items: items.filter((i) => i.event_type_group_id === g.id) }));
}

/** A group with its items, by id among the companies named (the caller's, checked on the row). */
export async function findGroup(db: SqlTx, companyIds: string[], id: string): Promise<GroupRow | undefined> {
  const found = await GROUP.row(db, { companyIds, id });
  return found && (await withItemsOf(db, [found]))[0];
}

/** Groups by id among the companies named (those of the records expanding them). */
export async function groupsByIds(db: SqlTx, companyIds: string[], ids: string[]): Promise<GroupRow[]> {
  return ids.length ? withItemsOf(db, await GROUPS_BY_IDS.rows(db, { companyIds, ids })) : [];
}

/** A page of a company's groups with their items. */
export async function listGroups(
  db: SqlTx,
  companyId: string,
  sort: { field: (typeof EVENT_TYPE_GROUP_SORT_FIELDS)[number]; order?: 'asc' | 'desc' } | undefined,
  page: Page,
): Promise<GroupRow[]> {
  const groups = await rows(
    db,
    qb
      .selectFrom('event_type_groups')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy(sort?.field ?? 'order', sort?.order ?? 'asc')
      .orderBy('created_at')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit),
  );
  return withItemsOf(db, groups);
}

/** Live event types by id (for the groups' expanded items). */
export const liveEventTypes = async (db: SqlTx, companyIds: string[], ids: string[]) =>
  ids.length ? LIVE_EVENT_TYPES.rows(db, { companyIds, ids }) : [];

/** A group's parent link, for walking up the tree. */
export const parentOf = (db: SqlTx, companyId: string, id: string) =>
  row(
    db,
    qb
      .selectFrom('event_type_groups')
      .select(['company_id', 'parent_event_type_group_id'])
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );

/** The columns a group write sets (never its keys or timestamps). */
export type GroupChanges = TenantChanges<'event_type_groups'>;

const GROUPS = tenantTable('event_type_groups', {
  title_translations: 'json',
  description_translations: 'json',
  images: 'json',
});

export async function insertGroup(db: SqlTx, companyId: string, changes: GroupChanges, at = new Date()) {
  return (await GROUPS.insert(db, companyId, changes, at)).id;
}

export async function updateGroup(
  db: SqlTx,
  companyId: string,
  id: string,
  changes: GroupChanges,
  at = new Date(),
) {
  await GROUPS.update(db, companyId, id, changes, at);
}

/**
 * Deletes a group: its items go with it (cascade), its child groups move to the top here, with
 * their updated_at stamped (the database's own clearing of the reference on delete, a trigger on
 * one PostgreSQL and on Citus alike, leaves updated_at as it was: docs/scaling.md, "Keys that
 * clear their reference").
 */
export async function deleteGroup(db: SqlTx, companyId: string, id: string, at = new Date()) {
  await rows(
    db,
    qb
      .updateTable('event_type_groups')
      .set({ parent_event_type_group_id: null, updated_at: at })
      .where('company_id', '=', companyId)
      .where('parent_event_type_group_id', '=', id),
  );
  await GROUPS.remove(db, companyId, id);
}

/** Replaces a group's items by these event types, in this order. */
export async function replaceItems(
  db: SqlTx,
  companyId: string,
  groupId: string,
  eventTypeIds: string[],
  at = new Date(),
) {
  await rows(
    db,
    qb
      .deleteFrom('event_type_group_items')
      .where('company_id', '=', companyId)
      .where('event_type_group_id', '=', groupId),
  );
  if (eventTypeIds.length === 0) return;
  await rows(
    db,
    qb.insertInto('event_type_group_items').values(
      eventTypeIds.map((eventTypeId, order) => ({
        id: newId(),
        company_id: companyId,
        event_type_group_id: groupId,
        event_type_id: eventTypeId,
        order,
        created_at: at,
      })),
    ),
  );
}

/** Makes every other group of the company not the default. */
export async function clearOtherDefaults(db: SqlTx, companyId: string, id: string, at = new Date()) {
  await rows(
    db,
    qb
      .updateTable('event_type_groups')
      .set({ is_default_group: false, updated_at: at })
      .where('company_id', '=', companyId)
      .where('is_default_group', '=', true)
      .where('id', '!=', id),
  );
}
