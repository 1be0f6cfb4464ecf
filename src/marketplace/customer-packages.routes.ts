import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CustomerPackage,
  PackagePurchaseAnswer,
  PackagePurchaseBody,
  PaymentMethodBody,
} from '../domain/packages/schemas.ts';
import { requireCustomer } from '../http/auth.ts';
import { Pagination, pageOf } from '../http/query.ts';
import { customerSecurity, responses } from '../http/route-schemas.ts';
import { CompanyRef, Id } from '../http/schemas/common.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';

const tags = ['Marketplace: packages and memberships'];
const Params = Type.Object(
  { company_id: CompanyRef, customer_package_id: Id },
  { additionalProperties: false },
);

/**
 * docs/packages.md: a signed-in customer buys a package or starts a membership, sees what they
 * hold at a company (what is left, until when), cancels a membership, changes how it is paid.
 */
export const marketplaceCustomerPackageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = app.services.packages;

  app.post(
    '/customer_packages',
    {
      schema: {
        operationId: 'buyPackage',
        summary: 'Buy a package, or start a membership',
        description:
          "Charges the product's price (a membership: its first period) with `payment_method`; a decline is a 402 " +
          "`card_declined` and writes nothing. Then the package or membership is the signed-in customer's " +
          '(their customer record at the company found or made) and the payment (reason `package` or ' +
          '`membership`) is written, in one transaction. A membership renews every period with the same ' +
          'payment method (Stripe: a subscription); a renewal not paid pauses it.',
        tags,
        security: customerSecurity,
        body: PackagePurchaseBody,
        response: responses({ 200: PackagePurchaseAnswer }, 402),
      },
    },
    (request) => packages.buy(requireCustomer(request), request.body),
  );

  app.get(
    '/companies/:company_id/customer_packages',
    {
      schema: {
        operationId: 'listMyCustomerPackages',
        summary: 'The packages and memberships the signed-in customer holds at a company',
        description: 'Newest first; `credits_left` and `ends_at` say what is left and until when.',
        tags,
        security: customerSecurity,
        params: CompanyRefParams,
        querystring: Type.Object({ pagination: Type.Optional(Pagination) }, { additionalProperties: false }),
        response: responses({ 200: Type.Array(CustomerPackage) }),
      },
    },
    (request) =>
      packages.mine(requireCustomer(request), request.params.company_id, pageOf(request.query.pagination)),
  );

  app.get(
    '/companies/:company_id/customer_packages/:customer_package_id',
    {
      schema: {
        operationId: 'getMyCustomerPackage',
        summary: "One of the signed-in customer's packages or memberships",
        tags,
        security: customerSecurity,
        params: Params,
        response: responses({ 200: CustomerPackage }),
      },
    },
    (request) =>
      packages.getMine(
        requireCustomer(request),
        request.params.company_id,
        request.params.customer_package_id,
      ),
  );

  app.post(
    '/companies/:company_id/customer_packages/:customer_package_id/cancel',
    {
      schema: {
        operationId: 'cancelMyCustomerPackage',
        summary: "Cancel the signed-in customer's membership",
        description:
          'By its cancellation rule: it ends when the period paid for ends, or after its notice; it is usable ' +
          'until then. Cancelling again answers it as it is. A package answers 409 `not_a_membership`.',
        tags,
        security: customerSecurity,
        params: Params,
        response: responses({ 200: CustomerPackage }, 409),
      },
    },
    (request) =>
      packages.cancelMine(
        requireCustomer(request),
        request.params.company_id,
        request.params.customer_package_id,
      ),
  );

  app.post(
    '/companies/:company_id/customer_packages/:customer_package_id/payment_method',
    {
      schema: {
        operationId: 'updateMyCustomerPackagePaymentMethod',
        summary: 'Change how a membership is paid',
        description:
          'The renewals charge `payment_method` from now on. A paused membership (its renewal was not paid) ' +
          'pays the period due with it now and is active again; a decline is a 402 and leaves it paused.',
        tags,
        security: customerSecurity,
        params: Params,
        body: PaymentMethodBody,
        response: responses({ 200: CustomerPackage }, 402, 409),
      },
    },
    (request) =>
      packages.changeMethod(
        requireCustomer(request),
        request.params.company_id,
        request.params.customer_package_id,
        request.body.payment_method,
      ),
  );
};
