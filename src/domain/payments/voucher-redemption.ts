// Spending a voucher on a booking (docs/api-conventions.md#customers-paying), inside the booking's own transaction: the
// voucher row is locked (FOR UPDATE), so two bookings spending the last of one voucher queue, and
// the second sees what the first took. An amount voucher pays up to its balance, a service
// voucher one session of its service. A cancelled booking gives back what it took.
import { Decimal } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { SpentVoucher } from '../bookings/schemas.ts';
import type { EventRecord as Event } from '../bookings/store.ts';
import { ApiError, notFound } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import type { VoucherData } from '../vouchers/schemas.ts';

interface VoucherRow {
  id: string;
  company_id: string;
  code: string;
  amount: string;
  amount_used: string;
  data: VoucherData | null;
  expiration: Date | null;
  deleted_at: Date | null;
}

const notUsable = (message: string) =>
  new ApiError(400, 'create_event_error', 'voucher_not_usable', message, {
    user_title: 'Voucher',
    user_message: message,
    details: [{ field: 'voucher', message }],
  });

/** The stored use status from what is used (expiry is judged when reading). */
function useStatus(amount: Prisma.Decimal, used: Prisma.Decimal, data: VoucherData) {
  const sessions = data.type === 'service' && (data.sessions_total ?? 0) > 0;
  if (sessions) {
    const n = data.sessions_used ?? 0;
    return n >= (data.sessions_total ?? 0) ? 'used' : n > 0 ? 'partially_used' : 'never_used';
  }
  return used.gte(amount) && amount.gt(0) ? 'used' : used.gt(0) ? 'partially_used' : 'never_used';
}

async function lockVoucher(tx: SqlTx, where: string, value: string, companyId: string) {
  const [v] = await tx.query<VoucherRow>(
    `SELECT id, company_id, code, amount::text AS amount, amount_used::text AS amount_used, data, expiration,
            deleted_at
       FROM vouchers WHERE ${where} = $1 AND company_id = $2 FOR UPDATE`,
    [value, companyId],
  );
  return v;
}

async function write(tx: SqlTx, v: VoucherRow, used: Prisma.Decimal, data: VoucherData) {
  await tx.query(
    `UPDATE vouchers SET amount_used = $2::numeric, data = $3::jsonb, status = $4::voucher_status, updated_at = now()
      WHERE id = $1`,
    [v.id, used.toString(), JSON.stringify(data), useStatus(new Decimal(v.amount), used, data)],
  );
}

/** Spends the voucher `code` on the booking just written; answers what it took. */
export async function redeemVoucher(tx: SqlTx, event: Event, code: string, now: Date): Promise<SpentVoucher> {
  const v = await lockVoucher(tx, 'code', code.trim().toUpperCase(), event.company_id);
  if (!v || v.deleted_at || v.company_id !== event.company_id) throw notFound('voucher');
  if (v.expiration && new Date(v.expiration) <= now) throw notUsable('This voucher has expired.');
  const data: VoucherData = { ...(v.data ?? {}) };
  const amount = new Decimal(v.amount);
  let used = new Decimal(v.amount_used);
  let take = new Decimal(0);
  let sessions = 0;
  if (data.type === 'service') {
    if (data.event_type_id && !event.event_type_ids.includes(data.event_type_id))
      throw notUsable('This voucher is for another service.');
    if ((data.sessions_used ?? 0) >= (data.sessions_total ?? 0)) throw notUsable('This voucher is used up.');
    data.sessions_used = (data.sessions_used ?? 0) + 1;
    sessions = 1;
  } else {
    const balance = amount.minus(used);
    if (balance.lte(0)) throw notUsable('This voucher is used up.');
    const price = event.price === null ? null : new Decimal(String(event.price));
    if (price === null || price.lte(0)) throw notUsable('This booking has no price to pay with a voucher.');
    take = Decimal.min(balance, price);
    used = used.plus(take);
  }
  await write(tx, v, used, data);
  await tx.query(
    `INSERT INTO voucher_redemptions (id, company_id, voucher_id, event_id, amount, sessions)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::int)`,
    [newId(), event.company_id, v.id, event.id, take.toString(), sessions],
  );
  return { code: v.code, amount: take.toNumber(), sessions };
}

/** A cancelled booking gives back what it took from its vouchers (once). */
export async function giveBackVouchers(tx: SqlTx, eventId: string): Promise<void> {
  const rows = await tx.query<{
    id: string;
    company_id: string;
    voucher_id: string;
    amount: string;
    sessions: number;
  }>(
    `SELECT id, company_id, voucher_id, amount::text AS amount, sessions FROM voucher_redemptions
      WHERE event_id = $1 AND returned_at IS NULL FOR UPDATE`,
    [eventId],
  );
  for (const r of rows) {
    const v = await lockVoucher(tx, 'id', r.voucher_id, r.company_id);
    if (v) {
      const data: VoucherData = { ...(v.data ?? {}) };
      if (r.sessions > 0) data.sessions_used = Math.max(0, (data.sessions_used ?? 0) - r.sessions);
      const used = Decimal.max(0, new Decimal(v.amount_used).minus(r.amount));
      await write(tx, v, used, data);
    }
    await tx.query('UPDATE voucher_redemptions SET returned_at = now() WHERE company_id = $1 AND id = $2', [
      r.company_id,
      r.id,
    ]);
  }
}
