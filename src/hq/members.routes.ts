import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CompanyMember,
  CompanyMemberBody,
  EnterpriseMember,
  EnterpriseMemberBody,
} from '../domain/members/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: people'];
const NoQuery = Type.Object({}, { additionalProperties: false });

/**
 * Who signs in to a company or an enterprise, in which role: change a role, remove someone
 * (docs/roles.md, "Managing people"). Inviting someone is in invitations.routes.ts.
 */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const members = app.services.members;

  app.get(
    '/companies/:company_id/members',
    {
      schema: {
        operationId: 'listCompanyMembers',
        summary: 'List the people who sign in to a company',
        description:
          "The company's employees linked to an HQ user, with their company role, by e-mail. " +
          "An enterprise's owners and admins act in each of its companies as well: " +
          'GET /v1/hq/enterprise/{enterprise_id}/members lists them.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: NoQuery,
        response: responses({ 200: Type.Array(CompanyMember) }),
      },
    },
    (request) => members.listCompanyMembers(hqCaller(request), request.params.company_id),
  );

  app.post(
    '/companies/:company_id/members/:user_id',
    {
      schema: {
        operationId: 'updateCompanyMember',
        summary: "Change a person's role in a company",
        description:
          'Holds from their next request on, on every instance. A user who is not a member of the ' +
          'company answers 404.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id', 'user_id'),
        querystring: NoQuery,
        body: CompanyMemberBody,
        response: responses({ 200: CompanyMember }),
      },
    },
    (request) =>
      members.updateCompanyMember(
        hqCaller(request),
        request.params.company_id,
        request.params.user_id,
        request.body.role,
      ),
  );

  app.delete(
    '/companies/:company_id/members/:user_id',
    {
      schema: {
        operationId: 'removeCompanyMember',
        summary: 'Remove a person from a company',
        description:
          'Their HQ user no longer reaches the company (their tokens included); their employee ' +
          'record, calendar and bookings stay. A caller may remove themselves.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id', 'user_id'),
        querystring: NoQuery,
        response: responses({ 204: Type.Null({ description: 'Removed.' }) }),
      },
    },
    async (request, reply) => {
      await members.removeCompanyMember(hqCaller(request), request.params.company_id, request.params.user_id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/enterprise/:enterprise_id/members',
    {
      schema: {
        operationId: 'listEnterpriseMembers',
        summary: "List an enterprise's owners and admins",
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: NoQuery,
        response: responses({ 200: Type.Array(EnterpriseMember) }),
      },
    },
    (request) => members.listEnterpriseMembers(hqCaller(request), request.params.enterprise_id),
  );

  app.post(
    '/enterprise/:enterprise_id/members/:user_id',
    {
      schema: {
        operationId: 'updateEnterpriseMember',
        summary: "Change a person's role in an enterprise",
        description: 'The last owner cannot become an admin (409 last_owner): make another owner first.',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id', 'user_id'),
        querystring: NoQuery,
        body: EnterpriseMemberBody,
        response: responses({ 200: EnterpriseMember }, 409),
      },
    },
    (request) =>
      members.updateEnterpriseMember(
        hqCaller(request),
        request.params.enterprise_id,
        request.params.user_id,
        request.body.role,
      ),
  );

  app.delete(
    '/enterprise/:enterprise_id/members/:user_id',
    {
      schema: {
        operationId: 'removeEnterpriseMember',
        summary: 'Remove a person from an enterprise',
        description: 'The last owner cannot be removed (409 last_owner).',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id', 'user_id'),
        querystring: NoQuery,
        response: responses({ 204: Type.Null({ description: 'Removed.' }) }, 409),
      },
    },
    async (request, reply) => {
      await members.removeEnterpriseMember(
        hqCaller(request),
        request.params.enterprise_id,
        request.params.user_id,
      );
      return reply.status(204).send();
    },
  );
};
