import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AuthService } from './auth/auth-service.ts';
import { CompanyService } from './companies/company-service.ts';
import { CustomerAccounts } from './customers/customer-accounts.ts';
import { EmployeeService } from './employees/employee-service.ts';
import { EnterpriseService } from './enterprises/enterprise-service.ts';
import { EventTypeGroupService } from './event-type-groups/event-type-group-service.ts';
import { EventTypeService } from './event-types/event-type-service.ts';
import { MarketplaceSpaces } from './resources/marketplace-spaces.ts';
import { ResourceService } from './resources/resource-service.ts';
import { VatService } from './vats/vat-service.ts';

/** The domain layer, built once per app over one database; routes reach Prisma only through it. */
export function createServices(db: Database, _config: Config) {
  const prisma = db.prisma;
  const companies = new CompanyService(prisma);
  const resources = new ResourceService(prisma, companies);
  const vats = new VatService(prisma);
  const eventTypes = new EventTypeService(prisma, companies, vats);
  return {
    auth: new AuthService(prisma),
    companies,
    customers: new CustomerAccounts(prisma),
    resources,
    spaces: new MarketplaceSpaces(prisma, companies, resources),
    enterprises: new EnterpriseService(prisma, companies),
    vats,
    eventTypes,
    eventTypeGroups: new EventTypeGroupService(prisma, companies, eventTypes),
    employees: new EmployeeService(prisma, companies),
  };
}

export type Services = ReturnType<typeof createServices>;
