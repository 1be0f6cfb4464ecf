import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ResourceFilter } from '../domain/resources/schemas.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';
import { Resource, ResourceSort } from '../http/schemas/resource.ts';

const tags = ['Marketplace: spaces'];
const select = Type.Optional(SelectParam(Resource));
const expand = Type.Optional(ExpandParam([]));

/** Spaces a customer may see: marketplace-visible spaces of marketplace-visible companies. */
export const marketplaceSpaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { spaces } = app.services;

  app.get(
    '/companies/:company_id/spaces',
    {
      schema: {
        operationId: 'listMarketplaceSpaces',
        summary: "A company's spaces",
        tags,
        params: CompanyRefParams,
        querystring: Type.Object(
          {
            sort: Type.Optional(ResourceSort),
            pagination: Type.Optional(Pagination),
            filter: Type.Optional(ResourceFilter),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Resource) }),
      },
    },
    (request) =>
      spaces.list(request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.get(
    '/spaces/:space_id',
    {
      schema: {
        operationId: 'getMarketplaceSpace',
        summary: 'One space',
        tags,
        params: IdParams('space_id'),
        querystring: Type.Object({ select, expand }, { additionalProperties: false }),
        response: responses({ 200: Resource }),
      },
    },
    (request) => spaces.get(request.params.space_id),
  );
};
