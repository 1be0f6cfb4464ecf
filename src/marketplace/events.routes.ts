import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MARKETPLACE_EVENT_EXPANDABLE } from '../domain/bookings/event-view.ts';
import {
  MarketplaceEventCreateBody,
  MarketplaceEventUpdateBody,
  ValidateBody,
} from '../domain/bookings/schemas.ts';
import { requireCustomer } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { customerSecurity, optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import {
  Event,
  EventSort,
  MarketplaceEventFilter,
  NotificationAnswer,
  NotificationBody,
  ValidateAnswer,
} from '../http/schemas/booking.ts';
import { IdParams } from '../http/schemas/common.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';

const tags = ['Marketplace: bookings'];
const security = optionalCustomerSecurity as Record<string, string[]>[];
const select = Type.Optional(SelectParam(Event));
const expand = Type.Optional(ExpandParam(MARKETPLACE_EVENT_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#marketplace-operations: a customer's (or a guest's) events. */
export const marketplaceEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { bookings, idempotency } = app.services;

  app.get(
    '/events',
    {
      schema: {
        operationId: 'listMyEvents',
        summary: "The signed-in customer's events",
        tags,
        security: customerSecurity,
        querystring: Type.Object(
          {
            filter: Type.Optional(MarketplaceEventFilter),
            sort: Type.Optional(EventSort),
            pagination: Type.Optional(Pagination),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Event) }),
      },
    },
    (request) =>
      bookings.listForCustomer(requireCustomer(request), {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      }),
  );

  app.post(
    '/events',
    {
      schema: {
        operationId: 'createEvent',
        summary: 'Book: create an event',
        description:
          'From a live time_slot_reservation, or directly with company, event_types and starts_at (checked ' +
          'the same way). Without employee/space one is chosen at random among those free. Refusals are ' +
          '400 create_event_error with a code and a user_message.',
        tags,
        security,
        headers: IdempotencyHeaders,
        querystring: ReadQuery,
        body: MarketplaceEventCreateBody,
        response: responses({ 200: Event }, 409, 422),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await idempotency.run(
          idempotentRequest(request),
          () => bookings.createMarketplaceEvent(request.customer, request.body),
          request.body.company,
        ),
      ),
  );

  app.get(
    '/events/:event_id',
    {
      schema: {
        operationId: 'getEvent',
        summary: 'One event',
        description: "A guest's event by its id; an event of a customer account needs that customer's token.",
        tags,
        security,
        params: IdParams('event_id'),
        querystring: ReadQuery,
        response: responses({ 200: Event }),
      },
    },
    (request) => bookings.getForCustomer(request.customer, request.params.event_id, request.query.expand),
  );

  app.post(
    '/events/:event_id',
    {
      schema: {
        operationId: 'updateEvent',
        summary: 'Change or cancel an event',
        description:
          'Rules: (1) without employee/space a new one is chosen at random for a new time; (2)/(3) to move ' +
          'between resources or change the number of guests only, pass starts_at with its current value. ' +
          'status "cancelled" cancels. The company\'s client_reschedule_disabled, min_reschedule_notice_hours, ' +
          'client_cancel_disabled and min_cancel_notice_hours apply.',
        tags,
        security,
        params: IdParams('event_id'),
        querystring: ReadQuery,
        body: MarketplaceEventUpdateBody,
        response: responses({ 200: Event }),
      },
    },
    (request) => bookings.updateForCustomer(request.customer, request.params.event_id, request.body),
  );

  app.post(
    '/events/:event_id/notification',
    {
      schema: {
        operationId: 'sendEventNotification',
        summary: 'Send the event to a recipient',
        tags,
        security,
        params: IdParams('event_id'),
        body: NotificationBody,
        response: responses({ 200: NotificationAnswer }),
      },
    },
    (request) => bookings.notify(request.customer, request.params.event_id, request.body),
  );

  app.post(
    '/companies/:company_id/events/validate',
    {
      schema: {
        operationId: 'validateBookingData',
        summary: 'Check the data of the booking flow',
        description:
          "Answers which fields fail: the company's required_fields (kennitala, email, license_plate), the event " +
          "types' booking questions marked answer_required, e-mail/kennitala format and the party size limits; " +
          'and the price the booking would have (`variations`, or a seat: `scheduled_event`, `tier`, `variation`). ' +
          'The company by id or url_name.',
        tags,
        security,
        params: CompanyRefParams,
        body: ValidateBody,
        response: responses({ 200: ValidateAnswer }),
      },
    },
    (request) => bookings.validate(request.params.company_id, request.body),
  );
};
