// The Idempotency-Key statements (idempotency.ts; docs/data-access.md): each of a fixed shape,
// compiled once, typed from the schema. A keyed booking POST pays these on top of the booking's own.
import { sql } from 'kysely';
import { prepared, qb } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';

/** What a claim writes: the key, who holds it, the request's hash and when the key expires. */
export type KeyClaim = {
  scope: string;
  key: string;
  companyId: string | null;
  hash: string;
  method: string;
  path: string;
  expiresAt: Date;
};

// ON CONFLICT: a key already held answers no row (no exception, no aborted statement).
const CLAIM = prepared((p: KeyClaim & { id: string }) =>
  qb
    .insertInto('idempotency_keys')
    .values({
      id: p.id,
      scope: p.scope,
      key: p.key,
      company_id: p.companyId,
      request_hash: p.hash,
      method: p.method,
      path: p.path,
      status: 'running',
      expires_at: p.expiresAt,
      updated_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('id'),
);

const HELD = prepared((p: { scope: string; key: string }) =>
  qb
    .selectFrom('idempotency_keys')
    .select([
      'id',
      'request_hash',
      sql<string>`status::text`.as('status'),
      'response_status',
      'response_body',
      'expires_at',
    ])
    .where('scope', '=', p.scope)
    .where('key', '=', p.key),
);

const DROP_EXPIRED = prepared((p: { id: string; now: Date }) =>
  qb.deleteFrom('idempotency_keys').where('id', '=', p.id).where('expires_at', '<=', p.now),
);

const DROP = prepared((p: { id: string }) => qb.deleteFrom('idempotency_keys').where('id', '=', p.id));

const FINISH = prepared((p: { id: string; status: number; body: string }) =>
  qb
    .updateTable('idempotency_keys')
    .set({
      status: 'done',
      response_status: p.status,
      response_body: sql`${p.body}::jsonb`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', p.id),
);

/** Claims the key: its row's id, or undefined when another request holds it. */
export const claimKey = (db: SqlTx, claim: KeyClaim) => CLAIM.row(db, { ...claim, id: newId() });

/** The key's row as it stands (its status as text), or undefined. */
export const heldKey = (db: SqlTx, scope: string, key: string) => HELD.row(db, { scope, key });

/** Forgets an expired key (only if it is still the same row and still expired). */
export const dropExpiredKey = (db: SqlTx, id: string, now: Date) => DROP_EXPIRED.rows(db, { id, now });

/** Forgets a key, so that a retry runs again. */
export const dropKey = (db: SqlTx, id: string) => DROP.rows(db, { id });

/** Stores the first answer for replay. */
export const finishKey = (db: SqlTx, id: string, status: number, body: unknown) =>
  FINISH.rows(db, { id, status, body: JSON.stringify(body ?? null) });
