import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SERIES_CALENDAR as CALENDAR,
  MarketplaceSeriesCreateBody,
  Series,
  SeriesCancelBody,
  SeriesChangeBody,
} from '../domain/bookings/series-schemas.ts';
import { requireCustomer } from '../http/auth.ts';
import { sendCalendar } from '../http/calendar-reply.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { Pagination, pageOf } from '../http/query.ts';
import { customerSecurity, optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['Marketplace: bookings'];
const security = optionalCustomerSecurity as Record<string, string[]>[];
const SeriesParams = IdParams('company_id', 'series_id');
const OWN =
  "A signed-in customer's own series; a guest's series, another customer's, or no token answers 404 " +
  '(its occurrences stay reachable as events).';

/** docs/bookings.md#series: a customer's standing appointment, booked as one. */
export const marketplaceSeriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings, idempotency } = app.services;

  app.post(
    '/series',
    {
      schema: {
        operationId: 'createMarketplaceSeries',
        summary: 'Book a series (a standing appointment)',
        description:
          'Every occurrence of the recurrence booked as an event with `series`, each checked as createEvent ' +
          'checks a booking made directly (booking window, opening hours, online bookings, staff), all in one ' +
          'transaction: the whole series or nothing. on_conflict as on HQ (409 series_conflict lists every ' +
          "date that cannot be booked). Services that must be prepaid online: under the company's " +
          'payments.series_prepayment per_occurrence, each occurrence is unconfirmed with its own pending ' +
          "prepayment (its checkout in the occurrence's `payment`; paying it confirms that occurrence, an unpaid " +
          "one expires alone); under up_front, ONE pending payment for the sum of the occurrences' prepayments " +
          "(its checkout in the series' `payment`; paying it confirms every occurrence, unpaid when its hold " +
          "passes they are all cancelled, a cancelled occurrence's part is refunded by the cancellation policy); " +
          'without that choice, 400 on recurrence. customer_package covers every occurrence (one ' +
          'credit each; fewer credits than occurrences: 400 package_not_usable, nothing booked); voucher pays ' +
          'every occurrence (its whole price, or a session each; a voucher that cannot cover them all: 400 ' +
          'voucher_not_usable, nothing booked or redeemed).',
        tags,
        security,
        headers: IdempotencyHeaders,
        body: MarketplaceSeriesCreateBody,
        response: responses({ 200: Series }, 409, 422),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await idempotency.run(
          idempotentRequest(request),
          () => bookings.createMarketplaceSeries(request.customer, request.body),
          request.body.company,
        ),
      ),
  );

  app.get(
    '/series',
    {
      schema: {
        operationId: 'listMySeries',
        summary: "The signed-in customer's series",
        description: 'At every company, the latest first, each with its occurrences (cancelled ones too).',
        tags,
        security: customerSecurity,
        querystring: Type.Object({ pagination: Type.Optional(Pagination) }, { additionalProperties: false }),
        response: responses({ 200: Type.Array(Series) }),
      },
    },
    (request) => bookings.listCustomerSeries(requireCustomer(request), pageOf(request.query.pagination)),
  );

  app.get(
    '/companies/:company_id/series/:series_id',
    {
      schema: {
        operationId: 'getMySeries',
        summary: 'One of my series, with its occurrences',
        description: OWN,
        tags,
        security,
        params: SeriesParams,
        response: responses({ 200: Series }),
      },
    },
    (request) =>
      bookings.getCustomerSeries(request.customer, request.params.company_id, request.params.series_id),
  );

  app.post(
    '/companies/:company_id/series/:series_id/cancellation',
    {
      schema: {
        operationId: 'cancelMySeries',
        summary: 'Cancel one occurrence, it and the following ones, or the whole series',
        description:
          `${OWN} As HQ's cancelSeries, in one transaction, under the company's rules for a customer's ` +
          'cancel of a booking (client_cancel_disabled, min_cancel_notice_hours) applied to every occurrence it ' +
          'would cancel: one inside the notice refuses the whole cancel (400 cancel_too_late, naming its date) ' +
          'and nothing is cancelled. Occurrences already cancelled or started stay as they are.',
        tags,
        security,
        params: SeriesParams,
        body: SeriesCancelBody,
        response: responses({ 200: Series }),
      },
    },
    (request) =>
      bookings.cancelCustomerSeries(
        request.customer,
        request.params.company_id,
        request.params.series_id,
        request.body,
      ),
  );

  app.get(
    '/companies/:company_id/series/:series_id/calendar.ics',
    {
      schema: {
        operationId: 'getMySeriesCalendar',
        summary: 'One of my series as one .ics',
        description: `${OWN} ${CALENDAR}`,
        tags,
        security,
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
      const text = await bookings.customerSeriesCalendar(
        request.customer,
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
        operationId: 'changeMySeries',
        summary:
          'Move one occurrence, it and the following ones, or all to another day of the week, time of day or employee',
        description:
          `${OWN} As HQ's changeSeries (one transaction; a date that cannot be booked refuses the whole change ` +
          'with 409 series_conflict listing every such date; exceptions keep what was changed of them alone), ' +
          'each occurrence checked as a booking the customer makes (online booking window, online hours, staff ' +
          "bookable online), under the company's rules for a customer's change of a booking " +
          '(client_reschedule_disabled, min_reschedule_notice_hours) applied to every occurrence it would move: ' +
          'one inside the notice refuses the whole change (400 reschedule_too_late, naming its date).',
        tags,
        security,
        params: SeriesParams,
        body: SeriesChangeBody,
        response: responses({ 200: Series }, 409),
      },
    },
    (request) =>
      bookings.changeCustomerSeries(
        request.customer,
        request.params.company_id,
        request.params.series_id,
        request.body,
      ),
  );
};
