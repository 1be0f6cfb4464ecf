// One .ics for a series (docs/bookings.md#series), through HTTP on PGlite and PostgreSQL: it
// parses as RFC 5545 (strictly by hand: CRLF, folding, nesting; and by ical.js), DTSTART is on
// London's wall clock (TZID with its VTIMEZONE), its RRULE expands to the series' eight Tuesdays
// across a DST change, and EXDATE / RECURRENCE-ID say which are not booked and which moved.
import ICAL from 'ical.js';
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

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t.db.prisma, { employees: 2 });
  await t.db.prisma.company.update({ where: { id: shop.companyId }, data: { time_zone: ZONE } });
  cut = await createEventType(t.db.prisma, shop);
});
afterAll(() => t?.close());

function london(n: number, hhmm: string): number {
  const date = new Date((todayNumber() + n) * DAY).toISOString().slice(0, 10);
  return DateTime.fromISO(`${date}T${hhmm}`, { zone: ZONE }).toMillis();
}
const iso = (ms: number) => new Date(ms).toISOString();
const offsetOn = (n: number) => DateTime.fromMillis(london(n, '12:00'), { zone: ZONE }).offset;

/** ical.js's reading: the master VEVENT with its overrides related, the zone registered. */
function icalRead(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevents = cal.getAllSubcomponents('vevent');
  const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id'))!);
  for (const v of vevents.filter((v) => v.hasProperty('recurrence-id')))
    master.relateException(new ICAL.Event(v));
  return { cal, master, vevents };
}

describe('GET /v1/hq/companies/{company_id}/series/{series_id}/calendar.ics', () => {
  it('answers one VEVENT with TZID, RRULE, EXDATEs for the skipped and cancelled weeks, and the moved week as an override', async () => {
    // Eight Tuesdays at 10:00 London: two before the first change of offset at least 16 days
    // away (a Sunday, `change`), six after it: days first + 7k, k = 0..7, first = change - 12.
    let change = 16;
    while (offsetOn(change) === offsetOn(change - 1)) change++;
    const first = change - 12;
    const week = (k: number, hhmm = '10:00') => london(first + 7 * k, hhmm);
    // Week 3 (k = 2) is taken for employee 0: with on_conflict skip the series books seven.
    const blocker = await t.http
      .post('/v1/hq/events')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        starts_at: iso(week(2)),
        employee: shop.employees[0],
      });
    expect(blocker.status, blocker.text).toBe(200);
    const made = await t.http
      .post('/v1/hq/series')
      .set(shop.auth)
      .send({
        company: shop.companyId,
        event_types: [cut],
        customer_name: 'Pat Calendar',
        starts_at: iso(week(0)),
        recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=8',
        employee: shop.employees[0],
        on_conflict: 'skip',
      });
    expect(made.status, made.text).toBe(200);
    const occ = made.body.occurrences;
    expect(occ.map((e: any) => e.starts_at)).toEqual([0, 1, 3, 4, 5, 6, 7].map((k) => iso(week(k))));
    // Week 5 (k = 4, occ[3]) cancelled; week 6 (k = 5, occ[4]) moved to 14:00 London.
    const cancelled = await t.http
      .post(`/v1/hq/companies/${shop.companyId}/series/${made.body.id}/cancellation`)
      .set(shop.auth)
      .send({ scope: 'one', occurrence: occ[3].id });
    expect(cancelled.status, cancelled.text).toBe(200);
    const moved = await t.http
      .post(`/v1/hq/events/${occ[4].id}`)
      .set(shop.auth)
      .send({ starts_at: iso(week(5, '14:00')), employee: shop.employees[0] });
    expect(moved.status, moved.text).toBe(200);

    const res = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/series/${made.body.id}/calendar.ics`)
      .set(shop.auth);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.text;

    // Strictly by hand: CRLF lines of at most 75 octets, BEGIN/END nested, name;params:value.
    const ics = parseIcs(text);
    expect(ics.logical.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    const local = (ms: number) => DateTime.fromMillis(ms, { zone: ZONE }).toFormat("yyyyMMdd'T'HHmmss");
    expect(ics.logical).toContain(`DTSTART;TZID=${ZONE}:${local(week(0))}`);
    expect(local(week(0)).endsWith('T100000')).toBe(true);
    expect(ics.logical).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=8');
    expect(ics.logical.filter((l) => l.startsWith('EXDATE'))).toEqual([
      `EXDATE;TZID=${ZONE}:${local(week(2))}`,
      `EXDATE;TZID=${ZONE}:${local(week(4))}`,
    ]);
    expect(ics.logical).toContain(`RECURRENCE-ID;TZID=${ZONE}:${local(week(5))}`);
    expect(ics.logical).toContain(`DTSTART;TZID=${ZONE}:${local(week(5, '14:00'))}`);
    expect(new Set(ics.props.UID.map((u) => u.value)).size).toBe(1);

    // ical.js: the RRULE alone expands to the series' eight starts (10:00 London: the UTC hour
    // moves by the hour of the DST change between weeks 2 and 3)...
    const { master } = icalRead(text);
    expect(master.isRecurring()).toBe(true);
    const ruleOnly = master.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    const iter = ruleOnly.iterator(master.startDate);
    const ruleStarts: number[] = [];
    for (let next = iter.next(); next; next = iter.next()) ruleStarts.push(next.toJSDate().getTime());
    expect(ruleStarts).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((k) => week(k)));
    expect(ruleStarts[2] - ruleStarts[1]).toBe(7 * DAY - (offsetOn(change) - offsetOn(first)) * 60_000);
    // ...and the event with its EXDATEs and override to the booked ones: 8 - 2 (weeks 3 and 5)
    // = 6, week 6 at 14:00.
    const expansion = master.iterator();
    const booked: [number, number][] = [];
    for (let next = expansion.next(); next; next = expansion.next()) {
      const d = master.getOccurrenceDetails(next);
      booked.push([d.recurrenceId.toJSDate().getTime(), d.startDate.toJSDate().getTime()]);
    }
    expect(booked).toEqual([
      [week(0), week(0)],
      [week(1), week(1)],
      [week(3), week(3)],
      [week(5), week(5, '14:00')],
      [week(6), week(6)],
      [week(7), week(7)],
    ]);
    // The duration is the service's: every occurrence ends when its booking does.
    const ends = occ[0].ends_at;
    expect(master.duration.toSeconds() * 1000).toBe(Date.parse(ends) - Date.parse(occ[0].starts_at));
  });

  it('answers 404 for a series of another company or none', async () => {
    const other = await createShop(t.db.prisma, { employees: 1 });
    const res = await t.http
      .get(`/v1/hq/companies/${other.companyId}/series/nope/calendar.ics`)
      .set(other.auth);
    expect(res.status).toBe(404);
    const foreign = await t.http
      .get(`/v1/hq/companies/${shop.companyId}/series/nope/calendar.ics`)
      .set(other.auth);
    expect(foreign.status).toBe(404);
  });
});
