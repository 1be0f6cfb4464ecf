// The booking area's statements on its classes (scheduled events) and their tiers, outside the
// configuration (data.ts): each a prepared statement on the request path.
import { sql } from 'kysely';
import { prepared, qb } from '../../db/kysely.ts';

/**
 * A live scheduled event's company among those named (the staff caller's: the attendee list's
 * authorisation).
 */
export const LIVE_SCHEDULED_EVENT_COMPANY = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('scheduled_events')
    .select('company_id')
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/** What a seat's change checks of its class: when it starts and its cancellation rules. */
export const SCHEDULED_EVENT_RULES = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('scheduled_events')
    .select(['starts_at', 'allow_cancellation', 'min_cancel_notice_minutes'])
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id),
);

/** What a seat's change checks of its tier: the group sizes it takes. */
export const TIER_SIZES = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('scheduled_event_tiers')
    .select(['min_group_size', 'max_group_size', 'max_capacity'])
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id),
);

/** A live class of the company (a class of another company is not found). */
export const LIVE_CLASS = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('scheduled_events')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/** A class's tiers, in their order. */
export const CLASS_TIERS = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('scheduled_event_tiers')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('scheduled_event_id', '=', p.id)
    .orderBy('order')
    .orderBy('id'),
);

/**
 * Takes `guests` seats of a tier if they fit under its capacity (the conditional UPDATE: two
 * bookings racing for the last seats cannot both take them); answers the tier's id, or no row.
 */
export const TAKE_SEATS = prepared((p: { companyId: string; id: string; guests: number }) =>
  qb
    .updateTable('scheduled_event_tiers')
    .set((eb) => ({ booked_guests: eb('booked_guests', '+', p.guests), updated_at: sql<Date>`now()` }))
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .where((eb) => eb(eb('booked_guests', '+', p.guests), '<=', eb.ref('max_capacity')))
    .returning('id'),
);

/** Gives `guests` seats of a tier back (never below zero). */
export const RELEASE_SEATS = prepared((p: { companyId: string; id: string; guests: number }) =>
  qb
    .updateTable('scheduled_event_tiers')
    .set({
      booked_guests: sql<number>`GREATEST(0, booked_guests - ${p.guests})`,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id),
);
