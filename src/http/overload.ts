import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../domain/shared/errors.ts';
import { AdmissionQueue } from './admission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Admission's counts: requests holding a place now, requests waiting for one, requests
     * refused on the socket (before Fastify) and by the queue so far.
     */
    overloadStats(): { inFlight: number; queued: number; refusedOnSocket: number; refusedByQueue: number };
  }
  interface FastifyContextConfig {
    /** false: the route takes no place in the admission queue (live streams have budgets of their own). */
    admission?: boolean;
  }
}

/** Seconds an overloaded server asks a client to wait before retrying. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** The 503 of load shedding, in the one error shape. */
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
  /** Requests this process serves at once; more wait in the admission queue (0: no limit). */
  maxInFlight: number;
  /** The longest a request waits for a place while the queue keeps emptying (a burst). */
  maxWaitMs: number;
  /** The longest a request waits once the queue has stayed non-empty for `queueIntervalMs`. */
  congestedWaitMs: number;
  /** How long the queue may stay non-empty before it counts as congested. */
  queueIntervalMs: number;
  /** Mean event-loop delay (ms) over a sample above which requests are refused (0: off). */
  maxEventLoopDelayMs: number;
  /** Heap in use (bytes) above which requests are refused (0: off). */
  maxHeapUsedBytes: number;
}

/** Four samples a second: a second's delay before shedding starts would be too long. */
const SAMPLE_INTERVAL_MS = 250;

/** Liveness must answer however busy the process is: a probe that fails would have it restarted. */
const exempt = (request: { url?: string }) => request.url === '/healthz';

/** A caller's X-Request-Id is echoed only when it is a sane token (it goes into a header). */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** Seconds between the log lines that count the requests refused before Fastify saw them. */
const REFUSAL_LOG_SECONDS = 10;

/** When a request took its place (performance.now()), kept on the request for its release. */
const heldSince = Symbol('admissionHeldSince');

/**
 * Admission control and load shedding: a request waits for a place among the requests served at
 * once in a controlled-delay queue (http/admission.ts: bursts are queued, sustained overload is
 * refused), and is refused at once (503 `unavailable_error`/`overloaded`, Retry-After) when it
 * would wait past the queue's limit.
 *
 * Two more signals, because they see other queues:
 * - @fastify/under-pressure watches the process: the event loop's delay (CPU saturated by our own
 *   work, or a blocking call) and the heap (a leak or an oversized answer building up).
 * - The queue's own state is checked on the socket, before Fastify parses anything, so that a
 *   refusal at four times saturation costs next to nothing (refuseBeforeFastify below).
 *
 * A request takes its place only once its body has been read (a preValidation hook): a client
 * that sends its body slowly holds a socket (bounded per address, http/connections.ts), never a
 * place. Live streams take none (route config `admission: false`): they have budgets of their own.
 */
export async function registerOverloadProtection(app: FastifyInstance, options: OverloadOptions) {
  // Start-up blocks the event loop (schemas compiled, the embedded database loaded): the first
  // samples after it measure that, not load. Pressure counts once the app has run a while.
  let pressureFrom = Number.POSITIVE_INFINITY;
  const watched = options.maxEventLoopDelayMs > 0 || options.maxHeapUsedBytes > 0;
  let underPressureNow = () => false;
  if (watched) {
    let sampler: FastifyInstance | undefined;
    app.addHook('onReady', async () => {
      pressureFrom = Date.now() + 2 * SAMPLE_INTERVAL_MS;
    });
    // Registered in a context of its own, which holds no route: only its sampling and
    // isUnderPressure() serve here. Beside the routes it would run an onRequest hook of its own
    // on every request; the one hook below makes both checks instead (issue 15: each hook a
    // request runs is part of the framework's cost of every answer).
    await app.register(async (context) => {
      await context.register(underPressure, {
        maxEventLoopDelay: options.maxEventLoopDelayMs,
        maxHeapUsedBytes: options.maxHeapUsedBytes,
        sampleInterval: SAMPLE_INTERVAL_MS,
      });
      sampler = context;
    });
    const watcher = sampler as FastifyInstance;
    underPressureNow = () => watcher.isUnderPressure();
    // The plugin's readings, on the app as it would have put them there.
    app.decorate('isUnderPressure', underPressureNow);
    app.decorate('memoryUsage', () => watcher.memoryUsage());
  }
  const queue = new AdmissionQueue({
    concurrency: options.maxInFlight,
    maxWaitMs: options.maxWaitMs,
    congestedWaitMs: options.congestedWaitMs,
    intervalMs: options.queueIntervalMs,
  });
  const pressure = () => watched && Date.now() >= pressureFrom && underPressureNow();
  const refuse = (reply: FastifyReply, done: (err?: Error) => void) => {
    reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
    // Sent as an error, so the one error handler answers it in the one error shape.
    done(new OverloadedError());
  };
  if (watched)
    app.addHook('onRequest', (request, reply, done) => {
      if (exempt(request) || !pressure()) return done();
      refuse(reply, done);
    });
  if (options.maxInFlight > 0) {
    // One listener function for every response ('close' fires once however it ends: sent,
    // failed, or the client went away), not a closure per request.
    const released = function (this: ServerResponse & { [heldSince]?: number }) {
      const since = this[heldSince];
      if (since === undefined) return;
      this[heldSince] = undefined;
      queue.release(performance.now() - since);
    };
    const hold = (reply: FastifyReply) => {
      const raw = reply.raw as ServerResponse & { [heldSince]?: number };
      raw[heldSince] = performance.now();
      raw.on('close', released);
      // Gone while it waited: the place goes back at once.
      if (raw.destroyed || raw.writableEnded) released.call(raw);
    };
    app.addHook('preValidation', (request, reply, done) => {
      if (exempt(request) || request.routeOptions.config.admission === false) return done();
      const place = queue.acquire();
      if (place === true) {
        hold(reply);
        return done();
      }
      if (place === false) return refuse(reply, done);
      place.then((admitted) => {
        if (!admitted) return refuse(reply, done);
        hold(reply);
        done();
      });
    });
  }
  let refusedOnSocket = 0;
  app.decorate('overloadStats', () => ({
    inFlight: queue.inFlight,
    queued: queue.queued,
    refusedOnSocket,
    refusedByQueue: queue.refused,
  }));
  if (options.maxInFlight > 0 || watched)
    refuseBeforeFastify(
      app,
      () => pressure() || queue.wouldRefuse(),
      () => {
        refusedOnSocket++;
        queue.noteRefusal();
      },
    );
}

/**
 * The same refusal, made on the HTTP server's own request event before Fastify sees the request.
 *
 * Why: at four times saturation three requests of four are refused, so what a refusal costs
 * decides how much CPU is left for the accepted ones. Through Fastify a refusal still pays for
 * the request and reply objects, routing, the hook chain, the error handler, the serializer and
 * a log line; here it pays for the HTTP parse and one write of a prepared answer. When the
 * process falls short of CPU, unread requests wait in the sockets, where no in-process limit
 * sees them. The hooks above still decide for requests that reach Fastify without a socket
 * (`inject`) and are the one place the in-flight count is kept.
 *
 * The answer is the one error shape with Retry-After and X-Request-Id, as the error
 * handler would give it; refused requests are counted in one log line every 10 s instead of a
 * line each (writing a line per refused request was part of the cost).
 */
function refuseBeforeFastify(app: FastifyInstance, overloaded: () => boolean, count: () => void) {
  const server = app.server;
  // Fastify's own handler (registered when the server was made): kept, and called when we accept.
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (handlers.length === 0) return;
  // As http/errors.ts sendError shapes it.
  const error = new OverloadedError();
  const shape = { type: error.type, code: error.code, message: error.message, ...error.extra };
  const body = (requestId: string) => JSON.stringify({ ...shape, request_id: requestId });
  let refused = 0;
  const report = setInterval(() => {
    if (refused === 0) return;
    app.log.warn({ refused, seconds: REFUSAL_LOG_SECONDS }, 'overloaded: requests refused (503)');
    refused = 0;
  }, REFUSAL_LOG_SECONDS * 1000);
  report.unref();
  app.addHook('onClose', async () => clearInterval(report));
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (exempt(req) || !overloaded()) {
      for (const handler of handlers) handler.call(server, req, res);
      return;
    }
    refused++;
    count();
    const sent = req.headers['x-request-id'];
    const requestId = typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    const payload = body(requestId);
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS),
      'x-request-id': requestId,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(payload);
    // The request's body (if any) is not read: drain it so the connection can be reused.
    req.resume();
  });
}
