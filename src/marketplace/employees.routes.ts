import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EmployeeFilter, EmployeeSort, UserLocation } from '../domain/marketplace/schemas.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { CompanyRef, Id, Search } from '../http/schemas/common.ts';
import { MarketplaceEmployee } from '../http/schemas/marketplace.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';

const tags = ['Marketplace: employees'];
// Typed here: the shared constant infers a union TypeScript will not take as a security list.
const security = optionalCustomerSecurity as Record<string, string[]>[];
const select = Type.Optional(SelectParam(MarketplaceEmployee));
const expand = Type.Optional(ExpandParam(['company']));

export const marketplaceEmployeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { browse } = app.services;

  app.get(
    '/employees',
    {
      schema: {
        operationId: 'searchMarketplaceEmployees',
        summary: 'Employees across companies',
        description:
          'Bookable employees of marketplace-visible companies whose name matches `search`; nearest ' +
          'company first when `user_location` has lat/lng (only within `radius` metres when given), else by name.',
        tags,
        security,
        querystring: Type.Object(
          {
            user_location: Type.Optional(UserLocation),
            search: Type.Optional(Search),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceEmployee) }),
      },
    },
    (request) =>
      browse.searchEmployees({
        user_location: request.query.user_location,
        search: request.query.search,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/companies/:company_id/employees',
    {
      schema: {
        operationId: 'listMarketplaceCompanyEmployees',
        summary: "A company's bookable employees",
        description:
          'Authentication optional. `filter.event_types` (or the deprecated `event_type_ids`): only employees ' +
          'who perform every one of them; an event type the company does not offer on the marketplace is a 404.',
        tags,
        security,
        params: CompanyRefParams,
        querystring: Type.Object(
          {
            sort: Type.Optional(EmployeeSort),
            pagination: Type.Optional(Pagination),
            filter: Type.Optional(EmployeeFilter),
            event_type_ids: Type.Optional(
              Type.Array(Id, {
                maxItems: 100,
                description: 'Deprecated: use filter.event_types.',
                deprecated: true,
              }),
            ),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceEmployee) }),
      },
    },
    (request) =>
      browse.companyEmployees(request.params.company_id, {
        filter: request.query.filter,
        event_type_ids: request.query.event_type_ids,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/companies/:company_id/employees/:employee_id',
    {
      schema: {
        operationId: 'getMarketplaceEmployee',
        summary: 'One bookable employee of a company',
        tags,
        security,
        params: Type.Object({ company_id: CompanyRef, employee_id: Id }, { additionalProperties: false }),
        querystring: Type.Object({ select, expand }, { additionalProperties: false }),
        response: responses({ 200: MarketplaceEmployee }),
      },
    },
    (request) =>
      browse.companyEmployee(request.params.company_id, request.params.employee_id, request.query.expand),
  );
};
