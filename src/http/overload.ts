import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors.ts';

/** Seconds an overloaded server asks a client to wait before retrying. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** The 503 of load shedding, in the contract's error shape. */
export class OverloadedError extends ApiError {
  constructor() {
    super(
      503,
      'unavailable_error',
      'overloaded',
      `The service is over capacity; retry in ${OVERLOAD_RETRY_AFTER_SECONDS} second.`,
      {
        user_title: 'Busy right now',
        user_message: 'We are very busy right now. Please try again in a moment.',
      },
    );
  }
}

export interface OverloadOptions {
  /** Requests this process serves at once; the next ones are refused (0: no limit). */
  maxInFlight: number;
  /** Mean event-loop delay (ms) over a sample above which requests are refused (0: off). */
  maxEventLoopDelayMs: number;
  /** Heap in use (bytes) above which requests are refused (0: off). */
  maxHeapUsedBytes: number;
}

/** Four samples a second: a second's delay before shedding starts would be too long. */
const SAMPLE_INTERVAL_MS = 250;

/** Liveness must answer however busy the process is: a probe that fails would have it restarted. */
const exempt = (request: FastifyRequest) => request.url === '/healthz';

/**
 * Load shedding: past capacity, a request is refused at once (503 `unavailable_error`/`overloaded`,
 * Retry-After) instead of joining a queue that makes every request slow.
 *
 * Two signals, because they see different queues:
 * - @fastify/under-pressure watches the process: the event loop's delay (CPU saturated by our own
 *   work, or a blocking call) and the heap (a leak or an oversized answer building up).
 * - A count of requests in flight sees the queue that forms in front of the database pool, which
 *   never delays the event loop: by Little's law latency = in flight / throughput, so bounding the
 *   requests in flight bounds the latency of the ones accepted. (A few lines of our own: no
 *   well-kept plugin does this, and the count must be released on every way a response ends.)
 * The checks run first of all hooks, before rate limiting and authentication touch the database.
 */
export async function registerOverloadProtection(app: FastifyInstance, options: OverloadOptions) {
  if (options.maxEventLoopDelayMs > 0 || options.maxHeapUsedBytes > 0) {
    // Start-up blocks the event loop (schemas compiled, the embedded database loaded): the first
    // samples after it measure that, not load. Pressure counts once the app has run a while.
    let countsFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      countsFrom = Date.now() + 2 * SAMPLE_INTERVAL_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      sampleInterval: SAMPLE_INTERVAL_MS,
      pressureHandler: (request, reply) => {
        if (exempt(request) || Date.now() < countsFrom) return undefined; // served as usual
        reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
        // Sent as an error, so the one error handler answers it in the contract's shape.
        return new OverloadedError() as never;
      },
    });
  }
  const max = options.maxInFlight;
  if (max <= 0) return;
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (exempt(request)) return done();
    if (inFlight >= max) {
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      return done(new OverloadedError());
    }
    inFlight++;
    // 'close' fires once however the response ends: sent, failed, or the client went away.
    reply.raw.once('close', () => {
      inFlight--;
    });
    done();
  });
}
