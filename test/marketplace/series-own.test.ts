// A signed-in customer's own series on the marketplace (docs/bookings.md#series): read with its
// occurrences and cancelled (one, following, all) through HQ's service code, under the company's
// rules for a customer's cancel; a guest's series, another customer's, or no token: 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { atHour } from '../helpers/clock.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { parseIcs } from '../helpers/ics.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let cut: string;
let ann: string;
let ben: string;
let annSeries: string;
let guestSeries: string;

const at = atHour;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  // Customers may cancel and change online up to 48 hours ahead. Whatever the hour the test runs, day 1 at
  // 10:00 is at most 24 + 10 = 34 hours away (inside the notice), day 8 at 10:00 at least
  // 7 * 24 + 10 = 178 hours away (outside it).
  shop = await createShop(t.db.prisma, {
    employees: 1,
    profile: { max_bookable_future_days: 60, min_cancel_notice_hours: 48, min_reschedule_notice_hours: 48 },
  });
  cut = await createEventType(t.db.prisma, shop);
  const signUp = async (email: string) => {
    const res = await signUpCustomer(t.app, t.db.sql, {
      email,
      password: 'a long passphrase 1',
      name: email,
    });
    expect(res.status).toBe(200);
    return res.body.token;
  };
  ann = await signUp('ann.series@example.com');
  ben = await signUp('ben.series@example.com');
  const book = (body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    t.http
      .post('/v1/marketplace/series')
      .set(auth)
      .send({ company: shop.companyId, event_types: [cut], customer_name: 'Weekly', ...body });
  // Ann: days 1, 8, 15, 22 at 10:00. A guest: days 2, 9 at 11:00.
  const mine = await book({ starts_at: at(1), recurrence: 'FREQ=WEEKLY;COUNT=4' }, bearer(ann));
  expect(mine.status, mine.text).toBe(200);
  annSeries = mine.body.id;
  const guest = await book({
    starts_at: at(2, '11'),
    recurrence: 'FREQ=WEEKLY;COUNT=2',
    email: 'g@example.com',
  });
  expect(guest.status, guest.text).toBe(200);
  guestSeries = guest.body.id;
});
afterAll(() => t?.close());

const path = (id: string, tail = '') => `/v1/marketplace/companies/${shop.companyId}/series/${id}${tail}`;
const read = (id: string, auth: Record<string, string> = {}) => t.http.get(path(id)).set(auth);
const cancel = (id: string, body: Record<string, unknown>, auth: Record<string, string> = {}) =>
  t.http.post(path(id, '/cancellation')).set(auth).send(body);
const statuses = (body: any) => body.occurrences.map((e: any) => [e.starts_at, e.status]);

describe('a customer reads their series', () => {
  it('lists and answers their own series with its occurrences, earliest first', async () => {
    const list = await t.http.get('/v1/marketplace/series').set(bearer(ann));
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((s: any) => s.id)).toEqual([annSeries]);
    const one = await read(annSeries, bearer(ann));
    expect(one.status, one.text).toBe(200);
    expect(one.body).toMatchObject({
      id: annSeries,
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      time_zone: 'Atlantic/Reykjavik',
    });
    expect(statuses(one.body)).toEqual([1, 8, 15, 22].map((n) => [at(n), 'confirmed']));
    expect(one.body.occurrences.every((e: any) => e.series === annSeries)).toBe(true);
  });

  it("answers 404 for another customer's series, a guest's series, and without a token; the list needs one", async () => {
    expect((await read(annSeries, bearer(ben))).status).toBe(404);
    expect((await read(annSeries)).status).toBe(404);
    expect((await read(guestSeries, bearer(ann))).status).toBe(404);
    expect((await read(guestSeries)).status).toBe(404);
    expect(
      (await t.http.get(`/v1/marketplace/companies/other/series/${annSeries}`).set(bearer(ann))).status,
    ).toBe(404);
    expect((await t.http.get('/v1/marketplace/series').set(bearer(ben))).body).toEqual([]);
    expect((await t.http.get('/v1/marketplace/series')).status).toBe(401);
  });
});

describe('a customer cancels their series', () => {
  it("refuses another customer's and a guest's cancel with 404, cancelling nothing", async () => {
    expect((await cancel(annSeries, { scope: 'all' }, bearer(ben))).status).toBe(404);
    expect((await cancel(annSeries, { scope: 'all' })).status).toBe(404);
    expect((await cancel(guestSeries, { scope: 'all' })).status).toBe(404);
    const one = await read(annSeries, bearer(ann));
    expect(statuses(one.body)).toEqual([1, 8, 15, 22].map((n) => [at(n), 'confirmed']));
  });

  it('refuses "all" while day 1 is inside the 48-hour notice, naming it, and cancels nothing', async () => {
    const res = await cancel(annSeries, { scope: 'all' }, bearer(ann));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('cancel_too_late');
    expect(res.body.message).toContain(at(1));
    const one = await read(annSeries, bearer(ann));
    expect(statuses(one.body)).toEqual([1, 8, 15, 22].map((n) => [at(n), 'confirmed']));
    expect(one.body.cancelled_at).toBeNull();
  });

  it('cancels one occurrence, then it and the following ones, freeing their time', async () => {
    const before = await read(annSeries, bearer(ann));
    const ids = before.body.occurrences.map((e: any) => e.id);
    const one = await cancel(annSeries, { scope: 'one', occurrence: ids[2] }, bearer(ann));
    expect(one.status, one.text).toBe(200);
    expect(statuses(one.body)).toEqual([
      [at(1), 'confirmed'],
      [at(8), 'confirmed'],
      [at(15), 'cancelled'],
      [at(22), 'confirmed'],
    ]);
    // Following from day 8: days 8 and 22 are cancelled now, 15 already was, day 1 stays.
    const following = await cancel(annSeries, { scope: 'following', occurrence: ids[1] }, bearer(ann));
    expect(following.status, following.text).toBe(200);
    expect(statuses(following.body)).toEqual([
      [at(1), 'confirmed'],
      [at(8), 'cancelled'],
      [at(15), 'cancelled'],
      [at(22), 'cancelled'],
    ]);
    expect(following.body.cancelled_at).toBeNull();
    // Day 8 at 10:00 is free again: Ben books it with the shop's one employee.
    const again = await t.http
      .post('/v1/marketplace/events')
      .set(bearer(ben))
      .send({ company: shop.companyId, event_types: [cut], starts_at: at(8), customer_name: 'Ben' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.employee).toBe(shop.employees[0]);
  });

  it('answers their series as one .ics: the rule, and EXDATEs for the cancelled days 8, 15 and 22', async () => {
    const res = await t.http.get(path(annSeries, '/calendar.ics')).set(bearer(ann));
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = parseIcs(res.text);
    const local = (n: number) => at(n).slice(0, 19).replace(/[-:]/g, '');
    expect(ics.logical).toContain(`DTSTART;TZID=Atlantic/Reykjavik:${local(1)}`);
    expect(ics.logical).toContain('RRULE:FREQ=WEEKLY;COUNT=4');
    expect(ics.logical.filter((l) => l.startsWith('EXDATE'))).toEqual(
      [8, 15, 22].map((n) => `EXDATE;TZID=Atlantic/Reykjavik:${local(n)}`),
    );
    expect((await t.http.get(path(annSeries, '/calendar.ics')).set(bearer(ben))).status).toBe(404);
    expect((await t.http.get(path(guestSeries, '/calendar.ics'))).status).toBe(404);
  });

  it('refuses a single occurrence inside the notice as a single cancel is refused', async () => {
    const before = await read(annSeries, bearer(ann));
    const res = await cancel(
      annSeries,
      { scope: 'one', occurrence: before.body.occurrences[0].id },
      bearer(ann),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('cancel_too_late');
    expect((await read(annSeries, bearer(ann))).body.occurrences[0].status).toBe('confirmed');
  });
});

describe('a customer changes their series', () => {
  const change = (id: string, body: Record<string, unknown>, auth: Record<string, string> = {}) =>
    t.http.post(path(id, '/changes')).set(auth).send(body);

  it('moves "this and following" to 14:00, refuses a time the shop is closed, and fences others out', async () => {
    // Ben: days 29, 36 and 43 at 10:00 (inside the 60-day window, far outside the notice).
    const made = await t.http
      .post('/v1/marketplace/series')
      .set(bearer(ben))
      .send({
        company: shop.companyId,
        event_types: [cut],
        customer_name: 'Ben',
        starts_at: at(29),
        recurrence: 'FREQ=WEEKLY;COUNT=3',
      });
    expect(made.status, made.text).toBe(200);
    const ids = made.body.occurrences.map((e: any) => e.id);
    expect((await change(made.body.id, { scope: 'all', time: '14:00' }, bearer(ann))).status).toBe(404);
    expect((await change(made.body.id, { scope: 'all', time: '14:00' })).status).toBe(404);
    const moved = await change(
      made.body.id,
      { scope: 'following', occurrence: ids[1], time: '14:00' },
      bearer(ben),
    );
    expect(moved.status, moved.text).toBe(200);
    expect(statuses(moved.body)).toEqual([
      [at(29), 'confirmed'],
      [at(36, '14'), 'confirmed'],
      [at(43, '14'), 'confirmed'],
    ]);
    // The shop closes at 17:00: 18:00 on day 43 is refused with its date, nothing moves.
    const closed = await change(
      made.body.id,
      { scope: 'one', occurrence: ids[2], time: '18:00' },
      bearer(ben),
    );
    expect(closed.status).toBe(409);
    expect(closed.body.conflicts.map((c: any) => c.starts_at)).toEqual([at(43, '18')]);
    expect(statuses((await read(made.body.id, bearer(ben))).body)[2]).toEqual([at(43, '14'), 'confirmed']);
  });

  it('refuses a change while an occurrence it moves is inside the 48-hour notice', async () => {
    // Ann's series has day 1 left (the rest cancelled): at most 34 hours away.
    const res = await change(annSeries, { scope: 'all', time: '12:00' }, bearer(ann));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('reschedule_too_late');
    expect(res.body.message).toContain(at(1));
    expect((await read(annSeries, bearer(ann))).body.occurrences[0].starts_at).toBe(at(1));
  });
});
