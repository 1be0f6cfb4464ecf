/**
 * Marketplace company list at scale: seeds 10,000 companies (Iceland-wide positions, accented names,
 * one company type each, 1 in 10 hidden) and prints the median latency, through app.inject, of
 * filtered, sorted, paginated lists.
 *
 *   npx tsx bench/marketplace-companies.ts                        (embedded PGlite, in memory)
 *   DATABASE_URL=postgresql://... npx tsx bench/marketplace-companies.ts   (a schema of its own, dropped after)
 *
 * Env: BENCH_COMPANIES (default 10000), BENCH_ITERATIONS (default 200), BENCH_BUDGET_MS (default 50:
 * the exit code is 1 when a median is over it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 50);
const url = process.env.DATABASE_URL ?? '';
const schema = url ? `bench_${randomBytes(5).toString('hex')}` : undefined;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (schema) await admin(`CREATE SCHEMA "${schema}"`);
const db = await openDatabase({ url, dataDir: 'memory://', schema, poolSize: 10 });
const app = await buildApp({
  config: loadConfig({ RATE_LIMIT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
  db,
  logger: false,
});
await app.ready();

try {
  const p = db.prisma;
  const started = performance.now();
  await p.$executeRawUnsafe(`
    INSERT INTO company_types (id, name, readable_id, "order", updated_at)
    SELECT 'bench-t-' || i, (ARRAY['Hair', 'Nails', 'Massage', 'Dentist', 'Barber'])[i], 'bench-t-' || i, i, now()
      FROM generate_series(1, 5) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO enterprises (id, name, url_name, available_on_marketplace, updated_at)
    SELECT 'bench-e-' || i, 'Enterprise ' || i, 'bench-e-' || i, true, now() FROM generate_series(0, 199) i`);
  // Deterministic spread over Iceland (63.3..66.5 N, 24..13.5 W); 1 in 10 not enabled, 1 in 20 not visible.
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
      FROM generate_series(1, ${COMPANIES}) i`);
  await p.$executeRawUnsafe(`
    INSERT INTO company_company_types (id, company_id, company_type_id)
    SELECT 'bench-ct-' || i, 'bench-c-' || i, 'bench-t-' || (1 + i % 5) FROM generate_series(1, ${COMPANIES}) i`);
  await p.$executeRawUnsafe('ANALYZE companies');
  await p.$executeRawUnsafe('ANALYZE company_company_types');
  const seeded = performance.now() - started;

  const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
  const cases: Record<string, string> = {
    'near Reykjavík (50 km), type, by distance, page 2': `filter=${q({
      location: { lat: 64.1466, lng: -21.9426, radius: 50_000 },
      company_types: ['bench-t-1'],
    })}&sort=${q({ field: 'distance' })}&pagination=${q({ limit: 20, offset: 20 })}`,
    'search "harsnyrting", by popularity, page 3': `search=harsnyrting&sort=${q({
      field: 'popularity',
    })}&pagination=${q({ limit: 20, offset: 40 })}`,
    'all, by name, offset 2000': `sort=${q({ field: 'name' })}&pagination=${q({ limit: 20, offset: 2000 })}`,
    'deprecated lat/lng/radius + sort_by=popular + limit/skip':
      'lat=65.68&lng=-18.09&radius=100000&sort_by=popular&limit=20&skip=20',
  };

  const results: Record<string, { median_ms: number; p95_ms: number; rows: number }> = {};
  for (const [name, query] of Object.entries(cases)) {
    const path = `/v1/marketplace/companies?${query}`;
    let rows = 0;
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({ method: 'GET', url: path });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      rows = res.json().length;
    }
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: path });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (f: number) =>
      Number(times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(2));
    results[name] = { median_ms: at(0.5), p95_ms: at(0.95), rows };
  }
  console.table(results);
  const worst = Math.max(...Object.values(results).map((r) => r.median_ms));
  console.log(
    JSON.stringify({
      bench: 'marketplace-companies',
      database: db.kind,
      companies: COMPANIES,
      iterations: ITERATIONS,
      seed_ms: Math.round(seeded),
      worst_median_ms: worst,
      budget_ms: BUDGET_MS,
      ok: worst <= BUDGET_MS,
    }),
  );
  process.exitCode = worst <= BUDGET_MS ? 0 : 1;
} finally {
  await app.close();
  if (schema) await admin(`DROP SCHEMA "${schema}" CASCADE`);
}
