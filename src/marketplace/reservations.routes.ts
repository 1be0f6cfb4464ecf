import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReservationBody } from '../domain/bookings/schemas.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { Reservation } from '../http/schemas/booking.ts';

const tags = ['Marketplace: bookings'];
const security = optionalCustomerSecurity as Record<string, string[]>[];

export const marketplaceReservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookings, idempotency } = app.services;

  app.post(
    '/time_slot_reservations',
    {
      schema: {
        operationId: 'createTimeSlotReservation',
        summary: 'Hold a time slot for a few minutes',
        description:
          'Holds the slot (event types, time, party, optional employee/space) for RESERVATION_MINUTES ' +
          '(default 10) and blocks it for everyone else; POST /events with time_slot_reservation turns it ' +
          'into an event. An expired hold stops blocking by itself. With `visit` (docs/bookings.md#visits) ' +
          "it holds a visit: each segment's person (and space) for their own parts, all segments or none " +
          '(400 naming visit.segments[n] when one cannot be served); the answer lists its `segments`, and ' +
          'the event booked from it has exactly those services and people.',
        tags,
        security,
        headers: IdempotencyHeaders,
        body: ReservationBody,
        response: responses({ 200: Reservation }, 409, 422),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await idempotency.run(
          idempotentRequest(request),
          () => bookings.reserve(request.customer, request.body),
          request.body.company,
        ),
      ),
  );
};
