import type { Row } from '../../db/kysely.ts';
import { phoneParts } from './phone.ts';
import type { CustomerView } from './schemas.ts';

/** What a customer's bookings say about them, counted by the database when the record is read. */
export interface CustomerStats {
  bookings: number;
  cancellations: number;
  noshows: number;
  last_visit_at: Date | null;
  next_visit_at: Date | null;
}

export type CustomerRow = Row<'customers'> & CustomerStats;

/**
 * The stats of customer `c` as a LATERAL subquery (never a stored counter, so never stale):
 * `bookings` counts every booking linked to them, whatever its status; a visit is a confirmed or
 * completed booking that has started; the next visit the first confirmed or unconfirmed one
 * still to start. One index scan of the customer's events (events_customer_id_idx), joined on
 * company_id as well (a database distributed by company_id joins co-located tables only so). `now` is the
 * placeholder of the app's clock: whether a visit has started is the app's question, asked on the
 * clock every other rule uses, never the database's (docs/testing.md). `company` is the
 * placeholder of the company the customers are of, when one is: a page of customers chosen first
 * (ORDER BY ... LIMIT) is a subquery Citus plans apart, and it joins the events to it laterally
 * only when they are pinned to that company too ("cannot perform a lateral outer join when a
 * distributed subquery references complex subqueries").
 */
export const customerStats = (now: string, company?: string) => `LEFT JOIN LATERAL (
    SELECT count(*)::int AS bookings,
           (count(*) FILTER (WHERE ev.status = 'cancelled'))::int AS cancellations,
           (count(*) FILTER (WHERE ev.status = 'noshow'))::int AS noshows,
           max(ev.starts_at) FILTER (WHERE ev.status IN ('confirmed', 'completed') AND ev.starts_at <= ${now}::timestamptz)
             AS last_visit_at,
           min(ev.starts_at) FILTER (WHERE ev.status IN ('confirmed', 'unconfirmed') AND ev.starts_at > ${now}::timestamptz)
             AS next_visit_at
      FROM events ev WHERE ev.company_id = ${company ?? 'c.company_id'} AND ev.customer_id = c.id) s ON true`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** docs/api-conventions.md#customers: the customer record, as HQ, exports and expansions show it. */
export function customerView(row: CustomerRow): CustomerView {
  // The parts come from the E.164 number when there is one (the form bookings are matched on).
  const parts = row.phone ? phoneParts(row.phone) : null;
  return {
    id: row.id,
    company: row.company_id,
    name: row.name,
    email: row.email,
    phone_country_code: parts?.country_code ?? row.phone_country_code,
    phone_number: parts?.number ?? row.phone_number,
    phone: row.phone,
    kennitala: row.kennitala,
    notes: row.notes,
    marketplace_user: row.marketplace_user_id,
    stats: {
      bookings: row.bookings,
      cancellations: row.cancellations,
      noshows: row.noshows,
      last_visit_at: iso(row.last_visit_at),
      next_visit_at: iso(row.next_visit_at),
    },
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export type { CustomerView };
