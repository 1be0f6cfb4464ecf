import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { Event } from '../http/schemas/booking.ts';
import { IdParams } from '../http/schemas/common.ts';
import { BookingOffer } from '../http/schemas/waitlist.ts';

const tags = ['Marketplace: waitlist'];
const security = optionalCustomerSecurity as Record<string, string[]>[];

/** docs/api-conventions.md#waitlist-and-booking-offers: the offer a waiting customer was e-mailed. */
export const marketplaceBookingOfferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { waitlist, idempotency } = app.services;

  app.get(
    '/booking_offers/:booking_offer_id',
    {
      schema: {
        operationId: 'getBookingOffer',
        summary: 'One booking offer',
        description:
          "By its id (a guest's), or with the token of the entry's customer account. A pending offer past " +
          'its expires_at reads as expired.',
        tags,
        security,
        params: IdParams('booking_offer_id'),
        response: responses({ 200: BookingOffer }),
      },
    },
    (request) => waitlist.getOffer(request.customer, request.params.booking_offer_id),
  );

  app.post(
    '/booking_offers/:booking_offer_id/accept',
    {
      schema: {
        operationId: 'acceptBookingOffer',
        summary: 'Accept a booking offer: book it',
        description:
          'Books the held slot through the ordinary booking path (the same checks, prepayment, customer record, ' +
          "messages) with the entry's contact details, and answers the Event; the entry becomes booked. " +
          'Idempotent: accepting an accepted offer (or racing another accept) answers the same event. A declined, ' +
          'expired or withdrawn offer is a 409 booking_offer_not_pending.',
        tags,
        security,
        headers: IdempotencyHeaders,
        params: IdParams('booking_offer_id'),
        response: responses({ 200: Event }, 409, 422),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await idempotency.run(idempotentRequest(request), () =>
          waitlist.accept(request.customer, request.params.booking_offer_id),
        ),
      ),
  );

  app.post(
    '/booking_offers/:booking_offer_id/decline',
    {
      schema: {
        operationId: 'declineBookingOffer',
        summary: 'Decline a booking offer',
        description:
          'The hold is given back and the time offered to the next entry in line; this entry waits on for ' +
          'another time (never this one again). Declining a declined offer answers it again; an accepted, ' +
          'expired or withdrawn one is a 409 booking_offer_not_pending.',
        tags,
        security,
        params: IdParams('booking_offer_id'),
        response: responses({ 200: BookingOffer }, 409),
      },
    },
    (request) => waitlist.decline(request.customer, request.params.booking_offer_id),
  );
};
