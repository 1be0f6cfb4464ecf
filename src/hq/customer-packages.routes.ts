import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CancelPackageBody,
  CUSTOMER_PACKAGE_SORT_FIELDS,
  CustomerPackage,
  CustomerPackageFilter,
} from '../domain/packages/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { Pagination, pageOf, SelectParam, SortParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: packages and memberships'];
const select = Type.Optional(SelectParam(CustomerPackage));
const Query = Type.Object({ select }, { additionalProperties: false });
const Params = IdParams('company_id', 'customer_package_id');

/** docs/packages.md: the packages and memberships a company's customers hold. */
export const customerPackageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = app.services.packages;

  app.get(
    '/companies/:company_id/customer_packages',
    {
      schema: {
        operationId: 'listCompanyCustomerPackages',
        summary: "List the packages and memberships a company's customers hold",
        description:
          'Newest first unless `sort` says otherwise. A customer\'s own: `filter={"customer":"<id>"}`. ' +
          '`credits_left` and `ends_at` say what is left and until when.',
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(CustomerPackageFilter),
            sort: Type.Optional(SortParam(CUSTOMER_PACKAGE_SORT_FIELDS)),
            pagination: Type.Optional(Pagination),
            select,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(CustomerPackage) }),
      },
    },
    (request) =>
      packages.listHoldings(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.get(
    '/companies/:company_id/customer_packages/:customer_package_id',
    {
      schema: {
        operationId: 'getCustomerPackage',
        summary: "Retrieve a customer's package or membership",
        tags,
        security: hqSecurity,
        params: Params,
        querystring: Query,
        response: responses({ 200: CustomerPackage }),
      },
    },
    (request) =>
      packages.getHolding(hqCaller(request), request.params.company_id, request.params.customer_package_id),
  );

  app.post(
    '/companies/:company_id/customer_packages/:customer_package_id/cancel',
    {
      schema: {
        operationId: 'cancelCustomerPackage',
        summary: "Cancel a customer's membership",
        description:
          'By its cancellation rule (at the end of the period paid for, or after its notice), or at once with ' +
          '`immediately`. A package answers 409 `not_a_membership` (refund it instead).',
        tags,
        security: hqSecurity,
        params: Params,
        querystring: Query,
        body: Type.Optional(CancelPackageBody),
        response: responses({ 200: CustomerPackage }, 409),
      },
    },
    (request) =>
      packages.cancelHolding(
        hqCaller(request),
        request.params.company_id,
        request.params.customer_package_id,
        request.body?.immediately ?? false,
      ),
  );

  app.post(
    '/companies/:company_id/customer_packages/:customer_package_id/refund',
    {
      schema: {
        operationId: 'refundCustomerPackage',
        summary: "Refund a customer's package",
        description:
          "As the package's `refunds` allow: `unused`, all of it while no credit was used; `pro_rata`, the " +
          "credits left's share of the price; `none`: 409 `package_not_refundable`. The payment is refunded " +
          'through the provider and the package ends.',
        tags,
        security: hqSecurity,
        params: Params,
        querystring: Query,
        response: responses({ 200: CustomerPackage }, 409),
      },
    },
    (request) =>
      packages.refundHolding(
        hqCaller(request),
        request.params.company_id,
        request.params.customer_package_id,
      ),
  );
};
