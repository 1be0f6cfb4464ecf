import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AcceptedInvitation,
  AcceptInvitationBody,
  CompanyInvitationBody,
  EnterpriseInvitationBody,
  Invitation,
} from '../domain/members/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { Pagination, pageOf } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: people'];
const NoQuery = Type.Object({}, { additionalProperties: false });
const ListQuery = Type.Object({ pagination: Type.Optional(Pagination) }, { additionalProperties: false });

/**
 * Invitations to join a company or an enterprise in a role, and accepting one (docs/roles.md,
 * "Managing people"). Accepting is the one HQ operation without a bearer token: the invitation's
 * token is the credential (`security: []`, which the HQ auth hook honours).
 */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const members = app.services.members;

  app.post(
    '/companies/:company_id/invitations',
    {
      schema: {
        operationId: 'createCompanyInvitation',
        summary: 'Invite a person to a company in a role',
        description:
          `Answers the invitation with its \`invite_link_token\`, shown this once (send it to the person; ` +
          'they accept it with POST /v1/hq/invitations/accept within 7 days). Inviting the same e-mail ' +
          'again revokes the earlier invitation. A person who is already a member answers 409 ' +
          'already_member; an `employee_id` already linked to an HQ user, 409 employee_has_login.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: NoQuery,
        body: CompanyInvitationBody,
        response: responses({ 201: Invitation }, 409),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await members.inviteToCompany(hqCaller(request), request.params.company_id, request.body)),
  );

  app.get(
    '/companies/:company_id/invitations',
    {
      schema: {
        operationId: 'listCompanyInvitations',
        summary: "List a company's invitations",
        description:
          'Newest first, with their status (pending, accepted, revoked or expired); never their token.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: ListQuery,
        response: responses({ 200: Type.Array(Invitation) }),
      },
    },
    (request) =>
      members.listCompanyInvitations(
        hqCaller(request),
        request.params.company_id,
        pageOf(request.query.pagination),
      ),
  );

  app.delete(
    '/companies/:company_id/invitations/:invitation_id',
    {
      schema: {
        operationId: 'revokeCompanyInvitation',
        summary: 'Revoke an invitation to a company',
        description:
          'Its token no longer works. Revoking one that is revoked or expired changes nothing; an ' +
          'accepted one answers 409 invitation_accepted (remove the member instead).',
        tags,
        security: hqSecurity,
        params: IdParams('company_id', 'invitation_id'),
        querystring: NoQuery,
        response: responses({ 204: Type.Null({ description: 'Revoked.' }) }, 409),
      },
    },
    async (request, reply) => {
      await members.revokeCompanyInvitation(
        hqCaller(request),
        request.params.company_id,
        request.params.invitation_id,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/enterprise/:enterprise_id/invitations',
    {
      schema: {
        operationId: 'createEnterpriseInvitation',
        summary: 'Invite a person to an enterprise as an owner or admin',
        description:
          'As for a company: the `invite_link_token` is shown this once and accepted within 7 days. ' +
          'Only an owner invites (an admin runs the enterprise but does not choose who holds it).',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: NoQuery,
        body: EnterpriseInvitationBody,
        response: responses({ 201: Invitation }, 409),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await members.inviteToEnterprise(hqCaller(request), request.params.enterprise_id, request.body),
        ),
  );

  app.get(
    '/enterprise/:enterprise_id/invitations',
    {
      schema: {
        operationId: 'listEnterpriseInvitations',
        summary: "List an enterprise's invitations",
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: ListQuery,
        response: responses({ 200: Type.Array(Invitation) }),
      },
    },
    (request) =>
      members.listEnterpriseInvitations(
        hqCaller(request),
        request.params.enterprise_id,
        pageOf(request.query.pagination),
      ),
  );

  app.delete(
    '/enterprise/:enterprise_id/invitations/:invitation_id',
    {
      schema: {
        operationId: 'revokeEnterpriseInvitation',
        summary: 'Revoke an invitation to an enterprise',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id', 'invitation_id'),
        querystring: NoQuery,
        response: responses({ 204: Type.Null({ description: 'Revoked.' }) }, 409),
      },
    },
    async (request, reply) => {
      await members.revokeEnterpriseInvitation(
        hqCaller(request),
        request.params.enterprise_id,
        request.params.invitation_id,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        description:
          "No bearer token: the invitation's `invite_link_token` is the credential. The person's HQ " +
          "user (by the invitation's e-mail, made when new, its e-mail then verified) gets the role. " +
          'A person new to HQ gets an API token, shown this once; an existing user goes on with their ' +
          'own tokens. A changed, revoked, expired or already accepted token answers 401 ' +
          'invalid_invitation; after 20 failed tries in 10 minutes a client is held off with 429.',
        tags,
        security: [],
        querystring: NoQuery,
        body: AcceptInvitationBody,
        response: responses({ 200: AcceptedInvitation }),
      },
    },
    (request) => members.accept(request.body.invite_link_token, request.body.name, request.ip),
  );
};
