// Slow and greedy clients: a socket that sends its headers or body slowly, or one address opening
// hundreds of connections, must not hold anything other clients need. Admission (http/overload.ts)
// counts a request only once its body is read; what is bounded here is the rest of what a client
// can hold: the time to send the headers and the whole request, the pause allowed inside a body,
// and the connections open at once per client address.
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../domain/shared/errors.ts';

export interface ConnectionLimits {
  /** Time to receive a request's headers (Node's server.headersTimeout). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body (Node's server.requestTimeout). */
  requestTimeoutMs: number;
  /** The longest pause while a body is being received. */
  bodyIdleTimeoutMs: number;
  /** Connections open at once per client address (0: no limit). */
  maxPerClient: number;
}

/** How often Node checks the headers and request timeouts (its default is 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

const bodyTimedOut = () =>
  new ApiError(
    408,
    'invalid_request_error',
    'request_timeout',
    'The request body stopped arriving; send it whole without long pauses.',
  );

export function registerConnectionLimits(app: FastifyInstance, limits: ConnectionLimits) {
  const server = app.server;
  // Fastify sets requestTimeout from its own option (0 by default: none) when it makes the server.
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;

  // A body that stops arriving: the socket's idle timer runs while the body is read, and its end
  // answers 408 through the body reader (an error on the request stream) and closes the connection.
  const idle = limits.bodyIdleTimeoutMs;
  app.addHook('preParsing', (request, reply, payload, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    // Only a request that announces a body has one to wait for.
    const length = raw.headers['content-length'];
    const announced =
      raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    // A request without a real socket (inject) has no timer to set.
    if (!(socket instanceof Socket) || !announced || raw.complete) return done(null, payload);
    const onTimeout = () => {
      stop();
      reply.header('connection', 'close');
      raw.emit('error', bodyTimedOut());
    };
    const stop = () => {
      socket.setTimeout(0);
      raw.removeListener('timeout', onTimeout);
      raw.removeListener('end', stop);
      raw.removeListener('close', stop);
    };
    // On the request, not the socket: Node's server destroys a timed-out socket unless the request
    // (or response, or server) listens for the timeout.
    raw.setTimeout(idle);
    raw.on('timeout', onTimeout);
    raw.once('end', stop);
    raw.once('close', stop);
    done(null, payload);
  });

  const max = limits.maxPerClient;
  if (max <= 0) return;
  // Counted on the TCP connection, before any byte is parsed: past the limit the connection is
  // closed at once (nothing to answer yet; a client that needs more should reuse its connections).
  const open = new Map<string, number>();
  let refused = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refused++;
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  const report = setInterval(() => {
    if (refused === 0) return;
    app.log.warn({ refused, max_per_client: max }, 'connections refused: too many from one address');
    refused = 0;
  }, 10_000);
  report.unref();
  app.addHook('onClose', async () => clearInterval(report));
}
