// The HQ API token as its user sees it (one view per record).
import type { Row } from '../../db/kysely.ts';
import type { ApiTokenView } from './schemas.ts';

/** A token as its user sees it in a list: never the token, never its hash. */
export function apiTokenView(row: Row<'api_tokens'>): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    companies: row.company_ids,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
