import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/seed/demo.ts';
import { confirmationCode } from '../helpers/customers.ts';
import { demoSlots } from '../helpers/free-slots.ts';
import { freePort } from '../helpers/private-postgres.ts';

/**
 * Three instances (issue 17): three servers as separate processes on one PostgreSQL schema, each
 * running the jobs, with RATE_LIMIT=400 per minute. Instances keep no state another needs, so:
 * - 300 simultaneous booking POSTs spread round-robin over the three, aimed at 10 start times of
 *   the demo salon (three stylists each: a capacity of 10 x 3 = 30), create exactly 30 events,
 *   3 per start time, and refuse the other 270 with create_event_error;
 * - each booking's confirmation e-mail (an outbox job, fetched by whichever instance's worker) is
 *   delivered exactly once: logged by one instance once, its row sent after one attempt;
 * - the rate limit is one budget across the instances: one customer's 430 requests spread over
 *   the three get exactly 400 answers and 30 refusals (429).
 * PostgreSQL only (the embedded database belongs to one process).
 */
const pgUrl = process.env.DATABASE_URL;
const schema = `three_${randomBytes(5).toString('hex')}`;
const RATE_LIMIT = 400;
const servers: { child: ChildProcess; base: string; log: string }[] = [];

async function sql(text: string, params: readonly unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return (await client.query(text, [...params])).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  if (pgUrl) await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

async function startServer(demoData: boolean) {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: `${pgUrl}${pgUrl?.includes('?') ? '&' : '?'}schema=${schema}`,
      DEMO_DATA: String(demoData),
      JOBS_ENABLED: 'true',
      JOBS_SCHEMA: schema,
      RATE_LIMIT: String(RATE_LIMIT),
      // Shared counters: the instances count in one Redis (in memory, each would count alone).
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `${schema}:`,
      // No load shedding: this test counts bookings, and a busy CI machine must not turn some of
      // the 300 into 503s (shedding has tests of its own).
      OVERLOAD_MAX_IN_FLIGHT: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // Every client here is 127.0.0.1, 43 requests at a time per instance and more.
      MAX_CONNECTIONS_PER_CLIENT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, base: `http://127.0.0.1:${port}`, log: '' };
  child.stdout?.on('data', (d) => {
    server.log += d;
  });
  child.stderr?.on('data', (d) => {
    server.log += d;
  });
  servers.push(server);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${server.log.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${server.log.slice(-3000)}`);
    const ok = await fetch(`${server.base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!pgUrl)('three instances on one database', () => {
  it('book exactly the capacity, run each job once and share one rate limit', async () => {
    await sql(`CREATE SCHEMA "${schema}"`);
    // The first migrates and loads the demo data; the other two find both done.
    await startServer(true);
    await Promise.all([startServer(false), startServer(false)]);

    // 10 start times (on the hour, a weekday), three stylists each: capacity 30.
    const times = demoSlots.takeTimes(10);
    expect(times).toHaveLength(10);
    const answers = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const res = await fetch(`${servers[i % 3].base}/v1/marketplace/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            company: DEMO.salon,
            event_types: ['demo_et_beard'],
            starts_at: times[i % 10],
            customer_name: `Three ${i}`,
            email: `three-${i}@example.test`,
          }),
        });
        return {
          status: res.status,
          body: (await res.json()) as { id: string; type?: string; code?: string },
        };
      }),
    );
    const created = answers.filter((a) => a.status === 200);
    // 10 x 3 = 30 booked, 300 - 30 = 270 refused as taken, nothing else (counted together, so
    // that a failure shows every kind of answer there was).
    const kinds: Record<string, number> = {};
    for (const a of answers) {
      const kind = a.status === 200 ? '200' : `${a.status} ${a.body.type} ${a.body.code}`;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    expect(kinds).toEqual({ '200': 30, '400 create_event_error time_slot_not_available': 270 });
    const perTime = await sql(
      `SELECT starts_at, count(*)::int AS n, count(DISTINCT employee_id)::int AS staff
         FROM "${schema}".events WHERE customer_name LIKE 'Three %' GROUP BY starts_at`,
    );
    expect(perTime.map((r) => [r.n, r.staff])).toEqual(Array.from({ length: 10 }, () => [3, 3]));

    // Each confirmation delivered once: 30 outbox rows, each sent after one attempt, each
    // logged by exactly one instance exactly once.
    const ids = new Set(created.map((a) => a.body.id));
    let messages: { id: string; status: string; attempts: number }[] = [];
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      messages = await sql(
        `SELECT m.id, m.status::text AS status, m.attempts FROM "${schema}".outbox_messages m
          WHERE m.to LIKE 'three-%'`,
      );
      if (messages.length >= 30 && messages.every((m) => m.status === 'sent')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(ids.size).toBe(30);
    expect(messages).toHaveLength(30);
    expect(messages.map((m) => [m.status, m.attempts])).toEqual(
      Array.from({ length: 30 }, () => ['sent', 1]),
    );
    // Logs reach stdout in batches, within 100 ms (src/http/log-destination.ts): wait for them.
    const count = (id: string) => servers.map((s) => s.log.split(`"id":"${id}"`).length - 1);
    const logsUntil = Date.now() + 5_000;
    while (Date.now() < logsUntil && messages.some((m) => count(m.id).every((n) => n === 0)))
      await new Promise((r) => setTimeout(r, 100));
    for (const m of messages) {
      const logged = count(m.id);
      expect(
        logged.reduce((a, b) => a + b, 0),
        `${m.id}: ${logged}`,
      ).toBe(1);
    }

    // One rate-limit budget: a new customer's requests, spread over the three instances.
    const signUp = await fetch(`${servers[0].base}/v1/marketplace/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'limited@example.test', password: 'correct horse battery', name: 'L' }),
    });
    expect(signUp.status).toBe(202);
    // The code e-mailed to the address (the outbox), confirmed on another instance.
    const code = await confirmationCode(
      {
        query: async (text, params) =>
          sql(text.replaceAll('outbox_messages', `"${schema}".outbox_messages`), params),
      },
      'limited@example.test',
    );
    const confirmed = await fetch(`${servers[1].base}/v1/marketplace/users/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: code }),
    });
    const { token } = (await confirmed.json()) as { token: string };
    const limited: number[] = [];
    for (let batch = 0; batch < 430; batch += 43) {
      limited.push(
        ...(await Promise.all(
          Array.from({ length: 43 }, async (_, i) => {
            const res = await fetch(`${servers[(batch + i) % 3].base}/v1/marketplace/users/me`, {
              headers: { authorization: `Bearer ${token}` },
            });
            await res.arrayBuffer();
            return res.status;
          }),
        )),
      );
    }
    // 430 requests, RATE_LIMIT 400 a minute for this customer: 400 answered, 30 refused.
    expect(limited.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(limited.filter((s) => s === 429)).toHaveLength(430 - RATE_LIMIT);
  }, 600_000);
});
