import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue } from '../../src/http/admission.ts';

/**
 * The controlled-delay admission queue (src/http/admission.ts) on a clock of the test's own:
 * bursts wait up to maxWaitMs, a queue that stayed non-empty past intervalMs lets newcomers wait
 * only congestedWaitMs, and a newcomer whose expected wait is past its limit is refused at once.
 */
let now = 0;
beforeEach(() => {
  now = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const options = { concurrency: 2, maxWaitMs: 1000, congestedWaitMs: 10, intervalMs: 100 };

describe('AdmissionQueue', () => {
  it('admits up to its concurrency at once, queues the rest in order, and hands places on as they free', async () => {
    const q = new AdmissionQueue(options, () => now);
    expect([q.acquire(), q.acquire()]).toEqual([true, true]);
    const waiting = [q.acquire(), q.acquire()] as Promise<boolean>[];
    expect(waiting.every((w) => w instanceof Promise)).toBe(true);
    expect([q.inFlight, q.queued]).toEqual([2, 2]);
    const order: number[] = [];
    for (const [i, w] of waiting.entries()) w.then(() => order.push(i));
    q.release(5);
    await Promise.resolve();
    expect(order).toEqual([0]);
    q.release(5);
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    expect([q.inFlight, q.queued, q.admitted, q.refused]).toEqual([2, 0, 4, 0]);
  });

  it('refuses a waiter when its limit runs out: the burst limit while the queue keeps emptying', async () => {
    const q = new AdmissionQueue(options, () => now);
    q.acquire();
    q.acquire();
    const waiter = q.acquire() as Promise<boolean>;
    vi.advanceTimersByTime(999);
    expect(q.queued).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await waiter).toBe(false);
    expect([q.queued, q.refused]).toEqual([0, 1]);
  });

  it('once the queue has stayed non-empty past the interval, newcomers may wait only the congested limit', async () => {
    const q = new AdmissionQueue(options, () => now);
    q.acquire();
    q.acquire();
    const first = q.acquire() as Promise<boolean>; // queue non-empty from t=0, may wait 1000 ms
    now = 50;
    expect(q.congested()).toBe(false);
    now = 101;
    expect(q.congested()).toBe(true);
    // A newcomer now expects (2 ahead incl. itself) x 5 ms / 2 places = 5 ms <= 10 ms: it waits,
    // for at most 10 ms.
    const second = q.acquire() as Promise<boolean>;
    expect(second).toBeInstanceOf(Promise);
    vi.advanceTimersByTime(10);
    expect(await second).toBe(false);
    // The first, queued before the congestion, keeps its own limit and gets the next place.
    q.release(5);
    expect(await first).toBe(true);
    // The queue emptied, but it refused someone (at t=101, when its 10 ms ran out on the test's
    // clock): it stays congested for ten intervals (1 s) after the last refusal, then newcomers
    // are back to the burst limit.
    expect(q.queued).toBe(0);
    expect(q.congested()).toBe(true);
    now = 101 + 999;
    expect(q.congested()).toBe(true);
    now = 101 + 1001;
    expect(q.congested()).toBe(false);
  });

  it('refuses at once when the expected wait is past the limit (and says so to the socket check)', () => {
    const q = new AdmissionQueue({ ...options, maxWaitMs: 12 }, () => now);
    q.acquire();
    q.acquire();
    // Requests have held their place 20 ms on average: the running mean moves towards it.
    for (let i = 0; i < 200; i++) {
      q.release(20);
      q.acquire();
    }
    // One newcomer: (0 + 1) x ~20 ms / 2 places = ~10 ms <= 12 ms, so it may wait.
    expect(q.wouldRefuse()).toBe(false);
    q.acquire();
    // The next: (1 + 1) x ~20 / 2 = ~20 ms > 12 ms: refused at once, without waiting.
    expect(q.wouldRefuse()).toBe(true);
    expect(q.acquire()).toBe(false);
    expect(q.refused).toBe(1);
  });

  it('with no concurrency limit admits everything at once', () => {
    const q = new AdmissionQueue({ ...options, concurrency: 0 }, () => now);
    for (let i = 0; i < 100; i++) expect(q.acquire()).toBe(true);
    expect(q.wouldRefuse()).toBe(false);
  });
});
