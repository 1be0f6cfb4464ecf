// All of the messaging area's SQL (docs/data-access.md): the outbox (written in the transaction of
// the change that causes a message, claimed and marked by the sender) and what a booking's
// e-mails read (its facts, the reminders due). The outbox is a table of the coordinator's own
// (src/db/tables.ts); every statement on a company's rows names its company_id.
import { sql } from 'kysely';
import { jsonb, qb, type Row, rawRows, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';

// ---------------------------------------------------------------------------------------------
// The outbox (outbox.ts)

export type OutboxMessage = Row<'outbox_messages'>;

export interface NewOutboxMessage {
  company_id: string | null;
  customer_id: string | null;
  kind: string;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: unknown[];
}

/** Writes a message with `db` (the transaction of the change that causes it); answers it as stored. */
export async function insertOutboxMessage(db: SqlTx, m: NewOutboxMessage): Promise<OutboxMessage> {
  const written = await row(
    db,
    qb
      .insertInto('outbox_messages')
      .values({
        id: newId(),
        company_id: m.company_id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        body: m.body,
        html: m.html,
        attachments: jsonb(m.attachments),
        customer_id: m.customer_id,
        updated_at: sql<Date>`now()`,
      })
      .returningAll(),
  );
  return written!;
}

/**
 * Claims up to `limit` due messages by moving their `send_after` past a lease of `leaseSeconds`
 * (SKIP LOCKED: a message another worker is claiming is left to it), counting the attempt.
 */
export async function claimDueMessages(
  db: SqlTx,
  p: { now: Date; leaseSeconds: number; limit: number },
): Promise<OutboxMessage[]> {
  return rows(
    db,
    qb
      .updateTable('outbox_messages')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        send_after: sql<Date>`${p.now}::timestamptz + make_interval(secs => ${p.leaseSeconds}::int)`,
        updated_at: p.now,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_messages')
          .select('id')
          .where('status', '=', 'pending')
          .where('send_after', '<=', p.now)
          .orderBy('send_after')
          .orderBy('created_at')
          .limit(p.limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll(),
  );
}

/** The message was handed to the transport. */
export async function markMessageSent(db: SqlTx, id: string, at: Date): Promise<void> {
  await rows(
    db,
    qb
      .updateTable('outbox_messages')
      .set({ status: 'sent', sent_at: at, last_error: null, updated_at: at })
      .where('id', '=', id),
  );
}

/** An attempt failed: the message is given up (`failed`), or pending again from `retryAt`. */
export async function markMessageFailed(
  db: SqlTx,
  id: string,
  p: { error: string; giveUp: boolean; retryAt: Date | null; at: Date },
): Promise<void> {
  await rows(
    db,
    qb
      .updateTable('outbox_messages')
      .set(
        p.giveUp
          ? { status: 'failed', last_error: p.error, updated_at: p.at }
          : { last_error: p.error, updated_at: p.at, ...(p.retryAt ? { send_after: p.retryAt } : {}) },
      )
      .where('id', '=', id),
  );
}

// ---------------------------------------------------------------------------------------------
// A booking's e-mails (bookings/booking-messages.ts)

/** An employee as a booking e-mail reads them: the address is theirs or their HQ user's. */
export interface StaffFacts {
  id: string;
  name: string;
  email: string | null;
  notifications: unknown;
}

/** Everything a booking e-mail's texts need beyond the event. */
export interface BookingFactsRow {
  company_name: string;
  locale: unknown;
  location: unknown;
  time_zone: string;
  messaging: unknown;
  services: string[];
  customer_email: string | null;
  employee: StaffFacts | null;
  previous_employee: StaffFacts | null;
}

/**
 * What a booking e-mail needs, in one round trip inside the booking's transaction: the company's
 * name and settings, what was booked (the services' titles in the booking's order, or a class and
 * its tier), the customer's address, and the employee's (and the one it moved from). Every table
 * of the company is read by its company_id as well as its id, so that a database distributed by
 * company_id routes the whole statement to the company's node (docs/scaling.md, "Statements").
 */
export async function bookingFacts(
  tx: SqlTx,
  companyId: string,
  eventId: string,
  previousEmployeeId: string | null,
): Promise<BookingFactsRow | undefined> {
  const [found] = await rawRows(
    tx,
    sql<BookingFactsRow>`SELECT c.name AS company_name, c.locale, c.location, c.time_zone, c.messaging,
             CASE WHEN ev.scheduled_event_id IS NULL
               THEN (SELECT coalesce(json_agg(t.title ORDER BY array_position(ev.event_type_ids, t.id)), '[]'::json)
                       FROM event_types t WHERE t.company_id = ev.company_id AND t.id = ANY(ev.event_type_ids))
               -- A seat of a class: the class and its tier are what was booked.
               ELSE (SELECT json_build_array(s.name || coalesce(' (' || nullif(st.name, '') || ')', ''))
                       FROM scheduled_events s
                       LEFT JOIN scheduled_event_tiers st ON st.company_id = s.company_id AND st.id = ev.tier_id
                      WHERE s.company_id = ev.company_id AND s.id = ev.scheduled_event_id)
             END AS services,
             cu.email AS customer_email,
             (SELECT json_build_object('id', e.id, 'name', e.name, 'email', coalesce(e.email, u.email),
                                       'notifications', e.notifications)
                FROM employees e LEFT JOIN hq_users u ON u.id = e.user_id
               WHERE e.company_id = ev.company_id AND e.id = ev.employee_id AND e.deleted_at IS NULL) AS employee,
             (SELECT json_build_object('id', e.id, 'name', e.name, 'email', coalesce(e.email, u.email),
                                       'notifications', e.notifications)
                FROM employees e LEFT JOIN hq_users u ON u.id = e.user_id
               WHERE e.company_id = ev.company_id AND e.id = ${previousEmployeeId ?? ''} AND e.deleted_at IS NULL) AS previous_employee
        FROM events ev
        JOIN companies c ON c.id = ev.company_id
        LEFT JOIN customers cu ON cu.company_id = ev.company_id AND cu.id = ev.customer_id
       WHERE ev.company_id = ${companyId} AND ev.id = ${eventId}`,
  );
  return found;
}

/** The companies with reminders on, in id order (a reference-table read). */
export async function companiesWithReminders(db: SqlTx): Promise<string[]> {
  const found = await rows(
    db,
    qb
      .selectFrom('companies')
      .select('id')
      .where(sql<boolean>`messaging->>'enable_reminders' = 'true'`)
      .orderBy('id'),
  );
  return found.map((c) => c.id);
}

/**
 * A company's confirmed events starting in (`from`, `until`], booked at least `leadHours` ahead,
 * whose reminder was not yet queued for their current start, in start order, at most `limit`,
 * each locked (SKIP LOCKED: concurrent runs and booking changes in flight are skipped, not waited
 * for). Pinned to one company: a distributed database refuses a row lock across shards.
 */
export async function lockDueReminders(
  tx: SqlTx,
  p: { companyId: string; from: Date; until: Date; leadHours: number; limit: number },
): Promise<Row<'events'>[]> {
  return rows(
    tx,
    qb
      .selectFrom('events as ev')
      .innerJoin('companies as c', 'c.id', 'ev.company_id')
      .selectAll('ev')
      .where('ev.company_id', '=', p.companyId)
      .where('ev.starts_at', '>', p.from)
      .where('ev.starts_at', '<=', p.until)
      .where('ev.status', '=', 'confirmed')
      .where(sql<boolean>`ev.created_at <= ev.starts_at - make_interval(hours => ${p.leadHours}::int)`)
      .where((eb) =>
        eb.or([
          eb('ev.reminder_starts_at', 'is', null),
          eb('ev.reminder_starts_at', '<>', eb.ref('ev.starts_at')),
        ]),
      )
      .where(sql<boolean>`c.messaging->>'enable_reminders' = 'true'`)
      .orderBy('ev.starts_at')
      .orderBy('ev.id')
      .limit(p.limit)
      .forUpdate('ev')
      .skipLocked(),
  );
}

/** The event's reminder was queued for its current start (not a change of the booking: updated_at stays). */
export async function markReminderQueued(tx: SqlTx, companyId: string, id: string, at: Date): Promise<void> {
  await rows(
    tx,
    qb
      .updateTable('events')
      .set((eb) => ({ reminder_starts_at: eb.ref('starts_at'), reminder_sent_at: at }))
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );
}
