// Which tables changed, and for which company: what tells a cached answer (change-cache.ts, the
// time slots' slot-changes.ts) that it may still be reused. The database tracks changes in one
// of two modes (migration cluster_change_tracking: the trigger function table_changed() holds
// the body of one of them; change_tracking_mode() says which, and this follows it):
//
// - notify (the default, a single PostgreSQL or the embedded one): a write to a table a cached
//   read depends on sends NOTIFY changes_<schema> '<table>:<company id>' ('<table>:*' for a
//   table that is no one company's, 'busy:<company id>' for the busy-time tables) as part of the
//   writing transaction. Every instance keeps one listening connection; a reused answer costs no
//   query of its own, only a round trip on that connection (sync), shared by every request that
//   arrived before it was sent, which guarantees that every change committed before the request
//   has been heard, on whichever instance or by whatever SQL it was made.
// - versions (a distributed database, where NOTIFY cannot work: a trigger runs on the worker
//   holding the row, and a transaction over two nodes cannot NOTIFY): the same triggers bump a
//   version row in the writing transaction, change_versions (company_id, dependency) beside the
//   company's rows for a distributed table, shared_change_versions ('<table>:<company>',
//   '<table>:' for any company's row, '<table>:*' for every company) for a reference table. A
//   cached answer is stored with the sum of the versions it depends on, read before it was
//   loaded, and reused while one query (routed to the company's node, shared by the requests
//   that arrive together) answers the same sum: versions only grow, so an equal sum means no
//   change. A read that depends on a distributed table for every company (the HQ caller's
//   employee rows) has no such row to read and is loaded each time.
//
// Nothing here is state another instance needs: while the mode is unknown or the listener is
// down, `before` answers null and the caller loads afresh.
import type { Database, Watch } from '../../db/database.ts';
import { placementOf } from '../../db/tables.ts';
import { Coalescer } from '../shared/answer-cache.ts';
import { changeTracking, versionSum } from './cache-store.ts';

/**
 * The busy-time tables share one notification (and one version) per company and transaction
 * ('busy:<company>'): the booking path writes several of them at once.
 */
export const BUSY_NOTIFIED = ['events', 'time_slot_reservations', 'payments'] as const;

/** A table a read depends on: for one company's rows, or (company absent) for any row. */
export interface Dependency {
  table: string;
  company?: string;
}

export type ChangeTracking = 'notify' | 'versions';

/**
 * The state of the tracked tables as of a moment after every change committed before it was
 * taken (`TableChanges.before`): `stampOf(dependencies)` is equal at two moments exactly when
 * none of those dependencies changed in between; null when it cannot say (the answer then is
 * not kept).
 */
export interface ChangeState {
  stampOf(dependencies: readonly Dependency[]): string | null;
}

/** Past this many (table, company) entries everything counts as changed and the map starts over. */
const MAX_TRACKED = 100_000;

const BUSY: ReadonlySet<string> = new Set(BUSY_NOTIFIED);

/** The version rows that hold the state of `dependencies`; null when a dependency has none. */
function versionRows(
  dependencies: readonly Dependency[],
): { companies: string[]; names: string[]; shared: string[] } | null {
  const companies = new Set<string>();
  const names = new Set<string>();
  const shared = new Set<string>();
  for (const { table, company } of dependencies) {
    const placement = placementOf(table);
    if (placement === 'distributed') {
      // A company's rows: its own version rows. Every company's: no row holds that (see above).
      if (company === undefined) return null;
      companies.add(company);
      names.add(BUSY.has(table) ? 'busy' : table);
    } else {
      shared.add(`${table}:*`);
      shared.add(company === undefined ? `${table}:` : `${table}:${company}`);
    }
  }
  return { companies: [...companies].sort(), names: [...names].sort(), shared: [...shared].sort() };
}

/** The same dependencies, in the same order. */
export const sameDependencies = (a: readonly Dependency[], b: readonly Dependency[]) =>
  a.length === b.length && a.every((d, i) => d.table === b[i].table && d.company === b[i].company);

export class TableChanges {
  private readonly db: Pick<Database, 'sql' | 'watch'>;
  /** Counts notifications heard; a change is remembered by the count it was heard at. */
  private seq = 0;
  /** When notifications may last have been missed (each (re)connect): everything changed then. */
  private resetAt = 0;
  /** `${table} ${company}` (a company's rows, '*' for all companies) and `${table}` (any row). */
  private readonly changedAt = new Map<string, number>();
  private readonly syncs = new Coalescer<boolean>();
  private readonly reads = new Coalescer<string>();
  private watch?: Watch;
  private tracking?: ChangeTracking;
  private starting?: Promise<ChangeTracking | undefined>;
  private closed = false;

  constructor(db: Pick<Database, 'sql' | 'watch'>) {
    this.db = db;
  }

  /**
   * Reads the database's mode and, for notify, starts listening; on first use. A failed start is
   * tried again at the next use.
   */
  private start(): Promise<ChangeTracking | undefined> {
    this.starting ??= (async () => {
      const { schema, mode } = await changeTracking(this.db.sql);
      if (mode === 'versions') {
        this.tracking = 'versions';
        return this.tracking;
      }
      const watch = await this.db.watch(`changes_${schema}`, (payload) => this.heard(payload));
      if (this.closed) {
        await watch.stop();
        return undefined;
      }
      this.watch = watch;
      this.tracking = 'notify';
      return this.tracking;
    })().catch(() => {
      this.starting = undefined;
      return undefined;
    });
    return this.starting;
  }

  /** The database's mode (undefined while it cannot be read). */
  async mode(): Promise<ChangeTracking | undefined> {
    return this.tracking ?? (await this.start());
  }

  private heard(payload: string | null) {
    const at = ++this.seq;
    const colon = payload === null ? -1 : payload.indexOf(':');
    if (payload === null || colon < 0 || this.changedAt.size > MAX_TRACKED) {
      // Reconnected (changes may have been missed), or a payload this code does not know: all changed.
      this.resetAt = at;
      this.changedAt.clear();
      if (payload === null || colon < 0) return;
    }
    const name = payload.slice(0, colon);
    const company = payload.slice(colon + 1);
    for (const table of name === 'busy' ? BUSY_NOTIFIED : [name]) {
      this.changedAt.set(`${table} ${company}`, at);
      this.changedAt.set(table, at);
    }
  }

  /**
   * Notify mode: a mark of now, as of after every change committed before this call was heard:
   * compare it with `lastChange` later. Null when that cannot be known (not listening), and in
   * the versions mode, which has no such mark (use `before`).
   */
  async mark(): Promise<number | null> {
    if (this.closed) return null;
    if ((await this.mode()) !== 'notify') return null;
    const watch = this.watch;
    if (!watch) return null;
    // One round trip serves every request that arrived before it was sent (Coalescer).
    const heard = await this.syncs.run('sync', () => watch.sync());
    return heard && !this.closed ? this.seq : null;
  }

  /** Notify mode: the mark of the last change heard to any of the dependencies (0: none since listening began). */
  lastChange(dependencies: readonly Dependency[]): number {
    let last = this.resetAt;
    for (const { table, company } of dependencies) {
      const at =
        company === undefined
          ? (this.changedAt.get(table) ?? 0)
          : Math.max(this.changedAt.get(`${table} ${company}`) ?? 0, this.changedAt.get(`${table} *`) ?? 0);
      if (at > last) last = at;
    }
    return last;
  }

  /**
   * The state as of now, after every change committed before this call, for answers that depend
   * on `dependencies` (what a kept answer depends on, or undefined when not known before it is
   * loaded: the versions mode then keeps nothing this time). Null while the mode is unknown or
   * the listener is down: load afresh.
   */
  async before(dependencies?: readonly Dependency[]): Promise<ChangeState | null> {
    if (this.closed) return null;
    const mode = await this.mode();
    if (mode === 'notify') {
      const at = await this.mark();
      if (at === null) return null;
      return {
        // A change heard after the mark (while the answer loaded) may or may not be in it.
        stampOf: (deps) => {
          const last = this.lastChange(deps);
          return last <= at ? String(last) : null;
        },
      };
    }
    if (mode !== 'versions') return null;
    const rows = dependencies === undefined ? null : versionRows(dependencies);
    if (!dependencies || !rows) return { stampOf: () => null };
    const key = JSON.stringify(rows);
    const sum = await this.reads.run(key, () => this.readVersions(rows));
    return { stampOf: (deps) => (sameDependencies(deps, dependencies) ? sum : null) };
  }

  /**
   * The sum of the version rows: one statement, on a distributed database routed to the
   * company's node (its change_versions shard and the replicated shared_change_versions).
   */
  private readVersions(rows: { companies: string[]; names: string[]; shared: string[] }) {
    return versionSum(this.db.sql, rows);
  }

  async close() {
    this.closed = true;
    if (this.starting) await this.starting;
    const watch = this.watch;
    this.watch = undefined;
    await watch?.stop();
  }
}
