// Bench case (issue 14): booking POSTs with one webhook endpoint subscribed, against the same
// POSTs without one, back to back on the same company and server. Jobs are off in the bench, so
// this measures what the booking pays: its transaction writes the stream message either way and,
// with the endpoint, one delivery row more (sending them is the job runner's work, elsewhere).
// Target: with >= 90% of without.
import { loadConfig } from '../../src/config.ts';
import { SecretBox } from '../../src/domain/fiscalization/secret-box.ts';
import { newSigningSecret } from '../../src/domain/webhooks/secrets.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

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

export async function webhookBookingPosts(c: WebhookBenchContext) {
  const days = Math.ceil((3000 * c.seconds) / 240);
  const post = (fromDay: number) =>
    c.drive({
      url: `${c.base}/v1/marketplace/events`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      bodies: bodies(c, fromDay, days),
    });
  const without = await post(c.firstDay);
  // Written directly: the bench company has no HQ user. example.com is a reserved domain (and the
  // bench runs no jobs: nothing is sent).
  const hook = await c.prisma.webhookEndpoint.create({
    data: {
      company_id: c.company,
      url: 'https://hooks.example.com/bench',
      events: ['event.created'],
      secret: new SecretBox(loadConfig().fiscalizationKey).seal(newSigningSecret()),
    },
  });
  const withHook = await post(c.firstDay + days);
  const queued = await c.prisma.webhookDelivery.count({ where: { webhook_id: hook.id } });
  const answered = withHook.requests - withHook.non_2xx;
  return {
    ...withHook,
    without_rps: without.rps,
    with_ratio: +(withHook.rps / without.rps).toFixed(3),
    deliveries_queued: queued,
    target_with_ratio: 0.9,
    // Every booking answered 2xx queued its delivery (up to one per connection still in flight at the end).
    deliveries_match: queued >= answered,
    next_free_day: c.firstDay + 2 * days,
  };
}
