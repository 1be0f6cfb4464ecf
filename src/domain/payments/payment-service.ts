import { Decimal } from '../../db/prisma-values.ts';
import type { Sql } from '../../db/sql.ts';
import { reachable } from '../auth/access.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import { findCompany } from '../companies/company-store.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { messageLanguage, receiptMail } from '../messaging/templates.ts';
import { ApiError, conflict, fieldError, notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import type { TenantChanges } from '../shared/tenant-store.ts';
import { publishChange } from '../webhooks/publish.ts';
import { announcePayment, paymentChangeType } from './payment-changes.ts';
import {
  companyHas,
  customerContact,
  eventEmail,
  eventIn,
  insertPayment,
  isCompanysMarketplaceUser,
  listPayments,
  liveNoshowPayment,
  marketplaceUserEmail,
  PAYMENT_IN,
  PAYMENT_SORT_FIELDS,
  recipientFor,
  updatePaymentFrom,
} from './payment-store.ts';
import { type PaymentRow as Payment, paymentView } from './payment-view.ts';
import { expandInto, type RelatedKind } from './related-views.ts';
import type { PaymentCreateInput, PaymentFilter, PaymentUpdate } from './schemas.ts';
import { PAYMENT_STATUSES } from './schemas.ts';

export { PAYMENT_SORT_FIELDS, PAYMENT_STATUSES };

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Allowed status moves. A payment is `pending` until captured, then `unsettled` until a
 * settlement takes it (or it is marked settled by hand); any of them may be refunded (a pending
 * one is voided); `refunded` is final, and nothing goes back to `pending`.
 */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['unsettled', 'refunded'],
  unsettled: ['settled', 'refunded'],
  settled: ['refunded'],
  refunded: [],
};

export const PAYMENT_EXPANDABLE = ['company', 'customer', 'employee', 'event', 'marketplace_user'] as const;

export interface PaymentListOptions {
  search?: string;
  filter?: PaymentFilter;
  sort?: { field: (typeof PAYMENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

const refId = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

export class PaymentService {
  private readonly companies: CompanyService;
  private readonly outbox: Outbox;
  private readonly sql: Sql;

  /** Tells the provider what a committed write owes it (provider-actions.ts), not awaited. */
  private readonly settleProvider: () => void;

  constructor(companies: CompanyService, outbox: Outbox, sql: Sql, settleProvider: () => void = () => {}) {
    this.companies = companies;
    this.outbox = outbox;
    this.sql = sql;
    this.settleProvider = settleProvider;
  }

  private async load(caller: HqCaller, id: string): Promise<Payment> {
    return reachable(caller, 'payment', (companies) =>
      PAYMENT_IN.row(this.sql, { companyIds: companies, id }),
    );
  }

  async get(caller: HqCaller, id: string, expand: readonly string[] = []) {
    return (await this.views([await this.load(caller, id)], expand))[0];
  }

  /**
   * Only no-show payments are created through the API: the event's price (or, without one, the
   * company's `payments.flat_fee`) charged for an event marked `noshow`. One live no-show payment
   * per event: a second is a 409 unless the first was refunded.
   */
  async create(caller: HqCaller, input: PaymentCreateInput, expand: readonly string[] = []) {
    const event = await eventIn(this.sql, [...caller.companyIds], input.event);
    if (!event || !reachesCompany(caller, event.company_id)) throw notFound('event');
    if (event.status !== 'noshow') {
      throw fieldError('event', `the event is ${event.status}; mark it noshow before charging a no-show fee`);
    }
    const company = await this.company(event.company_id);
    const flatFee = Number(obj(company.payments).flat_fee ?? 0);
    let amount: string | null = null;
    // docs/api-conventions.md#prices: the booking's own price; the company's flat fee only for a booking without one.
    if (event.price !== null) {
      if (new Decimal(event.price).gt(0)) amount = event.price;
    } else if (Number.isFinite(flatFee) && flatFee > 0) amount = new Decimal(flatFee).toString();
    if (!amount) {
      throw fieldError(
        'event',
        event.price !== null
          ? 'was booked at no cost (price 0): nothing to charge'
          : 'has no price and the company has no payments.flat_fee: nothing to charge',
      );
    }
    const row = await this.sql.transaction(async (tx) => {
      const existing = await liveNoshowPayment(tx, event.company_id, event.id);
      if (existing) {
        throw conflict('payment_exists', `The event already has a no-show payment (${existing.id}).`);
      }
      const recipient = await recipientFor(tx, event.company_id, event.employee_id);
      const created = await insertPayment(tx, event.company_id, {
        event_id: event.id,
        customer_id: event.customer_id,
        marketplace_user_id: event.marketplace_user_id,
        employee_id: event.employee_id,
        reason: 'noshow',
        currency: event.currency ?? company.currency_code,
        amount,
        status: 'pending',
        ...recipient,
      });
      await publishChange(tx, {
        type: 'payment.created',
        company: created.company_id,
        object: paymentView(created),
      });
      return created;
    });
    return (await this.views([row], expand))[0];
  }

  async list(caller: HqCaller, companyId: string, options: PaymentListOptions) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const { filter = {}, sort, page, search, expand = [] } = options;
    const rows = await listPayments(this.sql, companyId, { filter, sort, page, search });
    return this.views(rows, expand);
  }

  async update(caller: HqCaller, id: string, input: PaymentUpdate, expand: readonly string[] = []) {
    const current = await this.load(caller, id);
    const data: TenantChanges<'payments'> = {};
    if (input.company !== undefined && refId(input.company) !== current.company_id) {
      throw fieldError('company', 'a payment cannot move to another company');
    }
    const companyId = current.company_id;
    if (input.customer !== undefined) {
      const cid = refId(input.customer);
      if (!(await companyHas(this.sql, 'customers', companyId, cid))) throw notFound('customer');
      data.customer_id = cid;
    }
    if (input.employee !== undefined) {
      const eid = refId(input.employee);
      if (!(await companyHas(this.sql, 'employees', companyId, eid))) throw notFound('employee');
      data.employee_id = eid;
    }
    if (input.event !== undefined) {
      const evid = refId(input.event);
      if (!(await companyHas(this.sql, 'events', companyId, evid))) throw notFound('event');
      data.event_id = evid;
    }
    if (input.marketplace_user !== undefined) {
      const uid = refId(input.marketplace_user);
      // A customer account is global; it may be linked only when it is a customer of this company.
      if (!(await isCompanysMarketplaceUser(this.sql, companyId, uid))) throw notFound('marketplace_user');
      data.marketplace_user_id = uid;
    }
    if (input.status !== undefined && input.status !== current.status) {
      const from = current.status as PaymentStatus;
      if (!PAYMENT_MOVES[from].includes(input.status)) {
        const allowed = PAYMENT_MOVES[from];
        const why = allowed.length ? `allowed: ${allowed.join(', ')}` : `${from} is final`;
        throw new ApiError(
          400,
          'validation_error',
          'invalid_status_transition',
          `status: cannot move from ${from} to ${input.status}; ${why}`,
          { details: [{ field: 'status', message: `cannot move from ${from} to ${input.status}; ${why}` }] },
        );
      }
      const now = new Date();
      data.status = input.status;
      if (input.status === 'unsettled') data.refundable = true;
      if (input.status === 'settled') data.settled_at = now;
      if (input.status === 'refunded') {
        data.refunded_at = now;
        data.refundable = false;
        // HQ's waiver (docs/payments.md#cancellation-policy): money taken through the provider goes
        // back through it, all of what was kept (a kept fee's part, or the whole payment); a charge
        // not paid yet is cancelled there. After the commit, as every refund (provider-actions.ts).
        if (current.provider_ref) {
          data.provider_action = current.status === 'pending' ? 'cancel' : 'refund';
          data.refunded_amount = null;
        }
      }
    }
    if (Object.keys(data).length === 0) return this.get(caller, id, expand);
    // Guarded on the status read, so two concurrent moves cannot both apply.
    await this.sql.transaction(async (tx) => {
      const updated = await updatePaymentFrom(tx, current.company_id, id, current.status, data);
      if (!updated) throw conflict('payment_changed', 'The payment changed meanwhile; retry.');
      // A status move is announced as what it is (paid, refunded, settled); any other edit as an update.
      await announcePayment(tx, paymentChangeType(current.status, updated.status), updated, current);
    });
    if (data.provider_action) this.settleProvider();
    return this.get(caller, id, expand);
  }

  /** Queues a receipt e-mail (to `email`, else the customer's or the booking's address). */
  async sendReceipt(caller: HqCaller, id: string, email: string | undefined, expand: readonly string[] = []) {
    const payment = await this.load(caller, id);
    const to = email ?? (await this.defaultRecipient(payment));
    if (!to) throw fieldError('email', 'is required: the payment has no customer e-mail to fall back on');
    const company = await this.company(payment.company_id);
    const customerName = payment.customer_id
      ? (await customerContact(this.sql, payment.company_id, payment.customer_id))?.name
      : null;
    const mail = receiptMail(messageLanguage(company.locale), {
      companyName: company.name,
      paymentId: payment.id,
      amount: new Decimal(payment.amount).toNumber(),
      currency: payment.currency,
      reason: payment.reason,
      status: payment.status,
      paidAt: payment.created_at,
      customerName,
    });
    await this.outbox.enqueue(this.sql, {
      company_id: company.id,
      customer_id: payment.customer_id,
      kind: 'payment_receipt',
      to,
      subject: mail.subject,
      body: mail.body,
    });
    this.outbox.notifyEnqueued();
    return (await this.views([payment], expand))[0];
  }

  private async defaultRecipient(payment: Payment): Promise<string | null> {
    if (payment.customer_id) {
      const c = await customerContact(this.sql, payment.company_id, payment.customer_id);
      if (c?.email) return c.email;
    }
    if (payment.event_id) {
      const email = await eventEmail(this.sql, payment.company_id, payment.event_id);
      if (email) return email;
    }
    if (payment.marketplace_user_id) {
      const email = await marketplaceUserEmail(this.sql, payment.marketplace_user_id);
      if (email) return email;
    }
    return null;
  }

  /** The payment's company (it exists: a company's rows go with it). */
  private async company(id: string) {
    const company = await findCompany(this.sql, id);
    if (!company) throw notFound('company');
    return company;
  }

  async views(rows: Payment[], expand: readonly string[] = []) {
    const views = rows.map(paymentView);
    await expandInto(this.sql, this.companies, views, expand, PAYMENT_EXPANDABLE as readonly RelatedKind[]);
    return views;
  }
}
