// All of the webhooks' and the live stream's SQL (docs/data-access.md): a change published in its
// own transaction, the endpoints and their delivery log, the delivery runner's claims, and the
// stream's leases and messages. Every statement about a company's rows names its company_id
// (docs/scaling.md, "Statements"), except the endpoint found by the id in its URL and the
// delivery runner's, which works across companies.
import { sql } from 'kysely';
import { prepared, qb, type Row, rawRows, readsAcross, rows as runRows } from '../../db/kysely.ts';
import { type Sql, type SqlTx, writeAtCommit } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';

/** The NOTIFY channel of the changes in this schema (test files each use a schema of their own). */
const CHANGES_CHANNEL_SQL = `'booking_changes_' || current_schema()`;

/** The current schema: the NOTIFY channel's suffix (change-feed.ts listens on it). */
export async function currentSchema(db: SqlTx): Promise<string> {
  const [found] = await rawRows(db, sql<{ schema: string }>`SELECT current_schema() AS schema`);
  return found.schema;
}

// ---------------------------------------------------------------------------------------------
// Publishing a change (publish.ts)

/**
 * One statement: the message, one delivery per enabled endpoint subscribed to the type, and a
 * NOTIFY (sent by PostgreSQL at commit, dropped at rollback) that tells every instance's streams
 * and delivery runner to look. The message's stream position is not given here: a deferred
 * trigger gives it at commit (migration `stream_position_at_commit`), taking the company's
 * counter row for the commit alone, so positions are in commit order without one company's
 * transactions queuing on that row from this statement to their COMMIT. pg_notify is called in
 * FROM, so that no column of the CTE is of its pseudo-type void (a CTE that a distributed
 * database materialises cannot have one: "column pg_notify has pseudo-type void").
 * Its answer is read by no one; it names `notified` because a CTE that only reads runs only when
 * read, and that one sends the NOTIFY. A fixed text (every booking's transaction sends it):
 * prepared once per connection.
 */
const PUBLISH_SQL = `
WITH msg AS (
  INSERT INTO webhook_messages (id, company_id, seq, type, object_id, payload, created_at)
  VALUES ($1, $2, NULL, $3, $4, $5::jsonb, $6::timestamptz)
  RETURNING id
), deliveries AS (
  INSERT INTO webhook_deliveries (id, company_id, webhook_id, message_id, event_type, object_id, seq,
                                  next_attempt_at, created_at, updated_at)
  SELECT 'whd_' || replace(gen_random_uuid()::text, '-', ''), $2, w.id, msg.id, $3, $4, 0,
         $6::timestamptz, $6::timestamptz, $6::timestamptz
    FROM webhook_endpoints w CROSS JOIN msg
   WHERE w.company_id = $2 AND w.enabled AND ($3 = ANY(w.events) OR '*' = ANY(w.events))
  RETURNING 1
), notified AS (
  SELECT 1 AS sent
    FROM msg, pg_notify(${CHANGES_CHANNEL_SQL},
                        json_build_object('c', $2::text, 's', true, 'd', (SELECT count(*) FROM deliveries))::text)
)
SELECT (SELECT count(*) FROM notified)::int AS notified
  FROM msg`;

export interface NewMessage {
  id: string;
  companyId: string;
  type: string;
  objectId: string;
  /** The webhook body, as JSON text. */
  payload: string;
  at: string;
}

/**
 * Writes a change's message and its deliveries in `tx`, with its COMMIT where it can (nothing
 * reads the statement's answer: the deliveries queued are announced by its NOTIFY). Its stream
 * position is given when `tx` commits.
 */
export async function insertChange(tx: SqlTx, m: NewMessage): Promise<void> {
  await writeAtCommit(tx, PUBLISH_SQL, [m.id, m.companyId, m.type, m.objectId, m.payload, m.at]);
}

/** Wakes the delivery runners of every instance once `tx` commits (a ping, a manual retry). */
export async function announceDelivery(tx: SqlTx, companyId: string): Promise<void> {
  await rawRows(
    tx,
    sql`SELECT pg_notify(${sql.raw(CHANGES_CHANNEL_SQL)}, json_build_object('c', ${companyId}::text, 'd', 1)::text)`,
  );
}

// ---------------------------------------------------------------------------------------------
// An event's facts for its webhook (bookings/event-changes.ts)

/**
 * What the HQ record of an event shows beyond its row, in one statement: the reservation it was
 * booked from, its latest prepayment, its balance (paid, pending) and its priced services (prices
 * as exact decimal text, as every event read has them), each named by the event's company.
 */
export async function eventFacts(tx: SqlTx, companyId: string, eventId: string) {
  const [facts] = await rawRows(
    tx,
    sql<{
      reservation: string | null;
      payment: string | null;
      paid: string | null;
      pending: string | null;
      services: {
        event_type_id: string;
        order: number;
        variation_id: string | null;
        price: string | null;
        currency: string | null;
        employee_id: string | null;
        resource_id: string | null;
        starts_at: string;
        ends_at: string;
      }[];
    }>`
SELECT (SELECT id FROM time_slot_reservations WHERE company_id = ${companyId} AND event_id = ${eventId}) AS reservation,
       (SELECT p.id FROM payments p WHERE p.company_id = ${companyId} AND p.event_id = ${eventId} AND p.reason = 'prepayment'
         ORDER BY p.created_at DESC LIMIT 1) AS payment,
       (SELECT sum(p.amount - coalesce(p.refunded_amount, 0))::text FROM payments p WHERE p.company_id = ${companyId} AND p.event_id = ${eventId}
           AND p.reason = 'prepayment' AND p.status IN ('unsettled', 'settled')) AS paid,
       (SELECT sum(p.amount)::text FROM payments p WHERE p.company_id = ${companyId} AND p.event_id = ${eventId}
           AND p.reason = 'prepayment' AND p.status = 'pending') AS pending,
       coalesce((SELECT json_agg(json_build_object('event_type_id', s.event_type_id, 'order', s."order",
                                                   'variation_id', s.variation_id, 'price', s.price::text,
                                                   'currency', s.currency, 'employee_id', s.employee_id,
                                                   'resource_id', s.resource_id, 'starts_at', s.starts_at,
                                                   'ends_at', s.ends_at) ORDER BY s."order")
                   FROM event_services s WHERE s.company_id = ${companyId} AND s.event_id = ${eventId}), '[]'::json) AS services`,
  );
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Endpoints and their delivery log (webhook-service.ts)

export type WebhookEndpoint = Row<'webhook_endpoints'>;

const ENDPOINTS_TABLE = tenantTable('webhook_endpoints', {});

export type EndpointValues = TenantInsert<'webhook_endpoints'>;
export type EndpointChanges = TenantChanges<'webhook_endpoints'>;

const ENDPOINT = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);

/** An endpoint by the id in its URL among the companies named (the caller's, checked on the row). */
export const findEndpoint = (db: SqlTx, companyIds: string[], id: string) =>
  ENDPOINT.row(db, { companyIds, id });

const ENDPOINTS = prepared((p: { companyId: string; offset: number; limit: number }) =>
  qb
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .orderBy('created_at')
    .orderBy('id')
    .offset(p.offset)
    .limit(p.limit),
);

/** A page of the company's endpoints, oldest first. */
export const listEndpoints = (db: SqlTx, companyId: string, page: Page) =>
  ENDPOINTS.rows(db, { companyId, offset: page.offset, limit: page.limit });

export const insertEndpoint = (db: SqlTx, companyId: string, values: EndpointValues) =>
  ENDPOINTS_TABLE.insert(db, companyId, values);

export const updateEndpoint = (db: SqlTx, companyId: string, id: string, changes: EndpointChanges) =>
  ENDPOINTS_TABLE.update(db, companyId, id, changes);

/** Deletes the endpoint; its delivery log goes with it (the deliveries' key cascades). */
export const deleteEndpoint = (db: SqlTx, companyId: string, id: string) =>
  ENDPOINTS_TABLE.remove(db, companyId, id);

/** Deliveries with their message's payload, which the delivery view shows. */
const deliveries = (companyId: string) =>
  qb
    .selectFrom('webhook_deliveries as d')
    // On company_id as well as the id: a distributed database joins co-located tables only so.
    .innerJoin('webhook_messages as m', (j) =>
      j.onRef('m.company_id', '=', 'd.company_id').onRef('m.id', '=', 'd.message_id'),
    )
    .selectAll('d')
    .select('m.payload')
    .where('d.company_id', '=', companyId);

/** A delivery with its message's payload (`message.payload`), as the delivery view reads it. */
export type DeliveryRow = Row<'webhook_deliveries'> & { message: Pick<Row<'webhook_messages'>, 'payload'> };

const withMessage = <R extends { payload: unknown }>({ payload, ...found }: R) => ({
  ...found,
  message: { payload },
});

const DELIVERY = prepared((p: { companyId: string; id: string }) =>
  deliveries(p.companyId).where('d.id', '=', p.id),
);

/** A delivery of the company, or undefined. */
export async function findDelivery(
  db: SqlTx,
  companyId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const found = await DELIVERY.row(db, { companyId, id });
  return found && withMessage(found);
}

export interface DeliveryQuery {
  status?: string;
  eventType?: string;
  page: Page;
}

/** A page of an endpoint's deliveries, newest first (filters vary: built per request). */
export async function listDeliveries(
  db: SqlTx,
  companyId: string,
  webhookId: string,
  q: DeliveryQuery,
): Promise<DeliveryRow[]> {
  let query = deliveries(companyId).where('d.webhook_id', '=', webhookId);
  if (q.status) query = query.where(sql<boolean>`d.status::text = ${q.status}`);
  if (q.eventType) query = query.where('d.event_type', '=', q.eventType);
  const found = await runRows(
    db,
    query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').offset(q.page.offset).limit(q.page.limit),
  );
  return found.map(withMessage);
}

/** A `ping` message and its one delivery to the endpoint, due now; answers the delivery's id. */
export async function insertPing(
  tx: SqlTx,
  p: { messageId: string; companyId: string; webhookId: string; payload: string; at: Date },
): Promise<string> {
  await rawRows(
    tx,
    sql`INSERT INTO webhook_messages (id, company_id, seq, type, object_id, payload, created_at)
         VALUES (${p.messageId}, ${p.companyId}, NULL, 'ping', ${p.messageId}, ${p.payload}::jsonb, ${p.at}::timestamptz)`,
  );
  const [delivery] = await rawRows(
    tx,
    sql<{
      id: string;
    }>`INSERT INTO webhook_deliveries (id, company_id, webhook_id, message_id, event_type, object_id, seq,
                                         next_attempt_at, created_at, updated_at)
         VALUES ('whd_' || replace(gen_random_uuid()::text, '-', ''), ${p.companyId}, ${p.webhookId}, ${p.messageId}, 'ping', ${p.messageId}, 0,
                 ${p.at}::timestamptz, ${p.at}::timestamptz, ${p.at}::timestamptz)
         RETURNING id`,
  );
  return delivery.id;
}

/** A delivery due again now, unleased (a manual retry). */
export async function retryDelivery(tx: SqlTx, companyId: string, id: string): Promise<void> {
  await rawRows(
    tx,
    sql`UPDATE webhook_deliveries
            SET status = 'pending', next_attempt_at = now(), leased_until = NULL, updated_at = now()
          WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The delivery runner (deliveries.ts): across companies

/** A delivery claimed for an attempt, with its endpoint's address and secrets and its body. */
export interface ClaimedDelivery {
  company_id: string;
  id: string;
  webhook_id: string;
  message_id: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  payload: unknown;
}

/**
 * Claims up to `limit` due deliveries (a lease of `leaseSeconds`), at most `concurrency` in
 * flight per endpoint, one at a time per object and endpoint in stream order.
 *
 * Company by company: first the companies with a delivery due, the longest waiting first (a read
 * of every company's pending deliveries without a lock: on a distributed database every node
 * reads its shards' index in parallel), then each company's claim in a transaction of its own,
 * whose every table is pinned to that company: its rows are locked and written on its node only
 * (one claim across companies locked rows on every node in one distributed transaction). One
 * claim of a company at a time across instances (an advisory lock per company for the claim's
 * transaction), so the in-flight count per endpoint it reads is exact: an endpoint is of one
 * company. Every pair of distributed tables is joined on company_id as well as the id
 * (docs/scaling.md, "Statements").
 */
export async function claimDue(
  db: Sql,
  p: { now: Date; concurrency: number; limit: number; leaseSeconds: number },
): Promise<ClaimedDelivery[]> {
  const companies = await rawRows(
    db,
    sql<{ company_id: string }>`
SELECT ${readsAcross('job-scan')} d.company_id
  FROM webhook_deliveries d
 WHERE d.status = 'pending' AND d.next_attempt_at <= ${p.now}::timestamptz
   AND (d.leased_until IS NULL OR d.leased_until <= ${p.now}::timestamptz)
 GROUP BY d.company_id
 ORDER BY min(d.next_attempt_at), d.company_id`,
  );
  const claimed: ClaimedDelivery[] = [];
  for (const { company_id } of companies) {
    const left = p.limit - claimed.length;
    if (left <= 0) break;
    claimed.push(
      ...(await db.transaction(async (tx) => {
        await rawRows(
          tx,
          sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':webhook-claim:' || ${company_id}::text))`,
        );
        return claimDueOf(tx, company_id, { ...p, limit: left });
      })),
    );
  }
  return claimed;
}

/** One company's claim (claimDue): every table pinned to the company. */
function claimDueOf(
  tx: SqlTx,
  companyId: string,
  p: { now: Date; concurrency: number; limit: number; leaseSeconds: number },
): Promise<ClaimedDelivery[]> {
  const now = p.now;
  return rawRows(
    tx,
    sql<ClaimedDelivery>`
WITH due AS (
  SELECT d.company_id, d.id, d.webhook_id, d.seq, d.created_at
    FROM webhook_deliveries d
   WHERE d.company_id = ${companyId}::text
     AND d.status = 'pending' AND d.next_attempt_at <= ${now}::timestamptz
     AND (d.leased_until IS NULL OR d.leased_until <= ${now}::timestamptz)
     AND NOT EXISTS (
       SELECT 1 FROM webhook_deliveries e
        WHERE e.company_id = d.company_id AND e.webhook_id = d.webhook_id AND e.object_id = d.object_id
          AND e.status = 'pending' AND (e.seq, e.created_at, e.id) < (d.seq, d.created_at, d.id))
   ORDER BY d.next_attempt_at
   LIMIT 500
), busy AS (
  SELECT f.webhook_id, count(*)::int AS n
    FROM webhook_deliveries f
   WHERE f.company_id = ${companyId}::text
     AND f.status = 'pending' AND f.leased_until > ${now}::timestamptz
     AND f.webhook_id IN (SELECT webhook_id FROM due)
   GROUP BY f.webhook_id
), ranked AS (
  SELECT due.company_id, due.id, row_number() OVER (PARTITION BY due.webhook_id ORDER BY due.seq, due.created_at) AS rn,
         ${p.concurrency}::int - coalesce(busy.n, 0) AS room
    FROM due LEFT JOIN busy ON busy.webhook_id = due.webhook_id
), picked AS (
  SELECT company_id, id FROM ranked WHERE rn <= room ORDER BY rn LIMIT ${p.limit}::int
)
UPDATE webhook_deliveries d
   SET attempts = d.attempts + 1,
       leased_until = ${now}::timestamptz + make_interval(secs => ${p.leaseSeconds}::double precision),
       updated_at = ${now}::timestamptz
  FROM picked, webhook_endpoints w, webhook_messages m
 WHERE d.company_id = ${companyId}::text AND d.company_id = picked.company_id AND d.id = picked.id
   AND w.company_id = d.company_id AND w.id = d.webhook_id
   AND m.company_id = d.company_id AND m.id = d.message_id
   AND d.status = 'pending' AND (d.leased_until IS NULL OR d.leased_until <= ${now}::timestamptz)
RETURNING d.company_id, d.id, d.webhook_id, d.message_id, d.attempts, w.url, w.secret, w.previous_secret,
          w.previous_secret_expires_at, m.payload`,
  );
}

/** An attempt's outcome: `pending` again after `retryInSeconds`, or `succeeded` or `failed`. */
export interface AttemptOutcome {
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  retryInSeconds: number;
}

/** Records an attempt of the company's delivery and releases its lease. */
export async function recordAttempt(db: SqlTx, companyId: string, id: string, o: AttemptOutcome) {
  // The times are the app's, passed in: a distributed database refuses now() inside CASE in an
  // UPDATE ("non-IMMUTABLE functions are not allowed in CASE or COALESCE statements").
  const done = new Date();
  const nextAttempt = o.status === 'pending' ? new Date(done.getTime() + o.retryInSeconds * 1000) : null;
  await rawRows(
    db,
    sql`UPDATE webhook_deliveries
          SET status = ${o.status}::webhook_delivery_status, response_status = ${o.responseStatus}::int, duration_ms = ${o.durationMs}::int,
              last_error = ${o.error}, leased_until = NULL,
              next_attempt_at = ${nextAttempt}::timestamptz,
              delivered_at = CASE WHEN ${o.status} = 'succeeded' THEN ${done}::timestamptz ELSE delivered_at END,
              updated_at = now()
        WHERE company_id = ${companyId} AND id = ${id}`,
  );
}

/**
 * Milliseconds from `now` until the next head of a line (a delivery not waiting behind an earlier
 * one of its object) is due, across companies; null: none pending. A read without a lock: on a
 * distributed database each node answers its shards' minimum. `now` is the app's clock, as the
 * claim's and an attempt's times are (recordAttempt): measured against the database's clock, a
 * skew between the two would put the next retry that far off.
 */
export async function nextDueInMs(db: SqlTx, now: Date): Promise<number | null> {
  const [next] = await rawRows(
    db,
    sql<{
      ms: number | null;
    }>`SELECT ${readsAcross('job-scan')} (extract(epoch FROM min(greatest(d.next_attempt_at, coalesce(d.leased_until, d.next_attempt_at))) - ${now}::timestamptz) * 1000)::float8 AS ms
         FROM webhook_deliveries d
        WHERE d.status = 'pending'
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries e
             WHERE e.company_id = d.company_id AND e.webhook_id = d.webhook_id AND e.object_id = d.object_id
               AND e.status = 'pending' AND (e.seq, e.created_at, e.id) < (d.seq, d.created_at, d.id))`,
  );
  return next?.ms == null ? null : Number(next.ms);
}

/**
 * Drops stream messages after 24 h (unless a delivery refers to them), deliveries after 30 days,
 * counted back from `now`, the app's clock (as every rule about time is: the database's clock only
 * stamps rows). Company by company: the companies with something to drop (a read without a lock,
 * on every node of a distributed database), then each company's deletes, which name it (a delete
 * across companies would lock rows on every node at once).
 */
export async function purgeOld(db: SqlTx, now: Date): Promise<number> {
  const deliveriesBefore = new Date(now.getTime() - 30 * 24 * 3_600_000);
  const messagesBefore = new Date(now.getTime() - 24 * 3_600_000);
  const companies = await rawRows(
    db,
    sql<{ company_id: string }>`
SELECT ${readsAcross('job-scan')} company_id FROM webhook_deliveries
 WHERE status <> 'pending' AND created_at < ${deliveriesBefore}::timestamptz
UNION
SELECT company_id FROM webhook_messages WHERE created_at < ${messagesBefore}::timestamptz`,
  );
  for (const { company_id } of companies) {
    await rawRows(
      db,
      sql`DELETE FROM webhook_deliveries WHERE company_id = ${company_id}::text
            AND status <> 'pending' AND created_at < ${deliveriesBefore}::timestamptz`,
    );
    await rawRows(
      db,
      sql`DELETE FROM webhook_messages m WHERE m.company_id = ${company_id}::text
            AND m.created_at < ${messagesBefore}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.company_id = m.company_id AND d.message_id = m.id)`,
    );
  }
  return companies.length;
}

// ---------------------------------------------------------------------------------------------
// The live stream (live-stream.ts)

/**
 * Takes a lease on the token's and the company's stream budgets in `tx`, unless either is spent:
 * answers which was ('token', 'company') or null when the lease was taken. Two opens on two
 * instances must not both take the last place: one waits for the other, under locks taken in one
 * order (token, then company), so no two opens wait on each other. The token's leases are counted
 * among the companies it reaches (`tokenCompanies`, the company opened among them): a stream is
 * only opened in a company the token reaches, so no lease of it is elsewhere, and a database
 * distributed by company_id asks those companies' nodes only (docs/scaling.md, "Statements").
 */
export async function takeStreamLease(
  tx: SqlTx,
  p: {
    id: string;
    tokenId: string;
    tokenCompanies: readonly string[];
    companyId: string;
    seconds: number;
    perToken: number;
    perCompany: number;
  },
): Promise<'token' | 'company' | null> {
  await rawRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`live-stream-token:${p.tokenId}`}::text))`);
  await rawRows(
    tx,
    sql`SELECT pg_advisory_xact_lock(hashtext(${`live-stream-company:${p.companyId}`}::text))`,
  );
  const [open] = await rawRows(
    tx,
    sql<{
      token: number;
      company: number;
    }>`SELECT count(*) FILTER (WHERE token_id = ${p.tokenId}::text)::int AS token,
                count(*) FILTER (WHERE company_id = ${p.companyId}::text)::int AS company
           FROM live_stream_leases
          WHERE company_id = ANY(${[...new Set([...p.tokenCompanies, p.companyId])]}::text[])
            AND expires_at > now() AND (token_id = ${p.tokenId}::text OR company_id = ${p.companyId}::text)`,
  );
  if (open.token >= p.perToken) return 'token';
  if (open.company >= p.perCompany) return 'company';
  await rawRows(
    tx,
    sql`INSERT INTO live_stream_leases (id, company_id, token_id, expires_at)
         VALUES (${p.id}::text, ${p.companyId}::text, ${p.tokenId}::text, now() + make_interval(secs => ${p.seconds}::int))`,
  );
  return null;
}

export async function releaseStreamLease(db: SqlTx, companyId: string, id: string): Promise<void> {
  await rawRows(
    db,
    sql`DELETE FROM live_stream_leases WHERE company_id = ${companyId}::text AND id = ${id}::text`,
  );
}

/**
 * Renews the leases for `seconds` more: one statement per company, each routed to that company's
 * shard once distributed (a list of (company, id) pairs in one statement would reach every shard).
 */
export async function renewStreamLeases(
  db: SqlTx,
  leases: { companyId: string; id: string }[],
  seconds: number,
): Promise<void> {
  const byCompany = Map.groupBy(leases, (lease) => lease.companyId);
  for (const [companyId, own] of byCompany)
    await rawRows(
      db,
      sql`UPDATE live_stream_leases SET expires_at = now() + make_interval(secs => ${seconds}::int)
            WHERE company_id = ${companyId}::text AND id = ANY(${own.map((l) => l.id)}::text[])`,
    );
}

/** The company's stream messages after position `after` (kept 24 hours), in order, at most `limit`. */
export async function streamMessagesAfter(db: SqlTx, companyId: string, after: bigint, limit: number) {
  return rawRows(
    db,
    // The text of the position under another name than the column it orders by: a bare `seq` in
    // ORDER BY names an output column `seq` (text, putting 10 before 2), and a distributed
    // database writes `ORDER BY m.seq` to the shard as `ORDER BY seq`.
    sql<{
      position: string;
      type: string;
      payload: unknown;
    }>`SELECT m.seq::text AS position, m.type, m.payload FROM webhook_messages m
                WHERE m.company_id = ${companyId} AND m.seq > ${after.toString()}::bigint AND m.created_at > now() - interval '24 hours'
                ORDER BY m.seq LIMIT ${sql.raw(String(Math.trunc(limit)))}`,
  );
}

/** The company's latest stream position (0 before its first change). */
export async function latestStreamPosition(db: SqlTx, companyId: string): Promise<bigint> {
  const [found] = await rawRows(
    db,
    sql<{
      seq: string;
    }>`SELECT coalesce((SELECT seq FROM webhook_stream_counters WHERE company_id = ${companyId}), 0)::text AS seq`,
  );
  return BigInt(found.seq);
}
