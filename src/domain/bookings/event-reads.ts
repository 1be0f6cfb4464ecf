// Reading events: by id (a customer's, staff's), lists with filters, and the views with the
// references a caller asks to expand.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { reachesCompany } from '../auth/caller.ts';
import { notFound } from '../errors.ts';
import { eventTypeView } from '../event-types/event-type-view.ts';
import type { Json } from '../json.ts';
import type { BookingContext } from './booking-context.ts';
import type { EventListOptions, EventStatus } from './booking-inputs.ts';
import { EVENT_INCLUDE, type EventRow, eventView } from './event-view.ts';
import { parseStart } from './placement.ts';

const withReservation = EVENT_INCLUDE;

export async function view(ctx: BookingContext, id: string, expand: readonly string[] = []): Promise<Json> {
  const row = await ctx.prisma.event.findUnique({ where: { id }, include: withReservation });
  if (!row) throw notFound('event');
  return (await views(ctx, [row], expand))[0];
}

export async function views(
  ctx: BookingContext,
  rows: EventRow[],
  expand: readonly string[] = [],
): Promise<Json[]> {
  const out = rows.map(eventView);
  if (expand.length === 0 || rows.length === 0) return out;
  if (expand.includes('employee')) {
    const ids = [...new Set(rows.map((r) => r.employee_id).filter((x): x is string => !!x))];
    const emps = await ctx.prisma.employee.findMany({ where: { id: { in: ids } } });
    const byId = new Map(
      emps.map((e) => [
        e.id,
        {
          id: e.id,
          company: e.company_id,
          name: e.name,
          description: e.description,
          image: e.image ?? null,
          order: e.order,
        },
      ]),
    );
    for (const v of out) if (v.employee) v.employee = byId.get(v.employee as string) ?? v.employee;
  }
  if (expand.includes('space')) {
    const ids = [...new Set(rows.map((r) => r.space_id).filter((x): x is string => !!x))];
    const res = await ctx.prisma.resource.findMany({ where: { id: { in: ids } } });
    const resourceViews = await ctx.resources.views(res);
    const byId = new Map(resourceViews.map((v) => [v.id, v]));
    for (const v of out) if (v.space) v.space = byId.get(v.space as string) ?? v.space;
  }
  if (expand.includes('event_types')) {
    const ids = [...new Set(rows.flatMap((r) => r.event_type_ids))];
    const ets = await ctx.prisma.eventType.findMany({
      where: { id: { in: ids } },
      include: { company: { select: { currency_code: true } } },
    });
    const byId = new Map(ets.map((e) => [e.id, eventTypeView(e, e.company.currency_code)]));
    for (const v of out) v.event_types = (v.event_types as string[]).map((id) => byId.get(id) ?? id);
  }
  return out;
}

/** Marketplace: a guest's event by its unguessable id; an account's event only with its token. */
export async function loadForCustomer(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  id: string,
): Promise<EventRow> {
  const row = await ctx.prisma.event.findUnique({ where: { id }, include: withReservation });
  if (!row || (row.marketplace_user_id && row.marketplace_user_id !== caller?.userId))
    throw notFound('event');
  return row;
}

export async function loadForStaff(ctx: BookingContext, caller: HqCaller, id: string): Promise<EventRow> {
  const row = await ctx.prisma.event.findUnique({ where: { id }, include: withReservation });
  if (!row || !reachesCompany(caller, row.company_id)) throw notFound('event');
  return row;
}

export async function list(
  ctx: BookingContext,
  base: Prisma.EventWhereInput,
  { filter = {}, sort, page, expand = [] }: EventListOptions,
) {
  const where: Prisma.EventWhereInput = { ...base };
  const starts: Prisma.DateTimeFilter = {};
  if (filter.starts_after !== undefined)
    starts.gte = new Date(parseStart(filter.starts_after, 'filter.starts_after'));
  if (filter.starts_before !== undefined)
    starts.lt = new Date(parseStart(filter.starts_before, 'filter.starts_before'));
  if (Object.keys(starts).length > 0) where.starts_at = starts;
  if (filter.status !== undefined) where.status = { in: ([] as EventStatus[]).concat(filter.status) };
  if (filter.company !== undefined) where.company_id = base.company_id ?? filter.company;
  if (filter.company !== undefined && base.company_id && filter.company !== base.company_id) return [];
  if (filter.employee !== undefined) where.employee_id = filter.employee;
  if (filter.space !== undefined) where.resource_ids = { has: filter.space };
  if (filter.customer !== undefined) where.customer_id = filter.customer;
  if (filter.marketplace_user !== undefined) where.marketplace_user_id = filter.marketplace_user;
  if (filter.email !== undefined) where.email = { equals: filter.email, mode: 'insensitive' };
  if (filter.origin !== undefined) where.origin = filter.origin;
  const rows = await ctx.prisma.event.findMany({
    where,
    include: withReservation,
    orderBy: [{ [sort?.field ?? 'starts_at']: sort?.order ?? 'asc' }, { id: 'asc' }],
    skip: page.offset,
    take: page.limit,
  });
  return views(ctx, rows, expand);
}
