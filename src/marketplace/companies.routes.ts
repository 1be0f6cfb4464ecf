import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ExpandParam, SelectParam } from '../http/query.ts';
import { responses } from '../http/route-schemas.ts';
import { MarketplaceCompany } from '../http/schemas/company.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';

const tags = ['Marketplace: companies'];

export const marketplaceCompanyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/companies/:company_id',
    {
      schema: {
        operationId: 'getMarketplaceCompany',
        summary: 'A company by its slug (url_name)',
        description: "The path segment is the company's `url_name`; its id is accepted too.",
        tags,
        params: CompanyRefParams,
        querystring: Type.Object(
          { select: Type.Optional(SelectParam(MarketplaceCompany)), expand: Type.Optional(ExpandParam([])) },
          { additionalProperties: false },
        ),
        response: responses({ 200: MarketplaceCompany }),
      },
    },
    (request) => app.services.companies.marketplaceBySlug(request.params.company_id),
  );
};
