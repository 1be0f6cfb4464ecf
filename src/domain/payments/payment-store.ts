// Payments read by id (HQ's payment, a customer's payment page, the answers after a booking):
// the payment area's SQL, Kysely typed from the schema.
import { type ExpressionBuilder, sql } from 'kysely';
import { type DB, prepared, qb, type Row, readsAcross, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { likePattern } from '../shared/search-store.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { PaymentFilter } from './schemas.ts';

/** One payment by the id in a marketplace URL, which names no company (its visibility is checked by the caller). */
export const PAYMENT = prepared((p: { id: string }) =>
  qb.selectFrom('payments').modifyFront(readsAcross('marketplace-id')).selectAll().where('id', '=', p.id),
);

/** One payment by its id among the companies named (an HQ caller's; checked on the row). */
export const PAYMENT_IN = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);

/** The payments with these ids among the companies named (the bookings' own), in no particular order. */
export function paymentsByIds(db: SqlTx, companyIds: string[], ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(
    db,
    qb
      .selectFrom('payments')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
}

// ---------------------------------------------------------------------------------------------
// What the provider still has to be told (provider-actions.ts)

/**
 * The payments whose provider action is owed, oldest change first: the minute job's work for
 * every company at once (each row then names its own, and is cleared by its company and id). A
 * read without a lock: on a distributed database every node reads its shards' rows with an action
 * owed (rare: a refund not yet told), and the coordinator merges the oldest `limit`. One statement
 * a minute, where a read per company would be one per company a minute.
 */
const OWED_ACTIONS = prepared((p: { limit: number }) =>
  qb
    .selectFrom('payments')
    .modifyFront(readsAcross('job-scan'))
    .select([
      'id',
      'company_id',
      'provider_ref',
      'provider_action',
      'amount',
      'refunded_amount',
      'provider_refunded',
      'currency',
    ])
    .where('provider_action', 'is not', null)
    .orderBy('updated_at')
    .limit(p.limit),
);

export const owedProviderActions = (db: SqlTx, limit: number) => OWED_ACTIONS.rows(db, { limit });

/**
 * Clears the action carried out (and records what the provider refunded, when it did), only
 * while the row still holds that action: one written meanwhile (a late payment's refund,
 * another part) stays owed.
 */
const ACTION_DONE = prepared(
  (p: { companyId: string; id: string; action: string; refunded: boolean; target: string }) =>
    qb
      .updateTable('payments')
      .set({
        provider_refunded: sql<string>`CASE WHEN ${p.refunded}::boolean THEN ${p.target}::numeric ELSE provider_refunded END`,
        provider_action: sql<
          string | null
        >`CASE WHEN coalesce(refunded_amount, amount) = ${p.target}::numeric THEN NULL ELSE provider_action END`,
      })
      .where('company_id', '=', p.companyId)
      .where('id', '=', p.id)
      .where('provider_action', '=', p.action),
);

export async function providerActionDone(
  db: SqlTx,
  payment: { company_id: string; id: string; provider_action: string },
  refunded: boolean,
  target: string,
): Promise<void> {
  await ACTION_DONE.rows(db, {
    companyId: payment.company_id,
    id: payment.id,
    action: payment.provider_action,
    refunded,
    target,
  });
}

// ---------------------------------------------------------------------------------------------
// What a money record's `expand` shows of its references (related-views.ts), read among the
// companies of the records expanded (a record references only its own company's rows).

const anyOf = (values: string[]) => (eb: ExpressionBuilder<DB, keyof DB>) => eb.fn.any(eb.val(values));

const RELATED_EMPLOYEES = prepared((p: { companies: string[]; ids: string[] }) =>
  qb
    .selectFrom('employees')
    .selectAll()
    .where('company_id', '=', anyOf(p.companies))
    .where('id', '=', anyOf(p.ids)),
);
const RELATED_EVENTS = prepared((p: { companies: string[]; ids: string[] }) =>
  qb
    .selectFrom('events')
    .selectAll()
    .where('company_id', '=', anyOf(p.companies))
    .where('id', '=', anyOf(p.ids)),
);
/** Marketplace users are no company's: read by id alone. */
const RELATED_MARKETPLACE_USERS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('marketplace_users')
    .select(['id', 'name', 'email', 'phone_country_code', 'phone_number', 'created_at'])
    .where('id', '=', anyOf(p.ids)),
);

export const employeesOf = (db: SqlTx, companies: string[], ids: string[]) =>
  RELATED_EMPLOYEES.rows(db, { companies, ids });
export const eventsOf = (db: SqlTx, companies: string[], ids: string[]) =>
  RELATED_EVENTS.rows(db, { companies, ids });
export const marketplaceUsersOf = (db: SqlTx, ids: string[]) => RELATED_MARKETPLACE_USERS.rows(db, { ids });

// ---------------------------------------------------------------------------------------------
// HQ's payments (payment-service.ts): the list, the no-show charge, the edits and the receipt

export const PAYMENT_SORT_FIELDS = ['created_at', 'updated_at', 'amount', 'status', 'settled_at'] as const;

export interface PaymentListQuery {
  search?: string;
  filter: PaymentFilter;
  sort?: { field: (typeof PAYMENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

/** A page of the company's payments matching the query, newest first unless sorted. */
export async function listPayments(db: SqlTx, companyId: string, q: PaymentListQuery) {
  const { filter, sort, page, search } = q;
  let query = qb.selectFrom('payments as p').selectAll('p').where('p.company_id', '=', companyId);
  if (filter.status !== undefined) {
    const statuses = Array.isArray(filter.status) ? filter.status : [filter.status];
    query = query.where('p.status', '=', (eb) => eb.fn.any(eb.val(statuses)));
  }
  if (filter.reason !== undefined) query = query.where('p.reason', '=', filter.reason);
  if (filter.created_from) query = query.where('p.created_at', '>=', new Date(filter.created_from));
  if (filter.created_to) query = query.where('p.created_at', '<', new Date(filter.created_to));
  if (filter.employee !== undefined) query = query.where('p.employee_id', '=', filter.employee);
  if (filter.event !== undefined) query = query.where('p.event_id', '=', filter.event);
  if (filter.series !== undefined) query = query.where('p.series_id', '=', filter.series);
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
            .where((cb) => cb.or([cb('e.customer_name', 'ilike', pattern), cb('e.email', 'ilike', pattern)])),
        ),
      ]),
    );
  }
  return rows(
    db,
    query
      .orderBy(`p.${sort?.field ?? 'created_at'}`, sort?.order ?? (sort ? 'asc' : 'desc'))
      .orderBy('p.id')
      .offset(page.offset)
      .limit(page.limit),
  );
}

/** An event by its id among the companies named (an HQ caller's; checked on the row). */
export const eventAmong = (db: SqlTx, companyIds: string[], id: string) =>
  row(
    db,
    qb
      .selectFrom('events')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val(companyIds)))
      .where('id', '=', id),
  );

/** The event's no-show payment that is not refunded, if any. */
export const liveNoshowPayment = (db: SqlTx, companyId: string, eventId: string) =>
  row(
    db,
    qb
      .selectFrom('payments')
      .select('id')
      .where('company_id', '=', companyId)
      .where('event_id', '=', eventId)
      .where('reason', '=', 'noshow')
      .where('status', '!=', 'refunded'),
  );

/** Where an employee's own payments settle: only with own settlements on and an account of theirs. */
export async function recipientFor(
  db: SqlTx,
  companyId: string,
  employeeId: string | null,
): Promise<{ settles_to_employee: boolean; settled_to: string }> {
  if (employeeId) {
    const employee = await row(
      db,
      qb
        .selectFrom('employees')
        .select('marketplace')
        .where('company_id', '=', companyId)
        .where('id', '=', employeeId),
    );
    const own = obj(employee?.marketplace).own_settlements === true;
    // Settlement accounts are an enterprise's (no company_id): the employee's, by its id.
    if (
      own &&
      (await row(db, qb.selectFrom('settlement_accounts').select('id').where('employee_id', '=', employeeId)))
    ) {
      return { settles_to_employee: true, settled_to: `employee:${employeeId}` };
    }
  }
  return { settles_to_employee: false, settled_to: 'enterprise' };
}

const PAYMENTS = tenantTable('payments', {});

export const insertPayment = (db: SqlTx, companyId: string, values: TenantInsert<'payments'>) =>
  PAYMENTS.insert(db, companyId, values);

/**
 * Updates the company's payment while its status is still `status` (two concurrent moves cannot
 * both apply); answers it as stored, or undefined when it changed meanwhile.
 */
export const updatePaymentFrom = (
  db: SqlTx,
  companyId: string,
  id: string,
  status: Row<'payments'>['status'],
  changes: TenantChanges<'payments'>,
) =>
  row(
    db,
    qb
      .updateTable('payments')
      .set({ ...changes, updated_at: new Date() })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('status', '=', status)
      .returningAll(),
  );

/** Whether the company has the row: a customer, employee or event a payment may be linked to. */
export async function companyHas(
  db: SqlTx,
  table: 'customers' | 'employees' | 'events',
  companyId: string,
  id: string,
): Promise<boolean> {
  const found = await row(
    db,
    qb.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', '=', id),
  );
  return found !== undefined;
}

/** Whether the customer account exists and is a customer of the company (the account itself is global). */
export async function isCompanysMarketplaceUser(db: SqlTx, companyId: string, userId: string) {
  const found = await row(
    db,
    qb
      .selectFrom('marketplace_users as u')
      .select('u.id')
      .where('u.id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('customers as c')
            .select('c.id')
            .where('c.company_id', '=', companyId)
            .whereRef('c.marketplace_user_id', '=', 'u.id'),
        ),
      ),
  );
  return found !== undefined;
}

/** The name and e-mail of the company's customer, for a receipt. */
export const customerContact = (db: SqlTx, companyId: string, id: string) =>
  row(
    db,
    qb
      .selectFrom('customers')
      .select(['name', 'email'])
      .where('company_id', '=', companyId)
      .where('id', '=', id),
  );

/** The e-mail a booking was made with, for a receipt. */
export const eventEmail = async (db: SqlTx, companyId: string, id: string) =>
  (
    await row(
      db,
      qb.selectFrom('events').select('email').where('company_id', '=', companyId).where('id', '=', id),
    )
  )?.email ?? null;

/** A customer account's e-mail, for a receipt. */
export const marketplaceUserEmail = async (db: SqlTx, id: string) =>
  (await row(db, qb.selectFrom('marketplace_users').select('email').where('id', '=', id)))?.email ?? null;

/**
 * A payment under the id its charge was opened with at the provider (its idempotency key): the
 * voucher bought online (vouchers/voucher-shop.ts). Answers it as stored.
 */
export async function insertPaymentAs(
  db: SqlTx,
  id: string,
  companyId: string,
  values: TenantInsert<'payments'>,
  at = new Date(),
) {
  const inserted = await row(
    db,
    qb
      .insertInto('payments')
      .values({ ...values, id, company_id: companyId, created_at: at, updated_at: at })
      .returningAll(),
  );
  if (!inserted) throw new Error('INSERT ... RETURNING answered no row');
  return inserted;
}

// ---------------------------------------------------------------------------------------------
// A booking's checkout (bookings/checkout.ts): its prepayments, a series' up-front payment and
// its shares, the fees a cancellation or a no-show asks, and the holds that expire. Every
// statement that runs in a booking's transaction names the booking's company beside the id
// (docs/scaling.md, "Statements"): `where company_id = $c and id = $id`.

type PaymentStatus = Row<'payments'>['status'];

/** A payment's company, by its id alone (a URL's, a provider's webhook): the lock then names it. */
const PAYMENT_COMPANY = prepared((p: { id: string }) =>
  qb
    .selectFrom('payments')
    .modifyFront(readsAcross('marketplace-id'))
    .select('company_id')
    .where('id', '=', p.id),
);
export const paymentCompany = async (db: SqlTx, id: string) =>
  (await PAYMENT_COMPANY.row(db, { id }))?.company_id;

/** The company's payment, locked for the transaction. */
const LOCK_PAYMENT = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .forUpdate(),
);
export const lockPaymentOf = (db: SqlTx, companyId: string, id: string) =>
  LOCK_PAYMENT.row(db, { companyId, id });

/** The company's payment, not locked (the expiry job's look before it calls the provider). */
const PAYMENT_OF = prepared((p: { companyId: string; id: string }) =>
  qb.selectFrom('payments').selectAll().where('company_id', '=', p.companyId).where('id', '=', p.id),
);
export const paymentOf = (db: SqlTx, companyId: string, id: string) => PAYMENT_OF.row(db, { companyId, id });

const PAYMENT_OF_ID = prepared((p: { companyId: string; id: string }) =>
  qb.selectFrom('payments').select('id').where('company_id', '=', p.companyId).where('id', '=', p.id),
);
/** Whether the company's payment `id` was written (a charge prepared for it is then kept). */
export const paymentWritten = async (db: SqlTx, companyId: string, id: string) =>
  (await PAYMENT_OF_ID.row(db, { companyId, id })) !== undefined;

/** A booking's prepayments not refunded (pending or captured). */
const livePrepayments = (p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId)
    .where('reason', '=', 'prepayment')
    .where('status', '<>', 'refunded');
const LIVE_PREPAYMENTS = prepared(livePrepayments);
/** Oldest first, locked: what a cancellation or a no-show gives back or keeps, in that order. */
const LOCK_PREPAYMENTS = prepared((p: { companyId: string; eventId: string }) =>
  livePrepayments(p).orderBy('created_at').orderBy('id').forUpdate(),
);
/** Newest first, locked: what a change of the booking gives back first. */
const LOCK_PREPAYMENTS_NEWEST = prepared((p: { companyId: string; eventId: string }) =>
  livePrepayments(p).orderBy('created_at', 'desc').orderBy('id', 'desc').forUpdate(),
);

export const livePrepaymentsOf = (db: SqlTx, companyId: string, eventId: string) =>
  LIVE_PREPAYMENTS.rows(db, { companyId, eventId });
export const lockPrepaymentsOf = (
  db: SqlTx,
  companyId: string,
  eventId: string,
  order: 'oldest' | 'newest',
) => (order === 'oldest' ? LOCK_PREPAYMENTS : LOCK_PREPAYMENTS_NEWEST).rows(db, { companyId, eventId });

/** Whether a prepayment of the booking is still asked and unpaid (its confirmation waits for it). */
const PENDING_PREPAYMENT = prepared((p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('payments')
    .select('id')
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId)
    .where('reason', '=', 'prepayment')
    .where('status', '=', 'pending')
    .limit(1),
);
export const hasPendingPrepayment = async (db: SqlTx, companyId: string, eventId: string) =>
  (await PENDING_PREPAYMENT.row(db, { companyId, eventId })) !== undefined;

/** What a checkout writes: a pending payment (a prepayment, a series' one, a fee asked). */
export type PendingPayment = {
  id: string;
  company_id: string;
  event_id: string | null;
  series_id: string | null;
  customer_id: string | null;
  marketplace_user_id: string | null;
  employee_id: string | null;
  reason: string;
  provider: string | null;
  currency: string;
  /** Exact decimal text. */
  amount: string;
  settled_to: string | null;
  provider_ref: string | null;
  client_secret: string | null;
  expires_at: Date | null;
};

/**
 * One statement for every pending payment a checkout writes; the columns a kind does not use
 * are given as null (refundable and settles_to_employee are false, their defaults, as the
 * schema's). `updated_at` is the transaction's time, as `created_at`'s default is.
 */
const INSERT_PENDING = prepared((p: PendingPayment) =>
  qb
    .insertInto('payments')
    .values({
      id: p.id,
      company_id: p.company_id,
      event_id: p.event_id,
      series_id: p.series_id,
      customer_id: p.customer_id,
      marketplace_user_id: p.marketplace_user_id,
      employee_id: p.employee_id,
      reason: p.reason,
      provider: p.provider,
      currency: p.currency,
      amount: p.amount,
      status: 'pending',
      refundable: false,
      settles_to_employee: false,
      settled_to: p.settled_to,
      provider_ref: p.provider_ref,
      client_secret: p.client_secret,
      expires_at: p.expires_at,
      updated_at: sql<Date>`now()`,
    })
    .returningAll(),
);

export async function insertPendingPayment(db: SqlTx, values: PendingPayment) {
  const inserted = await INSERT_PENDING.row(db, values);
  if (!inserted) throw new Error('INSERT ... RETURNING answered no row');
  return inserted;
}

/**
 * Gives back a payment in a change's transaction: `refunded` is what is refunded of it in all
 * (exact text; null: all of it, and the payment is refunded, or voided while pending). A part
 * given back leaves it refundable for the rest; `action`, what the provider is owed after the
 * commit, leaves an action already owed when null.
 */
const GIVE_BACK = prepared(
  (p: { companyId: string; id: string; action: string | null; refunded: string | null }) =>
    qb
      .updateTable('payments')
      .set({
        status: sql<PaymentStatus>`CASE WHEN ${p.refunded}::numeric IS NULL THEN 'refunded'::payment_status ELSE status END`,
        refunded_amount: sql<string | null>`${p.refunded}::numeric`,
        refundable: sql<boolean>`${p.refunded}::numeric IS NOT NULL`,
        refunded_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
        provider_action: sql<string | null>`coalesce(${p.action}, provider_action)`,
      })
      .where('company_id', '=', p.companyId)
      .where('id', '=', p.id)
      .returningAll(),
);

/**
 * Keeps part of a payment as a fee (a late cancellation's, a no-show's) and gives the rest back:
 * `refunded` as in GIVE_BACK; what is kept is no longer refundable, and the provider is owed
 * exactly `action` (null: nothing).
 */
const KEEP_FEE = prepared(
  (p: { companyId: string; id: string; action: string | null; refunded: string | null }) =>
    qb
      .updateTable('payments')
      .set({
        status: sql<PaymentStatus>`CASE WHEN ${p.refunded}::numeric IS NULL THEN 'refunded'::payment_status ELSE status END`,
        refunded_amount: sql<string | null>`${p.refunded}::numeric`,
        refundable: false,
        refunded_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
        provider_action: p.action,
      })
      .where('company_id', '=', p.companyId)
      .where('id', '=', p.id)
      .returningAll(),
);

type Refund = { action: string | null; refunded: string | null };
const answered = <T>(found: T | undefined, what: string): T => {
  if (!found) throw new Error(`${what} vanished inside its transaction`);
  return found;
};

export const givePaymentBack = async (db: SqlTx, p: { company_id: string; id: string }, r: Refund) =>
  answered(await GIVE_BACK.row(db, { companyId: p.company_id, id: p.id, ...r }), `payment ${p.id}`);
export const keepPaymentFee = async (db: SqlTx, p: { company_id: string; id: string }, r: Refund) =>
  answered(await KEEP_FEE.row(db, { companyId: p.company_id, id: p.id, ...r }), `payment ${p.id}`);

/** A pending payment captured (undefined: it was not pending any more). */
const MARK_PAID = prepared((p: { companyId: string; id: string }) =>
  qb
    .updateTable('payments')
    .set({ status: 'unsettled', refundable: true, expires_at: null, updated_at: sql<Date>`now()` })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .where('status', '=', 'pending')
    .returningAll(),
);
export const markPaymentPaid = (db: SqlTx, companyId: string, id: string) =>
  MARK_PAID.row(db, { companyId, id });

/** A pending payment voided: nothing was taken, nothing goes back. */
const VOID = prepared((p: { companyId: string; id: string }) =>
  qb
    .updateTable('payments')
    .set({
      status: 'refunded',
      refundable: false,
      refunded_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .returningAll(),
);
export const voidPayment = (db: SqlTx, companyId: string, id: string) => VOID.row(db, { companyId, id });

/** The money of a voided payment, paid after all, is owed back: the provider refunds it after the commit. */
const OWE_REFUND = prepared((p: { companyId: string; id: string }) =>
  qb
    .updateTable('payments')
    .set({ provider_action: 'refund' })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id),
);
export const oweRefund = async (db: SqlTx, companyId: string, id: string) => {
  await OWE_REFUND.rows(db, { companyId, id });
};

/**
 * Unpaid payments whose hold has passed, oldest hold first, at most `limit`: the expiry job's
 * work for every company at once (each row then names its own), or those of one payment, one
 * booking or one class before it is read. One statement for all four (a filter not given is
 * null and matches all), built once. A read without locks across companies (`job-scan`): each
 * row found is then locked by its company and id.
 */
const EXPIRED_HOLDS = prepared(
  (p: {
    now: Date;
    paymentId: string | null;
    eventId: string | null;
    scheduledEventId: string | null;
    limit: number;
  }) =>
    qb
      .selectFrom('payments')
      .modifyFront(readsAcross('job-scan'))
      .select(['id', 'company_id'])
      .where('status', '=', 'pending')
      .where('expires_at', '<=', p.now)
      .where((eb) => eb.or([eb(sql`${p.paymentId}::text`, 'is', null), eb('id', '=', p.paymentId)]))
      .where((eb) => eb.or([eb(sql`${p.eventId}::text`, 'is', null), eb('event_id', '=', p.eventId)]))
      .where((eb) =>
        eb.or([
          eb(sql`${p.scheduledEventId}::text`, 'is', null),
          eb(
            'event_id',
            'in',
            eb.selectFrom('events').select('id').where('scheduled_event_id', '=', p.scheduledEventId),
          ),
        ]),
      )
      .orderBy('expires_at')
      .limit(p.limit),
);

export const expiredHolds = (
  db: SqlTx,
  now: Date,
  only: { paymentId?: string; eventId?: string; scheduledEventId?: string },
  limit: number,
) =>
  EXPIRED_HOLDS.rows(db, {
    now,
    paymentId: only.paymentId ?? null,
    eventId: only.eventId ?? null,
    scheduledEventId: only.scheduledEventId ?? null,
    limit,
  });

/** The company's currency (a fee asked of a booking without a price is in it). */
export const companyCurrencyCode = async (db: SqlTx, id: string) =>
  (await row(db, qb.selectFrom('companies').select('currency_code').where('id', '=', id)))?.currency_code ??
  null;

// A series' up-front prepayment is shared among its occurrences (payment_shares): each one's part.

/** The booking's part of a series' payment, not yet returned. */
const LIVE_SHARE = prepared((p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('payment_shares')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId)
    .where('returned_at', 'is', null),
);
export const liveShareOf = (db: SqlTx, companyId: string, eventId: string) =>
  LIVE_SHARE.row(db, { companyId, eventId });

/** The booking's part of a series' payment, returned or not. */
const SHARE = prepared((p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('payment_shares')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId),
);
/** Locked, for returning it once. */
const LOCK_SHARE = prepared((p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('payment_shares')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId)
    .forUpdate(),
);
export const shareOf = (db: SqlTx, companyId: string, eventId: string) =>
  SHARE.row(db, { companyId, eventId });
export const lockShareOf = (db: SqlTx, companyId: string, eventId: string) =>
  LOCK_SHARE.row(db, { companyId, eventId });

/** The parts of a series' payment, oldest first, locked. */
const LOCK_SHARES = prepared((p: { companyId: string; paymentId: string }) =>
  qb
    .selectFrom('payment_shares')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('payment_id', '=', p.paymentId)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate(),
);
export const lockSharesOf = (db: SqlTx, payment: { company_id: string; id: string }) =>
  LOCK_SHARES.rows(db, { companyId: payment.company_id, paymentId: payment.id });

/** Whether a part of the series' payment is not returned yet. */
const LIVE_SHARE_OF_PAYMENT = prepared((p: { companyId: string; paymentId: string }) =>
  qb
    .selectFrom('payment_shares')
    .select('id')
    .where('company_id', '=', p.companyId)
    .where('payment_id', '=', p.paymentId)
    .where('returned_at', 'is', null)
    .limit(1),
);
export const hasLiveShare = async (db: SqlTx, companyId: string, paymentId: string) =>
  (await LIVE_SHARE_OF_PAYMENT.row(db, { companyId, paymentId })) !== undefined;

/** A booking's part of its series' payment. */
const INSERT_SHARE = prepared(
  (p: { id: string; companyId: string; paymentId: string; eventId: string; amount: string }) =>
    qb.insertInto('payment_shares').values({
      id: p.id,
      company_id: p.companyId,
      payment_id: p.paymentId,
      event_id: p.eventId,
      amount: p.amount,
    }),
);
export const insertShare = async (
  db: SqlTx,
  companyId: string,
  paymentId: string,
  eventId: string,
  amount: string,
) => {
  await INSERT_SHARE.rows(db, { id: newId(), companyId, paymentId, eventId, amount });
};

/** A part returned (once): what of it was refunded, exact text. */
const RETURN_SHARE = prepared((p: { companyId: string; id: string; refunded: string }) =>
  qb
    .updateTable('payment_shares')
    .set({ returned_at: sql<Date>`now()`, refunded: sql<string>`${p.refunded}::numeric` })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id),
);
export const returnShare = async (db: SqlTx, companyId: string, id: string, refunded: string) => {
  await RETURN_SHARE.rows(db, { companyId, id, refunded });
};
