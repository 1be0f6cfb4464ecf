import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { databaseRefusal, RETRY_AFTER_SECONDS } from '../domain/shared/database-errors.ts';
import {
  ApiError,
  type ErrorDetail,
  fieldPath,
  inOneStyle,
  validationError,
} from '../domain/shared/errors.ts';

/** The one error shape of docs/api-conventions.md#errors. */
export const ErrorResponse = Type.Object(
  {
    type: Type.String(),
    code: Type.String(),
    message: Type.String(),
    user_message: Type.Optional(Type.String()),
    user_title: Type.Optional(Type.String()),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String(),
          message: Type.String(),
        }),
      ),
    ),
    conflicts: Type.Optional(
      Type.Array(Type.Object({ starts_at: Type.String(), code: Type.String(), message: Type.String() }), {
        description: 'A series refused (series_conflict): every occurrence that cannot be booked, and why.',
      }),
    ),
    request_id: Type.Optional(Type.String()),
  },
  { title: 'Error' },
);

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** The schema validator's issues as details: each field by its path (fieldPath), each problem said once. */
function describeValidation(error: FastifyError): ErrorDetail[] {
  const issues = (error.validation ?? []) as (ValidationIssue & { keyword?: string })[];
  // A union of literals fails as one `const` issue per literal plus an `anyOf`: say it once,
  // listing the allowed values.
  const constants = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword !== 'const') continue;
    const list = constants.get(issue.instancePath ?? '') ?? [];
    list.push(issue.params?.allowedValue);
    constants.set(issue.instancePath ?? '', list);
  }
  const details = issues
    .filter((issue) => !(issue.keyword === 'const' && issues.some((i) => i.keyword === 'anyOf')))
    .map((issue) => {
      const path = (issue.instancePath ?? '').split('/').filter(Boolean);
      const missing = issue.params?.missingProperty as string | undefined;
      const extra = issue.params?.additionalProperty as string | undefined;
      const allowed =
        (issue.params?.allowedValues as unknown[] | undefined) ??
        (issue.keyword === 'anyOf' ? constants.get(issue.instancePath ?? '') : undefined);
      const named = missing ?? extra;
      // The whole part (a body that is not an object): named by the part, as there is no field.
      const field =
        fieldPath(named ? [...path, named] : path) || ((error as any).validationContext ?? 'body');
      let message = issue.message ?? 'is invalid';
      if (missing) message = 'is required';
      if (extra) message = 'is not a known field';
      if (allowed) message = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
      return { field, message };
    });
  return details.filter(
    (d, i) => details.findIndex((e) => e.field === d.field && e.message === d.message) === i,
  );
}

/** Fastify's own codes, as the stable codes the document lists (error-codes.ts). */
const FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
};

function fromFrameworkError(error: FastifyError): ApiError | undefined {
  // The database out of reach, or a race between two requests (domain/shared/database-errors.ts).
  const database = databaseRefusal(error);
  if (database) return database;
  if (error.validation) {
    const details = describeValidation(error);
    const first = details[0];
    return validationError(first ? `${first.field}: ${first.message}` : error.message, details);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return new ApiError(429, 'rate_limit_error', 'rate_limited', 'Too many requests; retry later.');
  }
  if (status === 413) {
    return new ApiError(413, 'invalid_request_error', 'payload_too_large', 'The request body is too large.');
  }
  if (status === 415) {
    return new ApiError(
      415,
      'invalid_request_error',
      'unsupported_media_type',
      'Send JSON (application/json).',
    );
  }
  if (status >= 400 && status < 500) {
    return new ApiError(
      status,
      'invalid_request_error',
      FRAMEWORK_CODES[error.code ?? ''] ?? error.code?.toLowerCase() ?? 'bad_request',
      error.message,
    );
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, answered: ApiError) {
  // Every validation message in one style, whoever raised it (schema, guard, service).
  const error = inOneStyle(answered);
  return reply.status(error.statusCode).send({
    type: error.type,
    code: error.code,
    message: error.message,
    ...error.extra,
    request_id: request.id,
  });
}

/**
 * Errors the router raises before any route or error handler runs (Fastify's `frameworkErrors`):
 * a malformed URL (400) or a path parameter longer than the router allows (414). Same shape as
 * every other error; the path is not echoed.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return sendError(
    request,
    reply,
    new ApiError(
      error.statusCode ?? 400,
      'invalid_request_error',
      tooLong ? 'path_parameter_too_long' : (error.code?.toLowerCase() ?? 'bad_request'),
      tooLong ? 'A path parameter is too long.' : 'The URL is malformed.',
    ),
  );
}

/**
 * Errors Node's HTTP parser raises before Fastify has a request (Fastify's `clientErrorHandler`):
 * headers too large (431), a request not received within the headers or request timeout (408),
 * anything unparsable (400). Answered in the one error shape, then the connection closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: import('node:net').Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request did not arrive in time; send it whole without long pauses.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ type: 'invalid_request_error', code, message, request_id: randomUUID() });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : fromFrameworkError(error);
    if (known) {
      if (known.statusCode === 429 && (error as any).headers) reply.headers((error as any).headers);
      if (known.statusCode === 503) {
        // Expected during an outage, and answered: a warning, not an error of ours.
        request.log.warn({ err: error }, 'service unavailable');
        if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      return sendError(request, reply, known);
    }
    // Anything else is our bug: log it whole, answer without internals.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      new ApiError(500, 'internal_error', 'internal_error', 'Something went wrong on our side.'),
    );
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new ApiError(
        404,
        'not_found_error',
        'route_not_found',
        `No route ${request.method} ${request.url.split('?')[0]}.`,
      ),
    ),
  );
}
