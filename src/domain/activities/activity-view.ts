// The one view of an activity (an entry of the audit trail).
import { oneOf, storedJson } from '../shared/schemas.ts';
import type { ActivityRow } from './activity-store.ts';
import { ACTIONS, ACTOR_TYPES, Activity, type ActivityView } from './schemas.ts';

const storedChanges = storedJson(Activity.properties.changes, 'activity changes');

/** One activity as the API shows it. */
export function activityView(row: ActivityRow): ActivityView {
  return {
    id: row.id,
    company: row.company_id,
    actor: {
      type: oneOf(ACTOR_TYPES, row.actor_type),
      user: row.user_id,
      token: row.token_id,
      roles: row.actor_role ? row.actor_role.split(',') : [],
      marketplace_user: row.marketplace_user_id,
    },
    operation: row.operation,
    request_id: row.request_id,
    object: { type: row.object_type, id: row.object_id },
    action: oneOf(ACTIONS, row.action),
    changes: storedChanges(row.changes),
    created_at: row.created_at.toISOString(),
  };
}
