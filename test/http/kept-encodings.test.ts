// A kept answer goes out compressed as the client asks (brotli or gzip, as @fastify/compress
// negotiates), compressed once per kept answer and coding rather than on every request
// (src/http/memo.ts); below the threshold, or asked for nothing, it goes out as it is.
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memo } from '../../src/domain/shared/answer-cache.ts';
import { COMPRESS_THRESHOLD, sendMemo } from '../../src/http/memo.ts';
import { createEventType, createShop, type Shop } from '../helpers/bookings.ts';
import { dayAfter } from '../helpers/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let shop: Shop;
let url: string;
let identity: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // Three employees, a 15-minute interval, a week: some 7 x 29 starts, well over the threshold.
  shop = await createShop(t.db.prisma, { employees: 3, profile: { booking_interval: 15 } });
  const cut = await createEventType(t.db.prisma, shop, { duration: 60 });
  url = `/v1/marketplace/companies/${shop.companyId}/time_slots?event_type_ids=${cut}&start_date=${dayAfter(3)}&end_date=${dayAfter(9)}`;
  const plain = await t.app.inject({ url });
  expect(plain.statusCode).toBe(200);
  identity = plain.rawPayload;
});
afterAll(() => t?.close());

const get = (acceptEncoding?: string, path = url) =>
  t.app.inject({
    url: path,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** Each coding's decoder, to read an answer back. */
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync, zstd: zstdDecompressSync };

describe('kept answers, compressed as clients ask', () => {
  it('sends a browser brotli, the same bytes as the identity answer once decompressed', async () => {
    expect(identity.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
    for (let i = 0; i < 2; i++) {
      const res = await get('gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(identity.length);
      expect(brotliDecompressSync(res.rawPayload).equals(identity)).toBe(true);
    }
  });

  it('follows the q-values and aliases as @fastify/compress does', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['identity', undefined],
      ['deflate', 'deflate'],
      // Chrome's header: zstd, which Node 24 has, comes first among equals, as @fastify/compress orders them.
      ['gzip, deflate, br, zstd', 'zstd'],
      [undefined, undefined],
    ];
    for (const [asked, coding] of cases) {
      const res = await get(asked);
      expect(res.headers['content-encoding'], String(asked)).toBe(coding);
      const body = coding ? DECODE[coding as keyof typeof DECODE](res.rawPayload) : res.rawPayload;
      expect(body.equals(identity), String(asked)).toBe(true);
    }
  });

  it('trims with select on the ordinary path, which @fastify/compress compresses', async () => {
    // Each coding through @fastify/compress, registered with the zlib options of memo.ts (zstd's
    // level, which gzip and deflate ignore).
    for (const coding of ['br', 'gzip', 'deflate', 'zstd'] as const) {
      const res = await get(coding, `${url}&select=date`);
      expect(res.headers['content-encoding']).toBe(coding);
      const days = JSON.parse(DECODE[coding](res.rawPayload).toString());
      expect(days, coding).toHaveLength(7); // dayAfter(3) to dayAfter(9)
      for (const d of days) expect(Object.keys(d).sort()).toEqual(['date', 'slots', 'status']);
    }
  });

  it('compresses a kept answer once per coding, and sends small ones as they are', () => {
    const headers: Record<string, string> = {};
    const reply = {
      serialize: (v: unknown) => JSON.stringify(v),
      type: () => reply,
      header: (k: string, v: string) => {
        headers[k] = v;
        return reply;
      },
      getHeader: (k: string) => headers[k],
    };
    const request = (encoding: string) => ({ query: {}, headers: { 'accept-encoding': encoding } });
    const send = (memo: Memo<unknown>, encoding: string) =>
      sendMemo(request(encoding) as never, reply as never, memo) as Buffer;
    const big: Memo<unknown> = { value: { text: 'slot '.repeat(COMPRESS_THRESHOLD) } };
    const first = send(big, 'br');
    expect(send(big, 'br')).toBe(first); // the very same buffer: compressed once
    expect(big.encoded?.br).toBe(first);
    expect(big.encoded?.gzip).toBeUndefined();
    const gz = send(big, 'gzip');
    expect(gunzipSync(gz).equals(big.serialized!)).toBe(true);
    expect(send(big, 'gzip')).toBe(gz);
    // {"text":"..."} below the threshold: the serialized bytes themselves, no coding.
    const small: Memo<unknown> = { value: { text: 'x'.repeat(COMPRESS_THRESHOLD - 20) } };
    expect(send(small, 'br')).toBe(small.serialized);
    expect(small.encoded).toBeUndefined();
  });
});
