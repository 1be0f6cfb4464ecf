// The few reads a booking makes outside its configuration (data.ts): the company a booking names
// (by id or url_name), a class and a tier, each a prepared statement on the request path.
import { prepared, qb } from '../../db/kysely.ts';

/** A company by id or url_name (the slug wins over another company's id), any visibility. */
export const COMPANY_ID_BY_ID_OR_SLUG = prepared((p: { idOrSlug: string }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', p.idOrSlug), eb('url_name', '=', p.idOrSlug)]))
    .orderBy((eb) => eb('url_name', '=', p.idOrSlug), 'desc')
    .limit(1),
);

/** A live scheduled event's company (for the attendee list's authorisation). */
export const LIVE_SCHEDULED_EVENT_COMPANY = prepared((p: { id: string }) =>
  qb
    .selectFrom('scheduled_events')
    .select('company_id')
    .where('id', '=', p.id)
    .where('deleted_at', 'is', null),
);

/** What a seat's change checks of its class: when it starts and its cancellation rules. */
export const SCHEDULED_EVENT_RULES = prepared((p: { id: string }) =>
  qb
    .selectFrom('scheduled_events')
    .select(['starts_at', 'allow_cancellation', 'min_cancel_notice_minutes'])
    .where('id', '=', p.id),
);

/** What a seat's change checks of its tier: the group sizes it takes. */
export const TIER_SIZES = prepared((p: { id: string }) =>
  qb
    .selectFrom('scheduled_event_tiers')
    .select(['min_group_size', 'max_group_size', 'max_capacity'])
    .where('id', '=', p.id),
);
