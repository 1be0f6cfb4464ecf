import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendMemo } from '../http/memo.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { responses } from '../http/route-schemas.ts';
import {
  CompanyRefParams,
  MarketplaceEventType,
  MenuEventTypeFilter,
  MenuEventTypeSort,
} from '../http/schemas/menu.ts';

const tags = ['Marketplace: service menu'];

/** docs/api-conventions.md#the-service-menu: the services a customer can book online. */
export const marketplaceEventTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { menu } = app.services;

  app.get(
    '/companies/:company_id/event_types',
    {
      schema: {
        operationId: 'listMarketplaceEventTypes',
        summary: "A company's bookable services",
        description:
          'The event types a customer can book online (not hidden), with price, duration, pauses, guest limits, ' +
          'images, translations and the variations selectable on the marketplace. Their ids go to time_slots, ' +
          'time_slot_reservations and events.',
        tags,
        params: CompanyRefParams,
        querystring: Type.Object(
          {
            filter: Type.Optional(MenuEventTypeFilter),
            sort: Type.Optional(MenuEventTypeSort),
            pagination: Type.Optional(Pagination),
            select: Type.Optional(SelectParam(MarketplaceEventType)),
            expand: Type.Optional(ExpandParam([])),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceEventType) }),
      },
    },
    async (request, reply) =>
      sendMemo(
        request,
        reply,
        await menu.eventTypesAnswer(request.params.company_id, {
          filter: request.query.filter,
          sort: request.query.sort,
          page: pageOf(request.query.pagination),
        }),
      ),
  );
};
