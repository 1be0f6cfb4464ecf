/**
 * `npm run bench`: the API against a bare Fastify hello-world, on PostgreSQL, in one run.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench
 *
 * Makes a schema of its own (dropped afterwards), migrates it, loads the demo data plus a bench
 * company (5 employees, 7 days of existing bookings) and starts, in this process, a bare Fastify
 * answering `{"ok":true}` (the baseline) and the API (RATE_LIMIT=0, logs off, jobs off). The load
 * generator (autocannon) runs in a child process (bench/load.ts), so it does not share this
 * event loop. Cases, each for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 20):
 *   baseline                     GET /ping on the bare Fastify
 *   hq_list                      GET /v1/hq/companies/{salon}/resources, owner's HQ token
 *   marketplace_company_by_slug  GET /v1/marketplace/companies/nordurljos-salon
 *   service_menu, service_menu_groups  the salon's menu by url_name (bench/cases/menu.ts)
 *   time_slots                   GET .../time_slots, 7 days, 5 employees, 126 busy events
 *   booking_posts                POST /v1/marketplace/events, every request a distinct (slot, employee);
 *                                afterwards the double bookings are counted in the database (must be 0)
 *   webhooks_booking_posts       booking_posts without, then with, one webhook endpoint subscribed
 *                                (bench/cases/webhooks.ts); target: with >= 90% of without
 *   marketplace_companies_10k    10,000 more companies, then the median latency of four filtered,
 *                                sorted, paginated lists (sequential, app.inject; as bench/marketplace-companies.ts)
 *   hq_customers_10k             10,000 customers of the salon searched by a fragment of a name, an
 *                                e-mail and a phone (sequential; bench/cases/customers.ts)
 * Prints a table and writes bench/results/latest.json: an object keyed by case name, each
 * { rps, p50_ms, p99_ms, ratio } (ratio = rps / baseline rps) plus extra fields.
 * Exit code 1 when a case answered errors, a double booking exists, or a target of the issues is missed.
 *
 * Env: BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_POOL_SIZE (default 10), BENCH_COMPANIES (10000),
 * BENCH_ITERATIONS (100 per list query).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { loadMigrations } from '../src/db/migrations.ts';
import { AuthService } from '../src/domain/auth/auth-service.ts';
import { DEMO, loadDemoData } from '../src/seed/demo.ts';
import { customersCase } from './cases/customers.ts';
import { runMenuCases } from './cases/menu.ts';
import { overloadCase } from './cases/overload.ts';
import { startupCases } from './cases/startup.ts';
import { webhookBookingPosts } from './cases/webhooks.ts';
import { seedCompanies, timeListQueries } from './companies-10k.ts';

const url = process.env.DATABASE_URL ?? '';
if (!url.startsWith('postgres')) {
  console.error(
    'npm run bench needs DATABASE_URL=postgresql://… (a PostgreSQL server): the embedded PGlite has a\n' +
      'single connection, so it cannot be measured under concurrent load. For example:\n' +
      '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench',
  );
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const here = dirname(fileURLToPath(import.meta.url));
const schema = `bench_${randomBytes(5).toString('hex')}`;
const load1 = loadavg()[0];

async function admin(sqls: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of sqls) await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Load {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
  bodies_used?: number;
}

/** Runs autocannon in a child process (bench/load.ts) and answers its summary. */
function drive(job: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  bodies?: string[];
}): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'load.ts')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/load.ts exited with ${code}`));
      resolve(JSON.parse(out) as Load);
    });
    child.stdin.end(JSON.stringify({ ...job, connections: CONNECTIONS, duration: SECONDS }));
  });
}

/** Fails early (not after seconds of 4xx) when a case's request is not answered 2xx. */
async function expectOk(target: string, init?: RequestInit) {
  const res = await fetch(target, init);
  if (res.status >= 300) throw new Error(`${target} answered ${res.status}: ${await res.text()}`);
}

type Row = { rps: number | null; p50_ms: number; p99_ms: number; ratio: number | null } & Record<
  string,
  unknown
>;
const results: Record<string, Row> = {};
const problems: string[] = [];

// The baseline: a bare Fastify in this process, same machine, same run.
const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/ping`;

const migrations = loadMigrations()
  .migrationDirectories.map((d) => d.migrationFile.content)
  .filter((f) => f.tag === 'ok')
  .map((f) => (f as { value: string }).value);
await admin([`CREATE SCHEMA "${schema}"`, `SET search_path TO "${schema}", public`, ...migrations]);
const db = await openDatabase({ url, dataDir: '', schema, poolSize: POOL, migrate: false });
const app = await buildApp({
  config: loadConfig({
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    DATABASE_POOL_SIZE: String(POOL),
  }),
  db,
  logger: false,
  jobs: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

try {
  const p = db.prisma;
  await loadDemoData(p);
  const token = await new AuthService(p).issueToken('demo_user_owner', 'bench');

  // The booking company: 5 employees, a 15-minute service, 08-20 every day.
  const enterprise = await p.enterprise.create({ data: { name: 'Bench' } });
  const company = await p.company.create({
    data: {
      name: 'Bench salon',
      enterprise_id: enterprise.id,
      time_zone: 'Atlantic/Reykjavik',
      marketplace_enabled: true,
      marketplace_visible: true,
      marketplace: { enabled: true, visible: true, allow_booking_without_confirmation: true },
      profile: {
        booking_interval: 15,
        opening_hours: Array.from({ length: 7 }, () => ({ opens_at: '08:00', closes_at: '20:00' })),
      },
    },
  });
  const vat = await p.vat.create({ data: { company_id: company.id, country_code: 'IS', ratio: '0.24' } });
  const eventType = await p.eventType.create({
    data: { company_id: company.id, vat_id: vat.id, title: 'Cut', duration: 15 },
  });
  const employees: string[] = [];
  for (let i = 0; i < 5; i++) {
    const e = await p.employee.create({ data: { company_id: company.id, name: `E${i}`, order: i } });
    employees.push(e.id);
  }
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

  const baseline = await drive({ url: bareUrl });
  results.baseline = { ...baseline, ratio: 1 };
  const ratio = (rps: number) => +(rps / baseline.rps).toFixed(3);
  await bare.close();

  const hqUrl = `${base}/v1/hq/companies/${DEMO.salon}/resources`;
  const hqHeaders = { authorization: `Bearer ${token}` };
  await expectOk(hqUrl, { headers: hqHeaders });
  const hq = await drive({ url: hqUrl, headers: hqHeaders });
  results.hq_list = { ...hq, ratio: ratio(hq.rps) };

  const slugUrl = `${base}/v1/marketplace/companies/nordurljos-salon`;
  await expectOk(slugUrl);
  const slug = await drive({ url: slugUrl });
  results.marketplace_company_by_slug = { ...slug, ratio: ratio(slug.rps) };

  for (const [name, r] of Object.entries(await runMenuCases(base, drive, (u) => expectOk(u))))
    results[name] = { ...r, ratio: ratio(r.rps) };
  const slotsUrl =
    `${base}/v1/marketplace/companies/${company.id}/time_slots` +
    `?event_type_ids=${eventType.id}&start_date=${date(day0)}&end_date=${date(day0 + 6)}`;
  await expectOk(slotsUrl);
  const slots = await drive({ url: slotsUrl });
  results.time_slots = { ...slots, ratio: ratio(slots.rps), target_ratio: 0.1 };
  if (ratio(slots.rps) < 0.1) problems.push('time_slots under 10% of the baseline');

  // Distinct (slot, employee) bodies from day 10 on: 48 starts a day (08:00-20:00, 15 min) x 5
  // employees = 240 a day; enough days for 3,000 POSTs/s over the whole run.
  const days = Math.ceil((3000 * SECONDS) / 240);
  const bodies: string[] = [];
  for (let d = 10; d < 10 + days; d++)
    for (let m = 8 * 60; m < 20 * 60; m += 15)
      for (const e of employees)
        bodies.push(
          JSON.stringify({
            company: company.id,
            event_types: [eventType.id],
            starts_at: new Date((day0 + d) * 86_400_000 + m * 60_000).toISOString(),
            employee: e,
            customer_name: 'Bench',
          }),
        );
  const posts = await drive({
    url: `${base}/v1/marketplace/events`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodies,
  });
  const [{ n: overlapping }] = await p.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM occupancies a JOIN occupancies b
      ON a.id < b.id AND a.company_id = b.company_id AND a.blocks AND b.blocks
     AND (a.employee_id = b.employee_id OR a.resource_id = b.resource_id)
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`;
  const [{ n: sameStart }] = await p.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (
      SELECT employee_id, starts_at FROM events WHERE status NOT IN ('cancelled', 'noshow')
       GROUP BY employee_id, starts_at HAVING count(*) > 1) x`;
  const created = await p.event.count({ where: { customer_name: 'Bench' } });
  const doubleBookings = Number(overlapping) + Number(sameStart);
  results.booking_posts = {
    ...posts,
    ratio: ratio(posts.rps),
    created,
    double_bookings: doubleBookings,
    target_rps: 500,
  };
  delete results.booking_posts.bodies_used;
  if ((posts.bodies_used ?? 0) > bodies.length) problems.push('booking_posts reused bodies (409s expected)');
  if (doubleBookings > 0) problems.push(`${doubleBookings} double bookings`);
  // autocannon counts answers received; up to one request per connection is still in flight when
  // the clock stops, and may create its event after: 2xx answers <= events <= 2xx + connections.
  const answered2xx = posts.requests - posts.non_2xx;
  if (created < answered2xx || created > answered2xx + CONNECTIONS)
    problems.push(`booking_posts: ${created} events for ${answered2xx} 2xx answers`);
  if (posts.rps < 500) problems.push('booking_posts under 500/s');

  const hooks = await webhookBookingPosts({
    base,
    prisma: p,
    company: company.id,
    eventType: eventType.id,
    employees,
    firstDay: day0 + 10 + days,
    seconds: SECONDS,
    drive,
  });
  results.webhooks_booking_posts = { ...hooks, ratio: ratio(hooks.rps) };
  if (hooks.with_ratio < 0.9) problems.push('webhooks_booking_posts: with an endpoint under 90% of without');
  if (!hooks.deliveries_match) problems.push('webhooks_booking_posts: a booking without its delivery');

  // Four times saturation on the HQ list: accepted requests keep p99 < 1 s, the rest refused fast.
  const overload = await overloadCase({
    url: hqUrl,
    headers: hqHeaders,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  results.overload = { ...overload.row, ratio: null };
  problems.push(...overload.problems);

  results.marketplace_companies_10k = await companiesList(p);
  if (results.marketplace_companies_10k.p50_ms > 50) problems.push('marketplace list median over 50 ms');
  results.hq_customers_10k = await customersCase(app, p, {
    companyId: DEMO.salon,
    token,
    count: COMPANIES,
    iterations: ITERATIONS,
  });
  if (results.hq_customers_10k.p50_ms > 50) problems.push('customer search median over 50 ms');
  for (const [name, r] of Object.entries(results))
    if (Number(r.non_2xx ?? 0) + Number(r.errors ?? 0) > 0)
      problems.push(`${name}: non-2xx answers or errors`);
} finally {
  await app.close();
  await bare.close().catch(() => {});
  await admin([`DROP SCHEMA "${schema}" CASCADE`]);
}

/** The 10,000-company list workload (bench/companies-10k.ts), timed sequentially. */
async function companiesList(p: typeof db.prisma): Promise<Row> {
  await seedCompanies(p, COMPANIES);
  const timings = await timeListQueries(app, ITERATIONS);
  const per = Object.fromEntries(
    Object.entries(timings).map(([name, t]) => [
      name,
      { median_ms: t.median_ms, p99_ms: t.p99_ms, rows: t.rows },
    ]),
  );
  const all = Object.values(timings).flatMap((t) => t.times);
  all.sort((a, b) => a - b);
  const mean = all.reduce((s, t) => s + t, 0) / all.length;
  return {
    // Sequential (one request at a time): rps is 1000 / mean latency, not a throughput under load.
    rps: Math.round(1000 / mean),
    p50_ms: Math.max(...Object.values(per).map((r) => r.median_ms)),
    p99_ms: Math.max(...Object.values(per).map((r) => r.p99_ms)),
    ratio: null,
    companies: COMPANIES,
    target_median_ms: 50,
    queries: per,
  };
}

const table: Record<string, Record<string, unknown>> = {};
for (const [name, r] of Object.entries(results)) {
  table[name] = {
    'req/s': r.rps,
    'p50 ms': r.p50_ms,
    'p99 ms': r.p99_ms,
    ratio: r.ratio,
    'non-2xx': r.non_2xx ?? '',
    extra:
      name === 'booking_posts'
        ? `created ${r.created}, double bookings ${r.double_bookings}`
        : name === 'marketplace_companies_10k'
          ? 'worst median of 4 list queries, sequential'
          : name === 'hq_customers_10k'
            ? 'worst median of 3 customer searches, sequential'
            : name === 'webhooks_booking_posts'
              ? `without ${r.without_rps}/s, with ${r.rps}/s: ${r.with_ratio}`
              : name === 'marketplace_companies_10k'
                ? 'worst median of 4 list queries, sequential'
                : '',
  };
}
console.log(
  `npm run bench: ${SECONDS} s x ${CONNECTIONS} connections per case; autocannon in a child process; ` +
    `PostgreSQL, pool ${POOL}; ${cpus().length} CPUs, load average ${load1.toFixed(2)} at start`,
);
console.table(table);
// Start-up time and idle memory of `npm start`, on PostgreSQL and embedded (bench/cases/startup.ts).
const startup = await startupCases(url);
console.table(startup);
const file = join(here, 'results', 'latest.json');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ ...results, startup }, null, 2)}\n`);
console.log(`written to ${file}`);
if (problems.length) {
  console.log(`problems: ${problems.join('; ')}`);
  process.exitCode = 1;
}
