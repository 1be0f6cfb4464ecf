/**
 * The core cases: an HQ list, the marketplace reads, time slots and booking POSTs, and a rate
 * limit on/off pair (the same request on the API with and without rate limiting).
 */
import { DEMO } from '../../src/seed/demo.ts';
import { expectOk, type Load } from '../lib.ts';
import { benchCompany } from './company.ts';
import type { BenchCase, BenchContext } from './types.ts';

export async function coreCases(ctx: BenchContext): Promise<BenchCase[]> {
  const p = ctx.prisma;
  // The booking company: 5 employees, a 15-minute service, 08-20 every day.
  const made = await benchCompany(p, {
    name: 'Bench salon',
    employees: 5,
    interval: 15,
    opens: '08:00',
    closes: '20:00',
    duration: 15,
  });
  const company = { id: made.id };
  const eventType = { id: made.eventType };
  const employees = made.employees;
  const day0 = Math.floor(Date.now() / 86_400_000) + 2;
  const date = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
  // Busy time in the 7-day window: 3 of the 5 employees booked every 2 hours (7 x 6 x 3 = 126 events).
  for (let d = 0; d < 7; d++)
    for (let h = 8; h < 20; h += 2)
      for (const e of employees.slice(0, 3)) {
        const starts = new Date((day0 + d) * 86_400_000 + h * 3_600_000);
        const ends = new Date(starts.getTime() + 15 * 60_000);
        const ev = await p.event.create({
          data: {
            company_id: company.id,
            employee_id: e,
            event_type_ids: [eventType.id],
            starts_at: starts,
            ends_at: ends,
            customer_name: 'Seed',
          },
        });
        await p.occupancy.create({
          data: { company_id: company.id, event_id: ev.id, employee_id: e, starts_at: starts, ends_at: ends },
        });
      }

  const hqUrl = `${ctx.base}/v1/hq/companies/${DEMO.salon}/resources`;
  const hqHeaders = { authorization: `Bearer ${ctx.hqToken}` };
  const slugPath = '/v1/marketplace/companies/nordurljos-salon';
  const listPath = `/v1/marketplace/companies?pagination=${encodeURIComponent('{"limit":20}')}`;
  const slotsUrl =
    `${ctx.base}/v1/marketplace/companies/${company.id}/time_slots` +
    `?event_type_ids=${eventType.id}&start_date=${date(day0)}&end_date=${date(day0 + 6)}`;
  // A visit (issue 31): a 30-minute colour, then the 15-minute service, each by any of the five,
  // over the same week and busy time: the engine finds a chain of free people per start.
  const colour = await p.eventType.create({
    data: { company_id: company.id, vat_id: made.vat, title: 'Colour', duration: 30 },
  });
  const visit = JSON.stringify({ segments: [{ event_type_id: colour.id }, { event_type_id: eventType.id }] });
  const visitSlotsUrl =
    `${ctx.base}/v1/marketplace/companies/${company.id}/time_slots` +
    `?visit=${encodeURIComponent(visit)}&start_date=${date(day0)}&end_date=${date(day0 + 6)}`;
  await expectOk(hqUrl, { headers: hqHeaders });
  await expectOk(visitSlotsUrl);
  await expectOk(`${ctx.base}${slugPath}`);
  await expectOk(`${ctx.baseRateLimitOff}${slugPath}`);
  await expectOk(`${ctx.base}${listPath}`);
  await expectOk(slotsUrl);

  // Distinct (slot, employee) bodies from day 10 on: 48 starts a day (08:00-20:00, 15 min) x 5
  // employees = 240 a day; enough days for 3,000 POSTs/s in every round, each round its own days.
  const daysPerRound = Math.ceil((3000 * ctx.seconds) / 240);
  const bookingBodies = (round: number) => {
    const bodies: string[] = [];
    // Round -1 (the warm-up) takes the days after the last round's.
    const first = 10 + (round < 0 ? ctx.rounds : round) * daysPerRound;
    for (let d = first; d < first + daysPerRound; d++)
      for (let m = 8 * 60; m < 20 * 60; m += 15)
        for (const e of employees)
          bodies.push(
            JSON.stringify({
              company: company.id,
              event_types: [eventType.id],
              starts_at: new Date((day0 + d) * 86_400_000 + m * 60_000).toISOString(),
              employee: e,
              customer_name: round < 0 ? 'Bench warm-up' : 'Bench',
            }),
          );
    return bodies;
  };
  const bodiesPerRound = daysPerRound * 240;
  ctx.bookingCompany = {
    id: company.id,
    eventType: eventType.id,
    employees,
    // Past the rounds' days and the warm-up's (round -1 books after the last round).
    freeDay: day0 + 10 + (ctx.rounds + 1) * daysPerRound,
  };

  return [
    { name: 'hq_list', targetRatio: 0.1, job: () => ({ url: hqUrl, headers: hqHeaders }) },
    { name: 'marketplace_company_by_slug', targetRatio: 0.1, job: () => ({ url: `${ctx.base}${slugPath}` }) },
    {
      name: 'marketplace_company_by_slug_rate_limit_off',
      job: () => ({ url: `${ctx.baseRateLimitOff}${slugPath}` }),
    },
    { name: 'marketplace_company_list', targetRatio: 0.1, job: () => ({ url: `${ctx.base}${listPath}` }) },
    { name: 'time_slots', targetRatio: 0.25, job: () => ({ url: slotsUrl }) },
    // The same kept answer as it is: time_slots (which asks as a browser does, compressed) against
    // this shows what compressing costs (the target: at least 0.8 of this rate).
    // The week's time slots for a two-segment visit, kept as a single service's are.
    { name: 'time_slots_visit', job: () => ({ url: visitSlotsUrl }) },
    {
      name: 'time_slots_identity',
      job: () => ({ url: slotsUrl, headers: { 'accept-encoding': 'identity' } }),
    },
    {
      name: 'booking_posts',
      targetRatio: 0.03,
      job: (round) => ({
        url: `${ctx.base}/v1/marketplace/events`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        bodies: bookingBodies(round),
      }),
      check: (loads) => checkBookings(ctx, loads, bodiesPerRound),
    },
  ];
}

/**
 * Double bookings of the booking company (must be none), and events created against 2xx answers.
 * Its rows only: the deep-page case's seed puts two events on each start of one employee (a
 * list's ties, no occupancy rows), which counted here as 50,000 double bookings when both ran,
 * and at BENCH_SCALE the whole tables are a million rows.
 */
async function checkBookings(ctx: BenchContext, loads: Load[], bodiesPerRound: number) {
  const p = ctx.prisma;
  const problems: string[] = [];
  const company = ctx.bookingCompany!.id;
  const [{ n: overlapping }] = await p.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM occupancies a JOIN occupancies b
      ON a.id < b.id AND a.company_id = b.company_id AND a.blocks AND b.blocks
     AND (a.employee_id = b.employee_id OR a.resource_id = b.resource_id)
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
     WHERE a.company_id = ${company}`;
  const [{ n: sameStart }] = await p.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (
      SELECT employee_id, starts_at FROM events
       WHERE company_id = ${company} AND status NOT IN ('cancelled', 'noshow')
       GROUP BY employee_id, starts_at HAVING count(*) > 1) x`;
  const created = await p.event.count({ where: { company_id: company, customer_name: 'Bench' } });
  const doubleBookings = Number(overlapping) + Number(sameStart);
  if (doubleBookings > 0) problems.push(`${doubleBookings} double bookings`);
  if (loads.some((l) => (l.bodies_used ?? 0) > bodiesPerRound))
    problems.push('booking_posts reused bodies (409s expected)');
  // autocannon counts answers received; up to one request per connection is still in flight when
  // the clock stops, and may create its event after: 2xx answers <= events <= 2xx + connections.
  const answered2xx = loads.reduce((s, l) => s + l.requests - l.non_2xx, 0);
  if (created < answered2xx || created > answered2xx + ctx.connections * loads.length)
    problems.push(`booking_posts: ${created} events for ${answered2xx} 2xx answers`);
  return { extra: { created, double_bookings: doubleBookings }, problems };
}
