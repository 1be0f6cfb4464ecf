import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarketplaceSeriesCreateBody, Series } from '../domain/bookings/series-schemas.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';

const tags = ['Marketplace: bookings'];
const security = optionalCustomerSecurity as Record<string, string[]>[];

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
          'date that cannot be booked). Services that must be prepaid online cannot be booked as a series yet.',
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
};
