import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CompanyListParams, EnterpriseListParams, MapCompanyFilter } from '../domain/marketplace/schemas.ts';
import { sendMemo } from '../http/memo.ts';
import { ExpandParam, SelectParam } from '../http/query.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { Search } from '../http/schemas/common.ts';
import { MarketplaceCompany } from '../http/schemas/company.ts';
import {
  MapCompany,
  MarketplaceCompanyExpandable,
  MarketplaceEnterprise,
} from '../http/schemas/marketplace.ts';

// Typed here: the shared constant infers a union TypeScript will not take as a security list.
const security = optionalCustomerSecurity as Record<string, string[]>[];
const Opt = Type.Optional;
const companyExpand = Opt(ExpandParam(['company_types', 'enterprise']));

export const marketplaceBrowseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { browse } = app.services;

  app.get(
    '/companies',
    {
      schema: {
        operationId: 'listMarketplaceCompanies',
        summary: 'Companies on the marketplace',
        description:
          'Marketplace-visible companies matching `filter` and `search`, in `sort` order (default: ' +
          'distance when a location is given, else name), one `pagination` page. With a location, each ' +
          'company carries its great-circle `distance` in metres.',
        tags: ['Marketplace: companies'],
        security,
        querystring: Type.Object(
          {
            ...CompanyListParams.properties,
            select: Opt(SelectParam(MarketplaceCompany)),
            expand: companyExpand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceCompanyExpandable) }),
      },
    },
    async (request, reply) =>
      sendMemo(request, reply, await browse.listCompaniesAnswer(request.query, request.query.expand)),
  );

  app.get(
    '/enterprises',
    {
      schema: {
        operationId: 'listMarketplaceEnterprises',
        summary: 'Enterprises on the marketplace, with their matching companies',
        description:
          'Filtering, sorting and paging work on the companies (as in GET /companies); the page of ' +
          'companies is then grouped by enterprise, in the order of each enterprise’s first company. ' +
          '`companies` holds the company objects. Authentication optional.',
        tags: ['Marketplace: enterprises'],
        security,
        querystring: Type.Object(
          {
            ...EnterpriseListParams.properties,
            select: Opt(SelectParam(MarketplaceEnterprise)),
            expand: companyExpand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceEnterprise) }),
      },
    },
    (request) => browse.listEnterprises(request.query, request.query.expand),
  );

  app.get(
    '/enterprises/:url_name',
    {
      schema: {
        operationId: 'getMarketplaceEnterprise',
        summary: 'An enterprise by its slug (url_name)',
        description: 'Its id is accepted too. `companies`: ids of its visible companies (expand=companies).',
        tags: ['Marketplace: enterprises'],
        security,
        params: Type.Object(
          { url_name: Type.String({ minLength: 1, maxLength: 100, description: 'url_name (slug) or id' }) },
          { additionalProperties: false },
        ),
        querystring: Type.Object(
          { select: Opt(SelectParam(MarketplaceEnterprise)), expand: Opt(ExpandParam(['companies'])) },
          { additionalProperties: false },
        ),
        response: responses({ 200: MarketplaceEnterprise }),
      },
    },
    (request) => browse.enterpriseBySlug(request.params.url_name, request.query.expand),
  );

  app.get(
    '/map/companies',
    {
      schema: {
        operationId: 'listMarketplaceMapCompanies',
        summary: 'Companies for a map view',
        description:
          'A compact record per marketplace-visible company with a position, filtered like GET /companies ' +
          '(plus the viewport `filter.bounds`), most popular first, at most 5000.',
        tags: ['Marketplace: companies'],
        security,
        querystring: Type.Object(
          {
            filter: Opt(MapCompanyFilter),
            search: Opt(Search),
            select: Opt(SelectParam(MapCompany)),
            expand: Opt(ExpandParam([])),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MapCompany) }),
      },
    },
    (request) => browse.mapCompanies(request.query),
  );
};
