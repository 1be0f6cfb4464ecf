import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Load shedding (issue 17): past a limit a request is refused at once with 503
 * `unavailable_error`/`overloaded` and Retry-After, in the one error shape; liveness always answers.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const expectOverloaded = (res: { statusCode: number; headers: Record<string, unknown>; json(): any }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toMatchObject({
    type: 'unavailable_error',
    code: 'overloaded',
    message: expect.any(String),
    request_id: expect.any(String),
  });
};

describe('overload protection', () => {
  it('queues requests past OVERLOAD_MAX_IN_FLIGHT and serves them as places free up, in order', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '2' });
    const app = t.app;
    // Two requests held inside their service call: two in flight, the limit.
    const gates: (() => void)[] = [];
    const spy = vi
      .spyOn(app.services.companies, 'marketplaceBySlug')
      .mockImplementation(() => new Promise((resolve) => gates.push(() => resolve(null as never))));
    const url = '/v1/marketplace/companies/held';
    const held = [app.inject({ url }), app.inject({ url })];
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    // The third is not refused: it waits for a place (the default wait limit is 2 s), without
    // reaching the service; liveness is not counted.
    const third = app.inject({ url });
    await vi.waitFor(() => expect(app.overloadStats().queued).toBe(1));
    expect(spy).toHaveBeenCalledTimes(2);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // One finishes: the waiting one takes its place (2 in flight again, none waiting).
    gates.shift()?.();
    expect((await held[0]).statusCode).toBe(200);
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    expect(app.overloadStats()).toMatchObject({ inFlight: 2, queued: 0, refusedByQueue: 0 });
    for (const open of gates.splice(0)) open();
    expect((await held[1]).statusCode).toBe(200);
    expect((await third).statusCode).toBe(200);
    spy.mockRestore();
    // All released: a request is served (404: no such company) rather than refused.
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect(app.overloadStats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('refuses a waiting request once it has waited OVERLOAD_MAX_WAIT_MS', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_MAX_WAIT_MS: '100' });
    const app = t.app;
    const gates: (() => void)[] = [];
    vi.spyOn(app.services.companies, 'marketplaceBySlug').mockImplementation(
      () => new Promise((resolve) => gates.push(() => resolve(null as never))),
    );
    const url = '/v1/marketplace/companies/held';
    const held = app.inject({ url });
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    const started = performance.now();
    const waited = await app.inject({ url });
    const elapsed = performance.now() - started;
    expectOverloaded(waited);
    // Refused when its 100 ms ran out, not at once and not much later (a generous bound).
    expect(elapsed).toBeGreaterThanOrEqual(95);
    expect(elapsed).toBeLessThan(2_000);
    expect(app.overloadStats()).toMatchObject({ inFlight: 1, queued: 0, refusedByQueue: 1 });
    gates.shift()?.();
    expect((await held).statusCode).toBe(200);
    vi.restoreAllMocks();
  });

  it('refuses on the socket before Fastify when a request would wait past its limit: the same answer', async () => {
    // One place, and a wait limit of 1 ms: with one request holding the place, a newcomer's
    // expected wait (one request ahead, about 5 ms each until measured) is past it.
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_MAX_WAIT_MS: '1' });
    const app = t.app;
    const gates: (() => void)[] = [];
    const spy = vi
      .spyOn(app.services.companies, 'marketplaceBySlug')
      .mockImplementation(() => new Promise((resolve) => gates.push(() => resolve(null as never))));
    const url = '/v1/marketplace/companies/held';
    // One request over a real connection, held in its service call: the one in flight.
    const held = t.http.get(url).then((r) => r);
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    // The next connection's request is refused by the server's request listener: the contract's
    // 503, its Retry-After, and the caller's request id echoed (a sane one; another gets a UUID).
    const refused = await t.http.get(url).set('x-request-id', 'client-42');
    expectOverloaded({ statusCode: refused.status, headers: refused.headers, json: () => refused.body });
    expect(refused.body.request_id).toBe('client-42');
    expect(refused.headers['x-request-id']).toBe('client-42');
    const odd = await t.http.get(url).set('x-request-id', 'two words');
    expect(odd.status).toBe(503);
    expect(odd.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    // Both were refused on the socket, before Fastify (a refusal there costs no routing, hooks,
    // error handler or log line); the service was called once, for the held request.
    expect(app.overloadStats()).toMatchObject({ inFlight: 1, refusedOnSocket: 2, refusedByQueue: 0 });
    expect(spy).toHaveBeenCalledTimes(1);
    // A request without a socket (inject) is refused by the queue itself: the same answer.
    expectOverloaded(await app.inject({ url }));
    expect(app.overloadStats()).toMatchObject({ refusedOnSocket: 2, refusedByQueue: 1 });
    // Liveness still answers on a socket; once the held request ends, requests are served again.
    expect((await t.http.get('/healthz')).status).toBe(200);
    gates.shift()?.();
    expect((await held).status).toBe(200); // served (the stub answered null)
    spy.mockRestore();
    expect((await t.http.get(url)).status).toBe(404);
  });

  it('refuses requests while the event loop lags past OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, but not liveness', async () => {
    t = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' });
    const url = '/v1/marketplace/companies/none';
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // Block the loop for 600 ms (a synchronous hog): the sample that ends after it sees a mean
    // delay far over 50 ms.
    const until = Date.now() + 600;
    while (Date.now() < until) {}
    await vi.waitFor(() => expect(t?.app.memoryUsage().eventLoopDelay).toBeGreaterThan(50), {
      timeout: 1_000,
      interval: 5,
    });
    expectOverloaded(await t.app.inject({ url }));
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // A calm sample later the lag is gone and requests are served again.
    await vi.waitFor(async () => expect((await t?.app.inject({ url }))?.statusCode).toBe(404), {
      timeout: 3_000,
      interval: 100,
    });
  });

  it('refuses requests while the heap is over OVERLOAD_MAX_HEAP_MB', async () => {
    t = await createTestApp({ OVERLOAD_MAX_HEAP_MB: '1' }); // any live process uses more
    await vi.waitFor(() => expect(t?.app.memoryUsage().heapUsed).toBeGreaterThan(1_048_576), {
      timeout: 1_000,
    });
    // Pressure counts from two samples after start (start-up itself blocks the loop).
    await vi.waitFor(
      async () =>
        expect((await t?.app.inject({ url: '/v1/marketplace/companies/none' }))?.statusCode).toBe(503),
      { timeout: 3_000, interval: 100 },
    );
    expectOverloaded(await t.app.inject({ url: '/v1/marketplace/companies/none' }));
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
