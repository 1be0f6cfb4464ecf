import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendMemo } from '../http/memo.ts';
import { responses } from '../http/route-schemas.ts';
import {
  EventTypeWithTimeSlots,
  MultipleTimeSlotsQuery,
  OpeningHourFilter,
  OpeningHoursOfDay,
  TimeSlots,
  TimeSlotsQuery,
} from '../http/schemas/booking.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';
import { timeSlotsJson } from '../http/time-slots-json.ts';

const tags = ['Marketplace: time slots'];

/** docs/api-conventions.md#marketplace-operations: time slots, multiple time slots and opening hours of a marketplace company. */
export const marketplaceTimeSlotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { timeSlots } = app.services;

  app.get(
    '/companies/:company_id/time_slots',
    {
      schema: {
        operationId: 'listTimeSlots',
        summary: 'Bookable time slots of a company',
        description:
          'Per local date of the company (start_date..end_date, at most 62 days): the slots with their ' +
          'time (HH:MM local), UTC timestamp and the employees/spaces that can serve them. Give ' +
          'event_type_ids (one booking of those services back to back by the same person), or event_id to ' +
          'reschedule (its own services; it does not block itself). A visit of several services by ' +
          'different people: visit instead, each slot then says per segment who may serve it. A standing ' +
          'time: recurrence (and min_occurrences), each date then being the first occurrence of a series ' +
          'and each slot a wall time with its series.',
        tags,
        params: CompanyRefParams,
        querystring: TimeSlotsQuery,
        response: responses({ 200: TimeSlots }),
      },
    },
    async (request, reply) =>
      request.query.recurrence
        ? timeSlots.standingSlots(request.params.company_id, request.query.recurrence, request.query)
        : sendMemo(
            request,
            reply,
            await timeSlots.keptAnswer(request.params.company_id, request.query),
            timeSlotsJson,
          ),
  );

  app.get(
    '/companies/:company_id/multiple_time_slots',
    {
      schema: {
        operationId: 'listMultipleTimeSlots',
        summary: 'Time slots of several event types at once',
        description:
          'One entry per event type (or, with event_id, per service of that event). min_capacity..max_capacity ' +
          'is a party-size range: a slot is offered when some size in it fits.',
        tags,
        params: CompanyRefParams,
        querystring: MultipleTimeSlotsQuery,
        response: responses({ 200: Type.Array(EventTypeWithTimeSlots) }),
      },
    },
    (request) => timeSlots.multipleTimeSlots(request.params.company_id, request.query),
  );

  app.get(
    '/companies/:company_id/opening_hours',
    {
      schema: {
        operationId: 'listOpeningHours',
        summary: 'Opening hours per local date',
        description:
          'When the company, or any of its marketplace employees or spaces, is open: from the availability ' +
          'rules of its rule sets, else its profile opening_hours. closes_at "24:00" means open until midnight.',
        tags,
        params: CompanyRefParams,
        querystring: Type.Object(
          {
            filter: Type.Optional(OpeningHourFilter),
            select: Type.Optional(
              Type.Array(
                Type.Union([Type.Literal('date'), Type.Literal('is_closed'), Type.Literal('intervals')]),
                { maxItems: 3 },
              ),
            ),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(OpeningHoursOfDay) }),
      },
    },
    (request) => timeSlots.openingHours(request.params.company_id, request.query.filter),
  );
};
