// Packages and memberships (docs/packages.md): the products a company sells (HQ), buying one or
// starting a membership on the marketplace through the payment provider boundary, what customers
// hold (HQ and the customer), a membership's renewals (the job with a provider that charges,
// Stripe's webhook with Stripe), cancellations, refunds, and the end of what has expired. Who may
// goes through the access point; all SQL is in package-store.ts; the credits a booking takes are
// in credits.ts.
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { Decimal } from '../../db/prisma-values.ts';
import type { Sql, SqlTx } from '../../db/sql.ts';
import { companyOf } from '../auth/access.ts';
import type { CustomerCaller, HqCaller } from '../auth/caller.ts';
import { linkCustomer } from '../customers/customer-link.ts';
import { announcePayment } from '../payments/payment-changes.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { ApiError, conflict, fieldError, notFound } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { type Json, obj } from '../shared/json.ts';
import type { Page } from '../shared/paging.ts';
import { publishChange } from '../webhooks/publish.ts';
import {
  ChargeBilling,
  type MembershipBilling,
  type PaidPeriod,
  paidPeriodOf,
} from './membership-billing.ts';
import {
  companyCurrency,
  companyForSale,
  companyIds,
  deleteProduct,
  dueEndings,
  dueRenewals,
  type HoldingRow,
  holdingOf,
  holdingsOfCustomer,
  insertHolding,
  insertPayment,
  insertProduct,
  listHoldings,
  listProducts,
  lockHolding,
  marketplaceUser,
  missingClasses,
  missingEventTypes,
  missingGroups,
  type PaymentRow,
  type ProductRow,
  paymentByRef,
  paymentsOfHolding,
  productOf,
  productsForSale,
  soldOf,
  unlinkCustomer,
  updateHolding,
  updatePayment,
  updateProduct,
} from './package-store.ts';
import { coversOf, holdingView, productView, statusAt, storedTerms } from './package-view.ts';
import type {
  Covers,
  CUSTOMER_PACKAGE_SORT_FIELDS,
  CustomerPackageFilter,
  CustomerPackageView,
  PACKAGE_PRODUCT_SORT_FIELDS,
  PackageProductCreateInput,
  PackageProductFilter,
  PackageProductUpdateInput,
  PackagePurchaseAnswerView,
  PackagePurchaseInput,
  PackageTerms,
  Period,
} from './schemas.ts';

interface ListOptions<S extends string, F> {
  filter?: F;
  sort?: { field: S; order?: 'asc' | 'desc' };
  page: Page;
}

/** A period's calendar unit, as luxon names it. */
const periodUnit = (period: Period) =>
  period === 'week' ? 'weeks' : period === 'month' ? 'months' : 'years';

/** `date` moved by `n` periods, on the calendar (a month from 31 January is the last of February). */
export function addPeriod(date: Date, period: Period, n = 1): Date {
  return DateTime.fromJSDate(date, { zone: 'utc' })
    .plus({ [periodUnit(period)]: n })
    .toJSDate();
}

/**
 * The first boundary of a membership's periods after `after`. Periods count from the day it was
 * bought (`anchor`), as card subscriptions bill: bought on 31 January, a month ends on the last of
 * February and the next on 31 March, not on the 28th again (adding a month to each period's end
 * would drift to the shortest month's day for good).
 */
export function periodBoundaryAfter(anchor: Date, period: Period, after: Date): Date {
  const unit = periodUnit(period);
  const elapsed = DateTime.fromJSDate(after, { zone: 'utc' }).diff(
    DateTime.fromJSDate(anchor, { zone: 'utc' }),
    unit,
  );
  let n = Math.max(1, Math.floor(elapsed.as(unit)));
  while (n > 1 && addPeriod(anchor, period, n - 1).getTime() > after.getTime()) n--;
  while (addPeriod(anchor, period, n).getTime() <= after.getTime()) n++;
  return addPeriod(anchor, period, n);
}

/** `date` plus `months` calendar months (a package's validity). */
const addMonths = (date: Date, months: number) =>
  DateTime.fromJSDate(date, { zone: 'utc' }).plus({ months }).toJSDate();

/**
 * The id of the payment of a membership's period starting `start`: the same for every attempt,
 * so a renewal charged twice (two job runs, a crash between the charge and its record) is one
 * charge at the provider (its idempotency key) and one row.
 */
const renewalPaymentId = (holdingId: string, start: Date) =>
  createHash('sha256').update(`${holdingId}:${start.toISOString()}`).digest('base64url').slice(0, 24);

const ended = (kind: string) => conflict('package_ended', `This ${kind} has ended.`);
const notAMembership = () =>
  conflict(
    'not_a_membership',
    'A package is not cancelled: HQ refunds it, or it ends when its validity does.',
  );

/** A view of covers with every list present (what a product and the terms store). */
const fullCovers = (c: Covers) => ({
  event_types: [...new Set(c.event_types ?? [])],
  event_type_groups: [...new Set(c.event_type_groups ?? [])],
  scheduled_events: [...new Set(c.scheduled_events ?? [])],
  all_classes: c.all_classes ?? false,
});

/** The terms a holding is bought under: the product's as they are at the sale. */
function termsOf(p: ProductRow): PackageTerms {
  const view = productView(p);
  return {
    covers: coversOf(p),
    credits: p.credits,
    validity_months: p.validity_months,
    shareable: p.shareable,
    period: view.period,
    cancellation: view.cancellation,
    notice_days: p.notice_days,
    refunds: view.refunds,
  };
}

export type StripeMembershipOutcome = 'renewed' | 'paused' | 'ended' | 'unchanged' | 'ignored';

export class PackageService {
  private readonly sql: Sql;
  private readonly payments: PaymentProvider;
  private readonly charges: ChargeBilling;
  private readonly billing: MembershipBilling;
  /** After a commit that owes the provider a refund: carried out now (payments/provider-actions.ts). */
  private readonly settleProvider: () => void;
  private readonly clock: () => number;

  constructor(
    sql: Sql,
    payments: PaymentProvider,
    billing: MembershipBilling,
    settleProvider: () => void,
    clock: () => number = Date.now,
  ) {
    this.sql = sql;
    this.payments = payments;
    this.charges = new ChargeBilling(payments);
    this.billing = billing;
    this.settleProvider = settleProvider;
    this.clock = clock;
  }

  private now() {
    return new Date(this.clock());
  }

  // ---------------------------------------------------------------- products (HQ)

  private async loadProduct(caller: HqCaller, companyId: string, id: string): Promise<ProductRow> {
    companyOf(caller, companyId, 'package product');
    const found = await productOf(this.sql, companyId, id);
    if (!found) throw notFound('package product');
    return found;
  }

  async getProduct(caller: HqCaller, companyId: string, id: string) {
    return productView(await this.loadProduct(caller, companyId, id));
  }

  async listProducts(
    caller: HqCaller,
    companyId: string,
    options: ListOptions<(typeof PACKAGE_PRODUCT_SORT_FIELDS)[number], PackageProductFilter>,
  ) {
    companyOf(caller, companyId);
    const rows = await listProducts(this.sql, {
      companyId,
      filter: options.filter ?? {},
      sort: { field: options.sort?.field ?? 'created_at', order: options.sort?.order ?? 'asc' },
      page: options.page,
    });
    return rows.map(productView);
  }

  async createProduct(caller: HqCaller, input: PackageProductCreateInput) {
    const companyId = companyOf(caller, input.company, 'company', 'write');
    const currency = input.currency.toUpperCase();
    const own = await companyCurrency(this.sql, companyId);
    if (own && own !== currency)
      throw fieldError('currency', `must be the company's currency (${own}): it is settled in it`);
    const covers = await this.checkCovers(companyId, input.covers);
    const shape = this.checkShape(input.kind, {
      credits: input.credits ?? null,
      validity_months: input.validity_months ?? null,
      period: input.period ?? null,
      cancellation: input.cancellation ?? null,
      notice_days: input.notice_days ?? null,
    });
    const row = await insertProduct(this.sql, companyId, {
      kind: input.kind,
      title: input.title,
      description: input.description ?? null,
      currency,
      price: new Decimal(input.price).toDecimalPlaces(2).toString(),
      marketplace: input.marketplace ?? false,
      event_type_ids: covers.event_types,
      event_type_group_ids: covers.event_type_groups,
      scheduled_event_ids: covers.scheduled_events,
      all_classes: covers.all_classes,
      shareable: input.shareable ?? false,
      refunds: input.refunds ?? 'unused',
      ...shape,
    });
    return productView(row);
  }

  async updateProduct(caller: HqCaller, companyId: string, id: string, input: PackageProductUpdateInput) {
    const current = await this.loadProduct(caller, companyId, id);
    const covers = input.covers ? await this.checkCovers(companyId, input.covers) : undefined;
    const shape = this.checkShape(current.kind, {
      credits: input.credits !== undefined ? input.credits : current.credits,
      validity_months: input.validity_months ?? current.validity_months,
      period: current.period,
      cancellation: input.cancellation ?? current.cancellation,
      notice_days: input.notice_days ?? (input.cancellation === 'period_end' ? null : current.notice_days),
    });
    const row = await updateProduct(this.sql, companyId, id, {
      title: input.title,
      description: input.description,
      price: input.price === undefined ? undefined : new Decimal(input.price).toDecimalPlaces(2).toString(),
      marketplace: input.marketplace,
      shareable: input.shareable,
      refunds: input.refunds,
      ...(covers
        ? {
            event_type_ids: covers.event_types,
            event_type_group_ids: covers.event_type_groups,
            scheduled_event_ids: covers.scheduled_events,
            all_classes: covers.all_classes,
          }
        : {}),
      ...shape,
      archived_at:
        input.archived === undefined
          ? undefined
          : input.archived
            ? (current.archived_at ?? this.now())
            : null,
    });
    if (!row) throw notFound('package product');
    return productView(row);
  }

  /** Only a product never sold: one that was is archived instead (its holders keep what they hold). */
  async deleteProduct(caller: HqCaller, companyId: string, id: string) {
    await this.loadProduct(caller, companyId, id);
    const sold = await soldOf(this.sql, companyId, id);
    if (sold > 0)
      throw conflict(
        'package_product_sold',
        `The product was sold ${sold === 1 ? 'once' : `${sold} times`}: archive it instead (archived: true).`,
      );
    if (!(await deleteProduct(this.sql, companyId, id))) throw notFound('package product');
  }

  /** Covers with at least one thing, every id the company's (else 404, as any unknown id). */
  private async checkCovers(companyId: string, input: Covers) {
    const covers = fullCovers(input);
    if (
      covers.event_types.length + covers.event_type_groups.length + covers.scheduled_events.length === 0 &&
      !covers.all_classes
    )
      throw fieldError('covers', 'must name event_types, event_type_groups, scheduled_events or all_classes');
    if ((await missingEventTypes(this.sql, companyId, covers.event_types)).length)
      throw notFound('event type');
    if ((await missingGroups(this.sql, companyId, covers.event_type_groups)).length)
      throw notFound('event type group');
    if ((await missingClasses(this.sql, companyId, covers.scheduled_events)).length)
      throw notFound('scheduled event');
    return covers;
  }

  /** The fields of a kind, checked: a package's sessions and months, a membership's period and rule. */
  private checkShape(
    kind: string,
    f: {
      credits: number | null;
      validity_months: number | null;
      period: string | null;
      cancellation: string | null;
      notice_days: number | null;
    },
  ) {
    if (kind === 'package') {
      if (f.credits === null) throw fieldError('credits', 'is required for a package (its sessions)');
      if (f.period !== null) throw fieldError('period', 'is for a membership');
      if (f.cancellation !== null || f.notice_days !== null)
        throw fieldError('cancellation', 'is for a membership (a package ends when its validity does)');
      return {
        credits: f.credits,
        validity_months: f.validity_months ?? 12,
        period: null,
        cancellation: null,
        notice_days: null,
      };
    }
    if (f.period === null) throw fieldError('period', 'is required for a membership');
    if (f.validity_months !== null)
      throw fieldError('validity_months', 'is for a package (a membership renews)');
    const cancellation = f.cancellation ?? 'period_end';
    if (cancellation === 'notice' && f.notice_days === null)
      throw fieldError('notice_days', 'is required with cancellation notice');
    if (cancellation !== 'notice' && f.notice_days !== null)
      throw fieldError('notice_days', 'is for cancellation notice');
    return {
      credits: f.credits,
      validity_months: null,
      period: f.period,
      cancellation,
      notice_days: cancellation === 'notice' ? f.notice_days : null,
    };
  }

  // ---------------------------------------------------------------- what customers hold (HQ)

  private async loadHolding(caller: HqCaller, companyId: string, id: string): Promise<HoldingRow> {
    companyOf(caller, companyId, 'customer package');
    const found = await holdingOf(this.sql, companyId, id);
    if (!found) throw notFound('customer package');
    return found;
  }

  async getHolding(caller: HqCaller, companyId: string, id: string) {
    return holdingView(await this.loadHolding(caller, companyId, id), this.now());
  }

  async listHoldings(
    caller: HqCaller,
    companyId: string,
    options: ListOptions<(typeof CUSTOMER_PACKAGE_SORT_FIELDS)[number], CustomerPackageFilter>,
  ) {
    companyOf(caller, companyId);
    const now = this.now();
    const rows = await listHoldings(this.sql, {
      companyId,
      filter: options.filter ?? {},
      sort: {
        field: options.sort?.field ?? 'created_at',
        order: options.sort?.order ?? (options.sort ? 'asc' : 'desc'),
      },
      page: options.page,
    });
    return rows.map((r) => holdingView(r, now));
  }

  /** A membership ended from HQ: by its cancellation rule, or at once (`immediately`). */
  async cancelHolding(caller: HqCaller, companyId: string, id: string, immediately = false) {
    const current = await this.loadHolding(caller, companyId, id);
    return this.cancel(current, immediately);
  }

  /**
   * A package given back (docs/packages.md, "Refunds"), as its terms allow: `unused`, all of it
   * while no credit was used; `pro_rata`, the share of the price of the credits left; `none`,
   * refused. The payment is refunded (in part, or whole) through the provider after the commit,
   * and the package ends: what was left is gone. A membership is cancelled instead.
   */
  async refundHolding(caller: HqCaller, companyId: string, id: string) {
    await this.loadHolding(caller, companyId, id);
    const now = this.now();
    const view = await this.sql.transaction(async (tx) => {
      const h = await lockHolding(tx, companyId, id);
      if (!h) throw notFound('customer package');
      if (h.kind !== 'package')
        throw conflict('package_not_refundable', 'A membership is cancelled, not refunded.');
      const status = statusAt(h, now);
      if (status !== 'active') throw ended(h.kind);
      const terms = storedTerms(h.terms);
      const total = h.credits_total ?? 0;
      const left = Math.max(0, total - h.credits_used);
      if (terms.refunds === 'none')
        throw conflict('package_not_refundable', 'This package is not refundable.');
      if (terms.refunds === 'unused' && h.credits_used > 0)
        throw conflict(
          'package_not_refundable',
          'A credit of this package was used: it is refunded only unused.',
        );
      const [paid] = (await paymentsOfHolding(tx, companyId, id)).filter(
        (p) => p.reason === 'package' && p.status !== 'refunded' && p.status !== 'pending',
      );
      if (paid) {
        const amount = new Decimal(paid.amount);
        const back =
          terms.refunds === 'unused' || total === 0
            ? amount
            : amount.times(left).dividedBy(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        await this.giveBack(tx, paid, back, now);
      }
      const after = await updateHolding(tx, companyId, id, { status: 'refunded', ended_at: now }, now);
      await publishChange(tx, {
        type: 'customer_package.ended',
        company: companyId,
        object: holdingView(after!, now),
        previous: holdingView(h, now),
      });
      return holdingView(after!, now);
    });
    this.settleProvider();
    return view;
  }

  /** `back` of a captured payment refunded (all of it: status refunded), the provider told after the commit. */
  private async giveBack(tx: SqlTx, p: PaymentRow, back: Decimal, now: Date) {
    if (back.lte(0)) return;
    const all = back.gte(new Decimal(p.amount));
    const after = await updatePayment(
      tx,
      p.company_id,
      p.id,
      {
        status: all ? 'refunded' : p.status,
        refunded_amount: all ? null : back.toFixed(4),
        refundable: false,
        refunded_at: now,
        provider_action: p.provider_ref ? 'refund' : null,
      },
      now,
    );
    if (after) await announcePayment(tx, 'payment.refunded', after, p);
  }

  // ---------------------------------------------------------------- the marketplace

  private async sellingCompany(companyId: string) {
    const company = await companyForSale(this.sql, companyId);
    if (!company) throw notFound('company');
    return company;
  }

  /** What the company sells on the marketplace. */
  async forSale(companyId: string) {
    await this.sellingCompany(companyId);
    return (await productsForSale(this.sql, companyId)).map(productView);
  }

  /**
   * Buys a package, or starts a membership (docs/packages.md): the price (a membership's first
   * period) is taken through the provider first, a decline is a 402 and writes nothing; then one
   * transaction finds or makes the buyer's customer record, writes what they now hold and the
   * payment (reason `package` or `membership`, captured), and announces both. Should that
   * transaction fail, what was taken goes back.
   */
  async buy(caller: CustomerCaller, input: PackagePurchaseInput): Promise<PackagePurchaseAnswerView> {
    const company = await this.sellingCompany(input.company);
    const product = await productOf(this.sql, company.id, input.package_product);
    if (!product?.marketplace || product.archived_at) throw notFound('package product');
    const account = await marketplaceUser(this.sql, caller.userId);
    if (!account) throw notFound('user');
    const now = this.now();
    const holdingId = newId();
    const paymentId = newId();
    const amount = new Decimal(product.price).toFixed(2);
    const terms = termsOf(product);
    const membership = product.kind === 'membership';
    const paying = {
      holdingId,
      paymentId,
      companyId: company.id,
      amount,
      currency: product.currency,
      period: terms.period ?? 'month',
      title: product.title,
      email: account.email,
      paymentMethod: input.payment_method,
    };
    // The provider first, outside any transaction (no row waits on it).
    const started = membership
      ? await this.billing.start(paying)
      : {
          chargeRef: await this.charges.charge({ ...paying, method: input.payment_method }),
          customerRef: null,
          subscriptionRef: null,
          renewalMethod: null,
        };
    try {
      const { holding, payment } = await this.sql.transaction(async (tx) => {
        const customerId = await linkCustomer(
          tx,
          {
            company_id: company.id,
            marketplace_user_id: account.id,
            customer_name: account.name,
            email: account.email,
            phone_country_code: account.phone_country_code,
            phone_number: account.phone_number,
          },
          company.country_code,
        );
        const holding = await insertHolding(
          tx,
          holdingId,
          company.id,
          {
            product_id: product.id,
            kind: product.kind,
            customer_id: customerId,
            marketplace_user_id: account.id,
            status: 'active',
            title: product.title,
            currency: product.currency,
            price: amount,
            terms,
            credits_total: product.credits,
            credits_used: 0,
            starts_at: now,
            ends_at: membership
              ? addPeriod(now, paying.period)
              : addMonths(now, product.validity_months ?? 12),
            provider: membership ? this.billing.provider : this.payments.name,
            provider_customer_ref: started.customerRef,
            provider_subscription_ref: started.subscriptionRef,
            renewal_method: started.renewalMethod,
          },
          now,
        );
        const payment = await insertPayment(
          tx,
          paymentId,
          company.id,
          {
            customer_id: customerId,
            marketplace_user_id: account.id,
            customer_package_id: holdingId,
            reason: product.kind,
            provider: holding!.provider,
            provider_ref: started.chargeRef,
            currency: product.currency,
            amount,
            status: 'unsettled',
            refundable: true,
            settled_to: 'enterprise',
          },
          now,
        );
        // Paid before it is written: created already succeeded (unsettled), as a voucher's.
        await announcePayment(tx, 'payment.created', payment!);
        await publishChange(tx, {
          type: 'customer_package.created',
          company: company.id,
          object: holdingView(holding!, now),
        });
        return { holding: holding!, payment: payment! };
      });
      return {
        customer_package: holdingView(holding, now),
        payment: {
          id: payment.id,
          status: payment.status,
          reason: payment.reason ?? product.kind,
          amount: new Decimal(payment.amount).toNumber(),
          currency: payment.currency,
        },
      };
    } catch (err) {
      if (membership) await this.billing.undo(paying, started);
      else await this.payments.refund({ paymentId, ref: started.chargeRef }).catch(() => undefined);
      throw err;
    }
  }

  /** The signed-in customer's holding at the company (another's, or unknown: 404). */
  private async loadOwn(caller: CustomerCaller, companyId: string, id: string): Promise<HoldingRow> {
    const found = await holdingOf(this.sql, companyId, id);
    if (!found || found.marketplace_user_id !== caller.userId) throw notFound('customer package');
    return found;
  }

  /** What the signed-in customer holds at the company: what is left, and until when. */
  async mine(caller: CustomerCaller, companyId: string, page: Page): Promise<CustomerPackageView[]> {
    const now = this.now();
    const rows = await listHoldings(this.sql, {
      companyId,
      filter: {},
      marketplaceUserId: caller.userId,
      sort: { field: 'created_at', order: 'desc' },
      page,
    });
    return rows.map((r) => holdingView(r, now));
  }

  async getMine(caller: CustomerCaller, companyId: string, id: string) {
    return holdingView(await this.loadOwn(caller, companyId, id), this.now());
  }

  /** The customer cancels their membership: by its cancellation rule. */
  async cancelMine(caller: CustomerCaller, companyId: string, id: string) {
    return this.cancel(await this.loadOwn(caller, companyId, id), false);
  }

  /**
   * A new payment method for the membership's renewals. A paused one (its renewal failed) pays
   * the period due with it now and is active again; a decline is a 402 and leaves it paused.
   */
  async changeMethod(caller: CustomerCaller, companyId: string, id: string, paymentMethod: string) {
    const h = await this.loadOwn(caller, companyId, id);
    if (h.kind !== 'membership') throw notAMembership();
    const now = this.now();
    const status = statusAt(h, now);
    if (status !== 'active' && status !== 'paused') throw ended(h.kind);
    const paused = status === 'paused';
    if (this.providerRenews(h)) {
      const paid = await this.billing.changeMethod(
        { customerRef: h.provider_customer_ref, subscriptionRef: h.provider_subscription_ref },
        paymentMethod,
        paused,
      );
      if (paid) await this.renewed(companyId, id, paid, null);
    } else if (paused) {
      const start = h.ends_at;
      const paymentId = renewalPaymentId(h.id, start);
      const ref = await this.charges.charge({
        paymentId,
        companyId,
        amount: new Decimal(h.price).toFixed(2),
        currency: h.currency,
        method: paymentMethod,
      });
      await this.renewed(companyId, id, this.nextPeriod(h, ref), paymentId, paymentMethod);
    } else {
      await this.sql.transaction(async (tx) => {
        const before = await lockHolding(tx, companyId, id);
        if (!before) throw notFound('customer package');
        const after = await updateHolding(tx, companyId, id, { renewal_method: paymentMethod }, now);
        await publishChange(tx, {
          type: 'customer_package.updated',
          company: companyId,
          object: holdingView(after!, now),
          previous: holdingView(before, now),
        });
      });
    }
    return holdingView((await holdingOf(this.sql, companyId, id))!, this.now());
  }

  // ---------------------------------------------------------------- memberships

  /** Whether the holding's provider renews it itself (Stripe's subscription) rather than the job. */
  private providerRenews(h: HoldingRow) {
    return (
      h.provider === this.billing.provider &&
      this.billing.renewsItself &&
      h.provider_subscription_ref !== null
    );
  }

  /** The period after the holding's current one, paid by the charge `ref` (a provider that charges). */
  private nextPeriod(h: HoldingRow, ref: string): PaidPeriod {
    const period = storedTerms(h.terms).period ?? 'month';
    return {
      ref,
      amount: new Decimal(h.price).toFixed(2),
      start: h.ends_at,
      // The holding was made when it was bought (insertHolding stamps created_at with the purchase's time).
      end: periodBoundaryAfter(h.created_at, period, h.ends_at),
    };
  }

  /**
   * Ends a membership by its rule (`period_end`: when the period paid for ends; `notice`: at the end
   * of the first period ending at least notice_days from now), or at once. Stripe is told first
   * (a failure there is a 503 and changes nothing); cancelling again answers as it is.
   */
  private async cancel(current: HoldingRow, immediately: boolean) {
    if (current.kind !== 'membership') throw notAMembership();
    const now = this.now();
    const status = statusAt(current, now);
    if (status !== 'active' && status !== 'paused') throw ended(current.kind);
    const terms = storedTerms(current.terms);
    let at = current.ends_at;
    if (immediately || status === 'paused') at = now;
    else if (terms.cancellation === 'notice') {
      const notice = now.getTime() + (terms.notice_days ?? 0) * 86_400_000;
      while (at.getTime() < notice) at = periodBoundaryAfter(current.created_at, terms.period ?? 'month', at);
    }
    if (current.cancel_at && current.cancel_at.getTime() <= at.getTime() && !immediately)
      return holdingView(current, now);
    if (this.providerRenews(current))
      await this.billing.cancel(current.provider_subscription_ref, at <= now ? null : at, current.ends_at);
    return this.sql.transaction(async (tx) => {
      const before = await lockHolding(tx, current.company_id, current.id);
      if (!before) throw notFound('customer package');
      const over = at.getTime() <= now.getTime();
      const after = await updateHolding(
        tx,
        current.company_id,
        current.id,
        over ? { cancel_at: at, status: 'cancelled', ended_at: now } : { cancel_at: at },
        now,
      );
      await publishChange(tx, {
        type: over ? 'customer_package.ended' : 'customer_package.updated',
        company: current.company_id,
        object: holdingView(after!, now),
        previous: holdingView(before, now),
      });
      return holdingView(after!, now);
    });
  }

  /**
   * A period paid (a renewal, or a paused membership paid again): one payment (reason
   * `membership`) for the provider's reference, the period moved to the one paid for with a fresh
   * count of credits, active again. A reference already recorded changes nothing (a webhook
   * delivered twice, two job runs).
   */
  private async renewed(
    companyId: string,
    id: string,
    paid: PaidPeriod,
    paymentId: string | null,
    method?: string,
  ): Promise<'renewed' | 'unchanged'> {
    const now = this.now();
    return this.sql.transaction(async (tx) => {
      const before = await lockHolding(tx, companyId, id);
      if (before?.kind !== 'membership') return 'unchanged';
      if (before.status !== 'active' && before.status !== 'paused') return 'unchanged';
      if (await paymentByRef(tx, companyId, id, paid.ref)) return 'unchanged';
      const payment = await insertPayment(
        tx,
        paymentId ?? newId(),
        companyId,
        {
          customer_id: before.customer_id,
          marketplace_user_id: before.marketplace_user_id,
          customer_package_id: id,
          reason: 'membership',
          provider: before.provider,
          provider_ref: paid.ref,
          currency: before.currency,
          amount: paid.amount,
          status: 'unsettled',
          refundable: true,
          settled_to: 'enterprise',
        },
        now,
      );
      await announcePayment(tx, 'payment.created', payment!);
      const moved = paid.start.getTime() !== before.starts_at.getTime();
      const after = await updateHolding(
        tx,
        companyId,
        id,
        {
          status: 'active',
          starts_at: paid.start,
          ends_at: paid.end,
          credits_used: moved ? 0 : before.credits_used,
          renewal_failed_at: null,
          ...(method ? { renewal_method: method } : {}),
        },
        now,
      );
      await publishChange(tx, {
        type: 'customer_package.renewed',
        company: companyId,
        object: holdingView(after!, now),
        previous: holdingView(before, now),
      });
      return 'renewed';
    });
  }

  /** A renewal not paid: the membership is paused (usable again once paid). */
  private async paused(
    companyId: string,
    id: string,
    periodEnd: Date | null,
  ): Promise<'paused' | 'unchanged'> {
    const now = this.now();
    return this.sql.transaction(async (tx) => {
      const before = await lockHolding(tx, companyId, id);
      if (before?.status !== 'active' || before.kind !== 'membership') return 'unchanged';
      if (periodEnd && before.ends_at.getTime() !== periodEnd.getTime()) return 'unchanged';
      const after = await updateHolding(tx, companyId, id, { status: 'paused', renewal_failed_at: now }, now);
      await publishChange(tx, {
        type: 'customer_package.paused',
        company: companyId,
        object: holdingView(after!, now),
        previous: holdingView(before, now),
      });
      return 'paused';
    });
  }

  /** What has ended by time (a package's validity, a membership's cancellation) written as ended. */
  private async end(companyId: string, id: string, now: Date): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const before = await lockHolding(tx, companyId, id);
      if (!before) return false;
      const status = statusAt(before, now);
      if (status === before.status) return false;
      const endedAt = before.kind === 'package' ? before.ends_at : (before.cancel_at ?? now);
      const after = await updateHolding(tx, companyId, id, { status, ended_at: endedAt }, now);
      await publishChange(tx, {
        type: 'customer_package.ended',
        company: companyId,
        object: holdingView(after!, now),
        previous: holdingView(before, now),
      });
      return true;
    });
  }

  /**
   * The job (every few minutes, and tests with a moved `now`): company by company, memberships
   * whose period ended are renewed with the provider that charges (the test provider: a charge
   * with the method kept; refused: paused), and what has ended by time is written so.
   */
  async runDue(now = this.now()): Promise<{ renewed: number; paused: number; ended: number }> {
    const out = { renewed: 0, paused: 0, ended: 0 };
    for (let after: string | null = null; ; ) {
      const companies = await companyIds(this.sql, after, 500);
      if (companies.length === 0) break;
      after = companies[companies.length - 1];
      for (const companyId of companies) {
        if (!this.billing.renewsItself)
          for (const { id } of await dueRenewals(this.sql, companyId, this.billing.provider, now, 100)) {
            const outcome = await this.renewByCharge(companyId, id, now);
            if (outcome === 'renewed') out.renewed++;
            if (outcome === 'paused') out.paused++;
          }
        for (const { id } of await dueEndings(this.sql, companyId, now, 100))
          if (await this.end(companyId, id, now)) out.ended++;
      }
    }
    return out;
  }

  /** One renewal by the job: the next period charged with the method kept, then recorded. */
  private async renewByCharge(companyId: string, id: string, now: Date) {
    const h = await holdingOf(this.sql, companyId, id);
    if (h?.status !== 'active' || h.ends_at > now) return 'unchanged';
    const paymentId = renewalPaymentId(h.id, h.ends_at);
    let ref: string;
    try {
      ref = await this.charges.charge({
        paymentId,
        companyId,
        amount: new Decimal(h.price).toFixed(2),
        currency: h.currency,
        method: h.renewal_method ?? '',
      });
    } catch (err) {
      // Declined (or no usable method): paused. The provider unreachable: the next run tries again.
      if (err instanceof ApiError && err.statusCode < 500) return this.paused(companyId, id, h.ends_at);
      return 'unchanged';
    }
    return this.renewed(companyId, id, this.nextPeriod(h, ref), paymentId);
  }

  /**
   * Stripe's word on a membership's subscription (its webhook, payments/stripe-webhook.ts): a
   * renewal paid (`invoice.paid` of a cycle), not paid (`invoice.payment_failed`: paused), the
   * subscription gone (`customer.subscription.deleted`: ended). The subscription's metadata names
   * the company and the membership; events of anything else are ignored.
   */
  async stripeEvent(type: string, object: Json): Promise<StripeMembershipOutcome> {
    const meta = subscriptionMetadata(object);
    if (!meta) return 'ignored';
    const { companyId, id } = meta;
    if (type === 'invoice.paid') {
      // The first period is recorded by the purchase itself.
      if (object.billing_reason === 'subscription_create') return 'unchanged';
      const paid = paidPeriodOf(invoiceOf(object));
      return paid ? this.renewed(companyId, id, paid, null) : 'ignored';
    }
    if (type === 'invoice.payment_failed') {
      if (object.billing_reason === 'subscription_create') return 'unchanged';
      return this.paused(companyId, id, null);
    }
    if (type === 'customer.subscription.deleted') {
      const now = this.now();
      return this.sql.transaction(async (tx) => {
        const before = await lockHolding(tx, companyId, id);
        if (!before || (before.status !== 'active' && before.status !== 'paused'))
          return 'unchanged' as const;
        const after = await updateHolding(
          tx,
          companyId,
          id,
          { status: 'cancelled', cancel_at: before.cancel_at ?? now, ended_at: now },
          now,
        );
        await publishChange(tx, {
          type: 'customer_package.ended',
          company: companyId,
          object: holdingView(after!, now),
          previous: holdingView(before, now),
        });
        return 'ended' as const;
      });
    }
    return 'ignored';
  }

  // ---------------------------------------------------------------- a customer's record (GDPR)

  /** A customer's packages and memberships, as the API shows them (the GDPR export). */
  async ofCustomer(companyId: string, customerId: string): Promise<CustomerPackageView[]> {
    const now = this.now();
    return (await holdingsOfCustomer(this.sql, companyId, customerId)).map((r) => holdingView(r, now));
  }

  /** A customer's erasure: their packages stay in the books, unlinked; answers their ids. */
  erase(tx: SqlTx, companyId: string, customerId: string): Promise<string[]> {
    return unlinkCustomer(tx, companyId, customerId, this.now());
  }
}

/** The company and membership a Stripe invoice or subscription is about (its subscription's metadata). */
function subscriptionMetadata(object: Json): { companyId: string; id: string } | null {
  const parent = obj(object.parent);
  const candidates = [
    obj(obj(parent.subscription_details).metadata),
    obj(obj(object.subscription_details).metadata),
    obj(object.metadata),
  ];
  for (const meta of candidates) {
    const companyId = meta.company_id;
    const id = meta.customer_package_id;
    if (typeof companyId === 'string' && typeof id === 'string') return { companyId, id };
  }
  return null;
}

/** The fields of a Stripe invoice paidPeriodOf reads, read from the JSON as it is. */
function invoiceOf(object: Json) {
  const first = obj(
    Array.isArray(obj(object.lines).data) ? (obj(object.lines).data as unknown[])[0] : undefined,
  );
  const period = obj(first.period);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    id: typeof object.id === 'string' ? object.id : null,
    amount_paid: num(object.amount_paid),
    currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : undefined,
    lines: { data: [{ period: { start: num(period.start), end: num(period.end) } }] },
  };
}
