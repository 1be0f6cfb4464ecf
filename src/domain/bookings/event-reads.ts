// Reading events: by id (a customer's, staff's), lists with filters, and the views with the
// references a caller asks to expand.
import { sql } from 'kysely';
import { jsonRows, prepared, qb, rows as runRows } from '../../db/kysely.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { ownCalendarOf, reachesCompany } from '../auth/caller.ts';
import { customersByIds } from '../customers/customer-store.ts';
import { customerView } from '../customers/customer-view.ts';
import { eventTypeView } from '../event-types/event-type-view.ts';
import { notFound } from '../shared/errors.ts';
import type { BookingContext } from './booking-context.ts';
import type { EventListOptions, EventStatus } from './booking-inputs.ts';
import { type EventRow, eventView } from './event-view.ts';
import { parseStart } from './placement.ts';
import type { EventView } from './schemas.ts';

/**
 * Events with the id of the reservation they were booked from (if any) and their services' prices.
 * The subqueries match on company_id too: a database distributed by company_id joins its tables
 * only on it (docs/scaling.md).
 */
const eventsWithReservation = () =>
  qb
    .selectFrom('events as e')
    .selectAll('e')
    .select((eb) => [
      eb
        .selectFrom('time_slot_reservations as r')
        .select('r.id')
        .whereRef('r.event_id', '=', 'e.id')
        .whereRef('r.company_id', '=', 'e.company_id')
        .as('reservation_id'),
      // Its prepayment (docs/api-conventions.md#customers-paying): the latest one.
      eb
        .selectFrom('payments as pp')
        .select('pp.id')
        .whereRef('pp.event_id', '=', 'e.id')
        .whereRef('pp.company_id', '=', 'e.company_id')
        .where('pp.reason', '=', 'prepayment')
        .orderBy('pp.created_at', 'desc')
        .limit(1)
        .as('payment_id'),
      // Its balance (docs/payments.md#a-bookings-balance): what its prepayments add up to.
      sql<string | null>`(SELECT sum(pb.amount - coalesce(pb.refunded_amount, 0))::text FROM payments pb
        WHERE pb.event_id = e.id AND pb.company_id = e.company_id AND pb.reason = 'prepayment'
          AND pb.status IN ('unsettled', 'settled'))`.as('prepaid'),
      sql<string | null>`(SELECT sum(pb.amount)::text FROM payments pb
        WHERE pb.event_id = e.id AND pb.company_id = e.company_id AND pb.reason = 'prepayment'
          AND pb.status = 'pending')`.as('prepay_pending'),
      jsonRows(
        eb
          .selectFrom('event_services as s')
          .select([
            's.event_type_id',
            's.order',
            's.variation_id',
            // As text: a JSON number would not keep the exact decimal.
            sql<string | null>`s.price::text`.as('price'),
            's.currency',
          ])
          .whereRef('s.event_id', '=', 'e.id')
          .whereRef('s.company_id', '=', 'e.company_id')
          .orderBy('s.order'),
      ).as('services'),
    ]);

const withReservation = <
  R extends {
    reservation_id: string | null;
    payment_id?: string | null;
    prepaid?: string | null;
    prepay_pending?: string | null;
  },
>({
  reservation_id,
  payment_id,
  prepaid,
  prepay_pending,
  ...rest
}: R) => ({
  ...rest,
  time_slot_reservation: reservation_id ? { id: reservation_id } : null,
  payments: payment_id ? [{ id: payment_id }] : [],
  prepayments: { paid: prepaid ?? null, pending: prepay_pending ?? null },
});

const EVENT_BY_ID = prepared((p: { id: string }) => eventsWithReservation().where('e.id', '=', p.id));
/** By its key: a caller who knows the company too (a manage link) reads one company's rows only. */
const EVENT_OF_COMPANY = prepared((p: { companyId: string; id: string }) =>
  eventsWithReservation().where('e.company_id', '=', p.companyId).where('e.id', '=', p.id),
);

const EVENTS_OF_CUSTOMER = prepared((p: { customerId: string }) =>
  eventsWithReservation().where('e.customer_id', '=', p.customerId).orderBy('e.starts_at').orderBy('e.id'),
);

/** Every event linked to a customer record, earliest first (for the customer's data export). */
export async function eventsOfCustomer(ctx: BookingContext, customerId: string): Promise<EventRow[]> {
  return (await EVENTS_OF_CUSTOMER.rows(ctx.sql, { customerId })).map(withReservation);
}

async function loadEvent(ctx: BookingContext, id: string): Promise<EventRow | undefined> {
  const found = await EVENT_BY_ID.row(ctx.sql, { id });
  return found && withReservation(found);
}

export async function view(
  ctx: BookingContext,
  id: string,
  expand: readonly string[] = [],
): Promise<EventView> {
  const found = await loadEvent(ctx, id);
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
  if (expand.includes('employee')) {
    const ids = [...new Set(rows.map((r) => r.employee_id).filter((x): x is string => !!x))];
    const emps = ids.length
      ? await runRows(
          ctx.sql,
          qb
            .selectFrom('employees')
            .selectAll()
            .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
        )
      : [];
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
    const res = ids.length
      ? await runRows(
          ctx.sql,
          qb
            .selectFrom('resources')
            .selectAll()
            .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
        )
      : [];
    const resourceViews = await ctx.resources.views(res);
    const byId = new Map(resourceViews.map((v) => [v.id, v]));
    for (const v of out) if (v.space) v.space = byId.get(v.space as string) ?? v.space;
  }
  if (expand.includes('event_types')) {
    const ids = [...new Set(rows.flatMap((r) => r.event_type_ids))];
    const ets = await runRows(
      ctx.sql,
      qb
        .selectFrom('event_types as t')
        .innerJoin('companies as c', 'c.id', 't.company_id')
        .selectAll('t')
        .select('c.currency_code')
        .where('t.id', '=', (eb) => eb.fn.any(eb.val(ids))),
    );
    const byId = new Map(ets.map((e) => [e.id, eventTypeView(e, e.currency_code)]));
    for (const v of out) v.event_types = (v.event_types as string[]).map((id) => byId.get(id) ?? id);
  }
  if (expand.includes('customer')) {
    // The customer record (docs/api-conventions.md#customers), stats included, as GET /v1/hq/customers/{id} answers it.
    const ids = [...new Set(rows.map((r) => r.customer_id).filter((x): x is string => !!x))];
    const byId = new Map((await customersByIds(ctx.sql, ids)).map((c) => [c.id, customerView(c)]));
    for (const v of out) if (v.customer) v.customer = byId.get(v.customer as string) ?? v.customer;
  }
  if (expand.includes('payment') && ctx.payments) {
    const ids = out.map((v) => v.payment).filter((x): x is string => typeof x === 'string');
    const byId = new Map((ids.length ? await ctx.payments.views(ids) : []).map((p) => [p.id, p]));
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
  const found = await loadEvent(ctx, id);
  if (!found || !reachesCompany(caller, found.company_id)) throw notFound('event');
  // Staff reach the bookings they serve; another's is not theirs to see (docs/roles.md).
  const own = ownCalendarOf(caller, found.company_id);
  if (own !== null && !(await SERVES.row(ctx.sql, { companyId: found.company_id, id, employeeId: own })))
    throw notFound('event');
  return found;
}

/** Whether an employee serves an event: its employee, or the employee of one of its services. */
const servedBy = (employeeId: string) =>
  sql<boolean>`(e.employee_id = ${employeeId} OR EXISTS (SELECT 1 FROM event_services s
    WHERE s.company_id = e.company_id AND s.event_id = e.id AND s.employee_id = ${employeeId}))`;

const SERVES = prepared((p: { companyId: string; id: string; employeeId: string }) =>
  qb
    .selectFrom('events as e')
    .select('e.id')
    .where('e.company_id', '=', p.companyId)
    .where('e.id', '=', p.id)
    .where(servedBy(p.employeeId)),
);

export async function list(
  ctx: BookingContext,
  base:
    | { company_id: string; scheduled_event_id?: string; series_id?: string; served_by?: string | null }
    | { marketplace_user_id: string },
  { filter = {}, sort, page, expand = [] }: EventListOptions,
) {
  const baseCompany = 'company_id' in base ? base.company_id : undefined;
  if (filter.company !== undefined && baseCompany !== undefined && filter.company !== baseCompany) return [];
  let query = eventsWithReservation();
  if ('company_id' in base) {
    query = query.where('e.company_id', '=', base.company_id);
    if (base.scheduled_event_id !== undefined)
      query = query.where('e.scheduled_event_id', '=', base.scheduled_event_id);
    if (base.served_by != null) query = query.where(servedBy(base.served_by));
    if (base.series_id !== undefined) query = query.where('e.series_id', '=', base.series_id);
  } else query = query.where('e.marketplace_user_id', '=', base.marketplace_user_id);
  if (filter.starts_after !== undefined)
    query = query.where(
      'e.starts_at',
      '>=',
      new Date(parseStart(filter.starts_after, 'filter.starts_after')),
    );
  if (filter.starts_before !== undefined)
    query = query.where(
      'e.starts_at',
      '<',
      new Date(parseStart(filter.starts_before, 'filter.starts_before')),
    );
  if (filter.status !== undefined) {
    const statuses = ([] as EventStatus[]).concat(filter.status);
    if (statuses.length === 0) return []; // none of no statuses (SQL has no empty IN list)
    query = query.where('e.status', 'in', statuses);
  }
  if (filter.company !== undefined) query = query.where('e.company_id', '=', filter.company);
  if (filter.employee !== undefined) query = query.where('e.employee_id', '=', filter.employee);
  if (filter.space !== undefined) query = query.where(sql<boolean>`${filter.space} = ANY(e.resource_ids)`);
  if (filter.customer !== undefined) query = query.where('e.customer_id', '=', filter.customer);
  if (filter.marketplace_user !== undefined)
    query = query.where('e.marketplace_user_id', '=', filter.marketplace_user);
  if (filter.email !== undefined) query = query.where(sql<boolean>`lower(e.email) = lower(${filter.email})`);
  if (filter.origin !== undefined) query = query.where('e.origin', '=', filter.origin);
  if (filter.series !== undefined) query = query.where('e.series_id', '=', filter.series);
  const found = await runRows(
    ctx.sql,
    query
      .orderBy(`e.${sort?.field ?? 'starts_at'}`, sort?.order ?? 'asc')
      .orderBy('e.id', 'asc')
      .offset(page.offset)
      .limit(page.limit),
  );
  return views(ctx, found.map(withReservation), expand);
}
