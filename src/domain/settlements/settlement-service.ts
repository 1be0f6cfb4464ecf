import { prepared, qb, rows as runRows } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import { isUniqueViolation, prismaTxSql } from '../../db/sql.ts';
import type { Prisma, PrismaClient, Settlement } from '../../generated/prisma/client.ts';
import { enterpriseOf } from '../auth/access.ts';
import { type HqCaller, reachesCompany, reachesEnterprise } from '../auth/caller.ts';
import { announcePayment } from '../payments/payment-changes.ts';
import { notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import type { Page } from '../shared/paging.ts';
import type { LineItemView, SettlementFilter } from './schemas.ts';
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
 * `voucher` fee, anything else the `paylink` fee.
 */
const LINES = [
  { line: 'noshow', title: 'No-show fees', kind: 'event' },
  { line: 'prepayment', title: 'Prepayments', kind: 'event' },
  { line: 'voucher', title: 'Vouchers', kind: 'voucher' },
  { line: 'paylink', title: 'Payment links', kind: 'paylink' },
] as const;
type Line = (typeof LINES)[number]['line'];

function lineOf(reason: string | null): Line {
  return reason === 'noshow' || reason === 'prepayment' || reason === 'voucher' ? reason : 'paylink';
}

const round2 = (d: Prisma.Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export type LineItem = LineItemView;

/**
 * Line items per reason (see LINES): `total` = sum of the payments' amounts, `fee` = total × the company's
 * `payment_fees` ratio for the kind, rounded half-up to 2 decimals, `net_total` = total − fee.
 */
export function lineItemsOf(
  payments: { amount: Prisma.Decimal; reason: string | null }[],
  fees: Record<string, unknown>,
): { items: LineItem[]; total: Prisma.Decimal; fee: Prisma.Decimal; net: Prisma.Decimal } {
  const groups = new Map<Line, { quantity: number; total: Prisma.Decimal }>();
  for (const p of payments) {
    const line = lineOf(p.reason);
    const g = groups.get(line) ?? { quantity: 0, total: new Decimal(0) };
    g.quantity++;
    g.total = g.total.plus(p.amount);
    groups.set(line, g);
  }
  const items: LineItem[] = [];
  let total = new Decimal(0);
  let fee = new Decimal(0);
  for (const { line, title, kind } of LINES) {
    const g = groups.get(line);
    if (!g) continue;
    const ratioRaw = Number(fees[kind] ?? 0);
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

export const SETTLEMENT_SORT_FIELDS = ['payments_from', 'created_at', 'total', 'net_total'] as const;

export type { SettlementFilter };

export interface SettlementListOptions {
  filter?: SettlementFilter;
  sort?: { field: (typeof SETTLEMENT_SORT_FIELDS)[number]; order?: 'asc' | 'desc' };
  page: Page;
}

export interface SettleWeekResult {
  created: Settlement[];
  /** Recipients of the week that already had their settlement (a second run lands here). */
  existing: Settlement[];
}

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

export class SettlementService {
  private readonly prisma: PrismaClient;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, sql: SqlTx) {
    this.prisma = prisma;
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
    const company = await this.prisma.company.findUnique({ where: { id: companyId } });
    if (!company) throw new Error(`no company ${companyId}`);
    const recipients = await this.prisma.$queryRaw<{ settled_to: string }[]>`
      SELECT DISTINCT coalesce(settled_to, 'enterprise') AS settled_to FROM payments
       WHERE company_id = ${companyId} AND status = 'unsettled' AND settlement_id IS NULL
         AND created_at < ${to} AND currency = ${company.currency_code}`;
    const result: SettleWeekResult = { created: [], existing: [] };
    const keys = new Set(recipients.map((r) => r.settled_to));
    // Recipients already settled for the week are reported too, even with nothing new to settle.
    const already = await this.prisma.settlement.findMany({
      where: { company_id: companyId, payments_from: from },
    });
    for (const s of already) keys.add(s.settled_to);
    for (const settledTo of [...keys].sort()) {
      try {
        const created = await this.prisma.$transaction(async (tx) => {
          const account = await this.accountFor(tx, company, settledTo);
          const settlement = await tx.settlement.create({
            data: {
              company_id: companyId,
              enterprise_id: company.enterprise_id,
              settlement_account_id: account,
              settled_to: settledTo,
              payments_from: from,
              payments_to: to,
              currency: company.currency_code,
            },
          });
          const locked = await tx.$queryRaw<{ id: string }[]>`
            SELECT id FROM payments
             WHERE company_id = ${companyId} AND status = 'unsettled' AND settlement_id IS NULL
               AND created_at < ${to} AND currency = ${company.currency_code}
               AND coalesce(settled_to, 'enterprise') = ${settledTo}
             ORDER BY id FOR UPDATE`;
          if (locked.length === 0) throw new NothingToSettle();
          const ids = locked.map((r) => r.id);
          const payments = await tx.payment.findMany({ where: { id: { in: ids } } });
          const sums = lineItemsOf(payments, (company.payment_fees ?? {}) as Record<string, unknown>);
          await tx.payment.updateMany({
            where: { id: { in: ids } },
            data: {
              status: 'settled',
              settlement_id: settlement.id,
              settled_at: new Date(),
              settled_to: settledTo,
            },
          });
          // Each payment settled is announced (docs/webhooks.md), in id order as they were locked.
          const sqlTx = prismaTxSql(tx);
          const before = new Map(payments.map((row) => [row.id, row]));
          const settled = await runRows(
            sqlTx,
            qb
              .selectFrom('payments')
              .selectAll()
              .where('company_id', '=', companyId)
              .where('id', 'in', ids)
              .orderBy('id'),
          );
          for (const row of settled) await announcePayment(sqlTx, 'payment.settled', row, before.get(row.id));
          return tx.settlement.update({
            where: rowKey(companyId, settlement.id),
            data: {
              line_items: sums.items as unknown as Prisma.InputJsonValue,
              total: sums.total,
              fee: sums.fee,
              net_total: sums.net,
            },
          });
        });
        result.created.push(created);
      } catch (err) {
        if (err instanceof NothingToSettle) continue;
        if (!isUniqueViolation(err)) throw err;
        const existing = await this.prisma.settlement.findUnique({
          where: {
            company_id_settled_to_payments_from: {
              company_id: companyId,
              settled_to: settledTo,
              payments_from: from,
            },
          },
        });
        if (existing) result.existing.push(existing);
      }
    }
    return result;
  }

  /** The weekly job: every company's settlements for the week before `now`. */
  async settleAllForWeekBefore(now: Date): Promise<{ companies: number; created: number }> {
    const weekStart = previousWeekStart(now);
    const companies = await this.prisma.payment.findMany({
      where: { status: 'unsettled', settlement_id: null },
      distinct: ['company_id'],
      select: { company_id: true },
    });
    let created = 0;
    const failures: unknown[] = [];
    for (const { company_id } of companies) {
      try {
        created += (await this.settleWeek(company_id, weekStart)).created.length;
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
    tx: Prisma.TransactionClient,
    company: { enterprise_id: string | null; payments: unknown },
    settledTo: string,
  ): Promise<string | null> {
    if (settledTo.startsWith('employee:')) {
      const own = await tx.settlementAccount.findFirst({
        where: { employee_id: settledTo.slice('employee:'.length) },
        orderBy: { created_at: 'asc' },
      });
      if (own) return own.id;
    }
    if (!company.enterprise_id) return null;
    const chosen = (company.payments as { settlement_account?: unknown } | null)?.settlement_account;
    if (typeof chosen === 'string') {
      const found = await tx.settlementAccount.findFirst({
        where: { id: chosen, enterprise_id: company.enterprise_id },
      });
      if (found) return found.id;
    }
    const fallback = await tx.settlementAccount.findFirst({
      where: { enterprise_id: company.enterprise_id, employee_id: null },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
    });
    return fallback?.id ?? null;
  }

  async list(caller: HqCaller, companyId: string, { filter = {}, sort, page }: SettlementListOptions) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    let query = qb.selectFrom('settlements').selectAll().where('company_id', '=', companyId);
    if (filter.settled_to !== undefined) query = query.where('settled_to', '=', filter.settled_to);
    if (filter.settlement_account !== undefined)
      query = query.where('settlement_account_id', '=', filter.settlement_account);
    if (filter.transferred_to_enterprise !== undefined)
      query = query.where('transferred_to_enterprise', '=', filter.transferred_to_enterprise);
    if (filter.payments_from) query = query.where('payments_from', '>=', new Date(filter.payments_from));
    if (filter.payments_to) query = query.where('payments_from', '<', new Date(filter.payments_to));
    const settlements = await runRows(
      this.sql,
      query
        .orderBy(sort?.field ?? 'payments_from', sort?.order ?? (sort ? 'asc' : 'desc'))
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit),
    );
    const accountIds = [
      ...new Set(settlements.map((r) => r.settlement_account_id).filter((x): x is string => !!x)),
    ];
    const accounts = accountIds.length ? await ACCOUNTS_BY_IDS.rows(this.sql, { ids: accountIds }) : [];
    const rows = settlements.map((r) => ({
      ...r,
      settlement_account: accounts.find((a) => a.id === r.settlement_account_id) ?? null,
    }));
    return rows.map(settlementView);
  }

  /** An enterprise is reached by its admins and by the employees of its companies. */
  private async reachEnterprise(caller: HqCaller, enterpriseId: string) {
    if (!reachesEnterprise(caller, enterpriseId)) {
      const found = await ENTERPRISE_COMPANY.row(this.sql, {
        enterpriseId,
        companyIds: [...caller.companyIds],
      });
      if (!found) throw notFound('enterprise');
    }
    // Reached; its settlement accounts need a role in the enterprise itself (docs/roles.md).
    enterpriseOf(caller, enterpriseId);
  }

  async listAccounts(caller: HqCaller, enterpriseId: string) {
    await this.reachEnterprise(caller, enterpriseId);
    const rows = await ENTERPRISE_ACCOUNTS.rows(this.sql, { enterpriseId });
    return rows.map(settlementAccountView);
  }

  async getAccount(caller: HqCaller, enterpriseId: string, accountId: string) {
    await this.reachEnterprise(caller, enterpriseId);
    const row = await ENTERPRISE_ACCOUNT.row(this.sql, { enterpriseId, id: accountId });
    if (!row) throw notFound('settlement account');
    return settlementAccountView(row);
  }
}
