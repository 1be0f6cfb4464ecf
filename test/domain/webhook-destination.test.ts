import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, urlProblem } from '../../src/domain/webhooks/destination.ts';
import { sendAttempt } from '../../src/domain/webhooks/sender.ts';
import { createShop, type Shop } from '../helpers/bookings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.ts';

/** SSRF (docs/api-conventions.md#webhooks): where a webhook may go, checked at registration and at every delivery. */
let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx?.close());

const attempt = (url: string, allowPrivate: boolean) =>
  sendAttempt({
    url,
    msgId: 'msg_x',
    body: '{}',
    secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    timeoutMs: 2000,
    allowPrivate,
  });

describe('destinations', () => {
  it('only public unicast addresses count as public (IPv4, IPv6, IPv4-mapped)', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(a)).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('registration: https only, no credentials, no private literal or localhost; all allowed with WEBHOOK_ALLOW_PRIVATE', () => {
    // What WEBHOOK_ALLOW_PRIVATE lifts names it, so a developer with a local receiver finds it.
    const hint = '(for local development, WEBHOOK_ALLOW_PRIVATE=true allows http and private addresses)';
    expect(urlProblem('https://hooks.example.com/in', false)).toBeNull();
    expect(urlProblem('http://hooks.example.com/in', false)).toBe(`must use https ${hint}`);
    expect(urlProblem('ftp://hooks.example.com/in', false)).toBe('must use https');
    expect(urlProblem('ftp://hooks.example.com/in', true)).toBe('must use https or http');
    expect(urlProblem('https://user:pw@hooks.example.com/', false)).toBe('must not carry credentials');
    expect(urlProblem('https://localhost/in', false)).toBe(`must not point to this machine ${hint}`);
    expect(urlProblem('https://127.0.0.1/in', false)).toBe(
      `must not point to a private, loopback or link-local address ${hint}`,
    );
    expect(urlProblem('https://[::1]/in', false)).toMatch(/private, loopback or link-local/);
    expect(urlProblem('https://169.254.169.254/latest', false)).toMatch(/private/);
    expect(urlProblem('not a url', false)).toBe('must be an absolute URL');
    expect(urlProblem('http://127.0.0.1:8080/in', true)).toBeNull();
  });

  it('delivery: a name that resolves to a loopback address is refused at connect time; nothing reaches it', async () => {
    const port = new URL(rx.url()).port;
    // "localhost" passes the literal check: the refusal comes from the address it resolves to.
    const byName = await attempt(`https://localhost:${port}/ssrf`, false);
    expect(byName.ok).toBe(false);
    // The rule broken, never the address the name resolved to inside the network.
    expect(byName.error).toBe(
      'localhost resolves to an address that is not public (private, loopback or link-local addresses are refused)',
    );
    const literal = await attempt(`https://127.0.0.1:${port}/ssrf`, false);
    expect(literal.error).toBe('127.0.0.1 is not a public address');
    const plain = await attempt(rx.url('/ssrf'), false);
    expect(plain.error).toBe('only https URLs receive webhooks');
    expect(rx.received.filter((r) => r.path === '/ssrf')).toHaveLength(0);
    // The same receiver, allowed: it answers.
    expect((await attempt(rx.url('/ssrf'), true)).ok).toBe(true);
  });

  it('the resolved-address guard itself refuses a name resolving to 127.0.0.1', async () => {
    const { guardedLookup } = await import('../../src/domain/webhooks/destination.ts');
    const lookup = guardedLookup(false);
    const err = await new Promise<Error | null>((resolve) =>
      (lookup as any)('localhost', { all: true }, (e: Error | null) => resolve(e)),
    );
    expect(err?.message).toMatch(/resolves to an address that is not public/);
    expect(err?.message).not.toMatch(/127\.0\.0\.1|::1/);
    const allowed = await new Promise<unknown>((resolve) =>
      (guardedLookup(true) as any)('localhost', {}, (e: Error | null, address: string) =>
        resolve(e ?? address),
      ),
    );
    expect(['127.0.0.1', '::1']).toContain(allowed);
  });

  it('redirects are not followed: a 302 is a failed attempt', async () => {
    rx.behave('/redirect', () => 302);
    const r = await attempt(rx.url('/redirect'), true);
    expect(r).toMatchObject({ ok: false, status: 302, error: 'HTTP 302' });
    expect(rx.received.filter((x) => x.path === '/redirect')).toHaveLength(1);
  });
});

describe('registering a loopback webhook through HTTP (WEBHOOK_ALLOW_PRIVATE off)', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    shop = await createShop(t.db.prisma);
  });
  afterAll(() => t?.close());

  it('answers 400 whose message names WEBHOOK_ALLOW_PRIVATE', async () => {
    const res = await t.http
      .post('/v1/hq/webhooks')
      .set(shop.auth)
      .send({ company: shop.companyId, url: 'http://127.0.0.1:9/in', events: ['event.created'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^url: must use https .*WEBHOOK_ALLOW_PRIVATE=true/);
    expect(res.body.details).toEqual([
      { field: 'url', message: expect.stringContaining('WEBHOOK_ALLOW_PRIVATE') },
    ]);
  });
});
