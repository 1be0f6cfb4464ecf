// Spending a voucher on a booking (docs/api-conventions.md#customers-paying), inside the booking's own transaction: the
// voucher row is locked (FOR UPDATE), so two bookings spending the last of one voucher queue, and
// the second sees what the first took. An amount voucher pays up to its balance, a service
// voucher one session of its service. A cancelled booking gives back what it took.
import { Decimal } from '../../db/prisma-values.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ApiError, notFound } from '../shared/errors.ts';
import type { VoucherData } from '../vouchers/schemas.ts';
import { storedVoucherData } from '../vouchers/voucher-view.ts';
import type { EventRecord as Event } from './booking-store.ts';
import {
  insertRedemption,
  lockVoucherByCode,
  lockVoucherById,
  markRedemptionReturned,
  openRedemptions,
  writeVoucherUse,
} from './redemption-store.ts';
import type { SpentVoucher } from './schemas.ts';

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

type LockedVoucher = NonNullable<Awaited<ReturnType<typeof lockVoucherById>>>;

async function write(tx: SqlTx, v: LockedVoucher, used: Prisma.Decimal, data: VoucherData) {
  await writeVoucherUse(
    tx,
    v.company_id,
    v.id,
    used.toString(),
    data,
    useStatus(new Decimal(v.amount), used, data),
  );
}

/** Spends the voucher `code` on the booking just written; answers what it took. */
export async function redeemVoucher(tx: SqlTx, event: Event, code: string, now: Date): Promise<SpentVoucher> {
  const v = await lockVoucherByCode(tx, event.company_id, code.trim().toUpperCase());
  if (!v || v.deleted_at || v.company_id !== event.company_id) throw notFound('voucher');
  if (v.expiration && new Date(v.expiration) <= now) throw notUsable('This voucher has expired.');
  const data: VoucherData = { ...storedVoucherData(v.data ?? {}) };
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
  await insertRedemption(tx, {
    companyId: event.company_id,
    voucherId: v.id,
    eventId: event.id,
    amount: take.toString(),
    sessions,
  });
  return { code: v.code, amount: take.toNumber(), sessions };
}

/** A cancelled booking gives back what it took from its vouchers (once). */
export async function giveBackVouchers(tx: SqlTx, companyId: string, eventId: string): Promise<void> {
  const rows = await openRedemptions(tx, companyId, eventId);
  for (const r of rows) {
    const v = await lockVoucherById(tx, r.company_id, r.voucher_id);
    if (v) {
      const data: VoucherData = { ...storedVoucherData(v.data ?? {}) };
      if (r.sessions > 0) data.sessions_used = Math.max(0, (data.sessions_used ?? 0) - r.sessions);
      const used = Decimal.max(0, new Decimal(v.amount_used).minus(r.amount));
      await write(tx, v, used, data);
    }
    await markRedemptionReturned(tx, r.company_id, r.id);
  }
}
