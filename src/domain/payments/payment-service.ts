import { prepared, qb, rows as runRows } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import type { CompanyService } from '../companies/company-service.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { messageLanguage, receiptMail } from '../messaging/templates.ts';
import { ApiError, conflict, fieldError, notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import { likePattern } from '../shared/search-store.ts';
import { publishChange } from '../webhooks/publish.ts';
import { announcePayment, paymentChangeType } from './payment-changes.ts';
import { type PaymentRow as Payment, paymentView } from './payment-view.ts';
import { expandInto, type RelatedKind } from './related-views.ts';
import type { PaymentCreateInput, PaymentFilter, PaymentUpdate } from './schemas.ts';
import { PAYMENT_STATUSES } from './schemas.ts';

export { PAYMENT_STATUSES };

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
export const PAYMENT_SORT_FIELDS = ['created_at', 'updated_at', 'amount', 'status', 'settled_at'] as const;

export interface PaymentListOptions {
  search?: string;
  filter?: PaymentFilter;
  sort?: { field: (typeof PAYMENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
  expand?: readonly string[];
}

const refId = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

/** Where an employee's own payments settle: only with own settlements on and an account of theirs. */
export async function recipientFor(
  db: PrismaClient | Prisma.TransactionClient,
  companyId: string,
  employeeId: string | null,
): Promise<{ settles_to_employee: boolean; settled_to: string }> {
  if (employeeId) {
    const employee = await db.employee.findUnique({ where: rowKey(companyId, employeeId) });
    const own = (employee?.marketplace as { own_settlements?: boolean } | null)?.own_settlements === true;
    if (own && (await db.settlementAccount.count({ where: { employee_id: employeeId } })) > 0) {
      return { settles_to_employee: true, settled_to: `employee:${employeeId}` };
    }
  }
  return { settles_to_employee: false, settled_to: 'enterprise' };
}

const PAYMENT = prepared((p: { id: string }) => qb.selectFrom('payments').selectAll().where('id', '=', p.id));

export class PaymentService {
  private readonly prisma: PrismaClient;
  private readonly companies: CompanyService;
  private readonly outbox: Outbox;
  private readonly sql: SqlTx;

  /** Tells the provider what a committed write owes it (provider-actions.ts), not awaited. */
  private readonly settleProvider: () => void;

  constructor(
    prisma: PrismaClient,
    companies: CompanyService,
    outbox: Outbox,
    sql: SqlTx,
    settleProvider: () => void = () => {},
  ) {
    this.prisma = prisma;
    this.companies = companies;
    this.outbox = outbox;
    this.sql = sql;
    this.settleProvider = settleProvider;
  }

  private async load(caller: HqCaller, id: string): Promise<Payment> {
    const row = await PAYMENT.row(this.sql, { id });
    if (!row || !reachesCompany(caller, row.company_id)) throw notFound('payment');
    return row;
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
    const event = await this.prisma.event.findFirst({ where: { id: input.event } });
    if (!event || !reachesCompany(caller, event.company_id)) throw notFound('event');
    if (event.status !== 'noshow') {
      throw fieldError('event', `the event is ${event.status}; mark it noshow before charging a no-show fee`);
    }
    const company = await this.prisma.company.findUniqueOrThrow({ where: { id: event.company_id } });
    const flatFee = Number((company.payments as { flat_fee?: unknown } | null)?.flat_fee ?? 0);
    let amount: Prisma.Decimal | null = null;
    // docs/api-conventions.md#prices: the booking's own price; the company's flat fee only for a booking without one.
    if (event.price !== null) {
      if (event.price.gt(0)) amount = event.price;
    } else if (Number.isFinite(flatFee) && flatFee > 0) amount = new Decimal(flatFee);
    if (!amount) {
      throw fieldError(
        'event',
        event.price !== null
          ? 'was booked at no cost (price 0): nothing to charge'
          : 'has no price and the company has no payments.flat_fee: nothing to charge',
      );
    }
    const row = await this.prisma.$transaction(async (tx) => {
      const existing = await tx.payment.findFirst({
        where: { event_id: event.id, reason: 'noshow', status: { not: 'refunded' } },
      });
      if (existing) {
        throw conflict('payment_exists', `The event already has a no-show payment (${existing.id}).`);
      }
      const recipient = await recipientFor(tx, event.company_id, event.employee_id);
      const created = await tx.payment.create({
        data: {
          company_id: event.company_id,
          event_id: event.id,
          customer_id: event.customer_id,
          marketplace_user_id: event.marketplace_user_id,
          employee_id: event.employee_id,
          reason: 'noshow',
          currency: event.currency ?? company.currency_code,
          amount,
          status: 'pending',
          ...recipient,
        },
      });
      await publishChange(prismaTxSql(tx), {
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
    let query = qb.selectFrom('payments as p').selectAll('p').where('p.company_id', '=', companyId);
    if (filter.status !== undefined) {
      const statuses = ([] as PaymentStatus[]).concat(filter.status);
      query = query.where('p.status', '=', (eb) => eb.fn.any(eb.val(statuses)));
    }
    if (filter.reason !== undefined) query = query.where('p.reason', '=', filter.reason);
    if (filter.created_from) query = query.where('p.created_at', '>=', new Date(filter.created_from));
    if (filter.created_to) query = query.where('p.created_at', '<', new Date(filter.created_to));
    if (filter.employee !== undefined) query = query.where('p.employee_id', '=', filter.employee);
    if (filter.event !== undefined) query = query.where('p.event_id', '=', filter.event);
    if (filter.customer !== undefined) query = query.where('p.customer_id', '=', filter.customer);
    if (filter.marketplace_user !== undefined)
      query = query.where('p.marketplace_user_id', '=', filter.marketplace_user);
    if (filter.settlement !== undefined) query = query.where('p.settlement_id', '=', filter.settlement);
    if (filter.settles_to_employee !== undefined)
      query = query.where('p.settles_to_employee', '=', filter.settles_to_employee);
    const text = search?.trim();
    if (text) {
      // The id or event id exactly; the reference, or the customer's or booking's name or e-mail, containing the text (any case).
      const pattern = likePattern(text);
      query = query.where((eb) =>
        eb.or([
          eb('p.id', '=', text),
          eb('p.event_id', '=', text),
          eb('p.reference', 'ilike', pattern),
          eb.exists(
            eb
              .selectFrom('customers as c')
              .select('c.id')
              .whereRef('c.company_id', '=', 'p.company_id')
              .whereRef('c.id', '=', 'p.customer_id')
              .where((cb) => cb.or([cb('c.name', 'ilike', pattern), cb('c.email', 'ilike', pattern)])),
          ),
          eb.exists(
            eb
              .selectFrom('events as e')
              .select('e.id')
              .whereRef('e.company_id', '=', 'p.company_id')
              .whereRef('e.id', '=', 'p.event_id')
              .where((cb) =>
                cb.or([cb('e.customer_name', 'ilike', pattern), cb('e.email', 'ilike', pattern)]),
              ),
          ),
        ]),
      );
    }
    const rows = await runRows(
      this.sql,
      query
        .orderBy(`p.${sort?.field ?? 'created_at'}`, sort?.order ?? (sort ? 'asc' : 'desc'))
        .orderBy('p.id')
        .offset(page.offset)
        .limit(page.limit),
    );
    return this.views(rows, expand);
  }

  async update(caller: HqCaller, id: string, input: PaymentUpdate, expand: readonly string[] = []) {
    const current = await this.load(caller, id);
    const data: Prisma.PaymentUncheckedUpdateInput = {};
    if (input.company !== undefined && refId(input.company) !== current.company_id) {
      throw fieldError('company', 'a payment cannot move to another company');
    }
    const companyId = current.company_id;
    if (input.customer !== undefined) {
      const cid = refId(input.customer);
      const found = await this.prisma.customer.findFirst({ where: { id: cid, company_id: companyId } });
      if (!found) throw notFound('customer');
      data.customer_id = cid;
    }
    if (input.employee !== undefined) {
      const eid = refId(input.employee);
      const found = await this.prisma.employee.findFirst({ where: { id: eid, company_id: companyId } });
      if (!found) throw notFound('employee');
      data.employee_id = eid;
    }
    if (input.event !== undefined) {
      const evid = refId(input.event);
      const found = await this.prisma.event.findFirst({ where: { id: evid, company_id: companyId } });
      if (!found) throw notFound('event');
      data.event_id = evid;
    }
    if (input.marketplace_user !== undefined) {
      const uid = refId(input.marketplace_user);
      const found = await this.prisma.marketplaceUser.findUnique({ where: { id: uid } });
      // A customer account is global; it may be linked only when it is a customer of this company.
      const linked =
        found &&
        (await this.prisma.customer.count({ where: { company_id: companyId, marketplace_user_id: uid } })) >
          0;
      if (!linked) throw notFound('marketplace_user');
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
    await this.prisma.$transaction(async (tx) => {
      const result = await tx.payment.updateMany({
        where: { company_id: current.company_id, id, status: current.status },
        data: data as Prisma.PaymentUncheckedUpdateManyInput,
      });
      if (result.count === 0) throw conflict('payment_changed', 'The payment changed meanwhile; retry.');
      const updated = await tx.payment.findUniqueOrThrow({ where: rowKey(current.company_id, id) });
      // A status move is announced as what it is (paid, refunded, settled); any other edit as an update.
      await announcePayment(
        prismaTxSql(tx),
        paymentChangeType(current.status, updated.status),
        updated,
        current,
      );
    });
    if (data.provider_action) this.settleProvider();
    return this.get(caller, id, expand);
  }

  /** Queues a receipt e-mail (to `email`, else the customer's or the booking's address). */
  async sendReceipt(caller: HqCaller, id: string, email: string | undefined, expand: readonly string[] = []) {
    const payment = await this.load(caller, id);
    const to = email ?? (await this.defaultRecipient(payment));
    if (!to) throw fieldError('email', 'is required: the payment has no customer e-mail to fall back on');
    const company = await this.prisma.company.findUniqueOrThrow({ where: { id: payment.company_id } });
    const customerName = payment.customer_id
      ? (await this.prisma.customer.findUnique({ where: rowKey(payment.company_id, payment.customer_id) }))
          ?.name
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
    await this.outbox.enqueue(prismaTxSql(this.prisma), {
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
      const c = await this.prisma.customer.findUnique({
        where: rowKey(payment.company_id, payment.customer_id),
      });
      if (c?.email) return c.email;
    }
    if (payment.event_id) {
      const e = await this.prisma.event.findUnique({ where: rowKey(payment.company_id, payment.event_id) });
      if (e?.email) return e.email;
    }
    if (payment.marketplace_user_id) {
      const u = await this.prisma.marketplaceUser.findUnique({ where: { id: payment.marketplace_user_id } });
      if (u?.email) return u.email;
    }
    return null;
  }

  async views(rows: Payment[], expand: readonly string[] = []) {
    const views = rows.map(paymentView);
    await expandInto(this.sql, this.companies, views, expand, PAYMENT_EXPANDABLE as readonly RelatedKind[]);
    return views;
  }
}
