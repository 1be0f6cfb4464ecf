// Every instance hears every committed change (PostgreSQL LISTEN/NOTIFY, on PGlite too): the
// NOTIFY is part of the change's transaction (see publish.ts), so it arrives once it committed,
// never for a rollback. Streams and the delivery runner subscribe here.
import type { Database } from '../../db/database.ts';
import { currentSchema } from './webhook-store.ts';

export interface ChangeNotice {
  /** The company whose change committed. */
  company: string;
  /** A change on the company's stream (false for a delivery-only notice: a ping or a manual retry). */
  stream: boolean;
  /** How many webhook deliveries it queued. */
  deliveries: number;
}

/** null: the connection was (re)established and notices may have been missed; look again. */
export type ChangeListener = (notice: ChangeNotice | null) => void;

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private stop?: () => Promise<void>;
  private starting?: Promise<void>;

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Starts listening (once; later calls wait for the first; a failed start is tried again next time). */
  start(): Promise<void> {
    this.starting ??= (async () => {
      const schema = await currentSchema(this.db.sql);
      this.stop = await this.db.listen(`booking_changes_${schema}`, (payload) => this.dispatch(payload));
    })().catch((err) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  private dispatch(payload: string | null) {
    let notice: ChangeNotice | null = null;
    if (payload !== null) {
      try {
        const p = JSON.parse(payload) as { c: string; s?: boolean; d?: number };
        notice = { company: p.c, stream: p.s === true, deliveries: Number(p.d ?? 0) };
      } catch {
        return;
      }
    }
    for (const listener of this.listeners) {
      try {
        listener(notice);
      } catch {
        // One listener's failure is not the others'.
      }
    }
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    this.listeners.clear();
    const stop = this.stop;
    this.stop = undefined;
    await stop?.();
  }
}
