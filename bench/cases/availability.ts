/**
 * "First available near me" (issue 34, GET /marketplace/availability): 1,000 bookable companies
 * within 5 km of one point, 5 employees each, one 30-minute "Haircut" every 15 minutes, open
 * 08:00-20:00 every day, a quarter of each day's slots taken. `availability_search_1k` asks for
 * the earliest first 20 of them on one day (every company a candidate: the engine runs for all
 * 1,000), `availability_search_1k_distance` for the nearest 20 (it stops once the page is full).
 * Seeded in SQL (a few statements), only when one of the two cases is run.
 */
import { expectOk, type Load } from '../lib.ts';
import type { BenchCase, BenchContext } from './types.ts';

export const AVAILABILITY_COMPANIES = 1000;
const CENTRE = { lat: 65.2, lng: -14.4 };
const P50_TARGET_MS = 50;

async function seed(ctx: BenchContext, day0: number) {
  const p = ctx.prisma;
  const n = AVAILABILITY_COMPANIES;
  const hours = JSON.stringify(Array.from({ length: 7 }, () => ({ opens_at: '08:00', closes_at: '20:00' })));
  // Within about 4 km of the centre: 0.036° of latitude, 0.085° of longitude at 65° N.
  await p.$executeRawUnsafe(`
    INSERT INTO companies (id, name, url_name, marketplace_enabled, marketplace_visible, lat, lng,
                           time_zone, country_code, marketplace, profile, updated_at)
    SELECT 'avail-c-' || i, 'Stofa ' || i, 'avail-c-' || i, true, true,
           ${CENTRE.lat} + (((i * 7919) % 1000) / 1000.0 - 0.5) * 0.072,
           ${CENTRE.lng} + (((i * 104729) % 1000) / 1000.0 - 0.5) * 0.17,
           'Atlantic/Reykjavik', 'IS', '{"enabled":true,"visible":true}'::jsonb,
           jsonb_build_object('booking_interval', 15, 'opening_hours', '${hours}'::jsonb), now()
      FROM generate_series(1, ${n}) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO vats (id, company_id, country_code, ratio, "default", updated_at)
    SELECT 'avail-v-' || i, 'avail-c-' || i, 'IS', 0.24, true, now() FROM generate_series(1, ${n}) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO event_types (id, company_id, vat_id, title, duration, updated_at)
    SELECT 'avail-et-' || i, 'avail-c-' || i, 'avail-v-' || i, 'Haircut', 30, now() FROM generate_series(1, ${n}) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO employees (id, company_id, name, "order", updated_at)
    SELECT 'avail-e-' || i || '-' || k, 'avail-c-' || i, 'E' || k, k, now()
      FROM generate_series(1, ${n}) i, generate_series(1, 5) k`);
  // Busy time on the searched day: employee k of company i booked at 08:00 + ((i + k) mod 4) hours
  // and every 4 hours after, 30 minutes each (3 per employee, 15,000 events).
  const dayStart = new Date(day0 * 86_400_000).toISOString();
  await p.$executeRawUnsafe(`
    INSERT INTO events (id, company_id, employee_id, event_type_ids, starts_at, ends_at, customer_name, updated_at)
    SELECT 'avail-ev-' || i || '-' || k || '-' || h, 'avail-c-' || i, 'avail-e-' || i || '-' || k,
           ARRAY['avail-et-' || i],
           '${dayStart}'::timestamptz + make_interval(hours => 8 + (i + k) % 4 + 4 * h),
           '${dayStart}'::timestamptz + make_interval(hours => 8 + (i + k) % 4 + 4 * h, mins => 30),
           'Seed', now()
      FROM generate_series(1, ${n}) i, generate_series(1, 5) k, generate_series(0, 2) h`);
  await p.$executeRawUnsafe(`
    INSERT INTO occupancies (id, company_id, event_id, employee_id, starts_at, ends_at)
    SELECT 'avail-o-' || id, company_id, id, employee_id, starts_at, ends_at FROM events WHERE id LIKE 'avail-ev-%'`);
  for (const t of ['companies', 'event_types', 'employees', 'events', 'occupancies'])
    await p.$executeRawUnsafe(`ANALYZE ${t}`);
}

let seeded: Promise<number> | undefined;

/**
 * The 1,000 companies (ids `avail-c-<i>`, event type `avail-et-<i>`, employees `avail-e-<i>-<k>`),
 * seeded once for the search's cases and the cold time-slot case (bench/cases/cold.ts): the day
 * number of the searched day (tomorrow, a whole day ahead, none of it "too soon" whatever the
 * hour of the run).
 */
export function availabilityCompanies(ctx: BenchContext): Promise<number> {
  seeded ??= (async () => {
    const day0 = Math.floor(Date.now() / 86_400_000) + 1;
    await seed(ctx, day0);
    return day0;
  })();
  return seeded;
}

export async function availabilityCases(ctx: BenchContext): Promise<BenchCase[]> {
  const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
  const names = ['availability_search_1k', 'availability_search_1k_distance'];
  if (only && !names.some((n) => only.includes(n))) return [];
  const day0 = await availabilityCompanies(ctx);
  const date = new Date(day0 * 86_400_000).toISOString().slice(0, 10);
  const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
  const filter = q({ location: { ...CENTRE, radius: 10_000 }, start_date: date, text: 'haircut' });
  const urls = {
    availability_search_1k: `${ctx.base}/v1/marketplace/availability?filter=${filter}&pagination=${q({ limit: 20 })}`,
    availability_search_1k_distance: `${ctx.base}/v1/marketplace/availability?filter=${filter}&sort=${q({ field: 'distance' })}&pagination=${q({ limit: 20 })}`,
  };
  const out: BenchCase[] = [];
  for (const [name, url] of Object.entries(urls)) {
    await expectOk(url);
    const body = (await (await fetch(url)).json()) as unknown[];
    if (body.length !== 20) throw new Error(`${name}: expected a full page of 20, got ${body.length}`);
    out.push({
      name,
      targetRatio: 0.02,
      job: () => ({ url }),
      check: async (loads: Load[]) => {
        const p50s = loads.map((l) => l.p50_ms).sort((a, b) => a - b);
        const p50 = p50s[p50s.length >> 1];
        return {
          extra: { companies: AVAILABILITY_COMPANIES, p50_target_ms: P50_TARGET_MS },
          problems: p50 > P50_TARGET_MS ? [`${name}: p50 ${p50} ms, target under ${P50_TARGET_MS} ms`] : [],
        };
      },
    });
  }
  return out;
}
