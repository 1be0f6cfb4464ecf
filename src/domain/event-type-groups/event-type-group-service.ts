// Event type groups: the tree of groups a company's menu shows, and the rules of changing it.
// Their SQL is in event-type-group-store.ts, their view in event-type-group-view.ts.
import type { Sql, SqlTx } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { EventTypeService } from '../event-types/event-type-service.ts';
import { liveEventTypeIds } from '../event-types/event-type-store.ts';
import { ApiError, fieldError, notFound } from '../shared/errors.ts';
import { defined } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import {
  clearOtherDefaults,
  deleteGroup,
  findGroup,
  type GroupChanges,
  type GroupRow,
  groupsByIds,
  insertGroup,
  listGroups,
  liveEventTypes,
  parentOf,
  replaceItems,
  updateGroup,
} from './event-type-group-store.ts';
import { eventTypeGroupView } from './event-type-group-view.ts';
import type {
  EVENT_TYPE_GROUP_SORT_FIELDS,
  EventTypeGroupInput,
  EventTypeGroupUnsetField,
  EventTypeGroupView,
} from './schemas.ts';

export class EventTypeGroupService {
  private readonly companies: CompanyService;
  private readonly eventTypes: EventTypeService;
  private readonly sql: Sql;

  constructor(companies: CompanyService, eventTypes: EventTypeService, sql: Sql) {
    this.companies = companies;
    this.eventTypes = eventTypes;
    this.sql = sql;
  }

  private load(caller: HqCaller, id: string): Promise<GroupRow> {
    return reachable(caller, 'event type group', (companies) => findGroup(this.sql, companies, id));
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
    companyOf(caller, companyId);
    return this.views(await listGroups(this.sql, companyId, options.sort, options.page), options.expand);
  }

  async create(caller: HqCaller, input: EventTypeGroupInput, expand: readonly string[] = []) {
    if (!input.company) throw fieldError('company', 'is required');
    const companyId = companyOf(caller, input.company, 'company', 'write');
    const id = await this.sql.transaction(async (tx) => {
      const created = await insertGroup(tx, companyId, await this.changes(tx, companyId, input, null));
      await this.afterWrite(tx, created, companyId, input);
      return created;
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
    await this.sql.transaction(async (tx) => {
      const changes = await this.changes(tx, current.company_id, input, current);
      if (unset.includes('image')) changes.images = [];
      await updateGroup(tx, current.company_id, id, changes);
      await this.afterWrite(tx, id, current.company_id, input);
    });
    return this.get(caller, id, expand);
  }

  async delete(caller: HqCaller, id: string): Promise<void> {
    const current = await this.load(caller, id);
    // Items go with it (cascade); child groups move to the top level.
    await deleteGroup(this.sql, current.company_id, id);
  }

  /** What a create or update writes: the request's fields, its parent checked against cycles. */
  private async changes(
    tx: SqlTx,
    companyId: string,
    input: EventTypeGroupInput,
    current: GroupRow | null,
  ): Promise<GroupChanges> {
    const data: GroupChanges = defined({
      title: input.title,
      title_translations: input.title_translations,
      description: input.description,
      description_translations: input.description_translations,
      images: input.images,
      order: input.order,
      is_default_group: input.is_default_group,
    });
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
          const parent = await parentOf(tx, companyId, cursor);
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
      const found = await liveEventTypeIds(tx, companyId, ids);
      for (const etId of ids) {
        if (!found.includes(etId))
          throw new ApiError(404, 'not_found_error', 'resource_missing', `No such event type: ${etId}.`);
      }
    }
    return data;
  }

  /** Writes the ordered items and keeps a single default group per company. */
  private async afterWrite(tx: SqlTx, id: string, companyId: string, input: EventTypeGroupInput) {
    if (input.event_types !== undefined) await replaceItems(tx, companyId, id, input.event_types);
    if (input.is_default_group === true) await clearOtherDefaults(tx, companyId, id);
  }

  private async views(rows: GroupRow[], expand: readonly string[] = []): Promise<EventTypeGroupView[]> {
    const views = rows.map(eventTypeGroupView);
    // The expanded records are the groups' companies' (docs/scaling.md, "Statements").
    const companyIds = [...new Set(rows.map((r) => r.company_id))];
    if (expand.includes('company')) {
      const full = await this.companies.viewsByIds([...new Set(rows.map((r) => r.company_id))]);
      for (const [i, v] of views.entries()) v.company = full.get(rows[i].company_id) ?? rows[i].company_id;
    }
    if (expand.includes('parent_event_type_group')) {
      const ids = rows.map((r) => r.parent_event_type_group_id).filter((x): x is string => !!x);
      const parents = await groupsByIds(this.sql, companyIds, ids);
      for (const v of views) {
        const p = parents.find((x) => x.id === v.parent_event_type_group);
        if (p) v.parent_event_type_group = eventTypeGroupView(p);
      }
    }
    if (expand.includes('ordered_event_types')) {
      const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.event_type_id)))];
      const found = await liveEventTypes(this.sql, companyIds, ids);
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
