/**
 * What bench cases share: the load generator (autocannon in a child process, bench/load.ts) and
 * the CPU meters (this process for the API; every `postgres` process on the machine, read from
 * /proc, for the database).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadMigrations } from '../src/db/migrations.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface LoadJob {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** Each request takes the next body (booking POSTs name distinct slots). */
  bodies?: string[];
  /** Each request takes the next path and query (on url's origin): reads never asked before. */
  paths?: string[];
}

export interface Load {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
  bodies_used?: number;
  paths_used?: number;
}

/**
 * What a browser (Chrome) sends: every case asks as real clients do, so its figures are what users
 * get; a case that names its own Accept-Encoding (`identity` for the answer as it is) keeps it.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Runs autocannon in a child process (bench/load.ts) for `seconds` with `connections`. */
export function drive(job: LoadJob, seconds: number, connections: number): Promise<Load> {
  const asked = Object.keys(job.headers ?? {}).some((h) => h.toLowerCase() === 'accept-encoding');
  if (!asked) job = { ...job, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...job.headers } };
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
    child.stdin.end(JSON.stringify({ ...job, connections, duration: seconds }));
  });
}

/** Fails early (not after seconds of 4xx) when a case's request is not answered 2xx. */
export async function expectOk(target: string, init?: RequestInit) {
  const res = await fetch(target, init);
  if (res.status >= 300) throw new Error(`${target} answered ${res.status}: ${await res.text()}`);
}

const TICK_MS = 10; // USER_HZ 100 on Linux

/** The name and the CPU milliseconds (utime + stime) of process `pid`; null once it has ended. */
function procStat(pid: number | string): { name: string; cpuMs: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by process `pid` (0 once it has ended). */
export function processCpuMsOf(pid: number): number {
  return procStat(pid)?.cpuMs ?? 0;
}

/** CPU milliseconds used so far by each process named `postgres`, by pid (empty where /proc is not readable). */
export function postgresCpuByPid(): Map<string, number> {
  const byPid = new Map<string, number>();
  let dirs: string[] = [];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return byPid;
  }
  for (const pid of dirs) {
    const stat = procStat(pid);
    if (stat?.name === 'postgres') byPid.set(pid, stat.cpuMs);
  }
  return byPid;
}

/**
 * CPU milliseconds the `postgres` processes used since `before` (postgresCpuByPid): each live
 * process's growth, a process started since counted whole. A process that ended in between is
 * not counted: subtracting its earlier total made the figure negative when a connection closed
 * during a case (the analyze between cases, a pool's idle timeout: -0.1 to -0.2 ms a request on
 * cheap reads); what it used before it ended is lost either way.
 */
export function postgresCpuMsSince(before: Map<string, number>): number {
  return cpuGrowth(before, postgresCpuByPid());
}

/** What postgresCpuMsSince adds up, from two readings by pid. */
export function cpuGrowth(before: Map<string, number>, after: Map<string, number>): number {
  let used = 0;
  for (const [pid, ms] of after) {
    const was = before.get(pid) ?? 0;
    // Less than before: the pid was taken again by a process started since, counted whole.
    used += ms >= was ? ms - was : ms;
  }
  return used;
}

/** Runs `sqls` in order on one short-lived connection to `url` (schemas made and dropped). */
export async function adminSql(url: string, sqls: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of sqls) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The SQL of every committed migration, in order. */
export function migrationSql(): string[] {
  return loadMigrations().migrationDirectories.flatMap((d) =>
    d.migrationFile.content.tag === 'ok' ? [d.migrationFile.content.value] : [],
  );
}

/** CPU milliseconds of this process (the API under test runs in it). */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * What autovacuum would have done by now, on a server where it is off (as on the machines this
 * bench was first run on): null when the server runs autovacuum (read once, here), else a
 * function that, for the tables of `schema`, does what autovacuum's default thresholds call for,
 * and answers the tables it touched:
 * - VACUUM where more than 50 rows plus a fifth of the table are dead, or more than 1,000 plus a
 *   fifth have been inserted since the last vacuum. Without it, a GIN index keeps every new entry
 *   in its pending list, which each search reads through: the customer search after 10,000 new
 *   customers took 8.5 ms instead of 0.12 ms (bench/README.md, "29 November, night").
 * - ANALYZE where more than 50 rows plus a tenth have changed since the last analyze. Without it,
 *   the plans made while the tables were small stay: a booking's foreign-key check on `events`
 *   went through the time-range index with a filter on the id, and the hold purge read the
 *   company's events by the primary key's first column, so every booking read every earlier
 *   booking of its company, and `booking_posts` fell from 500 to 220 a second over 40 s
 *   (bench/README.md, "29 November, evening").
 */
export async function autovacuumStandIn(
  url: string,
  schema: string,
): Promise<(() => Promise<string[]>) | null> {
  const rows = async (text: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const [{ autovacuum }] = await rows('SHOW autovacuum');
  if (autovacuum === 'on') return null;
  return async () => {
    const due = await rows(
      `SELECT format('%I.%I', s.schemaname, s.relname) AS name,
              s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
                OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) AS vacuum,
              s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = $1`,
      [schema],
    );
    const vacuum = due.filter((r) => r.vacuum).map((r) => r.name as string);
    const analyze = due.filter((r) => r.analyze).map((r) => r.name as string);
    // VACUUM runs outside a transaction: each is its own statement on the connection.
    if (vacuum.length > 0) await rows(`VACUUM ${vacuum.join(', ')}`);
    if (analyze.length > 0) await rows(`ANALYZE ${analyze.join(', ')}`);
    return [...new Set([...vacuum, ...analyze])];
  };
}
