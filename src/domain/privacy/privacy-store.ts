// The privacy area's SQL (docs/data-access.md): what the GDPR export reads of a customer's
// records, and the statements of the erasure, Kysely typed from the schema. Every statement names
// the customer's company (docs/scaling.md): a customer's records are all of its company.
import { sql } from 'kysely';
import { prepared, qb, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';

// ---------------------------------------------------------------------------------------------
// The export

/** The customer's payments and those of their bookings, oldest first. */
const PAYMENTS = prepared((p: { companyId: string; customerId: string }) =>
  qb
    .selectFrom('payments as p')
    .selectAll('p')
    .where('p.company_id', '=', p.companyId)
    .where((eb) =>
      eb.or([
        eb('p.customer_id', '=', p.customerId),
        eb.exists(
          eb
            .selectFrom('events as e')
            .select('e.id')
            // On company_id as well: a distributed database joins co-located tables only so.
            .whereRef('e.company_id', '=', 'p.company_id')
            .whereRef('e.id', '=', 'p.event_id')
            .where('e.customer_id', '=', p.customerId),
        ),
      ]),
    )
    .orderBy('p.created_at')
    .orderBy('p.id'),
);

const VOUCHERS = prepared((p: { companyId: string; customerId: string }) =>
  qb
    .selectFrom('vouchers')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('customer_id', '=', p.customerId)
    .orderBy('created_at')
    .orderBy('id'),
);

/**
 * The messages about a customer: those written for them (customer_id), and, for messages
 * queued before messages carried it, those sent to their e-mail address by their company (no
 * address: lower(NULL) matches none).
 */
const MESSAGES = prepared((p: { customerId: string; companyId: string; email: string | null }) =>
  qb
    .selectFrom('outbox_messages')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', p.customerId),
        eb(eb.fn('lower', ['to']), '=', eb.fn('lower', [eb.val(p.email)])),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id'),
);

export const paymentsOfCustomer = (db: SqlTx, companyId: string, customerId: string) =>
  PAYMENTS.rows(db, { companyId, customerId });
export const vouchersOfCustomer = (db: SqlTx, companyId: string, customerId: string) =>
  VOUCHERS.rows(db, { companyId, customerId });
export const messagesOfCustomer = (db: SqlTx, companyId: string, customerId: string, email: string | null) =>
  MESSAGES.rows(db, { companyId, customerId, email });

// ---------------------------------------------------------------------------------------------
// The erasure (one transaction, privacy-service.ts)

/** The customer to erase, locked (a concurrent merge or erasure waits); undefined once gone. */
export const lockForErasure = async (db: SqlTx, companyId: string, id: string) =>
  (
    await rows(
      db,
      qb
        .selectFrom('customers')
        .select(['id', 'merged_ids'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .forUpdate(),
    )
  )[0];

/** The records of theirs a webhook message or the audit trail may hold: events, payments, vouchers. */
export async function recordsOfCustomer(db: SqlTx, companyId: string, customerId: string) {
  const events = (
    await rows(
      db,
      qb
        .selectFrom('events')
        .select('id')
        .where('company_id', '=', companyId)
        .where('customer_id', '=', customerId),
    )
  ).map((e) => e.id);
  const payments = (
    await rows(
      db,
      qb
        .selectFrom('payments')
        .select('id')
        .where('company_id', '=', companyId)
        .where((eb) =>
          eb.or([eb('customer_id', '=', customerId), eb('event_id', '=', eb.fn.any(eb.val(events)))]),
        ),
    )
  ).map((p) => p.id);
  const vouchers = (
    await rows(
      db,
      qb
        .selectFrom('vouchers')
        .select('id')
        .where('company_id', '=', companyId)
        .where('customer_id', '=', customerId),
    )
  ).map((v) => v.id);
  return { events, payments, vouchers };
}

/**
 * Blanks every personal field of the customer's bookings, payments, vouchers and messages and
 * cuts their links to the customer and the marketplace account (times and amounts stay). A
 * message not yet sent is not sent any more: there is nobody to send it to.
 */
export async function blankRecords(
  db: SqlTx,
  customer: { id: string; company_id: string; email: string | null },
  eventIds: string[],
): Promise<void> {
  const { id, company_id: companyId } = customer;
  const now = sql<Date>`now()`;
  await rows(
    db,
    qb
      .updateTable('events')
      .set({
        customer_name: '',
        email: null,
        phone_country_code: null,
        phone_number: null,
        kennitala: null,
        license_plate: null,
        comment: null,
        booking_question_answers: sql`'[]'::jsonb`,
        marketplace_user_id: null,
        customer_id: null,
        updated_at: now,
      })
      .where('company_id', '=', companyId)
      .where('customer_id', '=', id),
  );
  await rows(
    db,
    qb
      .updateTable('payments')
      .set({ marketplace_user_id: null, customer_id: null, updated_at: now })
      .where('company_id', '=', companyId)
      .where((eb) => eb.or([eb('customer_id', '=', id), eb('event_id', '=', eb.fn.any(eb.val(eventIds)))])),
  );
  await rows(
    db,
    qb
      .updateTable('vouchers')
      .set({
        email: null,
        phone_country_code: null,
        phone_number: null,
        message: null,
        marketplace_user_id: null,
        customer_id: null,
        updated_at: now,
      })
      .where('company_id', '=', companyId)
      .where('customer_id', '=', id),
  );
  // The messages about them (as the export finds them: MESSAGES above).
  const email = customer.email;
  await rows(
    db,
    qb
      .updateTable('outbox_messages')
      .set({
        to: '',
        subject: '',
        body: '',
        html: null,
        attachments: sql`'[]'::jsonb`,
        last_error: sql<string | null>`CASE WHEN status = 'pending' THEN 'erased (GDPR)' END`,
        status: sql<'failed'>`CASE WHEN status = 'pending' THEN 'failed'::outbox_status ELSE status END`,
        customer_id: null,
        updated_at: now,
      })
      .where('company_id', '=', companyId)
      .where((eb) =>
        email
          ? eb.or([
              eb('customer_id', '=', id),
              eb(eb.fn('lower', ['to']), '=', eb.fn('lower', [eb.val(email)])),
            ])
          : eb('customer_id', '=', id),
      ),
  );
  await rows(
    db,
    qb
      .updateTable('time_slot_reservations')
      .set({ marketplace_user_id: null })
      .where('company_id', '=', companyId)
      .where('event_id', '=', (eb) => eb.fn.any(eb.val(eventIds))),
  );
  // Stored answers of their bookings hold their data, and the key's scope names their account.
  await rows(
    db,
    qb
      .deleteFrom('idempotency_keys')
      .where('company_id', '=', companyId)
      .where(sql<boolean>`jsonb_typeof(response_body) = 'object'`)
      .where(sql<boolean>`response_body->>'id' = ANY(${eventIds}::text[])`),
  );
}

/**
 * Webhook messages (their delivery log and the live stream's history) hold the same records:
 * the personal fields of each object blanked, its previous values dropped.
 */
export async function blankWebhookMessages(db: SqlTx, companyId: string, objectIds: string[]): Promise<void> {
  await rows(
    db,
    qb
      .updateTable('webhook_messages as m')
      .set({
        payload: sql`jsonb_set(m.payload #- '{data,previous_attributes}', '{data,object}', (
                 SELECT coalesce(jsonb_object_agg(f.key, CASE
                          WHEN f.key IN ('customer_name', 'name') THEN '""'::jsonb
                          WHEN f.key = 'booking_question_answers' THEN '[]'::jsonb
                          WHEN f.key IN ('email', 'phone_country_code', 'phone_number', 'kennitala', 'license_plate',
                                         'comment', 'message', 'notes', 'customer', 'marketplace_user') THEN 'null'::jsonb
                          ELSE f.value END), '{}'::jsonb)
                   FROM jsonb_each(m.payload->'data'->'object') f))`,
      })
      .where('m.company_id', '=', companyId)
      .where('m.object_id', '=', (eb) => eb.fn.any(eb.val(objectIds)))
      .where(sql<boolean>`jsonb_typeof(m.payload->'data'->'object') = 'object'`),
  );
}

/**
 * The audit trail of their records: every value of a personal field (`personalFields`), old and
 * new, becomes "[erased]" (null stays null), every field of the customer row itself too, and the
 * marketplace account that acted is unlinked.
 */
export async function eraseAuditTrail(
  db: SqlTx,
  companyId: string,
  objectIds: string[],
  personalFields: readonly string[],
): Promise<void> {
  await rows(
    db,
    qb
      .updateTable('activities as a')
      .set({
        marketplace_user_id: null,
        changes: sql`(
                 SELECT coalesce(jsonb_object_agg(f.key, CASE
                          WHEN a.object_type = 'customers' OR f.key = ANY(${[...personalFields]}::text[])
                          THEN jsonb_build_object(
                                 'old', CASE WHEN f.value->'old' = 'null'::jsonb THEN 'null'::jsonb ELSE '"[erased]"'::jsonb END,
                                 'new', CASE WHEN f.value->'new' = 'null'::jsonb THEN 'null'::jsonb ELSE '"[erased]"'::jsonb END)
                          ELSE f.value END), '{}'::jsonb)
                   FROM jsonb_each(a.changes) f)`,
      })
      .where('a.company_id', '=', companyId)
      .where('a.object_id', '=', (eb) => eb.fn.any(eb.val(objectIds)))
      .where(
        sql<boolean>`a.object_type IN ('customers', 'events', 'payments', 'vouchers', 'waitlist_entries', 'booking_offers',
                                 'customer_packages')`,
      ),
  );
}
