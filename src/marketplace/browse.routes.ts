import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CompanyFilter, CompanySort, MAX_RADIUS, MapCompanyFilter } from '../domain/marketplace/schemas.ts';
import { MAX_LIMIT } from '../domain/paging.ts';
import { ExpandParam, Pagination, SelectParam } from '../http/query.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { Id, Search, specDefault } from '../http/schemas/common.ts';
import { MarketplaceCompany } from '../http/schemas/company.ts';
import {
  MapCompany,
  MarketplaceCompanyExpandable,
  MarketplaceEnterprise,
} from '../http/schemas/marketplace.ts';

// Typed here: the shared constant infers a union TypeScript will not take as a security list.
const security = optionalCustomerSecurity as Record<string, string[]>[];
const Opt = Type.Optional;
const deprecated = (text: string) => `Deprecated: ${text}.`;
/** Marks a deprecated parameter (OpenAPI `deprecated: true`). */
const old = { deprecated: true } as const;

/** The deprecated parameters of both lists (spec 4.5, 9.3), with what replaces each. */
const legacyLocation = {
  sort_by: Opt(
    Type.Union([Type.Literal('popular'), Type.Literal('distance')], {
      description: deprecated('use sort {"field":"popularity"} or {"field":"distance"}'),
      ...old,
    }),
  ),
  lat: Opt(
    Type.Number({ minimum: -90, maximum: 90, description: deprecated('use filter.location.lat'), ...old }),
  ),
  lng: Opt(
    Type.Number({ minimum: -180, maximum: 180, description: deprecated('use filter.location.lng'), ...old }),
  ),
  radius: Opt(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_RADIUS,
      description: deprecated('use filter.location.radius; metres, default 100000'),
      ...old,
      ...specDefault(100_000),
    }),
  ),
  company_type_id: Opt({ ...Id, description: deprecated('use filter.company_types'), ...old }),
};
const Count = (description: string, min: number, max: number) =>
  Type.Integer({ minimum: min, maximum: max, description });

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
            filter: Opt(CompanyFilter),
            sort: Opt(CompanySort),
            pagination: Opt(Pagination),
            search: Opt(Search),
            ...legacyLocation,
            enterprise_id: Opt({ ...Id, description: deprecated('use filter.enterprises'), ...old }),
            limit: Opt({ ...Count(deprecated('use pagination.limit'), 1, MAX_LIMIT), ...old }),
            skip: Opt({ ...Count(deprecated('use pagination.offset'), 0, 10_000_000), ...old }),
            select: Opt(SelectParam(MarketplaceCompany)),
            expand: companyExpand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceCompanyExpandable) }),
      },
    },
    (request) => browse.listCompanies(request.query, request.query.expand),
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
            filter: Opt(CompanyFilter),
            sort: Opt(CompanySort),
            pagination: Opt(Pagination),
            search: Opt(Search),
            ...legacyLocation,
            enterprise_ids: Opt(
              Type.Array(Id, { maxItems: 100, description: deprecated('use filter.enterprises'), ...old }),
            ),
            limit_companies: Opt({ ...Count(deprecated('use pagination.limit'), 1, MAX_LIMIT), ...old }),
            skip_companies: Opt({ ...Count(deprecated('use pagination.offset'), 0, 10_000_000), ...old }),
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
