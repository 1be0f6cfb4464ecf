// GET /v1/hq/companies/{company_id}/stream: a company's changes as they commit, on any instance.
// Stream ids are the company's positions (publish.ts gives them in commit order), so a client
// that reconnects with Last-Event-ID: N gets every change after N, and nothing twice.
import type { Sql } from '../../db/sql.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { notFound } from '../errors.ts';
import type { ChangeFeed } from './change-feed.ts';

export interface StreamMessage {
  id: string;
  event: string;
  data: unknown;
}

export interface StreamHandle {
  close(): void;
}

const BATCH = 500;

export class LiveStream {
  private readonly open = new Set<{ end: () => void }>();

  constructor(
    private readonly sql: Sql,
    private readonly feed: ChangeFeed,
  ) {}

  /** Refuses a company the caller does not reach (404), before anything is streamed. */
  async check(caller: HqCaller, companyId: string) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const rows = await this.sql.query('SELECT 1 FROM companies WHERE id = $1', [companyId]);
    if (rows.length === 0) throw notFound('company');
  }

  /**
   * Sends the company's changes after `lastEventId` (kept 24 hours; none given: from now on) and
   * then each one as it commits, in order, through `send`, until `close()` or `end` is called.
   * `end` is also called when the app shuts down.
   */
  async subscribe(
    companyId: string,
    lastEventId: string | null,
    send: (message: StreamMessage) => Promise<void>,
    end: () => void,
  ): Promise<StreamHandle> {
    await this.feed.start();
    let cursor: bigint | null = null;
    let closed = false;
    let running = false;
    let again = false;
    const pump = async () => {
      if (cursor === null || closed) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          for (;;) {
            const rows = await this.sql.query<{ seq: string; type: string; payload: unknown }>(
              `SELECT seq::text AS seq, type, payload FROM webhook_messages
                WHERE company_id = $1 AND seq > $2::bigint AND created_at > now() - interval '24 hours'
                ORDER BY seq LIMIT ${BATCH}`,
              [companyId, cursor.toString()],
            );
            for (const row of rows) {
              if (closed) return;
              await send({ id: row.seq, event: row.type, data: row.payload });
              cursor = BigInt(row.seq);
            }
            if (rows.length < BATCH) break;
          }
        } while (again && !closed);
      } catch {
        if (!closed) entry.end(); // the client reconnects with its Last-Event-ID
      } finally {
        running = false;
      }
    };
    const unsubscribe = this.feed.subscribe((notice) => {
      if (notice === null || (notice.company === companyId && notice.seq !== undefined)) void pump();
    });
    const entry = {
      end: () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        this.open.delete(entry);
        end();
      },
    };
    this.open.add(entry);
    // Listening before the position is read: a change committed in between is not missed.
    const [{ seq }] = await this.sql.query<{ seq: string }>(
      'SELECT coalesce((SELECT seq FROM webhook_stream_counters WHERE company_id = $1), 0)::text AS seq',
      [companyId],
    );
    const latest = BigInt(seq);
    const asked =
      lastEventId !== null && /^\d{1,19}$/.test(lastEventId.trim()) ? BigInt(lastEventId.trim()) : null;
    // An id from the future (another database, a reset) resumes from now rather than waiting for it.
    cursor = asked !== null && asked <= latest ? asked : latest;
    void pump();
    return {
      close: () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        this.open.delete(entry);
      },
    };
  }

  /** Ends every open stream (shutdown: clients reconnect elsewhere with their Last-Event-ID). */
  endAll() {
    for (const entry of [...this.open]) entry.end();
  }
}
