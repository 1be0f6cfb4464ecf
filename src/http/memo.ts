import zlib from 'node:zlib';
import { type CacheStore, Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Memo } from '../domain/shared/answer-cache.ts';

/** Answers smaller than this go out as they are (the app registers @fastify/compress with it too). */
export const COMPRESS_THRESHOLD = 2048;

/**
 * The zlib options of zstd, here and in @fastify/compress (the app registers it with them; gzip
 * and deflate ignore `params`). Level 1, not the library's 3: inside one run of the cold bench,
 * the two taking turns call by call, 178 us against 270 for a 54 KB week, 1,179 bytes against
 * 1,148; on the demo salon's week (28 KB) 61 us against 96, 671 bytes against 695. Every cold
 * answer is compressed once as it is computed (docs/slots.md, "A cold answer"; bench/README.md,
 * "What a request costs, and where it goes").
 */
export const ZLIB_OPTIONS: zlib.ZlibOptions & zlib.ZstdOptions = {
  params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 },
};

/** How @fastify/compress encodes: brotli at quality 4 in text mode, zstd with ZLIB_OPTIONS, the rest at zlib's defaults. */
const ENCODERS = {
  // Node 24 (the project's runtime) has zstd, and @fastify/compress offers it first there.
  zstd: (body: Buffer) => zlib.zstdCompressSync(body, ZLIB_OPTIONS),
  br: (body: Buffer) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (body: Buffer) => zlib.gzipSync(body),
  deflate: (body: Buffer) => zlib.deflateSync(body),
};
type Coding = keyof typeof ENCODERS;

/**
 * The content coding a kept answer is sent in, negotiated as @fastify/compress does it (the same
 * library, the same codings in the same order): whatever path an answer takes, a client gets the
 * same coding. The accepted headers are few, so their answers are kept, up to a bound an odd
 * client cannot grow.
 */
const negotiator = new Negotiator<Coding | 'identity'>({
  supportedValues: [...(Object.keys(ENCODERS) as Coding[]), 'identity'],
  cache: boundedCache(256),
});

/**
 * Sends a cached answer, serialized by the route's response schema once and then reused as
 * bytes: a cache hit costs no serialization. A client that accepts a coding (every browser and
 * most HTTP libraries) gets the answer compressed once per kept answer and coding, not on every
 * request, which cost 3-4 times the rest of a cached request (bench/README.md, compression).
 * With `select` the answer is trimmed per request, so it takes the ordinary path (the
 * preSerialization hook, the schema's serializer, then @fastify/compress).
 */
export function sendMemo<V>(
  request: FastifyRequest,
  reply: FastifyReply,
  memo: Memo<V>,
  /** A writer of the same bytes as the route's schema, faster (undefined: use the schema's). */
  toJson?: (value: V) => string | undefined,
): V | Buffer {
  const select = (request.query as { select?: unknown } | undefined)?.select;
  if (Array.isArray(select) && select.length > 0) return memo.value;
  memo.serialized ??= Buffer.from(toJson?.(memo.value) ?? (reply.serialize(memo.value) as string));
  reply.type('application/json; charset=utf-8');
  const body = memo.serialized;
  const accepted = request.headers['accept-encoding'];
  if (
    body.length < COMPRESS_THRESHOLD ||
    accepted === undefined ||
    request.headers['x-no-compression'] !== undefined
  )
    return body;
  // "x-gzip" is gzip, and no preference ("*") means gzip too, as @fastify/compress reads them.
  const coding = negotiator.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
  if (coding === null || coding === 'identity') return body;
  memo.encoded ??= {};
  memo.encoded[coding] ??= ENCODERS[coding](body);
  const encoded = memo.encoded[coding];
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  // @fastify/compress leaves an answer that already names its coding as it is.
  reply.header('content-encoding', coding);
  return encoded;
}

function boundedCache(limit: number): CacheStore {
  const map = new Map<string, string>();
  const store: CacheStore = {
    get: (key) => map.get(key),
    has: (key) => map.has(key),
    set: (key, value) => {
      if (map.size < limit) map.set(key, value);
      return store;
    },
  };
  return store;
}
