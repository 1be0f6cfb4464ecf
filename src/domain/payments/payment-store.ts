// Payments read by id (HQ's payment, a customer's payment page, the answers after a booking):
// the payment area's SQL, Kysely typed from the schema.
import { type ExpressionBuilder, sql } from 'kysely';
import { type DB, prepared, qb, type Row, readsAcross, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { likePattern } from '../shared/search-store.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { PaymentFilter } from './schemas.ts';

/** One payment by its id (its company is checked by the caller). */
export const PAYMENT = prepared((p: { id: string }) =>
  qb.selectFrom('payments').selectAll().where('id', '=', p.id),
);

/** One payment by its id among the companies named (an HQ caller's; checked on the row). */
export const PAYMENT_IN = prepared((p: { companyIds: string[]; id: string }) =>
  qb
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .where('id', '=', p.id),
);

/** The payments with these ids, in no particular order. */
export function paymentsByIds(db: SqlTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(
    db,
    qb
      .selectFrom('payments')
      .selectAll()
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

/**
 * An event by id among the companies named (the HQ caller's: a database distributed by
 * company_id routes it to their nodes); the caller then checks its company.
 */
export const eventIn = (db: SqlTx, companyIds: readonly string[], id: string) =>
  row(
    db,
    qb
      .selectFrom('events')
      .selectAll()
      .where('company_id', '=', (eb) => eb.fn.any(eb.val([...companyIds])))
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
