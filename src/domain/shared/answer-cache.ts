/**
 * A small LRU of computed answers, kept per process. It holds no state another instance needs:
 * every use is validated against the database first (see dataStamp), so a stale or missing entry
 * only costs a recomputation, never a wrong answer.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly capacity;

  constructor(capacity = 500) {
    this.capacity = capacity;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Refresh its place: Map keeps insertion order, the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/**
 * Runs one query for many callers without ever answering older data than a caller may see.
 * A caller joins a batch only while that batch's query is not yet issued, so the query's
 * snapshot is taken after every joined caller arrived: each caller sees every commit that
 * happened before it asked, exactly as if it had run the query itself. Per key, one query is
 * in flight and one batch waits for it; under load, one query answers every request that
 * arrived while the previous one ran. (The time-slot stamp is the same for every customer
 * looking at a company's week, so a popular company costs one stamp query per round trip,
 * not one per request.)
 */
export class Coalescer<V> {
  private readonly waiting = new Map<string, Promise<V>>();
  private readonly running = new Map<string, Promise<unknown>>();

  run(key: string, query: () => Promise<V>): Promise<V> {
    const joined = this.waiting.get(key);
    if (joined) return joined;
    const before = this.running.get(key) ?? Promise.resolve();
    const batch = before
      .catch(() => {})
      .then(() => {
        // Issued now: later callers start the next batch.
        this.waiting.delete(key);
        const issued = query();
        this.running.set(key, issued);
        const done = () => {
          if (this.running.get(key) === issued) this.running.delete(key);
        };
        issued.then(done, done);
        return issued;
      });
    this.waiting.set(key, batch);
    return batch;
  }
}

/**
 * A computed answer as the cache keeps it. The HTTP layer stores its serialization of the value
 * beside it the first time it sends it, so a popular answer (a week of slots is some 70 KB of
 * JSON) is serialized once, not on every request.
 */
export interface Memo<V> {
  readonly value: V;
  serialized?: Buffer;
  /** That serialization compressed, per content coding, the first time a client asks for it. */
  encoded?: Partial<Record<'zstd' | 'br' | 'gzip' | 'deflate', Buffer>>;
}
