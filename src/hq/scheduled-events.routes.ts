import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EVENT_EXPANDABLE } from '../domain/bookings/event-view.ts';
import {
  SCHEDULED_EVENT_EXPANDABLE,
  SCHEDULED_EVENT_UNSET_FIELDS,
} from '../domain/scheduled-events/scheduled-event-service.ts';
import {
  ScheduledEventBody,
  ScheduledEventCreateBody,
  ScheduledEventFilter,
} from '../domain/scheduled-events/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, Pagination, pageOf, SelectParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { Event, EventSort, HqEventFilter } from '../http/schemas/booking.ts';
import { IdParams } from '../http/schemas/common.ts';
import { ScheduledEvent, ScheduledEventSort } from '../http/schemas/scheduled-event.ts';

const tags = ['HQ: scheduled events'];
const select = Type.Optional(SelectParam(ScheduledEvent));
const expand = Type.Optional(ExpandParam(SCHEDULED_EVENT_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });
const capacity =
  "`total_capacity`, `remaining_capacity` and `is_full` (and each tier's `capacity`, `remaining`, `is_full`) " +
  'are computed from the tiers and the guests of their bookings that are not cancelled.';

/** docs/api-conventions.md#scheduled-events: scheduled events (ticketed events with tiers) of a company. */
export const scheduledEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scheduledEvents = app.services.scheduledEvents;

  app.post(
    '/scheduled_events',
    {
      schema: {
        operationId: 'createScheduledEvent',
        summary: 'Create a scheduled event',
        description: `Needs \`company\`, \`name\`, \`starts_at\`, \`ends_at\` and at least one tier. ${capacity}`,
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: ScheduledEventCreateBody,
        response: responses({ 200: ScheduledEvent }),
      },
    },
    (request) => scheduledEvents.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/scheduled_events/:scheduled_event_id',
    {
      schema: {
        operationId: 'getScheduledEvent',
        summary: 'Retrieve a scheduled event',
        tags,
        security: hqSecurity,
        params: IdParams('scheduled_event_id'),
        querystring: ReadQuery,
        response: responses({ 200: ScheduledEvent }),
      },
    },
    (request) =>
      scheduledEvents.get(hqCaller(request), request.params.scheduled_event_id, request.query.expand),
  );

  app.post(
    '/scheduled_events/:scheduled_event_id',
    {
      schema: {
        operationId: 'updateScheduledEvent',
        summary: 'Update a scheduled event',
        description: `Partial update. \`tiers\` (at least one) replaces the list: items with an existing tier \`id\` update it, items without are new, tiers left out are removed (409 while they have bookings). ${capacity}`,
        tags,
        security: hqSecurity,
        params: IdParams('scheduled_event_id'),
        querystring: Type.Object(
          {
            unset: Type.Optional(UnsetParam(SCHEDULED_EVENT_UNSET_FIELDS, 'ScheduledEventFields')),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        body: ScheduledEventBody,
        response: responses({ 200: ScheduledEvent }, 409),
      },
    },
    (request) =>
      scheduledEvents.update(
        hqCaller(request),
        request.params.scheduled_event_id,
        request.body,
        request.query.unset,
        request.query.expand,
      ),
  );

  app.get(
    '/companies/:company_id/scheduled_events',
    {
      schema: {
        operationId: 'listCompanyScheduledEvents',
        summary: "List a company's scheduled events",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            sort: Type.Optional(ScheduledEventSort),
            pagination: Type.Optional(Pagination),
            filter: Type.Optional(ScheduledEventFilter),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(ScheduledEvent) }),
      },
    },
    (request) =>
      scheduledEvents.list(hqCaller(request), request.params.company_id, {
        sort: request.query.sort,
        filter: request.query.filter,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/scheduled_events/:scheduled_event_id/events',
    {
      schema: {
        operationId: 'listScheduledEventAttendees',
        summary: "A scheduled event's bookings (the attendee list)",
        description:
          'Every booking of the class, cancelled ones included (filter by status to leave them out); each ' +
          'with its tier, number_of_guests and price.',
        tags,
        security: hqSecurity,
        params: IdParams('scheduled_event_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(HqEventFilter),
            sort: Type.Optional(EventSort),
            pagination: Type.Optional(Pagination),
            select: Type.Optional(SelectParam(Event)),
            expand: Type.Optional(ExpandParam(EVENT_EXPANDABLE)),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Event) }),
      },
    },
    (request) =>
      app.services.bookings.listForScheduledEvent(hqCaller(request), request.params.scheduled_event_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.delete(
    '/scheduled_events/:scheduled_event_id',
    {
      schema: {
        operationId: 'deleteScheduledEvent',
        summary: 'Delete a scheduled event',
        description: 'Refused with 409 while it has confirmed or unconfirmed bookings.',
        tags,
        security: hqSecurity,
        params: IdParams('scheduled_event_id'),
        querystring: ReadQuery,
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }, 409),
      },
    },
    async (request, reply) => {
      await scheduledEvents.delete(hqCaller(request), request.params.scheduled_event_id);
      return reply.status(204).send();
    },
  );
};
