/**
 * The load generator of `npm run bench`, run as a child process so that autocannon does not share
 * an event loop with the server under test. Reads one JSON job on stdin:
 *   { url, connections, duration, method?, headers?, bodies?: string[], paths?: string[] }
 * (`bodies`: each request takes the next one, so that every booking POST names a distinct slot;
 * `paths`: each request takes the next path and query, so that every read asks something new)
 * and prints one JSON line on stdout: { rps, p50_ms, p99_ms, requests, non_2xx, errors, timeouts }.
 */

// autocannon ships no types.
const autocannon: any = (await import('autocannon' as string)).default;

interface Job {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  bodies?: string[];
  paths?: string[];
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Job;

let next = 0;
const bodies = job.bodies;
const request: Record<string, unknown> = { method: job.method ?? 'GET', headers: job.headers ?? {} };
if (bodies?.length) {
  request.setupRequest = (req: Record<string, unknown>) => ({ ...req, body: bodies[next++ % bodies.length] });
}
let nextPath = 0;
const paths = job.paths;
if (paths?.length) {
  request.setupRequest = (req: Record<string, unknown>) => ({
    ...req,
    path: paths[nextPath++ % paths.length],
  });
}

const result: any = await new Promise((resolve, reject) => {
  autocannon(
    { url: job.url, connections: job.connections, duration: job.duration, requests: [request] },
    (err: Error | null, r: unknown) => (err ? reject(err) : resolve(r)),
  );
});

process.stdout.write(
  `${JSON.stringify({
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bodies_used: bodies?.length ? next : undefined,
    paths_used: paths?.length ? nextPath : undefined,
  })}\n`,
);
