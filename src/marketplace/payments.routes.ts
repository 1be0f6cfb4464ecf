import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { optionalCustomerSecurity, responses } from '../http/route-schemas.ts';
import { CheckoutPayment, ConfirmPaymentBody } from '../http/schemas/checkout.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['Marketplace: payments'];
const security = optionalCustomerSecurity as Record<string, string[]>[];

/** docs/api-conventions.md#customers-paying: a customer pays a booking's prepayment (or a voucher). */
export const marketplacePaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { checkout } = app.services;

  app.get(
    '/payments/:payment_id',
    {
      schema: {
        operationId: 'getCheckoutPayment',
        summary: 'A payment to make, or made: its status and checkout',
        description:
          "A guest's payment is read by its unguessable id; one of a customer account needs that customer's token.",
        tags,
        security,
        params: IdParams('payment_id'),
        response: responses({ 200: CheckoutPayment }),
      },
    },
    (request) => checkout.get(request.customer, request.params.payment_id),
  );

  app.post(
    '/payments/:payment_id/confirm',
    {
      schema: {
        operationId: 'confirmPayment',
        summary: 'Pay: capture the payment (test provider); its booking becomes confirmed',
        description:
          'Captures the payment with `payment_method` and confirms its booking in one transaction. Confirming a ' +
          'paid payment again answers it unchanged (nothing is captured twice). A declined card is a 402 ' +
          '`card_declined` (the payment stays pending for another try); an expired hold is a 409 `payment_expired`.',
        tags,
        security,
        params: IdParams('payment_id'),
        body: ConfirmPaymentBody,
        response: responses({ 200: CheckoutPayment }, 402, 409),
      },
    },
    (request) => checkout.confirm(request.customer, request.params.payment_id, request.body.payment_method),
  );
};
