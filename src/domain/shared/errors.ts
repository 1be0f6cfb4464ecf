// Errors the domain raises. Each carries what the one error shape needs (docs/api-conventions.md#errors:
// HTTP status, type, code, message, optional user texts and field details); the HTTP
// layer's one error handler (src/http/errors.ts) turns it into the response, so the domain never
// imports src/http.

export interface ErrorDetail {
  field: string;
  message: string;
}

/** One occurrence of a series that cannot be booked (docs/bookings.md#series): when, and why. */
export interface ErrorConflict {
  starts_at: string;
  code: string;
  message: string;
}

type ErrorExtra = {
  user_message?: string;
  user_title?: string;
  details?: ErrorDetail[];
  conflicts?: ErrorConflict[];
};

export class ApiError extends Error {
  readonly statusCode: number;
  readonly type: string;
  readonly code: string;
  readonly extra: ErrorExtra;

  constructor(statusCode: number, type: string, code: string, message: string, extra: ErrorExtra = {}) {
    super(message);
    this.statusCode = statusCode;
    this.type = type;
    this.code = code;
    this.extra = extra;
  }
}

export const notFound = (what = 'object') =>
  new ApiError(404, 'not_found_error', 'resource_missing', `No such ${what}.`);

/**
 * A field as every validation message names it: the path in the JSON the client sent, array
 * items by index (`tiers[0].max_capacity`), a query or path parameter by its name. No part prefix
 * (`body.`, `querystring.`, `params.`): fields are named as the client wrote them.
 */
export function fieldPath(segments: readonly string[]): string {
  let out = '';
  for (const s of segments) out += /^\d+$/.test(s) ? `[${s}]` : out ? `.${s}` : s;
  return out;
}

/** A field name as older code wrote it (`body.tiers.0.x`, `querystring.sort`), in the one style. */
export function normalFieldName(raw: string): string {
  return raw.replace(/^(?:body|querystring|params|headers)\./, '').replace(/\.(\d+)(?=\.|\[|$)/g, '[$1]');
}

/**
 * A validation_error in the one style (docs: "<field>: <problem>"): its details' fields named by
 * normalFieldName and, when it has details, its message the first one's "<field>: <problem>".
 */
export function inOneStyle(error: ApiError): ApiError {
  const details = error.extra.details;
  if (error.type !== 'validation_error' || !details?.length) return error;
  const named = details.map((d) => ({ field: normalFieldName(d.field), message: d.message }));
  return new ApiError(error.statusCode, error.type, error.code, `${named[0].field}: ${named[0].message}`, {
    ...error.extra,
    details: named,
  });
}

export const validationError = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'validation_error', 'invalid_request', message, details ? { details } : {});

export const fieldError = (field: string, message: string) =>
  validationError(`${field}: ${message}`, [{ field, message }]);

export const conflict = (code: string, message: string) => new ApiError(409, 'conflict_error', code, message);

export const unauthenticated = (message = 'A valid bearer token is required.') =>
  new ApiError(401, 'authentication_error', 'unauthenticated', message);
