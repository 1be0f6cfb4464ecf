// Telling "the database cannot be reached" apart from every other error.
//
// During an outage (a restart, a failover, a network cut) a request meets one of several
// shapes of the same fault, depending on where in its life the connection went away: `pg`'s
// socket errors (ECONNREFUSED while the server is down, ECONNRESET, "Connection terminated
// unexpectedly" for an idle pooled connection killed by an immediate shutdown), the server's own
// FATAL answers (57P01 admin shutdown to a statement in flight, 57P03 while it shuts down or
// recovers, 53300 when it has no connection left), or Prisma's wrapping of any of these
// (P1001 & co., or a P2010 whose driver-adapter cause says DatabaseNotReachable). All of them are
// temporary and none is the client's fault or a bug of ours: the API answers 503 with
// Retry-After, and the pool, which drops a connection that failed, reconnects on the next request.
import { sqlState } from './sql.ts';

/** SQLSTATEs of a server that is going away, starting up, or out of connections/resources. */
function unavailableState(state: string): boolean {
  return (
    state.startsWith('08') || // connection exception
    state.startsWith('53') || // insufficient resources (53300 too many connections)
    state === '57P01' || // admin_shutdown: a fast or smart shutdown ended our session
    state === '57P02' || // crash_shutdown: another backend crashed, the server restarts
    state === '57P03' || // cannot_connect_now: starting up, recovering or shutting down
    state === '57P05' // idle session timeout
  );
}

/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Prisma's codes for the same: can't reach, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

/** The driver adapter's kinds for the same. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TlsConnectionError',
]);

/** `pg`'s messages for connections lost without a code. */
const PG_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** True when `err` (or what it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
  };
  const state = sqlState(err);
  if (state !== undefined) return unavailableState(state);
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || PRISMA_CODES.has(e.code))) {
    // P2010 (raw query failed) and the like carry the real cause in the adapter error below.
    return true;
  }
  const kind = e.meta?.driverAdapterError?.cause?.kind;
  if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  if (e.name === 'PrismaClientInitializationError') return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
