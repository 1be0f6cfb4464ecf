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
import { insertChange } from './webhook-store.ts';

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

/**
 * Announces a change inside its transaction `tx` (plain SQL, or a Prisma transaction through
 * prismaTxSql), in one statement (webhook-store.ts insertChange), sent with the COMMIT where the
 * transaction can. The change's position in the company's stream is given when `tx` commits, in
 * commit order, so a transaction may publish at any point and more than once.
 */
export async function publishChange(tx: SqlTx, change: Change): Promise<void> {
  const body = webhookBody(change);
  const objectId = typeof change.object.id === 'string' ? change.object.id : '';
  return insertChange(tx, {
    id: newMessageId(),
    companyId: change.company,
    type: change.type,
    objectId,
    payload: JSON.stringify(body),
    at: body.timestamp,
  });
}
