import { randomBytes } from 'node:crypto';
import type { CompanyRole, EnterpriseRole } from '../../src/domain/auth/roles.ts';
import { Operator } from '../../src/domain/operator/operator.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

export interface Tenant {
  enterpriseId: string;
  companyId: string;
  userId: string;
  token: string;
  auth: { Authorization: string };
}

/**
 * An enterprise with one company and an employee user holding a token: one tenant. The user is
 * the company's `role` (manager unless told), and with `enterpriseRole` also that in the
 * enterprise (docs/roles.md): changing the enterprise needs one.
 */
export async function createTenant(
  prisma: PrismaClient,
  options: {
    name?: string;
    timeZone?: string;
    urlName?: string;
    role?: CompanyRole;
    enterpriseRole?: EnterpriseRole;
  } = {},
): Promise<Tenant> {
  const operator = new Operator(prisma);
  const tag = randomBytes(4).toString('hex');
  const name = options.name ?? `Tenant ${tag}`;
  const enterprise = await operator.createEnterprise(`${name} group`);
  const company = await operator.createCompany({
    enterprise: enterprise.id,
    name,
    timeZone: options.timeZone ?? 'Atlantic/Reykjavik',
    urlName: options.urlName,
  });
  const email = `owner-${tag}@example.test`;
  const user = await operator.createUser({
    email,
    companies: [company.id],
    role: options.role,
    enterprise: options.enterpriseRole ? enterprise.id : undefined,
    enterpriseRole: options.enterpriseRole,
  });
  const { token } = await operator.issueToken(email);
  return {
    enterpriseId: enterprise.id,
    companyId: company.id,
    userId: user.id,
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}
