/**
 * A typed client for the Booking API: openapi-fetch over the types openapi-typescript generates
 * from the API's OpenAPI document, set up for this API's conventions:
 *
 * - `sort`, `pagination`, `filter` and `user_location` are passed as objects and sent as
 *   URL-encoded JSON (the API's documented form); arrays as repeated keys (`select=a&select=b`);
 * - the bearer token (HQ token or customer JWT) goes in `Authorization`;
 * - every error answer has one shape (`ApiErrorBody`: type, code, message, request_id, ...), typed
 *   per operation with the codes it can answer; `unwrap` turns it into a thrown `BookingApiError`;
 * - booking POSTs take an `Idempotency-Key` header: `params: { header: { 'Idempotency-Key': key } }`,
 *   with `idempotencyKey()` for a fresh one (keep it to retry the same request safely).
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import { JSON_QUERY_PARAMS } from './json-query-params.ts';
import type { components, operations, paths } from './schema.d.ts';

export type { components, operations, paths };
/** The records of the API by name: `Schemas['Company']`, `Schemas['Event']`. */
export type Schemas = components['schemas'];
/** The one error shape of every error answer. */
export type ApiErrorBody = components['schemas']['Error'];

const jsonParams: ReadonlySet<string> = new Set(JSON_QUERY_PARAMS);

/** `a=1&a=2` for arrays, URL-encoded JSON for the object parameters, text for the rest. */
export function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (jsonParams.has(name) || (typeof value === 'object' && !Array.isArray(value))) {
      search.append(name, JSON.stringify(value));
    } else if (Array.isArray(value)) {
      for (const item of value) search.append(name, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  return search.toString();
}

export interface BookingClientOptions extends Omit<ClientOptions, 'querySerializer'> {
  /** The server, e.g. http://127.0.0.1:3000 (the paths carry /v1/...). */
  baseUrl: string;
  /** An HQ token (`hq_...`) or a customer JWT; sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export function createBookingClient({ token, headers, ...options }: BookingClientOptions) {
  return createClient<paths>({
    ...options,
    querySerializer: serializeQuery,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(headers as object) },
  });
}

export type BookingClient = ReturnType<typeof createBookingClient>;

/** An error answer of the API, thrown by `unwrap`. */
export class BookingApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string;
  readonly requestId?: string;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(`${status} ${body.type}/${body.code}: ${body.message}`);
    this.name = 'BookingApiError';
    this.status = status;
    this.type = body.type;
    this.code = body.code;
    this.requestId = body.request_id;
    this.body = body;
  }
}

/** The answer's data, or a thrown BookingApiError carrying the error body and status. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new BookingApiError(result.response.status, result.error as ApiErrorBody);
  }
  return result.data as T;
}

/** A fresh Idempotency-Key; reuse it when retrying the same booking request. */
export const idempotencyKey = (): string => crypto.randomUUID();
