// What an error of the database means to the caller whose request met it, in the one error shape
// (docs/api-conventions.md#errors). The HTTP layer's error handler asks here (src/http/errors.ts),
// so it reaches the database layer only through the domain.
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { sqlState } from '../../db/sql.ts';
import { ApiError, conflict, notFound } from './errors.ts';

/** Seconds a client is told to wait (Retry-After) when the service is unavailable (503). */
export const RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached (an outage or a restart): temporary, so 503 with Retry-After. */
export const databaseUnavailable = () =>
  new ApiError(
    503,
    'unavailable_error',
    'database_unavailable',
    `The service cannot reach its database right now; retry in ${RETRY_AFTER_SECONDS} seconds.`,
    {
      user_title: 'Temporarily unavailable',
      user_message: 'We cannot complete this right now. Please try again in a moment.',
    },
  );

/**
 * The answer to a database error a request can cause without any bug of ours: the database out of
 * reach (503); two requests racing on one row: the row another request just deleted is gone
 * (404); a unique value just taken, or a row still referenced, is a conflict (409); a
 * serialization failure or deadlock is a 409 the client may retry. Undefined for anything else.
 */
export function databaseRefusal(error: unknown): ApiError | undefined {
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const e = error as { code?: unknown; name?: string } | null | undefined;
  if (e?.name !== 'PrismaClientKnownRequestError') return fromSqlState(sqlState(error));
  switch (e.code) {
    case 'P2025':
      return notFound();
    case 'P2002':
      return conflict('already_exists', 'An object with this unique value exists already.');
    case 'P2003':
    case 'P2014':
      return conflict('still_referenced', 'The object is referenced by others.');
    case 'P2034':
    case 'P2028': // the interactive transaction outlived its timeout (waiting on locks under load)
      return conflict('concurrent_update', 'The object changed meanwhile; retry the request.');
    default:
      return undefined;
  }
}

/** The same races met by plain SQL (db/sql.ts), by SQLSTATE. */
function fromSqlState(state: string | undefined): ApiError | undefined {
  switch (state) {
    case '23505':
      return conflict('already_exists', 'An object with this unique value exists already.');
    case '23503':
      return conflict(
        'still_referenced',
        'An object this request refers to changed meanwhile; retry the request.',
      );
    case '40001':
    case '40P01':
    case '23P01':
      return conflict('concurrent_update', 'The object changed meanwhile; retry the request.');
    default:
      return undefined;
  }
}
