import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EVENT_EXPANDABLE } from '../domain/bookings/event-view.ts';
import { HqEventCreateBody, HqEventUpdateBody } from '../domain/bookings/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { CursorPagination, ExpandParam, pageOf, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { Event, EventSort, HqEventFilter } from '../http/schemas/booking.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: events'];
const select = Type.Optional(SelectParam(Event));
const expand = Type.Optional(ExpandParam(EVENT_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#paths-and-methods: the business's bookings. */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { bookings, idempotency } = app.services;

  app.post(
    '/events',
    {
      schema: {
        operationId: 'createHqEvent',
        summary: 'Create an event (a booking made by staff)',
        description:
          'Checked like a marketplace booking on the HQ calendar (resources available_for_bookings, ' +
          'skip_calendar), except that event types marked overbookable may be overbooked: ' +
          'fully_overbookable ones are not checked against busy time or guest limits, partially_overbookable ' +
          'ones may double-book the employee. Status defaults to confirmed.',
        tags,
        security: hqSecurity,
        headers: IdempotencyHeaders,
        querystring: ReadQuery,
        body: HqEventCreateBody,
        response: responses({ 200: Event }, 409, 422),
      },
    },
    async (request, reply) => {
      const caller = hqCaller(request);
      return sendAnswer(
        reply,
        await idempotency.run(
          idempotentRequest(request),
          () => bookings.createHqEvent(caller, request.body, request.query.expand),
          caller.companyIds.has(request.body.company) ? request.body.company : undefined,
        ),
      );
    },
  );

  app.get(
    '/companies/:company_id/events',
    {
      schema: {
        operationId: 'listHqEvents',
        summary: "A company's events",
        description:
          "Sorted by `sort` (starts_at by default), ties by id. Deep pages: pass the last event's id as " +
          "`pagination.starting_after` (a cursor, as Stripe's) instead of an offset.",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(HqEventFilter),
            sort: Type.Optional(EventSort),
            pagination: Type.Optional(CursorPagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Event) }),
      },
    },
    (request) =>
      bookings.listForCompany(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.get(
    '/events/:event_id',
    {
      schema: {
        operationId: 'getHqEvent',
        summary: 'Retrieve an event',
        tags,
        security: hqSecurity,
        params: IdParams('event_id'),
        querystring: ReadQuery,
        response: responses({ 200: Event }),
      },
    },
    (request) => bookings.getForStaff(hqCaller(request), request.params.event_id, request.query.expand),
  );

  app.post(
    '/events/:event_id',
    {
      schema: {
        operationId: 'updateHqEvent',
        summary: 'Update an event (move, change, cancel, set status)',
        description:
          'Moving follows the marketplace rules (pass starts_at, its current value to stay at the same time). ' +
          'status cancelled/noshow frees the time; setting an active status again re-books it.',
        tags,
        security: hqSecurity,
        params: IdParams('event_id'),
        querystring: ReadQuery,
        body: HqEventUpdateBody,
        response: responses({ 200: Event }),
      },
    },
    (request) =>
      bookings.updateForStaff(hqCaller(request), request.params.event_id, request.body, request.query.expand),
  );

  app.delete(
    '/events/:event_id/manage_links',
    {
      schema: {
        operationId: 'revokeEventManageLinks',
        summary: "Revoke the event's manage links",
        description:
          'Every manage link the customer was e-mailed for this event stops working at once (401 ' +
          'invalid_manage_link); the next customer e-mail about the event carries a new one. Revoking an ' +
          'event without live links is not an error.',
        tags,
        security: hqSecurity,
        params: IdParams('event_id'),
        response: responses({ 204: Type.Null({ description: 'Revoked; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await bookings.revokeLinks(hqCaller(request), request.params.event_id);
      return reply.status(204).send();
    },
  );
};
