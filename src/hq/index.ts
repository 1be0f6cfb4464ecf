import type { FastifyPluginAsync } from 'fastify';
import { requireHqAuth } from '../http/auth.ts';
import { ErrorResponse } from '../http/errors.ts';
import { activityRoutes } from './activities.routes.ts';
import { apiTokenRoutes } from './api-tokens.routes.ts';
import { companyRoutes } from './companies.routes.ts';
import { customerPackageRoutes } from './customer-packages.routes.ts';
import { customerRoutes } from './customers.routes.ts';
import { employeeRoutes } from './employees.routes.ts';
import { enterpriseRoutes } from './enterprises.routes.ts';
import { eventTypeGroupRoutes } from './event-type-groups.routes.ts';
import { eventTypeRoutes } from './event-types.routes.ts';
import { eventRoutes } from './events.routes.ts';
import { fiscalizationRoutes } from './fiscalization.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { memberRoutes } from './members.routes.ts';
import { packageProductRoutes } from './package-products.routes.ts';
import { paymentRoutes } from './payments.routes.ts';
import { resourceRoutes } from './resources.routes.ts';
import { ruleSetRoutes } from './rule-sets.routes.ts';
import { scheduledEventRoutes } from './scheduled-events.routes.ts';
import { seriesRoutes } from './series.routes.ts';
import { settlementRoutes } from './settlements.routes.ts';
import { streamRoutes } from './stream.routes.ts';
import { terminalRoutes } from './terminals.routes.ts';
import { voucherRoutes } from './vouchers.routes.ts';
import { waitlistEntryRoutes } from './waitlist-entries.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';

/** Everything under /v1/hq: bearer token required on every route. */
export const hqRoutes: FastifyPluginAsync = async (app) => {
  requireHqAuth(app);
  // Every HQ operation may answer 403: a role that does not allow it (docs/roles.md), or a
  // `read` token's write (http/auth.ts). Each documents it.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !response[403]) response[403] = ErrorResponse; // its codes: http/error-codes.ts
  });
  await app.register(apiTokenRoutes);
  await app.register(activityRoutes);
  await app.register(companyRoutes);
  await app.register(resourceRoutes);
  await app.register(ruleSetRoutes);
  await app.register(scheduledEventRoutes);
  await app.register(terminalRoutes);
  await app.register(fiscalizationRoutes);
  await app.register(paymentRoutes);
  await app.register(settlementRoutes);
  await app.register(voucherRoutes);
  await app.register(packageProductRoutes);
  await app.register(customerPackageRoutes);
  await app.register(enterpriseRoutes);
  await app.register(eventTypeRoutes);
  await app.register(eventTypeGroupRoutes);
  await app.register(employeeRoutes);
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(eventRoutes);
  await app.register(seriesRoutes);
  await app.register(customerRoutes);
  await app.register(waitlistEntryRoutes);
  await app.register(webhookRoutes);
  await app.register(streamRoutes);
};
