// GDPR access and erasure of one customer (docs/api-conventions.md#customers).

import { prepared, qb, type Row } from '../../db/kysely.ts';
import { empty, sqltag } from '../../db/prisma-values.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { EventView } from '../bookings/schemas.ts';
import type { PaymentView } from '../payments/schemas.ts';
import { rowKey } from '../shared/ids.ts';
import { voucherView } from '../vouchers/voucher-view.ts';
import { eraseWaitlistEntries } from '../waitlist/privacy.ts';
import type { WaitlistEntryView } from '../waitlist/schemas.ts';
import { publishChange } from '../webhooks/publish.ts';
import { type CustomerService, deletedView } from './customer-service.ts';

/**
 * The fields of a customer's records that hold their personal data: those the erasure blanks
 * on events, payments and vouchers (and the customer row's own, which goes whole). The audit
 * trail's old and new values of these fields are erased with them.
 */
const PERSONAL_FIELDS = [
  'name',
  'customer_name',
  'email',
  'phone',
  'phone_country_code',
  'phone_number',
  'kennitala',
  'license_plate',
  'comment',
  'booking_question_answers',
  'message',
  'notes',
  'search_text',
  'marketplace_user_id',
  'customer_id',
];

/** The booking and payment services' views, which the export shows as the API does. */
export interface PrivacyViews {
  /** Every event of the customer record, earliest first, as the API shows them. */
  events(customerId: string): Promise<EventView[]>;
  payments(rows: Row<'payments'>[]): Promise<PaymentView[]>;
  /** Their waitlist entries (docs/api-conventions.md#waitlist-and-booking-offers), by account or e-mail as erasure finds them. */
  waitlistEntries(
    person: Pick<Row<'customers'>, 'company_id' | 'email' | 'marketplace_user_id'>,
  ): Promise<WaitlistEntryView[]>;
}

/** The customer's payments and those of their bookings, oldest first. */
const PAYMENTS = prepared((p: { customerId: string }) =>
  qb
    .selectFrom('payments as p')
    .selectAll('p')
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

const VOUCHERS = prepared((p: { customerId: string }) =>
  qb
    .selectFrom('vouchers')
    .selectAll()
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
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', p.customerId),
        eb.and([
          eb('company_id', '=', p.companyId),
          eb(eb.fn('lower', ['to']), '=', eb.fn('lower', [eb.val(p.email)])),
        ]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id'),
);

/**
 * The messages about a customer: those written for them (customer_id), and, for messages
 * queued before messages carried it, those sent to their e-mail address by their company.
 */
function messagesOf(customer: { id: string; company_id: string; email: string | null }): Prisma.Sql {
  const byAddress = customer.email
    ? sqltag`OR (company_id = ${customer.company_id} AND lower("to") = lower(${customer.email}))`
    : empty;
  return sqltag`(customer_id = ${customer.id} ${byAddress})`;
}

export function messageView(m: Row<'outbox_messages'>) {
  return {
    id: m.id,
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    body: m.body,
    html: m.html,
    attachments: m.attachments,
    status: m.status,
    created_at: m.created_at.toISOString(),
    sent_at: m.sent_at?.toISOString() ?? null,
  };
}

export class CustomerPrivacy {
  private readonly prisma: PrismaClient;
  private readonly customers: CustomerService;
  private readonly views: PrivacyViews;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, customers: CustomerService, views: PrivacyViews, sql: SqlTx) {
    this.prisma = prisma;
    this.customers = customers;
    this.views = views;
    this.sql = sql;
  }

  /** Everything held about the person, as one JSON document (GDPR access). */
  async export(caller: HqCaller, id: string) {
    const customer = await this.customers.get(caller, id);
    const events = await this.views.events(id);
    const payments = await PAYMENTS.rows(this.sql, { customerId: id });
    const vouchers = await VOUCHERS.rows(this.sql, { customerId: id });
    const messages = await MESSAGES.rows(this.sql, {
      customerId: id,
      companyId: customer.company,
      email: customer.email ?? null,
    });
    const now = new Date();
    return {
      exported_at: now.toISOString(),
      customer,
      events,
      payments: await this.views.payments(payments),
      vouchers: vouchers.map((v) => voucherView(v, now)),
      messages: messages.map(messageView),
      waitlist_entries: await this.views.waitlistEntries({
        company_id: customer.company,
        email: customer.email ?? null,
        marketplace_user_id: customer.marketplace_user ?? null,
      }),
    };
  }

  /**
   * GDPR erasure, in one transaction: the customer row goes; their bookings, payments, vouchers
   * and messages stay with their times and amounts (the business's books need them) and every
   * personal field blanked: names, e-mails, phones, kennitala, licence plates, comments and
   * answers, gift messages, the link to the marketplace account, and the texts of the messages.
   * Stored idempotent answers of their bookings are deleted (they expire within a day anyway).
   */
  async erase(caller: HqCaller, id: string): Promise<void> {
    const row = await this.customers.load(caller, id);
    await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string; merged_ids: string[] }[]>`
        SELECT id, merged_ids FROM customers WHERE company_id = ${row.company_id} AND id = ${id} FOR UPDATE`;
      if (locked.length === 0) return; // erased by a concurrent request meanwhile
      const eventIds = (await tx.event.findMany({ where: { customer_id: id }, select: { id: true } })).map(
        (e) => e.id,
      );
      // Every record of theirs a webhook message may hold (read before the links below are cut).
      const objectIds = [
        id, // customer.created / customer.updated messages carry the record itself
        // Records merged into this one earlier were the same person: their own customer.*
        // messages and audit rows hold the same data (their bookings moved here, so are below).
        ...locked[0].merged_ids,
        ...eventIds,
        ...(
          await tx.payment.findMany({
            where: { OR: [{ customer_id: id }, { event_id: { in: eventIds } }] },
            select: { id: true },
          })
        ).map((p) => p.id),
        ...(await tx.voucher.findMany({ where: { customer_id: id }, select: { id: true } })).map((v) => v.id),
      ];
      await tx.$executeRaw`
        UPDATE events SET customer_name = '', email = NULL, phone_country_code = NULL, phone_number = NULL,
               kennitala = NULL, license_plate = NULL, comment = NULL, booking_question_answers = '[]'::jsonb,
               marketplace_user_id = NULL, customer_id = NULL, updated_at = now()
         WHERE customer_id = ${id}`;
      await tx.$executeRaw`
        UPDATE payments SET marketplace_user_id = NULL, customer_id = NULL, updated_at = now()
         WHERE customer_id = ${id} OR event_id = ANY(${eventIds}::text[])`;
      await tx.$executeRaw`
        UPDATE vouchers SET email = NULL, phone_country_code = NULL, phone_number = NULL, message = NULL,
               marketplace_user_id = NULL, customer_id = NULL, updated_at = now()
         WHERE customer_id = ${id}`;
      // A message not yet sent is not sent any more: there is nobody to send it to.
      await tx.$executeRaw`
        UPDATE outbox_messages SET "to" = '', subject = '', body = '', html = NULL, attachments = '[]'::jsonb,
               last_error = CASE WHEN status = 'pending' THEN 'erased (GDPR)' END,
               status = CASE WHEN status = 'pending' THEN 'failed'::outbox_status ELSE status END,
               customer_id = NULL, updated_at = now()
         WHERE ${messagesOf(row)}`;
      await tx.$executeRaw`
        UPDATE time_slot_reservations SET marketplace_user_id = NULL WHERE event_id = ANY(${eventIds}::text[])`;
      // Stored answers of their bookings hold their data, and the key's scope names their account.
      await tx.$executeRaw`
        DELETE FROM idempotency_keys
         WHERE company_id = ${row.company_id} AND jsonb_typeof(response_body) = 'object'
           AND response_body->>'id' = ANY(${eventIds}::text[])`;
      // Their waitlist entries (docs/api-conventions.md#waitlist-and-booking-offers) leave the line, blanked; their messages too, below.
      objectIds.push(...(await eraseWaitlistEntries(prismaTxSql(tx), row, new Date())));
      // Webhook messages (their delivery log and the live stream's history) hold the same records:
      // the personal fields of each object blanked, its previous values dropped.
      await tx.$executeRaw`
        UPDATE webhook_messages m
           SET payload = jsonb_set(m.payload #- '{data,previous_attributes}', '{data,object}', (
                 SELECT coalesce(jsonb_object_agg(f.key, CASE
                          WHEN f.key IN ('customer_name', 'name') THEN '""'::jsonb
                          WHEN f.key = 'booking_question_answers' THEN '[]'::jsonb
                          WHEN f.key IN ('email', 'phone_country_code', 'phone_number', 'kennitala', 'license_plate',
                                         'comment', 'message', 'notes', 'customer', 'marketplace_user') THEN 'null'::jsonb
                          ELSE f.value END), '{}'::jsonb)
                   FROM jsonb_each(m.payload->'data'->'object') f))
         WHERE m.company_id = ${row.company_id} AND m.object_id = ANY(${objectIds}::text[])
           AND jsonb_typeof(m.payload->'data'->'object') = 'object'`;
      await tx.customer.delete({ where: rowKey(row.company_id, id) });
      // The audit trail of their records (this erasure's own rows included, written by the
      // statements above): every value of a personal field, old and new, becomes "[erased]"
      // (null stays null), every field of the customer row itself too, and the marketplace
      // account that acted is unlinked. What changed and when stays: the field names, the
      // operations, the times, and the other fields (status, times, amounts).
      await tx.$executeRaw`
        UPDATE activities a
           SET marketplace_user_id = NULL,
               changes = (
                 SELECT coalesce(jsonb_object_agg(f.key, CASE
                          WHEN a.object_type = 'customers' OR f.key = ANY(${PERSONAL_FIELDS}::text[])
                          THEN jsonb_build_object(
                                 'old', CASE WHEN f.value->'old' = 'null'::jsonb THEN 'null'::jsonb ELSE '"[erased]"'::jsonb END,
                                 'new', CASE WHEN f.value->'new' = 'null'::jsonb THEN 'null'::jsonb ELSE '"[erased]"'::jsonb END)
                          ELSE f.value END), '{}'::jsonb)
                   FROM jsonb_each(a.changes) f)
         WHERE a.company_id = ${row.company_id} AND a.object_id = ANY(${objectIds}::text[])
           AND a.object_type IN ('customers', 'events', 'payments', 'vouchers', 'waitlist_entries', 'booking_offers')`;
      await publishChange(prismaTxSql(tx), {
        type: 'customer.deleted',
        company: row.company_id,
        object: deletedView({ id, company: row.company_id }),
      });
    });
  }
}
