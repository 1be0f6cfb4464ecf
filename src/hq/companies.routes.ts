import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_SORT_FIELDS, CompanyUpdateBody } from '../domain/companies/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, SortParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { Company } from '../http/schemas/company.ts';
import { Vat } from '../http/schemas/vat.ts';

const tags = ['HQ: companies'];
const select = Type.Optional(SelectParam(Company));
const expand = Type.Optional(ExpandParam([]));

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
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

  app.post(
    '/companies/:company_id',
    {
      schema: {
        operationId: 'updateCompany',
        summary: 'Update a company',
        description:
          'Partial update of any group of docs/api-conventions.md#companies: the fields given replace the stored ones, the rest ' +
          'stay. `locked_sections.pin` is stored only as a hash; `google_analytics.api_secret` is answered ' +
          'masked (sending the masked value back keeps the secret). `location.time_zone` must be an IANA ' +
          'zone, `profile.booking_interval` one of the allowed values, `marketplace.url_name` free (409).',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object({ select, expand }, { additionalProperties: false }),
        body: CompanyUpdateBody,
        response: responses({ 200: Company }, 409),
      },
    },
    (request) => companies.update(hqCaller(request), request.params.company_id, request.body as any),
  );

  app.get(
    '/companies/:company_id/vats',
    {
      schema: {
        operationId: 'listCompanyVats',
        summary: 'List the VATs applicable to a company',
        description:
          "The rates of the company's country (location.country, else the country of its time zone) " +
          'plus its own; `default` marks the one new event types should use.',
        tags: ['HQ: VATs'],
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          { select: Type.Optional(SelectParam(Vat)), expand: Type.Optional(ExpandParam([])) },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Vat) }),
      },
    },
    (request) => app.services.vats.list(hqCaller(request), request.params.company_id),
  );
};
