import { prepared, qb, type Row, rows as runRows } from '../../db/kysely.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { ApiError, fieldError, notFound, validationError } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import { textMatchIds } from '../shared/search-store.ts';
import { type GroupWithMembers, groupView, type ResourceView, resourceView } from './resource-view.ts';
import type { EventTypePreference, ResourceFilter, ResourceInput, ResourceType } from './schemas.ts';

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

const CLEARED: Record<ResourceUnsetField, unknown> = {
  resource_group: null,
  name_translations: {},
  description: null,
  description_translations: {},
  image: null,
  reference_id: null,
  booking_interval: null,
  sub_resources: [],
  event_type_preferences: [],
};

export const RESOURCE_EXPANDABLE = ['company', 'sub_resources'] as const;

export const RESOURCE_SORT_FIELDS = [
  'order',
  'name',
  'created_at',
  'updated_at',
  'type',
  'priority',
  'max_capacity',
] as const;

export interface ListOptions {
  search?: string;
  filter?: ResourceFilter;
  sort?: { field: (typeof RESOURCE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

const live = { deleted_at: null } as const;

type SortField = (typeof RESOURCE_SORT_FIELDS)[number];

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

const GROUPS_BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('resource_groups')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);

const GROUP_MEMBERS = prepared((p: { groupIds: string[] }) =>
  qb
    .selectFrom('resources')
    .selectAll()
    .where('resource_group_id', '=', (eb) => eb.fn.any(eb.val(p.groupIds)))
    .where('deleted_at', 'is', null)
    .orderBy('order')
    .orderBy('id'),
);

export class ResourceService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly sql: SqlTx;
  /** HQ lists without filters, reused while the company's resources are unchanged (cache/change-cache.ts). */
  private readonly lists: ChangeCache<ResourceView[]>;

  constructor(
    prisma: PrismaClient,
    companies: CompanyService,
    sql: SqlTx = prismaTxSql(prisma),
    changes?: TableChanges,
  ) {
    this.prisma = prisma;
    this.companies = companies;
    this.sql = sql;
    this.lists = new ChangeCache(changes, 500);
  }

  /** Loads a live resource the caller reaches; anything else is the same 404. */
  private async load(caller: HqCaller, id: string): Promise<Resource> {
    const row = await LIVE_RESOURCE.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('resource');
    return row;
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
    if (!reachesCompany(caller, companyId)) throw notFound('company');
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
    if (!search?.trim() && Object.values(filter).every((v) => v === undefined)) {
      const field = sort?.field ?? 'order';
      const order = sort?.order ?? 'asc';
      const key = `${field} ${order} ${extra.marketplace !== undefined}`;
      let list = UNFILTERED.get(key);
      if (!list) {
        list = unfilteredList(field, order, extra.marketplace !== undefined);
        UNFILTERED.set(key, list);
      }
      const found = await list.rows(this.sql, {
        companyId,
        marketplace: extra.marketplace ?? false,
        offset: page.offset,
        limit: page.limit,
      });
      return this.views(found, expand);
    }
    let query = qb
      .selectFrom('resources')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null);
    if (extra.marketplace !== undefined) query = query.where('marketplace', '=', extra.marketplace);
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
    const idSets: string[][] = [];
    if (filter.ids) idSets.push(filter.ids);
    if (search?.trim()) idSets.push(await textMatchIds(this.sql, 'resources', companyId, search));
    if (idSets.length > 0) {
      const ids = idSets.reduce((a, b) => a.filter((id) => b.includes(id)));
      if (ids.length === 0) return [];
      query = query.where('id', '=', (eb) => eb.fn.any(eb.val(ids)));
    }
    const found = await runRows(
      this.sql,
      query
        .orderBy(sort?.field ?? 'order', sort?.order ?? 'asc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .offset(page.offset)
        .limit(page.limit),
    );
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
    if (!reachesCompany(caller, input.company)) throw notFound('company');
    const companyId = input.company;
    const row = await this.prisma.$transaction(async (tx) => {
      const data = await this.writableData(tx, companyId, input, input.type!, null);
      return tx.resource.create({
        data: { ...data, company_id: companyId } as Prisma.ResourceUncheckedCreateInput,
      });
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
    const current = await this.load(caller, id);
    if (input.id !== undefined && input.id !== id)
      throw fieldError('id', 'must be the id of the path or absent');
    if (input.company !== undefined && input.company !== current.company_id) {
      throw fieldError('company', 'a resource cannot move to another company');
    }
    for (const field of unset) {
      if (input[field] !== undefined) throw fieldError(field, 'cannot be both set and unset');
    }
    const type = input.type ?? (current.type as ResourceType);
    const row = await this.prisma.$transaction(async (tx) => {
      const data: Record<string, unknown> = await this.writableData(
        tx,
        current.company_id,
        input,
        type,
        current,
      );
      for (const field of unset) {
        if (field === 'resource_group') data.resource_group_id = null;
        else data[field] = CLEARED[field] ?? null;
      }
      this.checkCapacities(
        (data.min_capacity as number | undefined) ?? current.min_capacity,
        (data.max_capacity as number | undefined) ?? current.max_capacity,
      );
      if (
        type !== 'table_combination' &&
        ((data.sub_resources as string[] | undefined) ?? current.sub_resources).length > 0 &&
        !unset.includes('sub_resources')
      ) {
        throw fieldError('sub_resources', 'only a table_combination has sub_resources');
      }
      return tx.resource.update({
        where: rowKey(current.company_id, id),
        data: data as Prisma.ResourceUncheckedUpdateInput,
      });
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
    const source = await this.load(caller, id);
    const names = copyNames(source.name, count);
    const copies = await this.prisma.$transaction(async (tx) => {
      // One reorder of a company's resources at a time: concurrent duplicates each shift the rows
      // after their source, and row locks taken in scan order deadlocked or outwaited the
      // transaction timeout (a 500) under load (test/hardening/crash.test.ts).
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`resource-order:${source.company_id}`}))`;
      await tx.resource.updateMany({
        where: { company_id: source.company_id, order: { gt: source.order }, ...live },
        data: { order: { increment: count } },
      });
      const made: Resource[] = [];
      for (let i = 0; i < count; i++) {
        const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...rest } = source;
        made.push(
          await tx.resource.create({
            data: {
              ...rest,
              name: names[i],
              order: source.order + i + 1,
              name_translations: rest.name_translations as Prisma.InputJsonValue,
              description_translations: rest.description_translations as Prisma.InputJsonValue,
              image: (rest.image ?? undefined) as Prisma.InputJsonValue | undefined,
              event_type_preferences: rest.event_type_preferences as Prisma.InputJsonValue,
            },
          }),
        );
      }
      return made;
    });
    return this.views(copies, expand);
  }

  /** Soft delete: bookings keep pointing at it; combinations that held it forget it. */
  async delete(caller: HqCaller, id: string): Promise<void> {
    const row = await this.load(caller, id);
    await this.prisma.$transaction(async (tx) => {
      await tx.resource.update({ where: rowKey(row.company_id, id), data: { deleted_at: new Date() } });
      const combos = await tx.resource.findMany({
        where: { company_id: row.company_id, sub_resources: { has: id }, ...live },
        select: { id: true, sub_resources: true },
      });
      for (const combo of combos) {
        await tx.resource.update({
          where: rowKey(row.company_id, combo.id),
          data: { sub_resources: combo.sub_resources.filter((s) => s !== id) },
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
    tx: Prisma.TransactionClient,
    companyId: string,
    input: ResourceInput,
    type: ResourceType,
    current: Resource | null,
  ): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    const copy = [
      'type',
      'name',
      'name_translations',
      'description',
      'description_translations',
      'priority',
      'image',
      'reference_id',
      'marketplace',
      'available_for_bookings',
      'booking_interval',
      'order',
      'min_capacity',
      'max_capacity',
      'allow_overlapping_bookings',
    ] as const;
    for (const key of copy) if (input[key] !== undefined) data[key] = input[key];
    if (!current)
      this.checkCapacities(
        input.min_capacity ?? 1,
        input.max_capacity ?? Math.max(1, input.min_capacity ?? 1),
      );
    if (!current && input.max_capacity === undefined && (input.min_capacity ?? 1) > 1)
      data.max_capacity = input.min_capacity;
    if (input.resource_group !== undefined) {
      data.resource_group_id = await this.resolveGroup(tx, companyId, input.resource_group);
    }
    if (input.sub_resources !== undefined) {
      if (type !== 'table_combination' && input.sub_resources.length > 0) {
        throw fieldError('sub_resources', 'only a table_combination has sub_resources');
      }
      const unique = [...new Set(input.sub_resources)];
      if (current && unique.includes(current.id))
        throw fieldError('sub_resources', 'cannot contain the resource itself');
      const found = await tx.resource.findMany({
        where: { id: { in: unique }, company_id: companyId, ...live },
        select: { id: true, type: true },
      });
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
      data.sub_resources = unique;
    }
    if (input.event_type_preferences !== undefined) {
      const ids = [...new Set(input.event_type_preferences.map((p) => p.event_type))];
      const found = await tx.eventType.findMany({
        where: { id: { in: ids }, company_id: companyId },
        select: { id: true },
      });
      for (const etId of ids) {
        if (!found.some((f) => f.id === etId)) {
          throw new ApiError(404, 'not_found_error', 'resource_missing', `No such event type: ${etId}.`);
        }
      }
      data.event_type_preferences = input.event_type_preferences.map(normalisePreference);
    }
    return data;
  }

  /**
   * `resource_group` names a group of the same company by id; any other string is taken as a
   * group title, found or created in the company (the API has no separate group operations).
   */
  private async resolveGroup(
    tx: Prisma.TransactionClient,
    companyId: string,
    value: string,
  ): Promise<string> {
    const byId = await tx.resourceGroup.findFirst({ where: { id: value, company_id: companyId } });
    if (byId) return byId.id;
    const byTitle = await tx.resourceGroup.findFirst({ where: { title: value, company_id: companyId } });
    if (byTitle) return byTitle.id;
    const count = await tx.resourceGroup.count({ where: { company_id: companyId } });
    const created = await tx.resourceGroup.create({
      data: { company_id: companyId, title: value, order: count },
    });
    return created.id;
  }

  /** Response objects with their groups (one query each for groups and members) and the asked-for expansions. */
  async views(rows: Resource[], expand: readonly string[] = []): Promise<ResourceView[]> {
    const groupIds = [...new Set(rows.map((r) => r.resource_group_id).filter((g): g is string => !!g))];
    const groups: GroupWithMembers[] = [];
    if (groupIds.length > 0) {
      const [groupRows, members] = await Promise.all([
        GROUPS_BY_IDS.rows(this.sql, { ids: groupIds }),
        GROUP_MEMBERS.rows(this.sql, { groupIds }),
      ]);
      for (const g of groupRows)
        groups.push({ ...g, resources: members.filter((m) => m.resource_group_id === g.id) });
    }
    const views: ResourceView[] = rows.map((row) =>
      resourceView(
        row,
        groups.find((g) => g.id === row.resource_group_id),
      ),
    );
    if (expand.includes('sub_resources')) {
      const subIds = [...new Set(rows.flatMap((r) => r.sub_resources))];
      const subs = subIds.length
        ? await runRows(
            this.sql,
            qb
              .selectFrom('resources')
              .selectAll()
              .where('id', '=', (eb) => eb.fn.any(eb.val(subIds))),
          )
        : [];
      for (const [i, view] of views.entries()) {
        view.sub_resources = rows[i].sub_resources
          .map((sid) => subs.find((s) => s.id === sid))
          .filter((s): s is Resource => !!s)
          .map((s) => resourceView(s));
      }
    }
    if (expand.includes('company')) {
      const companies = await this.companies.viewsByIds([...new Set(rows.map((r) => r.company_id))]);
      for (const [i, view] of views.entries())
        view.company = companies.get(rows[i].company_id) ?? rows[i].company_id;
    }
    return views;
  }
}

type Resource = Row<'resources'>;

const LIVE_RESOURCE = prepared((p: { id: string }) =>
  qb.selectFrom('resources').selectAll().where('id', '=', p.id).where('deleted_at', 'is', null),
);

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
