// GDPR access and erasure of one customer (CONTRACT.md 9.4).

import { empty, sqltag } from '../../db/prisma-values.ts';
import { prismaTxSql } from '../../db/sql.ts';
import type { Event, OutboxMessage, Payment, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { Json } from '../json.ts';
import { voucherView } from '../vouchers/voucher-view.ts';
import { publishChange } from '../webhooks/publish.ts';
import { type CustomerService, deletedView } from './customer-service.ts';

export interface PrivacyViews {
  events(rows: Event[]): Promise<Json[]>;
  payments(rows: Payment[]): Promise<Record<string, unknown>[]>;
}

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

export function messageView(m: OutboxMessage) {
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

  constructor(prisma: PrismaClient, customers: CustomerService, views: PrivacyViews) {
    this.prisma = prisma;
    this.customers = customers;
    this.views = views;
  }

  /** Everything held about the person, as one JSON document (GDPR access). */
  async export(caller: HqCaller, id: string) {
    const row = await this.customers.load(caller, id);
    const customer = await this.customers.get(caller, id);
    const events = await this.prisma.event.findMany({
      where: { customer_id: id },
      include: { time_slot_reservation: { select: { id: true } } },
      orderBy: [{ starts_at: 'asc' }, { id: 'asc' }],
    });
    const payments = await this.prisma.payment.findMany({
      where: { OR: [{ customer_id: id }, { event_id: { in: events.map((e) => e.id) } }] },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
    });
    const vouchers = await this.prisma.voucher.findMany({
      where: { customer_id: id },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
    });
    const messages = await this.prisma.$queryRaw<OutboxMessage[]>`
      SELECT * FROM outbox_messages WHERE ${messagesOf(row)} ORDER BY created_at, id`;
    const now = new Date();
    return {
      exported_at: now.toISOString(),
      customer,
      events: await this.views.events(events),
      payments: await this.views.payments(payments),
      vouchers: vouchers.map((v) => voucherView(v, now)),
      messages: messages.map(messageView),
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
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM customers WHERE id = ${id} FOR UPDATE`;
      if (locked.length === 0) return; // erased by a concurrent request meanwhile
      const eventIds = (await tx.event.findMany({ where: { customer_id: id }, select: { id: true } })).map(
        (e) => e.id,
      );
      // Every record of theirs a webhook message may hold (read before the links below are cut).
      const objectIds = [
        id, // customer.created / customer.updated messages carry the record itself
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
      await tx.customer.delete({ where: { id } });
      await publishChange(prismaTxSql(tx), {
        type: 'customer.deleted',
        company: row.company_id,
        object: deletedView({ id, company: row.company_id }),
      });
    });
  }
}
