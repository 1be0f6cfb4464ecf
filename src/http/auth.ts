import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CustomerCaller,
  callerFor,
  type HqCaller,
  permissionRefused,
  permitsAnywhere,
} from '../domain/auth/caller.ts';
import { permissionOf } from '../domain/auth/roles.ts';
import { ApiError, unauthenticated } from '../domain/shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    hq?: HqCaller;
    /** The HQ bearer token the caller authenticated with (live streams check it again while open). */
    hqToken?: string;
    customer?: CustomerCaller;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('The Authorization header must read "Bearer <token>".');
  return match[1];
}

const hqLookup = Symbol('hqLookup');

/**
 * The caller behind an HQ token, looked up once per request: the rate limiter (which counts a
 * live token by its id) and the HQ auth hook share the one lookup.
 */
export function hqCallerFor(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<HqCaller | null> {
  const memo = request as FastifyRequest & {
    [hqLookup]?: { token: string; caller: Promise<HqCaller | null> };
  };
  const known = memo[hqLookup];
  if (known && known.token === token) return known.caller;
  const caller = app.services.auth.hqCaller(token);
  memo[hqLookup] = { token, caller };
  return caller;
}

/**
 * Every HQ route needs a live token; the caller and their reach are loaded once per request. The
 * caller the services see carries what this request needs: the permission of the route's
 * operationId in the matrix (domain/auth/roles.ts). The access point checks it once the object's
 * company is known (docs/roles.md); an operation outside the matrix needs a permission no role
 * has, so it is refused rather than open.
 */
export function requireHqAuth(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // An operation that declares no security (`security: []`: accepting an invitation, whose own
    // token is the credential) is open; every other HQ route, and an unknown URL, needs a token.
    if (isOpen(request)) return;
    const token = bearer(request);
    if (!token) throw unauthenticated();
    const caller = await hqCallerFor(app, request, token);
    if (!caller) throw unauthenticated('The token is unknown, expired or revoked.');
    if (caller.scope === 'read' && !READS.has(request.method)) throw readOnlyToken();
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const hq = callerFor(caller, permissionOf(operationId) ?? null);
    // A request no role of the caller allows anywhere is refused before anything is read. A
    // caller who reaches nothing at all (its last employee record removed) meets the 404s of
    // objects outside its reach instead, as before roles; with no operationId no route matched,
    // and the 404 of an unknown URL answers.
    const reachesAny = caller.companyIds.size > 0 || caller.enterpriseIds.size > 0;
    if (operationId !== undefined && reachesAny && !permitsAnywhere(hq)) throw permissionRefused(hq.need);
    request.hq = hq;
    request.hqToken = token;
  });
}

function isOpen(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/** Methods a `read` token may use: nothing else changes anything. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const readOnlyToken = () =>
  new ApiError(403, 'permission_error', 'insufficient_scope', 'This token may only read (scope read).', {
    user_title: 'Not allowed',
    user_message: 'This access token can only view data, not change it.',
  });

/** Marketplace routes: a customer JWT when present (a bad one is a 401), else a guest. */
export function optionalCustomerAuth(app: FastifyInstance) {
  // Synchronous (the JWT check is): every marketplace request runs it, most without a token.
  app.addHook('onRequest', (request, _reply, done) => {
    let token: string | undefined;
    try {
      token = bearer(request);
    } catch (err) {
      return done(err as Error);
    }
    if (!token) return done();
    try {
      const claims = app.jwt.verify<{ sub: string; kind?: string }>(token);
      if (claims.kind !== 'customer' || typeof claims.sub !== 'string')
        throw new Error('not a customer token');
      request.customer = { userId: claims.sub };
    } catch {
      return done(unauthenticated('The marketplace token is invalid or expired.'));
    }
    done();
  });
}

export function hqCaller(request: FastifyRequest): HqCaller {
  if (!request.hq) throw unauthenticated();
  return request.hq;
}

/** The HQ caller and the token it authenticated with. */
export function hqCredential(request: FastifyRequest): { token: string; caller: HqCaller } {
  const caller = hqCaller(request);
  if (!request.hqToken) throw unauthenticated();
  return { token: request.hqToken, caller };
}

export function requireCustomer(request: FastifyRequest): CustomerCaller {
  if (!request.customer) throw unauthenticated('Sign in as a customer to use this operation.');
  return request.customer;
}
