// Reading events: by id (a customer's, staff's), lists with filters, and the views with the
// references a caller asks to expand. The statements are event-store.ts's.

import { reachable } from '../auth/access.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { ownCalendarOf } from '../auth/caller.ts';
import { customersByIds } from '../customers/customer-store.ts';
import { customerView } from '../customers/customer-view.ts';
import { eventTypeView } from '../event-types/event-type-view.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import type { EventListOptions, EventStatus } from './booking-inputs.ts';
import {
  EVENT_BY_ID,
  EVENT_IN_COMPANIES,
  EVENT_OF_COMPANY,
  EVENTS_OF_CUSTOMER,
  type EventListBase,
  employeesIn,
  eventSortKey,
  eventTypesIn,
  listEvents,
  resourcesIn,
  SERVES,
  withReservation,
} from './event-store.ts';
import { type EventRow, eventView } from './event-view.ts';
import { parseStart } from './placement.ts';
import type { EventView } from './schemas.ts';

/** Every event linked to a company's customer record, earliest first (for the customer's data export). */
export async function eventsOfCustomer(
  ctx: BookingContext,
  companyId: string,
  customerId: string,
): Promise<EventRow[]> {
  return (await EVENTS_OF_CUSTOMER.rows(ctx.sql, { companyId, customerId })).map(withReservation);
}

async function loadEvent(ctx: BookingContext, id: string): Promise<EventRow | undefined> {
  const found = await EVENT_BY_ID.row(ctx.sql, { id });
  return found && withReservation(found);
}

/** An event of a company as the API shows it (after a write, whose company is known). */
export async function view(
  ctx: BookingContext,
  companyId: string,
  id: string,
  expand: readonly string[] = [],
): Promise<EventView> {
  const found = await loadOfCompany(ctx, companyId, id);
  if (!found) throw notFound('event');
  return (await views(ctx, [found], expand))[0];
}

export async function views(
  ctx: BookingContext,
  rows: EventRow[],
  expand: readonly string[] = [],
): Promise<EventView[]> {
  const out = rows.map(eventView);
  if (expand.length === 0 || rows.length === 0) return out;
  // Each expansion's rows are named by the events' companies too (docs/scaling.md).
  const companyIds = [...new Set(rows.map((r) => r.company_id))];
  if (expand.includes('employee')) {
    const ids = [...new Set(rows.map((r) => r.employee_id).filter((x): x is string => !!x))];
    const emps = ids.length ? await employeesIn(ctx.sql, companyIds, ids) : [];
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
    const res = ids.length ? await resourcesIn(ctx.sql, companyIds, ids) : [];
    const resourceViews = await ctx.resources.views(res);
    const byId = new Map(resourceViews.map((v) => [v.id, v]));
    for (const v of out) if (v.space) v.space = byId.get(v.space as string) ?? v.space;
  }
  if (expand.includes('event_types')) {
    const ids = [...new Set(rows.flatMap((r) => r.event_type_ids))];
    const ets = await eventTypesIn(ctx.sql, companyIds, ids);
    const byId = new Map(ets.map((e) => [e.id, eventTypeView(e, e.currency_code)]));
    for (const v of out) v.event_types = (v.event_types as string[]).map((id) => byId.get(id) ?? id);
  }
  if (expand.includes('customer')) {
    // The customer record (docs/api-conventions.md#customers), stats included, as GET /v1/hq/customers/{id} answers it.
    const ids = [...new Set(rows.map((r) => r.customer_id).filter((x): x is string => !!x))];
    const byId = new Map(
      (await customersByIds(ctx.sql, ids, { companies: companyIds })).map((c) => [c.id, customerView(c)]),
    );
    for (const v of out) if (v.customer) v.customer = byId.get(v.customer as string) ?? v.customer;
  }
  if (expand.includes('payment') && ctx.payments) {
    const ids = out.map((v) => v.payment).filter((x): x is string => typeof x === 'string');
    const byId = new Map((ids.length ? await ctx.payments.views(companyIds, ids) : []).map((p) => [p.id, p]));
    for (const v of out) if (typeof v.payment === 'string') v.payment = byId.get(v.payment) ?? v.payment;
  }
  return out;
}

/** Marketplace: a guest's event by its unguessable id; an account's event only with its token. */
export async function loadForCustomer(
  ctx: BookingContext,
  caller: CustomerCaller | undefined,
  id: string,
): Promise<EventRow> {
  const found = await loadEvent(ctx, id);
  if (!found || (found.marketplace_user_id && found.marketplace_user_id !== caller?.userId))
    throw notFound('event');
  return found;
}

/** An event of the company, or undefined (a manage link names both). */
export async function loadOfCompany(
  ctx: BookingContext,
  companyId: string,
  id: string,
): Promise<EventRow | undefined> {
  const found = await EVENT_OF_COMPANY.row(ctx.sql, { companyId, id });
  return found && withReservation(found);
}

export async function loadForStaff(ctx: BookingContext, caller: HqCaller, id: string): Promise<EventRow> {
  const found = await reachable(caller, 'event', async (companyIds) => {
    const loaded = await EVENT_IN_COMPANIES.row(ctx.sql, { companyIds, id });
    return loaded && withReservation(loaded);
  });
  // Staff reach the bookings they serve; another's is not theirs to see (docs/roles.md).
  const own = ownCalendarOf(caller, found.company_id);
  if (own !== null && !(await SERVES.row(ctx.sql, { companyId: found.company_id, id, employeeId: own })))
    throw notFound('event');
  return found;
}

export async function list(
  ctx: BookingContext,
  base: EventListBase,
  { filter = {}, sort, page, expand = [] }: EventListOptions,
) {
  const baseCompany = 'company_id' in base ? base.company_id : undefined;
  if (filter.company !== undefined && baseCompany !== undefined && filter.company !== baseCompany) return [];
  // Checked in the order the list always checked them: the dates, the statuses, the cursor.
  const startsAfter =
    filter.starts_after === undefined
      ? undefined
      : new Date(parseStart(filter.starts_after, 'filter.starts_after'));
  const startsBefore =
    filter.starts_before === undefined
      ? undefined
      : new Date(parseStart(filter.starts_before, 'filter.starts_before'));
  let statuses: EventStatus[] | undefined;
  if (filter.status !== undefined) {
    statuses = ([] as EventStatus[]).concat(filter.status);
    if (statuses.length === 0) return []; // none of no statuses (SQL has no empty IN list)
  }
  const cursor =
    page.startingAfter === undefined ? undefined : await cursorAfter(ctx, base, sort, page.startingAfter);
  const found = await listEvents(ctx.sql, base, {
    filter,
    startsAfter,
    startsBefore,
    statuses,
    sort,
    cursor,
    offset: page.offset,
    limit: page.limit,
  });
  return views(ctx, found.map(withReservation), expand);
}

/**
 * `pagination.starting_after` (docs/api-conventions.md#pagination): the events after the cursor
 * event in the list's order (the sort field, ascending or descending, then id ascending), as a
 * condition the sort field's index starts its range scan at, so that a page deep in the list
 * reads what the first page reads (an offset reads and drops every row before it). The cursor's
 * key is read as text and compared as timestamptz in SQL: the database's own value, with no
 * Date conversion (time zone, precision) between the two statements.
 * A cursor that is not an event of the list's company (or customer) is a 400.
 */
async function cursorAfter(
  ctx: BookingContext,
  base: EventListBase,
  sort: EventListOptions['sort'],
  cursorId: string,
) {
  const key = await eventSortKey(ctx.sql, base, sort?.field ?? 'starts_at', cursorId);
  if (key === undefined)
    throw fieldError(
      'pagination.starting_after',
      'is not the id of an event in this list (unknown or of another company)',
    );
  return { key, id: cursorId };
}
