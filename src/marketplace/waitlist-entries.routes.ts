import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { WaitlistEntryBody } from '../domain/waitlist/schemas.ts';
import { ENTRY_EXPANDABLE } from '../domain/waitlist/waitlist-view.ts';
import { requireCustomer } from '../http/auth.ts';
import { IdempotencyHeaders, idempotentRequest, sendAnswer } from '../http/idempotent.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { customerSecurity, optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';
import { WaitlistEntry } from '../http/schemas/waitlist.ts';

const tags = ['Marketplace: waitlist'];
const security = optionalCustomerSecurity as Record<string, string[]>[];
const select = Type.Optional(SelectParam(WaitlistEntry));
const expand = Type.Optional(ExpandParam(ENTRY_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#waitlist-and-booking-offers: customers join, list and leave a company's waitlist. */
export const marketplaceWaitlistEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { waitlist, idempotency } = app.services;

  app.post(
    '/waitlist_entries',
    {
      schema: {
        operationId: 'createWaitlistEntry',
        summary: 'Join the waitlist',
        description:
          'For services, a party and optionally an employee, on 1 to 14 days inside the booking window, each ' +
          'with an optional window of start times. When time that fits frees up, the first entry in line is ' +
          'e-mailed a booking offer. 400 waitlist_disabled when the company keeps no waitlist; ' +
          'outside_booking_window for a day it does not take bookings for.',
        tags,
        security,
        headers: IdempotencyHeaders,
        body: WaitlistEntryBody,
        response: responses({ 200: WaitlistEntry }, 409, 422),
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await idempotency.run(
          idempotentRequest(request),
          () => waitlist.create(request.customer, request.body),
          request.body.company,
        ),
      ),
  );

  app.get(
    '/waitlist_entries',
    {
      schema: {
        operationId: 'listMyWaitlistEntries',
        summary: "The signed-in customer's waitlist entries",
        description: 'Newest first.',
        tags,
        security: customerSecurity,
        querystring: Type.Object(
          { pagination: Type.Optional(Pagination), select, expand },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(WaitlistEntry) }),
      },
    },
    (request) =>
      waitlist.listMine(requireCustomer(request), pageOf(request.query.pagination), request.query.expand),
  );

  app.get(
    '/waitlist_entries/:waitlist_entry_id',
    {
      schema: {
        operationId: 'getWaitlistEntry',
        summary: 'One waitlist entry',
        description: "A guest's entry by its id; an entry of a customer account needs that customer's token.",
        tags,
        security,
        params: IdParams('waitlist_entry_id'),
        querystring: ReadQuery,
        response: responses({ 200: WaitlistEntry }),
      },
    },
    (request) =>
      waitlist.getForCustomer(request.customer, request.params.waitlist_entry_id, request.query.expand),
  );

  app.delete(
    '/waitlist_entries/:waitlist_entry_id',
    {
      schema: {
        operationId: 'cancelWaitlistEntry',
        summary: 'Leave the waitlist',
        description:
          'The entry is cancelled and a pending offer withdrawn. A booked or expired entry is a 409 ' +
          'waitlist_entry_closed (cancel the booking itself); a cancelled one answers 204 again.',
        tags,
        security,
        params: IdParams('waitlist_entry_id'),
        response: responses({ 204: Type.Null({ description: 'Cancelled; empty body.' }) }, 409),
      },
    },
    async (request, reply) => {
      await waitlist.cancelForCustomer(request.customer, request.params.waitlist_entry_id);
      return reply.status(204).send();
    },
  );
};
