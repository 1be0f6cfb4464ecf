import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OfferByHandBody, WaitlistFilter } from '../domain/waitlist/schemas.ts';
import { ENTRY_EXPANDABLE } from '../domain/waitlist/waitlist-view.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { BookingOffer, WaitlistEntry } from '../http/schemas/waitlist.ts';

const tags = ['HQ: waitlist'];
const select = Type.Optional(SelectParam(WaitlistEntry));
const expand = Type.Optional(ExpandParam(ENTRY_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#waitlist-and-booking-offers: the business sees and manages its waitlist. */
export const waitlistEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { waitlist } = app.services;

  app.get(
    '/companies/:company_id/waitlist_entries',
    {
      schema: {
        operationId: 'listWaitlistEntries',
        summary: "A company's waitlist",
        description: 'In line order: the first to join is the first offered freed time.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          { filter: Type.Optional(WaitlistFilter), pagination: Type.Optional(Pagination), select, expand },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(WaitlistEntry) }),
      },
    },
    (request) =>
      waitlist.listForCompany(
        hqCaller(request),
        request.params.company_id,
        request.query.filter ?? {},
        pageOf(request.query.pagination),
        request.query.expand,
      ),
  );

  app.get(
    '/waitlist_entries/:waitlist_entry_id',
    {
      schema: {
        operationId: 'getHqWaitlistEntry',
        summary: 'Retrieve a waitlist entry',
        tags,
        security: hqSecurity,
        params: IdParams('waitlist_entry_id'),
        querystring: ReadQuery,
        response: responses({ 200: WaitlistEntry }),
      },
    },
    (request) =>
      waitlist.getForStaff(hqCaller(request), request.params.waitlist_entry_id, request.query.expand),
  );

  app.delete(
    '/waitlist_entries/:waitlist_entry_id',
    {
      schema: {
        operationId: 'deleteWaitlistEntry',
        summary: 'Take an entry off the waitlist',
        description:
          'The entry is cancelled and its pending offer withdrawn (the held time passes to the next in line). ' +
          'A booked or expired entry is a 409 waitlist_entry_closed; a cancelled one answers 204 again.',
        tags,
        security: hqSecurity,
        params: IdParams('waitlist_entry_id'),
        response: responses({ 204: Type.Null({ description: 'Cancelled; empty body.' }) }, 409),
      },
    },
    async (request, reply) => {
      await waitlist.deleteForStaff(hqCaller(request), request.params.waitlist_entry_id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/waitlist_entries/:waitlist_entry_id/offer',
    {
      schema: {
        operationId: 'offerWaitlistEntry',
        summary: 'Offer a time to a waiting entry by hand',
        description:
          "Holds the slot (checked as a staff booking would be) until the company's booking_offer_expiry_minutes, " +
          'e-mails the offer with booking_offer_message, and makes the entry `offered`. A slot that is not free ' +
          'is a 400 create_event_error; an entry that is not waiting a 409 waitlist_entry_not_waiting.',
        tags,
        security: hqSecurity,
        params: IdParams('waitlist_entry_id'),
        body: OfferByHandBody,
        response: responses({ 200: BookingOffer }, 409),
      },
    },
    (request) => waitlist.offerByHand(hqCaller(request), request.params.waitlist_entry_id, request.body),
  );
};
