// Attempts counted in a window, in PostgreSQL (table attempt_counters), so that every instance
// sees the same counts: failed log-ins per account and per client address, sign-ups per address
// and per e-mail, notifications per booking. Keys are SHA-256 digests of what is counted: the
// table holds no e-mail address or IP address.
import { createHash } from 'node:crypto';
import type { SqlTx } from '../../db/sql.ts';
import { ApiError } from '../shared/errors.ts';

export interface AttemptRule {
  /** Length of the counting window. */
  windowSeconds: number;
  /** Attempts allowed in a window before the key is held off. */
  limit: number;
  /**
   * `window`: past the limit, the key waits for the window's end. `backoff`: from the limit on,
   * each further attempt holds the key off twice as long as the one before (1 s, 2 s, 4 s, ...,
   * at most the window).
   */
  hold: 'window' | 'backoff';
}

/** The digest a counter is stored under. */
export const attemptKey = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** 429 `too_many_attempts`, with the seconds to wait (the route answers them as Retry-After). */
export class TooManyAttemptsError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, what = 'attempts') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      429,
      'rate_limit_error',
      'too_many_attempts',
      `Too many ${what}; retry in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      {
        user_title: 'Please wait',
        user_message: 'Too many attempts. Please wait a moment before trying again.',
      },
    );
    this.retryAfterSeconds = seconds;
    this.headers = { 'retry-after': String(seconds) };
  }
  readonly headers: Record<string, string>;
}

export class AttemptCounters {
  private readonly sql: SqlTx;

  constructor(sql: SqlTx) {
    this.sql = sql;
  }

  /**
   * Counts one attempt of `key` and answers the attempts in the window so far and the seconds the
   * key is now held off (0: none). One statement: concurrent attempts on any instance each count.
   */
  async hit(key: string, rule: AttemptRule): Promise<{ count: number; heldForSeconds: number }> {
    const taken = await this.count(key, rule, false);
    return { count: taken.count, heldForSeconds: taken.heldForSeconds };
  }

  /**
   * An attempt of `key`, unless it is held off: `allowed` false (and nothing counted) while it is.
   * Check and count are one statement on the key's row, so attempts racing on any instance are
   * decided one after another: the attempt that reaches the limit sets the hold, and every
   * attempt after it, however simultaneous, is refused (a check before the count would let a
   * burst of parallel guesses through).
   */
  take(key: string, rule: AttemptRule): Promise<{ allowed: boolean; count: number; heldForSeconds: number }> {
    return this.count(key, rule, true);
  }

  private async count(key: string, rule: AttemptRule, unlessHeld: boolean) {
    // In ON CONFLICT's SET every expression reads the row as it is once locked (the latest
    // committed version): the new count and window are spelled out where the hold needs them.
    const stale = 'c.window_start <= now() - make_interval(secs => $2::float8)';
    const held = unlessHeld ? `(NOT ${stale} AND coalesce(c.locked_until > now(), false))` : 'false';
    const count = `(CASE WHEN ${stale} THEN 1 ELSE c.count + 1 END)`;
    const windowStart = `(CASE WHEN ${stale} THEN now() ELSE c.window_start END)`;
    const hold = (n: string, start: string) =>
      `(CASE WHEN $4::text = 'window' THEN ${start} + make_interval(secs => $2::float8)
             ELSE now() + make_interval(secs => least(power(2, ${n} - $3::int)::float8, $2::float8)) END)`;
    const rows = await this.sql.query<{ count: number; held: number; refused: boolean }>(
      `INSERT INTO attempt_counters AS c (key, count, window_start, locked_until, refused)
       VALUES ($1::text, 1, now(), CASE WHEN 1 >= $3::int THEN ${hold('1', 'now()')} END, false)
       ON CONFLICT (key) DO UPDATE SET
         refused = ${held},
         count = CASE WHEN ${held} THEN c.count ELSE ${count} END,
         window_start = CASE WHEN ${held} THEN c.window_start ELSE ${windowStart} END,
         locked_until = CASE
           WHEN ${held} THEN c.locked_until
           WHEN ${count} >= $3::int THEN greatest(
             CASE WHEN ${stale} THEN now() ELSE coalesce(c.locked_until, now()) END,
             ${hold(count, windowStart)})
           WHEN ${stale} THEN NULL
           ELSE c.locked_until END
       RETURNING count::int AS count, refused,
         greatest(coalesce(extract(epoch FROM locked_until - now()), 0), 0)::float8 AS held`,
      [key, rule.windowSeconds, rule.limit, rule.hold],
    );
    const row = rows[0];
    return { allowed: !row.refused, count: row.count, heldForSeconds: row.held };
  }

  /** Takes back one attempt of `key` (one that turned out fine, such as a successful log-in). */
  async forgive(key: string): Promise<void> {
    await this.sql.query('UPDATE attempt_counters SET count = greatest(count - 1, 0) WHERE key = $1::text', [
      key,
    ]);
  }

  /** Forgets the key's attempts (a successful log-in clears its account's failures). */
  async clear(key: string): Promise<void> {
    await this.sql.query('DELETE FROM attempt_counters WHERE key = $1', [key]);
  }

  /** Deletes counters whose window ended and whose hold ran out (called now and then). */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.sql.query(
      `DELETE FROM attempt_counters
        WHERE window_start < now() - make_interval(secs => $1::float8)
          AND (locked_until IS NULL OR locked_until < now())`,
      [olderThanSeconds],
    );
  }
}
