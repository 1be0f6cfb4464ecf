/**
 * Bookings under load, against a listening app on PostgreSQL (a schema of its own, dropped after):
 * - time_slots: GET 7 days for a company with 5 employees;
 * - bookings: POST /v1/marketplace/events, every request on a distinct (slot, employee);
 * - baseline: a bare Fastify answering a small JSON on the same machine in the same run.
 * Afterwards it counts double bookings (overlapping blocking occupancies, and events sharing an
 * employee and a start): must be 0. Prints one JSON line:
 *   { baseline, time_slots: {rps, p50_ms, p99_ms, ratio}, bookings: {rps, p50_ms, p99_ms, ratio, double_bookings} }
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npx tsx bench/bookings.ts
 *
 * Env: BENCH_SECONDS (default 5 per phase), BENCH_CONNECTIONS (default 20), DATABASE_POOL_SIZE (default 10).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { loadMigrations } from '../src/db/migrations.ts';

// autocannon ships no types.
const autocannon: any = (await import('autocannon' as string)).default;

const url = process.env.DATABASE_URL ?? '';
if (!url) {
  console.error('bench/bookings.ts needs DATABASE_URL (PostgreSQL): PGlite has a single connection.');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const schema = `bench_${randomBytes(5).toString('hex')}`;

async function admin(sqls: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of sqls) await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function run(opts: Record<string, unknown>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err: Error | null, result: unknown) =>
      err ? reject(err) : resolve(result as unknown as Result),
    );
  });
}

const summary = (r: Result) => ({
  rps: Math.round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  non_2xx: r.non2xx,
  errors: r.errors,
});

// Baseline: bare Fastify, same machine, same run.
const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;
const baseline = summary(
  await run({ url: `http://127.0.0.1:${barePort}/ping`, connections: CONNECTIONS, duration: SECONDS }),
);
await bare.close();

const migrations = loadMigrations()
  .migrationDirectories.map((d) => d.migrationFile.content)
  .filter((f) => f.tag === 'ok')
  .map((f) => (f as { value: string }).value);
await admin([`CREATE SCHEMA "${schema}"`, `SET search_path TO "${schema}", public`, ...migrations]);
const db = await openDatabase({ url, dataDir: '', schema, poolSize: POOL, migrate: false });
const app = await buildApp({
  config: loadConfig({ RATE_LIMIT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
  db,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

let out: Record<string, unknown> = {};
try {
  const p = db.prisma;
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
  // Some existing bookings in the 7-day window so that the engine has busy time to subtract.
  const seed = [];
  for (let d = 0; d < 7; d++)
    for (let h = 8; h < 20; h += 2) for (const e of employees.slice(0, 3)) seed.push({ day: day0 + d, h, e });
  for (const s of seed) {
    const starts = new Date(s.day * 86_400_000 + s.h * 3_600_000);
    const ends = new Date(starts.getTime() + 15 * 60_000);
    const ev = await p.event.create({
      data: {
        company_id: company.id,
        employee_id: s.e,
        event_type_ids: [eventType.id],
        starts_at: starts,
        ends_at: ends,
        customer_name: 'Seed',
      },
    });
    await p.occupancy.create({
      data: { company_id: company.id, event_id: ev.id, employee_id: s.e, starts_at: starts, ends_at: ends },
    });
  }

  const slotsUrl =
    `http://127.0.0.1:${port}/v1/marketplace/companies/${company.id}/time_slots` +
    `?event_type_ids=${eventType.id}&start_date=${date(day0)}&end_date=${date(day0 + 6)}`;
  const check = await fetch(slotsUrl);
  const days = (await check.json()) as { slots: unknown[] }[];
  if (check.status !== 200 || days.length !== 7) throw new Error(`time_slots answered ${check.status}`);
  if (process.env.BENCH_PROFILE) {
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await fetch(slotsUrl).then((r) => r.arrayBuffer());
      const t1 = performance.now();
      const q = { event_type_ids: [eventType.id], start_date: date(day0), end_date: date(day0 + 6) };
      await app.services.timeSlots.timeSlots(company.id, q);
      const t2 = performance.now();
      const { loadCompanyConfig, loadBusy } = await import('../src/domain/bookings/data.ts');
      const cfg = await loadCompanyConfig(p, company.id);
      const t3 = performance.now();
      await loadBusy(p, company.id, new Date(), new Date(Date.now() + 20 * 86_400_000), new Date());
      const t4 = performance.now();
      console.error(
        'http',
        (t1 - t0).toFixed(1),
        'service',
        (t2 - t1).toFixed(1),
        'config',
        (t3 - t2).toFixed(1),
        'busy',
        (t4 - t3).toFixed(1),
        !!cfg,
      );
    }
  }
  const timeSlots = summary(await run({ url: slotsUrl, connections: CONNECTIONS, duration: SECONDS }));

  // Distinct (slot, employee) targets from day 10 on: 48 starts a day (08:00-20:00, 15 min) x 5.
  const targets: string[] = [];
  for (let d = 10; d < 120; d++)
    for (let m = 8 * 60; m < 20 * 60; m += 15)
      for (const e of employees)
        targets.push(
          JSON.stringify({
            company: company.id,
            event_types: [eventType.id],
            starts_at: new Date((day0 + d) * 86_400_000 + m * 60_000).toISOString(),
            employee: e,
            customer_name: 'Bench',
          }),
        );
  let next = 0;
  if (process.env.BENCH_PROFILE) {
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      const r = await fetch(`http://127.0.0.1:${port}/v1/marketplace/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: targets[next++],
      });
      await r.arrayBuffer();
      console.error('sequential booking ms', r.status, (performance.now() - t0).toFixed(1));
    }
  }
  const bookingsRun = await run({
    url: `http://127.0.0.1:${port}/v1/marketplace/events`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: targets[next++ % targets.length] }),
      },
    ],
  });
  const bookings = summary(bookingsRun);
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
  out = {
    baseline,
    time_slots: { ...timeSlots, ratio: +(timeSlots.rps / baseline.rps).toFixed(3) },
    bookings: {
      ...bookings,
      ratio: +(bookings.rps / baseline.rps).toFixed(3),
      created,
      double_bookings: Number(overlapping) + Number(sameStart),
    },
  };
} finally {
  await app.close();
  await admin([`DROP SCHEMA "${schema}" CASCADE`]);
}
console.log(JSON.stringify(out));
