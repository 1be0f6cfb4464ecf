import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RULE_SET_EXPANDABLE, RULE_SET_UNSET_FIELDS } from '../domain/rule-sets/rule-set-service.ts';
import { RuleSetBody, RuleSetCreateBody, RuleSetFilter } from '../domain/rule-sets/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { RuleSet, RuleSetSort } from '../http/schemas/rule-set.ts';

const tags = ['HQ: rule sets'];
const select = Type.Optional(SelectParam(RuleSet));
const expand = Type.Optional(ExpandParam(RULE_SET_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });
const constraints =
  'Rules of one type in one set must not overlap in time (whatever entities they are tied to), and a ' +
  "rule's window must lie inside its set's: otherwise 400 validation_error with `details`. Employee " +
  'and resource ids must belong to the company (404).';

/** docs/api-conventions.md#rule-sets: rule sets of a company. */
export const ruleSetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ruleSets = app.services.ruleSets;

  app.post(
    '/rule_sets',
    {
      schema: {
        operationId: 'createRuleSet',
        summary: 'Create a rule set',
        description: constraints,
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: RuleSetCreateBody,
        response: responses({ 200: RuleSet }),
      },
    },
    (request) => ruleSets.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/rule_sets/:rule_set_id',
    {
      schema: {
        operationId: 'getRuleSet',
        summary: 'Retrieve a rule set',
        tags,
        security: hqSecurity,
        params: IdParams('rule_set_id'),
        querystring: ReadQuery,
        response: responses({ 200: RuleSet }),
      },
    },
    (request) => ruleSets.get(hqCaller(request), request.params.rule_set_id, request.query.expand),
  );

  app.post(
    '/rule_sets/:rule_set_id',
    {
      schema: {
        operationId: 'updateRuleSet',
        summary: 'Update a rule set',
        description: `Partial update; \`rules\`, when given, replaces all rules. ${constraints}`,
        tags,
        security: hqSecurity,
        params: IdParams('rule_set_id'),
        querystring: Type.Object(
          { unset: Type.Optional(UnsetParam(RULE_SET_UNSET_FIELDS, 'RuleSetFields')), select, expand },
          { additionalProperties: false },
        ),
        body: RuleSetBody,
        response: responses({ 200: RuleSet }),
      },
    },
    (request) =>
      ruleSets.update(
        hqCaller(request),
        request.params.rule_set_id,
        request.body,
        request.query.unset,
        request.query.expand,
      ),
  );

  app.get(
    '/companies/:company_id/rule_sets',
    {
      schema: {
        operationId: 'listCompanyRuleSets',
        summary: "List a company's rule sets",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            sort: Type.Optional(RuleSetSort),
            pagination: Type.Optional(Pagination),
            filter: Type.Optional(RuleSetFilter),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(RuleSet) }),
      },
    },
    (request) =>
      ruleSets.list(hqCaller(request), request.params.company_id, {
        sort: request.query.sort,
        filter: request.query.filter,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.delete(
    '/rule_sets/:rule_set_id',
    {
      schema: {
        operationId: 'deleteRuleSet',
        summary: 'Delete a rule set',
        tags,
        security: hqSecurity,
        params: IdParams('rule_set_id'),
        querystring: ReadQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await ruleSets.delete(hqCaller(request), request.params.rule_set_id);
      return reply.status(204).send();
    },
  );
};
