import { describe, expect, it } from 'vitest';
import type { SqlTx } from '../../../../src/db/sql.ts';
import type { BookingContext } from '../../../../src/domain/bookings/booking-context.ts';
import type { InsertedBooking } from '../../../../src/domain/bookings/booking-store.ts';
import { announceCreated } from '../../../../src/domain/bookings/create/announce.ts';
import { fakeConfig } from './fakes.ts';

describe('announce: `created` in the booking transaction', () => {
  it('runs the payment step first and names the prepayment it opened, with what the insert wrote', async () => {
    const seen: unknown[] = [];
    const ctx = {
      notifier: {
        async bookingChanged(
          _tx: SqlTx,
          kind: string,
          event: { id: string },
          context: { by: string; written: unknown },
        ) {
          seen.push({ kind, event: event.id, by: context.by, written: context.written });
        },
      },
    } as unknown as BookingContext;
    const written = { event: { id: 'ev1' }, services: [], customerMade: true } as unknown as InsertedBooking;
    const opened = await announceCreated(ctx, {} as SqlTx, written, 'guest', 'r1', fakeConfig(), async () => {
      seen.push('paid');
      return { payment: 'pay1' };
    });
    expect(opened).toEqual({ payment: 'pay1' });
    expect(seen).toEqual([
      'paid',
      {
        kind: 'created',
        event: 'ev1',
        by: 'guest',
        written: { time_slot_reservation: 'r1', services: [], customerMade: true, payment: 'pay1' },
      },
    ]);
  });
});
