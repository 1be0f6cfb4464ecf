import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_SORT_FIELDS } from '../domain/companies/company-service.ts';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, SortParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { Company } from '../http/schemas/company.ts';

const tags = ['HQ: companies'];
const select = Type.Optional(SelectParam(Company));
const expand = Type.Optional(ExpandParam([]));

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companies = app.services.companies;

  app.get(
    '/companies',
    {
      schema: {
        operationId: 'listCompanies',
        summary: 'List the companies the user can access',
        tags,
        security: hqSecurity,
        querystring: Type.Object(
          {
            sort: Type.Optional(SortParam(COMPANY_SORT_FIELDS)),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Company) }),
      },
    },
    (request) =>
      companies.listForCaller(hqCaller(request), {
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.get(
    '/companies/:company_id',
    {
      schema: {
        operationId: 'getCompany',
        summary: 'Retrieve a company',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object({ select, expand }, { additionalProperties: false }),
        response: responses({ 200: Company }),
      },
    },
    (request) => companies.get(hqCaller(request), request.params.company_id),
  );
};
