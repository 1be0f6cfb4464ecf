// GDPR access and erasure of one customer (docs/api-conventions.md#customers).

import type { Row } from '../../db/kysely.ts';
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { HqCaller } from '../auth/caller.ts';
import type { EventView } from '../bookings/schemas.ts';
import { type CustomerService, deletedView } from '../customers/customer-service.ts';
import { deleteCustomers } from '../customers/customer-store.ts';
import type { PaymentView } from '../payments/schemas.ts';
import { voucherView } from '../vouchers/voucher-view.ts';
import { eraseWaitlistEntries } from '../waitlist/privacy.ts';
import type { WaitlistEntryView } from '../waitlist/schemas.ts';
import { publishChange } from '../webhooks/publish.ts';
import {
  blankRecords,
  blankWebhookMessages,
  eraseAuditTrail,
  lockForErasure,
  messagesOfCustomer,
  paymentsOfCustomer,
  recordsOfCustomer,
  vouchersOfCustomer,
} from './privacy-store.ts';

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

/**
 * The booking and payment services' views, which the export shows as the API does; `P` is the
 * view of a package or membership (docs/packages.md: that area sits above this one).
 */
export interface PrivacyViews<P> {
  /** Every event of the company's customer record, earliest first, as the API shows them. */
  events(companyId: string, customerId: string): Promise<EventView[]>;
  payments(rows: Row<'payments'>[]): Promise<PaymentView[]>;
  /** Their waitlist entries (docs/api-conventions.md#waitlist-and-booking-offers), by account or e-mail as erasure finds them. */
  waitlistEntries(
    person: Pick<Row<'customers'>, 'company_id' | 'email' | 'marketplace_user_id'>,
  ): Promise<WaitlistEntryView[]>;
  /** Their packages and memberships (docs/packages.md), as the API shows them. */
  packages(companyId: string, customerId: string): Promise<P[]>;
  /** Erasure: their packages unlinked from them (kept in the books); answers the ids. */
  erasePackages(tx: SqlTx, companyId: string, customerId: string): Promise<string[]>;
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

export class CustomerPrivacy<P> {
  private readonly customers: CustomerService;
  private readonly views: PrivacyViews<P>;
  private readonly sql: Sql;

  constructor(customers: CustomerService, views: PrivacyViews<P>, sql: Sql) {
    this.customers = customers;
    this.views = views;
    this.sql = sql;
  }

  /** Everything held about the person, as one JSON document (GDPR access). */
  async export(caller: HqCaller, id: string) {
    const customer = await this.customers.get(caller, id);
    const events = await this.views.events(customer.company, id);
    const payments = await paymentsOfCustomer(this.sql, customer.company, id);
    const vouchers = await vouchersOfCustomer(this.sql, customer.company, id);
    const messages = await messagesOfCustomer(this.sql, customer.company, id, customer.email ?? null);
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
      packages: await this.views.packages(customer.company, id),
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
    await this.sql.transaction(async (tx) => {
      const locked = await lockForErasure(tx, row.company_id, id);
      if (!locked) return; // erased by a concurrent request meanwhile
      // Every record of theirs a webhook message may hold (read before the links below are cut).
      const records = await recordsOfCustomer(tx, row.company_id, id);
      const objectIds = [
        id, // customer.created / customer.updated messages carry the record itself
        // Records merged into this one earlier were the same person: their own customer.*
        // messages and audit rows hold the same data (their bookings moved here, so are below).
        ...locked.merged_ids,
        ...records.events,
        ...records.payments,
        ...records.vouchers,
      ];
      await blankRecords(tx, row, records.events);
      // Their packages and memberships stay in the books, unlinked (the key to the customer has no
      // SET NULL: docs/packages.md).
      objectIds.push(...(await this.views.erasePackages(tx, row.company_id, id)));
      // Their waitlist entries (docs/api-conventions.md#waitlist-and-booking-offers) leave the line, blanked; their messages too, below.
      objectIds.push(...(await eraseWaitlistEntries(tx, row, new Date())));
      await blankWebhookMessages(tx, row.company_id, objectIds);
      await deleteCustomers(tx, row.company_id, [id]);
      // The audit trail of their records (this erasure's own rows included, written by the
      // statements above): every value of a personal field, old and new, becomes "[erased]"
      // (null stays null), every field of the customer row itself too, and the marketplace
      // account that acted is unlinked. What changed and when stays: the field names, the
      // operations, the times, and the other fields (status, times, amounts).
      await eraseAuditTrail(tx, row.company_id, objectIds, PERSONAL_FIELDS);
      await publishChange(tx, {
        type: 'customer.deleted',
        company: row.company_id,
        object: deletedView({ id, company: row.company_id }),
      });
    });
  }
}
