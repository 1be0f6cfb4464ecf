/**
 * Where the server's start-up time and memory go, phase by phase, in one process: the server's
 * own steps (imports, database, app, listen) as src/server.ts takes them, with the time since
 * start, the resident memory (RSS), V8's heap in use and the memory outside it after each, then
 * V8's heap spaces once idle. MODS=a,b,... imports those modules first, one phase each (what a
 * dependency costs; `./x.ts` is relative to src/). The environment is the server's
 * (DATABASE_URL, JOBS_ENABLED, ...). Run it as production starts (package.json `start`):
 *
 *   NODE_COMPILE_CACHE=/tmp/node-compile-cache node --max-semi-space-size=4 bench/startup-phases.ts
 *
 * The first run with a compile cache fills it (TypeScript stripped); the figures are the second's.
 */
import { enableCompileCache } from 'node:module';
import v8 from 'node:v8';

// As src/server.ts does: modules loaded after this come from the compile cache.
enableCompileCache();
const t0 = performance.now();
const mb = (bytes: number) => Math.round(bytes / 1048576);
const rows: Record<string, number | string>[] = [];
const mark = (phase: string) => {
  const m = process.memoryUsage();
  rows.push({
    phase,
    ms: Math.round(performance.now() - t0),
    rss_mb: mb(m.rss),
    heap_used_mb: mb(m.heapUsed),
    external_mb: mb(m.external + m.arrayBuffers),
  });
};
mark('node started');
const src = new URL('../src/', import.meta.url).href;
for (const spec of (process.env.MODS ?? '').split(',').filter(Boolean)) {
  await import(spec.startsWith('./') ? src + spec.slice(2) : spec);
  mark(`import ${spec}`);
}
const { buildApp } = await import(`${src}app.ts`);
const { loadConfig } = await import(`${src}config.ts`);
const { openDatabase } = await import(`${src}db/database.ts`);
mark('import app, config, database');
const config = loadConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
mark('open database (migrations if pending)');
const app = await buildApp({ config, db, jobs: config.jobsEnabled, logger: { level: 'warn' } });
mark('build app (routes, plugins, jobs started)');
await app.listen({ port: 0, host: '127.0.0.1' });
mark('listening');
await new Promise((r) => setTimeout(r, 2000));
mark('idle 2 s');
console.table(rows);
console.table(
  v8.getHeapSpaceStatistics().map((s) => ({
    space: s.space_name,
    size_mb: mb(s.space_size),
    used_mb: mb(s.space_used_size),
  })),
);
if (process.env.SNAPSHOT) v8.writeHeapSnapshot(process.env.SNAPSHOT);
await app.close();
