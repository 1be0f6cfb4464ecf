// Which companies' time slots may have changed, heard from the database (migration
// slots_changed_notify: every write to a table the engine reads sends NOTIFY slots_<schema>
// with its company, as part of the writing transaction). A cached answer is reused while its
// company's version is unchanged, so a reused answer costs no query of its own: only a round
// trip on the listening connection (sync), shared by every request that arrived before it was
// sent, which guarantees that every change committed before the request has been heard - on
// whichever instance it was made. Nothing here is state another instance needs: while not
// listening (starting, a lost connection) `version` answers null and the caller confirms its
// answer with a data stamp query instead.
import type { Database, Watch } from '../../db/database.ts';
import { Coalescer } from './answer-cache.ts';

export class SlotChanges {
  private readonly db: Pick<Database, 'sql' | 'watch'>;
  /** Bumped when notifications may have been missed (each (re)connect) or all companies changed. */
  private epoch = 0;
  private readonly versions = new Map<string, number>();
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
      const watch = await this.db.watch(`slots_${schema}`, (payload) => this.heard(payload));
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
    if (payload === null || payload === '*') {
      // Reconnected (changes may have been missed) or every company changed: all versions move.
      this.epoch++;
      this.versions.clear();
      return;
    }
    this.versions.set(payload, (this.versions.get(payload) ?? 0) + 1);
  }

  /**
   * The company's version, as of after every change committed before this call: equal answers
   * mean nothing the company's time slots depend on was written in between. Null when that
   * cannot be known (not listening).
   */
  async version(companyId: string): Promise<string | null> {
    if (this.closed) return null;
    const watch = this.watch ?? (await this.start());
    if (!watch) return null;
    // One round trip serves every request that arrived before it was sent (Coalescer).
    const heard = await this.syncs.run('sync', () => watch.sync());
    if (!heard) return null;
    return `${this.epoch}.${this.versions.get(companyId) ?? 0}`;
  }

  async close() {
    this.closed = true;
    const watch = this.watch ?? (this.starting ? await this.starting : undefined);
    this.watch = undefined;
    await watch?.stop();
  }
}
