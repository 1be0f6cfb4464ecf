/**
 * The marketplace list workload shared by `npm run bench` and bench/marketplace-companies.ts:
 * N companies over Iceland (accented names, one company type each, 1 in 10 not enabled, 1 in 20
 * not visible), and four filtered, sorted, paginated list queries timed one at a time.
 */
import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../src/generated/prisma/client.ts';

export async function seedCompanies(p: PrismaClient, count: number): Promise<void> {
  await p.$executeRawUnsafe(`
    INSERT INTO company_types (id, name, readable_id, "order", updated_at)
    SELECT 'bench-t-' || i, (ARRAY['Hair', 'Nails', 'Massage', 'Dentist', 'Barber'])[i], 'bench-t-' || i, i, now()
      FROM generate_series(1, 5) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO enterprises (id, name, url_name, available_on_marketplace, updated_at)
    SELECT 'bench-e-' || i, 'Enterprise ' || i, 'bench-e-' || i, true, now() FROM generate_series(0, 199) i`);
  // Deterministic spread over Iceland (63.3..66.5 N, 24..13.5 W).
  await p.$executeRawUnsafe(`
    INSERT INTO companies (id, name, url_name, enterprise_id, marketplace_enabled, marketplace_visible,
                           lat, lng, favorites, country_code, location, profile, updated_at)
    SELECT 'bench-c-' || i,
           (ARRAY['Hársnyrting', 'Rakarastofa', 'Snyrtistofa', 'Nuddstofa', 'Tannlæknastofa'])[1 + i % 5] || ' ' || i,
           'bench-c-' || i, 'bench-e-' || (i % 200), i % 10 <> 0, i % 20 <> 7,
           63.3 + ((i * 7919) % 10000) / 10000.0 * 3.2, -24 + ((i * 104729) % 10000) / 10000.0 * 10.5,
           (i * 31) % 500, 'IS',
           jsonb_build_object('address', jsonb_build_object('city',
             (ARRAY['Reykjavík', 'Akureyri', 'Selfoss', 'Ísafjörður'])[1 + i % 4])),
           '{}'::jsonb, now()
      FROM generate_series(1, ${count}) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO company_company_types (id, company_id, company_type_id)
    SELECT 'bench-ct-' || i, 'bench-c-' || i, 'bench-t-' || (1 + i % 5) FROM generate_series(1, ${count}) i`);
  await p.$executeRawUnsafe('ANALYZE companies');
  await p.$executeRawUnsafe('ANALYZE company_company_types');
}

const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

export const LIST_QUERIES: Record<string, string> = {
  near_reykjavik_by_distance: `filter=${q({
    location: { lat: 64.1466, lng: -21.9426, radius: 50_000 },
    company_types: ['bench-t-1'],
  })}&sort=${q({ field: 'distance' })}&pagination=${q({ limit: 20, offset: 20 })}`,
  search_by_popularity: `search=harsnyrting&sort=${q({ field: 'popularity' })}&pagination=${q({
    limit: 20,
    offset: 40,
  })}`,
  all_by_name_offset_2000: `sort=${q({ field: 'name' })}&pagination=${q({ limit: 20, offset: 2000 })}`,
  deprecated_params: 'lat=65.68&lng=-18.09&radius=100000&sort_by=popular&limit=20&skip=20',
};

export interface ListTiming {
  median_ms: number;
  p95_ms: number;
  p99_ms: number;
  rows: number;
  /** Every latency measured, in ms, sorted. */
  times: number[];
}

/** Times each list query `iterations` times, sequentially, after 10 warm-up calls. */
export async function timeListQueries(
  app: FastifyInstance,
  iterations: number,
): Promise<Record<string, ListTiming>> {
  const at = (times: number[], f: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(2));
  const out: Record<string, ListTiming> = {};
  for (const [name, query] of Object.entries(LIST_QUERIES)) {
    const path = `/v1/marketplace/companies?${query}`;
    let rows = 0;
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({ method: 'GET', url: path });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      rows = res.json().length;
    }
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: path });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out[name] = { median_ms: at(times, 0.5), p95_ms: at(times, 0.95), p99_ms: at(times, 0.99), rows, times };
  }
  return out;
}
