import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PackageProduct } from '../domain/packages/schemas.ts';
import { responses } from '../http/route-schemas.ts';
import { CompanyRefParams } from '../http/schemas/menu.ts';

const tags = ['Marketplace: packages and memberships'];

/** docs/packages.md: what a company sells on the marketplace for repeat visits. */
export const marketplacePackageProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = app.services.packages;

  app.get(
    '/companies/:company_id/package_products',
    {
      schema: {
        operationId: 'listMarketplacePackageProducts',
        summary: 'The packages and memberships a company sells',
        description:
          'Its products with marketplace: true, not archived: a package (credits, valid validity_months after ' +
          'purchase) or a membership (price per period, renewing). `covers` says what they book.',
        tags,
        params: CompanyRefParams,
        response: responses({ 200: Type.Array(PackageProduct) }),
      },
    },
    (request) => packages.forSale(request.params.company_id),
  );
};
