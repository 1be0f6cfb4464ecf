import { describe, expect, it } from 'vitest';
import { AnswerCache, Coalescer } from '../../../src/domain/shared/answer-cache.ts';

/** A query whose answers the test releases by hand, recording when each was issued. */
function manualQuery() {
  const issued: { n: number; resolve: (v: string) => void }[] = [];
  const query = () =>
    new Promise<string>((resolve) => {
      issued.push({ n: issued.length + 1, resolve });
    });
  return { issued, query };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Coalescer', () => {
  it('lets callers join a query only until it is issued, so none sees data older than its call', async () => {
    const c = new Coalescer<string>();
    const { issued, query } = manualQuery();
    const a = c.run('k', query);
    const b = c.run('k', query); // same tick, before the query was issued: joins it
    await tick();
    expect(issued).toHaveLength(1);
    // Query 1 is running: a newcomer must not take its answer (its snapshot may predate the call).
    const late = c.run('k', query);
    const later = c.run('k', query); // joins the newcomer's batch (not issued yet)
    await tick();
    expect(issued).toHaveLength(1); // the second batch waits for the first to finish
    issued[0].resolve('first');
    expect(await a).toBe('first');
    expect(await b).toBe('first');
    await tick();
    expect(issued).toHaveLength(2); // issued after query 1 ended, i.e. after `late` was called
    issued[1].resolve('second');
    expect(await late).toBe('second');
    expect(await later).toBe('second');
  });

  it('keeps keys apart and passes failures to the callers of that batch only', async () => {
    const c = new Coalescer<string>();
    let calls = 0;
    const fail = () => {
      calls++;
      return Promise.reject(new Error('down'));
    };
    const ok = () => {
      calls++;
      return Promise.resolve('fine');
    };
    const x = c.run('x', fail);
    const y = c.run('y', ok);
    await expect(x).rejects.toThrow('down');
    expect(await y).toBe('fine');
    // After a failure the key works again.
    expect(await c.run('x', ok)).toBe('fine');
    expect(calls).toBe(3);
  });
});

describe('AnswerCache', () => {
  it('forgets the least recently used entry beyond its capacity, and deletes on request', () => {
    const cache = new AnswerCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});
