import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';
import {
  MarketplaceScheduledEvent,
  MarketplaceScheduledEventFilter,
  MarketplaceScheduledEventSort,
} from '../http/schemas/scheduled-event.ts';

const tags = ['Marketplace: classes'];
const select = Type.Optional(SelectParam(MarketplaceScheduledEvent));
const expand = Type.Optional(ExpandParam([]));
const seats =
  'Only marketplace_visible classes that have not ended, with their marketplace_visible tiers; `remaining` ' +
  'per tier, `remaining_capacity` and `is_full` are as of the request. Book a seat with POST /events and ' +
  '`scheduled_event` (and `tier` when customer_selects_tier).';

/** docs/api-conventions.md#classes: classes (scheduled events) a customer can book a seat in. */
export const marketplaceScheduledEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { classes } = app.services;

  app.get(
    '/companies/:company_id/scheduled_events',
    {
      schema: {
        operationId: 'listMarketplaceScheduledEvents',
        summary: "A company's classes",
        description: `${seats} The company by id or url_name.`,
        tags,
        params: CompanyRefParams,
        querystring: Type.Object(
          {
            filter: Type.Optional(MarketplaceScheduledEventFilter),
            sort: Type.Optional(MarketplaceScheduledEventSort),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(MarketplaceScheduledEvent) }),
      },
    },
    (request) =>
      classes.list(request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.get(
    '/scheduled_events/:scheduled_event_id',
    {
      schema: {
        operationId: 'getMarketplaceScheduledEvent',
        summary: 'One class',
        description: seats,
        tags,
        params: IdParams('scheduled_event_id'),
        querystring: Type.Object({ select, expand }, { additionalProperties: false }),
        response: responses({ 200: MarketplaceScheduledEvent }),
      },
    },
    (request) => classes.get(request.params.scheduled_event_id),
  );
};
