// Series (issue 32, docs/bookings.md#series): a standing appointment booked, read and cancelled
// as one, through HTTP, on PGlite and PostgreSQL. Every date is counted from today
// (helpers/clock.ts); the company is in Europe/London, so the DST case is real.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { DAY, HOUR, todayNumber } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ZONE = 'Europe/London';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cut: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  shop = await createShop(t.db.prisma, { employees: 2 });
  // Open 09:00-17:00 local every day, in London (GMT in winter, BST in summer).
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { time_zone: ZONE } });
  cut = await createEventType(t.db.prisma, shop);
  other = await createShop(t.db.prisma, { employees: 1 });
});
afterAll(() => t?.close());

/** The UTC instant of a London wall time on the day `n` days after today. */
function london(n: number, hhmm: string): number {
  const date = new Date((todayNumber() + n) * DAY).toISOString().slice(0, 10);
  return DateTime.fromISO(`${date}T${hhmm}`, { zone: ZONE }).toMillis();
}
const iso = (ms: number) => new Date(ms).toISOString();
/** The first day, `from` days after today or later, that is `weekday` (1 Monday .. 7 Sunday) in London. */
function nextWeekday(weekday: number, from: number): number {
  for (let n = from; ; n++)
    if (DateTime.fromMillis(london(n, '12:00'), { zone: ZONE }).weekday === weekday) return n;
}
const localTime = (at: string) => DateTime.fromISO(at, { zone: ZONE }).toFormat('HH:mm');

const createSeries = (body: Record<string, unknown>, auth = shop.auth) =>
  t.http
    .post('/v1/hq/series')
    .set(auth)
    .send({ company: shop.companyId, event_types: [cut], customer_name: 'Pat Standing', ...body });
const getSeries = (id: string, auth = shop.auth, company = shop.companyId) =>
  t.http.get(`/v1/hq/companies/${company}/series/${id}`).set(auth);
const cancel = (id: string, body: Record<string, unknown>) =>
  t.http.post(`/v1/hq/companies/${shop.companyId}/series/${id}/cancellation`).set(shop.auth).send(body);
const seriesEvents = (seriesId: string) =>
  t.db.prisma.event.findMany({
    where: { company_id: shop.companyId, series_id: seriesId },
    orderBy: { starts_at: 'asc' },
  });

describe('POST /v1/hq/series', () => {
  it('books eight weekly occurrences at 10:00 London time across a DST change', async () => {
    // The first change of London's offset at least 16 days from now (last Sunday of March or
    // of October), and the Tuesday 12 days before that Sunday: two Tuesdays before the change,
    // six after it.
    let change = 16;
    const offsetOn = (n: number) => DateTime.fromMillis(london(n, '12:00'), { zone: ZONE }).offset;
    while (offsetOn(change) === offsetOn(change - 1)) change++;
    const first = change - 12; // a Sunday minus 12 days is a Tuesday
    const before = offsetOn(first); // minutes east of UTC: 0 (GMT) or 60 (BST)
    const after = offsetOn(change);
    expect(Math.abs(after - before)).toBe(60);
    const res = await createSeries({
      starts_at: iso(london(first, '10:00')),
      recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=8',
      employee: shop.employees[0],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      company: shop.companyId,
      recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=8',
      time_zone: ZONE,
      employee: shop.employees[0],
      on_conflict: 'refuse',
      skipped: [],
      cancelled_at: null,
    });
    const starts: string[] = res.body.occurrences.map((e: any) => e.starts_at);
    expect(starts).toHaveLength(8);
    // 10:00 on the wall clock every week ...
    expect(starts.map(localTime)).toEqual(Array(8).fill('10:00'));
    // ... which is 10:00 minus the offset in UTC: two weeks at `before`, six at `after`.
    const utcHour = (offset: number) => `${String(10 - offset / 60).padStart(2, '0')}:00`;
    expect(starts.map((s) => s.slice(11, 16))).toEqual([
      ...Array(2).fill(utcHour(before)),
      ...Array(6).fill(utcHour(after)),
    ]);
    // Across the change a week is 7 days minus (after - before) minutes: 167 or 169 hours.
    const gaps = starts.slice(1).map((s, i) => (Date.parse(s) - Date.parse(starts[i])) / HOUR);
    expect(gaps).toEqual([168, 168 - (after - before) / 60, 168, 168, 168, 168, 168]);
    for (const e of res.body.occurrences) {
      expect(e).toMatchObject({
        series: res.body.id,
        employee: shop.employees[0],
        status: 'confirmed',
        origin: 'hq',
      });
    }
    // Every occurrence is one customer record, made from the first booking's contact fields.
    expect(new Set(res.body.occurrences.map((e: any) => e.customer)).size).toBe(1);
    expect(res.body.customer).toBe(res.body.occurrences[0].customer);
    // The company's event list filters by series: the same eight, earliest first.
    const listed = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/events`)
      .query({ filter: JSON.stringify({ series: res.body.id }) })
      .set(shop.auth);
    expect(listed.body.map((e: any) => e.id)).toEqual(res.body.occurrences.map((e: any) => e.id));
    // The event's own view carries its series too.
    const one = await t.http.get(`/v1/hq/events/${res.body.occurrences[3].id}`).set(shop.auth);
    expect(one.body.series).toBe(res.body.id);
  });

  it('refuses a conflict in week 3 with that date, then skips it, then gives it another employee', async () => {
    const wed = nextWeekday(3, 3);
    const week = (i: number) => iso(london(wed + 7 * i, '13:00'));
    // Employee 1 is already booked in week 3 (index 2).
    const blocker = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({ company: shop.companyId, event_types: [cut], starts_at: week(2), employee: shop.employees[0] });
    expect(blocker.status, blocker.text).toBe(200);
    const body = {
      starts_at: week(0),
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      employee: shop.employees[0],
    };

    const refused = await createSeries(body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'conflict_error', code: 'series_conflict' });
    expect(refused.body.conflicts).toEqual([
      { starts_at: week(2), code: 'employee_not_available', message: expect.stringContaining('busy') },
    ]);
    expect(refused.body.message).toContain(week(2));
    // Nothing of it was written: at those four times only the blocker exists.
    const at4 = await t.db.prisma.event.findMany({
      where: { company_id: shop.companyId, starts_at: { in: [0, 1, 2, 3].map((i) => new Date(week(i))) } },
    });
    expect(at4.map((e) => e.id)).toEqual([blocker.body.id]);
    expect(
      await t.db.prisma.series.count({ where: { company_id: shop.companyId, starts_at: new Date(week(0)) } }),
    ).toBe(0);

    const skipped = await createSeries({ ...body, on_conflict: 'skip' });
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body.occurrences.map((e: any) => e.starts_at)).toEqual([week(0), week(1), week(3)]);
    expect(skipped.body.skipped).toEqual([
      { starts_at: week(2), code: 'employee_not_available', message: expect.any(String) },
    ]);
    // Cancel it whole, so the same weeks can be asked again.
    const gone = await cancel(skipped.body.id, { scope: 'all' });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body.cancelled_at).not.toBeNull();
    expect(gone.body.occurrences.map((e: any) => e.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    const moved = await createSeries({ ...body, on_conflict: 'other_employee' });
    expect(moved.status, moved.text).toBe(200);
    // Week 3 goes to another qualified employee: on the HQ calendar that is employee 2 or the
    // owner's own employee row (createTenant), the engine's pick; never employee 1.
    const employees = moved.body.occurrences.map((e: any) => e.employee);
    expect(moved.body.occurrences.map((e: any) => e.starts_at)).toEqual([0, 1, 2, 3].map(week));
    expect([employees[0], employees[1], employees[3]]).toEqual(Array(3).fill(shop.employees[0]));
    expect(employees[2]).not.toBe(shop.employees[0]);
    const staff = await t.db.prisma.employee.findMany({
      where: { company_id: shop.companyId },
      select: { id: true },
    });
    expect(staff.map((e) => e.id)).toContain(employees[2]);
    expect(moved.body.skipped).toEqual([]);
  });

  it('lets one of two series racing for the same weekly slot win whole', async () => {
    const thu = nextWeekday(4, 3);
    const body = {
      company: shop.companyId,
      event_types: [cut],
      customer_name: 'Racer',
      starts_at: iso(london(thu, '11:00')),
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      employee: shop.employees[1],
    };
    const { port } = t.app.server.address() as { port: number };
    const fire = () =>
      fetch(`http://127.0.0.1:${port}/v1/hq/series`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...shop.auth },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const results = await Promise.all([fire(), fire()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.status === 200)!.body;
    const lost = results.find((r) => r.status === 409)!.body;
    // The loser saw the winner in every week, and wrote nothing.
    expect(lost.code).toBe('series_conflict');
    expect(lost.conflicts.map((c: any) => c.starts_at)).toEqual(won.occurrences.map((e: any) => e.starts_at));
    const atThose = await t.db.prisma.event.findMany({
      where: {
        company_id: shop.companyId,
        employee_id: shop.employees[1],
        starts_at: { in: won.occurrences.map((e: any) => new Date(e.starts_at)) },
      },
    });
    expect(atThose).toHaveLength(4);
    expect(new Set(atThose.map((e) => e.series_id))).toEqual(new Set([won.id]));
  });

  it('answers a retry with the same Idempotency-Key with the series already booked', async () => {
    const mon = nextWeekday(1, 3);
    const body = {
      starts_at: iso(london(mon, '16:00')),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
      employee: shop.employees[1],
    };
    const first = await createSeries(body).set('Idempotency-Key', 'series-retry-1');
    expect(first.status, first.text).toBe(200);
    const retry = await createSeries(body).set('Idempotency-Key', 'series-retry-1');
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(
      await t.db.prisma.series.count({
        where: { company_id: shop.companyId, starts_at: new Date(body.starts_at) },
      }),
    ).toBe(1);
  });

  it('refuses a bad recurrence, a start that is not an occurrence, and other companies', async () => {
    const tue = nextWeekday(2, 3);
    const bad = await createSeries({ starts_at: iso(london(tue, '15:00')), recurrence: 'FREQ=WEEKLY' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'recurrence', message: expect.stringContaining('COUNT or UNTIL') },
    ]);
    const tooMany = await createSeries({
      starts_at: iso(london(tue, '15:00')),
      recurrence: 'FREQ=DAILY;COUNT=53',
    });
    expect(tooMany.body.details?.[0].message).toContain('between 1 and 52');
    const wrongDay = await createSeries({
      starts_at: iso(london(tue, '15:00')),
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=2',
    });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body.details[0].message).toContain('not an occurrence');
    const unknownMode = await createSeries({
      starts_at: iso(london(tue, '15:00')),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
      on_conflict: 'overbook',
    });
    expect(unknownMode.status).toBe(400);
    // Another tenant: its company is not reached (404), nor is this company's series.
    const foreign = await createSeries(
      { starts_at: iso(london(tue, '15:00')), recurrence: 'FREQ=WEEKLY;COUNT=2' },
      other.auth,
    );
    expect(foreign.status).toBe(404);
    const mine = await createSeries({
      starts_at: iso(london(tue, '15:00')),
      recurrence: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(mine.status, mine.text).toBe(200);
    expect((await getSeries(mine.body.id, other.auth)).status).toBe(404);
    expect((await getSeries(mine.body.id, other.auth, other.companyId)).status).toBe(404);
    expect(
      (
        await t.http
          .post(`/v1/hq/companies/${shop.companyId}/series/${mine.body.id}/cancellation`)
          .set(other.auth)
          .send({ scope: 'all' })
      ).status,
    ).toBe(404);
    const list = await t.http.get(`/v1/hq/companies/${shop.companyId}/series`).set(shop.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((s: any) => s.id)).toContain(mine.body.id);
    expect((await t.http.get(`/v1/hq/companies/${shop.companyId}/series`).set(other.auth)).status).toBe(404);
  });
});

describe('POST /v1/hq/companies/{id}/series/{id}/cancellation', () => {
  it('cancels one occurrence, then it and the following ones, freeing their time', async () => {
    const fri = nextWeekday(5, 3);
    const made = await createSeries({
      starts_at: iso(london(fri, '14:00')),
      recurrence: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4',
      employee: shop.employees[1],
    });
    expect(made.status, made.text).toBe(200);
    const ids: string[] = made.body.occurrences.map((e: any) => e.id);
    // Webhooks and the stream carry each occurrence by the same view, with its series.
    const created = await t.db.prisma.webhookMessage.findMany({
      where: { company_id: shop.companyId, object_id: { in: ids } },
    });
    expect(created).toHaveLength(4);
    for (const m of created) expect((m.payload as any).data.object.series).toBe(made.body.id);

    const one = await cancel(made.body.id, { scope: 'one', occurrence: ids[1] });
    expect(one.status, one.text).toBe(200);
    expect(one.body.occurrences.map((e: any) => e.status)).toEqual([
      'confirmed',
      'cancelled',
      'confirmed',
      'confirmed',
    ]);
    expect(one.body.cancelled_at).toBeNull();
    // The cancelled week is free again for a single booking with the same employee.
    const again = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: made.body.occurrences[1].starts_at,
        employee: shop.employees[1],
      });
    expect(again.status, again.text).toBe(200);
    expect(again.body.series).toBeNull();

    const following = await cancel(made.body.id, { scope: 'following', occurrence: ids[2] });
    expect(following.status, following.text).toBe(200);
    expect(following.body.occurrences.map((e: any) => e.status)).toEqual([
      'confirmed',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    // The occurrences stay in the series, cancelled; their occupancy rows are gone.
    const rows = await seriesEvents(made.body.id);
    expect(rows.map((e) => e.status)).toEqual(['confirmed', 'cancelled', 'cancelled', 'cancelled']);
    expect(
      await t.db.prisma.occupancy.count({
        where: { company_id: shop.companyId, event_id: { in: ids.slice(1) } },
      }),
    ).toBe(0);

    // The cancellations reached webhooks too, each with its series: occurrences 2, 3 and 4.
    const cancelled = await t.db.prisma.webhookMessage.findMany({
      where: { company_id: shop.companyId, object_id: { in: ids }, type: 'event.cancelled' },
    });
    expect(cancelled.map((m) => m.object_id).sort()).toEqual(ids.slice(1).sort());
    for (const m of cancelled) expect((m.payload as any).data.object.series).toBe(made.body.id);

    const missing = await cancel(made.body.id, { scope: 'one' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ field: 'occurrence', message: 'is required for scope "one"' }]);
    const stranger = await cancel(made.body.id, { scope: 'following', occurrence: again.body.id });
    expect(stranger.body.details).toEqual([
      { field: 'occurrence', message: 'is not an occurrence of this series' },
    ]);
  });
});
