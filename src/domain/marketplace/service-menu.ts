// The service menu a customer app shows (docs/api-conventions.md#the-service-menu): a company's bookable event types and
// its event type groups, read by the company's id or url_name, without any id known in advance.
import type { ExpressionBuilder } from 'kysely';
import { arrayOf, type DB, jsonRows, prepared, qb } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import type { MarketplaceEventTypeGroupView } from '../event-type-groups/schemas.ts';
import {
  MARKETPLACE_EVENT_TYPE_COLUMNS,
  type MarketplaceEventTypeRow,
  marketplaceEventTypeView,
} from '../event-types/event-type-view.ts';
import type { MarketplaceEventTypeView } from '../event-types/schemas.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { storedImages, storedTranslations } from '../shared/schemas.ts';

export const MENU_EVENT_TYPE_SORT_FIELDS = ['title', 'duration', 'created_at'] as const;
export const MENU_GROUP_SORT_FIELDS = ['order', 'title', 'created_at'] as const;
export const MENU_GROUP_EXPANDABLE = ['event_types'] as const;

export interface MenuEventTypeOptions {
  filter?: { employee?: string; space?: string; group?: string };
  sort?: { field: (typeof MENU_EVENT_TYPE_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

export interface MenuGroupOptions {
  sort?: { field: (typeof MENU_GROUP_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

interface Preference {
  event_type?: string;
  skip?: boolean;
  skip_marketplace?: boolean;
}

/** docs/api-conventions.md#enumerated-values: an employee or space serves every event type unless a preference skips it online. */
function skipsOnline(preferences: unknown, eventTypeId: string): boolean {
  const prefs = Array.isArray(preferences) ? (preferences as Preference[]) : [];
  return prefs.some((p) => p?.event_type === eventTypeId && (p.skip === true || p.skip_marketplace === true));
}

const NEEDS_EMPLOYEE = new Set(['employee', 'employee_and_space']);
const NEEDS_SPACE = new Set(['space', 'employee_and_space']);

type EventType = MarketplaceEventTypeRow;

type MenuSort = { field: string; order?: 'asc' | 'desc' };

/** Prepared once per sort (a handful of shapes), built on first use. */
function bySort<Q>(make: (field: string, order: 'asc' | 'desc') => Q) {
  const made = new Map<string, Q>();
  return (sort: MenuSort | undefined, defaultField: string): Q => {
    const field = sort?.field ?? defaultField;
    const order = sort?.order ?? 'asc';
    const key = `${field} ${order}`;
    let q = made.get(key);
    if (!q) {
      q = make(field, order);
      made.set(key, q);
    }
    return q;
  };
}

/**
 * A marketplace-visible company by id or url_name: its id, its currency and its bookable event
 * types (live, not hidden: what a customer may book online, the view's columns, in the asked
 * order) as one JSON array, in one statement. The menu used to read the company, then its event
 * types: a statement costs the API about 0.1 ms of CPU whatever it reads (issue 15). None of
 * these columns is a timestamp or a numeric, so the JSON rendering gives the same values.
 */
const COMPANY_MENU = bySort((field, order) =>
  prepared((p: { idOrSlug: string }) =>
    qb
      // The company first, as a CTE, and its event types by an uncorrelated `IN`: a subquery over
      // event_types (distributed) correlated with companies (a reference table) is refused by a
      // distributed database ("correlated subqueries are not supported when the FROM clause
      // contains a reference table"); docs/scaling.md, "Statements".
      .with('c', (db) =>
        db
          .selectFrom('companies')
          .select(['id', 'currency_code'])
          .where('marketplace_enabled', '=', true)
          .where('marketplace_visible', '=', true)
          .where((eb) => eb.or([eb('id', '=', p.idOrSlug), eb('url_name', '=', p.idOrSlug)]))
          // A slug that is another company's id: the slug wins, as for the company by slug.
          .orderBy((eb) => eb('url_name', '=', p.idOrSlug), 'desc')
          .limit(1),
      )
      .selectFrom('c')
      .select(['c.id', 'c.currency_code'])
      .select((eb) =>
        jsonRows(
          eb
            .selectFrom('event_types as et')
            .select(MARKETPLACE_EVENT_TYPE_COLUMNS.map((column) => `et.${column}` as const))
            .where('et.company_id', 'in', (sub) => sub.selectFrom('c as menu').select('menu.id'))
            .where('et.deleted_at', 'is', null)
            .where('et.hidden', '=', false)
            .orderBy(`et.${field as (typeof MENU_EVENT_TYPE_SORT_FIELDS)[number]}`, order)
            .orderBy('et.created_at')
            .orderBy('et.id'),
        ).as('event_types'),
      ),
  ),
);

/** One item of a group, in `order` then id (the two arrays below are read in step). */
const items = (g: ExpressionBuilder<DB & { g: DB['event_type_groups'] }, 'g'>) =>
  g
    .selectFrom('event_type_group_items as i')
    // On company_id as well as the group's id: a distributed database joins only so.
    .whereRef('i.company_id', '=', 'g.company_id')
    .whereRef('i.event_type_group_id', '=', 'g.id')
    .orderBy('i.order')
    .orderBy('i.id');

/** A page of groups, each with its items' event types and orders (one statement, not two). */
const GROUPS = bySort((field, order) =>
  prepared((p: { companyId: string; offset: number; limit: number }) =>
    qb
      .selectFrom('event_type_groups as g')
      .selectAll('g')
      .select((eb) => arrayOf(items(eb).select('i.event_type_id')).as('item_event_types'))
      .select((eb) => arrayOf(items(eb).select('i.order')).as('item_orders'))
      .where('g.company_id', '=', p.companyId)
      .orderBy(`g.${field as (typeof MENU_GROUP_SORT_FIELDS)[number]}`, order)
      .orderBy('g.created_at')
      .orderBy('g.id')
      .offset(p.offset)
      .limit(p.limit),
  ),
);

const MENU_EMPLOYEE = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('employees')
    .select('event_type_preferences')
    .where('id', '=', p.id)
    .where('company_id', '=', p.companyId)
    .where('deleted_at', 'is', null)
    .where('marketplace_enabled', '=', true),
);

const MENU_SPACE = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('resources')
    .select(['event_type_preferences', 'marketplace'])
    .where('id', '=', p.id)
    .where('company_id', '=', p.companyId)
    .where('deleted_at', 'is', null),
);

/** A group's members (null when the company has no such group). */
const GROUP_MEMBERS = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('event_type_groups as g')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('event_type_group_items as i')
            .select((ib) => ib.fn.agg<string[]>('array_agg', ['i.event_type_id']).as('ids'))
            .whereRef('i.company_id', '=', 'g.company_id')
            .whereRef('i.event_type_group_id', '=', 'g.id'),
          eb.val<string[]>([]),
        )
        .as('members'),
    )
    .where('g.id', '=', p.id)
    .where('g.company_id', '=', p.companyId),
);

export class ServiceMenu {
  private readonly sql: SqlTx;
  /**
   * Answers reused while nothing they depend on changed (cache/change-cache.ts), keyed by the
   * company as asked (id or slug) and the options. The company's id is known once it is read.
   */
  private readonly menus: ChangeCache<MarketplaceEventTypeView[]>;
  private readonly groupMenus: ChangeCache<MarketplaceEventTypeGroupView[]>;

  constructor(sql: SqlTx, changes?: TableChanges) {
    this.sql = sql;
    this.menus = new ChangeCache(changes, 500);
    this.groupMenus = new ChangeCache(changes, 500);
  }

  /** A marketplace-visible company by id or url_name with its bookable event types (404 otherwise, never a hint). */
  private async company(idOrSlug: string, sort?: MenuSort) {
    const row = await COMPANY_MENU(sort, 'created_at').row(this.sql, { idOrSlug });
    if (!row) throw notFound('company');
    return row;
  }

  /** GET /companies/{company_id}/event_types */
  async eventTypes(idOrSlug: string, options: MenuEventTypeOptions): Promise<MarketplaceEventTypeView[]> {
    return (await this.eventTypesAnswer(idOrSlug, options)).value;
  }

  /** eventTypes as the cache holds it (the route sends its serialization once made). */
  async eventTypesAnswer(
    idOrSlug: string,
    options: MenuEventTypeOptions,
  ): Promise<Memo<MarketplaceEventTypeView[]>> {
    const { filter = {}, sort, page } = options;
    const key = JSON.stringify([
      idOrSlug,
      filter.employee,
      filter.space,
      filter.group,
      sort?.field,
      sort?.order,
      page.offset,
      page.limit,
    ]);
    let companyId: string | undefined;
    return this.menus.answer(
      key,
      async () => {
        const loaded = await this.loadEventTypes(idOrSlug, options);
        companyId = loaded.companyId;
        return loaded.items;
      },
      { dependsOn: () => dependencies(CACHED_READS.serviceMenu, companyId) },
    );
  }

  private async loadEventTypes(idOrSlug: string, { filter = {}, sort, page }: MenuEventTypeOptions) {
    const company = await this.company(idOrSlug, sort);
    let rows: EventType[] = company.event_types;
    if (filter.employee !== undefined) {
      const employee = await MENU_EMPLOYEE.row(this.sql, { id: filter.employee, companyId: company.id });
      if (!employee) throw notFound('employee');
      rows = rows.filter(
        (et) => NEEDS_EMPLOYEE.has(et.service_needs) && !skipsOnline(employee.event_type_preferences, et.id),
      );
    }
    if (filter.space !== undefined) {
      const space = await MENU_SPACE.row(this.sql, { id: filter.space, companyId: company.id });
      if (!space || space.marketplace === false) throw notFound('space');
      rows = rows.filter(
        (et) => NEEDS_SPACE.has(et.service_needs) && !skipsOnline(space.event_type_preferences, et.id),
      );
    }
    if (filter.group !== undefined) {
      const group = await GROUP_MEMBERS.row(this.sql, { id: filter.group, companyId: company.id });
      if (!group) throw notFound('event type group');
      const members = new Set(group.members);
      rows = rows.filter((et) => members.has(et.id));
    }
    return {
      companyId: company.id,
      items: rows
        .slice(page.offset, page.offset + page.limit)
        .map((row) => marketplaceEventTypeView(row, company.currency_code)),
    };
  }

  /** GET /companies/{company_id}/event_type_groups */
  async eventTypeGroups(
    idOrSlug: string,
    options: MenuGroupOptions,
  ): Promise<MarketplaceEventTypeGroupView[]> {
    return (await this.eventTypeGroupsAnswer(idOrSlug, options)).value;
  }

  /** eventTypeGroups as the cache holds it (the route sends its serialization once made). */
  async eventTypeGroupsAnswer(
    idOrSlug: string,
    options: MenuGroupOptions,
  ): Promise<Memo<MarketplaceEventTypeGroupView[]>> {
    const { sort, page, expand = [] } = options;
    const key = JSON.stringify([idOrSlug, sort?.field, sort?.order, page.offset, page.limit, expand]);
    let companyId: string | undefined;
    return this.groupMenus.answer(
      key,
      async () => {
        const loaded = await this.loadEventTypeGroups(idOrSlug, options);
        companyId = loaded.companyId;
        return loaded.items;
      },
      { dependsOn: () => dependencies(CACHED_READS.serviceMenuGroups, companyId) },
    );
  }

  private async loadEventTypeGroups(idOrSlug: string, { sort, page, expand = [] }: MenuGroupOptions) {
    const company = await this.company(idOrSlug);
    const groups = await GROUPS(sort, 'order').rows(this.sql, {
      companyId: company.id,
      offset: page.offset,
      limit: page.limit,
    });
    const byId = new Map<string, EventType>(company.event_types.map((et) => [et.id, et]));
    const inline = expand.includes('event_types');
    const items = groups.map((g) => ({
      id: g.id,
      company: g.company_id,
      parent_event_type_group: g.parent_event_type_group_id,
      title: g.title,
      title_translations: storedTranslations(g.title_translations),
      description: g.description,
      description_translations: storedTranslations(g.description_translations),
      images: storedImages(Array.isArray(g.images) ? g.images : []),
      order: g.order,
      is_default_group: g.is_default_group,
      // Hidden and deleted services are left out: the group lists what can be booked.
      ordered_event_types: g.item_event_types.flatMap((eventTypeId, i) => {
        const et = byId.get(eventTypeId);
        if (!et) return [];
        return [
          {
            order: g.item_orders[i],
            event_type: inline ? marketplaceEventTypeView(et, company.currency_code) : et.id,
          },
        ];
      }),
    }));
    return { companyId: company.id, items: items satisfies MarketplaceEventTypeGroupView[] };
  }
}
