// Errors the domain raises. Each carries what the contract's error shape needs (CONTRACT.md
// section 3: HTTP status, type, code, message, optional user texts and field details); the HTTP
// layer's one error handler (src/http/errors.ts) turns it into the response, so the domain never
// imports src/http.

export interface ErrorDetail {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly type: string;
  readonly code: string;
  readonly extra: { user_message?: string; user_title?: string; details?: ErrorDetail[] };

  constructor(
    statusCode: number,
    type: string,
    code: string,
    message: string,
    extra: { user_message?: string; user_title?: string; details?: ErrorDetail[] } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.type = type;
    this.code = code;
    this.extra = extra;
  }
}

export const notFound = (what = 'object') =>
  new ApiError(404, 'not_found_error', 'resource_missing', `No such ${what}.`);

export const validationError = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'validation_error', 'invalid_request', message, details ? { details } : {});

export const fieldError = (field: string, message: string) =>
  validationError(`${field}: ${message}`, [{ field, message }]);

export const conflict = (code: string, message: string) => new ApiError(409, 'conflict_error', code, message);

export const unauthenticated = (message = 'A valid bearer token is required.') =>
  new ApiError(401, 'authentication_error', 'unauthenticated', message);
