// Attempts counted in a window, in PostgreSQL (table attempt_counters), so that every instance
// sees the same counts: failed log-ins per account and per client address, sign-ups per address
// and per e-mail, notifications per booking. Keys are SHA-256 digests of what is counted: the
// table holds no e-mail address or IP address. Their SQL is in auth-store.ts.
import { createHash } from 'node:crypto';
import type { SqlTx } from '../../db/sql.ts';
import { ApiError } from '../shared/errors.ts';
import {
  type AttemptRule,
  clearAttempts,
  countAttempt,
  forgiveAttempt,
  pruneAttempts,
} from './auth-store.ts';

export type { AttemptRule } from './auth-store.ts';

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
    const counted = await countAttempt(this.sql, key, rule, unlessHeld);
    return { allowed: !counted.refused, count: counted.count, heldForSeconds: counted.heldForSeconds };
  }

  /** Takes back one attempt of `key` (one that turned out fine, such as a successful log-in). */
  async forgive(key: string): Promise<void> {
    await forgiveAttempt(this.sql, key);
  }

  /** Forgets the key's attempts (a successful log-in clears its account's failures). */
  async clear(key: string): Promise<void> {
    await clearAttempts(this.sql, key);
  }

  /** Deletes counters whose window ended and whose hold ran out (called now and then). */
  async prune(olderThanSeconds: number): Promise<void> {
    await pruneAttempts(this.sql, olderThanSeconds);
  }
}
