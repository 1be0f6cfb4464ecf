import pino from 'pino';

/** Log lines are gathered up to this many bytes before one write (about ten request lines). */
export const LOG_BUFFER_BYTES = 4096;
/** ...and written at the latest this many milliseconds after they were logged. */
export const LOG_FLUSH_MS = 100;

/**
 * Where the logs go when no stream is given: a file, or standard output (fd 1), written in
 * batches instead of one write system call per line. At a few thousand requests a second the
 * request log was one write per request, about a sixth of the framework's CPU on a cheap read
 * (issue 15, README "Benchmarks").
 *
 * What this costs in freshness, and what may be lost: a line reaches its file or pipe within
 * LOG_FLUSH_MS (or as soon as LOG_BUFFER_BYTES are waiting). Nothing is lost when the process
 * ends on its own, on a signal it handles (src/server.ts exits through process.exit) or on an
 * uncaught exception: pino flushes an asynchronous destination synchronously on `exit`. A
 * SIGKILL or a power cut loses at most the last LOG_FLUSH_MS of lines.
 */
export function bufferedLogDestination(dest: string | number) {
  return pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
}

/**
 * Fastify's `logger` option with the buffered destination in place of pino's own (one write per
 * line): `false` and options that bring a stream (a terminal's pino-pretty, a test's) are kept.
 */
export function withBufferedDestination(
  logger: boolean | Record<string, unknown> | undefined,
  level: string,
): boolean | Record<string, unknown> {
  if (typeof logger === 'boolean') return logger;
  const { file, ...options } = logger ?? { level };
  if (options.stream) return logger ?? { level };
  return { ...options, stream: bufferedLogDestination(typeof file === 'string' ? file : 1) };
}
