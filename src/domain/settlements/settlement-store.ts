// All of the settlements' SQL (docs/data-access.md): Kysely over the tables' generated types, run
// on the SqlTx it is given (a pool, or the transaction a service opened).
import { sql } from 'kysely';
import { prepared, qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Page } from '../shared/paging.ts';
import { type TenantChanges, type TenantInsert, tenantTable } from '../shared/tenant-store.ts';
import type { SETTLEMENT_SORT_FIELDS, SettlementFilter } from './schemas.ts';

export type Settlement = Row<'settlements'>;

const SETTLEMENTS = tenantTable('settlements', { line_items: 'json' });

const ACCOUNTS_BY_IDS = prepared((p: { ids: string[] }) =>
  qb
    .selectFrom('settlement_accounts')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.ids))),
);
const ENTERPRISE_ACCOUNTS = prepared((p: { enterpriseId: string }) =>
  qb
    .selectFrom('settlement_accounts')
    .selectAll()
    .where('enterprise_id', '=', p.enterpriseId)
    .orderBy('created_at')
    .orderBy('id'),
);
const ENTERPRISE_ACCOUNT = prepared((p: { enterpriseId: string; id: string }) =>
  qb
    .selectFrom('settlement_accounts')
    .selectAll()
    .where('enterprise_id', '=', p.enterpriseId)
    .where('id', '=', p.id),
);
/** Whether any of these companies belongs to the enterprise. */
const ENTERPRISE_COMPANY = prepared((p: { enterpriseId: string; companyIds: string[] }) =>
  qb
    .selectFrom('companies')
    .select('id')
    .where('enterprise_id', '=', p.enterpriseId)
    .where('id', '=', (eb) => eb.fn.any(eb.val(p.companyIds)))
    .limit(1),
);

export const accountsByIds = async (db: SqlTx, ids: string[]) =>
  ids.length ? ACCOUNTS_BY_IDS.rows(db, { ids }) : [];
export const enterpriseAccounts = (db: SqlTx, enterpriseId: string) =>
  ENTERPRISE_ACCOUNTS.rows(db, { enterpriseId });
export const enterpriseAccount = (db: SqlTx, enterpriseId: string, id: string) =>
  ENTERPRISE_ACCOUNT.row(db, { enterpriseId, id });
/** Whether one of these companies belongs to the enterprise. */
export const enterpriseHasCompany = async (db: SqlTx, enterpriseId: string, companyIds: string[]) =>
  (await ENTERPRISE_COMPANY.row(db, { enterpriseId, companyIds })) !== undefined;

export interface SettlementQuery {
  filter: SettlementFilter;
  sort?: { field: (typeof SETTLEMENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

/** A page of a company's settlements, newest week first unless sorted otherwise. */
export function listSettlements(db: SqlTx, companyId: string, { filter, sort, page }: SettlementQuery) {
  let query = qb.selectFrom('settlements').selectAll().where('company_id', '=', companyId);
  if (filter.settled_to !== undefined) query = query.where('settled_to', '=', filter.settled_to);
  if (filter.settlement_account !== undefined)
    query = query.where('settlement_account_id', '=', filter.settlement_account);
  if (filter.transferred_to_enterprise !== undefined)
    query = query.where('transferred_to_enterprise', '=', filter.transferred_to_enterprise);
  if (filter.payments_from) query = query.where('payments_from', '>=', new Date(filter.payments_from));
  if (filter.payments_to) query = query.where('payments_from', '<', new Date(filter.payments_to));
  return rows(
    db,
    query
      .orderBy(sort?.field ?? 'payments_from', sort?.order ?? (sort ? 'asc' : 'desc'))
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit),
  );
}

// ------------------------------------------------------------------ the weekly settling job

/** What settling a company's week reads of it. */
export const companyToSettle = (db: SqlTx, companyId: string) =>
  row(
    db,
    qb
      .selectFrom('companies')
      .select(['id', 'enterprise_id', 'currency_code', 'payments', 'payment_fees'])
      .where('id', '=', companyId),
  );

/** The unsettled payments of a company made before `to` in its currency. */
const unsettled = (companyId: string, to: Date, currency: string) =>
  qb
    .selectFrom('payments')
    .where('company_id', '=', companyId)
    .where('status', '=', 'unsettled')
    .where('settlement_id', 'is', null)
    .where('created_at', '<', to)
    .where('currency', '=', currency);

const recipient = sql<string>`coalesce(settled_to, 'enterprise')`;

/** Who the company's unsettled payments before `to` settle to: `enterprise` or `employee:<id>`. */
export async function recipientsOf(db: SqlTx, companyId: string, to: Date, currency: string) {
  const found = await rows(
    db,
    unsettled(companyId, to, currency).select(recipient.as('settled_to')).distinct(),
  );
  return found.map((r) => r.settled_to);
}

/** Locks (FOR UPDATE, in id order) the unsettled payments before `to` of one recipient; answers their ids. */
export async function lockUnsettled(
  tx: SqlTx,
  companyId: string,
  to: Date,
  currency: string,
  settledTo: string,
) {
  const found = await rows(
    tx,
    unsettled(companyId, to, currency)
      .select('id')
      .where(recipient, '=', settledTo)
      .orderBy('id')
      .forUpdate(),
  );
  return found.map((r) => r.id);
}

/** The company's payments by id, in id order. */
export const paymentsOf = (db: SqlTx, companyId: string, ids: string[]) =>
  rows(
    db,
    qb
      .selectFrom('payments')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .orderBy('id'),
  );

/** Marks the company's payments settled by the settlement. */
export async function markSettled(
  tx: SqlTx,
  companyId: string,
  ids: string[],
  settlementId: string,
  settledTo: string,
  at = new Date(),
): Promise<void> {
  await rows(
    tx,
    qb
      .updateTable('payments')
      .set({
        status: 'settled',
        settlement_id: settlementId,
        settled_at: at,
        settled_to: settledTo,
        updated_at: at,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids))),
  );
}

/** The company's settlements of the week starting `from` (one per recipient). */
export const settlementsOfWeek = (db: SqlTx, companyId: string, from: Date) =>
  rows(
    db,
    qb
      .selectFrom('settlements')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('payments_from', '=', from),
  );

/** The company's settlement of a recipient's week (the unique key). */
export const settlementOf = (db: SqlTx, companyId: string, settledTo: string, from: Date) =>
  row(
    db,
    qb
      .selectFrom('settlements')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('settled_to', '=', settledTo)
      .where('payments_from', '=', from),
  );

export const insertSettlement = (db: SqlTx, companyId: string, values: TenantInsert<'settlements'>) =>
  SETTLEMENTS.insert(db, companyId, values);

export const updateSettlement = (
  db: SqlTx,
  companyId: string,
  id: string,
  changes: TenantChanges<'settlements'>,
) => SETTLEMENTS.update(db, companyId, id, changes);

/**
 * Every company, in id order: the weekly job's list, read from the company registry (a reference
 * table, on every node) rather than found among the payments of every company, which a database
 * distributed by company_id would ask every node for (docs/scaling.md, "Statements"). Each
 * company's own statements then name it.
 */
export async function allCompanyIds(db: SqlTx): Promise<string[]> {
  const found = await rows(db, qb.selectFrom('companies').select('id').orderBy('id'));
  return found.map((r) => r.id);
}

/** An employee's own settlement account, the oldest. */
export const employeeAccount = (db: SqlTx, employeeId: string) =>
  row(
    db,
    qb
      .selectFrom('settlement_accounts')
      .select('id')
      .where('employee_id', '=', employeeId)
      .orderBy('created_at', 'asc')
      .limit(1),
  );

/** The enterprise's oldest account that belongs to no employee. */
export const enterpriseFallbackAccount = (db: SqlTx, enterpriseId: string) =>
  row(
    db,
    qb
      .selectFrom('settlement_accounts')
      .select('id')
      .where('enterprise_id', '=', enterpriseId)
      .where('employee_id', 'is', null)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1),
  );
