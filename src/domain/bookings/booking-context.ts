// What every part of the booking service shares: the database (db/sql.ts, queries built with
// db/kysely.ts; no Prisma Client on the booking paths), the clock, the randomness the
// engine picks candidates with, the notifier, and the per-process company configurations.
import type { Sql, SqlTx } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PrepaymentPlan, PrepaymentTerms } from '../payments/prepayment.ts';
import type { CheckoutPaymentView } from '../payments/schemas.ts';
import type { ResourceService } from '../resources/resource-service.ts';
import { obj } from '../shared/json.ts';
import type { EventRecord as Event } from './booking-store.ts';
import type { PreparedCharge, SeriesPayer } from './checkout.ts';
import type { CompanyConfigs } from './company-configs.ts';
import type { CompanyConfig } from './data.ts';
import type { BookingChange, BookingChangeContext, BookingNotifier } from './notify.ts';
import type { PriceSnapshot } from './pricing.ts';
import type { SpentVoucher } from './schemas.ts';

/** Customers paying (docs/api-conventions.md#customers-paying), as the booking paths need it: see payments/checkout.ts. */
export interface BookingPayments {
  plan(
    config: CompanyConfig,
    eventTypeIds: string[],
    prices: PriceSnapshot,
    guests: number,
    payInFull?: boolean,
  ): PrepaymentPlan | null;
  /** Before the booking's transaction: the charge opened at the provider (no lock waits on it). */
  prepare(companyId: string, plan: PrepaymentPlan): Promise<PreparedCharge>;
  /** The booking failed: the charge prepared for it is dropped. */
  discard(prepared: PreparedCharge): Promise<void>;
  /** Inside the booking's transaction: the pending prepayment; answers its checkout view. */
  open(tx: SqlTx, event: Event, prepared: PreparedCharge): Promise<CheckoutPaymentView>;
  /**
   * Inside a series' transaction (series_prepayment `up_front`): the series' one pending
   * prepayment, `share` per occurrence; answers its checkout view.
   */
  openSeries(
    tx: SqlTx,
    series: SeriesPayer,
    events: Event[],
    share: Prisma.Decimal,
    prepared: PreparedCharge,
  ): Promise<CheckoutPaymentView>;
  /** Inside the booking's transaction: spends a voucher on it; answers what it took. */
  redeem(tx: SqlTx, event: Event, code: string): Promise<SpentVoucher>;
  /** Expires unpaid holds that have passed (on read; of a class, before booking its seats). */
  expireDue(only: { eventId?: string; scheduledEventId?: string }): Promise<number>;
  /** The checkouts of these payments, among the companies named (the bookings'). */
  views(companyIds: string[], ids: string[]): Promise<CheckoutPaymentView[]>;
  /** The prepayment terms a marketplace booking is made under (null: it prepays nothing). */
  terms(config: CompanyConfig, eventTypeIds: string[], payInFull?: boolean): PrepaymentTerms | null;
  /** Before a change's transaction: the charge for the difference it would owe (null: none). */
  prepareDifference(
    event: Event,
    after: { price: Prisma.Decimal | null; guests: number },
    fallback: PrepaymentTerms | null,
  ): Promise<PreparedCharge | null>;
  /** Inside a change's transaction, the event written: what it owes now, asked or given back. */
  rebalance(
    tx: SqlTx,
    event: Event,
    prepared: PreparedCharge | null,
    fallback: PrepaymentTerms | null,
  ): Promise<{ event: Event; used: boolean }>;
}

/**
 * Booking with a customer's package or membership (docs/packages.md), as the booking paths need
 * it: see packages/credits.ts. Declared here, wired by services.ts (packages sit above bookings).
 */
export interface BookingCredits {
  /**
   * Inside the booking's transaction, its event written (price zero, `customer_package_id` set):
   * takes the credit(s) the booking needs, or throws (400 package_not_usable, 404).
   */
  take(tx: SqlTx, event: Event, customerPackageId: string, who: { staff: boolean }): Promise<unknown>;
}

export interface BookingContext {
  /** The booking transaction runs in plain SQL (see db/sql.ts). */
  readonly sql: Sql;
  readonly resources: ResourceService;
  readonly reservationMinutes: number;
  readonly clock: () => number;
  readonly random: () => number;
  /** Booking messages: called inside each change's transaction (issue 8). */
  readonly notifier: BookingNotifier;
  readonly configs: CompanyConfigs;
  /** Prepayments; absent: bookings never ask for one. */
  payments?: BookingPayments;
  /** Packages and memberships; absent: a booking naming one is refused. */
  credits?: BookingCredits;
}

/** Announces a change inside its transaction (the notifier writes its outbox rows with `tx`). */
export function announce(
  ctx: BookingContext,
  tx: SqlTx,
  kind: BookingChange,
  event: Event,
  context: BookingChangeContext,
  config?: CompanyConfig,
) {
  const staffWantsMail = config
    ? (id: string) => obj(config.employees.find((e) => e.id === id)?.notifications).booking_email === true
    : undefined;
  return ctx.notifier.bookingChanged(tx, kind, event, { ...context, staffWantsMail });
}

/** After the commit: lets the notifier ask for prompt delivery. */
export function announced(ctx: BookingContext) {
  try {
    ctx.notifier.afterCommit?.();
  } catch {
    // Delivery runs periodically anyway.
  }
}
