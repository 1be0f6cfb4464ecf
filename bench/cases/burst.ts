/**
 * Bench case `burst` (issue 27): honest bursts are served, not refused. On the API as production
 * runs it (admission's defaults: 2 x DATABASE_POOL_SIZE places, the controlled-delay queue):
 *
 * - `burst_one_slot`: 60 booking POSTs of one slot of a one-employee company, sent at the same
 *   moment: 1 booked, 59 answered 400 `time_slot_not_available`, none 503.
 * - `burst_distinct_slots`: 200 booking POSTs of 200 distinct slots (10 employees x 8 hours x 3
 *   days) at the same moment: all 200 booked.
 *
 * Each request goes on a connection of its own opened beforehand (as a proxy's pool to an
 * instance is open before a rush): the burst is the requests, not 200 TCP handshakes. The POSTs
 * are written from this process (200 requests cost it little next to the server's work); the
 * figure reported is the time from the first write to the last answer.
 */
import http from 'node:http';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { benchCompany } from './company.ts';

export interface BurstResult {
  requests: number;
  booked: number;
  not_available: number;
  overloaded_503: number;
  other: number;
  other_codes: string[];
  seconds: number;
  p99_ms: number;
}

const company = (p: PrismaClient, employees: number) =>
  benchCompany(p, {
    name: `Bench burst ${employees}`,
    employees,
    interval: 60,
    opens: '09:00',
    closes: '17:00',
    duration: 30,
  });

/** POSTs `bodies` at the same moment, one pre-opened connection each; tallies the answers. */
async function fire(base: string, bodies: unknown[]): Promise<BurstResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: bodies.length });
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; code?: string; ms: number }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        `${base}${path}`,
        { method, agent, headers: payload ? { 'content-type': 'application/json' } : {} },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => {
            const code = res.statusCode === 200 ? undefined : JSON.parse(text).code;
            resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - started });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  try {
    await Promise.all(bodies.map(() => send('GET', '/healthz')));
    const started = performance.now();
    const answers = await Promise.all(bodies.map((b) => send('POST', '/v1/marketplace/events', b)));
    const seconds = (performance.now() - started) / 1000;
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    const other = answers.filter(
      (a) => a.status !== 200 && a.status !== 503 && a.code !== 'time_slot_not_available',
    );
    return {
      requests: answers.length,
      booked: answers.filter((a) => a.status === 200).length,
      not_available: answers.filter((a) => a.code === 'time_slot_not_available').length,
      overloaded_503: answers.filter((a) => a.status === 503).length,
      other: other.length,
      other_codes: [...new Set(other.map((a) => `${a.status} ${a.code}`))],
      seconds: +seconds.toFixed(3),
      p99_ms: Math.round(ms[Math.ceil(ms.length * 0.99) - 1]),
    };
  } finally {
    agent.destroy();
  }
}

export async function burstCases(
  base: string,
  p: PrismaClient,
): Promise<{ rows: Record<string, BurstResult>; problems: string[] }> {
  const day = Math.floor(Date.now() / 86_400_000) + 20;
  const at = (d: number, hour: number) => new Date((day + d) * 86_400_000 + hour * 3_600_000).toISOString();
  const one = await company(p, 1);
  const oneSlot = await fire(
    base,
    Array.from({ length: 60 }, (_, i) => ({
      company: one.id,
      event_types: [one.eventType],
      starts_at: at(0, 10),
      customer_name: `Burst ${i}`,
    })),
  );
  const ten = await company(p, 10);
  const bodies: unknown[] = [];
  for (let d = 0; d < 3; d++)
    for (let h = 9; h < 17; h++)
      for (const employee of ten.employees)
        bodies.push({
          company: ten.id,
          event_types: [ten.eventType],
          starts_at: at(d, h),
          employee,
          customer_name: 'Burst',
        });
  const distinct = await fire(base, bodies.slice(0, 200));
  const problems: string[] = [];
  if (oneSlot.booked !== 1 || oneSlot.not_available !== 59)
    problems.push(
      `burst_one_slot: ${oneSlot.booked} booked, ${oneSlot.not_available} not available (want 1 and 59)`,
    );
  if (oneSlot.overloaded_503 > 0) problems.push(`burst_one_slot: ${oneSlot.overloaded_503} answered 503`);
  if (distinct.booked !== 200)
    problems.push(
      `burst_distinct_slots: ${distinct.booked} of 200 booked (${distinct.overloaded_503} x 503, ${distinct.other_codes.join(', ')})`,
    );
  return { rows: { burst_one_slot: oneSlot, burst_distinct_slots: distinct }, problems };
}
