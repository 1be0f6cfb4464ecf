// Resources: the rules of creating, changing, duplicating and removing them, and who may (the
// access point). Their SQL is in resource-store.ts, their view in resource-view.ts.
import type { Sql, SqlTx } from '../../db/sql.ts';
import { type Access, companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { textMatchIds } from '../shared/search-store.ts';
import {
  combinationsHolding,
  eventTypeIdsOf,
  findLiveResource,
  groupNamed,
  groupsWithMembers,
  insertResource,
  insertResources,
  listResources,
  liveResourceTypes,
  lockResourceOrder,
  type Resource,
  type ResourceChanges,
  resourcesByIds,
  shiftOrderAfter,
  updateResource,
} from './resource-store.ts';
import { groupView, type ResourceView, resourceView } from './resource-view.ts';
import {
  type EventTypePreference,
  RESOURCE_SORT_FIELDS,
  type ResourceFilter,
  type ResourceInput,
  type ResourceType,
} from './schemas.ts';

/** The `ResourceField` enumeration of `unset`: what clearing each one means. */
export const RESOURCE_UNSET_FIELDS = [
  'resource_group',
  'name_translations',
  'description',
  'description_translations',
  'image',
  'reference_id',
  'booking_interval',
  'sub_resources',
  'event_type_preferences',
] as const;
export type ResourceUnsetField = (typeof RESOURCE_UNSET_FIELDS)[number];

/** What `unset` writes for each field (the group is its id column). */
const CLEARED = {
  resource_group_id: null,
  name_translations: {},
  description: null,
  description_translations: {},
  image: null,
  reference_id: null,
  booking_interval: null,
  sub_resources: [],
  event_type_preferences: [],
} satisfies ResourceChanges;

const column = (field: ResourceUnsetField) => (field === 'resource_group' ? 'resource_group_id' : field);

export const RESOURCE_EXPANDABLE = ['company', 'sub_resources'] as const;

export { RESOURCE_SORT_FIELDS };

export interface ListOptions {
  search?: string;
  filter?: ResourceFilter;
  sort?: { field: (typeof RESOURCE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

export class ResourceService {
  private readonly companies: CompanyService;
  private readonly sql: Sql;
  /** HQ lists without filters, reused while the company's resources are unchanged (cache/change-cache.ts). */
  private readonly lists: ChangeCache<ResourceView[]>;

  constructor(companies: CompanyService, sql: Sql, changes?: TableChanges) {
    this.companies = companies;
    this.sql = sql;
    this.lists = new ChangeCache(changes, 500);
  }

  /** Loads a live resource the caller reaches; anything else is the same 404. */
  private load(caller: HqCaller, id: string, access: Access = 'read'): Promise<Resource> {
    return reachable(caller, 'resource', (companies) => findLiveResource(this.sql, companies, id), access);
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []): Promise<ResourceView> {
    const row = await this.load(caller, id);
    return (await this.views([row], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, options: ListOptions): Promise<ResourceView[]> {
    return (await this.listAnswer(caller, companyId, options)).value;
  }

  /** list as the cache holds it (the route sends its serialization once made). */
  async listAnswer(caller: HqCaller, companyId: string, options: ListOptions): Promise<Memo<ResourceView[]>> {
    companyOf(caller, companyId);
    const { search, filter = {}, sort, page, expand = [] } = options;
    if (search?.trim() || Object.values(filter).some((v) => v !== undefined))
      return { value: await this.listInCompany(companyId, {}, options) };
    // The unfiltered list (what an HQ app shows first, and asks for again and again).
    return this.lists.answer(
      JSON.stringify([companyId, sort?.field, sort?.order, page.offset, page.limit, expand]),
      () => this.listInCompany(companyId, {}, options),
      { dependsOn: dependencies(CACHED_READS.hqResources, companyId) },
    );
  }

  /** Shared by HQ and the marketplace (which asks for marketplace resources only). */
  async listInCompany(
    companyId: string,
    extra: { marketplace?: boolean },
    { search, filter = {}, sort, page, expand = [] }: ListOptions,
  ): Promise<ResourceView[]> {
    const { ids: filterIds, ...columns } = filter;
    const idSets: string[][] = [];
    if (filterIds) idSets.push(filterIds);
    if (search?.trim()) idSets.push(await textMatchIds(this.sql, 'resources', companyId, search));
    const ids = idSets.length > 0 ? idSets.reduce((a, b) => a.filter((id) => b.includes(id))) : undefined;
    const found = await listResources(this.sql, companyId, {
      marketplace: extra.marketplace,
      filter: columns,
      ids,
      sort,
      page,
    });
    return this.views(found, expand);
  }

  async create(
    caller: HqCaller,
    input: ResourceInput,
    expand: readonly string[] = [],
  ): Promise<ResourceView> {
    if (!input.company) throw fieldError('company', 'is required');
    if (!input.type) throw fieldError('type', 'is required');
    if (input.name === undefined) throw fieldError('name', 'is required');
    const companyId = companyOf(caller, input.company, 'company', 'write');
    const type = input.type;
    const row = await this.sql.transaction(async (tx) => {
      const changes = await this.writableData(tx, companyId, input, type, null);
      return insertResource(tx, companyId, { ...changes, type });
    });
    return (await this.views([row], expand))[0];
  }

  async update(
    caller: HqCaller,
    id: string,
    input: ResourceInput,
    unset: readonly ResourceUnsetField[] = [],
    expand: readonly string[] = [],
  ): Promise<ResourceView> {
    const current = await this.load(caller, id, 'write');
    if (input.id !== undefined && input.id !== id)
      throw fieldError('id', 'must be the id of the path or absent');
    if (input.company !== undefined && input.company !== current.company_id) {
      throw fieldError('company', 'a resource cannot move to another company');
    }
    for (const field of unset) {
      if (input[field] !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    const type = input.type ?? current.type;
    const row = await this.sql.transaction(async (tx) => {
      const changes = await this.writableData(tx, current.company_id, input, type, current);
      for (const field of unset) clear(changes, column(field));
      this.checkCapacities(
        changes.min_capacity ?? current.min_capacity,
        changes.max_capacity ?? current.max_capacity,
      );
      if (
        type !== 'table_combination' &&
        (changes.sub_resources ?? current.sub_resources).length > 0 &&
        !unset.includes('sub_resources')
      ) {
        throw fieldError('sub_resources', 'only a table_combination has sub_resources');
      }
      const updated = await updateResource(tx, current.company_id, id, changes);
      if (!updated) throw notFound('resource');
      return updated;
    });
    return (await this.views([row], expand))[0];
  }

  /**
   * N copies of a resource, placed right after it in `order` (later resources move down by N),
   * named after it: "Table 4" gives "Table 5", "Table 6"; "Sofa" gives "Sofa 2", "Sofa 3".
   */
  async duplicate(
    caller: HqCaller,
    id: string,
    count: number,
    expand: readonly string[] = [],
  ): Promise<ResourceView[]> {
    if (!Number.isInteger(count) || count < 1 || count > 50)
      throw fieldError('count', 'must be from 1 to 50');
    const source = await this.load(caller, id, 'write');
    const names = copyNames(source.name, count);
    const copies = await this.sql.transaction(async (tx) => {
      // One reorder of a company's resources at a time (lockResourceOrder says why).
      await lockResourceOrder(tx, source.company_id);
      await shiftOrderAfter(tx, source.company_id, source.order, count);
      const {
        id: _id,
        company_id: _company,
        created_at: _c,
        updated_at: _u,
        deleted_at: _d,
        ...rest
      } = source;
      return insertResources(
        tx,
        source.company_id,
        names.map((name, i) => ({ ...rest, name, order: source.order + i + 1 })),
      );
    });
    return this.views(copies, expand);
  }

  /** Soft delete: bookings keep pointing at it; combinations that held it forget it. */
  async delete(caller: HqCaller, id: string): Promise<void> {
    const row = await this.load(caller, id, 'write');
    await this.sql.transaction(async (tx) => {
      const at = new Date();
      await updateResource(tx, row.company_id, id, { deleted_at: at }, at);
      for (const combo of await combinationsHolding(tx, row.company_id, id)) {
        await updateResource(tx, row.company_id, combo.id, {
          sub_resources: combo.sub_resources.filter((s) => s !== id),
        });
      }
    });
  }

  private checkCapacities(min: number, max: number) {
    if (min > max) {
      throw validationError('min_capacity must not exceed max_capacity.', [
        { field: 'min_capacity', message: `must not exceed max_capacity (${max})` },
      ]);
    }
  }

  /** Turns the request fields into columns, checking every ID it names against the company. */
  private async writableData(
    tx: SqlTx,
    companyId: string,
    input: ResourceInput,
    type: ResourceType,
    current: Resource | null,
  ): Promise<ResourceChanges> {
    const changes: ResourceChanges = {
      type: input.type,
      name: input.name,
      name_translations: input.name_translations,
      description: input.description,
      description_translations: input.description_translations,
      priority: input.priority,
      image: input.image,
      reference_id: input.reference_id,
      marketplace: input.marketplace,
      available_for_bookings: input.available_for_bookings,
      booking_interval: input.booking_interval,
      order: input.order,
      min_capacity: input.min_capacity,
      max_capacity: input.max_capacity,
      allow_overlapping_bookings: input.allow_overlapping_bookings,
    };
    if (!current)
      this.checkCapacities(
        input.min_capacity ?? 1,
        input.max_capacity ?? Math.max(1, input.min_capacity ?? 1),
      );
    if (!current && input.max_capacity === undefined && (input.min_capacity ?? 1) > 1)
      changes.max_capacity = input.min_capacity;
    if (input.resource_group !== undefined) {
      changes.resource_group_id = await groupNamed(tx, companyId, input.resource_group);
    }
    if (input.sub_resources !== undefined) {
      if (type !== 'table_combination' && input.sub_resources.length > 0) {
        throw fieldError('sub_resources', 'only a table_combination has sub_resources');
      }
      const unique = [...new Set(input.sub_resources)];
      if (current && unique.includes(current.id))
        throw fieldError('sub_resources', 'cannot contain the resource itself');
      const found = await liveResourceTypes(tx, companyId, unique);
      for (const subId of unique) {
        const sub = found.find((f) => f.id === subId);
        if (!sub)
          throw new ApiError(
            404,
            'not_found_error',
            'resource_missing',
            `No such resource: sub_resources ${subId}.`,
          );
        if (sub.type !== 'table') throw fieldError('sub_resources', `${subId} is not a table`);
      }
      changes.sub_resources = unique;
    }
    if (input.event_type_preferences !== undefined) {
      const ids = [...new Set(input.event_type_preferences.map((p) => p.event_type))];
      const found = await eventTypeIdsOf(tx, companyId, ids);
      for (const etId of ids) {
        if (!found.includes(etId)) {
          throw new ApiError(404, 'not_found_error', 'resource_missing', `No such event type: ${etId}.`);
        }
      }
      changes.event_type_preferences = input.event_type_preferences.map(normalisePreference);
    }
    return changes;
  }

  /** Response objects with their groups (one query each for groups and members) and the asked-for expansions. */
  async views(rows: Resource[], expand: readonly string[] = []): Promise<ResourceView[]> {
    const companyIds = [...new Set(rows.map((r) => r.company_id))];
    const groupIds = [...new Set(rows.map((r) => r.resource_group_id).filter((g): g is string => !!g))];
    const groups = await groupsWithMembers(this.sql, companyIds, groupIds);
    const views: ResourceView[] = rows.map((row) =>
      resourceView(
        row,
        groups.find((g) => g.id === row.resource_group_id),
      ),
    );
    if (expand.includes('sub_resources')) {
      const subs = await resourcesByIds(this.sql, companyIds, [
        ...new Set(rows.flatMap((r) => r.sub_resources)),
      ]);
      for (const [i, view] of views.entries()) {
        view.sub_resources = rows[i].sub_resources
          .map((sid) => subs.find((s) => s.id === sid))
          .filter((s): s is Resource => !!s)
          .map((s) => resourceView(s));
      }
    }
    if (expand.includes('company')) {
      const companies = await this.companies.viewsByIds(companyIds);
      for (const [i, view] of views.entries())
        view.company = companies.get(rows[i].company_id) ?? rows[i].company_id;
    }
    return views;
  }
}

/** Clears one column as `unset` does (a function of its own so the column's type follows its name). */
function clear<K extends keyof typeof CLEARED>(changes: ResourceChanges, key: K): void {
  changes[key] = CLEARED[key];
}

function normalisePreference(p: EventTypePreference): EventTypePreference {
  return {
    event_type: p.event_type,
    skip: p.skip ?? false,
    skip_calendar: p.skip_calendar ?? false,
    skip_marketplace: p.skip_marketplace ?? false,
    has_custom_duration: p.has_custom_duration ?? !!p.custom_duration,
    ...(p.custom_duration ? { custom_duration: p.custom_duration } : {}),
  };
}

export function copyNames(name: string, count: number): string[] {
  const match = /^(.*?)(\d+)$/.exec(name);
  const base = match ? match[1] : `${name} `;
  const start = match ? Number(match[2]) + 1 : 2;
  return Array.from({ length: count }, (_, i) => `${base}${start + i}`);
}

export { groupView };
