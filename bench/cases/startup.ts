/**
 * Start-up and memory of the server as `npm start` runs it (`node src/server.ts`): the time from
 * spawning the process to the first 200 of /readyz, and the resident memory (VmRSS) once it has
 * been idle for a moment. On PostgreSQL (the given DATABASE_URL, a schema of its own, migrated on
 * the first start) and on the embedded database (a fresh data directory: the first start migrates
 * and loads the demo data, a second start opens it as it is).
 *
 *   node bench/cases/startup.ts                 # both, printed as a table (npm run bench prints it too)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface StartupFigure {
  case: string;
  ready_s: number;
  rss_idle_mb: number;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
};

/** Starts the server once with `env`; ready time and idle memory, then stops it. */
export async function measureStart(
  name: string,
  env: Record<string, string>,
  idleMs = 2000,
): Promise<StartupFigure> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name}: the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 180_000) throw new Error(`${name}: not ready within 180 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ready = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, idleMs));
    return { case: name, ready_s: Math.round(ready * 100) / 100, rss_idle_mb: rssMb(child.pid as number) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

/** PostgreSQL (when a URL is given; first start migrates, the second is the one measured) and embedded. */
export async function startupCases(databaseUrl?: string): Promise<StartupFigure[]> {
  const out: StartupFigure[] = [];
  if (databaseUrl) {
    const schema = `bench_start_${process.pid}`;
    const url = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}schema=${schema}`;
    // The job queue's tables in a schema of their own too (JOBS_SCHEMA), dropped with it.
    const env = { DATABASE_URL: url, DEMO_DATA: 'false', JOBS_SCHEMA: `${schema}_jobs` };
    try {
      await measureStart('postgresql (first: migrations)', env);
      out.push(await measureStart('postgresql', env));
    } finally {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
      await client.end();
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    out.push(await measureStart('embedded (first: migrations, demo data)', env));
    out.push(await measureStart('embedded', env));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

if (import.meta.main) {
  console.table(await startupCases(process.env.DATABASE_URL || undefined));
}
