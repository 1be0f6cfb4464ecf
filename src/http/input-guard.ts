import type { FastifyInstance } from 'fastify';
import { type ErrorDetail, fieldPath, validationError } from '../domain/shared/errors.ts';

/** Non-zero numbers closer to zero than this underflow in the database's float arithmetic. */
const TINIEST = 1e-100;

/** What is wrong with a value, and where: the keys from the checked part down to it. */
interface Problem {
  path: string[];
  message: string;
}

/**
 * The first problem in `value`, its path built only when there is one: every request runs this
 * over its params, query and body, and building each field's path as it went (a string per
 * field) cost more than the checks themselves (issue 15).
 */
function check(value: unknown, depth = 0): Problem | undefined {
  if (depth > 64) return undefined; // the schemas bound nesting; nothing legitimate goes deeper
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold NUL, nor can its JSON hold half of a UTF-16 surrogate pair:
    // refuse both here instead of failing in the database.
    if (value.includes('\u0000')) return { path: [], message: 'must not contain the NUL character' };
    if (!value.isWellFormed())
      return { path: [], message: 'must be well-formed Unicode (a lone surrogate was sent)' };
    return undefined;
  }
  if (typeof value === 'number') {
    return value !== 0 && Math.abs(value) < TINIEST
      ? { path: [], message: 'is too close to zero (send 0 or a magnitude of at least 1e-100)' }
      : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = check(value[i], depth + 1);
      if (problem) {
        problem.path.unshift(String(i));
        return problem;
      }
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    for (const k of Object.keys(object)) {
      // A key's own problem is reported at its object, as a value's is at its key.
      const problem = check(k, depth + 1);
      if (problem) return problem;
      const inside = check(object[k], depth + 1);
      if (inside) {
        inside.path.unshift(k);
        return inside;
      }
    }
  }
  return undefined;
}

/** The field as every validation message names it (fieldPath); the part itself when at its root. */
function described(part: string, problem: Problem | undefined): ErrorDetail | undefined {
  return problem && { field: fieldPath(problem.path) || part, message: problem.message };
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
      described('params', check(request.params)) ??
      described('querystring', check(request.query)) ??
      described('body', check(request.body));
    if (!problem) return done();
    done(validationError(`${problem.field}: ${problem.message}`, [problem]));
  });
}
