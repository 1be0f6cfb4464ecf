import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MENU_GROUP_EXPANDABLE } from '../domain/marketplace/schemas.ts';
import { sendMemo } from '../http/memo.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { responses } from '../http/route-schemas.ts';
import { CompanyRefParams, MarketplaceEventTypeGroup, MenuGroupSort } from '../http/schemas/menu.ts';

const tags = ['Marketplace: service menu'];

/** docs/api-conventions.md#the-service-menu: the sections of the menu. */
export const marketplaceEventTypeGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { menu } = app.services;

  app.get(
    '/companies/:company_id/event_type_groups',
    {
      // Its one cached read takes the id or the url_name (http/company-ref.ts).
      config: { companyRefInHandler: true },
      schema: {
        operationId: 'listMarketplaceEventTypeGroups',
        summary: "A company's service groups (the menu's sections)",
        description:
          'The groups in `order`, each with its bookable event types in their order; `expand=event_types` puts ' +
          'the event type objects inline.',
        tags,
        params: CompanyRefParams,
        querystring: Type.Object(
          {
            sort: Type.Optional(MenuGroupSort),
            pagination: Type.Optional(Pagination),
            select: Type.Optional(SelectParam(MarketplaceEventTypeGroup)),
            expand: Type.Optional(ExpandParam(MENU_GROUP_EXPANDABLE)),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceEventTypeGroup) }),
      },
    },
    async (request, reply) =>
      sendMemo(
        request,
        reply,
        await menu.eventTypeGroupsAnswer(request.params.company_id, {
          sort: request.query.sort,
          page: pageOf(request.query.pagination),
          expand: request.query.expand,
        }),
      ),
  );
};
