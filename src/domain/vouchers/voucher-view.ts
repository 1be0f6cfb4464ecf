import type { Static } from 'typebox';
import type { Row } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { storedImages, storedJson } from '../shared/schemas.ts';
import { VoucherData, type VoucherStatus, type VoucherTemplateView, type VoucherView } from './schemas.ts';

/** A voucher's `data` as stored, read as VoucherData types it. */
export const storedVoucherData = storedJson(() => VoucherData, 'voucher data');

/**
 * numeric columns: exact text as the data layer reads them, or a Decimal as Prisma Client answers
 * its writes; views and status take either (the rule in README, Data access).
 */
type Numeric = string | Prisma.Decimal;
export const dec = (v: Numeric) => new Decimal(v);

export type Voucher = Omit<Row<'vouchers'>, 'amount' | 'amount_used'> & {
  amount: Numeric;
  amount_used: Numeric;
};
export type VoucherTemplate = Omit<Row<'voucher_templates'>, 'amount' | 'value'> & {
  amount: Numeric;
  value: Numeric | null;
};

export function voucherTemplateView(row: VoucherTemplate): VoucherTemplateView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    marketplace_description: row.marketplace_description,
    event_type: row.event_type_id,
    variation_id: row.variation_id,
    company: row.company_id,
    number_of_guests: row.number_of_guests,
    currency: row.currency,
    amount: dec(row.amount).toNumber(),
    value: row.value === null ? null : dec(row.value).toNumber(),
    sessions_total: row.sessions_total,
    marketplace: row.marketplace,
    expiration_months_after_purchase: row.expiration_months_after_purchase,
    images: storedImages(row.images),
    primary_color: row.primary_color,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The status from use: `used` once the whole amount or every session is redeemed,
 * `partially_used` after some, `expired` past `expiration` while anything is left, else `never_used`.
 */
export function voucherStatus(row: Voucher, now = new Date()): Static<typeof VoucherStatus> {
  const data = storedVoucherData(row.data ?? {});
  const sessionsTotal = data.sessions_total ?? 0;
  const sessionsUsed = data.sessions_used ?? 0;
  const bySessions = data.type === 'service' && sessionsTotal > 0;
  const used = bySessions
    ? sessionsUsed >= sessionsTotal
    : dec(row.amount_used).gte(row.amount) && dec(row.amount).gt(0);
  if (used) return 'used';
  if (row.expiration && row.expiration.getTime() <= now.getTime()) return 'expired';
  const some = bySessions ? sessionsUsed > 0 : dec(row.amount_used).gt(0);
  return some ? 'partially_used' : 'never_used';
}

export function voucherView(row: Voucher, now = new Date()): VoucherView {
  return {
    id: row.id,
    currency: row.currency,
    amount: dec(row.amount).toNumber(),
    data: storedVoucherData(row.data),
    code: row.code,
    color: row.color,
    message: row.message,
    status: voucherStatus(row, now),
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    email: row.email,
    marketplace_user: row.marketplace_user_id,
    customer: row.customer_id,
    company: row.company_id,
    template: row.template_id,
    expiration: row.expiration?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}
