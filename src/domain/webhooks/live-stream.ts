// GET /v1/hq/companies/{company_id}/stream: a company's changes as they commit, on any instance.
// Stream ids are the company's positions (publish.ts gives them in commit order), so a client
// that reconnects with Last-Event-ID: N gets every change after N, and nothing twice.
//
// Streams are held off from the rest of the API (docs/reliability.md): they take no place in the
// admission queue, and have budgets of their own: open streams per token and per company across
// every instance (leases in live_stream_leases, renewed while open, so a crashed instance's run
// out), and per instance. The right to read is checked again twice a second while a stream is
// open: a token revoked or expired, narrowed to other companies, or whose user left the company
// or its enterprise, ends the stream within a second.
// Its SQL is in webhook-store.ts.
import type { Sql } from '../../db/sql.ts';
import { companyOf, reaches } from '../auth/access.ts';
import { callerFor, type HqCaller } from '../auth/caller.ts';
import { companyExists } from '../companies/company-store.ts';
import { ApiError, notFound } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import type { ChangeFeed } from './change-feed.ts';
import {
  latestStreamPosition,
  releaseStreamLease,
  renewStreamLeases,
  streamMessagesAfter,
  takeStreamLease,
} from './webhook-store.ts';

export interface StreamBudget {
  perToken: number;
  perCompany: number;
  perInstance: number;
}

/** The caller of a stream, as it authenticated: the token, to check again while the stream is open. */
export interface StreamCredential {
  token: string;
  caller: HqCaller;
}

/** Looks the token's caller up afresh (AuthService.hqCaller: null when revoked, expired or unknown). */
export type CallerLookup = (token: string) => Promise<HqCaller | null>;

/** How often open streams check their right to read again (revocation closes them within 1 s). */
export const RECHECK_MS = 500;
/** A lease not renewed for this long is dead (its instance stopped); renewed every third of it. */
const LEASE_SECONDS = 60;

const tooManyStreams = (which: string, limit: number) =>
  Object.assign(
    new ApiError(
      429,
      'rate_limit_error',
      'too_many_streams',
      `At most ${limit} live streams may be open at once ${which}; close one, or retry later.`,
    ),
    { headers: { 'retry-after': '5' } },
  );

const instanceFull = () =>
  Object.assign(
    new ApiError(
      503,
      'unavailable_error',
      'streams_full',
      'This server holds as many live streams as it may; retry in 5 seconds (another instance may take it).',
    ),
    { headers: { 'retry-after': '5' } },
  );

export interface StreamMessage {
  id: string;
  event: string;
  data: unknown;
}

export interface StreamHandle {
  close(): void;
}

const BATCH = 500;

interface OpenStream {
  end: () => void;
  /** Its right to read, checked again. */
  allowed?: () => Promise<boolean>;
  leaseId?: string;
  companyId?: string;
}

export class LiveStream {
  private readonly open = new Set<OpenStream>();

  private readonly sql: Sql;
  private readonly feed: ChangeFeed;
  private readonly lookup: CallerLookup | undefined;
  private readonly budget: StreamBudget;
  private recheckTimer?: NodeJS.Timeout;
  private renewTimer?: NodeJS.Timeout;
  private rechecking = false;
  /** endAll() was called: the app is shutting down, and no stream may stay open. */
  private closing = false;

  constructor(
    sql: Sql,
    feed: ChangeFeed,
    lookup?: CallerLookup,
    budget: StreamBudget = { perToken: 5, perCompany: 20, perInstance: 200 },
  ) {
    this.sql = sql;
    this.feed = feed;
    this.lookup = lookup;
    this.budget = budget;
  }

  /**
   * Opens a stream for an authenticated HQ caller: checks the company (404), the budgets (429
   * per token or company, 503 for this instance, with Retry-After), then subscribes as
   * `subscribe` does, checking the right to read again while the stream is open.
   */
  async openFor(
    credential: StreamCredential,
    companyId: string,
    lastEventId: string | null,
    send: (message: StreamMessage) => Promise<void>,
    end: () => void,
    /** Called once the stream may start (its budgets taken), before the first message. */
    started: () => void = () => {},
  ): Promise<StreamHandle> {
    await this.check(credential.caller, companyId);
    if (this.open.size >= this.budget.perInstance) throw instanceFull();
    const leaseId = await this.lease(credential.caller, companyId);
    const lookup = this.lookup;
    const allowed = lookup
      ? async () => {
          const now = await lookup(credential.token);
          // Still reached, and the caller's roles there still allow the stream (a role changed
          // or removed ends it); the check throws 403 for a role that no longer does.
          try {
            return now !== null && reaches(callerFor(now, credential.caller.need), companyId);
          } catch {
            return false;
          }
        }
      : undefined;
    try {
      started();
      return await this.subscribe(companyId, lastEventId, send, end, { allowed, leaseId });
    } catch (err) {
      await this.release(companyId, leaseId);
      throw err;
    }
  }

  /** A lease on one of the token's and the company's budgets, or 429 when either is spent. */
  private async lease(caller: HqCaller, companyId: string): Promise<string> {
    const id = newId();
    const spent = await this.sql.transaction((tx) =>
      takeStreamLease(tx, {
        id,
        tokenId: caller.tokenId,
        tokenCompanies: [...caller.companyIds],
        companyId,
        seconds: LEASE_SECONDS,
        perToken: this.budget.perToken,
        perCompany: this.budget.perCompany,
      }),
    );
    if (spent === 'token') throw tooManyStreams('per token', this.budget.perToken);
    if (spent === 'company') throw tooManyStreams('per company', this.budget.perCompany);
    return id;
  }

  private async release(companyId: string, leaseId: string | undefined) {
    if (!leaseId) return;
    await releaseStreamLease(this.sql, companyId, leaseId).catch(() => {});
  }

  /** While streams are open: their rights checked twice a second, their leases renewed. */
  private startTimers() {
    if (!this.recheckTimer) {
      this.recheckTimer = setInterval(() => void this.recheck(), RECHECK_MS);
      this.recheckTimer.unref();
    }
    if (!this.renewTimer) {
      this.renewTimer = setInterval(() => void this.renew(), (LEASE_SECONDS * 1000) / 3);
      this.renewTimer.unref();
    }
  }

  private stopTimersWhenIdle() {
    if (this.open.size > 0) return;
    clearInterval(this.recheckTimer);
    clearInterval(this.renewTimer);
    this.recheckTimer = undefined;
    this.renewTimer = undefined;
  }

  private async recheck() {
    if (this.rechecking) return;
    this.rechecking = true;
    try {
      await Promise.all(
        [...this.open].map(async (entry) => {
          if (!entry.allowed) return;
          // A lookup that fails (the database away) leaves the stream open: its pump ends it
          // when it cannot read, and the client reconnects through the full check.
          const ok = await entry.allowed().catch(() => true);
          if (!ok) entry.end();
        }),
      );
    } finally {
      this.rechecking = false;
    }
  }

  private async renew() {
    const leased = [...this.open].flatMap((e) =>
      e.leaseId && e.companyId ? [{ companyId: e.companyId, id: e.leaseId }] : [],
    );
    if (leased.length === 0) return;
    await renewStreamLeases(this.sql, leased, LEASE_SECONDS).catch(() => {});
  }

  /** Refuses a company the caller does not reach (404), before anything is streamed. */
  async check(caller: HqCaller, companyId: string) {
    companyOf(caller, companyId);
    if (!(await companyExists(this.sql, companyId))) throw notFound('company');
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
    options: { allowed?: () => Promise<boolean>; leaseId?: string } = {},
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
            const rows = await streamMessagesAfter(this.sql, companyId, cursor, BATCH);
            for (const row of rows) {
              if (closed) return;
              await send({ id: row.position, event: row.type, data: row.payload });
              cursor = BigInt(row.position);
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
      if (notice === null || (notice.company === companyId && notice.stream)) void pump();
    });
    const finish = () => {
      closed = true;
      unsubscribe();
      this.open.delete(entry);
      void this.release(companyId, options.leaseId);
      this.stopTimersWhenIdle();
    };
    const entry: OpenStream = {
      end: () => {
        if (closed) return;
        finish();
        end();
      },
      allowed: options.allowed,
      leaseId: options.leaseId,
      companyId,
    };
    this.open.add(entry);
    this.startTimers();
    // Shutting down while this stream was being opened: end it now, or the server would wait on it.
    if (this.closing) entry.end();
    try {
      // Listening before the position is read: a change committed in between is not missed.
      const latest = await latestStreamPosition(this.sql, companyId);
      const asked =
        lastEventId !== null && /^\d{1,19}$/.test(lastEventId.trim()) ? BigInt(lastEventId.trim()) : null;
      // An id from the future (another database, a reset) resumes from now rather than waiting for it.
      cursor = asked !== null && asked <= latest ? asked : latest;
    } catch (err) {
      finish();
      throw err;
    }
    void pump();
    return {
      close: () => {
        if (closed) return;
        finish();
      },
    };
  }

  /** Ends every open stream (shutdown: clients reconnect elsewhere with their Last-Event-ID). */
  endAll() {
    this.closing = true;
    for (const entry of [...this.open]) entry.end();
  }
}
