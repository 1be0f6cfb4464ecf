// The one way a change is announced to webhooks and the live stream. Call it inside the change's
// own transaction: what it writes commits or rolls back with the change, so a rolled-back change
// is never sent and a committed one is never lost (the delivery job sends what it wrote).
//
//   await publishChange(tx, { type: 'customer.updated', company: row.company_id,
//                             object: customerView(row), previous: customerView(before) });
//
// `object` must be the record exactly as the HQ API answers it (its view function, unexpanded).
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import type { Json } from '../shared/json.ts';
import type { ChangeType } from './types.ts';

export interface Change {
  type: ChangeType;
  /** The company whose endpoints and streams receive it. */
  company: string;
  /** The record as the HQ API answers it; its `id` orders deliveries per object. */
  object: Json;
  /** Updates: the record as it was; only the fields that differ go out, as `previous_attributes`. */
  previous?: Json | null;
  /** When the change happened (default now). */
  at?: Date;
}

/** The webhook body of docs/api-conventions.md#webhooks (also the `data` of a stream message). */
export interface WebhookBody {
  type: string;
  timestamp: string;
  company: string;
  data: { object: Json; previous_attributes?: Json };
}

/** The fields of `previous` whose values differ in `current`, with their previous values. */
export function previousAttributes(previous: Json, current: Json): Json {
  const out: Json = {};
  for (const key of Object.keys(previous)) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(current[key])) out[key] = previous[key];
  }
  return out;
}

export function webhookBody(change: Change): WebhookBody {
  const data: WebhookBody['data'] = { object: change.object };
  if (change.previous) data.previous_attributes = previousAttributes(change.previous, change.object);
  return {
    type: change.type,
    timestamp: (change.at ?? new Date()).toISOString(),
    company: change.company,
    data,
  };
}

/** A Standard Webhooks message id: the `webhook-id` header, the same on every retry. */
export const newMessageId = () => `msg_${newId()}`;

/** The NOTIFY channel of the changes in this schema (test files each use a schema of their own). */
export const CHANGES_CHANNEL_SQL = `'booking_changes_' || current_schema()`;

/**
 * One statement: the company's next stream position (its counter row stays locked until the
 * transaction ends, so positions are given in commit order), the message, one delivery per
 * enabled endpoint subscribed to the type, and a NOTIFY (sent by PostgreSQL at commit, dropped
 * at rollback) that tells every instance's streams and delivery runner to look. pg_notify is
 * called in FROM, so that no column of the CTE is of its pseudo-type void (a CTE that a
 * distributed database materialises cannot have one: "column pg_notify has pseudo-type void").
 */
const PUBLISH_SQL = `
WITH counter AS (
  INSERT INTO webhook_stream_counters AS c (company_id, seq) VALUES ($2, 1)
  ON CONFLICT (company_id) DO UPDATE SET seq = c.seq + 1
  RETURNING seq
), msg AS (
  INSERT INTO webhook_messages (id, company_id, seq, type, object_id, payload, created_at)
  SELECT $1, $2, counter.seq, $3, $4, $5::jsonb, $6::timestamptz FROM counter
  RETURNING id, seq
), deliveries AS (
  INSERT INTO webhook_deliveries (id, company_id, webhook_id, message_id, event_type, object_id, seq,
                                  next_attempt_at, created_at, updated_at)
  SELECT 'whd_' || replace(gen_random_uuid()::text, '-', ''), $2, w.id, msg.id, $3, $4, msg.seq,
         $6::timestamptz, $6::timestamptz, $6::timestamptz
    FROM webhook_endpoints w CROSS JOIN msg
   WHERE w.company_id = $2 AND w.enabled AND ($3 = ANY(w.events) OR '*' = ANY(w.events))
  RETURNING 1
), notified AS (
  SELECT 1 AS sent
    FROM msg, pg_notify(${CHANGES_CHANNEL_SQL},
                        json_build_object('c', $2::text, 's', msg.seq, 'd', (SELECT count(*) FROM deliveries))::text)
)
SELECT msg.seq::text AS seq, (SELECT count(*) FROM deliveries)::int AS deliveries,
       (SELECT count(*) FROM notified)::int AS notified
  FROM msg`;

/**
 * Announces a change inside its transaction `tx` (plain SQL, or a Prisma transaction through
 * prismaTxSql). Answers the change's position in the company's stream and how many deliveries
 * were queued. Call it last in the transaction: the company's stream counter stays locked until
 * commit.
 */
export async function publishChange(tx: SqlTx, change: Change): Promise<{ seq: string; deliveries: number }> {
  const body = webhookBody(change);
  const objectId = typeof change.object.id === 'string' ? change.object.id : '';
  const rows = await tx.query<{ seq: string; deliveries: number }>(PUBLISH_SQL, [
    newMessageId(),
    change.company,
    change.type,
    objectId,
    JSON.stringify(body),
    body.timestamp,
  ]);
  return { seq: rows[0].seq, deliveries: rows[0].deliveries };
}
