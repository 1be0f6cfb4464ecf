import { describe, expect, it, vi } from 'vitest';
import { Decimal } from '../../../../src/db/prisma-values.ts';
import type { BookingPayments } from '../../../../src/domain/bookings/booking-context.ts';
import {
  seatPayments,
  servicesPrepayment,
  servicesPrice,
  takenSeatsPrice,
} from '../../../../src/domain/bookings/create/price.ts';
import { ApiError } from '../../../../src/domain/shared/errors.ts';
import { fakeConfig, service } from './fakes.ts';

const config = fakeConfig({ eventTypes: [service('et1', 25.5), service('et2', 14.5)] });
const ets = config.eventTypes;
const credits = { take: vi.fn() };

describe('price: the snapshot kept with the booking', () => {
  it('sums the services: 25.50 + 14.50 = 40.00 EUR, each service with its own', () => {
    const p = servicesPrice({}, { customer_name: 'A' }, ets, config, true);
    expect(p.price?.toFixed(2)).toBe('40.00');
    expect(p.currency).toBe('EUR');
    expect(p.services.map((s) => [s.event_type_id, s.variation_id, s.price?.toFixed(2)])).toEqual([
      ['et1', 'et1-v', '25.50'],
      ['et2', 'et2-v', '14.50'],
    ]);
  });

  it('a package covers it: 0 + 0 = 0, refused where packages are not taken or with a voucher', () => {
    const covered = servicesPrice(
      { credits },
      { customer_name: 'A', customer_package: 'cp1' },
      ets,
      config,
      true,
    );
    expect(covered.price?.toFixed(2)).toBe('0.00');
    expect(covered.services.map((s) => s.price?.toFixed(2))).toEqual(['0.00', '0.00']);
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return err instanceof ApiError ? err.message : String(err);
      }
      return 'passed';
    };
    expect(
      refused(() => servicesPrice({}, { customer_name: 'A', customer_package: 'cp1' }, ets, config, true)),
    ).toBe('customer_package: packages are not accepted');
    expect(
      refused(() =>
        servicesPrice(
          { credits },
          { customer_name: 'A', customer_package: 'cp1', voucher: 'V' },
          ets,
          config,
          true,
        ),
      ),
    ).toBe('customer_package: cannot be combined with a voucher');
  });
});

describe('price: the prepayment owed', () => {
  const plan = { amount: new Decimal(8), currency: 'EUR', full: false };
  const payments = { plan: vi.fn(() => plan) } as Pick<BookingPayments, 'plan'>;
  const prices = servicesPrice({}, { customer_name: 'A' }, ets, config, true);

  it("is the payments' plan for the price and party, with pay_in_full passed on", () => {
    payments.plan = vi.fn(() => plan);
    const ctx = { payments: payments as BookingPayments };
    expect(
      servicesPrepayment(ctx, config, { customer_name: 'A', pay_in_full: true }, ['et1', 'et2'], prices, 2),
    ).toBe(plan);
    expect(payments.plan).toHaveBeenCalledWith(config, ['et1', 'et2'], prices, 2, true);
  });

  it('is none with a voucher or a package (money the business holds), and a voucher needs payments', () => {
    payments.plan = vi.fn(() => plan);
    const ctx = { payments: payments as BookingPayments };
    expect(
      servicesPrepayment(ctx, config, { customer_name: 'A', voucher: 'V' }, ['et1'], prices, 1),
    ).toBeNull();
    expect(
      servicesPrepayment(ctx, config, { customer_name: 'A', customer_package: 'cp' }, ['et1'], prices, 1),
    ).toBeNull();
    expect(payments.plan).not.toHaveBeenCalled();
    expect(() =>
      servicesPrepayment({}, config, { customer_name: 'A', voucher: 'V' }, ['et1'], prices, 1),
    ).toThrow('voucher: vouchers are not accepted');
  });

  it('seats prepay only on the marketplace, uncovered, where the company prepays at all', () => {
    const ctx = { payments: payments as BookingPayments };
    const prepaying = fakeConfig({ company: { payments: { pre_payment_enabled: true } } });
    expect(seatPayments(ctx, prepaying, false, { customer_name: 'A' })).toBe(ctx.payments);
    expect(seatPayments(ctx, prepaying, true, { customer_name: 'A' })).toBeUndefined();
    expect(
      seatPayments(ctx, prepaying, false, { customer_name: 'A', customer_package: 'cp' }),
    ).toBeUndefined();
    expect(seatPayments(ctx, fakeConfig(), false, { customer_name: 'A' })).toBeUndefined();
  });

  it("seats as taken: the tier row's price (3 seats x 10 = '30', as stored) read as 30.00 to check the charge by", () => {
    expect(takenSeatsPrice({ price: '30', currency: 'EUR' }).price?.toFixed(2)).toBe('30.00');
    expect(takenSeatsPrice({ price: null, currency: null })).toEqual({
      services: [],
      price: null,
      currency: null,
    });
  });
});
