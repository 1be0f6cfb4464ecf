// docs/packages.md, "Credits": the two calls a booking makes in its own transaction, tested on
// their own (before any booking path calls them). A five-class pass bought on the marketplace
// covers seats of its classes: each take spends one credit in the caller's transaction (rolled
// back with it), the sixth is refused, two transactions racing for the last credit leave one
// booking with it; a cancellation inside the policy gives the credit back, a late one or a
// no-show keeps it, each once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord } from '../../../src/domain/bookings/booking-store.ts';
import { PackageCredits } from '../../../src/domain/packages/credits.ts';
import { ApiError } from '../../../src/domain/shared/errors.ts';
import { newId } from '../../../src/domain/shared/ids.ts';
import { createShop, type Shop } from '../../helpers/bookings.ts';
import { HOUR, now } from '../../helpers/clock.ts';
import { signUpCustomer } from '../../helpers/customers.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let userId: string;
let customerId: string;
let holdingId: string;
let otherClass: string;
const classes: string[] = [];
const credits = new PackageCredits();
/** A day's notice cancels free; later keeps the credit (the company's cancellation policy). */
const POLICY = { window_hours: 24, fee_type: 'percent', fee: 100, deposit: 'keep' };

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  shop = await createShop(p);
  await p.company.update({ where: { id: shop.companyId }, data: { currency_code: 'ISK' } });
  for (let i = 0; i < 7; i++) {
    const res = await t.http
      .post('/v1/hq/scheduled_events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        name: `Class ${i + 1}`,
        // The first starts in 12 hours (inside the policy's day), the others days ahead.
        starts_at: new Date(now() + (i === 0 ? 12 : 48 + 24 * i) * HOUR).toISOString(),
        ends_at: new Date(now() + (i === 0 ? 13 : 49 + 24 * i) * HOUR).toISOString(),
        tiers: [{ name: 'Mat', max_capacity: 10 }],
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (i < 6) classes.push(res.body.id);
    else otherClass = res.body.id;
  }
  const product = await t.http
    .post('/v1/hq/package_products')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      kind: 'package',
      title: 'Five classes',
      currency: 'ISK',
      price: 12000,
      credits: 5,
      covers: { scheduled_events: classes },
      marketplace: true,
    });
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'credits@example.test',
    password: 'a long enough password',
  });
  userId = signed.body.user.id;
  const bought = await t.http
    .post('/v1/marketplace/customer_packages')
    .set({ Authorization: `Bearer ${signed.body.token}` })
    .send({ company: shop.companyId, package_product: product.body.id, payment_method: 'tok_visa' });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  holdingId = bought.body.customer_package.id;
  customerId = bought.body.customer_package.customer;
});

afterAll(() => t?.close());

/** A seat of `classId` for the holder, as a booking's transaction writes it (price zero, covered). */
async function seat(classId: string, over: Partial<EventRecord> = {}): Promise<EventRecord> {
  const cls = await t.db.prisma.scheduledEvent.findFirstOrThrow({
    where: { company_id: shop.companyId, id: classId },
  });
  const [row] = await t.db.sql.query<EventRecord>(
    `INSERT INTO events (id, company_id, scheduled_event_id, starts_at, ends_at, number_of_guests, status, origin,
       customer_name, customer_id, marketplace_user_id, customer_package_id, cancellation_policy, price, currency, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'confirmed', 'marketplace', 'Holder', $7, $8, $9, $10::jsonb, 0, 'ISK', now())
     RETURNING *`,
    [
      newId(),
      shop.companyId,
      classId,
      cls.starts_at,
      cls.ends_at,
      over.number_of_guests ?? 1,
      over.customer_id === undefined ? customerId : over.customer_id,
      over.marketplace_user_id === undefined ? userId : over.marketplace_user_id,
      holdingId,
      JSON.stringify(POLICY),
    ],
  );
  return row;
}

const take = (event: EventRecord, staff = false) =>
  t.db.sql.transaction((tx) => credits.take(tx, event, holdingId, { staff }));
const held = () =>
  t.db.prisma.customerPackage.findFirstOrThrow({ where: { company_id: shop.companyId, id: holdingId } });
const refusal = async (run: Promise<unknown>) => {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe('taking a credit', () => {
  it('refuses what the pass does not cover, and a booking that is not its holder’s', async () => {
    expect((await refusal(take(await seat(otherClass)))).code).toBe('package_not_usable');
    expect((await refusal(take(await seat(classes[1], { number_of_guests: 2 })))).message).toContain(
      'covers its holder alone',
    );
    // Another account's booking, or staff booking it for another customer: as if it did not exist.
    const stranger = await signUpCustomer(t.app, t.db.sql, {
      email: 'stranger@example.test',
      password: 'a long enough password',
    });
    expect(
      (await refusal(take(await seat(classes[1], { marketplace_user_id: stranger.body.user.id }))))
        .statusCode,
    ).toBe(404);
    expect((await refusal(take(await seat(classes[1], { customer_id: null }), true))).statusCode).toBe(404);
    expect((await held()).credits_used).toBe(0);
  });

  it('spends one credit per booking in the booking’s transaction: five, then none left', async () => {
    // A booking rolled back after taking its credit leaves the count as it was.
    const rolledBack = await seat(classes[0]);
    await expect(
      t.db.sql.transaction(async (tx) => {
        await credits.take(tx, rolledBack, holdingId, { staff: false });
        throw new Error('the booking failed after');
      }),
    ).rejects.toThrow('the booking failed after');
    expect((await held()).credits_used).toBe(0);

    for (const [i, cls] of classes.slice(0, 5).entries()) {
      const after = await take(await seat(cls));
      expect([after.credits_used, after.credits_total]).toEqual([i + 1, 5]);
    }
    const sixth = await refusal(take(await seat(classes[5])));
    expect([sixth.statusCode, sixth.code, sixth.message]).toEqual([
      400,
      'package_not_usable',
      'This package has no credits left.',
    ]);
    expect(
      await t.db.prisma.packageCredit.count({
        where: { company_id: shop.companyId, customer_package_id: holdingId },
      }),
    ).toBe(5);
  });
});

describe('giving a credit back', () => {
  const cancel = (event: EventRecord, by: 'customer' | 'staff') =>
    t.db.sql.transaction((tx) =>
      credits.bookingChanged(tx, 'cancelled', { ...event, status: 'cancelled' }, { by }),
    );
  const creditOf = (eventId: string) =>
    t.db.prisma.packageCredit.findFirstOrThrow({ where: { company_id: shop.companyId, event_id: eventId } });

  it('gives it back for a cancellation inside the policy, once; keeps it for a late one or a no-show', async () => {
    const taken = await t.db.prisma.packageCredit.findMany({
      where: { company_id: shop.companyId, customer_package_id: holdingId },
    });
    const events = await t.db.sql.query<EventRecord>(
      'SELECT * FROM events WHERE company_id = $1 AND id = ANY($2::text[])',
      [shop.companyId, taken.map((c) => c.event_id)],
    );
    const byClass = (cls: string) => events.find((e) => e.scheduled_event_id === cls)!;
    // Two days ahead, a day's policy: inside it, the credit comes back (5 - 1 = 4 used).
    const early = byClass(classes[1]);
    await cancel(early, 'customer');
    expect((await held()).credits_used).toBe(4);
    expect((await creditOf(early.id)).returned_at).not.toBeNull();
    await cancel(early, 'customer');
    expect((await held()).credits_used).toBe(4);
    // Twelve hours ahead: late, the credit is kept.
    const late = byClass(classes[0]);
    await cancel(late, 'customer');
    expect((await held()).credits_used).toBe(4);
    expect((await creditOf(late.id)).kept).toBe('late_cancellation');
    // Staff cancelling waive the policy: back.
    const byStaff = byClass(classes[2]);
    await cancel(byStaff, 'staff');
    expect((await held()).credits_used).toBe(3);
    // A no-show keeps it.
    const missed = byClass(classes[3]);
    await t.db.sql.transaction((tx) =>
      credits.bookingChanged(
        tx,
        'status_changed',
        { ...missed, status: 'noshow' },
        { by: 'staff', previous: missed },
      ),
    );
    expect((await creditOf(missed.id)).kept).toBe('no_show');
    expect((await held()).credits_used).toBe(3);
  });

  it('of two bookings racing for the last credit, one takes it', async () => {
    await t.db.prisma.customerPackage.update({
      where: { company_id_id: { company_id: shop.companyId, id: holdingId } },
      data: { credits_used: 4 },
    });
    const [a, b] = [await seat(classes[4]), await seat(classes[5])];
    // The first holds its transaction open after its UPDATE: the second waits on the row, then
    // finds the last credit gone (on PostgreSQL; the embedded database runs them one at a time).
    const slow = t.db.sql.transaction(async (tx) => {
      const after = await credits.take(tx, a, holdingId, { staff: false });
      await tx.query('SELECT pg_sleep(0.3)');
      return after;
    });
    const results = await Promise.allSettled([slow, take(b)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason.code).toBe('package_not_usable');
    expect((await held()).credits_used).toBe(5);
  });
});

describe('a shareable package and a party that changes', () => {
  it('takes a credit per guest added, refuses more than is left, gives back per guest less', async () => {
    const product = await t.http
      .post('/v1/hq/package_products')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        kind: 'package',
        title: 'Family pass',
        currency: 'ISK',
        price: 20000,
        credits: 4,
        shareable: true,
        covers: { all_classes: true },
        marketplace: true,
      });
    const signed = await signUpCustomer(t.app, t.db.sql, {
      email: 'family@example.test',
      password: 'a long enough password',
    });
    const bought = await t.http
      .post('/v1/marketplace/customer_packages')
      .set({ Authorization: `Bearer ${signed.body.token}` })
      .send({ company: shop.companyId, package_product: product.body.id, payment_method: 'tok_visa' });
    const family = bought.body.customer_package.id;
    const used = async () =>
      (
        await t.db.prisma.customerPackage.findFirstOrThrow({
          where: { company_id: shop.companyId, id: family },
        })
      ).credits_used;
    const event = {
      ...(await seat(classes[5], {
        number_of_guests: 2,
        marketplace_user_id: signed.body.user.id,
        customer_id: null,
      })),
      customer_package_id: family,
    };
    // Two guests: two credits.
    await t.db.sql.transaction((tx) => credits.take(tx, event, family, { staff: false }));
    expect(await used()).toBe(2);
    const change = (from: EventRecord, guests: number) =>
      t.db.sql.transaction((tx) =>
        credits.bookingChanged(
          tx,
          'updated',
          { ...from, number_of_guests: guests },
          { by: 'customer', previous: from },
        ),
      );
    // 2 -> 3 guests: one more (3 of 4).
    await change(event, 3);
    expect(await used()).toBe(3);
    const three = { ...event, number_of_guests: 3 };
    // 3 -> 5 guests: two more, one left: refused, nothing taken.
    const refused = await refusal(change(three, 5));
    expect([refused.code, refused.message]).toEqual([
      'package_not_usable',
      'This package has fewer than 2 credits left.',
    ]);
    expect(await used()).toBe(3);
    // 3 -> 1 guest: two back, the latest credit first (the one added, then one of the first two).
    await change(three, 1);
    expect(await used()).toBe(1);
    const rows = await t.db.prisma.packageCredit.findMany({
      where: { company_id: shop.companyId, event_id: event.id },
      orderBy: { created_at: 'asc' },
    });
    expect(rows.map((r) => [r.credits, r.returned_at !== null])).toEqual([
      [1, false],
      [1, true],
    ]);
  });
});
