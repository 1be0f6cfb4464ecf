import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EVENT_TYPE_EXPANDABLE,
  EVENT_TYPE_SORT_FIELDS,
  EVENT_TYPE_UNSET_FIELDS,
} from '../domain/event-types/event-type-service.ts';
import { EventTypeBody } from '../domain/event-types/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, SortParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { EventType } from '../http/schemas/event-type.ts';

const tags = ['HQ: event types'];
const select = Type.Optional(SelectParam(EventType));
const expand = Type.Optional(ExpandParam(EVENT_TYPE_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#event-types, docs/api-conventions.md#paths-and-methods: event types (services). */
export const eventTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const eventTypes = app.services.eventTypes;

  app.post(
    '/event_types',
    {
      schema: {
        operationId: 'createEventType',
        summary: 'Create an event type',
        description:
          'Requires company (or the deprecated company_id), vat (one of the company VATs), title and ' +
          'duration. The deprecated thumb/image become `images`; `payments` implies custom_payment_settings.',
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: EventTypeBody,
        response: responses({ 200: EventType }),
      },
    },
    (request) => eventTypes.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/companies/:company_id/event_types',
    {
      schema: {
        operationId: 'listCompanyEventTypes',
        summary: "List a company's event types",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            sort: Type.Optional(SortParam(EVENT_TYPE_SORT_FIELDS)),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(EventType) }),
      },
    },
    (request) =>
      eventTypes.list(hqCaller(request), request.params.company_id, {
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/event_types/:event_type_id',
    {
      schema: {
        operationId: 'getEventType',
        summary: 'Retrieve an event type',
        tags,
        security: hqSecurity,
        params: IdParams('event_type_id'),
        querystring: ReadQuery,
        response: responses({ 200: EventType }),
      },
    },
    (request) => eventTypes.get(hqCaller(request), request.params.event_type_id, request.query.expand),
  );

  app.post(
    '/event_types/:event_type_id',
    {
      schema: {
        operationId: 'updateEventType',
        summary: 'Update an event type',
        description:
          'Partial update; `unset` (EventTypeFields) clears fields: `payments` also turns ' +
          'custom_payment_settings off, `image` empties `images`.',
        tags,
        security: hqSecurity,
        params: IdParams('event_type_id'),
        querystring: Type.Object(
          { unset: Type.Optional(UnsetParam(EVENT_TYPE_UNSET_FIELDS, 'EventTypeFields')), select, expand },
          { additionalProperties: false },
        ),
        body: EventTypeBody,
        response: responses({ 200: EventType }),
      },
    },
    (request) =>
      eventTypes.update(
        hqCaller(request),
        request.params.event_type_id,
        request.body,
        request.query.unset,
        request.query.expand,
      ),
  );

  app.delete(
    '/event_types/:event_type_id',
    {
      schema: {
        operationId: 'deleteEventType',
        summary: 'Delete an event type',
        description: 'Existing bookings keep it; it leaves every event type group.',
        tags,
        security: hqSecurity,
        params: IdParams('event_type_id'),
        querystring: ReadQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await eventTypes.delete(hqCaller(request), request.params.event_type_id);
      return reply.status(204).send();
    },
  );
};
