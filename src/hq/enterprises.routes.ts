import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_SORT_FIELDS } from '../domain/companies/schemas.ts';
import { ENTERPRISE_UNSET_FIELDS, EnterpriseUpdateBody } from '../domain/enterprises/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, SortParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { Company } from '../http/schemas/company.ts';
import { Enterprise } from '../http/schemas/enterprise.ts';

const tags = ['HQ: enterprises'];
const select = Type.Optional(SelectParam(Enterprise));
const expand = Type.Optional(ExpandParam([]));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#enterprises, docs/api-conventions.md#paths-and-methods: the enterprise operations (paths of docs/api-conventions.md#paths-and-methods). */
export const enterpriseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const enterprises = app.services.enterprises;

  app.get(
    '/enterprises',
    {
      schema: {
        operationId: 'listEnterprises',
        summary: 'List the enterprises the user can access',
        description: 'Enterprises the user administers and those of the companies they work for.',
        tags,
        security: hqSecurity,
        querystring: Type.Object(
          { pagination: Type.Optional(Pagination), select, expand },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Enterprise) }),
      },
    },
    (request) => enterprises.list(hqCaller(request), pageOf(request.query.pagination)),
  );

  app.get(
    '/enterprise/:enterprise_id',
    {
      schema: {
        operationId: 'getEnterprise',
        summary: 'Retrieve an enterprise',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: ReadQuery,
        response: responses({ 200: Enterprise }),
      },
    },
    (request) => enterprises.get(hqCaller(request), request.params.enterprise_id),
  );

  app.post(
    '/enterprise/:enterprise_id',
    {
      schema: {
        operationId: 'updateEnterprise',
        summary: 'Update an enterprise',
        description:
          'Partial update of `connections` and `profile`; `unset=image` removes the profile image. ' +
          '`connections.url_name` must be free (409 otherwise).',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: Type.Object(
          {
            unset: Type.Optional(UnsetParam(ENTERPRISE_UNSET_FIELDS, 'EnterpriseFields')),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        body: EnterpriseUpdateBody,
        response: responses({ 200: Enterprise }, 409),
      },
    },
    (request) =>
      enterprises.update(hqCaller(request), request.params.enterprise_id, request.body, request.query.unset),
  );

  app.get(
    '/enterprise/:enterprise_id/companies',
    {
      schema: {
        operationId: 'listEnterpriseCompanies',
        summary: 'List the companies of an enterprise',
        description: 'The companies of the enterprise the user reaches; default order `enterprise_order`.',
        tags,
        security: hqSecurity,
        params: IdParams('enterprise_id'),
        querystring: Type.Object(
          {
            sort: Type.Optional(SortParam(COMPANY_SORT_FIELDS)),
            pagination: Type.Optional(Pagination),
            select: Type.Optional(SelectParam(Company)),
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Company) }),
      },
    },
    (request) =>
      enterprises.listCompanies(hqCaller(request), request.params.enterprise_id, {
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );
};
