// Answers of request-path reads kept per process and reused while nothing they depend on changed
// (table-changes.ts). A reused answer is as fresh as the query it saves: the state is taken after
// every change committed before the request, and an answer is stored with the state taken
// BEFORE it was loaded, so a change committing while it loads makes it stale at once, never a
// stale answer kept as fresh. It holds no state another instance needs: a missing entry only
// costs the query.
import { AnswerCache, type Memo } from '../shared/answer-cache.ts';
import { type Dependency, sameDependencies, type TableChanges } from './table-changes.ts';

interface Entry<V> {
  /**
   * The answer, and its serialization once the HTTP layer has made it (http/memo.ts); absent
   * when only its dependencies are known (the state could not be read for them before the load).
   */
  memo?: Memo<V>;
  /** The stamp of its dependencies, taken before it was loaded. */
  stamp: string | null;
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
    if (!this.changes) return { value: await load() };
    const hit = this.entries.get(key);
    const { dependsOn } = options;
    const dependenciesOf = (value: V) => (typeof dependsOn === 'function' ? dependsOn(value) : dependsOn);
    // The versions mode reads the state of given dependencies: those of the kept answer, or the
    // declared ones.
    const known = hit?.dependencies ?? (typeof dependsOn === 'function' ? undefined : dependsOn);
    const state = await this.changes.before(known);
    if (state === null) return { value: await load() };
    if (hit?.memo && hit.stamp !== null && state.stampOf(hit.dependencies) === hit.stamp) return hit.memo;
    let memo: Memo<V> = { value: await load() };
    if (!(options.keep?.(memo.value) ?? true)) {
      if (hit) this.entries.delete(key);
      return memo;
    }
    let dependencies = dependenciesOf(memo.value);
    let stamp = state.stampOf(dependencies);
    if (stamp === null && known === undefined) {
      // Its dependencies follow from its value and could not be read before it was loaded (the
      // versions mode): their state now, and the answer loaded again after it, to be kept.
      const now = await this.changes.before(dependencies);
      stamp = now?.stampOf(dependencies) ?? null;
      if (stamp !== null) {
        memo = { value: await load() };
        const again = dependenciesOf(memo.value);
        if (!(options.keep?.(memo.value) ?? true) || !sameDependencies(again, dependencies)) stamp = null;
        dependencies = again;
      }
    }
    this.entries.set(key, { memo: stamp === null ? undefined : memo, stamp, dependencies });
    return memo;
  }
}
