import type { FastifyInstance } from 'fastify';
import { validationError } from '../domain/errors.ts';

/** Non-zero numbers closer to zero than this underflow in the database's float arithmetic. */
const TINIEST = 1e-100;

function check(value: unknown, field: string, depth = 0): string | undefined {
  if (depth > 64) return undefined; // the schemas bound nesting; nothing legitimate goes deeper
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold NUL, nor can its JSON hold half of a UTF-16 surrogate pair:
    // refuse both here instead of failing in the database.
    if (value.includes('\u0000')) return `${field}: must not contain the NUL character`;
    if (!value.isWellFormed()) return `${field}: must be well-formed Unicode (a lone surrogate was sent)`;
    return undefined;
  }
  if (typeof value === 'number') {
    return value !== 0 && Math.abs(value) < TINIEST
      ? `${field}: is too close to zero (send 0 or a magnitude of at least 1e-100)`
      : undefined;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const problem = check(v, `${field}.${i}`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const problem = check(k, field, depth + 1) ?? check(v, `${field}.${k}`, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Input the schemas let through but the database cannot store or compute with: NUL characters and
 * lone UTF-16 surrogates in any string (path, query or body) and denormal-range numbers (PostgreSQL raises "underflow" on
 * float arithmetic with them). Both are a 400 instead of a 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  // Synchronous: every request runs it.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem =
      check(request.params, 'params') ?? check(request.query, 'querystring') ?? check(request.body, 'body');
    if (!problem) return done();
    const [field, message] = problem.split(': ');
    done(validationError(problem, [{ field, message }]));
  });
}
