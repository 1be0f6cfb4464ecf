import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiTokenRecord } from '../domain/auth/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';

const tags = ['HQ: API tokens'];

/** The caller's own HQ tokens: list the live ones, revoke one. Tokens are issued by `npm run admin -- issue-token`. */
export const apiTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api_tokens',
    {
      schema: {
        operationId: 'listApiTokens',
        summary: "The caller's user's live API tokens",
        description:
          'Every unrevoked, unexpired token of the user the calling token belongs to, newest first. ' +
          'The tokens themselves are never shown again after issue: only their id, name, scope, ' +
          'companies and dates.',
        tags,
        security: hqSecurity,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: responses({ 200: Type.Array(ApiTokenRecord) }),
      },
    },
    (request) => app.services.auth.listTokens(hqCaller(request).userId),
  );

  app.delete(
    '/api_tokens/:token_id',
    {
      schema: {
        operationId: 'revokeApiToken',
        summary: "Revoke one of the caller's user's API tokens",
        description:
          'Revoked at once, on every instance (tokens are looked up on each request). A token of ' +
          'another user, an unknown or an already revoked one answers 404. A token may revoke itself.',
        tags,
        security: hqSecurity,
        params: Type.Object({ token_id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: responses({ 204: Type.Null({ description: 'Revoked.' }) }),
      },
    },
    async (request, reply) => {
      await app.services.auth.revokeTokenById(hqCaller(request).userId, request.params.token_id);
      return reply.status(204).send();
    },
  );
};
