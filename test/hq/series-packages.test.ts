// A series covered by a package (docs/bookings.md#series, docs/packages.md), through HTTP on PGlite
// and PostgreSQL: each occurrence takes one credit in the series' one transaction, by the single
// booking's own credit code; a package with fewer credits than the occurrences refuses the whole
// series and takes nothing; cancelling occurrences (by staff: inside any policy) gives theirs back.
// The shop is in Reykjavík (UTC all year), open 09-17 every day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { physioPractice } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;
let customer: Record<string, string>;
let passId: string;
let holderId: string;

const at = atHour;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  ({ shop, physio: cut } = await physioPractice(p, 1));
  const product = await t.http
    .post('/v1/hq/package_products')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      currency: 'ISK',
      marketplace: true,
      kind: 'package',
      title: 'Five sessions',
      price: 35000,
      credits: 5,
      covers: { event_types: [cut] },
    });
  expect(product.status, product.text).toBe(200);
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'weekly-pass@example.test',
    password: 'a long enough password',
    name: 'Pat Pass',
  });
  customer = { Authorization: `Bearer ${signed.body.token}` };
  const bought = await t.http
    .post('/v1/marketplace/customer_packages')
    .set(customer)
    .send({ company: shop.companyId, package_product: product.body.id, payment_method: 'tok_visa' });
  expect(bought.status, bought.text).toBe(200);
  passId = bought.body.customer_package.id;
  const holding = await p.customerPackage.findFirstOrThrow({
    where: { company_id: shop.companyId, id: passId },
  });
  holderId = holding.customer_id!;
});
afterAll(() => t?.close());

const left = async () => {
  const res = await t.http
    .get(`/v1/hq/companies/${shop.companyId}/customer_packages/${passId}`)
    .set(shop.auth);
  expect(res.status, res.text).toBe(200);
  return res.body.credits_left as number;
};
const hqSeries = (body: Record<string, unknown>) =>
  t.http
    .post('/v1/hq/series')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      event_types: [cut],
      customer: holderId,
      customer_package: passId,
      ...body,
    });
const coveredEvents = () =>
  t.db.prisma.event.count({
    where: { company_id: shop.companyId, customer_package_id: passId, status: { not: 'cancelled' } },
  });

describe('a series covered by a package', () => {
  it('a 6-week series on a 5-credit pass is refused whole and takes nothing', async () => {
    expect(await left()).toBe(5);
    const res = await hqSeries({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=6' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('package_not_usable');
    // Credits run out at the sixth occurrence: 5 of 6 covered; the message names that date.
    expect(res.body.message).toContain("covers 5 of the series' 6 occurrences");
    expect(res.body.message).toContain(at(2 + 5 * 7));
    expect(await left()).toBe(5);
    expect(await coveredEvents()).toBe(0);
    expect(await t.db.prisma.series.count({ where: { company_id: shop.companyId } })).toBe(0);
  });

  it('a 6-week series with on_conflict skip is refused the same way: a package is not a free time', async () => {
    const res = await hqSeries({
      starts_at: at(2, '11'),
      recurrence: 'FREQ=WEEKLY;COUNT=6',
      on_conflict: 'skip',
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('package_not_usable');
    expect(await left()).toBe(5);
    expect(await coveredEvents()).toBe(0);
  });

  let seriesId: string;
  let occurrences: { id: string; starts_at: string; price: unknown; customer_package: string }[] = [];

  it('a 4-week series takes 4 credits: 5 - 4 = 1 left, each occurrence priced zero and naming the pass', async () => {
    const res = await hqSeries({ starts_at: at(2), recurrence: 'FREQ=WEEKLY;COUNT=4' });
    expect(res.status, res.text).toBe(200);
    seriesId = res.body.id;
    occurrences = res.body.occurrences;
    expect(occurrences.map((e) => e.starts_at)).toEqual([2, 9, 16, 23].map((n) => at(n)));
    expect(occurrences.every((e) => e.customer_package === passId)).toBe(true);
    // 8000 ISK a session, covered: 0 each.
    expect(occurrences.map((e) => e.price)).toEqual(Array(4).fill({ amount: 0, currency: 'ISK' }));
    expect(await left()).toBe(1);
    const credits = await t.db.prisma.packageCredit.findMany({
      where: { company_id: shop.companyId, customer_package_id: passId },
    });
    // One credit row per occurrence, each of 1 credit.
    expect(credits.map((c) => c.event_id).sort()).toEqual(occurrences.map((e) => e.id).sort());
    expect(credits.every((c) => c.credits === 1)).toBe(true);
  });

  it('a 2-week series on the 1 credit left is refused and the 1 stays', async () => {
    const res = await hqSeries({ starts_at: at(3), recurrence: 'FREQ=WEEKLY;COUNT=2' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toContain("covers 1 of the series' 2 occurrences");
    expect(await left()).toBe(1);
  });

  it('cancelling "following" from week 3 gives 2 credits back: 1 + 2 = 3', async () => {
    const res = await t.http
      .post(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/cancellation`)
      .set(shop.auth)
      .send({ scope: 'following', occurrence: occurrences[2].id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.occurrences.map((e: any) => e.status)).toEqual([
      'confirmed',
      'confirmed',
      'cancelled',
      'cancelled',
    ]);
    expect(await left()).toBe(3);
    expect(await coveredEvents()).toBe(2);
  });

  it("the customer's own marketplace series takes the 3 left: 3 - 3 = 0; another customer's is a 404", async () => {
    const book = (auth: Record<string, string>, body: Record<string, unknown>) =>
      t.http
        .post('/v1/marketplace/series')
        .set(auth)
        .send({
          company: shop.companyId,
          event_types: [cut],
          customer_name: 'Pat Pass',
          customer_package: passId,
          ...body,
        });
    const other = await signUpCustomer(t.app, t.db.sql, {
      email: 'not-the-holder@example.test',
      password: 'a long enough password',
      name: 'Other',
    });
    const stranger = await book(
      { Authorization: `Bearer ${other.body.token}` },
      { starts_at: at(4, '12'), recurrence: 'FREQ=WEEKLY;COUNT=2' },
    );
    expect(stranger.status, stranger.text).toBe(404);
    const res = await book(customer, { starts_at: at(4, '12'), recurrence: 'FREQ=WEEKLY;COUNT=3' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.occurrences.every((e: any) => e.customer_package === passId)).toBe(true);
    expect(await left()).toBe(0);
    // Its own cancel (no cancellation policy: every cancel is inside it) gives the 3 back.
    const cancelled = await t.http
      .post(`/v1/marketplace/companies/${shop.companyId}/series/${res.body.id}/cancellation`)
      .set(customer)
      .send({ scope: 'all' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await left()).toBe(3);
  });
});
