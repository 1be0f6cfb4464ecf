// Answers of request-path reads kept per process and reused while nothing they depend on changed
// (table-changes.ts). A reused answer is as fresh as the query it saves: the mark is taken after
// every change committed before the request was heard, and an answer is stored with the mark
// taken BEFORE it was loaded, so a change committing while it loads makes it stale at once,
// never a stale answer kept as fresh. It holds no state another instance needs: a missing entry
// only costs the query.
import { AnswerCache, type Memo } from '../shared/answer-cache.ts';
import type { Dependency, TableChanges } from './table-changes.ts';

interface Entry<V> {
  /** The answer, and its serialization once the HTTP layer has made it (http/memo.ts). */
  memo: Memo<V>;
  /** The mark taken before it was loaded. */
  at: number;
  dependencies: readonly Dependency[];
}

export interface CacheOptions<V> {
  /** What the answer depends on, which may name the company it found. */
  dependsOn: readonly Dependency[] | ((value: V) => readonly Dependency[]);
  /** Whether to keep this answer (default: every answer; errors are never kept). */
  keep?: (value: V) => boolean;
}

export class ChangeCache<V> {
  private readonly changes?: TableChanges;
  /** LRU: the memory bound is `capacity` answers (with their serializations). */
  private readonly entries: AnswerCache<Entry<V>>;

  /** Without `changes`, every get loads (the CLI, tests of the loaders). */
  constructor(changes: TableChanges | undefined, capacity: number) {
    this.changes = changes;
    this.entries = new AnswerCache(capacity);
  }

  async get(key: string, load: () => Promise<V>, options: CacheOptions<V>): Promise<V> {
    return (await this.answer(key, load, options)).value;
  }

  /** get as the cache holds it: the same object for every request it answers. */
  async answer(key: string, load: () => Promise<V>, options: CacheOptions<V>): Promise<Memo<V>> {
    const at = (await this.changes?.mark()) ?? null;
    if (at === null) return { value: await load() };
    const hit = this.entries.get(key);
    if (hit && this.changes!.lastChange(hit.dependencies) <= hit.at) return hit.memo;
    const memo: Memo<V> = { value: await load() };
    if (options.keep?.(memo.value) ?? true) {
      const { dependsOn } = options;
      const dependencies = typeof dependsOn === 'function' ? dependsOn(memo.value) : dependsOn;
      this.entries.set(key, { memo, at, dependencies });
    } else if (hit) {
      this.entries.delete(key);
    }
    return memo;
  }
}
