// Changing a series (docs/bookings.md#series), through HTTP on PGlite and PostgreSQL: one
// occurrence moved stays in the series as an exception; "this and following" and "all" move the
// rest, each occurrence re-checked in one transaction (a conflict refuses the change with its
// date, nothing moves), and keep what an exception changed alone.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { DAY, todayNumber } from '../helpers/clock.ts';
import { parseIcs } from '../helpers/ics.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ZONE = 'Europe/London';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cut: string;
let seriesId: string;
let ids: string[];
/** The first day of the series: a Wednesday at least 3 days from today. */
let first: number;

function london(n: number, hhmm: string): number {
  const date = new Date((todayNumber() + n) * DAY).toISOString().slice(0, 10);
  return DateTime.fromISO(`${date}T${hhmm}`, { zone: ZONE }).toMillis();
}
const iso = (ms: number) => new Date(ms).toISOString();
/** Week k's start (k = 0..5) at a London wall time. */
const week = (k: number, hhmm: string) => iso(london(first + 7 * k, hhmm));

beforeAll(async () => {
  t = await createTestApp();
  // Two employees, open 09:00-17:00 London time every day.
  shop = await createShop(t.db.prisma, { employees: 2 });
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { time_zone: ZONE } });
  cut = await createEventType(t.db.prisma, shop);
  other = await createShop(t.db.prisma, { employees: 1 });
  first = 3;
  while (DateTime.fromMillis(london(first, '12:00'), { zone: ZONE }).weekday !== 3) first++;
  const made = await t.http
    .post('/v1/hq/series')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      event_types: [cut],
      customer_name: 'Pat Changes',
      starts_at: week(0, '10:00'),
      recurrence: 'FREQ=WEEKLY;COUNT=6',
      employee: shop.employees[0],
    });
  expect(made.status, made.text).toBe(200);
  seriesId = made.body.id;
  ids = made.body.occurrences.map((e: any) => e.id);
});
afterAll(() => t?.close());

const change = (body: Record<string, unknown>, auth = shop.auth, company = shop.companyId) =>
  t.http.post(`/v1/hq/companies/${company}/series/${seriesId}/changes`).set(auth).send(body);
const read = async () => {
  const res = await t.http.get(`/v1/hq/companies/${shop.companyId}/series/${seriesId}`).set(shop.auth);
  expect(res.status).toBe(200);
  return res.body.occurrences.map((e: any) => [e.id, e.starts_at, e.employee]);
};
const overrides = async () =>
  (
    await t.db.prisma.event.findMany({
      where: { company_id: shop.companyId, series_id: seriesId },
      orderBy: { series_occurrence_at: 'asc' },
    })
  ).map((e) => e.series_overrides);
const [A, B] = [0, 1];

describe('POST /v1/hq/companies/{company_id}/series/{series_id}/changes', () => {
  it('moves one occurrence to 15:00: it stays in the series, an exception in its time', async () => {
    const res = await change({ scope: 'one', occurrence: ids[1], time: '15:00' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.occurrences.map((e: any) => [e.id, e.starts_at, e.series])).toEqual(
      [0, 1, 2, 3, 4, 5].map((k) => [ids[k], week(k, k === 1 ? '15:00' : '10:00'), seriesId]),
    );
    expect(await overrides()).toEqual([[], ['time'], [], [], [], []]);
  });

  it('refuses "following" to 12:00 with the one week that is taken, and moves nothing', async () => {
    // Employee A is busy 12:00 London in week 3 (k = 3).
    const blocker = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: week(3, '12:00'),
        employee: shop.employees[A],
      });
    expect(blocker.status, blocker.text).toBe(200);
    const before = await read();
    const res = await change({ scope: 'following', occurrence: ids[1], time: '12:00' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('series_conflict');
    // Weeks 1..5 would move, week 1 keeps its own 15:00: 2, 3, 4, 5 are placed, only 3 is taken.
    expect(res.body.conflicts).toEqual([
      { starts_at: week(3, '12:00'), code: 'employee_not_available', message: expect.any(String) },
    ]);
    expect(await read()).toEqual(before);
  });

  it('moves "this and following" to 13:00, keeping the exception at 15:00, and frees 10:00', async () => {
    const res = await change({ scope: 'following', occurrence: ids[1], time: '13:00' });
    expect(res.status, res.text).toBe(200);
    expect(await read()).toEqual([
      [ids[0], week(0, '10:00'), shop.employees[A]],
      [ids[1], week(1, '15:00'), shop.employees[A]],
      ...[2, 3, 4, 5].map((k) => [ids[k], week(k, '13:00'), shop.employees[A]]),
    ]);
    // 10:00 in week 2 is free again for employee A.
    const again = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: week(2, '10:00'),
        employee: shop.employees[A],
      });
    expect(again.status, again.text).toBe(200);
  });

  it('gives all to employee B (times kept), then moves all to 11:00 but an occurrence moved alone', async () => {
    const staffed = await change({ scope: 'all', employee: shop.employees[B] });
    expect(staffed.status, staffed.text).toBe(200);
    expect((await read()).map((o: any[]) => o[2])).toEqual(Array(6).fill(shop.employees[B]));
    // Week 5 moved alone through the event's own operation, to 16:00: an exception too.
    const moved = await t.http
      .post(`/v1/hq/events/${ids[5]}`)
      .set(shop.auth)
      .send({ starts_at: week(5, '16:00'), employee: shop.employees[B] });
    expect(moved.status, moved.text).toBe(200);
    expect(await overrides()).toEqual([[], ['time'], [], [], [], ['time']]);
    const res = await change({ scope: 'all', time: '11:00' });
    expect(res.status, res.text).toBe(200);
    // Weeks 0, 2, 3, 4 at 11:00; the exceptions (week 1 at 15:00, week 5 at 16:00) keep their times.
    expect(await read()).toEqual([
      [ids[0], week(0, '11:00'), shop.employees[B]],
      [ids[1], week(1, '15:00'), shop.employees[B]],
      ...[2, 3, 4].map((k) => [ids[k], week(k, '11:00'), shop.employees[B]]),
      [ids[5], week(5, '16:00'), shop.employees[B]],
    ]);
    // The .ics: the rule as booked (10:00), each of the six moved off it an override.
    const ics = parseIcs(
      (await t.http.get(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/calendar.ics`).set(shop.auth))
        .text,
    );
    expect(ics.props['RECURRENCE-ID']).toHaveLength(6);
  });

  it('two changes racing for one weekly time end with one of them, never a mix', async () => {
    // Two series of employee A on the Thursdays after the first Wednesday (days first + 1 and
    // first + 8), at 09:00 and at 16:00; both move to 14:00 at once.
    const book = (hhmm: string) =>
      t.http
        .post('/v1/hq/series')
        .set(shop.auth)
        .send({
          company: shop.companyId,
          event_types: [cut],
          customer_name: `Racer ${hhmm}`,
          starts_at: iso(london(first + 1, hhmm)),
          recurrence: 'FREQ=WEEKLY;COUNT=2',
          employee: shop.employees[A],
        });
    const [x, y] = [await book('09:00'), await book('16:00')];
    expect([x.status, y.status]).toEqual([200, 200]);
    const move = (id: string) =>
      t.http
        .post(`/v1/hq/companies/${shop.companyId}/series/${id}/changes`)
        .set(shop.auth)
        .send({ scope: 'all', time: '14:00' });
    const answers = await Promise.all([move(x.body.id), move(y.body.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body.conflicts.map((c: any) => c.starts_at)).toEqual(
      [1, 8].map((n) => iso(london(first + n, '14:00'))),
    );
    // At 14:00 those Thursdays: the winner's two occurrences, nothing of the loser.
    const at14 = await t.db.prisma.event.findMany({
      where: {
        company_id: shop.companyId,
        starts_at: { in: [1, 8].map((n) => new Date(london(first + n, '14:00'))) },
      },
    });
    const winner = answers.find((r) => r.status === 200)!.body.id;
    expect(at14.map((e) => e.series_id)).toEqual([winner, winner]);
  });

  it('refuses a change that names nothing (400), and another company (404)', async () => {
    expect((await change({ scope: 'all' })).status).toBe(400);
    expect((await change({ scope: 'one', time: '12:00' })).status).toBe(400);
    expect((await change({ scope: 'all', time: '25:00' })).status).toBe(400);
    expect((await change({ scope: 'all', time: '12:00' }, other.auth)).status).toBe(404);
    expect((await change({ scope: 'all', time: '12:00' }, other.auth, other.companyId)).status).toBe(404);
  });
});
