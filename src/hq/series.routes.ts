import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EVENT_EXPANDABLE } from '../domain/bookings/event-view.ts';
import {
  SERIES_CALENDAR as CALENDAR,
  HqSeriesCreateBody,
  Series,
  SeriesCancelBody,
  SeriesChangeBody,
} from '../domain/bookings/series-schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { sendCalendar } from '../http/calendar-reply.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { ExpandParam, Pagination, pageOf } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: series'];
const expand = Type.Optional({
  ...ExpandParam(EVENT_EXPANDABLE),
  description:
    "Expands each occurrence's references, as on an event; payment also adds a series paid up front's own payment.",
});
const ReadQuery = Type.Object({ expand }, { additionalProperties: false });
const SeriesParams = IdParams('company_id', 'series_id');

/**
 * docs/bookings.md#series: standing appointments. Created as POST /v1/hq/series with `company` in
 * the body (as every HQ create), read and changed under the company: a series is read with the
 * company in the statement (routable by company_id, docs/scaling.md), not by its id alone.
 */
export const seriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings, idempotency } = app.services;

  app.post(
    '/series',
    {
      schema: {
        operationId: 'createSeries',
        summary: 'Book a series (a standing appointment)',
        description:
          'Books every occurrence of the recurrence as an event with `series`, each checked like a single HQ ' +
          'booking (createHqEvent), all in one transaction: the whole series or nothing. on_conflict says what ' +
          'an occurrence that cannot be booked does; the default refuses the series with 409 series_conflict ' +
          'listing every such date in `conflicts`. customer_package covers every occurrence (one credit each, ' +
          'in the same transaction; fewer credits than occurrences: 400 package_not_usable, nothing booked).',
        tags,
        security: hqSecurity,
        headers: IdempotencyHeaders,
        querystring: ReadQuery,
        body: HqSeriesCreateBody,
        response: responses({ 200: Series }, 409, 422),
      },
    },
    async (request, reply) => {
      const caller = hqCaller(request);
      return sendAnswer(
        reply,
        await idempotency.run(
          idempotentRequest(request),
          () => bookings.createSeries(caller, request.body, request.query.expand),
          caller.companyIds.has(request.body.company) ? request.body.company : undefined,
        ),
      );
    },
  );

  app.get(
    '/companies/:company_id/series',
    {
      schema: {
        operationId: 'listSeries',
        summary: "A company's series",
        description: 'The latest first, each with its occurrences.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object({ pagination: Type.Optional(Pagination) }, { additionalProperties: false }),
        response: responses({ 200: Type.Array(Series) }),
      },
    },
    (request) =>
      bookings.listSeries(hqCaller(request), request.params.company_id, pageOf(request.query.pagination)),
  );

  app.get(
    '/companies/:company_id/series/:series_id',
    {
      schema: {
        operationId: 'getSeries',
        summary: 'Retrieve a series with its occurrences',
        tags,
        security: hqSecurity,
        params: SeriesParams,
        querystring: ReadQuery,
        response: responses({ 200: Series }),
      },
    },
    (request) =>
      bookings.getSeries(
        hqCaller(request),
        request.params.company_id,
        request.params.series_id,
        request.query.expand,
      ),
  );

  app.post(
    '/companies/:company_id/series/:series_id/cancellation',
    {
      schema: {
        operationId: 'cancelSeries',
        summary: 'Cancel one occurrence, it and the following ones, or the whole series',
        description:
          'In one transaction, each occurrence cancelled as staff cancel a booking (its time freed, the ' +
          'customer told, a prepayment settled as for any cancel). Occurrences already cancelled or started ' +
          'stay as they are. Answers the series.',
        tags,
        security: hqSecurity,
        params: SeriesParams,
        querystring: ReadQuery,
        body: SeriesCancelBody,
        response: responses({ 200: Series }),
      },
    },
    (request) =>
      bookings.cancelSeries(
        hqCaller(request),
        request.params.company_id,
        request.params.series_id,
        request.body,
        request.query.expand,
      ),
  );

  app.get(
    '/companies/:company_id/series/:series_id/calendar.ics',
    {
      schema: {
        operationId: 'getSeriesCalendar',
        summary: 'The series as one .ics',
        description: CALENDAR,
        tags,
        security: hqSecurity,
        params: SeriesParams,
        response: responses({
          200: {
            description: CALENDAR,
            content: { 'text/calendar': { schema: Type.String({ title: 'ICalendar' }) } },
          } as never,
        }),
      },
    },
    async (request, reply) => {
      const text = await bookings.hqSeriesCalendar(
        hqCaller(request),
        request.params.company_id,
        request.params.series_id,
      );
      return sendCalendar(reply, text);
    },
  );

  app.post(
    '/companies/:company_id/series/:series_id/changes',
    {
      schema: {
        operationId: 'changeSeries',
        summary:
          'Move one occurrence, it and the following ones, or all to another day of the week, time of day or employee',
        description:
          'In one transaction, each occurrence that changes is placed again by the check of any booking (its ' +
          'old time freed first); one that cannot be refuses the whole change with 409 series_conflict listing ' +
          'every such date, and nothing changes. A moved occurrence stays in the series (the .ics shows it as an ' +
          'override). scope one makes it an exception in what it changes; following and all keep an ' +
          "exception's own time or employee and change the rest. Occurrences cancelled or started stay as " +
          'they are. Answers the series.',
        tags,
        security: hqSecurity,
        params: SeriesParams,
        querystring: ReadQuery,
        body: SeriesChangeBody,
        response: responses({ 200: Series }, 409),
      },
    },
    (request) =>
      bookings.changeSeries(
        hqCaller(request),
        request.params.company_id,
        request.params.series_id,
        request.body,
        request.query.expand,
      ),
  );
};
