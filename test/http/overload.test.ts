import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Load shedding (issue 17): past a limit a request is refused at once with 503
 * `unavailable_error`/`overloaded` and Retry-After, in the contract's shape; liveness always answers.
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
  it('refuses the request past OVERLOAD_MAX_IN_FLIGHT at once, and takes requests again as others finish', async () => {
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
    // The third is refused without reaching the service; liveness is not counted.
    expectOverloaded(await app.inject({ url }));
    expect(spy).toHaveBeenCalledTimes(2);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // One finishes: one more fits (2 in flight again), and the next is refused again.
    gates.shift()?.();
    await held[0];
    const third = app.inject({ url });
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    expectOverloaded(await app.inject({ url }));
    for (const open of gates.splice(0)) open();
    await Promise.all([held[1], third]);
    spy.mockRestore();
    // All released: a request is served (404: no such company) rather than refused.
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses on the socket before Fastify: the same answer, without the framework work', async () => {
    t = await createTestApp({ OVERLOAD_MAX_IN_FLIGHT: '1' });
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
    expect(app.overloadStats()).toEqual({ inFlight: 1, refusedOnSocket: 2 });
    expect(spy).toHaveBeenCalledTimes(1);
    // A request without a socket (inject) is refused by Fastify's hook: the same answer.
    expectOverloaded(await app.inject({ url }));
    expect(app.overloadStats().refusedOnSocket).toBe(2);
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
