// Idempotency-Key on booking POSTs, with Stripe's semantics: the first answer (success or a
// 4xx refusal) is stored and replayed for the same key and body; the same key with another
// body is a 422; a retry while the first request still runs is a 409; keys live 24 hours.
//
// The statements are idempotency-store.ts's: a keyed booking POST pays them on top of the
// booking's own.
import { createHash } from 'node:crypto';
import type { SqlTx } from '../../db/sql.ts';
import { ApiError, conflict, validationError } from '../shared/errors.ts';
import { claimKey, dropExpiredKey, dropKey, finishKey, heldKey } from './idempotency-store.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export interface IdempotentRequest {
  /** 'mkt:<user>' | 'hq:<user>' | 'ip:<address>' */
  scope: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** JSON with object keys sorted, so that key order does not change the hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function errorBody(err: ApiError) {
  return { type: err.type, code: err.code, message: err.message, ...err.extra };
}

export class IdempotencyService {
  private readonly sql: SqlTx;
  private readonly clock: () => number;

  constructor(sql: SqlTx, clock: () => number = Date.now) {
    this.sql = sql;
    this.clock = clock;
  }

  /** Runs `fn` once per (scope, key); without a key it simply runs it. */
  async run(req: IdempotentRequest | null, fn: () => Promise<unknown>, companyId?: string): Promise<Answer> {
    if (!req) return { status: 200, body: await fn(), replayed: false };
    if (req.key.length === 0 || req.key.length > 255)
      throw validationError('Idempotency-Key must be 1 to 255 characters.', [
        { field: 'headers.idempotency-key', message: 'must be 1 to 255 characters' },
      ]);
    const hash = createHash('sha256')
      .update(`${req.method} ${req.path}\n${canonical(req.body)}`)
      .digest('hex');
    const now = new Date(this.clock());
    let row: { id: string } | null = null;
    for (let attempt = 0; attempt < 2 && !row; attempt++) {
      // Claims the key, or finds who holds it (ON CONFLICT: no exception, no aborted statement).
      const claimed = await claimKey(this.sql, {
        scope: req.scope,
        key: req.key,
        companyId: companyId ?? null,
        hash,
        method: req.method,
        path: req.path,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      });
      if (claimed) {
        row = claimed;
        break;
      }
      const existing = await heldKey(this.sql, req.scope, req.key);
      if (!existing) continue; // removed meanwhile: try again
      if (existing.expires_at <= now) {
        // An expired key is forgotten: remove it (only if still the same row) and start afresh.
        await dropExpiredKey(this.sql, existing.id, now);
        continue;
      }
      if (existing.request_hash !== hash)
        throw new ApiError(
          422,
          'idempotency_error',
          'idempotency_key_reused',
          'This Idempotency-Key was used with another request body; use a new key for a new request.',
        );
      if (existing.status === 'running')
        throw conflict(
          'idempotency_key_in_use',
          'A request with this Idempotency-Key is still being processed; retry later.',
        );
      return { status: existing.response_status ?? 200, body: existing.response_body, replayed: true };
    }
    if (!row)
      throw conflict('idempotency_key_in_use', 'A request with this Idempotency-Key is being processed.');
    try {
      const body = await fn();
      await this.finish(row.id, 200, body);
      return { status: 200, body, replayed: false };
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.statusCode >= 400 &&
        err.statusCode < 500 &&
        err.statusCode !== 409
      ) {
        await this.finish(row.id, err.statusCode, errorBody(err));
      } else {
        // Server-side trouble or a transient conflict: forget the key so that a retry runs again.
        await dropKey(this.sql, row.id).catch(() => {});
      }
      throw err;
    }
  }

  private async finish(id: string, status: number, body: unknown) {
    await finishKey(this.sql, id, status, body);
  }
}
