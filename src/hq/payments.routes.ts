import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAYMENT_EXPANDABLE } from '../domain/payments/payment-service.ts';
import { PaymentCreateBody, PaymentFilter, PaymentUpdateBody } from '../domain/payments/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { ExpandParam, Pagination, pageOf, SelectParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams, Search } from '../http/schemas/common.ts';
import { EmailBody, Payment, PaymentSort } from '../http/schemas/money.ts';

const tags = ['HQ: payments'];
const select = Type.Optional(SelectParam(Payment));
const expand = Type.Optional(ExpandParam(PAYMENT_EXPANDABLE));
const ReadQuery = Type.Object({ select, expand }, { additionalProperties: false });

/** docs/api-conventions.md#payments, docs/api-conventions.md#paths-and-methods: payments (docs/api-conventions.md#paths-and-methods paths). */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = app.services.payments;

  app.post(
    '/payments',
    {
      schema: {
        operationId: 'createPayment',
        summary: 'Create a no-show payment for an event',
        description:
          'Only `reason: noshow` for an event marked `noshow`. The amount is the event price, or the company `payments.flat_fee` without one. The payment starts `pending`. A second live no-show payment for the same event is a 409.',
        tags,
        security: hqSecurity,
        querystring: ReadQuery,
        body: PaymentCreateBody,
        response: responses({ 200: Payment }, 409),
      },
    },
    (request) => payments.create(hqCaller(request), request.body, request.query.expand),
  );

  app.get(
    '/companies/:company_id/payments',
    {
      schema: {
        operationId: 'listCompanyPayments',
        summary: "List a company's payments",
        description:
          'Newest first unless `sort` says otherwise. `search` matches the id, reference, event id, and the customer name or e-mail.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(PaymentFilter),
            sort: Type.Optional(PaymentSort),
            pagination: Type.Optional(Pagination),
            search: Type.Optional(Search),
            select,
            expand,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(Payment) }),
      },
    },
    (request) =>
      payments.list(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
        search: request.query.search,
        expand: request.query.expand,
      }),
  );

  app.get(
    '/payments/:payment_id',
    {
      schema: {
        operationId: 'getPayment',
        summary: 'Retrieve a payment',
        tags,
        security: hqSecurity,
        params: IdParams('payment_id'),
        querystring: ReadQuery,
        response: responses({ 200: Payment }),
      },
    },
    (request) => payments.get(hqCaller(request), request.params.payment_id, request.query.expand),
  );

  app.post(
    '/payments/:payment_id',
    {
      schema: {
        operationId: 'updatePayment',
        summary: 'Update a payment',
        description:
          "Status moves: pending → unsettled | refunded; unsettled → settled | refunded; settled → refunded; refunded is final. Any other move is a 400 `invalid_status_transition`. References must belong to the payment's company.",
        tags,
        security: hqSecurity,
        params: IdParams('payment_id'),
        querystring: ReadQuery,
        body: PaymentUpdateBody,
        response: responses({ 200: Payment }, 409),
      },
    },
    (request) =>
      payments.update(hqCaller(request), request.params.payment_id, request.body, request.query.expand),
  );

  app.post(
    '/payments/:payment_id/receipt',
    {
      schema: {
        operationId: 'sendPaymentReceipt',
        summary: 'Send the payment receipt by e-mail',
        description:
          "Queues the receipt (in the company's messaging language) in the outbox; it is delivered by the e-mail job with retries. Answers the payment.",
        tags,
        security: hqSecurity,
        params: IdParams('payment_id'),
        querystring: ReadQuery,
        body: EmailBody,
        response: responses({ 200: Payment }),
      },
    },
    (request) =>
      payments.sendReceipt(
        hqCaller(request),
        request.params.payment_id,
        request.body?.email,
        request.query.expand,
      ),
  );
};
