// Settlements: the weekly settling of a company's payments, and who may read them (the access
// point). Their SQL is in settlement-store.ts, their view in settlement-view.ts.
import { Decimal } from '../../db/prisma-values.ts';
import { isUniqueViolation, type Sql, type SqlTx } from '../../db/sql.ts';
import { companyOf, enterpriseOf } from '../auth/access.ts';
import { type HqCaller, reachesEnterprise } from '../auth/caller.ts';
import { announcePayment } from '../payments/payment-changes.ts';
import { notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { type LineItemView, SETTLEMENT_SORT_FIELDS, type SettlementFilter } from './schemas.ts';
import {
  accountsByIds,
  allCompanyIds,
  companyToSettle,
  employeeAccount,
  enterpriseAccount,
  enterpriseAccounts,
  enterpriseFallbackAccount,
  enterpriseHasCompany,
  insertSettlement,
  listSettlements,
  lockUnsettled,
  markSettled,
  paymentsOf,
  recipientsOf,
  type Settlement,
  settlementOf,
  settlementsOfWeek,
  updateSettlement,
} from './settlement-store.ts';
import { settlementAccountView, settlementView } from './settlement-view.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week containing `date` (settlement weeks run Monday to Monday, UTC). */
export function weekStartOf(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * DAY);
}

/** The week before the one containing `now`: what the Monday run settles. */
export function previousWeekStart(now: Date): Date {
  return new Date(weekStartOf(now).getTime() - 7 * DAY);
}

/**
 * The settlement line of a payment's reason and the `payment_fees` ratio it pays: booking
 * payments (no-show fees, prepayments: docs/api-conventions.md#customers-paying) the `event` fee, vouchers bought the
 * `voucher` fee, packages and memberships (docs/packages.md) their own `package` and `membership`
 * fees (the `voucher` fee where the company has none: prepaid as a voucher is), anything else the
 * `paylink` fee.
 */
const LINES = [
  { line: 'noshow', title: 'No-show fees', kind: 'event' },
  { line: 'prepayment', title: 'Prepayments', kind: 'event' },
  { line: 'late_cancellation', title: 'Late cancellation fees', kind: 'event' },
  { line: 'voucher', title: 'Vouchers', kind: 'voucher' },
  { line: 'package', title: 'Packages', kind: 'package', otherwise: 'voucher' },
  { line: 'membership', title: 'Memberships', kind: 'membership', otherwise: 'voucher' },
  { line: 'paylink', title: 'Payment links', kind: 'paylink' },
] as const;
type Line = (typeof LINES)[number]['line'];

function lineOf(reason: string | null): Line {
  return reason === 'noshow' ||
    reason === 'prepayment' ||
    reason === 'voucher' ||
    reason === 'late_cancellation' ||
    reason === 'package' ||
    reason === 'membership'
    ? reason
    : 'paylink';
}

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export type LineItem = LineItemView;

/**
 * Line items per reason (see LINES): `total` = sum of the payments' amounts (less what was given
 * back of a payment partly refunded: a late cancellation's kept fee), `fee` = total × the company's
 * `payment_fees` ratio for the kind, rounded half-up to 2 decimals, `net_total` = total − fee.
 */
export function lineItemsOf(
  payments: { amount: Decimal.Value; refunded_amount?: Decimal.Value | null; reason: string | null }[],
  fees: Record<string, unknown>,
): { items: LineItem[]; total: Decimal; fee: Decimal; net: Decimal } {
  const groups = new Map<Line, { quantity: number; total: Decimal }>();
  for (const p of payments) {
    const line = lineOf(p.reason);
    const g = groups.get(line) ?? { quantity: 0, total: new Decimal(0) };
    g.quantity++;
    g.total = g.total.plus(p.amount).minus(p.refunded_amount ?? 0);
    groups.set(line, g);
  }
  const items: LineItem[] = [];
  let total = new Decimal(0);
  let fee = new Decimal(0);
  for (const entry of LINES) {
    const { line, title, kind } = entry;
    const g = groups.get(line);
    if (!g) continue;
    const ratioRaw = Number(fees[kind] ?? ('otherwise' in entry ? fees[entry.otherwise] : 0) ?? 0);
    const ratio = new Decimal(Number.isFinite(ratioRaw) && ratioRaw > 0 ? ratioRaw : 0);
    const lineFee = round2(g.total.times(ratio));
    items.push({
      title,
      quantity: g.quantity,
      total: g.total.toNumber(),
      fee: lineFee.toNumber(),
      net_total: g.total.minus(lineFee).toNumber(),
    });
    total = total.plus(g.total);
    fee = fee.plus(lineFee);
  }
  return { items, total, fee, net: total.minus(fee) };
}

class NothingToSettle extends Error {}

export type { SettlementFilter };
export { SETTLEMENT_SORT_FIELDS };

export interface SettlementListOptions {
  filter?: SettlementFilter;
  sort?: { field: (typeof SETTLEMENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

/** A settlement with its amounts to compute with (numeric is exact text in a row). */
export type SettledWeek = Omit<Settlement, 'total' | 'fee' | 'net_total'> & {
  total: Decimal;
  fee: Decimal;
  net_total: Decimal;
};

const settledWeek = (row: Settlement): SettledWeek => ({
  ...row,
  total: new Decimal(row.total),
  fee: new Decimal(row.fee),
  net_total: new Decimal(row.net_total),
});

export interface SettleWeekResult {
  created: SettledWeek[];
  /** Recipients of the week that already had their settlement (a second run lands here). */
  existing: SettledWeek[];
}

export class SettlementService {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /**
   * Bulks a company's unsettled payments made before the end of the week starting `weekStart`
   * (Monday 00:00 UTC) into one settlement per recipient (`enterprise`, or `employee:<id>` for
   * payments that settle to an employee's own account), links them and marks them settled.
   * Idempotent without any help from the queue: the settlement row is inserted first, and the
   * unique key (company_id, settled_to, payments_from) makes a second or concurrent run of the
   * same week fail that insert and roll back, creating nothing new. Payments are locked
   * (FOR UPDATE) and re-checked inside the transaction, so none is settled twice.
   */
  async settleWeek(companyId: string, weekStart: Date): Promise<SettleWeekResult> {
    const from = weekStartOf(weekStart);
    if (from.getTime() !== weekStart.getTime()) {
      throw new Error(`weekStart must be a Monday 00:00 UTC, got ${weekStart.toISOString()}`);
    }
    const to = new Date(from.getTime() + 7 * DAY);
    const company = await companyToSettle(this.sql, companyId);
    if (!company) throw new Error(`no company ${companyId}`);
    const currency = company.currency_code;
    const result: SettleWeekResult = { created: [], existing: [] };
    const keys = new Set(await recipientsOf(this.sql, companyId, to, currency));
    // Recipients already settled for the week are reported too, even with nothing new to settle.
    for (const s of await settlementsOfWeek(this.sql, companyId, from)) keys.add(s.settled_to);
    for (const settledTo of [...keys].sort()) {
      try {
        const created = await this.sql.transaction(async (tx) => {
          const account = await this.accountFor(tx, company, settledTo);
          const settlement = await insertSettlement(tx, companyId, {
            enterprise_id: company.enterprise_id,
            settlement_account_id: account,
            settled_to: settledTo,
            payments_from: from,
            payments_to: to,
            currency,
          });
          const ids = await lockUnsettled(tx, companyId, to, currency, settledTo);
          if (ids.length === 0) throw new NothingToSettle();
          const payments = await paymentsOf(tx, companyId, ids);
          const sums = lineItemsOf(payments, obj(company.payment_fees));
          await markSettled(tx, companyId, ids, settlement.id, settledTo);
          // Each payment settled is announced (docs/webhooks.md), in id order as they were locked.
          const before = new Map(payments.map((row) => [row.id, row]));
          for (const row of await paymentsOf(tx, companyId, ids))
            await announcePayment(tx, 'payment.settled', row, before.get(row.id));
          return updateSettlement(tx, companyId, settlement.id, {
            line_items: sums.items,
            total: sums.total.toString(),
            fee: sums.fee.toString(),
            net_total: sums.net.toString(),
          });
        });
        if (created) result.created.push(settledWeek(created));
      } catch (err) {
        if (err instanceof NothingToSettle) continue;
        if (!isUniqueViolation(err)) throw err;
        const existing = await settlementOf(this.sql, companyId, settledTo, from);
        if (existing) result.existing.push(settledWeek(existing));
      }
    }
    return result;
  }

  /**
   * The weekly job: every company's settlements for the week before `now`, company by company
   * (each company's reads name it: routed to its node on a distributed database). A company with
   * nothing to settle costs its three reads (the company, its recipients, its week's
   * settlements), once a week.
   */
  async settleAllForWeekBefore(now: Date): Promise<{ companies: number; created: number }> {
    const weekStart = previousWeekStart(now);
    const companies = await allCompanyIds(this.sql);
    let created = 0;
    const failures: unknown[] = [];
    for (const companyId of companies) {
      try {
        created += (await this.settleWeek(companyId, weekStart)).created.length;
      } catch (err) {
        failures.push(err);
      }
    }
    // Rethrown so the queue retries the run; companies already settled are skipped by the unique key.
    if (failures.length > 0) throw failures[0];
    return { companies: companies.length, created };
  }

  /**
   * The account a recipient is paid to: an employee's own account; for the enterprise, the
   * company's `payments.settlement_account` when it is an account of its enterprise, else the
   * enterprise's oldest account that belongs to no employee.
   */
  private async accountFor(
    tx: SqlTx,
    company: { enterprise_id: string | null; payments: unknown },
    settledTo: string,
  ): Promise<string | null> {
    if (settledTo.startsWith('employee:')) {
      const own = await employeeAccount(tx, settledTo.slice('employee:'.length));
      if (own) return own.id;
    }
    if (!company.enterprise_id) return null;
    const chosen = obj(company.payments).settlement_account;
    if (typeof chosen === 'string') {
      const found = await enterpriseAccount(tx, company.enterprise_id, chosen);
      if (found) return found.id;
    }
    const fallback = await enterpriseFallbackAccount(tx, company.enterprise_id);
    return fallback?.id ?? null;
  }

  async list(caller: HqCaller, companyId: string, { filter = {}, sort, page }: SettlementListOptions) {
    companyOf(caller, companyId);
    const settlements = await listSettlements(this.sql, companyId, { filter, sort, page });
    const accountIds = [
      ...new Set(settlements.map((r) => r.settlement_account_id).filter((x): x is string => !!x)),
    ];
    const accounts = await accountsByIds(this.sql, accountIds);
    const rows = settlements.map((r) => ({
      ...r,
      settlement_account: accounts.find((a) => a.id === r.settlement_account_id) ?? null,
    }));
    return rows.map(settlementView);
  }

  /** An enterprise is reached by its admins and by the employees of its companies. */
  private async reachEnterprise(caller: HqCaller, enterpriseId: string) {
    if (
      !reachesEnterprise(caller, enterpriseId) &&
      !(await enterpriseHasCompany(this.sql, enterpriseId, [...caller.companyIds]))
    )
      throw notFound('enterprise');
    // Reached; its settlement accounts need a role in the enterprise itself (docs/roles.md).
    enterpriseOf(caller, enterpriseId);
  }

  async listAccounts(caller: HqCaller, enterpriseId: string) {
    await this.reachEnterprise(caller, enterpriseId);
    return (await enterpriseAccounts(this.sql, enterpriseId)).map(settlementAccountView);
  }

  async getAccount(caller: HqCaller, enterpriseId: string, accountId: string) {
    await this.reachEnterprise(caller, enterpriseId);
    const row = await enterpriseAccount(this.sql, enterpriseId, accountId);
    if (!row) throw notFound('settlement account');
    return settlementAccountView(row);
  }
}
