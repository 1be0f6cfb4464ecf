import { EventEmitter } from 'node:events';
import fs from 'node:fs';

/** Log lines are gathered up to this many bytes before one write (about 200 request lines). */
export const LOG_BUFFER_BYTES = 65_536;
/** ...and written at the latest this many milliseconds after they were logged. */
export const LOG_FLUSH_MS = 100;
/** A full pipe (EAGAIN) is tried again after this long, as pino's own destination does. */
const BUSY_RETRY_MS = 100;

/** Every destination not yet destroyed: each writes what it holds when the process exits. */
const open = new Set<BatchedDestination>();
let exitHooked = false;

/**
 * Where the logs go when no stream is given: a file, or standard output (fd 1), written in
 * batches instead of one write system call per line. At a few thousand requests a second the
 * request log was one write per request, about a sixth of the framework's CPU on a cheap read
 * (issue 15; bench/README.md, "Benchmarks").
 *
 * Why not pino's own destination (sonic-boom) with a large `minLength`: it appends each line to
 * one string and measures that string's UTF-8 length at every line, a copy of everything waiting
 * per line, so a larger batch costs more per line, not less (at 4 KB, a write per ~13 request
 * lines, the writes cost 2-3 us of the 30 us of bench/overhead.ts's {"ok":true} route). Here
 * lines wait in an array and are joined once per write, so a batch can be 64 KB (a write per
 * ~200 lines).
 *
 * What this costs in freshness, and what may be lost: a line reaches its file or pipe within
 * LOG_FLUSH_MS (or as soon as LOG_BUFFER_BYTES are waiting). Nothing is lost when the process
 * ends on its own, on a signal it handles (src/server.ts exits through process.exit) or on an
 * uncaught exception: what waits is written synchronously on `exit`. A SIGKILL or a power cut
 * loses at most the last LOG_FLUSH_MS of lines.
 */
export class BatchedDestination extends EventEmitter {
  private lines: string[] = [];
  /** Characters waiting in `lines` (bytes for ASCII, which log lines nearly always are). */
  private waiting = 0;
  /** The bytes an asynchronous write has taken and not yet finished (never written twice). */
  private writing: Buffer | null = null;
  private readonly timer: NodeJS.Timeout;
  private destroyed = false;
  private readonly fd: number;

  constructor(fd: number) {
    super();
    this.fd = fd;
    this.timer = setInterval(() => this.flush(), LOG_FLUSH_MS);
    this.timer.unref();
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', () => {
        for (const dest of open) dest.flushSync();
      });
    }
    process.nextTick(() => this.emit('ready'));
  }

  /** pino's stream interface: one serialised line (with its newline) per call. */
  write(line: string): boolean {
    this.lines.push(line);
    this.waiting += line.length;
    if (this.waiting >= LOG_BUFFER_BYTES) this.flush();
    return true;
  }

  /** Starts writing what waits (unless a write is under way: its end starts the next). */
  flush(done?: (err?: Error) => void): void {
    if (!this.writing && this.waiting > 0 && !this.destroyed) this.writeOut(this.take(), 0);
    if (!done) return;
    if (!this.writing) done();
    else this.once('drain', () => done());
  }

  /** Writes everything waiting, on this thread (at exit: the process ends right after). */
  flushSync(): void {
    if (this.waiting === 0 || this.fd < 0) return;
    const data = this.take();
    let offset = 0;
    let busy = 0;
    while (offset < data.length) {
      try {
        offset += fs.writeSync(this.fd, data, offset);
      } catch (err) {
        // A full pipe: wait a moment and try again, a bounded number of times.
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN' || ++busy > 50) throw err;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  }

  /** Stops the periodic flush; lines still waiting are dropped (pino's destinations do the same). */
  destroy(): void {
    this.destroyed = true;
    clearInterval(this.timer);
    open.delete(this);
  }

  private take(): Buffer {
    const data = Buffer.from(this.lines.length === 1 ? this.lines[0] : this.lines.join(''));
    this.lines = [];
    this.waiting = 0;
    return data;
  }

  private writeOut(data: Buffer, offset: number): void {
    this.writing = data;
    fs.write(this.fd, data, offset, data.length - offset, null, (err, written) => {
      if (err) {
        if (err.code === 'EAGAIN' || err.code === 'EBUSY') {
          setTimeout(() => this.writeOut(data, offset), BUSY_RETRY_MS).unref();
          return;
        }
        this.writing = null;
        this.emit('error', err);
        return;
      }
      // A pipe may take part of a write: the rest goes next, before anything logged since.
      if (offset + written < data.length) return this.writeOut(data, offset + written);
      this.writing = null;
      if (this.waiting >= LOG_BUFFER_BYTES) this.flush();
      if (!this.writing) this.emit('drain');
    });
  }
}

/** A batched destination writing to a file (appended to) or a file descriptor (1: stdout). */
export function bufferedLogDestination(dest: string | number): BatchedDestination {
  return new BatchedDestination(typeof dest === 'number' ? dest : fs.openSync(dest, 'a'));
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
  const serializers = { req: logRequest, ...(options.serializers as object | undefined) };
  if (options.stream) return { ...options, serializers };
  return { ...options, serializers, stream: bufferedLogDestination(typeof file === 'string' ? file : 1) };
}

/** The secret of a manage link in a URL (`/manage/<company>.<link id>.<secret>`, docs/bookings.md). */
const MANAGE_SECRET = /(\/manage\/[^/?#.]+\.[^/?#.]+\.)[^/?#]+/;

/** A URL as logged: a manage link is a credential, so its secret is masked. */
export const loggedUrl = (url: string) =>
  url.includes('/manage/') ? url.replace(MANAGE_SECRET, '$1***') : url;

/** Fastify's own request serializer, with the URL as logged. */
function logRequest(req: {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
