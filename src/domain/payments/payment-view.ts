import type { Row } from '../../db/kysely.ts';
import { Decimal } from '../../db/prisma-values.ts';
import type { Payment, Prisma } from '../../generated/prisma/client.ts';
import type { CheckoutPaymentView, PaymentView } from './schemas.ts';

/**
 * A payment row from Kysely (`amount`, numeric, as exact text) or from Prisma Client's writes
 * (a Decimal); the view takes either.
 */
export type PaymentRow = Omit<Row<'payments'>, 'amount' | 'refunded_amount' | 'provider_refunded'> & {
  amount: string | Prisma.Decimal;
  refunded_amount: string | Prisma.Decimal | null;
  provider_refunded: string | Prisma.Decimal | null;
};

/** All of the amount once refunded; part of it while the rest is kept (a late cancellation's fee). */
export function amountRefunded(row: {
  status: string;
  amount: { toString(): string };
  refunded_amount: { toString(): string } | null;
}): number {
  if (row.refunded_amount !== null) return new Decimal(row.refunded_amount.toString()).toNumber();
  return row.status === 'refunded' ? new Decimal(row.amount.toString()).toNumber() : 0;
}

/** A payment as the API shows it (docs/api-conventions.md#payments). */
export function paymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    reference: row.reference,
    company: row.company_id,
    marketplace_user: row.marketplace_user_id,
    customer: row.customer_id,
    employee: row.employee_id,
    event: row.event_id,
    series: row.series_id,
    status: row.status,
    refundable: row.refundable,
    reason: row.reason,
    provider: row.provider,
    currency: row.currency,
    amount: new Decimal(row.amount).toNumber(),
    amount_refunded: amountRefunded(row),
    settles_to_employee: row.settles_to_employee,
    settled_to: row.settled_to,
    settlement: row.settlement_id,
    refunded_at: row.refunded_at?.toISOString() ?? null,
    settled_at: row.settled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What a customer sees of a payment: enough to pay it, nothing of the business's books. */
export function checkoutView(
  row: Pick<
    Payment,
    | 'id'
    | 'status'
    | 'reason'
    | 'currency'
    | 'event_id'
    | 'series_id'
    | 'voucher_id'
    | 'provider'
    | 'client_secret'
  > & {
    amount: { toString(): string };
    refunded_amount: { toString(): string } | null;
    expires_at: Date | string | null;
    created_at: Date | string;
    updated_at: Date | string;
  },
): CheckoutPaymentView {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    amount: Number(row.amount.toString()),
    amount_refunded: amountRefunded(row),
    currency: row.currency,
    event: row.event_id,
    series: row.series_id,
    voucher: row.voucher_id,
    checkout: {
      provider: row.provider,
      client_secret: row.status === 'pending' ? row.client_secret : null,
      expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    },
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
