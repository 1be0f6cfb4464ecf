import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EVENT_TYPE_GROUP_EXPANDABLE,
  EVENT_TYPE_GROUP_SORT_FIELDS,
  EVENT_TYPE_GROUP_UNSET_FIELDS,
  EventTypeGroupBody,
} from '../domain/event-type-groups/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, SortParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { EventTypeGroup } from '../http/schemas/event-type-group.ts';

const tags = ['HQ: event type groups'];
const select = Type.Optional(SelectParam(EventTypeGroup));
const expand = Type.Optional(ExpandParam(EVENT_TYPE_GROUP_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#event-type-groups, docs/api-conventions.md#paths-and-methods: event type groups. */
export const eventTypeGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const groups = app.services.eventTypeGroups;

  app.post(
    '/event_type_groups',
    {
      schema: {
        operationId: 'createEventTypeGroup',
        summary: 'Create an event type group',
        description: 'Requires company. `event_types` (IDs in order) is answered as `ordered_event_types`.',
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: EventTypeGroupBody,
        response: responses({ 200: EventTypeGroup }),
      },
    },
    (request) => groups.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/companies/:company_id/event_type_groups',
    {
      schema: {
        operationId: 'listCompanyEventTypeGroups',
        summary: "List a company's event type groups",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            sort: Type.Optional(SortParam(EVENT_TYPE_GROUP_SORT_FIELDS)),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(EventTypeGroup) }),
      },
    },
    (request) =>
      groups.list(hqCaller(request), request.params.company_id, {
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/event_type_groups/:event_type_group_id',
    {
      schema: {
        operationId: 'getEventTypeGroup',
        summary: 'Retrieve an event type group',
        tags,
        security: hqSecurity,
        params: IdParams('event_type_group_id'),
        querystring: ReadQuery,
        response: responses({ 200: EventTypeGroup }),
      },
    },
    (request) => groups.get(hqCaller(request), request.params.event_type_group_id, request.query.expand),
  );

  app.post(
    '/event_type_groups/:event_type_group_id',
    {
      schema: {
        operationId: 'updateEventTypeGroup',
        summary: 'Update an event type group',
        description: '`event_types` replaces the ordered list; `unset=image` empties `images`.',
        tags,
        security: hqSecurity,
        params: IdParams('event_type_group_id'),
        querystring: Type.Object(
          {
            unset: Type.Optional(UnsetParam(EVENT_TYPE_GROUP_UNSET_FIELDS, 'EventTypeGroupFields')),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        body: EventTypeGroupBody,
        response: responses({ 200: EventTypeGroup }),
      },
    },
    (request) =>
      groups.update(
        hqCaller(request),
        request.params.event_type_group_id,
        request.body,
        request.query.unset,
        request.query.expand,
      ),
  );

  app.delete(
    '/event_type_groups/:event_type_group_id',
    {
      schema: {
        operationId: 'deleteEventTypeGroup',
        summary: 'Delete an event type group',
        description: 'Its event types stay; its child groups move to the top level.',
        tags,
        security: hqSecurity,
        params: IdParams('event_type_group_id'),
        querystring: ReadQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await groups.delete(hqCaller(request), request.params.event_type_group_id);
      return reply.status(204).send();
    },
  );
};
