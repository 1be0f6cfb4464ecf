// Customers paying (CONTRACT 9.8): a marketplace booking's prepayment opened in the booking's own
// transaction, its confirmation (the payment captured and the booking confirmed in ONE
// transaction), the unpaid hold expiring (the booking cancelled, its slot freed), and the
// refund when a prepaid booking is cancelled. The provider is reached only through
// PaymentProvider (provider.ts).
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { Payment, PrismaClient } from '../../generated/prisma/client.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import type { CompanyConfig } from '../bookings/data.ts';
import type { BookingChange, BookingNotifier } from '../bookings/notify.ts';
import type { PriceSnapshot } from '../bookings/pricing.ts';
import { deleteEventOccupancies, type EventRecord as Event, updateEvent } from '../bookings/store.ts';
import { conflict, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Json } from '../json.ts';
import { type PrepaymentPlan, prepaymentFor } from './prepayment.ts';
import type { PaymentProvider } from './provider.ts';
import { giveBackVouchers, redeemVoucher } from './voucher-redemption.ts';

/** A payment row as plain SQL answers it (numeric as text). */
type PaymentRow = Omit<Payment, 'amount'> & { amount: string };

/** What a customer sees of a payment: enough to pay it, nothing of the business's books. */
export function checkoutView(row: Payment | PaymentRow): Json {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    amount: Number(row.amount.toString()),
    currency: row.currency,
    event: row.event_id,
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

const PAYMENT_COLUMNS = `id, company_id, event_id, voucher_id, customer_id, marketplace_user_id, employee_id,
  reason, provider, currency, amount::text AS amount, status, refundable, provider_ref, client_secret,
  expires_at, created_at, updated_at, settlement_id, settled_to, settles_to_employee, reference,
  refunded_at, settled_at`;

export class Checkout {
  private readonly prisma: PrismaClient;
  private readonly sql: Sql;
  readonly provider: PaymentProvider;
  private readonly holdMinutes: number;
  private readonly clock: () => number;
  /** The booking notifier (messages, webhooks) that a confirmation or an expiry announces through. */
  private readonly notifier: () => BookingNotifier | undefined;

  constructor(
    prisma: PrismaClient,
    sql: Sql,
    provider: PaymentProvider,
    holdMinutes: number,
    clock: () => number = Date.now,
    notifier: () => BookingNotifier | undefined = () => undefined,
  ) {
    this.prisma = prisma;
    this.sql = sql;
    this.provider = provider;
    this.holdMinutes = holdMinutes;
    this.clock = clock;
    this.notifier = notifier;
  }

  /** The prepayment a marketplace booking needs (null: none). See prepaymentFor. */
  plan(
    config: CompanyConfig,
    eventTypeIds: string[],
    prices: PriceSnapshot,
    guests: number,
    payInFull?: boolean,
  ): PrepaymentPlan | null {
    return prepaymentFor({
      companyPayments: config.company.payments,
      eventTypePayments: eventTypeIds.map((id) => config.eventTypes.find((e) => e.id === id)?.payments),
      price: prices.price,
      currency: prices.currency ?? config.company.currency_code,
      guests,
      payInFull,
    });
  }

  /** Inside the booking's transaction: the pending prepayment, its charge opened at the provider. */
  async open(tx: SqlTx, event: Event, plan: PrepaymentPlan): Promise<Json> {
    const id = newId();
    const charge = await this.provider.open({
      paymentId: id,
      amount: plan.amount.toFixed(2),
      currency: plan.currency,
    });
    const expires = new Date(this.clock() + this.holdMinutes * 60_000);
    const rows = await tx.query<PaymentRow>(
      `INSERT INTO payments (id, company_id, event_id, customer_id, marketplace_user_id, employee_id, reason,
         provider, currency, amount, status, refundable, settles_to_employee, settled_to, provider_ref,
         client_secret, expires_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'prepayment', $7, $8, $9::numeric, 'pending', false, false, 'enterprise',
         $10, $11, $12::timestamptz, now())
       RETURNING ${PAYMENT_COLUMNS}`,
      [
        id,
        event.company_id,
        event.id,
        event.customer_id,
        event.marketplace_user_id,
        event.employee_id,
        this.provider.name,
        plan.currency,
        plan.amount.toFixed(2),
        charge.ref,
        charge.client_secret,
        expires,
      ],
    );
    return checkoutView(rows[0]);
  }

  /**
   * Only what a customer pays on the marketplace (a prepayment, a voucher) is theirs to see: a
   * guest's by its unguessable id, an account's only with that account's token.
   */
  private visible(
    row: { marketplace_user_id: string | null; reason: string | null },
    caller: CustomerCaller | undefined,
  ) {
    if (row.reason !== 'prepayment' && row.reason !== 'voucher') return false;
    return !row.marketplace_user_id || row.marketplace_user_id === caller?.userId;
  }

  async get(caller: CustomerCaller | undefined, id: string): Promise<Json> {
    await this.expireDue({ paymentId: id });
    const row = await this.prisma.payment.findUnique({ where: { id } });
    if (!row || !this.visible(row, caller)) throw notFound('payment');
    return checkoutView(row);
  }

  /**
   * Captures a pending payment with the customer's payment method, and confirms its booking, in
   * one transaction. The payment row is locked first, so of two confirms racing, one captures
   * and the other finds it paid and answers the same (idempotent); a declined card leaves it
   * pending for another try; an expired hold is a 409.
   */
  async confirm(caller: CustomerCaller | undefined, id: string, paymentMethod: string): Promise<Json> {
    await this.expireDue({ paymentId: id });
    await this.sql.transaction(async (tx) => {
      const [p] = await tx.query<PaymentRow>(
        `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!p || !this.visible(p, caller)) throw notFound('payment');
      if (p.status === 'unsettled' || p.status === 'settled') return; // paid already: same answer
      if (p.status === 'refunded')
        throw conflict('payment_not_payable', 'The payment was cancelled or refunded; it cannot be paid.');
      if (p.expires_at && new Date(p.expires_at).getTime() <= this.clock())
        throw conflict('payment_expired', 'The payment hold expired; book again.');
      await this.provider.capture({ ref: p.provider_ref!, paymentMethod });
      await this.markPaid(tx, p);
    });
    return this.get(caller, id);
  }

  /** The capture's bookkeeping (also what a provider's webhook calls): payment unsettled, booking confirmed. */
  async markPaid(tx: SqlTx, p: PaymentRow) {
    await tx.query(
      `UPDATE payments SET status = 'unsettled', refundable = true, expires_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [p.id],
    );
    if (!p.event_id) return;
    const [previous] = await tx.query<Event>('SELECT * FROM events WHERE id = $1 FOR UPDATE', [p.event_id]);
    if (previous?.status !== 'unconfirmed') return;
    const updated = await updateEvent(tx, p.event_id, { status: 'confirmed' });
    await this.notifier()?.bookingChanged(tx, 'status_changed', updated, {
      by: previous.marketplace_user_id ? 'customer' : 'guest',
      previous,
    });
  }

  /**
   * Unpaid prepayments whose hold has passed: each voided (refunded, nothing was taken) and its
   * booking cancelled with its slot freed, in one transaction. Called by a job every minute and
   * before a read of the payment or its booking, so a client never sees a stale hold.
   */
  async expireDue(only: { paymentId?: string; eventId?: string } = {}): Promise<number> {
    const now = new Date(this.clock());
    const due = await this.sql.query<{ id: string }>(
      `SELECT id FROM payments WHERE status = 'pending' AND expires_at <= $1::timestamptz
         AND ($2::text IS NULL OR id = $2) AND ($3::text IS NULL OR event_id = $3)
       ORDER BY expires_at LIMIT 200`,
      [now, only.paymentId ?? null, only.eventId ?? null],
    );
    let expired = 0;
    for (const { id } of due) {
      const done = await this.sql.transaction(async (tx) => {
        const [p] = await tx.query<PaymentRow>(
          `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (p?.status !== 'pending' || !p.expires_at || new Date(p.expires_at) > now) return false;
        if (p.provider_ref) await this.provider.cancel({ ref: p.provider_ref });
        await tx.query(
          `UPDATE payments SET status = 'refunded', refundable = false, refunded_at = now(), updated_at = now()
            WHERE id = $1`,
          [id],
        );
        if (p.event_id) {
          const [previous] = await tx.query<Event>('SELECT * FROM events WHERE id = $1 FOR UPDATE', [
            p.event_id,
          ]);
          if (previous && previous.status === 'unconfirmed') {
            await deleteEventOccupancies(tx, p.event_id);
            const updated = await updateEvent(tx, p.event_id, { status: 'cancelled', cancelled_at: now });
            await this.notifier()?.bookingChanged(tx, 'cancelled', updated, {
              by: 'staff',
              previous,
            });
          }
        }
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /**
   * Inside a booking change's transaction: a cancelled booking's prepayment goes back (refunded
   * through the provider when captured, voided when still pending). A no-show keeps it.
   */
  async bookingChanged(tx: SqlTx, kind: BookingChange, event: Event): Promise<void> {
    if (kind !== 'cancelled') return;
    await giveBackVouchers(tx, event.id);
    const rows = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments
        WHERE event_id = $1 AND reason = 'prepayment' AND status <> 'refunded' FOR UPDATE`,
      [event.id],
    );
    for (const p of rows) {
      if (p.provider_ref) {
        if (p.status === 'pending') await this.provider.cancel({ ref: p.provider_ref });
        else await this.provider.refund({ ref: p.provider_ref });
      }
      await tx.query(
        `UPDATE payments SET status = 'refunded', refundable = false, refunded_at = now(), updated_at = now()
          WHERE id = $1`,
        [p.id],
      );
    }
  }

  /** Inside the booking's transaction: spends the voucher `code` on it (see voucher-redemption.ts). */
  redeem(tx: SqlTx, event: Event, code: string): Promise<Json> {
    return redeemVoucher(tx, event, code, new Date(this.clock()));
  }

  async views(ids: string[]): Promise<Json[]> {
    const rows = await this.prisma.payment.findMany({ where: { id: { in: ids } } });
    return rows.map(checkoutView);
  }
}
