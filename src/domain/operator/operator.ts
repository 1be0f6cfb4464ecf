// What an operator does before any API call can (`npm run admin`, the demo's loading): enterprises,
// companies, users and their roles, tokens, the platform's fields. Through the areas' stores and
// services, on the connection of the Prisma client the command line holds.
import { Value } from 'typebox/value';
import { prismaSql, type Sql } from '../../db/sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { isValidTimeZone } from '../../slots/index.ts';
import { AuthService, type TokenOptions } from '../auth/auth-service.ts';
import {
  COMPANY_ROLES,
  type CompanyRole,
  ENTERPRISE_ROLES,
  type EnterpriseRole,
  PLATFORM_FIELDS,
} from '../auth/roles.ts';
import { hashPassword } from '../auth/secrets.ts';
import { CompanyService } from '../companies/company-service.ts';
import { companyExists, countEnterpriseCompanies, insertCompany } from '../companies/company-store.ts';
import { CompanyUpdateBody } from '../companies/schemas.ts';
import { findHqUserId, insertEmployee, insertHqUser } from '../employees/employee-store.ts';
import { insertEnterprise } from '../enterprises/enterprise-store.ts';
import { MemberService } from '../members/member-service.ts';
import { addEnterpriseMember, enterpriseExists } from '../members/member-store.ts';
import { ApiError, notFound, validationError } from '../shared/errors.ts';

export interface CompanyInput {
  enterprise?: string;
  name: string;
  urlName?: string;
  timeZone?: string;
}

/** What an operator does before any API call can: the bootstrap behind `npm run admin`. */
export class Operator {
  private readonly auth: AuthService;
  private readonly sql: Sql;
  private readonly members: MemberService;

  constructor(prisma: PrismaClient) {
    this.sql = prismaSql(prisma);
    this.auth = new AuthService(prisma);
    this.members = new MemberService(this.sql);
  }

  async createEnterprise(name: string, urlName?: string): Promise<{ id: string }> {
    return { id: await insertEnterprise(this.sql, { name, url_name: urlName, profile: { name } }) };
  }

  async createCompany(input: CompanyInput): Promise<{ id: string }> {
    const zone = input.timeZone ?? 'UTC';
    if (!isValidTimeZone(zone)) throw validationError(`Unknown time zone ${zone}.`);
    if (input.enterprise && !(await enterpriseExists(this.sql, input.enterprise)))
      throw notFound('enterprise');
    const order = input.enterprise ? await countEnterpriseCompanies(this.sql, input.enterprise) : null;
    const id = await insertCompany(this.sql, {
      name: input.name,
      enterprise_id: input.enterprise,
      enterprise_order: order,
      url_name: input.urlName,
      time_zone: zone,
      location: { time_zone: zone },
      profile: { store_name: input.name, booking_interval: 15 },
    });
    return { id };
  }

  /**
   * A user; `companies` makes them an employee of each in `role` (manager unless told: the
   * operator sets up a business's first users), `enterprise` an admin of it in `enterpriseRole`
   * (owner unless told). Roles and what each may do: docs/roles.md.
   */
  async createUser(input: {
    email: string;
    name?: string;
    password?: string;
    companies?: string[];
    enterprise?: string;
    role?: string;
    enterpriseRole?: string;
  }): Promise<{ id: string }> {
    const role = companyRole(input.role ?? 'manager');
    const enterpriseRole = enterpriseRoleOf(input.enterpriseRole ?? 'owner');
    const email = input.email.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw validationError(`Not an email address: ${input.email}.`);
    if (await findHqUserId(this.sql, email)) {
      throw new ApiError(409, 'conflict_error', 'email_taken', `A user with email ${email} exists.`);
    }
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    return this.sql.transaction(async (tx) => {
      const name = input.name ?? email.split('@')[0];
      const userId = await insertHqUser(tx, email, name, new Date(), passwordHash);
      for (const companyId of input.companies ?? []) {
        if (!(await companyExists(tx, companyId))) throw notFound(`company ${companyId}`);
        await insertEmployee(tx, companyId, {
          user_id: userId,
          name,
          email,
          marketplace_enabled: false,
          role,
        });
      }
      if (input.enterprise) {
        if (!(await enterpriseExists(tx, input.enterprise))) throw notFound(`enterprise ${input.enterprise}`);
        await addEnterpriseMember(tx, input.enterprise, userId, enterpriseRole);
      }
      return { id: userId };
    });
  }

  /**
   * Sets a user's role in a company (they must be an employee there) or an enterprise (they must
   * be an admin of it; the last owner keeps theirs): `npm run admin -- set-role`. The same rules
   * as HQ's (members/member-service.ts).
   */
  async setRole(input: {
    email: string;
    company?: string;
    enterprise?: string;
    role: string;
  }): Promise<{ user: string; company?: string; enterprise?: string; role: string }> {
    const user = await this.userByEmail(input.email);
    const place = placeOf(input);
    if ('company' in place) {
      const role = companyRole(input.role);
      await this.members.setCompanyRole(place.company, user.id, role);
      return { user: user.id, company: place.company, role };
    }
    const role = enterpriseRoleOf(input.role);
    await this.members.setEnterpriseRole(place.enterprise, user.id, role);
    return { user: user.id, enterprise: place.enterprise, role };
  }

  /**
   * Invites a person to a company or an enterprise in a role: `npm run admin -- invite`. Answers
   * the invitation with its `invite_link_token` (shown once), as HQ's invitation operations do.
   */
  async invite(input: {
    email: string;
    company?: string;
    enterprise?: string;
    role: string;
    employee?: string;
  }) {
    const place = placeOf(input);
    if ('company' in place) {
      return this.members.createCompanyInvitation({ userId: null }, place.company, {
        email: input.email,
        role: companyRole(input.role),
        employee_id: input.employee,
      });
    }
    return this.members.createEnterpriseInvitation({ userId: null }, place.enterprise, {
      email: input.email,
      role: enterpriseRoleOf(input.role),
    });
  }

  /** Accepts an invitation with its token: `npm run admin -- accept-invitation`. */
  acceptInvitation(token: string, name?: string) {
    return this.members.acceptToken(token, name);
  }

  /** Who holds a role in a company or an enterprise: `npm run admin -- list-members`. */
  async listMembers(input: { company?: string; enterprise?: string }) {
    const place = placeOf(input);
    if ('company' in place) return this.members.companyMembers(place.company);
    return this.members.enterpriseMembers(place.enterprise);
  }

  /** Takes a person off a company or an enterprise (never its last owner): `npm run admin -- remove-member`. */
  async removeMember(input: { email: string; company?: string; enterprise?: string }) {
    const user = await this.userByEmail(input.email);
    const place = placeOf(input);
    if ('company' in place) await this.members.unlinkCompanyMember(place.company, user.id);
    else await this.members.dropEnterpriseMember(place.enterprise, user.id);
    return { user: user.id, removed: true, ...place };
  }

  private async userByEmail(email: string) {
    const id = await findHqUserId(this.sql, email.trim().toLowerCase());
    if (!id) throw notFound(`user ${email}`);
    return { id };
  }

  /**
   * Sets a company's platform-owned fields (auth/roles.ts PLATFORM_FIELDS: fees, billing,
   * subscriptions, sign-up, claims), which HQ refuses to every role: `npm run admin --
   * set-platform-fields --company ID --json '{"payment_fees":{"event":0.02}}'`. Each group is
   * merged into the stored one as an HQ update would.
   */
  async setPlatformFields(companyId: string, json: string) {
    let input: unknown;
    try {
      input = JSON.parse(json);
    } catch {
      throw validationError('--json must be a JSON object.');
    }
    if (!input || typeof input !== 'object' || Array.isArray(input))
      throw validationError('--json must be a JSON object.');
    const others = Object.keys(input).filter((key) => !PLATFORM_FIELDS.some((f) => f === key));
    if (others.length > 0)
      throw validationError(
        `Only the platform's fields (${PLATFORM_FIELDS.join(', ')}) are set here, not ${others.join(', ')}.`,
      );
    if (!Value.Check(CompanyUpdateBody, input)) {
      const [first] = [...Value.Errors(CompanyUpdateBody, input)];
      throw validationError(`${first?.instancePath || '(json)'}: ${first?.message ?? 'invalid'}`);
    }
    const view = await new CompanyService(this.sql).write(companyId, input);
    return Object.fromEntries([['id', view.id], ...PLATFORM_FIELDS.map((f) => [f, view[f]])]);
  }

  async issueToken(email: string, options: TokenOptions = {}): Promise<{ token: string }> {
    const user = await this.userByEmail(email);
    return { token: await this.auth.issueToken(user.id, options) };
  }

  async revokeToken(token: string): Promise<{ revoked: boolean }> {
    return { revoked: await this.auth.revokeToken(token) };
  }
}

/** Exactly one of a company and an enterprise. */
function placeOf(input: {
  company?: string;
  enterprise?: string;
}): { company: string } | { enterprise: string } {
  if (input.company && !input.enterprise) return { company: input.company };
  if (input.enterprise && !input.company) return { enterprise: input.enterprise };
  throw validationError('Name either a company or an enterprise.');
}

function companyRole(value: string): CompanyRole {
  const found = COMPANY_ROLES.find((r) => r === value);
  if (!found) throw validationError(`A company role is one of ${COMPANY_ROLES.join(', ')}, not ${value}.`);
  return found;
}

function enterpriseRoleOf(value: string): EnterpriseRole {
  const found = ENTERPRISE_ROLES.find((r) => r === value);
  if (!found)
    throw validationError(`An enterprise role is one of ${ENTERPRISE_ROLES.join(', ')}, not ${value}.`);
  return found;
}
