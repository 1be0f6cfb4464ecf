/**
 * Bench case `overload` (issue 17): the API at four times saturation. Driven by a child process
 * (bench/cases/overload-load.ts): a closed loop measures the throughput the API sustains on one
 * request, then an open loop offers four times that rate. With load shedding (src/http/overload.ts:
 * requests in flight, event-loop delay, heap) the requests accepted keep their latency (target:
 * p99 < 1 s) and the rest are refused at once (503 with Retry-After; target: p99 < 250 ms) rather
 * than every request waiting in a growing queue.
 *
 * Called from bench/run.ts with the URL of a case that costs real work (the HQ list: a token
 * lookup and a Prisma query per request) on the API it started (with the default shedding limits).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const OVERLOAD_FACTOR = 4;
export const ACCEPTED_P99_TARGET_MS = 1_000;
export const REFUSED_P99_TARGET_MS = 250;

export interface OverloadResult {
  saturation_rps: number;
  saturation_p99_ms: number | null;
  offered_rps: number;
  sent: number;
  accepted: number;
  accepted_rps: number;
  accepted_p50_ms: number | null;
  accepted_p99_ms: number | null;
  refused: number;
  refused_p50_ms: number | null;
  refused_p99_ms: number | null;
  failed: number;
  failed_statuses: number[];
  generator_lag_p99_ms: number;
  generator_lag_max_ms: number;
}

export async function overloadCase(options: {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** Keep-alive connections the open loop may use at most (a proxy's pool to one instance). */
  sockets: number;
  warmup: number;
}): Promise<{
  row: Record<string, unknown> & { rps: number; p50_ms: number; p99_ms: number };
  problems: string[];
}> {
  const result = await new Promise<OverloadResult>((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'overload-load.ts')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`overload-load.ts exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify({ ...options, factor: OVERLOAD_FACTOR }));
  });
  const problems: string[] = [];
  if (result.failed > 0)
    problems.push(
      `overload: ${result.failed} answers neither 2xx nor 503 (${result.failed_statuses.join(', ')})`,
    );
  if (result.accepted === 0) problems.push('overload: nothing accepted');
  if ((result.accepted_p99_ms ?? Number.POSITIVE_INFINITY) >= ACCEPTED_P99_TARGET_MS)
    problems.push(
      `overload: accepted p99 ${result.accepted_p99_ms} ms, not under ${ACCEPTED_P99_TARGET_MS} ms`,
    );
  if (result.refused > 0 && (result.refused_p99_ms ?? 0) >= REFUSED_P99_TARGET_MS)
    problems.push(`overload: refused p99 ${result.refused_p99_ms} ms, not under ${REFUSED_P99_TARGET_MS} ms`);
  return {
    row: {
      rps: result.accepted_rps,
      p50_ms: result.accepted_p50_ms ?? 0,
      p99_ms: result.accepted_p99_ms ?? 0,
      ...result,
    },
    problems,
  };
}
