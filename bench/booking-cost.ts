/**
 * What one marketplace booking costs, measured on the API's own database connections only:
 * `DATABASE_URL=postgresql://... node bench/booking-cost.ts` (BOOKINGS, CONCURRENCY).
 *
 * `npm run bench` reads the CPU of every postgres process on the machine, so on a server shared
 * with other test suites its PostgreSQL column is an upper bound. Here the app's connections
 * carry an application_name of their own, and the CPU (utime + stime from /proc) of exactly
 * those backends is read before and after BOOKINGS guest bookings (each a distinct slot, through
 * app.inject: no HTTP, so the API figure is the service's own work plus Fastify's routing),
 * together with the statements sent (every pg query submitted) and the rows the audit trigger wrote.
 * COST_SQL runs in the schema first, for experiments (e.g. "ALTER TABLE events DISABLE TRIGGER
 * events_audit"); the PL/pgSQL functions' own times are printed too (track_functions).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createEventType, createShop } from '../test/helpers/bookings.ts';
import { migrationSql, processCpuMsOf } from './lib.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('booking-cost needs DATABASE_URL (PostgreSQL)');
  process.exit(2);
}
const BOOKINGS = Number(process.env.BOOKINGS ?? 600);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const schema = `bench_cost_${randomBytes(4).toString('hex')}`;
const appName = `booking_cost_${schema}`;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA "${schema}"`);
await admin.query(`SET search_path TO "${schema}", public`);
for (const sql of migrationSql()) await admin.query(sql);
// COST_SQL: run in the schema before the bookings (an experiment: a trigger disabled, say).
if (process.env.COST_SQL) await admin.query(process.env.COST_SQL);
const withName = new URL(url);
withName.searchParams.set('application_name', appName);
const db = await openDatabase({
  url: withName.toString(),
  dataDir: '',
  schema,
  poolSize: 10,
  migrate: false,
});
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  RATE_LIMIT: '0',
  OVERLOAD_MAX_IN_FLIGHT: '0',
});
const app = await buildApp({ config, db, logger: false });
await app.ready();

try {
  const shop = await createShop(db.prisma, { employees: 5, profile: { booking_interval: 15 } });
  const et = await createEventType(db.prisma, shop, { duration: 15 });
  // Distinct slots: 5 employees x 32 quarter hours (09:00-17:00) a day, from day 10 on.
  const starts: { at: string; employee: string }[] = [];
  for (let d = 10; starts.length < BOOKINGS * 2 + 100; d++)
    for (let m = 9 * 60; m < 17 * 60; m += 15)
      for (const e of shop.employees)
        starts.push({
          at: new Date(Math.floor(Date.now() / 86_400_000 + d) * 86_400_000 + m * 60_000).toISOString(),
          employee: e,
        });
  let next = 0;
  const book = async () => {
    const s = starts[next++];
    const res = await app.inject({
      method: 'POST',
      url: '/v1/marketplace/events',
      payload: {
        company: shop.companyId,
        event_types: [et],
        starts_at: s.at,
        employee: s.employee,
        customer_name: 'Cost',
      },
    });
    if (res.statusCode !== 200) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  };
  const run = async (n: number) => {
    let left = n;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) await book();
      }),
    );
  };
  await run(100); // warm-up: connections open, statements prepared, configuration kept

  const backends = async () =>
    (
      await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
        appName,
      ])
    ).rows.map((r) => r.pid);
  const before = new Map((await backends()).map((pid) => [pid, processCpuMsOf(pid)]));
  let statements = 0;
  const proto = (pg as unknown as { Query: { prototype: { submit: (...a: unknown[]) => unknown } } }).Query
    .prototype;
  const submit = proto.submit;
  proto.submit = function (this: unknown, ...args: unknown[]) {
    statements++;
    return submit.apply(this, args);
  };
  const activitiesBefore = await db.prisma.activity.count();
  const api0 = process.cpuUsage();
  const t0 = performance.now();
  await run(BOOKINGS);
  const wall = performance.now() - t0;
  const api = process.cpuUsage(api0);
  proto.submit = submit;
  let pgMs = 0;
  for (const pid of await backends()) pgMs += processCpuMsOf(pid) - (before.get(pid) ?? 0);
  const activities = (await db.prisma.activity.count()) - activitiesBefore;
  const result = {
    bookings: BOOKINGS,
    concurrency: CONCURRENCY,
    statements_per_booking: Math.round((statements / BOOKINGS) * 100) / 100,
    pg_cpu_ms_per_booking: Math.round((pgMs / BOOKINGS) * 1000) / 1000,
    api_cpu_ms_per_booking: Math.round(((api.user + api.system) / 1000 / BOOKINGS) * 1000) / 1000,
    bookings_per_second: Math.round((BOOKINGS / wall) * 1000),
    audit_rows_per_booking: Math.round((activities / BOOKINGS) * 100) / 100,
  };
  console.log(JSON.stringify(result));
} finally {
  await app.close();
  await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
  await admin.end();
}
