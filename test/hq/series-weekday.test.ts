// Changing a series' day of the week (docs/bookings.md#series), through HTTP on PGlite and
// PostgreSQL: `weekday` moves each occurrence of the scope to that day of its own week (Monday to
// Sunday on the company's wall clock), at its time or the new one, all re-checked in one
// transaction; a taken week refuses the change and nothing moves; an occurrence moved alone keeps
// its day and time. The series starts on a Wednesday found from today (never today's weekday), in
// London, so a week across a DST change keeps its wall time.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { DAY, todayNumber } from '../helpers/clock.ts';
import { parseIcs } from '../helpers/ics.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ZONE = 'Europe/London';

let t: TestApp;
let shop: Shop;
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
/** Week k's Wednesday (k = 0..3), plus `days` (2: its Friday), at a London wall time. */
const week = (k: number, hhmm: string, days = 0) => iso(london(first + 7 * k + days, hhmm));

beforeAll(async () => {
  t = await createTestApp();
  // Open 09:00-17:00 London time every day.
  shop = await createShop(t.db.prisma, { employees: 1 });
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { time_zone: ZONE } });
  cut = await createEventType(t.db.prisma, shop);
  first = 3;
  while (DateTime.fromMillis(london(first, '12:00'), { zone: ZONE }).weekday !== 3) first++;
  const made = await t.http
    .post('/v1/hq/series')
    .set(shop.auth)
    .send({
      company: shop.companyId,
      event_types: [cut],
      customer_name: 'Wes Weekday',
      starts_at: week(0, '10:00'),
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      employee: shop.employees[0],
    });
  expect(made.status, made.text).toBe(200);
  seriesId = made.body.id;
  ids = made.body.occurrences.map((e: any) => e.id);
});
afterAll(() => t?.close());

const change = (body: Record<string, unknown>) =>
  t.http.post(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/changes`).set(shop.auth).send(body);
const read = async () => {
  const res = await t.http.get(`/v1/hq/companies/${shop.companyId}/series/${seriesId}`).set(shop.auth);
  expect(res.status).toBe(200);
  return res.body.occurrences.map((e: any) => [e.id, e.starts_at]);
};

describe('a series moved to another day of the week', () => {
  it('refuses "following" to Friday 14:00 with the one Friday that is taken, and moves nothing', async () => {
    // Week 1 moved alone to 11:00 first: an exception that keeps its own day and time.
    const alone = await change({ scope: 'one', occurrence: ids[1], time: '11:00' });
    expect(alone.status, alone.text).toBe(200);
    // The employee is busy on week 3's Friday at 14:00.
    const blocker = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: week(3, '14:00', 2),
        employee: shop.employees[0],
      });
    expect(blocker.status, blocker.text).toBe(200);
    const before = await read();
    const res = await change({ scope: 'following', occurrence: ids[1], weekday: 'FR', time: '14:00' });
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('series_conflict');
    // Weeks 1..3 in scope; week 1 keeps its own start, weeks 2 and 3 move: only week 3's Friday is taken.
    expect(res.body.conflicts).toEqual([
      { starts_at: week(3, '14:00', 2), code: 'employee_not_available', message: expect.any(String) },
    ]);
    expect(await read()).toEqual(before);
    // The blocker goes: the Friday is free again.
    const gone = await t.http
      .post(`/v1/hq/events/${blocker.body.id}`)
      .set(shop.auth)
      .send({ status: 'cancelled' });
    expect(gone.status, gone.text).toBe(200);
  });

  it('moves "this and following" from Wednesdays 10:00 to Fridays 14:00, keeping the exception', async () => {
    const res = await change({ scope: 'following', occurrence: ids[1], weekday: 'FR', time: '14:00' });
    expect(res.status, res.text).toBe(200);
    expect(await read()).toEqual([
      [ids[0], week(0, '10:00')],
      [ids[1], week(1, '11:00')],
      [ids[2], week(2, '14:00', 2)],
      [ids[3], week(3, '14:00', 2)],
    ]);
    // The day alone, keeping the time: week 3 back to Thursday (its Wednesday + 1) at 14:00.
    const day = await change({ scope: 'one', occurrence: ids[3], weekday: 'TH' });
    expect(day.status, day.text).toBe(200);
    expect((await read())[3]).toEqual([ids[3], week(3, '14:00', 1)]);
    // The rule stays as booked: the .ics keeps the Wednesday rule, each moved week an override.
    const ics = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/series/${seriesId}/calendar.ics`)
      .set(shop.auth);
    expect(ics.status).toBe(200);
    const { props } = parseIcs(ics.text);
    // One rule and an override (RECURRENCE-ID: the Wednesday it stands for) for each of weeks 1, 2 and 3.
    expect(props.RRULE.length).toBe(1);
    expect(props['RECURRENCE-ID'].length).toBe(3);
  });

  it('refuses a weekday it does not know', async () => {
    const res = await change({ scope: 'all', weekday: 'XX' });
    expect(res.status).toBe(400);
  });
});
