// docs/api-conventions.md#customers-paying: the prepayment amount from PaymentSettings, arithmetic written out.
import { describe, expect, it } from 'vitest';
import { dueUnder, prepaymentFor, settleBalance, termsFor } from '../../../src/domain/payments/prepayment.ts';
import { Prisma } from '../../../src/generated/prisma/client.ts';

const D = (n: number | string) => new Prisma.Decimal(n);
const on = { pre_payment_enabled: true, pre_payment_required: true };
const amount = (input: Partial<Parameters<typeof prepaymentFor>[0]>) =>
  prepaymentFor({
    companyPayments: {},
    eventTypePayments: [],
    price: D(9900),
    currency: 'ISK',
    guests: 1,
    ...input,
  })?.amount.toString() ?? null;

describe('prepaymentFor', () => {
  it('is nothing unless enabled and required', () => {
    expect(amount({ companyPayments: { pre_payment_ratio: 20 } })).toBeNull();
    expect(amount({ companyPayments: { pre_payment_enabled: true, pre_payment_ratio: 20 } })).toBeNull();
    expect(
      amount({ companyPayments: { ...on, pre_payment_enabled: false, pre_payment_ratio: 20 } }),
    ).toBeNull();
  });

  it('takes the ratio of the price, rounded to cents half up', () => {
    // 20% of 9,900 = 1,980
    expect(amount({ companyPayments: { ...on, pre_payment_ratio: 20 } })).toBe('1980');
    // 33% of 10.01 = 3.3033 -> 3.30; 15% of 0.10 = 0.015 -> 0.02
    expect(amount({ companyPayments: { ...on, pre_payment_ratio: 33 }, price: D('10.01') })).toBe('3.3');
    expect(amount({ companyPayments: { ...on, pre_payment_ratio: 15 }, price: D('0.10') })).toBe('0.02');
  });

  it('takes the flat fee without a price or a ratio, per guest when pre_payment_type says so', () => {
    expect(amount({ companyPayments: { ...on, flat_fee: 1500 }, price: null })).toBe('1500');
    // 1,500 x 4 guests = 6,000
    expect(
      amount({
        companyPayments: { ...on, flat_fee: 1500, pre_payment_type: 'per_guest' },
        price: null,
        guests: 4,
      }),
    ).toBe('6000');
    // Never more than the price: 1,500 x 8 = 12,000 > 9,900
    expect(
      amount({ companyPayments: { ...on, flat_fee: 1500, pre_payment_type: 'per_guest' }, guests: 8 }),
    ).toBe('9900');
  });

  it('starts at pre_payment_min_pax guests', () => {
    const s = { ...on, flat_fee: 1000, pre_payment_min_pax: 3 };
    expect(amount({ companyPayments: s, guests: 2 })).toBeNull();
    expect(amount({ companyPayments: s, guests: 3 })).toBe('1000');
  });

  it("prefers the event type's own settings to the company's", () => {
    expect(
      amount({
        companyPayments: { ...on, pre_payment_ratio: 50 },
        eventTypePayments: [null, { ...on, pre_payment_ratio: 10 }],
      }),
    ).toBe('990');
    // An event type whose own settings turn prepayment off wins too.
    expect(
      amount({
        companyPayments: { ...on, pre_payment_ratio: 50 },
        eventTypePayments: [{ pre_payment_enabled: false }],
      }),
    ).toBeNull();
  });

  it('charges the whole price to a customer who asks, only where optional_full_payment allows it', () => {
    const s = { ...on, pre_payment_ratio: 20 };
    expect(amount({ companyPayments: s, payInFull: true })).toBe('1980');
    expect(amount({ companyPayments: { ...s, optional_full_payment: true }, payInFull: true })).toBe('9900');
    // Not required, but the customer may still pay in full.
    expect(
      amount({
        companyPayments: { pre_payment_enabled: true, optional_full_payment: true },
        payInFull: true,
      }),
    ).toBe('9900');
  });
});

describe("a booking's balance (docs/payments.md#a-bookings-balance)", () => {
  const terms = termsFor({
    companyPayments: { ...on, pre_payment_ratio: 100 },
    eventTypePayments: [{ ...on, flat_fee: 2300, pre_payment_type: 'per_guest', pre_payment_min_pax: 3 }],
    currency: 'ISK',
  });

  it('captures the settings that decide (the event type over the company) with the currency', () => {
    expect(terms).toEqual({
      pre_payment_enabled: true,
      pre_payment_required: true,
      flat_fee: 2300,
      pre_payment_type: 'per_guest',
      pre_payment_min_pax: 3,
      pay_in_full: false,
      currency: 'ISK',
    });
    expect(
      termsFor({ companyPayments: { pre_payment_ratio: 20 }, eventTypePayments: [], currency: 'ISK' }),
    ).toBeNull();
  });

  it('owes by the terms for the party now: below the minimum nothing, from it per guest', () => {
    // 2 guests < 3: nothing; 3 x 2,300 = 6,900; 4 x 2,300 = 9,200.
    expect([2, 3, 4].map((g) => dueUnder(terms!, D(20000), g).toNumber())).toEqual([0, 6900, 9200]);
    // Paid in full (from the minimum party up): the price.
    expect(
      dueUnder({ ...terms!, optional_full_payment: true, pay_in_full: true }, D(20000), 3).toNumber(),
    ).toBe(20000);
  });

  it('settles: short asks the rest; over voids what is pending and refunds what was paid beyond', () => {
    const n = (r: ReturnType<typeof settleBalance>) => ({
      voidPending: r.voidPending,
      refund: r.refund.toNumber(),
      ask: r.ask.toNumber(),
    });
    // Owes 14,000; 3,500 pending: 14,000 - 3,500 = 10,500 asked, the pending one stands.
    expect(n(settleBalance(D(14000), D(0), D(3500)))).toEqual({ voidPending: false, refund: 0, ask: 10500 });
    // Owes 7,000; 14,000 paid: 7,000 back.
    expect(n(settleBalance(D(7000), D(14000), D(0)))).toEqual({ voidPending: false, refund: 7000, ask: 0 });
    // Owes 0 (below the minimum); 6,900 paid and 2,300 pending: the pending voided, 6,900 back.
    expect(n(settleBalance(D(0), D(6900), D(2300)))).toEqual({ voidPending: true, refund: 6900, ask: 0 });
    // Owes 10,500; 3,500 paid, 10,500 pending (14,000 asked): the pending voided, 10,500 - 3,500 = 7,000 asked.
    expect(n(settleBalance(D(10500), D(3500), D(10500)))).toEqual({
      voidPending: true,
      refund: 0,
      ask: 7000,
    });
    // Covered exactly: nothing.
    expect(n(settleBalance(D(6900), D(6900), D(0)))).toEqual({ voidPending: false, refund: 0, ask: 0 });
  });
});
