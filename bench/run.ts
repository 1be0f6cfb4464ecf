/**
 * `npm run bench`: the API against a bare Fastify hello-world, on PostgreSQL, in one run.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench
 *
 * Makes a schema of its own (dropped afterwards), migrates it, loads the demo data and starts, in
 * this process, a bare Fastify answering `{"ok":true}` (the baseline) and the API as production
 * runs it: request logs at the default level (info) written to bench/results/requests.log, rate
 * limiting on and counting every request (its limit far above the load, so nothing is refused;
 * in Redis when REDIS_URL is set, else in memory), jobs off. A second instance of the API with
 * rate limiting off serves the off half of the on/off pair. The load generator (autocannon) runs
 * in a child process (bench/load.ts), so it does not share this event loop.
 *
 * The machines are shared and noisy, so each case is measured as a ratio to the baseline run just
 * before it: BENCH_ROUNDS rounds (default 3), every round running, for each case, the baseline then
 * the case, BENCH_SECONDS each (default 5) with BENCH_CONNECTIONS (default 20). The table and
 * bench/results/latest.json give each case's median ratio (`ratio`) with its spread (the lowest
 * and highest round), its median req/s and latencies, and its CPU per request: the API's (this
 * process) and PostgreSQL's (every postgres process, from /proc), over all its rounds.
 *
 * Cases are modules under bench/cases/ (see bench/cases/types.ts), listed in CASE_SOURCES below.
 * After the rounds, booking_posts is set against the minimal booking transaction on the same database
 * (bench/cases/booking-limit.ts: its ratio_to_minimal). webhooks_booking_posts (bench/cases/webhooks.ts) runs booking POSTs without and
 * with a webhook endpoint, three pairs of rounds, the median of their ratios; marketplace_companies_10k seeds 10,000 more companies and times four list
 * queries one at a time (a latency, not a ratio; as bench/marketplace-companies.ts).
 * burst_one_slot and burst_distinct_slots (bench/cases/burst.ts) send 60 and 200 booking POSTs at once.
 * Exit code 1 when a case answered errors, a double booking exists, or a target is missed.
 *
 * Before the rounds every case (and the baseline) runs BENCH_WARMUP_SECONDS (2) unmeasured.
 *
 * Env: BENCH_ROUNDS, BENCH_WARMUP_SECONDS, BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_POOL_SIZE (default 10),
 * BENCH_CHANGE_TRACKING (notify, the default, or versions),
 * BENCH_COMPANIES (10000; 0 skips the list), BENCH_ITERATIONS (100 per list query), BENCH_CASES
 * (comma-separated names: run only these), REDIS_URL; BENCH_COLD_WEEKS (30) and BENCH_COLD_PROFILE_SECONDS (3)
 * for time_slots_cold (bench/cases/cold.ts), BENCH_DEEP_EVENTS (100000) for the deep page (bench/cases/deep-page.ts).
 *
 * BENCH_SCALE=n (bench/scale.ts): the same cases on a database that also holds n x (100 companies,
 * 10,000 events, 1,000 customers) of other tenants (100: the issue's hundredfold data), a copy of
 * one loaded once and reused; results to bench/results/latest-scale-<n>.json, each case's ratio set
 * beside the demo-size run's (BENCH_COMPARE, default bench/results/latest.json), and the plans of
 * every statement the cases sent (bench/plans.ts; BENCH_PLANS=1 at demo size too): a Seq Scan on a
 * table over BENCH_SEQ_SCAN_ROWS (5000) rows is a problem. BENCH_PLAN_CACHE_MODE (at scale) sets
 * the run database's plan_cache_mode (force_custom_plan: no generic plans).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { AuthService } from '../src/domain/auth/auth-service.ts';
import { DEMO, loadDemoData } from '../src/seed/demo.ts';
import { availabilityCases } from './cases/availability.ts';
import { minimalBookings } from './cases/booking-limit.ts';
import { burstCases } from './cases/burst.ts';
import { coldCases } from './cases/cold.ts';
import { coreCases } from './cases/core.ts';
import { customersCase } from './cases/customers.ts';
import { deepPageCases } from './cases/deep-page.ts';
import { menuCases } from './cases/menu.ts';
import { overloadCase } from './cases/overload.ts';
import { missedStartupTargets, startupCases } from './cases/startup.ts';
import type { BenchCase, BenchContext } from './cases/types.ts';
import { waitlistCancelPair } from './cases/waitlist.ts';
import { webhookBookingPosts } from './cases/webhooks.ts';
import { seedCompanies, timeListQueries } from './companies-10k.ts';
import {
  adminSql,
  autovacuumStandIn,
  drive,
  type Load,
  median,
  migrationSql,
  postgresCpuByPid,
  postgresCpuMsSince,
  processCpuMs,
} from './lib.ts';
import { explainRecorded, type PlanReport, recording, recordStatements } from './plans.ts';
import { SCALE_SCHEMA, scaledDatabase } from './scale.ts';

/** Where the cases come from: add a module under bench/cases/ and one line here. */
const CASE_SOURCES: ((ctx: BenchContext) => Promise<BenchCase[]>)[] = [
  coreCases,
  menuCases,
  availabilityCases,
  coldCases,
  deepPageCases,
];

const url = process.env.DATABASE_URL ?? '';
if (!url.startsWith('postgres')) {
  console.error(
    'npm run bench needs DATABASE_URL=postgresql://… (a PostgreSQL server): the embedded PGlite has a\n' +
      'single connection, so it cannot be measured under concurrent load. For example:\n' +
      '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench',
  );
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const ONLY = process.env.BENCH_CASES?.split(',').filter(Boolean);
const REDIS_URL = process.env.REDIS_URL ?? '';
const SCALE = Number(process.env.BENCH_SCALE ?? 0);
const PLANS = SCALE > 0 || process.env.BENCH_PLANS === '1';
const SEQ_SCAN_ROWS = Number(process.env.BENCH_SEQ_SCAN_ROWS ?? 5000);
/** A case at scale may run at no less than 1 / 1.5 of its demo-size ratio (issue 34). */
const SCALE_TOLERANCE = 1.5;
/** Far above what one client can send in a minute here, so every request is counted and none refused. */
const RATE_LIMIT = 100_000_000;
const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, 'results');
const requestLog = join(resultsDir, 'requests.log');
const runId = `bench_${randomBytes(5).toString('hex')}`;
// At scale the run has a database of its own (a copy of the loaded one), in its fixed schema; at
// demo size a schema of its own in DATABASE_URL's database.
const scaled = SCALE > 0 ? await scaledDatabase(url, SCALE) : undefined;
const dbUrl = scaled?.url ?? url;
const schema = scaled ? SCALE_SCHEMA : runId;
const load1 = loadavg()[0];
mkdirSync(resultsDir, { recursive: true });
rmSync(requestLog, { force: true });

const admin = (sqls: string[]) => adminSql(dbUrl, sqls);
if (PLANS) recordStatements();

/** One instance of the API as production runs it (logs at info to the file), on its own pool. */
async function startApi(rateLimit: number): Promise<{ app: FastifyInstance; base: string; db: Database }> {
  const db = await openDatabase({ url: dbUrl, dataDir: '', schema, poolSize: POOL, migrate: false });
  const config = loadConfig({
    RATE_LIMIT: String(rateLimit),
    REDIS_URL,
    REDIS_KEY_PREFIX: `${runId}:`,
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    DATABASE_POOL_SIZE: String(POOL),
    // Load shedding as configured for the run (the defaults when unset), for the overload case.
    OVERLOAD_MAX_IN_FLIGHT: process.env.OVERLOAD_MAX_IN_FLIGHT,
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: process.env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    // The load generators play a proxy (one address, hundreds of connections): as behind one,
    // no limit on connections per client address.
    MAX_CONNECTIONS_PER_CLIENT: '0',
  });
  const app = await buildApp({
    config,
    db,
    logger: { level: config.logLevel, file: requestLog },
    jobs: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

// The baseline: a bare Fastify in this process, same machine, same run.
const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/ping`;

if (!scaled)
  await admin([`CREATE SCHEMA "${schema}"`, `SET search_path TO "${schema}", public`, ...migrationSql()]);
// BENCH_CHANGE_TRACKING=versions: the caches' change tracking a distributed database runs in
// (docs/scaling.md, "Change notifications and the audit trail"), measured on this one.
const tracking = process.env.BENCH_CHANGE_TRACKING;
if (tracking && tracking !== 'notify' && tracking !== 'versions')
  throw new Error('BENCH_CHANGE_TRACKING is notify or versions');
if (tracking)
  await admin([`SET search_path TO "${schema}", public`, `SELECT set_change_tracking('${tracking}')`]);
const api = await startApi(RATE_LIMIT);
const apiOff = await startApi(0);

type Row = { rps: number | null; p50_ms: number; p99_ms: number; ratio: number | null } & Record<
  string,
  unknown
>;
const results: Record<string, Row> = {};
let plans: PlanReport | undefined;
/** How many times the bench vacuumed or analyzed for a server without autovacuum (autovacuumStandIn). */
let maintenances = 0;
const problems: string[] = [];
const round3 = (x: number) => +x.toFixed(3);

try {
  const p = api.db.prisma;
  await loadDemoData(p);
  const ctx: BenchContext = {
    base: api.base,
    baseRateLimitOff: apiOff.base,
    prisma: p,
    hqToken: await new AuthService(p).issueToken('demo_user_owner', 'bench'),
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  let cases: BenchCase[] = [];
  for (const source of CASE_SOURCES) cases.push(...(await source(ctx)));
  if (ONLY) cases = cases.filter((c) => ONLY.includes(c.name));

  // Where the server runs without autovacuum, its vacuum and analyze are done between measurements
  // as its default thresholds would (bench/lib.ts): the figures are those of a maintained server.
  const standIn = await autovacuumStandIn(dbUrl, schema);
  const settle = async () => {
    if (standIn && (await standIn()).length > 0) maintenances++;
  };
  await settle();
  // Warm-up (not measured): the first seconds of a case pay for JIT compilation and cold caches.
  // From here the statements the API sends are recorded for their plans (not the seeding above).
  recording(true);
  await drive({ url: bareUrl }, WARMUP, CONNECTIONS);
  for (const c of cases.filter((c) => c.warmup !== false)) await drive(c.job(-1), WARMUP, CONNECTIONS);

  // Interleaved: every round runs the baseline right before each case.
  const measured = new Map<string, { loads: Load[]; baselines: number[]; apiCpu: number; pgCpu: number }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      await settle();
      const base = await drive({ url: bareUrl }, SECONDS, CONNECTIONS);
      const job = c.job(round);
      const api0 = processCpuMs();
      const pg0 = postgresCpuByPid();
      const load = await drive(job, SECONDS, CONNECTIONS);
      const m = measured.get(c.name) ?? { loads: [], baselines: [], apiCpu: 0, pgCpu: 0 };
      m.loads.push(load);
      m.baselines.push(base.rps);
      m.apiCpu += processCpuMs() - api0;
      m.pgCpu += postgresCpuMsSince(pg0);
      measured.set(c.name, m);
      console.log(`round ${round + 1}/${ROUNDS} ${c.name}: ${load.rps} req/s, baseline ${base.rps}`);
    }
  }
  // The checks and the minimal booking transaction are the bench's own statements.
  recording(false);
  for (const c of cases) {
    const m = measured.get(c.name)!;
    const ratios = m.loads.map((l, i) => l.rps / m.baselines[i]);
    const requests = m.loads.reduce((s, l) => s + l.requests, 0);
    const checked = (await c.check?.(m.loads)) ?? {};
    const row: Row = {
      rps: Math.round(median(m.loads.map((l) => l.rps))),
      p50_ms: median(m.loads.map((l) => l.p50_ms)),
      p99_ms: median(m.loads.map((l) => l.p99_ms)),
      ratio: round3(median(ratios)),
      ratio_min: round3(Math.min(...ratios)),
      ratio_max: round3(Math.max(...ratios)),
      ratios: ratios.map(round3),
      baseline_rps: Math.round(median(m.baselines)),
      api_cpu_ms_per_request: round3(m.apiCpu / Math.max(1, requests)),
      pg_cpu_ms_per_request: round3(m.pgCpu / Math.max(1, requests)),
      requests,
      non_2xx: m.loads.reduce((s, l) => s + l.non_2xx, 0),
      errors: m.loads.reduce((s, l) => s + l.errors + l.timeouts, 0),
      ...(c.targetRatio !== undefined ? { target_ratio: c.targetRatio } : {}),
      ...checked.extra,
    };
    results[c.name] = row;
    problems.push(...(checked.problems ?? []));
    if (c.targetRatio !== undefined && row.ratio! < c.targetRatio)
      problems.push(`${c.name}: median ratio ${row.ratio} under ${c.targetRatio}`);
    if (Number(row.non_2xx) + Number(row.errors) > 0) problems.push(`${c.name}: non-2xx answers or errors`);
  }
  // booking_posts against its limit: the minimal booking transaction (bench/cases/booking-limit.ts)
  // on the same database, ROUNDS runs of SECONDS from 8 connections, right after the rounds.
  const bcLimit = ctx.bookingCompany;
  const posts = results.booking_posts;
  if (bcLimit && posts?.rps) {
    const limits: number[] = [];
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await settle();
      const m = await minimalBookings({
        url: dbUrl,
        schema,
        company: bcLimit.id,
        eventType: bcLimit.eventType,
        employees: bcLimit.employees,
        // Far past every day the other booking cases take (they book forward from freeDay).
        firstDay: bcLimit.freeDay + 2000 + round * 400,
        seconds: SECONDS,
        clients: 8,
      });
      limits.push(m.tps);
      refused += m.refused;
      console.log(`round ${round + 1}/${ROUNDS} minimal booking transaction: ${m.tps} tx/s`);
    }
    posts.minimal_booking_tps = Math.round(median(limits));
    posts.ratio_to_minimal = round3(Number(posts.rps) / median(limits));
    if (refused > 0) problems.push(`minimal booking transaction: ${refused} refused on distinct slots`);
  }

  recording(true);
  const on = results.marketplace_company_by_slug;
  const off = results.marketplace_company_by_slug_rate_limit_off;
  if (on?.ratio && off?.ratio) {
    const cost = round3(1 - on.ratio / off.ratio);
    on.rate_limit_cost = cost;
    if (cost > 0.1) problems.push(`rate limiting costs ${cost * 100}% of req/s (target <= 10%)`);
  }

  // Booking POSTs without, then with, one webhook endpoint, back to back (bench/cases/webhooks.ts):
  // not interleaved, as the endpoint stays once made; the baseline is measured just before.
  const bc = ctx.bookingCompany;
  if (bc && (!ONLY || ONLY.includes('webhooks_booking_posts'))) {
    const base = await drive({ url: bareUrl }, SECONDS, CONNECTIONS);
    const hooks = await webhookBookingPosts({
      base: api.base,
      prisma: p,
      company: bc.id,
      eventType: bc.eventType,
      employees: bc.employees,
      firstDay: bc.freeDay,
      seconds: SECONDS,
      connections: CONNECTIONS,
      settle,
      drive: (job) => drive(job, SECONDS, CONNECTIONS),
    });
    results.webhooks_booking_posts = {
      ...hooks,
      ratio: round3(hooks.rps / base.rps),
      baseline_rps: base.rps,
    };
    if (hooks.with_ratio < 0.9)
      problems.push('webhooks_booking_posts: with an endpoint under 90% of without');
    if (!hooks.deliveries_match) problems.push('webhooks_booking_posts: a booking without its delivery');
  }

  if (COMPANIES > 0 && (!ONLY || ONLY.includes('marketplace_companies_10k'))) {
    results.marketplace_companies_10k = await companiesList(p);
    if (results.marketplace_companies_10k.p50_ms > 50) problems.push('marketplace list median over 50 ms');
  }

  // 10,000 customers of the salon searched by a fragment of a name, an e-mail and a phone
  // (sequential; bench/cases/customers.ts).
  if (COMPANIES > 0 && (!ONLY || ONLY.includes('hq_customers_10k'))) {
    results.hq_customers_10k = await customersCase(api.app, p, {
      companyId: DEMO.salon,
      token: ctx.hqToken,
      count: COMPANIES,
      iterations: ITERATIONS,
    });
    if (results.hq_customers_10k.p50_ms > 50) problems.push('customer search median over 50 ms');
  }

  // Cancels where nobody waits against cancels where 20 wait (bench/cases/waitlist.ts): sequential,
  // interleaved; the second records a waitlist trigger in its transaction and must stay as fast.
  if (!ONLY || ONLY.includes('waitlist_cancel')) {
    const wl = await waitlistCancelPair(api.app, p, api.base);
    results.waitlist_cancel = wl;
    if (wl.with_ratio > 1.1)
      problems.push('waitlist_cancel: a cancel with waiting entries over 1.1 x one without');
    if (wl.triggers_written === 0) problems.push('waitlist_cancel: the cancels recorded no waitlist trigger');
  }

  // Bursts (bench/cases/burst.ts): 60 bookings of one slot and 200 of distinct slots at once are
  // served by the admission queue, none refused.
  if (!ONLY || ONLY.includes('burst')) {
    const bursts = await burstCases(api.base, p);
    for (const [name, r] of Object.entries(bursts.rows))
      results[name] = { ...r, rps: null, p50_ms: 0, p99_ms: r.p99_ms, ratio: null };
    problems.push(...bursts.problems);
  }

  // Four times saturation: accepted requests keep p99 < 1 s, the rest are refused fast. The
  // request is the bench company's HQ event list (100 bookings with their services, a calendar's
  // read: server work of several ms, as overload is where the server's work is the bottleneck).
  // BENCH_OVERLOAD_TARGET=resources takes the salon's resource list instead (about 1 ms of API
  // work, less than the HTTP round trip itself: there the refusals' HTTP cost on both sides of a
  // shared 2-core machine is what saturates; see README, Reliability).
  if (!ONLY || ONLY.includes('overload')) {
    let overloadUrl = `${api.base}/v1/hq/companies/${DEMO.salon}/resources`;
    if (process.env.BENCH_OVERLOAD_TARGET !== 'resources' && bc) {
      // The demo owner (the bench token's user) administers the bench company's enterprise.
      const company = await p.company.findUniqueOrThrow({ where: { id: bc.id } });
      await p.enterpriseAdmin.create({
        data: { enterprise_id: company.enterprise_id!, user_id: 'demo_user_owner' },
      });
      const page = encodeURIComponent(JSON.stringify({ limit: 100 }));
      overloadUrl = `${api.base}/v1/hq/companies/${bc.id}/events?pagination=${page}`;
    }
    // The API's event-loop delay meanwhile (it runs in this process): a refusal waits for the
    // loop's current turn, so this is the floor of the refused latency. GC pauses with BENCH_DEBUG.
    const serverLag = monitorEventLoopDelay({ resolution: 10 });
    const gcs: number[] = [];
    const gcObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.duration > 20) gcs.push(Math.round(e.duration));
    });
    serverLag.enable();
    if (process.env.BENCH_DEBUG) gcObserver.observe({ entryTypes: ['gc'] });
    const overload = await overloadCase({
      url: overloadUrl,
      headers: { authorization: `Bearer ${ctx.hqToken}` },
      seconds: SECONDS,
      connections: CONNECTIONS,
      sockets: Number(process.env.BENCH_OVERLOAD_SOCKETS ?? 256),
      warmup: WARMUP,
    });
    serverLag.disable();
    gcObserver.disconnect();
    if (process.env.BENCH_DEBUG) console.error(`GC pauses over 20 ms: ${gcs.join(', ') || 'none'}`);
    results.overload = {
      ...overload.row,
      server_lag_p99_ms: round3(serverLag.percentile(99) / 1e6),
      server_lag_max_ms: round3(serverLag.max / 1e6),
      ratio: null,
    };
    problems.push(...overload.problems);
  }
  if (PLANS) {
    plans = await explainRecorded(dbUrl, schema, SEQ_SCAN_ROWS);
    for (const s of plans.seq_scans)
      problems.push(
        `${s.plan} plan reads ${s.tables.map((t) => `${t.table} (${t.rows} rows)`).join(', ')} without an index: ${s.statement.slice(0, 160)}`,
      );
  }
} finally {
  await api.app.close();
  await apiOff.app.close();
  await bare.close().catch(() => {});
  if (scaled) await scaled.drop();
  else await admin([`DROP SCHEMA "${schema}" CASCADE`]);
}

/** The 10,000-company list workload (bench/companies-10k.ts), timed sequentially. */
async function companiesList(p: Database['prisma']): Promise<Row> {
  await seedCompanies(p, COMPANIES);
  const timings = await timeListQueries(api.app, ITERATIONS);
  const per = Object.fromEntries(
    Object.entries(timings).map(([name, t]) => [
      name,
      { median_ms: t.median_ms, p99_ms: t.p99_ms, rows: t.rows },
    ]),
  );
  const all = Object.values(timings).flatMap((t) => t.times);
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
    spread: r.ratio === null ? '' : `${r.ratio_min}-${r.ratio_max}`,
    'API ms/req': r.api_cpu_ms_per_request ?? '',
    'PG ms/req': r.pg_cpu_ms_per_request ?? '',
    'non-2xx': r.non_2xx ?? '',
    extra:
      name === 'booking_posts'
        ? `created ${r.created}, double bookings ${r.double_bookings}` +
          (r.minimal_booking_tps
            ? `, minimal transaction ${r.minimal_booking_tps}/s: ${r.ratio_to_minimal} of it`
            : '')
        : name === 'marketplace_company_by_slug' && r.rate_limit_cost !== undefined
          ? `rate limiting costs ${(Number(r.rate_limit_cost) * 100).toFixed(1)}%`
          : name === 'webhooks_booking_posts'
            ? `without ${r.without_rps}/s, with ${r.rps}/s: ${r.with_ratio}`
            : name === 'waitlist_cancel'
              ? `without waiting ${r.without_p50_ms} ms, with ${r.p50_ms} ms: ${r.with_ratio}`
              : name === 'marketplace_companies_10k'
                ? 'worst median of 4 list queries, sequential'
                : name === 'overload'
                  ? `saturation ${r.saturation_rps}/s, offered ${r.offered_rps}/s: ${r.accepted} accepted, ` +
                    `${r.refused} refused (p50 ${r.refused_p50_ms} ms, p99 ${r.refused_p99_ms} ms), ${r.failed} failed, generator lag p99 ${r.generator_lag_p99_ms} ms, API lag p99 ${r.server_lag_p99_ms} ms`
                  : '',
  };
}
// At scale: each case beside the demo-size run's (another run, on the same machine at another
// moment: the ratios to a baseline measured beside each case are what carries over). "of demo" is
// the ratio at scale over the ratio at demo size, or for a case timed one request at a time (no
// ratio) the demo's p50 over this p50: 1 is as fast as at demo size, under 1 / 1.5 misses.
const compareFile = process.env.BENCH_COMPARE ?? join(resultsDir, 'latest.json');
if (SCALE > 0 && existsSync(compareFile)) {
  const demo = JSON.parse(readFileSync(compareFile, 'utf8')) as Record<string, Partial<Row>>;
  for (const [name, r] of Object.entries(results)) {
    const d = demo[name];
    if (!d) continue;
    const positive = (x: unknown): x is number => typeof x === 'number' && x > 0;
    const ofDemo =
      positive(r.ratio) && positive(d.ratio)
        ? r.ratio / d.ratio
        : r.ratio === null && positive(r.p50_ms) && positive(d.p50_ms)
          ? d.p50_ms / r.p50_ms
          : undefined;
    if (ofDemo === undefined) continue;
    r.demo_ratio = d.ratio ?? null;
    r.demo_p50_ms = d.p50_ms;
    r.of_demo = round3(ofDemo);
    table[name]['demo ratio'] = d.ratio ?? `p50 ${d.p50_ms} ms`;
    table[name]['of demo'] = r.of_demo;
    if (ofDemo < 1 / SCALE_TOLERANCE)
      problems.push(
        `${name}: at scale ${SCALE} ${r.of_demo} of its demo-size figure (target >= ${round3(1 / SCALE_TOLERANCE)})`,
      );
  }
  console.log(`demo-size figures from ${compareFile}`);
}
console.log(
  `npm run bench: ${ROUNDS} rounds x (baseline + case) x ${SECONDS} s x ${CONNECTIONS} connections; ` +
    `autocannon in a child process; PostgreSQL, pool ${POOL}; request logs at info to ${requestLog}; ` +
    `rate limit ${RATE_LIMIT}/min per client counted in ${REDIS_URL ? 'Redis' : 'memory'} ` +
    `(off for *_rate_limit_off); jobs off; ${cpus().length} CPUs, load average ${load1.toFixed(2)} at start` +
    (maintenances > 0
      ? `; autovacuum off on the server: its VACUUM and ANALYZE done at its thresholds ${maintenances} times`
      : '') +
    (scaled
      ? `; BENCH_SCALE=${SCALE} (loaded in ${scaled.loadSeconds} s${scaled.reused ? ', reused' : ''})`
      : ''),
);
console.table(table);
// Start-up time and resident memory of the server process (bench/cases/startup.ts).
// (Skipped when BENCH_CASES names other cases only.)
const startup = !ONLY || ONLY.includes('startup') ? await startupCases(url) : [];
console.table(startup);
problems.push(...missedStartupTargets(startup));
if (plans) {
  console.log(
    `query plans: ${plans.statements} statements recorded, ${plans.explained} explained, ${plans.skipped} not ` +
      `plannable (BEGIN, SET, ...), ${plans.generic_explained} generic plans explained too; Seq Scans on tables over ${plans.min_rows} rows: ${plans.seq_scans.length}`,
  );
  for (const s of plans.seq_scans)
    console.log(
      `  ${s.plan} plan, ${s.tables.map((t) => `${t.table} (${t.rows})`).join(', ')}: ${s.statement}`,
    );
}
// The demo-size run keeps latest.json (what a scaled run compares with); a scaled run its own file.
const file = join(resultsDir, SCALE > 0 ? `latest-scale-${SCALE}.json` : 'latest.json');
writeFileSync(
  file,
  `${JSON.stringify({ ...results, startup, ...(scaled ? { scale: { factor: SCALE, load_seconds: scaled.loadSeconds, reused: scaled.reused } } : {}), ...(plans ? { plans } : {}) }, null, 2)}\n`,
);
console.log(`written to ${file}`);
if (problems.length) {
  console.log(`problems: ${problems.join('; ')}`);
  process.exitCode = 1;
}
