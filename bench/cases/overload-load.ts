/**
 * The load generator of the overload case (bench/cases/overload.ts), run as a child process so
 * that it does not share the server's event loop. Reads one JSON job on stdin:
 *   { url, headers?, seconds, connections, factor }
 * First a closed loop (`connections` clients, each sending its next request when the last is
 * answered) measures saturation: the throughput the server sustains. Then an open loop offers
 * `factor` times that rate, new requests at a steady pace whether or not earlier ones were
 * answered (as real clients do), so that a queue forms unless the server sheds load. Latencies
 * are kept per answer kind: accepted (2xx), refused (503), other. Prints one JSON line.
 * (autocannon cannot do this: it reports one latency for all answers and is closed-loop.)
 */
import http from 'node:http';

interface Job {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  factor: number;
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4_000 });

type Answer = { status: number; ms: number };
function send(): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(job.url, { agent, headers: job.headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
};

// 1. Saturation: closed loop.
const closed: Answer[] = [];
const closedUntil = performance.now() + job.seconds * 1000;
await Promise.all(
  Array.from({ length: job.connections }, async () => {
    while (performance.now() < closedUntil) closed.push(await send());
  }),
);
const saturationRps = Math.round(closed.filter((a) => a.status < 300).length / job.seconds);

// 2. Overload: open loop at factor x saturation, paced every 5 ms.
const offeredRps = Math.max(1, saturationRps * job.factor);
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
    failed_statuses: [...new Set(other.map((a) => a.status))],
  })}\n`,
);
