import type { FastifyPluginAsync } from 'fastify';
import { optionalCustomerAuth } from '../http/auth.ts';
import { resolveCompanyRefs } from '../http/company-ref.ts';
import { marketplaceAvailabilityRoutes } from './availability.routes.ts';
import { marketplaceBookingOfferRoutes } from './booking-offers.routes.ts';
import { marketplaceBrowseRoutes } from './browse.routes.ts';
import { marketplaceCategoryRoutes } from './categories.routes.ts';
import { marketplaceCompanyRoutes } from './companies.routes.ts';
import { marketplaceCustomerPackageRoutes } from './customer-packages.routes.ts';
import { marketplaceEmployeeRoutes } from './employees.routes.ts';
import { marketplaceEventTypeGroupRoutes } from './event-type-groups.routes.ts';
import { marketplaceEventTypeRoutes } from './event-types.routes.ts';
import { marketplaceEventRoutes } from './events.routes.ts';
import { marketplaceManageRoutes } from './manage.routes.ts';
import { marketplacePackageProductRoutes } from './package-products.routes.ts';
import { marketplacePaymentRoutes } from './payments.routes.ts';
import { marketplaceReservationRoutes } from './reservations.routes.ts';
import { marketplaceScheduledEventRoutes } from './scheduled-events.routes.ts';
import { marketplaceSeriesRoutes } from './series.routes.ts';
import { marketplaceSpaceRoutes } from './spaces.routes.ts';
import { marketplaceTimeSlotRoutes } from './time-slots.routes.ts';
import { marketplaceUserRoutes } from './users.routes.ts';
import { marketplaceVoucherRoutes } from './vouchers.routes.ts';
import { marketplaceWaitlistEntryRoutes } from './waitlist-entries.routes.ts';

/**
 * Everything under /v1/marketplace: a customer token is optional unless a route demands it; a
 * company is named by its id or its url_name.
 */
export const marketplaceRoutes: FastifyPluginAsync = async (app) => {
  optionalCustomerAuth(app);
  resolveCompanyRefs(app);
  await app.register(marketplaceCompanyRoutes);
  await app.register(marketplaceSpaceRoutes);
  await app.register(marketplaceUserRoutes);
  await app.register(marketplaceCategoryRoutes);
  await app.register(marketplaceBrowseRoutes);
  await app.register(marketplaceEmployeeRoutes);
  await app.register(marketplaceEventTypeRoutes);
  await app.register(marketplaceEventTypeGroupRoutes);
  await app.register(marketplaceScheduledEventRoutes);
  await app.register(marketplaceTimeSlotRoutes);
  await app.register(marketplaceAvailabilityRoutes);
  await app.register(marketplaceReservationRoutes);
  await app.register(marketplaceEventRoutes);
  await app.register(marketplaceSeriesRoutes);
  await app.register(marketplaceManageRoutes);
  await app.register(marketplacePaymentRoutes);
  await app.register(marketplaceVoucherRoutes);
  await app.register(marketplacePackageProductRoutes);
  await app.register(marketplaceCustomerPackageRoutes);
  await app.register(marketplaceWaitlistEntryRoutes);
  await app.register(marketplaceBookingOfferRoutes);
};
