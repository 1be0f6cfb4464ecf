import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../src/db/prisma-values.ts';
import type { SqlTx } from '../../../../src/db/sql.ts';
import type { BookingContext, BookingPayments } from '../../../../src/domain/bookings/booking-context.ts';
import type { EventRecord } from '../../../../src/domain/bookings/booking-store.ts';
import type { PreparedCharge } from '../../../../src/domain/bookings/checkout.ts';
import { ChargeHold, customerPaysInTx, staffPaysInTx } from '../../../../src/domain/bookings/create/pay.ts';

const plan = (amount: number) => ({ amount: new Decimal(amount), currency: 'EUR', full: false });

/** Payments that only record what the step asked of them, in order. */
function recordingPayments() {
  const calls: string[] = [];
  let n = 0;
  const payments = {
    async prepare(_companyId: string, p: ReturnType<typeof plan>) {
      n += 1;
      calls.push(`prepare ${p.amount.toFixed(2)}`);
      return { id: `ch${n}`, plan: p } as PreparedCharge;
    },
    async discard(c: PreparedCharge) {
      calls.push(`discard ${c.id}`);
    },
    async open(_tx: SqlTx, ev: EventRecord, c: PreparedCharge) {
      calls.push(`open ${c.id} on ${ev.id}`);
      return { id: `pay-${c.id}` };
    },
    async redeem(_tx: SqlTx, ev: EventRecord, code: string) {
      calls.push(`redeem ${code} on ${ev.id}`);
      return { code, amount: 10 };
    },
  };
  return { calls, payments: payments as unknown as BookingPayments };
}

describe('pay: the charge held while a booking is made', () => {
  it('keeps the charge for the same plan across tries, replaces it for another, drops it for none', async () => {
    const { calls, payments } = recordingPayments();
    const hold = new ChargeHold(payments);
    const first = await hold.forPlan('co1', plan(20));
    expect(await hold.forPlan('co1', plan(20))).toBe(first);
    const second = await hold.forPlan('co1', plan(25));
    expect(second?.id).toBe('ch2');
    expect(await hold.forPlan('co1', null)).toBeNull();
    // The one held is dropped before another is opened: never two charges at once.
    expect(calls).toEqual(['prepare 20.00', 'discard ch1', 'prepare 25.00', 'discard ch2']);
  });

  it('drops the charge when the booking is not made, and keeps it when it is', async () => {
    const made = recordingPayments();
    const kept = new ChargeHold(made.payments);
    expect(await kept.around(async () => (await kept.forPlan('co1', plan(20)))?.id)).toBe('ch1');
    expect(made.calls).toEqual(['prepare 20.00']);

    const failed = recordingPayments();
    const dropped = new ChargeHold(failed.payments);
    await expect(
      dropped.around(async () => {
        await dropped.forPlan('co1', plan(20));
        throw new Error('slot taken');
      }),
    ).rejects.toThrow('slot taken');
    expect(failed.calls).toEqual(['prepare 20.00', 'discard ch1']);
  });
});

describe('pay: in the booking transaction', () => {
  const tx = {} as SqlTx;
  const ev = { id: 'ev1' } as EventRecord;

  it("spends the voucher, takes the credit, opens the prepayment, then the caller's step, in that order", async () => {
    const { calls, payments } = recordingPayments();
    const credits = {
      async take(_tx: SqlTx, e: EventRecord, cp: string, who: { staff: boolean }) {
        calls.push(`take ${cp} on ${e.id} staff=${who.staff}`);
      },
    };
    const ctx = { payments, credits } as BookingContext;
    const charge = { id: 'ch1', plan: plan(20) } as PreparedCharge;
    const pay = customerPaysInTx(
      ctx,
      { customer_name: 'A', voucher: 'V1', customer_package: 'cp1' },
      charge,
      async () => {
        calls.push('offer accepted');
      },
    );
    const out = await pay?.(tx, ev);
    expect(calls).toEqual([
      'redeem V1 on ev1',
      'take cp1 on ev1 staff=false',
      'open ch1 on ev1',
      'offer accepted',
    ]);
    expect(out).toEqual({
      payment: 'pay-ch1',
      paid: { payment: { id: 'pay-ch1' }, voucher: { code: 'V1', amount: 10 } },
    });
  });

  it('is nothing to do without a charge, a voucher, a package or a step of the caller', () => {
    const ctx = recordingPayments();
    expect(
      customerPaysInTx({ payments: ctx.payments } as BookingContext, { customer_name: 'A' }, null),
    ).toBeUndefined();
    expect(staffPaysInTx({} as BookingContext, { customer_name: 'A' })).toBeUndefined();
  });

  it("staff's package booking takes the credit as staff and opens no prepayment", async () => {
    const calls: string[] = [];
    const credits = {
      async take(_tx: SqlTx, e: EventRecord, cp: string, who: { staff: boolean }) {
        calls.push(`take ${cp} on ${e.id} staff=${who.staff}`);
      },
    };
    const out = await staffPaysInTx({ credits } as BookingContext, {
      customer_name: 'A',
      customer_package: 'cp1',
    })?.(tx, ev);
    expect(calls).toEqual(['take cp1 on ev1 staff=true']);
    expect(out).toBeUndefined();
  });
});
