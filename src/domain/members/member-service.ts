// Managing people (docs/roles.md, "Managing people"): who holds a role in a company or an
// enterprise, inviting someone in a role, accepting, changing a role and removing someone. The
// rules and who may (the access point); the SQL is in member-store.ts, the views in member-view.ts.
//
// - A company's members are its employees linked to an HQ user; a manager (or an enterprise role)
//   manages them (`members.*`). Removing a member unlinks their HQ user from the employee record:
//   the calendar and its bookings stay.
// - An enterprise's members are its owners and admins; only an owner manages them
//   (`enterprise_members.write`), and the last owner can be neither removed nor demoted.
// - An invitation names an e-mail and a role; its secret (the spec's `invite_link_token`) is shown
//   once and stored hashed, and it is accepted once, within INVITATION_DAYS, without an account.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql, SqlTx } from '../../db/sql.ts';
import { companyOf, enterpriseOf } from '../auth/access.ts';
import { AttemptCounters, type AttemptRule, attemptKey, TooManyAttemptsError } from '../auth/attempts.ts';
import type { HqCaller } from '../auth/caller.ts';
import { COMPANY_ROLES, type CompanyRole, ENTERPRISE_ROLES, type EnterpriseRole } from '../auth/roles.ts';
import { hashToken, newAccessToken } from '../auth/secrets.ts';
import { companyExists } from '../companies/company-store.ts';
import {
  employeeOfUser,
  findEmployee,
  findHqUserId,
  insertEmployee,
  insertHqUser,
  updateEmployee,
} from '../employees/employee-store.ts';
import { reachedEnterprise } from '../enterprises/enterprise-store.ts';
import { ApiError, conflict, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { isOneOf } from '../shared/schemas.ts';
import {
  addEnterpriseMember,
  enterpriseExists,
  type InvitationRow,
  type InvitationScope,
  insertInvitation,
  insertInvitationToken,
  listCompanyMembers,
  listEnterpriseMembers,
  listInvitations,
  lockCompanyMember,
  lockEnterpriseMembers,
  lockInvitation,
  lockInvitationOf,
  markInvitation,
  removeEnterpriseMember,
  revokePendingInvitations,
  setEnterpriseRole,
  verifyUserEmail,
} from './member-store.ts';
import { companyMemberView, enterpriseMemberView, invitationStatus, invitationView } from './member-view.ts';
import type { AcceptedInvitationView, InvitationView } from './schemas.ts';

/** How long an invitation may be accepted. */
export const INVITATION_DAYS = 7;
/** Failed acceptances a client may try in ten minutes; each success is given back. */
export const INVITATION_GUESS_RULE: AttemptRule = { windowSeconds: 600, limit: 20, hold: 'window' };

const SECRET_BYTES = 32;
/** `<invitation id>.<secret>`: the id finds the row, the secret (32 bytes, base64url) proves it. */
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;
const digest = (secret: string) => createHash('sha256').update(secret).digest();

const invalidInvitation = () =>
  new ApiError(
    401,
    'authentication_error',
    'invalid_invitation',
    'This invitation is not valid: it was changed, revoked, already accepted, or it expired.',
    {
      user_title: 'Invitation not valid',
      user_message: 'This invitation link no longer works. Ask the business to invite you again.',
    },
  );

const lastOwner = () =>
  conflict('last_owner', 'The last owner of an enterprise can be neither removed nor given another role.');

/** Whom an invitation made by the command line names as its inviter: nobody. */
export interface Inviter {
  userId: string | null;
}

export class MemberService {
  private readonly sql: Sql;
  private readonly now: () => number;

  constructor(sql: Sql, now: () => number = Date.now) {
    this.sql = sql;
    this.now = now;
  }

  // ---- Companies ----

  async listCompanyMembers(caller: HqCaller, companyId: string) {
    companyOf(caller, companyId);
    return this.companyMembers(companyId);
  }

  async companyMembers(companyId: string) {
    if (!(await companyExists(this.sql, companyId))) throw notFound('company');
    return (await listCompanyMembers(this.sql, companyId)).map(companyMemberView);
  }

  /** Gives a member of the company another company role. */
  async updateCompanyMember(caller: HqCaller, companyId: string, userId: string, role: CompanyRole) {
    companyOf(caller, companyId, 'member');
    return this.setCompanyRole(companyId, userId, role);
  }

  async setCompanyRole(companyId: string, userId: string, role: CompanyRole) {
    return this.sql.transaction(async (tx) => {
      const member = await lockCompanyMember(tx, companyId, userId);
      if (!member) throw notFound('member');
      await updateEmployee(tx, companyId, member.employee_id, { role });
      return companyMemberView({ ...member, role });
    });
  }

  /** Takes a member's HQ user off the company: their employee record (calendar, bookings) stays. */
  async removeCompanyMember(caller: HqCaller, companyId: string, userId: string): Promise<void> {
    companyOf(caller, companyId, 'member');
    await this.unlinkCompanyMember(companyId, userId);
  }

  async unlinkCompanyMember(companyId: string, userId: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const member = await lockCompanyMember(tx, companyId, userId);
      if (!member) throw notFound('member');
      await updateEmployee(tx, companyId, member.employee_id, { user_id: null });
    });
  }

  async inviteToCompany(
    caller: HqCaller,
    companyId: string,
    input: { email: string; role: CompanyRole; employee_id?: string },
  ) {
    companyOf(caller, companyId);
    return this.createCompanyInvitation({ userId: caller.userId }, companyId, input);
  }

  async createCompanyInvitation(
    inviter: Inviter,
    companyId: string,
    input: { email: string; role: CompanyRole; employee_id?: string },
  ) {
    const email = input.email.trim().toLowerCase();
    return this.sql.transaction(async (tx) => {
      if (!(await companyExists(tx, companyId))) throw notFound('company');
      if (input.employee_id !== undefined) {
        const employee = await findEmployee(tx, companyId, input.employee_id);
        if (!employee) throw notFound('employee');
        if (employee.user_id !== null)
          throw conflict('employee_has_login', 'This employee is already linked to an HQ user.');
      }
      const members = await listCompanyMembers(tx, companyId);
      if (members.some((m) => m.email === email))
        throw conflict('already_member', 'This person is already a member of the company.');
      return this.invite(
        tx,
        inviter,
        { company_id: companyId },
        email,
        input.role,
        input.employee_id ?? null,
      );
    });
  }

  async listCompanyInvitations(caller: HqCaller, companyId: string, page: Page) {
    companyOf(caller, companyId);
    const now = this.now();
    return (await listInvitations(this.sql, { company_id: companyId }, page)).map((r) =>
      invitationView(r, now),
    );
  }

  async revokeCompanyInvitation(caller: HqCaller, companyId: string, id: string): Promise<void> {
    companyOf(caller, companyId, 'invitation');
    await this.revoke({ company_id: companyId }, id);
  }

  // ---- Enterprises ----

  /** An enterprise the caller reaches (else 404), whose roles allow the request (else 403). */
  private async enterprise(caller: HqCaller, enterpriseId: string, thing = 'enterprise') {
    if (!(await reachedEnterprise(this.sql, caller, enterpriseId))) throw notFound(thing);
    enterpriseOf(caller, enterpriseId);
  }

  async listEnterpriseMembers(caller: HqCaller, enterpriseId: string) {
    await this.enterprise(caller, enterpriseId);
    return this.enterpriseMembers(enterpriseId);
  }

  async enterpriseMembers(enterpriseId: string) {
    if (!(await enterpriseExists(this.sql, enterpriseId))) throw notFound('enterprise');
    return (await listEnterpriseMembers(this.sql, enterpriseId)).map(enterpriseMemberView);
  }

  async updateEnterpriseMember(caller: HqCaller, enterpriseId: string, userId: string, role: EnterpriseRole) {
    await this.enterprise(caller, enterpriseId, 'member');
    return this.setEnterpriseRole(enterpriseId, userId, role);
  }

  /** Another enterprise role for a member; the last owner keeps theirs (409 last_owner). */
  async setEnterpriseRole(enterpriseId: string, userId: string, role: EnterpriseRole) {
    return this.sql.transaction(async (tx) => {
      const members = await lockEnterpriseMembers(tx, enterpriseId);
      const member = members.find((m) => m.user_id === userId);
      if (!member) throw notFound('member');
      if (member.role === 'owner' && role !== 'owner' && ownersIn(members) === 1) throw lastOwner();
      await setEnterpriseRole(tx, enterpriseId, userId, role);
      return enterpriseMemberView({ ...member, role });
    });
  }

  async removeEnterpriseMember(caller: HqCaller, enterpriseId: string, userId: string): Promise<void> {
    await this.enterprise(caller, enterpriseId, 'member');
    await this.dropEnterpriseMember(enterpriseId, userId);
  }

  async dropEnterpriseMember(enterpriseId: string, userId: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const members = await lockEnterpriseMembers(tx, enterpriseId);
      const member = members.find((m) => m.user_id === userId);
      if (!member) throw notFound('member');
      if (member.role === 'owner' && ownersIn(members) === 1) throw lastOwner();
      await removeEnterpriseMember(tx, enterpriseId, userId);
    });
  }

  async inviteToEnterprise(
    caller: HqCaller,
    enterpriseId: string,
    input: { email: string; role: EnterpriseRole },
  ) {
    await this.enterprise(caller, enterpriseId);
    return this.createEnterpriseInvitation({ userId: caller.userId }, enterpriseId, input);
  }

  async createEnterpriseInvitation(
    inviter: Inviter,
    enterpriseId: string,
    input: { email: string; role: EnterpriseRole },
  ) {
    const email = input.email.trim().toLowerCase();
    return this.sql.transaction(async (tx) => {
      if (!(await enterpriseExists(tx, enterpriseId))) throw notFound('enterprise');
      const members = await listEnterpriseMembers(tx, enterpriseId);
      if (members.some((m) => m.email === email))
        throw conflict('already_member', 'This person is already a member of the enterprise.');
      return this.invite(tx, inviter, { enterprise_id: enterpriseId }, email, input.role, null);
    });
  }

  async listEnterpriseInvitations(caller: HqCaller, enterpriseId: string, page: Page) {
    await this.enterprise(caller, enterpriseId);
    const now = this.now();
    return (await listInvitations(this.sql, { enterprise_id: enterpriseId }, page)).map((r) =>
      invitationView(r, now),
    );
  }

  async revokeEnterpriseInvitation(caller: HqCaller, enterpriseId: string, id: string): Promise<void> {
    await this.enterprise(caller, enterpriseId, 'invitation');
    await this.revoke({ enterprise_id: enterpriseId }, id);
  }

  // ---- Invitations ----

  private async invite(
    tx: SqlTx,
    inviter: Inviter,
    scope: InvitationScope,
    email: string,
    role: CompanyRole | EnterpriseRole,
    employeeId: string | null,
  ): Promise<InvitationView & { invite_link_token: string }> {
    const at = new Date(this.now());
    // Sending again replaces what was sent before: one live invitation per person and place.
    await revokePendingInvitations(tx, scope, email, at);
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    const row = await insertInvitation(
      tx,
      {
        company_id: 'company_id' in scope ? scope.company_id : null,
        enterprise_id: 'enterprise_id' in scope ? scope.enterprise_id : null,
        email,
        role,
        employee_id: employeeId,
        token_hash: digest(secret).toString('hex'),
        invited_by: inviter.userId,
        expires_at: new Date(at.getTime() + INVITATION_DAYS * 86_400_000),
      },
      at,
    );
    return { ...invitationView(row, at.getTime()), invite_link_token: `${row.id}.${secret}` };
  }

  private async revoke(scope: InvitationScope, id: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const row = await lockInvitationOf(tx, scope, id);
      if (!row) throw notFound('invitation');
      const status = invitationStatus(row, this.now());
      if (status === 'accepted')
        throw conflict('invitation_accepted', 'This invitation was accepted; remove the member instead.');
      if (status === 'pending') await markInvitation(tx, id, { revoked_at: new Date(this.now()) });
    });
  }

  /**
   * Accepts an invitation with its token, without an account: the person's HQ user (found by the
   * invitation's e-mail, or made) gets the role, and a person new to HQ gets an API token, shown
   * once. An existing user gets none (the invitation must not become a way into their other
   * companies). Failed tries count against the client (INVITATION_GUESS_RULE, then 429).
   */
  async accept(token: string, name: string | undefined, client: string): Promise<AcceptedInvitationView> {
    const counters = new AttemptCounters(this.sql);
    const key = attemptKey('invitation', client);
    const attempt = await counters.take(key, INVITATION_GUESS_RULE);
    if (!attempt.allowed) throw new TooManyAttemptsError(attempt.heldForSeconds, 'invitation attempts');
    const accepted = await this.acceptToken(token, name);
    await counters.forgive(key);
    return accepted;
  }

  async acceptToken(token: string, name: string | undefined): Promise<AcceptedInvitationView> {
    const parts = TOKEN.exec(token);
    if (!parts) throw invalidInvitation();
    const [, id, secret] = parts;
    return this.sql.transaction(async (tx) => {
      const invitation = await lockInvitation(tx, id);
      if (!invitation || !matches(invitation, secret)) throw invalidInvitation();
      if (invitationStatus(invitation, this.now()) !== 'pending') throw invalidInvitation();
      const at = new Date(this.now());
      const known = await findHqUserId(tx, invitation.email);
      const userId =
        known ?? (await insertHqUser(tx, invitation.email, name ?? invitation.email.split('@')[0], at));
      await verifyUserEmail(tx, userId, at);
      const role = await this.grant(tx, invitation, userId, name, at);
      await markInvitation(tx, invitation.id, { accepted_at: at, accepted_by: userId });
      let apiToken: string | null = null;
      if (known === undefined) {
        apiToken = newAccessToken();
        await insertInvitationToken(tx, userId, hashToken(apiToken), at);
      }
      return {
        user_id: userId,
        company_id: invitation.company_id,
        enterprise_id: invitation.enterprise_id,
        role,
        api_token: apiToken,
      };
    });
  }

  /** Gives the user the invitation's role where it invites them; answers the role they hold there. */
  private async grant(
    tx: SqlTx,
    invitation: InvitationRow,
    userId: string,
    name: string | undefined,
    at: Date,
  ): Promise<CompanyRole | EnterpriseRole> {
    if (invitation.enterprise_id !== null) {
      if (!isOneOf(ENTERPRISE_ROLES, invitation.role)) throw new Error(`invitation ${invitation.id}: role`);
      // Someone already in the enterprise keeps the role they hold (accepting never demotes an owner).
      await addEnterpriseMember(tx, invitation.enterprise_id, userId, invitation.role);
      const held = (await listEnterpriseMembers(tx, invitation.enterprise_id)).find(
        (m) => m.user_id === userId,
      );
      return held?.role ?? invitation.role;
    }
    const companyId = invitation.company_id;
    if (companyId === null || !isOneOf(COMPANY_ROLES, invitation.role))
      throw new Error(`invitation ${invitation.id}: company and role`);
    const role = invitation.role;
    const existing = await employeeOfUser(tx, companyId, userId);
    if (existing && existing.deleted_at === null) {
      await updateEmployee(tx, companyId, existing.id, { role }, at);
      return role;
    }
    // A removed employee record keeps its link only as history: the pair (company, user) is unique.
    if (existing) await updateEmployee(tx, companyId, existing.id, { user_id: null }, at);
    const employee = invitation.employee_id
      ? await findEmployee(tx, companyId, invitation.employee_id)
      : undefined;
    if (employee && employee.user_id === null) {
      await updateEmployee(tx, companyId, employee.id, { user_id: userId, role }, at);
    } else {
      await insertEmployee(
        tx,
        companyId,
        { user_id: userId, role, name: name ?? invitation.email.split('@')[0], email: invitation.email },
        at,
      );
    }
    return role;
  }
}

function matches(invitation: InvitationRow, secret: string): boolean {
  const expected = Buffer.from(invitation.token_hash, 'hex');
  const given = digest(secret);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const ownersIn = (members: readonly { role: EnterpriseRole }[]) =>
  members.filter((m) => m.role === 'owner').length;
