// The service menu a customer app shows (docs/api-conventions.md#the-service-menu): a company's bookable event types and
// its event type groups, read by the company's id or url_name, without any id known in advance.
import type { SqlTx } from '../../db/sql.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import type { MarketplaceEventTypeGroupView } from '../event-type-groups/schemas.ts';
import { type MarketplaceEventTypeRow, marketplaceEventTypeView } from '../event-types/event-type-view.ts';
import type { MarketplaceEventTypeView } from '../event-types/schemas.ts';
import type { Memo } from '../shared/answer-cache.ts';
import { notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import {
  groupMembers,
  type MenuSort,
  menuCompany,
  menuEmployee,
  menuGroups,
  menuSpace,
} from './marketplace-store.ts';
import { marketplaceGroupView } from './marketplace-view.ts';
import type { MENU_EVENT_TYPE_SORT_FIELDS, MENU_GROUP_SORT_FIELDS } from './schemas.ts';

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
    const row = await menuCompany(this.sql, idOrSlug, sort);
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
      const employee = await menuEmployee(this.sql, company.id, filter.employee);
      if (!employee) throw notFound('employee');
      rows = rows.filter(
        (et) => NEEDS_EMPLOYEE.has(et.service_needs) && !skipsOnline(employee.event_type_preferences, et.id),
      );
    }
    if (filter.space !== undefined) {
      const space = await menuSpace(this.sql, company.id, filter.space);
      if (!space || space.marketplace === false) throw notFound('space');
      rows = rows.filter(
        (et) => NEEDS_SPACE.has(et.service_needs) && !skipsOnline(space.event_type_preferences, et.id),
      );
    }
    if (filter.group !== undefined) {
      const members = await groupMembers(this.sql, company.id, filter.group);
      if (!members) throw notFound('event type group');
      const memberIds = new Set(members);
      rows = rows.filter((et) => memberIds.has(et.id));
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
    const groups = await menuGroups(this.sql, company.id, sort, page);
    const bookable = new Map<string, EventType>(company.event_types.map((et) => [et.id, et]));
    const inline = expand.includes('event_types');
    const items = groups.map((g) => marketplaceGroupView(g, bookable, company.currency_code, inline));
    return { companyId: company.id, items };
  }
}
