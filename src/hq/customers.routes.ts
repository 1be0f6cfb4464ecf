import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EVENT_EXPANDABLE } from '../domain/bookings/event-view.ts';
import { CUSTOMER_UNSET_FIELDS } from '../domain/customers/customer-service.ts';
import { CustomerCreateBody, CustomerFilter, CustomerUpdateBody } from '../domain/customers/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { CursorPagination, ExpandParam, Pagination, pageOf, SelectParam, UnsetParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { Event, EventSort } from '../http/schemas/booking.ts';
import { IdParams } from '../http/schemas/common.ts';
import {
  Customer,
  CustomerEventFilter,
  CustomerExport,
  CustomerSearch,
  CustomerSort,
  MergeBody,
} from '../http/schemas/customer.ts';

const tags = ['HQ: customers'];
const select = Type.Optional(SelectParam(Customer));
const ReadQuery = Type.Object({ select }, { additionalProperties: false });

/** docs/api-conventions.md#customers: the business's client records. */
export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { customerRecords, customerPrivacy, bookings } = app.services;

  app.get(
    '/companies/:company_id/customers',
    {
      schema: {
        operationId: 'listCustomers',
        summary: "A company's customers",
        description:
          'Oldest first unless `sort` says otherwise; `last_visit_at` sorts customers who never came last; ties by id. ' +
          "Deep pages: pass the last customer's id as `pagination.starting_after` (a cursor, as Stripe's) instead of an offset.",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            search: Type.Optional(CustomerSearch),
            filter: Type.Optional(CustomerFilter),
            sort: Type.Optional(CustomerSort),
            pagination: Type.Optional(CursorPagination),
            select,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Customer) }),
      },
    },
    (request) =>
      customerRecords.list(hqCaller(request), request.params.company_id, {
        search: request.query.search,
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.post(
    '/customers',
    {
      schema: {
        operationId: 'createCustomer',
        summary: 'Create a customer',
        description:
          'The phone is stored in E.164. An e-mail (any case) or phone that another customer of the company holds is a 409 (merge them instead).',
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: CustomerCreateBody,
        response: responses({ 200: Customer }, 409),
      },
    },
    (request) => customerRecords.create(hqCaller(request), request.body),
  );

  app.get(
    '/customers/:customer_id',
    {
      schema: {
        operationId: 'getCustomer',
        summary: 'Retrieve a customer',
        tags,
        security: hqSecurity,
        params: IdParams('customer_id'),
        querystring: ReadQuery,
        response: responses({ 200: Customer }),
      },
    },
    (request) => customerRecords.get(hqCaller(request), request.params.customer_id),
  );

  app.post(
    '/customers/:customer_id',
    {
      schema: {
        operationId: 'updateCustomer',
        summary: 'Update a customer',
        description: '`unset` clears fields (`phone_number` clears the whole phone).',
        tags,
        security: hqSecurity,
        params: IdParams('customer_id'),
        querystring: Type.Object(
          { unset: Type.Optional(UnsetParam(CUSTOMER_UNSET_FIELDS, 'CustomerFields')), select },
          { additionalProperties: false },
        ),
        body: CustomerUpdateBody,
        response: responses({ 200: Customer }, 409),
      },
    },
    (request) =>
      customerRecords.update(
        hqCaller(request),
        request.params.customer_id,
        request.body,
        request.query.unset,
      ),
  );

  app.delete(
    '/customers/:customer_id',
    {
      schema: {
        operationId: 'deleteCustomer',
        summary: 'Erase a customer (GDPR)',
        description:
          'The customer record goes; their bookings, payments, vouchers and messages keep their times and amounts, with names, e-mails, phones, kennitala, comments and message texts blanked.',
        tags,
        security: hqSecurity,
        params: IdParams('customer_id'),
        response: responses({ 204: Type.Null({ description: 'Erased; empty body.' }) }),
      },
    },
    async (request, reply) => {
      await customerPrivacy.erase(hqCaller(request), request.params.customer_id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/customers/:customer_id/events',
    {
      schema: {
        operationId: 'listCustomerEvents',
        summary: "A customer's bookings",
        tags,
        security: hqSecurity,
        params: IdParams('customer_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(CustomerEventFilter),
            sort: Type.Optional(EventSort),
            pagination: Type.Optional(Pagination),
            select: Type.Optional(SelectParam(Event)),
            expand: Type.Optional(ExpandParam(EVENT_EXPANDABLE)),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Event) }),
      },
    },
    async (request) => {
      const caller = hqCaller(request);
      const customer = await customerRecords.load(caller, request.params.customer_id);
      return bookings.listForCompany(caller, customer.company_id, {
        filter: { ...request.query.filter, customer: customer.id },
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        expand: request.query.expand,
      });
    },
  );

  app.post(
    '/customers/:customer_id/merge',
    {
      schema: {
        operationId: 'mergeCustomers',
        summary: 'Merge customers into this one',
        description:
          'In one transaction: the events, payments, vouchers and messages of the `from` customers move to this one, which takes the e-mail, phone, kennitala and marketplace account it lacks from them (notes are appended), and they are deleted.',
        tags,
        security: hqSecurity,
        params: IdParams('customer_id'),
        querystring: ReadQuery,
        body: MergeBody,
        response: responses({ 200: Customer }),
      },
    },
    (request) => customerRecords.merge(hqCaller(request), request.params.customer_id, request.body.from),
  );

  app.get(
    '/customers/:customer_id/export',
    {
      schema: {
        operationId: 'exportCustomer',
        summary: 'Everything held about a customer (GDPR access)',
        description:
          'One JSON document: the customer, their events, payments, vouchers and the messages sent about them.',
        tags,
        security: hqSecurity,
        params: IdParams('customer_id'),
        response: responses({ 200: CustomerExport }),
      },
    },
    (request) => customerPrivacy.export(hqCaller(request), request.params.customer_id),
  );
};
