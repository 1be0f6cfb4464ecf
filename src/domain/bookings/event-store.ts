// The booking area's event reads (event-reads.ts; docs/data-access.md): an event with its
// reservation, prepayment and services, by id or key; the references a view expands; the event
// list with its filters and keyset cursor. Typed from the schema; each constrains company_id
// where the company is known (docs/scaling.md).
import { sql } from 'kysely';
import { jsonRows, prepared, qb, readsAcross, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { EventFilter, EventListOptions, EventStatus } from './booking-inputs.ts';

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
      // An occurrence of a series paid up front counts its part of the series' one payment
      // (payment_shares: what of it was not given back once paid; all of it while unpaid).
      sql<string | null>`(SELECT sum(part)::text FROM (
          SELECT pb.amount - coalesce(pb.refunded_amount, 0) AS part FROM payments pb
           WHERE pb.event_id = e.id AND pb.company_id = e.company_id AND pb.reason = 'prepayment'
             AND pb.status IN ('unsettled', 'settled')
          UNION ALL
          SELECT ps.amount - coalesce(ps.refunded, 0) FROM payment_shares ps
            JOIN payments pp ON pp.company_id = ps.company_id AND pp.id = ps.payment_id
           WHERE ps.event_id = e.id AND ps.company_id = e.company_id AND pp.status IN ('unsettled', 'settled')
        ) parts)`.as('prepaid'),
      sql<string | null>`(SELECT sum(part)::text FROM (
          SELECT pb.amount AS part FROM payments pb
           WHERE pb.event_id = e.id AND pb.company_id = e.company_id AND pb.reason = 'prepayment'
             AND pb.status = 'pending'
          UNION ALL
          SELECT ps.amount FROM payment_shares ps
            JOIN payments pp ON pp.company_id = ps.company_id AND pp.id = ps.payment_id
           WHERE ps.event_id = e.id AND ps.company_id = e.company_id AND pp.status = 'pending'
             AND ps.returned_at IS NULL
        ) parts)`.as('prepay_pending'),
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
            // who serves it when (a visit's segments each their own, docs/bookings.md#visits)
            's.employee_id',
            's.resource_id',
            's.starts_at',
            's.ends_at',
          ])
          .whereRef('s.event_id', '=', 'e.id')
          .whereRef('s.company_id', '=', 'e.company_id')
          .orderBy('s.order'),
      ).as('services'),
    ]);

export const withReservation = <
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

/**
 * By its id alone: a marketplace booking's URL names no company, and the id is unguessable (the
 * row's company and account are checked after): a read of every node of a distributed database.
 */
export const EVENT_BY_ID = prepared((p: { id: string }) =>
  eventsWithReservation().modifyFront(readsAcross('marketplace-id')).where('e.id', '=', p.id),
);
/** By its id among the companies named: a staff caller's (docs/scaling.md, "Statements"). */
export const EVENT_IN_COMPANIES = prepared((p: { companyIds: string[]; id: string }) =>
  eventsWithReservation()
    .where('e.company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('e.id', '=', p.id),
);
/** By its key: a caller who knows the company too (a manage link) reads one company's rows only. */
export const EVENT_OF_COMPANY = prepared((p: { companyId: string; id: string }) =>
  eventsWithReservation().where('e.company_id', '=', p.companyId).where('e.id', '=', p.id),
);

/** A company's customer record's events (a customer record is of one company). */
export const EVENTS_OF_CUSTOMER = prepared((p: { companyId: string; customerId: string }) =>
  eventsWithReservation()
    .where('e.company_id', '=', p.companyId)
    .where('e.customer_id', '=', p.customerId)
    .orderBy('e.starts_at')
    .orderBy('e.id'),
);

/** Whether an employee serves an event: its employee, or the employee of one of its services. */
const servedBy = (employeeId: string) =>
  sql<boolean>`(e.employee_id = ${employeeId} OR EXISTS (SELECT 1 FROM event_services s
    WHERE s.company_id = e.company_id AND s.event_id = e.id AND s.employee_id = ${employeeId}))`;

export const SERVES = prepared((p: { companyId: string; id: string; employeeId: string }) =>
  qb
    .selectFrom('events as e')
    .select('e.id')
    .where('e.company_id', '=', p.companyId)
    .where('e.id', '=', p.id)
    .where(servedBy(p.employeeId)),
);

/** Whom an event list is of: a company's (a class's, a series', an employee's) or an account's. */
export type EventListBase =
  | { company_id: string; scheduled_event_id?: string; series_id?: string; served_by?: string | null }
  | { marketplace_user_id: string };

/** The companies' employees among `ids`. */
export const employeesIn = (db: SqlTx, companyIds: string[], ids: string[]) =>
  rows(
    db,
    qb
      .selectFrom('employees')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );

/** The companies' resources among `ids`. */
export const resourcesIn = (db: SqlTx, companyIds: string[], ids: string[]) =>
  rows(
    db,
    qb
      .selectFrom('resources')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );

/** The companies' event types among `ids`, each with its company's currency. */
export const eventTypesIn = (db: SqlTx, companyIds: string[], ids: string[]) =>
  rows(
    db,
    qb
      .selectFrom('event_types as t')
      .innerJoin('companies as c', 'c.id', 't.company_id')
      .selectAll('t')
      .select('c.currency_code')
      .where('t.company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('t.id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );

type SortField = NonNullable<EventListOptions['sort']>['field'];

/**
 * The cursor event's sort key, read as text (the database's own value, with no Date conversion
 * between the two statements), or undefined when the id is not an event of the list.
 */
export async function eventSortKey(db: SqlTx, base: EventListBase, field: SortField, cursorId: string) {
  const key = sql.ref(`e.${field}`);
  let lookup = qb
    .selectFrom('events as e')
    .select(sql<string>`${key}::text`.as('key'))
    .where('e.id', '=', cursorId);
  lookup =
    'company_id' in base
      ? lookup.where('e.company_id', '=', base.company_id)
      : lookup
          .modifyFront(readsAcross('marketplace-user'))
          .where('e.marketplace_user_id', '=', base.marketplace_user_id);
  const [cursor] = await rows(db, lookup.limit(1));
  return cursor?.key;
}

/** What an event list asks for, its inputs already checked (event-reads.ts list). */
export interface EventListQuery {
  filter: EventFilter;
  startsAfter?: Date;
  startsBefore?: Date;
  statuses?: EventStatus[];
  sort: EventListOptions['sort'];
  /** The cursor event's sort key (eventSortKey) and id: the page starts after it. */
  cursor?: { key: string; id: string };
  offset: number;
  limit: number;
}

/** An event list page, in the list's order (the sort field, then id ascending). */
export async function listEvents(db: SqlTx, base: EventListBase, q: EventListQuery) {
  const { filter, sort } = q;
  let query = eventsWithReservation();
  if ('company_id' in base) {
    query = query.where('e.company_id', '=', base.company_id);
    if (base.scheduled_event_id !== undefined)
      query = query.where('e.scheduled_event_id', '=', base.scheduled_event_id);
    if (base.served_by != null) query = query.where(servedBy(base.served_by));
    if (base.series_id !== undefined) query = query.where('e.series_id', '=', base.series_id);
  }
  // A marketplace customer's own bookings, with every company they booked with.
  else
    query = query
      .modifyFront(readsAcross('marketplace-user'))
      .where('e.marketplace_user_id', '=', base.marketplace_user_id);
  if (q.startsAfter !== undefined) query = query.where('e.starts_at', '>=', q.startsAfter);
  if (q.startsBefore !== undefined) query = query.where('e.starts_at', '<', q.startsBefore);
  if (q.statuses !== undefined) query = query.where('e.status', 'in', q.statuses);
  if (filter.company !== undefined) query = query.where('e.company_id', '=', filter.company);
  if (filter.employee !== undefined) query = query.where('e.employee_id', '=', filter.employee);
  if (filter.space !== undefined) query = query.where(sql<boolean>`${filter.space} = ANY(e.resource_ids)`);
  if (filter.customer !== undefined) query = query.where('e.customer_id', '=', filter.customer);
  if (filter.marketplace_user !== undefined)
    query = query.where('e.marketplace_user_id', '=', filter.marketplace_user);
  if (filter.email !== undefined) query = query.where(sql<boolean>`lower(e.email) = lower(${filter.email})`);
  if (filter.origin !== undefined) query = query.where('e.origin', '=', filter.origin);
  if (filter.series !== undefined) query = query.where('e.series_id', '=', filter.series);
  if (q.cursor !== undefined) {
    // `pagination.starting_after` (docs/api-conventions.md#pagination): a condition the sort
    // field's index starts its range scan at. Ties on the sort field go by id ascending in both
    // orders (as the offset pages).
    const key = sql.ref(`e.${sort?.field ?? 'starts_at'}`);
    const at = sql`${q.cursor.key}::timestamptz`;
    const id = q.cursor.id;
    query = query.where(
      sort?.order === 'desc'
        ? sql<boolean>`(${key} <= ${at} AND (${key} < ${at} OR e.id > ${id}))`
        : sql<boolean>`(${key} >= ${at} AND (${key} > ${at} OR e.id > ${id}))`,
    );
  }
  return rows(
    db,
    query
      .orderBy(`e.${sort?.field ?? 'starts_at'}`, sort?.order ?? 'asc')
      .orderBy('e.id', 'asc')
      .offset(q.offset)
      .limit(q.limit),
    // Named, NOT PLAN_PER_CALL (src/db/sql.ts). Planned with a large company's values,
    // PostgreSQL walked the global index on starts_at filtering on company_id (it took the
    // company's rows for spread over time; a busy company's are all ahead): 180-345 ms a page at
    // a hundredfold data, against 1.1-1.9 ms by (company_id, starts_at, id), and a named
    // statement's first five calls on a connection are planned so. That index served no other
    // statement and is gone (migration drop_global_events_starts_at, bench/README.md).
  );
}

/** An event's event types, by its key (time slots for moving it). */
export const EVENT_TYPE_IDS = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('events')
    .select('event_type_ids')
    .where('id', '=', p.id)
    .where('company_id', '=', p.companyId),
);

/** The company's event types among `ids` (a time-slot answer's expansion). */
export const companyEventTypes = (db: SqlTx, companyId: string, ids: string[]) =>
  rows(
    db,
    qb
      .selectFrom('event_types')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
