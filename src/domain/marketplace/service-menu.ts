// The service menu a customer app shows (CONTRACT.md 9.1): a company's bookable event types and
// its event type groups, read by the company's id or url_name, without any id known in advance.
import type { EventType, PrismaClient } from '../../generated/prisma/client.ts';
import { MARKETPLACE_VISIBLE } from '../companies/company-service.ts';
import { notFound } from '../errors.ts';
import { marketplaceEventTypeView } from '../event-types/event-type-view.ts';
import type { Json } from '../json.ts';
import type { Page } from '../paging.ts';

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

/** CONTRACT 8: an employee or space serves every event type unless a preference skips it online. */
function skipsOnline(preferences: unknown, eventTypeId: string): boolean {
  const prefs = Array.isArray(preferences) ? (preferences as Preference[]) : [];
  return prefs.some((p) => p?.event_type === eventTypeId && (p.skip === true || p.skip_marketplace === true));
}

const NEEDS_EMPLOYEE = new Set(['employee', 'employee_and_space']);
const NEEDS_SPACE = new Set(['space', 'employee_and_space']);

/** Live, not hidden: what a customer may book online. */
const BOOKABLE = { deleted_at: null, hidden: false } as const;

export class ServiceMenu {
  constructor(private readonly prisma: PrismaClient) {}

  /** A marketplace-visible company by id or url_name (404 otherwise, never a hint). */
  private async company(idOrSlug: string) {
    const row = await this.prisma.company.findFirst({
      where: { ...MARKETPLACE_VISIBLE, OR: [{ id: idOrSlug }, { url_name: idOrSlug }] },
      select: { id: true, currency_code: true },
    });
    if (!row) throw notFound('company');
    return row;
  }

  /** GET /companies/{company_id}/event_types */
  async eventTypes(idOrSlug: string, { filter = {}, sort, page }: MenuEventTypeOptions): Promise<Json[]> {
    const company = await this.company(idOrSlug);
    let rows = await this.prisma.eventType.findMany({
      where: { company_id: company.id, ...BOOKABLE },
      orderBy: [
        { [sort?.field ?? 'created_at']: sort?.order ?? 'asc' },
        { created_at: 'asc' },
        { id: 'asc' },
      ],
    });
    if (filter.employee !== undefined) {
      const employee = await this.prisma.employee.findFirst({
        where: { id: filter.employee, company_id: company.id, deleted_at: null, marketplace_enabled: true },
        select: { event_type_preferences: true },
      });
      if (!employee) throw notFound('employee');
      rows = rows.filter(
        (et) => NEEDS_EMPLOYEE.has(et.service_needs) && !skipsOnline(employee.event_type_preferences, et.id),
      );
    }
    if (filter.space !== undefined) {
      const space = await this.prisma.resource.findFirst({
        where: { id: filter.space, company_id: company.id, deleted_at: null },
        select: { event_type_preferences: true, marketplace: true },
      });
      if (!space || space.marketplace === false) throw notFound('space');
      rows = rows.filter(
        (et) => NEEDS_SPACE.has(et.service_needs) && !skipsOnline(space.event_type_preferences, et.id),
      );
    }
    if (filter.group !== undefined) {
      const group = await this.prisma.eventTypeGroup.findFirst({
        where: { id: filter.group, company_id: company.id },
        select: { items: { select: { event_type_id: true } } },
      });
      if (!group) throw notFound('event type group');
      const members = new Set(group.items.map((i) => i.event_type_id));
      rows = rows.filter((et) => members.has(et.id));
    }
    return rows
      .slice(page.offset, page.offset + page.limit)
      .map((row) => marketplaceEventTypeView(row, company.currency_code));
  }

  /** GET /companies/{company_id}/event_type_groups */
  async eventTypeGroups(idOrSlug: string, { sort, page, expand = [] }: MenuGroupOptions): Promise<Json[]> {
    const company = await this.company(idOrSlug);
    const [groups, bookable] = await Promise.all([
      this.prisma.eventTypeGroup.findMany({
        where: { company_id: company.id },
        include: { items: { orderBy: [{ order: 'asc' }, { id: 'asc' }] } },
        orderBy: [{ [sort?.field ?? 'order']: sort?.order ?? 'asc' }, { created_at: 'asc' }, { id: 'asc' }],
        skip: page.offset,
        take: page.limit,
      }),
      this.prisma.eventType.findMany({ where: { company_id: company.id, ...BOOKABLE } }),
    ]);
    const byId = new Map<string, EventType>(bookable.map((et) => [et.id, et]));
    const inline = expand.includes('event_types');
    return groups.map((g) => ({
      id: g.id,
      company: g.company_id,
      parent_event_type_group: g.parent_event_type_group_id,
      title: g.title,
      title_translations: g.title_translations,
      description: g.description,
      description_translations: g.description_translations,
      images: Array.isArray(g.images) ? g.images : [],
      order: g.order,
      is_default_group: g.is_default_group,
      // Hidden and deleted services are left out: the group lists what can be booked.
      ordered_event_types: g.items.flatMap((item) => {
        const et = byId.get(item.event_type_id);
        if (!et) return [];
        return [
          {
            order: item.order,
            event_type: inline ? marketplaceEventTypeView(et, company.currency_code) : et.id,
          },
        ];
      }),
    }));
  }
}
