// A booking's voucher statements (voucher-redemption.ts; docs/data-access.md): the voucher locked
// FOR UPDATE, its use written back, the redemption recorded and given back. Each compiled once,
// typed from the schema, constrained by company_id.
import { sql } from 'kysely';
import { prepared, qb } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { VoucherStatus } from '../../generated/kysely/enums.ts';
import { newId } from '../shared/ids.ts';

const VOUCHER_COLUMNS = [
  'id',
  'company_id',
  'code',
  'amount',
  'amount_used',
  'data',
  'expiration',
  'deleted_at',
] as const;

const VOUCHER_BY_CODE = prepared((p: { code: string; companyId: string }) =>
  qb
    .selectFrom('vouchers')
    .select(VOUCHER_COLUMNS)
    .where('code', '=', p.code)
    .where('company_id', '=', p.companyId)
    .forUpdate(),
);

const VOUCHER_BY_ID = prepared((p: { id: string; companyId: string }) =>
  qb
    .selectFrom('vouchers')
    .select(VOUCHER_COLUMNS)
    .where('id', '=', p.id)
    .where('company_id', '=', p.companyId)
    .forUpdate(),
);

const WRITE_USE = prepared(
  (p: { companyId: string; id: string; used: string; data: string; status: VoucherStatus }) =>
    qb
      .updateTable('vouchers')
      .set({
        amount_used: p.used,
        data: sql`${p.data}::jsonb`,
        status: p.status,
        updated_at: sql<Date>`now()`,
      })
      .where('company_id', '=', p.companyId)
      .where('id', '=', p.id),
);

const INSERT_REDEMPTION = prepared(
  (p: {
    id: string;
    companyId: string;
    voucherId: string;
    eventId: string;
    amount: string;
    sessions: number;
  }) =>
    qb.insertInto('voucher_redemptions').values({
      id: p.id,
      company_id: p.companyId,
      voucher_id: p.voucherId,
      event_id: p.eventId,
      amount: p.amount,
      sessions: p.sessions,
    }),
);

const OPEN_REDEMPTIONS = prepared((p: { companyId: string; eventId: string }) =>
  qb
    .selectFrom('voucher_redemptions')
    .select(['id', 'company_id', 'voucher_id', 'amount', 'sessions'])
    .where('company_id', '=', p.companyId)
    .where('event_id', '=', p.eventId)
    .where('returned_at', 'is', null)
    .forUpdate(),
);

const MARK_RETURNED = prepared((p: { companyId: string; id: string }) =>
  qb
    .updateTable('voucher_redemptions')
    .set({ returned_at: sql<Date>`now()` })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.id),
);

/** A company's voucher by its code, locked for the booking's transaction (or undefined). */
export const lockVoucherByCode = (tx: SqlTx, companyId: string, code: string) =>
  VOUCHER_BY_CODE.row(tx, { code, companyId });

/** A company's voucher by id, locked for the booking's transaction (or undefined). */
export const lockVoucherById = (tx: SqlTx, companyId: string, id: string) =>
  VOUCHER_BY_ID.row(tx, { id, companyId });

/** Writes what a voucher has used (amount, sessions in its data) and the status that follows. */
export const writeVoucherUse = (
  tx: SqlTx,
  companyId: string,
  id: string,
  used: string,
  data: unknown,
  status: VoucherStatus,
) => WRITE_USE.rows(tx, { companyId, id, used, data: JSON.stringify(data), status });

/** Records what a booking took from a voucher. */
export const insertRedemption = (
  tx: SqlTx,
  r: { companyId: string; voucherId: string; eventId: string; amount: string; sessions: number },
) => INSERT_REDEMPTION.rows(tx, { ...r, id: newId() });

/** A booking's redemptions not yet given back, locked. */
export const openRedemptions = (tx: SqlTx, companyId: string, eventId: string) =>
  OPEN_REDEMPTIONS.rows(tx, { companyId, eventId });

/** Marks a redemption given back (once). */
export const markRedemptionReturned = (tx: SqlTx, companyId: string, id: string) =>
  MARK_RETURNED.rows(tx, { companyId, id });
