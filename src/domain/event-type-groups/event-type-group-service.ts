import { prepared, qb, type Row, rows as runRows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { EventTypeService } from '../event-types/event-type-service.ts';
import { ApiError, fieldError, notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import { storedImages, storedTranslations } from '../shared/schemas.ts';
import type { EventTypeGroupInput, EventTypeGroupView } from './schemas.ts';

/** `EventTypeGroupFields` of `unset`. */
export const EVENT_TYPE_GROUP_UNSET_FIELDS = ['image'] as const;
export type EventTypeGroupUnsetField = (typeof EVENT_TYPE_GROUP_UNSET_FIELDS)[number];
export const EVENT_TYPE_GROUP_EXPANDABLE = [
  'company',
  'parent_event_type_group',
  'ordered_event_types',
] as const;
export const EVENT_TYPE_GROUP_SORT_FIELDS = ['order', 'title', 'created_at', 'updated_at'] as const;

/** A group with its items in order (from Kysely or Prisma: the same columns). */
type GroupRow = Row<'event_type_groups'> & { items: Row<'event_type_group_items'>[] };

const GROUP = prepared((p: { id: string }) =>
  qb.selectFrom('event_type_groups').selectAll().where('id', '=', p.id),
);
const GROUPS_BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('event_type_groups')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
const ITEMS = prepared((p: { groupIds: string[] }) =>
  qb
    .selectFrom('event_type_group_items')
    .selectAll()
    .where('event_type_group_id', '=', (eb) => eb.fn.any(eb.val(p.groupIds)))
    .orderBy('order')
    .orderBy('id'),
);
const LIVE_EVENT_TYPES = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('event_types')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids)))
    .where('deleted_at', 'is', null),
);

/** The groups with their items (a second statement), the groups' order kept. */
async function withItemsOf(db: SqlTx, groups: Row<'event_type_groups'>[]): Promise<GroupRow[]> {
  if (groups.length === 0) return [];
  const items = await ITEMS.rows(db, { groupIds: groups.map((g) => g.id) });
  return groups.map((g) => ({ ...g, items: items.filter((i) => i.event_type_group_id === g.id) }));
}

export function eventTypeGroupView(row: GroupRow): EventTypeGroupView {
  return {
    id: row.id,
    company: row.company_id,
    parent_event_type_group: row.parent_event_type_group_id,
    title: row.title,
    title_translations: storedTranslations(row.title_translations),
    description: row.description,
    description_translations: storedTranslations(row.description_translations),
    images: storedImages(Array.isArray(row.images) ? row.images : []),
    order: row.order,
    is_default_group: row.is_default_group,
    ordered_event_types: row.items.map((item) => ({ order: item.order, event_type: item.event_type_id })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export class EventTypeGroupService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly eventTypes: EventTypeService;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, companies: CompanyService, eventTypes: EventTypeService, sql: SqlTx) {
    this.prisma = prisma;
    this.companies = companies;
    this.eventTypes = eventTypes;
    this.sql = sql;
  }

  private async load(caller: HqCaller, id: string): Promise<GroupRow> {
    const row = await GROUP.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('event type group');
    return (await withItemsOf(this.sql, [row]))[0];
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  async list(
    caller: HqCaller,
    companyId: string,
    options: {
      sort?: { field: (typeof EVENT_TYPE_GROUP_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
      page: Page;
      expand?: readonly string[];
    },
  ) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const groups = await runRows(
      this.sql,
      qb
        .selectFrom('event_type_groups')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy(options.sort?.field ?? 'order', options.sort?.order ?? 'asc')
        .orderBy('created_at')
        .orderBy('id')
        .offset(options.page.offset)
        .limit(options.page.limit),
    );
    return this.views(await withItemsOf(this.sql, groups), options.expand);
  }

  async create(caller: HqCaller, input: EventTypeGroupInput, expand: readonly string[] = []) {
    if (!input.company) throw fieldError('company', 'is required');
    if (!reachesCompany(caller, input.company)) throw notFound('company');
    const companyId = input.company;
    const id = await this.prisma.$transaction(async (tx) => {
      const data = await this.writableData(tx, companyId, input, null);
      const row = await tx.eventTypeGroup.create({
        data: { ...data, company_id: companyId } as Prisma.EventTypeGroupUncheckedCreateInput,
      });
      await this.afterWrite(tx, row.id, companyId, input);
      return row.id;
    });
    return this.get(caller, id, expand);
  }

  async update(
    caller: HqCaller,
    id: string,
    input: EventTypeGroupInput,
    unset: readonly EventTypeGroupUnsetField[] = [],
    expand: readonly string[] = [],
  ) {
    const current = await this.load(caller, id);
    if (input.company !== undefined && input.company !== current.company_id)
      throw fieldError('company', 'a group cannot move to another company');
    if (unset.includes('image') && input.images !== undefined)
      throw fieldError('images', 'cannot be both set and unset (image)');
    await this.prisma.$transaction(async (tx) => {
      const data = await this.writableData(tx, current.company_id, input, current);
      if (unset.includes('image')) data.images = [];
      await tx.eventTypeGroup.update({
        where: rowKey(current.company_id, id),
        data: data as Prisma.EventTypeGroupUncheckedUpdateInput,
      });
      await this.afterWrite(tx, id, current.company_id, input);
    });
    return this.get(caller, id, expand);
  }

  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id);
    // Items go with it (cascade); child groups move to the top level (SetNull).
    await this.prisma.eventTypeGroup.delete({ where: rowKey(current.company_id, id) });
  }

  private async writableData(
    tx: Prisma.TransactionClient,
    companyId: string,
    input: EventTypeGroupInput,
    current: GroupRow | null,
  ): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    const copy = [
      'title',
      'title_translations',
      'description',
      'description_translations',
      'images',
      'order',
      'is_default_group',
    ] as const;
    for (const key of copy) if (input[key] !== undefined) data[key] = input[key];
    const parentId = input.parent_event_type_group;
    if (parentId !== undefined) {
      if (parentId !== null) {
        if (current && parentId === current.id)
          throw fieldError('parent_event_type_group', 'cannot be the group itself');
        // Walk up from the new parent: meeting this group again would close a cycle.
        let cursor: string | null = parentId;
        const seen = new Set<string>();
        while (cursor && !seen.has(cursor)) {
          seen.add(cursor);
          const parent: { company_id: string; parent_event_type_group_id: string | null } | null =
            await tx.eventTypeGroup.findUnique({
              where: rowKey(companyId, cursor),
              select: { company_id: true, parent_event_type_group_id: true },
            });
          if (!parent || parent.company_id !== companyId) {
            if (cursor === parentId) throw notFound(`event type group ${parentId}`);
            break;
          }
          if (current && parent.parent_event_type_group_id === current.id)
            throw fieldError('parent_event_type_group', 'would make the groups a cycle (it is a descendant)');
          cursor = parent.parent_event_type_group_id;
        }
      }
      data.parent_event_type_group_id = parentId;
    }
    if (input.event_types !== undefined) {
      const ids = input.event_types;
      if (new Set(ids).size !== ids.length) throw fieldError('event_types', 'must not repeat an event type');
      const found = await tx.eventType.findMany({
        where: { id: { in: ids }, company_id: companyId, deleted_at: null },
        select: { id: true },
      });
      for (const etId of ids) {
        if (!found.some((f) => f.id === etId))
          throw new ApiError(404, 'not_found_error', 'resource_missing', `No such event type: ${etId}.`);
      }
    }
    return data;
  }

  /** Writes the ordered items and keeps a single default group per company. */
  private async afterWrite(
    tx: Prisma.TransactionClient,
    id: string,
    companyId: string,
    input: EventTypeGroupInput,
  ) {
    if (input.event_types !== undefined) {
      await tx.eventTypeGroupItem.deleteMany({ where: { event_type_group_id: id } });
      await tx.eventTypeGroupItem.createMany({
        data: input.event_types.map((eventTypeId, order) => ({
          company_id: companyId,
          event_type_group_id: id,
          event_type_id: eventTypeId,
          order,
        })),
      });
    }
    if (input.is_default_group === true) {
      await tx.eventTypeGroup.updateMany({
        where: { company_id: companyId, is_default_group: true, NOT: { id } },
        data: { is_default_group: false },
      });
    }
  }

  private async views(rows: GroupRow[], expand: readonly string[] = []): Promise<EventTypeGroupView[]> {
    const views = rows.map(eventTypeGroupView);
    if (expand.includes('company')) {
      const full = await this.companies.viewsByIds([...new Set(rows.map((r) => r.company_id))]);
      for (const [i, v] of views.entries()) v.company = full.get(rows[i].company_id) ?? rows[i].company_id;
    }
    if (expand.includes('parent_event_type_group')) {
      const ids = rows.map((r) => r.parent_event_type_group_id).filter((x): x is string => !!x);
      const parents = ids.length
        ? await withItemsOf(this.sql, await GROUPS_BY_IDS.rows(this.sql, { ids }))
        : [];
      for (const v of views) {
        const p = parents.find((x) => x.id === v.parent_event_type_group);
        if (p) v.parent_event_type_group = eventTypeGroupView(p);
      }
    }
    if (expand.includes('ordered_event_types')) {
      const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.event_type_id)))];
      const found = ids.length ? await LIVE_EVENT_TYPES.rows(this.sql, { ids }) : [];
      const full = await this.eventTypes.views(found);
      for (const v of views) {
        v.ordered_event_types = (v.ordered_event_types as { order: number; event_type: string }[]).map(
          (item) => ({
            order: item.order,
            event_type: full.find((e) => e.id === item.event_type) ?? item.event_type,
          }),
        );
      }
    }
    return views;
  }
}
