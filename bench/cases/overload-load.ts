/**
 * The load generator of the overload case (bench/cases/overload.ts), run as a child process so
 * that it does not share the server's event loop. Reads one JSON job on stdin:
 *   { url, headers?, seconds, connections, factor, sockets, warmup }
 * First a closed loop (`connections` clients, each sending its next request when the last is
 * answered) measures saturation: the throughput the server sustains. Then an open loop offers
 * `factor` times that rate, new requests at a steady pace whether or not earlier ones were
 * answered (as real clients do), so that a queue forms unless the server sheds load. Latencies
 * are kept per answer kind: accepted (2xx), refused (503), other. Prints one JSON line.
 * (autocannon cannot do this: it reports one latency for all answers and is closed-loop.)
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

interface Job {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  factor: number;
  sockets: number;
  /** Seconds of closed loop first, unmeasured (JIT, caches, connections). */
  warmup: number;
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Job;
// At most `sockets` keep-alive connections, as a proxy or load balancer keeps to one instance; a
// request waits in the agent's queue for a free one, and that wait counts in its latency. (With
// a new connection for every outstanding request, thousands, the server's listen queue
// overflowed, the kernel dropped SYNs and clients retried after 1, 3, 7, 15 s: the figures
// measured TCP's retransmission timers, not the server.)
const agent = new http.Agent({ keepAlive: true, maxSockets: job.sockets, maxFreeSockets: job.sockets });

/** Opens the proxy's connections before the open loop (liveness answers whatever the load). */
async function openConnections() {
  const healthz = new URL('/healthz', job.url).toString();
  await Promise.all(
    Array.from(
      { length: job.sockets },
      () =>
        new Promise<void>((resolve) => {
          const req = http.get(healthz, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          });
          req.on('error', () => resolve());
        }),
    ),
  );
}

type Answer = { status: number; ms: number; at: number };
function send(): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(job.url, { agent, headers: job.headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, at: started }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, at: started }));
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
};

// 1. Saturation: closed loop, after as long again unmeasured (a cold route's first seconds would
// make saturation, and so the offered rate, look lower than it is).
async function closedLoop(seconds: number): Promise<Answer[]> {
  const out: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < until) out.push(await send());
    }),
  );
  return out;
}
await closedLoop(job.warmup);
const closed = await closedLoop(job.seconds);
const saturationRps = Math.round(closed.filter((a) => a.status < 300).length / job.seconds);

// 2. Overload: open loop at factor x saturation, paced every 5 ms.
const offeredRps = Math.max(1, saturationRps * job.factor);
// A proxy's connections to an instance are open before a surge: the surge is measured, not the
// opening of hundreds of TCP connections at once (which stalled the first second by itself).
await openConnections();
// The generator's own event-loop delay: a latency measured here includes it (the time before a
// request is written and after its answer arrived), so it is reported beside the figures.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const open: Promise<Answer>[] = [];
const startedAt = performance.now();
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = (performance.now() - startedAt) / 1000;
    if (elapsed >= job.seconds) {
      clearInterval(tick);
      resolve();
      return;
    }
    while (open.length < offeredRps * elapsed) open.push(send());
  }, 5);
});
const answers = await Promise.all(open);
lag.disable();
if (process.env.BENCH_DEBUG) {
  const buckets = new Map<number, number[]>();
  for (const a of answers) {
    const b = Math.floor((a.at - startedAt) / 250);
    buckets.set(b, [...(buckets.get(b) ?? []), a.ms]);
  }
  for (const [b, ms] of [...buckets].sort((x, y) => x[0] - y[0]))
    process.stderr.write(
      `t=${b * 250}ms n=${ms.length} p50=${percentile(ms, 50)} max=${Math.max(...ms).toFixed(0)}\n`,
    );
}
// Answers arrive after the pacing stops too: rates are over the time until the last one.
const span = (performance.now() - startedAt) / 1000;
const accepted = answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.ms);
const refused = answers.filter((a) => a.status === 503).map((a) => a.ms);
const other = answers.filter((a) => !(a.status >= 200 && a.status < 300) && a.status !== 503);
agent.destroy();

process.stdout.write(
  `${JSON.stringify({
    saturation_rps: saturationRps,
    saturation_p99_ms: percentile(
      closed.map((a) => a.ms),
      99,
    ),
    offered_rps: offeredRps,
    sent: answers.length,
    accepted: accepted.length,
    accepted_rps: Math.round(accepted.length / span),
    accepted_p50_ms: percentile(accepted, 50),
    accepted_p99_ms: percentile(accepted, 99),
    refused: refused.length,
    refused_p50_ms: percentile(refused, 50),
    refused_p99_ms: percentile(refused, 99),
    failed: other.length,
    generator_lag_p99_ms: +(lag.percentile(99) / 1e6).toFixed(1),
    generator_lag_max_ms: +(lag.max / 1e6).toFixed(1),
    failed_statuses: [...new Set(other.map((a) => a.status))],
  })}\n`,
);
