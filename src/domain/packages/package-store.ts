// All of the packages' and memberships' SQL (docs/data-access.md): Kysely over the tables'
// generated types, every statement naming the company (docs/scaling.md). The credit taken by a
// booking is one conditional UPDATE (takeCredits): of two bookings racing for the last credit,
// the second waits on the row and then finds nothing left.
import { sql } from 'kysely';
import { jsonb, prepared, qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type {
  CUSTOMER_PACKAGE_SORT_FIELDS,
  CustomerPackageFilter,
  PACKAGE_PRODUCT_SORT_FIELDS,
  PackageProductFilter,
} from './schemas.ts';

export type ProductRow = Row<'package_products'>;
export type HoldingRow = Row<'customer_packages'>;
export type CreditRow = Row<'package_credits'>;
export type PaymentRow = Row<'payments'>;

const PRODUCTS = tenantTable('package_products', {});
const HOLDINGS = tenantTable('customer_packages', { terms: 'json' });
const CREDITS = tenantTable('package_credits', {});
const PAYMENTS = tenantTable('payments', {});

// ------------------------------------------------------------------ products

const PRODUCT = prepared((p: { companyId: string; id: string }) =>
  qb.selectFrom('package_products').selectAll().where('company_id', '=', p.companyId).where('id', '=', p.id),
);

/** What the company sells on the marketplace now, oldest first. */
export const productsForSale = (db: SqlTx, companyId: string) => FOR_SALE.rows(db, { companyId });
/** A company that sells on the marketplace, with what a sale needs of it; else undefined. */
export const companyForSale = (db: SqlTx, id: string) => SELLING_COMPANY.row(db, { id });
/** The company's currency (a product sells in it: the weekly settlement settles it). */
export const companyCurrency = async (db: SqlTx, id: string) =>
  (await row(db, qb.selectFrom('companies').select('currency_code').where('id', '=', id)))?.currency_code;
/** The account buying: who its customer record is found or made as. */
export const marketplaceUser = (db: SqlTx, id: string) => ACCOUNT.row(db, { id });
/** The company's product, or undefined. */
export const productOf = (db: SqlTx, companyId: string, id: string) => PRODUCT.row(db, { companyId, id });

export const insertProduct = (db: SqlTx, companyId: string, values: TenantInsert<'package_products'>) =>
  PRODUCTS.insert(db, companyId, values);
export const updateProduct = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: TenantChanges<'package_products'>,
) => PRODUCTS.update(db, companyId, id, changes);
export const deleteProduct = (db: SqlTx, companyId: string, id: string) => PRODUCTS.remove(db, companyId, id);

export interface ProductQuery {
  companyId: string;
  filter: PackageProductFilter;
  sort: { field: (typeof PACKAGE_PRODUCT_SORT_FIELDS)[number]; order: 'asc' | 'desc' };
  page: Page;
}

export function listProducts(db: SqlTx, { companyId, filter, sort, page }: ProductQuery) {
  let query = qb.selectFrom('package_products').selectAll().where('company_id', '=', companyId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.marketplace !== undefined) query = query.where('marketplace', '=', filter.marketplace);
  if (filter.archived !== undefined)
    query = query.where('archived_at', filter.archived ? 'is not' : 'is', null);
  return rows(db, query.orderBy(sort.field, sort.order).orderBy('id').offset(page.offset).limit(page.limit));
}

const FOR_SALE = prepared((p: { companyId: string }) =>
  qb
    .selectFrom('package_products')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('marketplace', '=', true)
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id'),
);

/** How many packages or memberships were sold of the product. */
export async function soldOf(db: SqlTx, companyId: string, productId: string): Promise<number> {
  const found = await row(
    db,
    qb
      .selectFrom('customer_packages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('company_id', '=', companyId)
      .where('product_id', '=', productId),
  );
  return found?.n ?? 0;
}

/** Of these ids, those that are not the company's live event types. */
export async function missingEventTypes(db: SqlTx, companyId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom('event_types')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('deleted_at', 'is', null),
  );
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** Of these ids, those that are not the company's event type groups. */
export async function missingGroups(db: SqlTx, companyId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom('event_type_groups')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** Of these ids, those that are not the company's live classes. */
export async function missingClasses(db: SqlTx, companyId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom('scheduled_events')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('deleted_at', 'is', null),
  );
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** The event types in these groups of the company, as the groups are now. */
export async function eventTypesOfGroups(
  db: SqlTx,
  companyId: string,
  groupIds: string[],
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const found = await rows(
    db,
    qb
      .selectFrom('event_type_group_items')
      .select('event_type_id')
      .where('company_id', '=', companyId)
      .where('event_type_group_id', '=', (eb) => eb.fn.any(eb.val(groupIds))),
  );
  return found.map((f) => f.event_type_id);
}

const SELLING_COMPANY = prepared((p: { id: string }) =>
  qb
    .selectFrom('companies')
    .select(['id', 'name', 'country_code', 'currency_code', 'payments'])
    .where('id', '=', p.id)
    .where('marketplace_enabled', '=', true),
);

/** Every company's id, in order (the jobs go company by company: docs/scaling.md). */
export async function companyIds(db: SqlTx, after: string | null, limit: number): Promise<string[]> {
  let query = qb.selectFrom('companies').select('id').orderBy('id').limit(limit);
  if (after !== null) query = query.where('id', '>', after);
  return (await rows(db, query)).map((c) => c.id);
}

const ACCOUNT = prepared((p: { id: string }) =>
  qb
    .selectFrom('marketplace_users')
    .select(['id', 'email', 'name', 'phone_country_code', 'phone_number'])
    .where('id', '=', p.id),
);

// ------------------------------------------------------------------ what customers hold

const HOLDING = prepared((p: { companyId: string; id: string }) =>
  qb.selectFrom('customer_packages').selectAll().where('company_id', '=', p.companyId).where('id', '=', p.id),
);
const LOCKED_HOLDING = prepared((p: { companyId: string; id: string }) =>
  qb
    .selectFrom('customer_packages')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id)
    .forUpdate(),
);

export const holdingOf = (db: SqlTx, companyId: string, id: string) => HOLDING.row(db, { companyId, id });
/** A customer's packages and memberships, oldest first (the GDPR export). */
export const holdingsOfCustomer = (db: SqlTx, companyId: string, customerId: string) =>
  OF_CUSTOMER.rows(db, { companyId, customerId });
/** The holding locked for the rest of the transaction (a renewal, a cancellation, a refund). */
export const lockHolding = (tx: SqlTx, companyId: string, id: string) =>
  LOCKED_HOLDING.row(tx, { companyId, id });

/**
 * A new holding under the id the provider already knows it by (a Stripe subscription's
 * metadata, its idempotency keys), stamped as the tenant helper stamps its rows.
 */
export const insertHolding = (
  db: SqlTx,
  id: string,
  companyId: string,
  values: TenantInsert<'customer_packages'>,
  at: Date,
) =>
  row(
    db,
    qb
      .insertInto('customer_packages')
      .values({
        ...values,
        terms: jsonb(values.terms),
        id,
        company_id: companyId,
        created_at: at,
        updated_at: at,
      })
      .returningAll(),
  );
export const updateHolding = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: TenantChanges<'customer_packages'>,
  at?: Date,
) => HOLDINGS.update(db, companyId, id, changes, at);

export interface HoldingQuery {
  companyId: string;
  filter: CustomerPackageFilter;
  /** Only this account's (the marketplace). */
  marketplaceUserId?: string;
  sort: { field: (typeof CUSTOMER_PACKAGE_SORT_FIELDS)[number]; order: 'asc' | 'desc' };
  page: Page;
}

export function listHoldings(db: SqlTx, { companyId, filter, marketplaceUserId, sort, page }: HoldingQuery) {
  let query = qb.selectFrom('customer_packages').selectAll().where('company_id', '=', companyId);
  if (marketplaceUserId !== undefined) query = query.where('marketplace_user_id', '=', marketplaceUserId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.customer !== undefined) query = query.where('customer_id', '=', filter.customer);
  if (filter.product !== undefined) query = query.where('product_id', '=', filter.product);
  return rows(db, query.orderBy(sort.field, sort.order).orderBy('id').offset(page.offset).limit(page.limit));
}

const OF_CUSTOMER = prepared((p: { companyId: string; customerId: string }) =>
  qb
    .selectFrom('customer_packages')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('customer_id', '=', p.customerId)
    .orderBy('created_at')
    .orderBy('id'),
);

/**
 * Takes `n` credits of the holding for a booking starting `at`, in the booking's transaction:
 * only while it is active, `at` falls in what it is valid for (a package: before it ends; a
 * membership: in the period paid for, before a cancellation takes effect), and enough is left
 * (unlimited: counted, never refused). One statement: a booking racing for the last credit waits
 * on the row, sees the first one's count, and takes nothing. Undefined: not taken.
 */
export const takeCredits = (tx: SqlTx, companyId: string, id: string, n: number, at: Date, now: Date) =>
  row(
    tx,
    qb
      .updateTable('customer_packages')
      .set((eb) => ({ credits_used: eb('credits_used', '+', n), updated_at: now }))
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('starts_at', '<=', at)
      .where('ends_at', '>', at)
      .where('ends_at', '>', now)
      .where((eb) => eb.or([eb('cancel_at', 'is', null), eb('cancel_at', '>', at)]))
      .where((eb) =>
        eb.or([
          eb('credits_total', 'is', null),
          eb(eb('credits_used', '+', n), '<=', eb.ref('credits_total')),
        ]),
      )
      .returningAll(),
  );

/**
 * Gives back `n` credits to the holding, when they were taken in the period it is in now (a
 * membership that renewed since has a fresh count: nothing to give back to). Undefined: none.
 */
export const giveBackCredits = (
  tx: SqlTx,
  companyId: string,
  id: string,
  n: number,
  periodStart: Date,
  now: Date,
) =>
  row(
    tx,
    qb
      .updateTable('customer_packages')
      .set({ credits_used: sql<number>`greatest(credits_used - ${n}, 0)`, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('starts_at', '=', periodStart)
      .returningAll(),
  );

/** Memberships the job renews (those of a provider that only charges) whose period has ended. */
export const dueRenewals = (db: SqlTx, companyId: string, provider: string, now: Date, limit: number) =>
  rows(
    db,
    qb
      .selectFrom('customer_packages')
      .select('id')
      .where('company_id', '=', companyId)
      .where('kind', '=', 'membership')
      .where('status', '=', 'active')
      .where('provider', '=', provider)
      .where('ends_at', '<=', now)
      .where((eb) => eb.or([eb('cancel_at', 'is', null), eb('cancel_at', '>', eb.ref('ends_at'))]))
      .orderBy('ends_at')
      .limit(limit),
  );

/** Packages past their validity, and memberships past their cancellation, still open; up to `limit`. */
export const dueEndings = (db: SqlTx, companyId: string, now: Date, limit: number) =>
  rows(
    db,
    qb
      .selectFrom('customer_packages')
      .select('id')
      .where('company_id', '=', companyId)
      .where('status', 'in', ['active', 'paused'])
      .where((eb) =>
        eb.or([eb.and([eb('kind', '=', 'package'), eb('ends_at', '<=', now)]), eb('cancel_at', '<=', now)]),
      )
      .orderBy('ends_at')
      .limit(limit),
  );

/**
 * A customer's erasure (GDPR): their packages stay in the books, unlinked from the person.
 * Answers the ids, whose webhook messages and trail the erasure blanks too.
 */
export async function unlinkCustomer(tx: SqlTx, companyId: string, customerId: string, now: Date) {
  const found = await rows(
    tx,
    qb
      .updateTable('customer_packages')
      .set({ customer_id: null, marketplace_user_id: null, renewal_method: null, updated_at: now })
      .where('company_id', '=', companyId)
      .where('customer_id', '=', customerId)
      .returning('id'),
  );
  return found.map((f) => f.id);
}

// ------------------------------------------------------------------ credits

export const insertCredit = (db: SqlTx, companyId: string, values: TenantInsert<'package_credits'>) =>
  CREDITS.insert(db, companyId, values);
export const updateCredit = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: TenantChanges<'package_credits'>,
  at?: Date,
) => CREDITS.update(db, companyId, id, changes, at);

/** A booking's credits not yet given back nor kept, oldest first, locked (FOR UPDATE): settled once. */
export const openCreditsOfEvent = (tx: SqlTx, companyId: string, eventId: string) =>
  rows(
    tx,
    qb
      .selectFrom('package_credits')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('event_id', '=', eventId)
      .where('returned_at', 'is', null)
      .where('kept', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .forUpdate(),
  );

// ------------------------------------------------------------------ payments

/** A payment under the id its charge was opened with at the provider (its idempotency key). */
export const insertPayment = (
  db: SqlTx,
  id: string,
  companyId: string,
  values: TenantInsert<'payments'>,
  at: Date,
) =>
  row(
    db,
    qb
      .insertInto('payments')
      .values({ ...values, id, company_id: companyId, created_at: at, updated_at: at })
      .returningAll(),
  );
export const updatePayment = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: TenantChanges<'payments'>,
  at?: Date,
) => PAYMENTS.update(db, companyId, id, changes, at);

/** What was paid for the holding (its purchase, each period of a membership), latest first. */
export const paymentsOfHolding = (db: SqlTx, companyId: string, holdingId: string) =>
  rows(
    db,
    qb
      .selectFrom('payments')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('customer_package_id', '=', holdingId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .forUpdate(),
  );

/** The holding's payment of this provider reference (a Stripe invoice delivered twice finds it). */
export const paymentByRef = (db: SqlTx, companyId: string, holdingId: string, ref: string) =>
  row(
    db,
    qb
      .selectFrom('payments')
      .select('id')
      .where('company_id', '=', companyId)
      .where('customer_package_id', '=', holdingId)
      .where('provider_ref', '=', ref),
  );
