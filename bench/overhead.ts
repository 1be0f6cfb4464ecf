/**
 * Where a read's CPU goes, one target at a time (no ratios): a bare Fastify answering {ok:true},
 * the same answer from a throwaway GET /__ping inside the real app (every plugin and hook: the
 * framework's cost that every route pays), the five read cases of `npm run bench` and its time-slot
 * case (on the demo salon: 7 days of one service). Prints the API's and PostgreSQL's CPU ms per
 * request of each.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:overhead
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (20), BENCH_CASES (names, comma-separated),
 * PROFILE=1 (a .cpuprofile per target in PROFILE_DIR, default <tmp>/bench-overhead), DUMP=<tag> (each
 * target's status, headers and body to PROFILE_DIR/<name>.<tag>.txt, to compare answers).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { AuthService } from '../src/domain/auth/auth-service.ts';
import { DEMO, loadDemoData } from '../src/seed/demo.ts';
import { adminSql, drive, migrationSql, postgresCpuByPid, postgresCpuMsSince, processCpuMs } from './lib.ts';

const url = process.env.DATABASE_URL ?? '';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONN = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_CASES?.split(',').filter(Boolean);
const OUT = process.env.PROFILE_DIR ?? join(tmpdir(), 'bench-overhead');
mkdirSync(OUT, { recursive: true });
const schema = `bench_${randomBytes(5).toString('hex')}`;
const admin = (sqls: string[]) => adminSql(url, sqls);
await admin([`CREATE SCHEMA "${schema}"`, `SET search_path TO "${schema}", public`, ...migrationSql()]);
const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/ping`;
const db = await openDatabase({ url, dataDir: '', schema, poolSize: 10, migrate: false });
const config = loadConfig({
  RATE_LIMIT: '100000000',
  REDIS_URL: '',
  REDIS_KEY_PREFIX: `${schema}:`,
  LOG_LEVEL: 'info',
  DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
  DATABASE_POOL_SIZE: '10',
});
const app = await buildApp({
  config,
  db,
  logger: { level: 'info', file: `${OUT}/requests.log` },
  jobs: false,
});
app.get('/__ping', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
try {
  await loadDemoData(db.prisma);
  const token = await new AuthService(db.prisma).issueToken('demo_user_owner', 'bench');
  const auth = { authorization: `Bearer ${token}` };
  // The time-slot case of npm run bench on the demo salon: 7 days of one of its services.
  const eventType = await db.prisma.eventType.findFirstOrThrow({
    where: { company_id: DEMO.salon },
    orderBy: { id: 'asc' },
  });
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const targets: Record<string, { url: string; headers?: Record<string, string> }> = {
    bare: { url: bareUrl },
    app_ping: { url: `${base}/__ping` },
    hq_list: { url: `${base}/v1/hq/companies/${DEMO.salon}/resources`, headers: auth },
    slug: { url: `${base}/v1/marketplace/companies/nordurljos-salon` },
    company_list: {
      url: `${base}/v1/marketplace/companies?pagination=${encodeURIComponent('{"limit":20}')}`,
    },
    service_menu: { url: `${base}/v1/marketplace/companies/nordurljos-salon/event_types` },
    time_slots: {
      url: `${base}/v1/marketplace/companies/${DEMO.salon}/time_slots?event_type_ids=${eventType.id}&start_date=${day(2)}&end_date=${day(8)}`,
    },
    menu_groups: {
      url: `${base}/v1/marketplace/companies/nordurljos-salon/event_type_groups?expand=event_types`,
    },
  };
  if (process.env.DUMP) {
    for (const [name, t] of Object.entries(targets)) {
      const res = await fetch(t.url, { headers: t.headers });
      const body = await res.text();
      writeFileSync(
        `${OUT}/${name}.${process.env.DUMP}.txt`,
        `${res.status}\n${JSON.stringify([...res.headers])}\n${body}\n`,
      );
    }
  }
  const session = new Session();
  session.connect();
  for (const [name, t] of Object.entries(targets)) {
    if (ONLY && !ONLY.includes(name)) continue;
    await drive(t, 2, CONN);
    if (process.env.PROFILE) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const a0 = processCpuMs();
    const p0 = postgresCpuByPid();
    const load = await drive(t, SECONDS, CONN);
    const api = processCpuMs() - a0;
    const pgc = postgresCpuMsSince(p0);
    if (process.env.PROFILE) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${OUT}/${name}.cpuprofile`, JSON.stringify(profile));
    }
    console.log(
      `${name.padEnd(14)} ${String(load.rps).padStart(6)} req/s  API ${(api / load.requests).toFixed(4)} ms/req  PG ${(pgc / load.requests).toFixed(3)} ms/req  non2xx ${load.non_2xx}`,
    );
  }
} finally {
  await app.close();
  await bare.close();
  await admin([`DROP SCHEMA "${schema}" CASCADE`]);
}
