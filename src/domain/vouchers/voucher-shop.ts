// Vouchers bought on the marketplace (docs/api-conventions.md#customers-paying, docs/api-conventions.md#the-two-surfaces: "a voucher is purchased through the
// marketplace"): the company's marketplace templates, the purchase (the payment captured, then
// the payment row, the voucher with its unique code and its e-mail in ONE transaction), and the
// balance looked up by code.

import { Decimal } from '../../db/prisma-values.ts';
import type { Sql } from '../../db/sql.ts';
import type { CustomerCaller } from '../auth/caller.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { messageLanguage, voucherMail } from '../messaging/templates.ts';
import { announcePayment } from '../payments/payment-changes.ts';
import { insertPaymentAs } from '../payments/payment-store.ts';
import { checkoutView } from '../payments/payment-view.ts';
import { cardDeclined, type PaymentProvider } from '../payments/provider.ts';
import type {
  VoucherBalanceView,
  VoucherPurchaseAnswerView,
  VoucherPurchaseInput,
} from '../payments/schemas.ts';
import { notFound } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { obj } from '../shared/json.ts';
import type { VoucherData, VoucherTemplateView } from './schemas.ts';
import type { VoucherService } from './voucher-service.ts';
import { findTemplateById, liveVoucherByCode, shopCompany, shopTemplates } from './voucher-store.ts';
import { dec, storedVoucherData, type Voucher, voucherStatus, voucherTemplateView } from './voucher-view.ts';

/** What anyone holding the code may read: what it is worth and what is left. */
export function voucherBalanceView(row: Voucher, now = new Date()): VoucherBalanceView {
  const data = storedVoucherData(row.data ?? {});
  const service = data.type === 'service';
  return {
    code: row.code,
    company: row.company_id,
    type: service ? 'service' : 'amount',
    status: voucherStatus(row, now),
    currency: row.currency,
    amount: dec(row.amount).toNumber(),
    balance: service ? null : Decimal.max(0, dec(row.amount).minus(row.amount_used)).toNumber(),
    event_type: data.event_type_id ?? null,
    sessions_total: service ? (data.sessions_total ?? 0) : null,
    sessions_left: service ? Math.max(0, (data.sessions_total ?? 0) - (data.sessions_used ?? 0)) : null,
    expiration: row.expiration?.toISOString() ?? null,
  };
}

export class VoucherShop {
  private readonly sql: Sql;
  private readonly vouchers: VoucherService;
  private readonly outbox: Outbox;
  private readonly provider: PaymentProvider;
  private readonly clock: () => number;

  constructor(
    sql: Sql,
    vouchers: VoucherService,
    outbox: Outbox,
    provider: PaymentProvider,
    clock: () => number = Date.now,
  ) {
    this.sql = sql;
    this.vouchers = vouchers;
    this.outbox = outbox;
    this.provider = provider;
    this.clock = clock;
  }

  /** The company (by id or url_name) when it sells vouchers on the marketplace; else 404. */
  private async company(ref: string) {
    const company = await shopCompany(this.sql, ref);
    if (!company) throw notFound('company');
    return company;
  }

  async templates(companyRef: string): Promise<VoucherTemplateView[]> {
    const company = await this.company(companyRef);
    if (obj(company.vouchers).enabled === false) return [];
    const rows = await shopTemplates(this.sql, company.id);
    return rows.map(voucherTemplateView);
  }

  /**
   * Buys a voucher: the template's amount is charged first (a decline is a 402 and writes
   * nothing); then one transaction writes the payment (reason `voucher`, unsettled), the voucher
   * and its e-mail to `email`. Should that transaction fail, the charge is refunded.
   */
  async buy(
    caller: CustomerCaller | undefined,
    input: VoucherPurchaseInput,
  ): Promise<VoucherPurchaseAnswerView> {
    const template = await findTemplateById(this.sql, input.voucher_template);
    if (!template?.marketplace) throw notFound('voucher template');
    const company = await this.company(template.company_id);
    if (obj(company.vouchers).enabled === false) throw notFound('voucher template');
    const paymentId = newId();
    const amount = dec(template.amount).toDecimalPlaces(2);
    const charge = await this.provider.open({
      paymentId,
      companyId: template.company_id,
      amount: amount.toFixed(2),
      currency: template.currency,
    });
    const ref = { paymentId, ref: charge.ref };
    let taken: 'succeeded' | 'processing';
    try {
      taken = await this.provider.capture({ ...ref, paymentMethod: input.payment_method });
    } catch (err) {
      await this.provider.cancel(ref).catch(() => undefined); // nothing taken: drop the charge
      throw err;
    }
    // A voucher is issued only against money taken: a payment the bank still has to decide (3-D
    // Secure, say) is dropped and answered as declined, so the customer can try another card.
    if (taken !== 'succeeded') {
      if ((await this.provider.cancel(ref)) === 'succeeded') await this.provider.refund(ref);
      throw cardDeclined('The payment needs the customer to act (e.g. 3-D Secure); try another card.');
    }
    try {
      const { voucher, payment } = await this.sql.transaction(async (tx) => {
        const voucher = await this.vouchers.issueFromTemplate(tx, template.company_id, template.id, {
          marketplace_user_id: caller?.userId ?? null,
          email: input.email,
          message: input.message ?? null,
          now: new Date(this.clock()),
        });
        const payment = await insertPaymentAs(tx, paymentId, template.company_id, {
          marketplace_user_id: caller?.userId ?? null,
          voucher_id: voucher.id,
          reason: 'voucher',
          provider: this.provider.name,
          provider_ref: charge.ref,
          currency: template.currency,
          amount: amount.toString(),
          status: 'unsettled',
          refundable: true,
          settled_to: 'enterprise',
        });
        // Paid before it is written: created already succeeded (unsettled).
        await announcePayment(tx, 'payment.created', payment);
        const data = (voucher.data ?? {}) as VoucherData;
        const mail = voucherMail(messageLanguage(company.locale), {
          companyName: company.name,
          code: voucher.code,
          amount: dec(voucher.amount).toNumber(),
          currency: voucher.currency,
          title: template.title || data.event_type_name || null,
          message: voucher.message,
          expiration: voucher.expiration,
          sessionsTotal: data.type === 'service' ? (data.sessions_total ?? null) : null,
        });
        await this.outbox.enqueue(tx, {
          company_id: company.id,
          kind: 'voucher_notification',
          to: input.email,
          subject: mail.subject,
          body: mail.body,
        });
        return { voucher, payment };
      });
      this.outbox.notifyEnqueued();
      return { voucher: voucherBalanceView(voucher, new Date(this.clock())), payment: checkoutView(payment) };
    } catch (err) {
      await this.provider.refund(ref);
      throw err;
    }
  }

  async byCode(code: string): Promise<VoucherBalanceView> {
    const row = await liveVoucherByCode(this.sql, code.toUpperCase());
    if (!row) throw notFound('voucher');
    return voucherBalanceView(row, new Date(this.clock()));
  }
}
