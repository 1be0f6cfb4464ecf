import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { AuthService } from '../../src/domain/auth/auth-service.ts';
import { DEMO } from '../../src/seed/demo.ts';
import { DemoSlotPool } from '../helpers/free-slots.ts';
import { freePort } from '../helpers/private-postgres.ts';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.ts';

/**
 * Crash safety (issue 7): the server runs as a child process on a PostgreSQL schema of its own,
 * takes concurrent writes (resource creates, duplicates of 5, updates, marketplace bookings on
 * distinct slots), is killed with SIGKILL mid-load and restarted on the same schema. Then every
 * request answered 2xx must be in the database (by the ids it answered), no write may be half
 * done (a duplicate batch is all 5 copies or none; every event has its event_services and
 * occupancies; no occupancy is orphaned; no two blocking occupancies overlap), and the restarted
 * server must answer and take new writes. Webhooks (issue 14): an endpoint subscribed to
 * event.created receives, after the restart at the latest, a signed delivery for every booking
 * answered 2xx, and none for a booking that does not exist.
 */
const pgUrl = process.env.DATABASE_URL;
const schema = `crash_${randomBytes(5).toString('hex')}`;
// A port the system says is free, taken when the test starts: a random one could be another
// test's server or a connection's local port (the server then exits at once, EADDRINUSE).
let port = 0;
let base = '';
let db: Database | undefined;
let rx: Receiver | undefined;
const children: ChildProcess[] = [];

async function sql(text: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db?.close();
  await rx?.close();
  if (pgUrl) await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  if (pgUrl) await sql(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
});

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `${pgUrl}${pgUrl?.includes('?') ? '&' : '?'}schema=${schema}`,
      DEMO_DATA: 'true',
      RATE_LIMIT: '0',
      // Jobs run (webhook delivery), their queue in a schema of this test's own.
      JOBS_ENABLED: 'true',
      JOBS_SCHEMA: `${schema}_jobs`,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server says when it cannot start, for the test's error (its logs are silent).
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrOf.set(child, ((stderrOf.get(child) ?? '') + chunk.toString()).slice(-2000));
  });
  children.push(child);
  return child;
}

/** The last of each server's standard error. */
const stderrOf = new WeakMap<ChildProcess, string>();

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}: ${stderrOf.get(child) ?? ''}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Outcome {
  kind: 'create' | 'duplicate' | 'update' | 'booking';
  key: string;
  /** HTTP status, or 0 when the connection died before an answer (the kill). */
  status: number;
  body?: any;
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe.skipIf(!pgUrl)('crash safety', () => {
  it('SIGKILL mid-load loses no answered write and leaves no half-written record', async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await sql(`CREATE SCHEMA "${schema}"`);
    let child = startServer();
    await waitForHealth(child); // migrated and the demo data loaded before it listens
    db = await openDatabase({ url: pgUrl ?? '', dataDir: '', schema, poolSize: 3, migrate: false });
    const p = db.prisma;
    const token = await new AuthService(p).issueToken('demo_user_owner', 'crash-test');
    rx = await startReceiver();
    const hook = await call(token, 'POST', '/v1/hq/webhooks', {
      company: DEMO.salon,
      url: rx.url('/crash'),
      events: ['event.created'],
    });
    expect(hook.status).toBe(200);
    // A slow receiver (1 s an answer, 4 at a time per endpoint): deliveries fall behind the load,
    // so some are still pending, or in flight, when the server is killed.
    rx.behave('/crash', () => new Promise((r) => setTimeout(() => r(200), 1000)));

    // Objects the load works on: sources to duplicate and resources to rename, one per request.
    const dupSources: string[] = [];
    const updTargets: string[] = [];
    for (let k = 0; k < 40; k++) {
      const d = await call(token, 'POST', '/v1/hq/resources', {
        company: DEMO.salon,
        type: 'space',
        name: `dup-${k}-src`,
      });
      expect(d.status).toBe(200);
      dupSources.push(d.body.id);
      const u = await call(token, 'POST', '/v1/hq/resources', {
        company: DEMO.salon,
        type: 'space',
        name: `upd-${k}-old`,
      });
      expect(u.status).toBe(200);
      updTargets.push(u.body.id);
    }

    // The work: an interleaved queue of distinct writes, drained by 12 concurrent workers.
    type Job = { kind: Outcome['kind']; key: string; run: () => ReturnType<typeof call> };
    const jobs: Job[] = [];
    // The server has a database of its own: a pool of its own, handing out every slot once.
    const targets = new DemoSlotPool().take(601);
    for (let i = 0; i < 600; i++) {
      const k = i % 40;
      const round = Math.floor(i / 40);
      const t = targets[i];
      jobs.push({
        kind: 'booking',
        key: `${t.employee}@${t.starts_at}`,
        run: () =>
          call(null, 'POST', '/v1/marketplace/events', {
            company: DEMO.salon,
            event_types: ['demo_et_beard'],
            starts_at: t.starts_at,
            employee: t.employee,
            customer_name: `crash-${i}`,
          }),
      });
      jobs.push({
        kind: 'create',
        key: `new-${i}`,
        run: () =>
          call(token, 'POST', '/v1/hq/resources', { company: DEMO.salon, type: 'space', name: `new-${i}` }),
      });
      if (round === 0) {
        jobs.push({
          kind: 'duplicate',
          key: dupSources[k],
          run: () => call(token, 'POST', `/v1/hq/resources/${dupSources[k]}/duplicate`, { count: 5 }),
        });
        jobs.push({
          kind: 'update',
          key: updTargets[k],
          run: () => call(token, 'POST', `/v1/hq/resources/${updTargets[k]}`, { name: `upd-${k}-new` }),
        });
      }
    }

    const outcomes: Outcome[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (!killed && next < jobs.length) {
        const job = jobs[next++];
        try {
          const { status, body } = await job.run();
          outcomes.push({ kind: job.kind, key: job.key, status, body });
        } catch {
          outcomes.push({ kind: job.kind, key: job.key, status: 0 }); // no answer: the kill
        }
      }
    };
    const workers = Array.from({ length: 12 }, worker);
    // Kill once a good part of the writes has been answered, with the others in flight.
    const exited = new Promise((resolve) => child.on('exit', resolve));
    while (outcomes.filter((o) => o.status >= 200 && o.status < 300).length < 150 && next < jobs.length)
      await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    killed = true;
    await exited;
    await Promise.all(workers);

    const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const receivedAtKill = new Set(
      rx.received.filter((r) => r.json?.type === 'event.created').map((r) => r.json.data.object.id),
    );
    if (process.env.CRASH_DEBUG) {
      const tally: Record<string, number> = {};
      for (const o of outcomes) tally[`${o.kind} ${o.status}`] = (tally[`${o.kind} ${o.status}`] ?? 0) + 1;
      console.log(JSON.stringify(tally));
    }
    const byKind = (kind: Outcome['kind']) => ok.filter((o) => o.kind === kind);
    // The load really was cut mid-way: writes of every kind answered, some requests unanswered.
    expect(byKind('booking').length).toBeGreaterThan(10);
    expect(byKind('create').length).toBeGreaterThan(10);
    expect(byKind('duplicate').length).toBeGreaterThan(0);
    expect(byKind('update').length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.status === 0)).toBe(true);
    // Before the kill nothing failed: distinct slots and objects leave no reason for a refusal.
    const refused = outcomes.filter((o) => o.status !== 0 && (o.status < 200 || o.status >= 300));
    expect(refused.map((o) => `${o.kind} ${o.key}: ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);

    // Restart on the same schema: the demo data is not loaded again (the database is not empty).
    child = startServer();
    await waitForHealth(child);

    // 1. Every answered create is there, as answered.
    const created = byKind('create');
    const createdRows = await p.resource.findMany({ where: { id: { in: created.map((o) => o.body.id) } } });
    expect(createdRows.map((r) => [r.id, r.name]).sort()).toEqual(
      created.map((o) => [o.body.id, o.key]).sort(),
    );

    // 2. Duplicates: an answered batch is its 5 answered ids; every batch is 5 copies or none.
    for (const o of byKind('duplicate')) {
      expect(o.body).toHaveLength(5);
      const n = await p.resource.count({ where: { id: { in: o.body.map((r: { id: string }) => r.id) } } });
      expect(n).toBe(5);
    }
    for (const [k, id] of dupSources.entries()) {
      const copies = await p.resource.count({
        where: { company_id: DEMO.salon, name: { startsWith: `dup-${k}-src ` } },
      });
      const answered = byKind('duplicate').some((o) => o.key === id);
      if (answered) expect(copies).toBe(5);
      else expect([0, 5]).toContain(copies);
    }

    // 3. Every answered update is there; the others are wholly old or wholly new.
    for (const [k, id] of updTargets.entries()) {
      const row = await p.resource.findFirstOrThrow({ where: { id } });
      if (byKind('update').some((o) => o.key === id)) expect(row.name).toBe(`upd-${k}-new`);
      else expect([`upd-${k}-old`, `upd-${k}-new`]).toContain(row.name);
    }

    // 4. Every answered booking is an event with its services and its occupancy, at its slot.
    const bookings = byKind('booking');
    const events = await p.event.findMany({
      where: { id: { in: bookings.map((o) => o.body.id) } },
      include: { services: true, occupancies: true },
    });
    expect(events).toHaveLength(bookings.length);
    for (const o of bookings) {
      const e = events.find((x) => x.id === o.body.id);
      expect(`${e?.employee_id}@${e?.starts_at.toISOString()}`).toBe(o.key);
      expect(e?.services).toHaveLength(1); // one service: beard trim
      expect(e?.occupancies.length).toBeGreaterThan(0);
    }

    // 5. Nothing half-written anywhere in the schema.
    // (Seats of a class hold no services and no occupancy: their tier's counter holds them.)
    const [{ n: eventsWithoutServices }] = await p.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM events e
       WHERE e.scheduled_event_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM event_services s WHERE s.event_id = e.id)`;
    const [{ n: liveEventsWithoutOccupancy }] = await p.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM events e
       WHERE e.status NOT IN ('cancelled', 'noshow') AND e.scheduled_event_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM occupancies o WHERE o.event_id = e.id)`;
    const [{ n: tiersOffCount }] = await p.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM scheduled_event_tiers t
       WHERE t.booked_guests <> coalesce((SELECT sum(e.number_of_guests) FROM events e
                                           WHERE e.tier_id = t.id AND e.status <> 'cancelled'), 0)`;
    const [{ n: orphanOccupancies }] = await p.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM occupancies WHERE event_id IS NULL AND time_slot_reservation_id IS NULL`;
    const [{ n: overlapping }] = await p.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM occupancies a JOIN occupancies b
        ON a.id < b.id AND a.company_id = b.company_id AND a.blocks AND b.blocks
       AND (a.employee_id = b.employee_id OR a.resource_id = b.resource_id)
       AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`;
    expect({
      eventsWithoutServices: Number(eventsWithoutServices),
      liveEventsWithoutOccupancy: Number(liveEventsWithoutOccupancy),
      orphanOccupancies: Number(orphanOccupancies),
      overlapping: Number(overlapping),
      tiersOffCount: Number(tiersOffCount),
    }).toEqual({
      eventsWithoutServices: 0,
      liveEventsWithoutOccupancy: 0,
      orphanOccupancies: 0,
      overlapping: 0,
      tiersOffCount: 0,
    });

    // 5b. Webhooks: every answered booking's event.created arrives (at least once), signed; a
    // delivery in flight at the kill is sent again once its claim runs out (2 s timeout + 5 s).
    const receiver = rx;
    const deliveredIds = () =>
      new Set(
        receiver.received.filter((r) => r.json?.type === 'event.created').map((r) => r.json.data.object.id),
      );
    await expect
      .poll(() => bookings.filter((o) => !deliveredIds().has(o.body.id)).length, {
        timeout: 45_000,
        interval: 250,
      })
      .toBe(0);
    // The restart really had deliveries to make up for.
    expect(bookings.filter((o) => !receivedAtKill.has(o.body.id)).length).toBeGreaterThan(0);
    const verifier = new Webhook(hook.body.secret);
    for (const r of receiver.received) verifier.verify(r.body, r.headers as Record<string, string>);
    // Nothing for a booking that was not committed: every object delivered is an event in the database.
    const delivered = [...deliveredIds()];
    expect(await p.event.count({ where: { id: { in: delivered } } })).toBe(delivered.length);

    // 6. The restarted server answers reads and takes writes.
    for (const o of created) {
      const got = await call(token, 'GET', `/v1/hq/resources/${o.body.id}`);
      expect([got.status, got.body.name]).toEqual([200, o.key]);
    }
    const t = targets[600];
    const after = await call(null, 'POST', '/v1/marketplace/events', {
      company: DEMO.salon,
      event_types: ['demo_et_beard'],
      starts_at: t.starts_at,
      employee: t.employee,
      customer_name: 'after the crash',
    });
    expect(after.status).toBe(200);
    const again = await call(token, 'POST', '/v1/hq/resources', {
      company: DEMO.salon,
      type: 'space',
      name: 'after the crash',
    });
    expect(again.status).toBe(200);
  }, 150_000);
});
