import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PACKAGE_PRODUCT_SORT_FIELDS,
  PackageProduct,
  PackageProductCreateBody,
  PackageProductFilter,
  PackageProductUpdateBody,
} from '../domain/packages/schemas.ts';
import { hqCaller } from '../http/auth.ts';
import { Pagination, pageOf, SelectParam, SortParam } from '../http/query.ts';
import { hqSecurity, responses } from '../http/route-schemas.ts';
import { IdParams } from '../http/schemas/common.ts';

const tags = ['HQ: packages and memberships'];
const select = Type.Optional(SelectParam(PackageProduct));
const Query = Type.Object({ select }, { additionalProperties: false });
const Params = IdParams('company_id', 'package_product_id');

/** docs/packages.md: the packages and memberships a company sells. */
export const packageProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = app.services.packages;

  app.post(
    '/package_products',
    {
      schema: {
        operationId: 'createPackageProduct',
        summary: 'Create a package or a membership to sell',
        description:
          'A package (`kind` package): `credits` sessions of what it `covers`, valid `validity_months` after ' +
          'purchase (default 12). A membership (`kind` membership): `price` per `period`, renewing until ' +
          'cancelled; `credits` per period (absent: unlimited). In the company currency.',
        tags,
        security: hqSecurity,
        querystring: Query,
        body: PackageProductCreateBody,
        response: responses({ 200: PackageProduct }),
      },
    },
    (request) => packages.createProduct(hqCaller(request), request.body),
  );

  app.get(
    '/companies/:company_id/package_products',
    {
      schema: {
        operationId: 'listCompanyPackageProducts',
        summary: "List a company's packages and memberships for sale",
        tags,
        security: hqSecurity,
        params: IdParams('company_id'),
        querystring: Type.Object(
          {
            filter: Type.Optional(PackageProductFilter),
            sort: Type.Optional(SortParam(PACKAGE_PRODUCT_SORT_FIELDS)),
            pagination: Type.Optional(Pagination),
            select,
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Array(PackageProduct) }),
      },
    },
    (request) =>
      packages.listProducts(hqCaller(request), request.params.company_id, {
        filter: request.query.filter,
        sort: request.query.sort,
        page: pageOf(request.query.pagination),
      }),
  );

  app.get(
    '/companies/:company_id/package_products/:package_product_id',
    {
      schema: {
        operationId: 'getPackageProduct',
        summary: 'Retrieve a package or membership for sale',
        tags,
        security: hqSecurity,
        params: Params,
        querystring: Query,
        response: responses({ 200: PackageProduct }),
      },
    },
    (request) =>
      packages.getProduct(hqCaller(request), request.params.company_id, request.params.package_product_id),
  );

  app.post(
    '/companies/:company_id/package_products/:package_product_id',
    {
      schema: {
        operationId: 'updatePackageProduct',
        summary: 'Update a package or membership for sale',
        description:
          'What is sold from now on; what customers hold keeps the terms it was bought under. ' +
          '`archived: true` stops selling it.',
        tags,
        security: hqSecurity,
        params: Params,
        querystring: Query,
        body: PackageProductUpdateBody,
        response: responses({ 200: PackageProduct }),
      },
    },
    (request) =>
      packages.updateProduct(
        hqCaller(request),
        request.params.company_id,
        request.params.package_product_id,
        request.body,
      ),
  );

  app.delete(
    '/companies/:company_id/package_products/:package_product_id',
    {
      schema: {
        operationId: 'deletePackageProduct',
        summary: 'Delete a package or membership never sold',
        description: 'One that was sold answers 409 `package_product_sold`: archive it instead.',
        tags,
        security: hqSecurity,
        params: Params,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: responses({ 204: Type.Null({ description: 'Deleted; empty body.' }) }, 409),
      },
    },
    async (request, reply) => {
      await packages.deleteProduct(
        hqCaller(request),
        request.params.company_id,
        request.params.package_product_id,
      );
      return reply.status(204).send();
    },
  );
};
