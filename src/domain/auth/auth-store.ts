// All of the auth area's SQL (docs/data-access.md): the HQ caller behind a token (one round trip,
// every HQ request), a user's reach and tokens, and the attempt counters every instance shares.
import { type Insertable, sql } from 'kysely';
import { arrayOf, type DB, jsonRows, prepared, qb, type Row, readsAcross, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import { newId } from '../shared/ids.ts';

// ---------------------------------------------------------------------------------------------
// Tokens and callers (auth-service.ts)

/**
 * An unrevoked token, its expiry, scope and companies, and its user's reach with the role held in
 * each: the companies they are a live employee of, the enterprises they administer and those
 * enterprises' companies. The expiry is checked by the caller against now (the answer is cached;
 * time is not).
 */
const HQ_CALLER = prepared((p: { hash: string }) =>
  qb
    .selectFrom('api_tokens as t')
    // The user's employee rows are in every company they work in: no company can be named
    // (docs/scaling.md, "What is left"). A read of every node's index of employees.user_id.
    .modifyFront(readsAcross('hq-user'))
    .where('t.token_hash', '=', p.hash)
    .where('t.revoked_at', 'is', null)
    .select((eb) => [
      't.id as token_id',
      't.expires_at',
      't.user_id',
      't.scope',
      't.company_ids as token_companies',
      // Not correlated with the token row (api_tokens is a reference table, employees a
      // distributed one: Citus refuses such a correlated subquery); the user by the same hash.
      jsonRows(
        eb
          .selectFrom('employees as e')
          .select(['e.id', 'e.company_id', 'e.role'])
          .where('e.user_id', 'in', (sub) =>
            sub
              .selectFrom('api_tokens as u')
              .select('u.user_id')
              .where('u.token_hash', '=', p.hash)
              .where('u.revoked_at', 'is', null),
          )
          .where('e.deleted_at', 'is', null),
      ).as('employee_companies'),
      jsonRows(
        eb
          .selectFrom('enterprise_admins as a')
          .select(['a.enterprise_id', 'a.role'])
          .whereRef('a.user_id', '=', 't.user_id'),
      ).as('enterprises'),
      jsonRows(
        eb
          .selectFrom('companies as c')
          .innerJoin('enterprise_admins as a', 'a.enterprise_id', 'c.enterprise_id')
          .select(['c.id as company_id', 'a.role'])
          .whereRef('a.user_id', '=', 't.user_id'),
      ).as('admin_companies'),
    ]),
);

/** The live token with this hash with its user's reach and roles, or undefined. */
export const callerByTokenHash = (db: SqlTx, hash: string) => HQ_CALLER.row(db, { hash });

/** The companies a user reaches: those they are a live employee of, and their enterprises' ones. */
const REACH = prepared((p: { userId: string }) =>
  qb
    .selectNoFrom((eb) => [
      // The user's employee rows, in any company (as the HQ caller's).
      arrayOf(
        eb
          .selectFrom('employees as e')
          .select('e.company_id')
          .where('e.user_id', '=', p.userId)
          .where('e.deleted_at', 'is', null),
      ).as('employee'),
      arrayOf(
        eb
          .selectFrom('companies as c')
          .innerJoin('enterprise_admins as a', 'a.enterprise_id', 'c.enterprise_id')
          .select('c.id')
          .where('a.user_id', '=', p.userId),
      ).as('admin'),
    ])
    .modifyFront(readsAcross('hq-user')),
);

/** The ids of the companies a user reaches. */
export async function reachOfUser(db: SqlTx, userId: string): Promise<Set<string>> {
  const reach = await REACH.row(db, { userId });
  return new Set([...(reach?.employee ?? []), ...(reach?.admin ?? [])]);
}

/** A user's live (unrevoked, unexpired) tokens, newest first. */
const LIVE_TOKENS = prepared((p: { userId: string; now: Date }) =>
  qb
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', p.userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', p.now)]))
    .orderBy('created_at', 'desc')
    .orderBy('id'),
);

export const liveTokensOf = (db: SqlTx, userId: string, now: Date): Promise<Row<'api_tokens'>[]> =>
  LIVE_TOKENS.rows(db, { userId, now });

/** A new token (by its hash: the token itself is never stored); created_at is the database's default. */
export async function insertToken(
  db: SqlTx,
  values: Omit<Insertable<DB['api_tokens']>, 'id' | 'created_at'>,
): Promise<void> {
  await rows(db, qb.insertInto('api_tokens').values({ ...values, id: newId() }));
}

/** Revokes the unrevoked token that `by` names (its id and user, or its hash); answers whether there was one. */
export async function revokeToken(
  db: SqlTx,
  by: { id: string; userId: string } | { hash: string },
  at = new Date(),
): Promise<boolean> {
  let query = qb.updateTable('api_tokens').set({ revoked_at: at }).where('revoked_at', 'is', null);
  query =
    'hash' in by
      ? query.where('token_hash', '=', by.hash)
      : query.where('id', '=', by.id).where('user_id', '=', by.userId);
  return (await rows(db, query.returning('id'))).length > 0;
}

// ---------------------------------------------------------------------------------------------
// Attempt counters (attempts.ts): a table of the coordinator's own (src/db/tables.ts)

/** How attempts of a key are counted and held off (attempts.ts applies it). */
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
  /** `backoff`: the first hold in seconds (1 unless said). */
  backoffSeconds?: number;
}

/**
 * Counts one attempt of `key` in one statement (concurrent attempts on any instance each count),
 * unless `unlessHeld` and the key is held off (then nothing is counted: `refused`). Answers the
 * attempts in the window and the seconds the key is now held off. In ON CONFLICT's SET every
 * expression reads the row as it is once locked (the latest committed version): the new count
 * and window are spelled out where the hold needs them. A text of a fixed shape per `unlessHeld`.
 */
export async function countAttempt(db: SqlTx, key: string, rule: AttemptRule, unlessHeld: boolean) {
  const stale = 'c.window_start <= now() - make_interval(secs => $2::float8)';
  const held = unlessHeld ? `(NOT ${stale} AND coalesce(c.locked_until > now(), false))` : 'false';
  const count = `(CASE WHEN ${stale} THEN 1 ELSE c.count + 1 END)`;
  const windowStart = `(CASE WHEN ${stale} THEN now() ELSE c.window_start END)`;
  const hold = (n: string, start: string) =>
    `(CASE WHEN $4::text = 'window' THEN ${start} + make_interval(secs => $2::float8)
           ELSE now() + make_interval(secs => least($5::float8 * power(2, ${n} - $3::int)::float8, $2::float8)) END)`;
  const [counted] = await db.query(
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
    [key, rule.windowSeconds, rule.limit, rule.hold, rule.backoffSeconds ?? 1],
  );
  return {
    count: Number(counted.count),
    refused: counted.refused === true,
    heldForSeconds: Number(counted.held),
  };
}

/** Takes back one attempt of `key`. */
export async function forgiveAttempt(db: SqlTx, key: string): Promise<void> {
  await rows(
    db,
    qb
      .updateTable('attempt_counters')
      .set((eb) => ({ count: eb.fn<number>('greatest', [eb('count', '-', 1), eb.lit(0)]) }))
      .where('key', '=', key),
  );
}

/** Forgets the key's attempts. */
export async function clearAttempts(db: SqlTx, key: string): Promise<void> {
  await rows(db, qb.deleteFrom('attempt_counters').where('key', '=', key));
}

/** Deletes counters whose window started more than `olderThanSeconds` ago and whose hold ran out. */
export async function pruneAttempts(db: SqlTx, olderThanSeconds: number): Promise<void> {
  await rows(
    db,
    qb
      .deleteFrom('attempt_counters')
      .where(sql<boolean>`window_start < now() - make_interval(secs => ${olderThanSeconds}::float8)`)
      .where(sql<boolean>`(locked_until IS NULL OR locked_until < now())`),
  );
}
