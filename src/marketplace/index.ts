import type { FastifyPluginAsync } from 'fastify';
import { optionalCustomerAuth } from '../http/auth.ts';
import { marketplaceCompanyRoutes } from './companies.routes.ts';
import { marketplaceSpaceRoutes } from './spaces.routes.ts';
import { marketplaceUserRoutes } from './users.routes.ts';

/** Everything under /v1/marketplace: a customer token is optional unless a route demands it. */
export const marketplaceRoutes: FastifyPluginAsync = async (app) => {
  optionalCustomerAuth(app);
  await app.register(marketplaceCompanyRoutes);
  await app.register(marketplaceSpaceRoutes);
  await app.register(marketplaceUserRoutes);
};
