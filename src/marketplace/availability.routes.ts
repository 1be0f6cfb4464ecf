import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AvailabilityQuery, CompanyAvailability } from '../domain/marketplace/availability-schemas.ts';
import { sendMemo } from '../http/memo.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';

// Typed here: the shared constant infers a union TypeScript will not take as a security list.
const security = optionalCustomerSecurity as Record<string, string[]>[];

/** docs/slots.md#first-available-across-companies: the first free slots across companies near a place. */
export const marketplaceAvailabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/availability',
    {
      schema: {
        operationId: 'searchMarketplaceAvailability',
        summary: 'Companies near a place with a free slot for a service',
        description:
          'Marketplace-visible companies within `filter.location` offering the service (`filter.text` on ' +
          'service titles, `filter.service_types`, `filter.company_types`) that have a free slot between ' +
          '`filter.start_date` and `filter.end_date` (local dates, at most 7 days), each with its earliest ' +
          '`slots_per_company` slots. Each slot is one GET /companies/{company_id}/time_slots shows for that ' +
          'event type and date. `sort` by first slot (default) or distance; one `pagination` page.',
        tags: ['Marketplace: time slots'],
        security,
        querystring: AvailabilityQuery,
        response: responses({ 200: Type.Array(CompanyAvailability) }),
      },
    },
    async (request, reply) =>
      sendMemo(request, reply, await app.services.availability.searchAnswer(request.query)),
  );
};
