// Bench case (issue 14): booking POSTs with one webhook endpoint subscribed, against the same
// POSTs without one (the endpoint disabled), on the same company and server: three pairs of
// rounds, each pair back to back, and the median of the pairs' ratios. Jobs are off in the bench, so
// this measures what the booking pays: its transaction writes the stream message either way and,
// with the endpoint, one delivery row more (sending them is the job runner's work, elsewhere).
// Target: with >= 90% of without.
import { loadConfig } from '../../src/config.ts';
import { SecretBox } from '../../src/domain/fiscalization/secret-box.ts';
import { newSigningSecret } from '../../src/domain/webhooks/secrets.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { median } from '../lib.ts';

interface LoadResult {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

export interface WebhookBenchContext {
  base: string;
  prisma: PrismaClient;
  company: string;
  eventType: string;
  employees: string[];
  /** First day (days since the epoch) free for this case's bookings. */
  firstDay: number;
  seconds: number;
  /** The load's connections: at most one request each still in flight when a round stops. */
  connections: number;
  /** Runs before each round (the statistics brought up to date where autovacuum is off). */
  settle: () => Promise<void>;
  drive: (job: {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    bodies?: string[];
  }) => Promise<LoadResult>;
}

/** Distinct (slot, employee) booking bodies, 240 a day from `fromDay`, enough for 3,000 POSTs/s. */
function bodies(c: WebhookBenchContext, fromDay: number, days: number): string[] {
  const out: string[] = [];
  for (let d = fromDay; d < fromDay + days; d++)
    for (let m = 8 * 60; m < 20 * 60; m += 15)
      for (const e of c.employees)
        out.push(
          JSON.stringify({
            company: c.company,
            event_types: [c.eventType],
            starts_at: new Date(d * 86_400_000 + m * 60_000).toISOString(),
            employee: e,
            customer_name: 'Bench webhooks',
          }),
        );
  return out;
}

/**
 * Rounds of each kind, alternated: one 5 s pair back to back moved by 10-25% from run to run. Odd,
 * so that the median is one pair's ratio (whose rounds the answer shows).
 */
const ROUNDS = 3;

export async function webhookBookingPosts(c: WebhookBenchContext) {
  const days = Math.ceil((3000 * c.seconds) / 240);
  let nextDay = c.firstDay;
  const post = () => {
    const fromDay = nextDay;
    nextDay += days;
    return c.drive({
      url: `${c.base}/v1/marketplace/events`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      bodies: bodies(c, fromDay, days),
    });
  };
  // Written directly: the bench company has no HQ user. example.com is a reserved domain (and the
  // bench runs no jobs: nothing is sent). Disabled for the rounds without: the booking's
  // statement queues a delivery per enabled endpoint only (webhook-store.ts).
  const hook = await c.prisma.webhookEndpoint.create({
    data: {
      company_id: c.company,
      url: 'https://hooks.example.com/bench',
      events: ['event.created'],
      enabled: false,
      secret: new SecretBox(loadConfig().fiscalizationKey).seal(newSigningSecret()),
    },
  });
  const queued = () => c.prisma.webhookDelivery.count({ where: { webhook_id: hook.id } });
  const setEnabled = (enabled: boolean) =>
    c.prisma.webhookEndpoint.update({
      where: { company_id_id: { company_id: c.company, id: hook.id } },
      data: { enabled },
    });
  const without: LoadResult[] = [];
  const withHook: LoadResult[] = [];
  let answered = 0;
  let queuedWithout = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await setEnabled(false);
    await c.settle();
    const before = await queued();
    without.push(await post());
    queuedWithout += (await queued()) - before;
    await setEnabled(true);
    await c.settle();
    const r = await post();
    withHook.push(r);
    answered += r.requests - r.non_2xx;
  }
  await setEnabled(false);
  const total = await queued();
  // Each pair's ratio (its two rounds back to back), then their median: the rate of both kinds
  // drifts down over the case's 30 s (586, 545 and 398 a second without in one run), and a pair
  // meets the same drift.
  const ratios = withHook.map((r, i) => r.rps / without[i].rps);
  const ratio = median(ratios);
  const mid = ratios.indexOf(ratio);
  return {
    ...withHook[mid],
    without_rps: without[mid].rps,
    with_ratio: +ratio.toFixed(3),
    rounds: ROUNDS,
    with_rps_each: withHook.map((r) => r.rps),
    without_rps_each: without.map((r) => r.rps),
    deliveries_queued: total,
    target_with_ratio: 0.9,
    // Every booking answered 2xx in a with-round queued its delivery, and a round without queued
    // none beyond the stragglers of the round before (one per connection at most).
    deliveries_match: total >= answered && queuedWithout <= ROUNDS * c.connections,
    next_free_day: nextDay,
  };
}
