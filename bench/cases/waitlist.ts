/**
 * Bench case `waitlist_cancel` (docs/api-conventions.md#waitlist-and-booking-offers): cancelling a booking where nobody waits against
 * cancelling one where 20 customers wait (the company keeps a waitlist). The second writes a
 * waitlist trigger in the cancel's transaction (the job matches later; jobs are off in the bench),
 * so it must answer as fast: target p50 with waiting entries <= 1.1 x p50 without.
 * Two companies alike but for the waitlist, each with `count` bookings made through the booking
 * service; then their cancels over HTTP one at a time, interleaved (A, B, B, A, ...), so that the
 * machine's noise falls on both alike.
 */
import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { median } from '../lib.ts';

const DAY = 86_400_000;
/** 08:00-20:00 every day: 12 hourly slots per employee. */
const HOURS = Array.from({ length: 7 }, () => ({ opens_at: '08:00', closes_at: '20:00' }));

async function company(p: PrismaClient, tag: string, waitlist: boolean) {
  const enterprise = await p.enterprise.create({ data: { name: `Bench waitlist ${tag}` } });
  const c = await p.company.create({
    data: {
      name: `Bench waitlist ${tag}`,
      enterprise_id: enterprise.id,
      url_name: `bench-waitlist-${tag}`,
      time_zone: 'UTC',
      marketplace_enabled: true,
      marketplace_visible: true,
      marketplace: { enabled: true, visible: true, waitlist_enabled: waitlist },
      profile: { booking_interval: 60, opening_hours: HOURS },
    },
  });
  const vat = await p.vat.create({
    data: { company_id: c.id, country_code: 'IS', ratio: '0.24', default: true },
  });
  const employees: string[] = [];
  for (let i = 0; i < 4; i++)
    employees.push(
      (
        await p.employee.create({
          data: { company_id: c.id, name: `E${i}`, order: i, marketplace_enabled: true },
        })
      ).id,
    );
  const et = await p.eventType.create({
    data: { company_id: c.id, vat_id: vat.id, title: 'Cut', duration: 60 },
  });
  return { id: c.id, employees, eventType: et.id };
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];

export async function waitlistCancelPair(app: FastifyInstance, p: PrismaClient, base: string, count = 300) {
  const tag = Date.now().toString(36);
  const without = await company(p, `${tag}-a`, false);
  const withWaiting = await company(p, `${tag}-b`, true);
  const firstDay = Math.floor(Date.now() / DAY) + 200;
  const book = async (c: Awaited<ReturnType<typeof company>>) => {
    const ids: string[] = [];
    for (let i = 0; ids.length < count; i++) {
      const slot = Math.floor(i / c.employees.length);
      const starts = (firstDay + Math.floor(slot / 12)) * DAY + (8 + (slot % 12)) * 3_600_000;
      const ev = (await app.services.bookings.createMarketplaceEvent(undefined, {
        company: c.id,
        event_types: [c.eventType],
        starts_at: new Date(starts).toISOString(),
        employee: c.employees[i % c.employees.length],
        customer_name: 'Bench cancel',
      })) as { id: string };
      ids.push(ev.id);
    }
    return ids;
  };
  const a = await book(without);
  const b = await book(withWaiting);
  // 20 customers waiting at company B, on days of their own (no matching runs here anyway).
  const date = new Date((firstDay + 60) * DAY).toISOString().slice(0, 10);
  for (let i = 0; i < 20; i++)
    await p.waitlistEntry.create({
      data: {
        company_id: withWaiting.id,
        event_type_ids: [withWaiting.eventType],
        dates: [{ date }],
        first_date: new Date(`${date}T00:00:00Z`),
        last_date: new Date(`${date}T00:00:00Z`),
        customer_name: `Waiting ${i}`,
        email: `waiting${i}@example.test`,
      },
    });
  const cancel = async (id: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/v1/marketplace/events/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"status":"cancelled"}',
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`cancel answered ${res.status}`);
    return performance.now() - t0;
  };
  // Warm-up: the first tenth of each, not counted.
  const warm = Math.floor(count / 10);
  for (let i = 0; i < warm; i++) {
    await cancel(a[i]);
    await cancel(b[i]);
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = warm; i < count; i++) {
    if (i % 2) {
      ta.push(await cancel(a[i]));
      tb.push(await cancel(b[i]));
    } else {
      tb.push(await cancel(b[i]));
      ta.push(await cancel(a[i]));
    }
  }
  const triggers = await p.waitlistTrigger.count({ where: { company_id: withWaiting.id } });
  const round = (x: number) => +x.toFixed(3);
  return {
    rps: Math.round(1000 / median(tb)),
    p50_ms: round(median(tb)),
    p99_ms: round(p99(tb)),
    ratio: null,
    without_p50_ms: round(median(ta)),
    without_p99_ms: round(p99(ta)),
    with_ratio: round(median(tb) / median(ta)),
    target_with_ratio: 1.1,
    cancels_each: ta.length,
    // Every measured cancel at B (and the warm-up's) recorded its trigger; A's recorded none.
    triggers_written: triggers,
  };
}
