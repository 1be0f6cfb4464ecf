import { Type } from 'typebox';
import type { Row } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import { storedJson } from '../shared/schemas.ts';
import { LineItem, type SettlementAccountView, type SettlementView } from './schemas.ts';

type Settlement = Row<'settlements'>;
type SettlementAccount = Row<'settlement_accounts'>;
/** numeric as the data layer reads it (exact text), shown as a JSON number. */
const num = (v: string) => new Decimal(v).toNumber();
const lineItems = storedJson(Type.Array(LineItem), 'settlement line items');

/** Shows only the last four characters: "0123456789" → "******6789"; four or fewer: all masked. */
export function maskTail(value: string | null): string | null {
  if (value === null) return null;
  if (value.length <= 4) return '*'.repeat(value.length);
  return '*'.repeat(value.length - 4) + value.slice(-4);
}

/** docs/api-conventions.md#settlement-accounts-and-settlements, with `ssn` and `account` masked. */
export function settlementAccountView(row: SettlementAccount): SettlementAccountView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ssn: maskTail(row.ssn),
    bank: row.bank,
    book: row.book,
    account: maskTail(row.account),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** docs/api-conventions.md#settlement-accounts-and-settlements. */
export function settlementView(
  row: Settlement & { settlement_account: SettlementAccount | null },
): SettlementView {
  return {
    id: row.id,
    transferred_to_enterprise: row.transferred_to_enterprise,
    transferred_to_enterprise_at: row.transferred_to_enterprise_at?.toISOString() ?? null,
    line_items: lineItems(row.line_items),
    total: num(row.total),
    fee: num(row.fee),
    net_total: num(row.net_total),
    currency: row.currency,
    settled_to: row.settled_to,
    settlement_account: row.settlement_account ? settlementAccountView(row.settlement_account) : null,
    payments_from: row.payments_from.toISOString(),
    payments_to: row.payments_to.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
