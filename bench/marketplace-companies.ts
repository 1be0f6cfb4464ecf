/**
 * Marketplace company list at scale: seeds 10,000 companies (Iceland-wide positions, accented names,
 * one company type each, 1 in 10 hidden) and prints the median latency, through app.inject, of
 * filtered, sorted, paginated lists.
 *
 *   node bench/marketplace-companies.ts                        (embedded PGlite, in memory)
 *   DATABASE_URL=postgresql://... node bench/marketplace-companies.ts   (a schema of its own, dropped after)
 *
 * Env: BENCH_COMPANIES (default 10000), BENCH_ITERATIONS (default 200), BENCH_BUDGET_MS (default 50:
 * the exit code is 1 when a median is over it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedCompanies, timeListQueries } from './companies-10k.ts';

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
  const started = performance.now();
  await seedCompanies(db.prisma, COMPANIES);
  const seeded = performance.now() - started;
  const timings = await timeListQueries(app, ITERATIONS);
  const results = Object.fromEntries(
    Object.entries(timings).map(([name, t]) => [
      name,
      { median_ms: t.median_ms, p95_ms: t.p95_ms, rows: t.rows },
    ]),
  );
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
