// Which tables changed, and for which company, heard from the database (migration
// table_changes_notify: a write to a table a cached read depends on sends NOTIFY
// changes_<schema> '<table>:<company id>', or '<table>:*' for a table that is not one company's,
// as part of the writing transaction). A cached answer is reused while none of the tables it
// depends on changed since it was loaded, so a reused answer costs no query of its own: only a
// round trip on the listening connection (sync), shared by every request that arrived before
// it was sent, which guarantees that every change committed before the request has been heard -
// on whichever instance it was made. Nothing here is state another instance needs: while not
// listening (starting, a lost connection) `mark` answers null and the caller loads afresh.
import type { Database, Watch } from '../../db/database.ts';
import { Coalescer } from '../shared/answer-cache.ts';

/**
 * The busy-time tables share one notification per company and transaction ('busy:<company>'):
 * the booking path writes several of them at once, and PostgreSQL folds identical notifications
 * of one transaction into one.
 */
export const BUSY_NOTIFIED = ['events', 'time_slot_reservations', 'payments'] as const;

/** A table a read depends on: for one company's rows, or (company absent) for any row. */
export interface Dependency {
  table: string;
  company?: string;
}

/** Past this many (table, company) entries everything counts as changed and the map starts over. */
const MAX_TRACKED = 100_000;

export class TableChanges {
  private readonly db: Pick<Database, 'sql' | 'watch'>;
  /** Counts notifications heard; a change is remembered by the count it was heard at. */
  private seq = 0;
  /** When notifications may last have been missed (each (re)connect): everything changed then. */
  private resetAt = 0;
  /** `${table} ${company}` (a company's rows, '*' for all companies) and `${table}` (any row). */
  private readonly changedAt = new Map<string, number>();
  private readonly syncs = new Coalescer<boolean>();
  private watch?: Watch;
  private starting?: Promise<Watch | undefined>;
  private closed = false;

  constructor(db: Pick<Database, 'sql' | 'watch'>) {
    this.db = db;
  }

  /** Starts listening on first use; a failed start is tried again at the next use. */
  private start(): Promise<Watch | undefined> {
    this.starting ??= (async () => {
      const [{ schema }] = await this.db.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
      const watch = await this.db.watch(`changes_${schema}`, (payload) => this.heard(payload));
      if (this.closed) {
        await watch.stop();
        return undefined;
      }
      this.watch = watch;
      return watch;
    })().catch(() => {
      this.starting = undefined;
      return undefined;
    });
    return this.starting;
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
   * A mark of now, as of after every change committed before this call was heard: compare it
   * with `lastChange` later. Null when that cannot be known (not listening).
   */
  async mark(): Promise<number | null> {
    if (this.closed) return null;
    const watch = this.watch ?? (await this.start());
    if (!watch) return null;
    // One round trip serves every request that arrived before it was sent (Coalescer).
    const heard = await this.syncs.run('sync', () => watch.sync());
    return heard && !this.closed ? this.seq : null;
  }

  /** The mark of the last change heard to any of the dependencies (0: none since listening began). */
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

  async close() {
    this.closed = true;
    const watch = this.watch ?? (this.starting ? await this.starting : undefined);
    this.watch = undefined;
    await watch?.stop();
  }
}
