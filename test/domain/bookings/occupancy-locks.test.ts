// Occupancy inserts queue on their holders' locks (booking-store.ts, holderLock). Two bookings
// inserting overlapping rows at the same moment used to find each other's uncommitted row in the
// exclusion constraint's check and wait for each other: a deadlock, broken after
// deadlock_timeout (1 s) by aborting one. Under a burst of 300 bookings at 10 times that used up
// every retry of some (409 concurrent_update while a person was still free). Now the second
// insert of a holder's day waits for the first's commit on an advisory lock, before its row is
// in the index, and is refused at once (23P01) when the first commits.
// PostgreSQL only: it takes several connections at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../../../src/db/sql.ts';
import {
  insertBooking,
  insertEvent,
  insertOccupancies,
  type OccupancyRow,
} from '../../../src/domain/bookings/booking-store.ts';
import { createEventType, createShop, type Shop } from '../../helpers/bookings.ts';
import { openTestDatabase } from '../../helpers/test-app.ts';

const pgUrl = process.env.DATABASE_URL;
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let shop: Shop;
let eventType: string;

beforeAll(async () => {
  if (!pgUrl) return;
  opened = await openTestDatabase();
  shop = await createShop(opened.db.prisma, { employees: 2 });
  eventType = await createEventType(opened.db.prisma, shop);
});
afterAll(async () => {
  if (!pgUrl) return;
  await opened.db.close();
  await opened.drop();
});

const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2030, 0, day, hour, minute));

/** An event of `employee` from `from` to `to`, its occupancy row written by insertBooking. */
function booking(employee: string, from: Date, to: Date, email: string) {
  return (tx: Parameters<typeof insertBooking>[0]) =>
    insertBooking(
      tx,
      {
        company_id: shop.companyId,
        employee_id: employee,
        event_type_ids: [eventType],
        starts_at: from,
        ends_at: to,
        customer_name: email,
        email,
      },
      [],
      (eventId) => [occupancy(employee, from, to, eventId)],
      { person: { company_id: shop.companyId, customer_name: email, email }, country: null },
    );
}

function occupancy(employee: string, from: Date, to: Date, eventId: string): OccupancyRow {
  return {
    company_id: shop.companyId,
    event_id: eventId,
    employee_id: employee,
    starts_at: from,
    ends_at: to,
    guests: 1,
    blocks: true,
  };
}

/** What the backend `pid` waits for, once it waits (polled for up to 10 s). */
async function waitingOn(pid: number): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const [w] = await opened.db.sql.query<{ locktype: string }>(
      'SELECT locktype FROM pg_locks WHERE pid = $1 AND NOT granted',
      [pid],
    );
    if (w) return w.locktype;
    await new Promise((r) => setTimeout(r, 20));
  }
  return 'nothing';
}

/** Runs `write` in a transaction of its own; answers its backend's pid and how it ended. */
function started(write: (tx: Parameters<typeof insertBooking>[0]) => Promise<unknown>) {
  let pid!: (n: number) => void;
  const pidKnown = new Promise<number>((r) => {
    pid = r;
  });
  const ended = opened.db.sql
    .transaction(async (tx) => {
      const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      pid(me.pid);
      await write(tx);
    })
    .then(
      () => 'committed',
      (err) => `refused ${sqlState(err)}`,
    );
  return { pid: pidKnown, ended };
}

describe.skipIf(!pgUrl)('occupancy inserts of one holder', () => {
  it('queue on the holder-day lock, and the later is refused at once when the first commits', async () => {
    const [anna, bjorn] = shop.employees;
    // The first booking: Anna 10:00-11:00 on 2 January, its transaction held open.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const first = started(async (tx) => {
      await booking(anna, at(2, 10), at(2, 11), 'first@example.test')(tx);
      await held;
    });
    await first.pid;
    // Wait until its row is written (the transaction then waits on `held`, in no lock).
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const [n] = await opened.db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE pid = $1 AND locktype = 'advisory' AND granted`,
        [await first.pid],
      );
      if (n.n === 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }

    // Two writes of Anna's rows overlapping 10:30-11:30 (a booking; a reschedule's rows for an
    // event already written): each waits on the advisory lock, not in the exclusion check on the
    // first's uncommitted row (a transactionid wait, which is what deadlocked).
    const second = started(booking(anna, at(2, 10, 30), at(2, 11, 30), 'second@example.test'));
    const third = started(async (tx) => {
      const event = await insertEvent(
        tx,
        {
          company_id: shop.companyId,
          employee_id: anna,
          event_type_ids: [eventType],
          starts_at: at(2, 10, 30),
          ends_at: at(2, 11, 30),
          customer_name: 'third',
        },
        [],
        () => [],
      );
      await insertOccupancies(tx, [occupancy(anna, at(2, 10, 30), at(2, 11, 30), event.id)]);
    });
    expect(await waitingOn(await second.pid)).toBe('advisory');
    expect(await waitingOn(await third.pid)).toBe('advisory');

    // Anna on another day, and Bjorn at the same time, wait for nothing: they commit now.
    expect(await started(booking(anna, at(3, 10), at(3, 11), 'next-day@example.test')).ended).toBe(
      'committed',
    );
    expect(await started(booking(bjorn, at(2, 10), at(2, 11), 'bjorn@example.test')).ended).toBe('committed');

    // The first commits: both overlapping writes meet its committed row and are refused (23P01).
    release();
    expect(await first.ended).toBe('committed');
    expect(await second.ended).toBe('refused 23P01');
    expect(await third.ended).toBe('refused 23P01');
    const rows = await opened.db.sql.query<{ employee_id: string; starts_at: Date }>(
      'SELECT employee_id, starts_at FROM occupancies WHERE company_id = $1',
      [shop.companyId],
    );
    const written = rows
      .map((r) => `${r.starts_at.toISOString()} ${r.employee_id === anna ? 'anna' : 'bjorn'}`)
      .sort();
    expect(written).toEqual([
      '2030-01-02T10:00:00.000Z anna',
      '2030-01-02T10:00:00.000Z bjorn',
      '2030-01-03T10:00:00.000Z anna',
    ]);
  });
});
