// All of the members area's SQL (docs/data-access.md): who holds a role in a company (an employee
// linked to an HQ user) or an enterprise (enterprise_admins), and the invitations to join one.
// Kysely typed from the schema, run on the SqlTx it is given.
import { qb, type Row, row, rows } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { CompanyRole, EnterpriseRole } from '../auth/roles.ts';
import { newId } from '../shared/ids.ts';

export type InvitationRow = Row<'hq_invitations'>;

/** A company's members: its live employees linked to an HQ user, with the user's e-mail and name. */
const companyMembers = (companyId: string) =>
  qb
    .selectFrom('employees as e')
    .innerJoin('hq_users as u', 'u.id', 'e.user_id')
    .select(['e.id as employee_id', 'e.company_id', 'e.role', 'u.id as user_id', 'u.email', 'u.name'])
    .where('e.company_id', '=', companyId)
    .where('e.deleted_at', 'is', null);

export type CompanyMemberRow = Awaited<ReturnType<typeof listCompanyMembers>>[number];

export function listCompanyMembers(db: SqlTx, companyId: string) {
  return rows(db, companyMembers(companyId).orderBy('u.email').orderBy('u.id'));
}

/** The member of the company this HQ user is, locked for the change that follows. */
export function lockCompanyMember(db: SqlTx, companyId: string, userId: string) {
  return row(db, companyMembers(companyId).where('e.user_id', '=', userId).forUpdate('e'));
}

/** An enterprise's members (its enterprise admins) with their users' e-mail and name. */
const enterpriseMembers = (enterpriseId: string) =>
  qb
    .selectFrom('enterprise_admins as a')
    .innerJoin('hq_users as u', 'u.id', 'a.user_id')
    .select(['a.enterprise_id', 'a.role', 'a.created_at', 'u.id as user_id', 'u.email', 'u.name'])
    .where('a.enterprise_id', '=', enterpriseId);

export type EnterpriseMemberRow = Awaited<ReturnType<typeof listEnterpriseMembers>>[number];

export function listEnterpriseMembers(db: SqlTx, enterpriseId: string) {
  return rows(db, enterpriseMembers(enterpriseId).orderBy('u.email').orderBy('u.id'));
}

/**
 * Every member of the enterprise, locked (FOR UPDATE, in user order): a change of an owner's role
 * counts the owners under these locks, so two owners demoting each other at once cannot both
 * succeed and leave none.
 */
export function lockEnterpriseMembers(db: SqlTx, enterpriseId: string) {
  return rows(db, enterpriseMembers(enterpriseId).orderBy('u.id').forUpdate('a'));
}

export async function setEnterpriseRole(
  db: SqlTx,
  enterpriseId: string,
  userId: string,
  role: EnterpriseRole,
) {
  await rows(
    db,
    qb
      .updateTable('enterprise_admins')
      .set({ role })
      .where('enterprise_id', '=', enterpriseId)
      .where('user_id', '=', userId),
  );
}

/** Adds the user to the enterprise in the role; one who is there already keeps the role they hold. */
export async function addEnterpriseMember(
  db: SqlTx,
  enterpriseId: string,
  userId: string,
  role: EnterpriseRole,
) {
  await rows(
    db,
    qb
      .insertInto('enterprise_admins')
      .values({ id: newId(), enterprise_id: enterpriseId, user_id: userId, role })
      .onConflict((oc) => oc.columns(['enterprise_id', 'user_id']).doNothing()),
  );
}

export async function removeEnterpriseMember(db: SqlTx, enterpriseId: string, userId: string) {
  await rows(
    db,
    qb
      .deleteFrom('enterprise_admins')
      .where('enterprise_id', '=', enterpriseId)
      .where('user_id', '=', userId),
  );
}

export async function enterpriseExists(db: SqlTx, enterpriseId: string) {
  return !!(await row(db, qb.selectFrom('enterprises').select('id').where('id', '=', enterpriseId)));
}

export interface NewInvitation {
  company_id: string | null;
  enterprise_id: string | null;
  email: string;
  role: CompanyRole | EnterpriseRole;
  employee_id: string | null;
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
}

export async function insertInvitation(
  db: SqlTx,
  invitation: NewInvitation,
  at: Date,
): Promise<InvitationRow> {
  const created = await row(
    db,
    qb
      .insertInto('hq_invitations')
      .values({ id: newId(), ...invitation, created_at: at })
      .returningAll(),
  );
  if (!created) throw new Error('insert into hq_invitations answered no row');
  return created;
}

/** Where an invitation belongs: a company or an enterprise. */
export type InvitationScope = { company_id: string } | { enterprise_id: string };

const invitationsOf = (scope: InvitationScope) => {
  const query = qb.selectFrom('hq_invitations').selectAll();
  return 'company_id' in scope
    ? query.where('company_id', '=', scope.company_id)
    : query.where('enterprise_id', '=', scope.enterprise_id);
};

/** The invitations of a company or an enterprise, newest first. */
export function listInvitations(db: SqlTx, scope: InvitationScope, page: { offset: number; limit: number }) {
  return rows(
    db,
    invitationsOf(scope).orderBy('created_at', 'desc').orderBy('id').offset(page.offset).limit(page.limit),
  );
}

/** One invitation of a company or an enterprise, locked for the change that follows. */
export function lockInvitationOf(db: SqlTx, scope: InvitationScope, id: string) {
  return row(db, invitationsOf(scope).where('id', '=', id).forUpdate());
}

/** An invitation by its id alone (accepting: the link names it), locked: it is accepted once. */
export function lockInvitation(db: SqlTx, id: string) {
  return row(db, qb.selectFrom('hq_invitations').selectAll().where('id', '=', id).forUpdate());
}

export async function markInvitation(
  db: SqlTx,
  id: string,
  change: { accepted_at: Date; accepted_by: string } | { revoked_at: Date },
) {
  await rows(db, qb.updateTable('hq_invitations').set(change).where('id', '=', id));
}

/** Marks the HQ user's e-mail verified: accepting an invitation sent to it proves it is theirs. */
export async function verifyUserEmail(db: SqlTx, userId: string, at: Date) {
  await rows(
    db,
    qb
      .updateTable('hq_users')
      .set({ email_verified: true, updated_at: at })
      .where('id', '=', userId)
      .where('email_verified', '=', false),
  );
}

/** A write token for a user who has just joined through an invitation (its hash; the token is shown once). */
export async function insertInvitationToken(db: SqlTx, userId: string, tokenHash: string, at: Date) {
  await rows(
    db,
    qb.insertInto('api_tokens').values({
      id: newId(),
      user_id: userId,
      token_hash: tokenHash,
      name: 'invitation',
      scope: 'write',
      company_ids: [],
      created_at: at,
    }),
  );
}

/** Earlier pending invitations of the same e-mail to the same place end when a new one is sent. */
export async function revokePendingInvitations(db: SqlTx, scope: InvitationScope, email: string, at: Date) {
  const query = qb
    .updateTable('hq_invitations')
    .set({ revoked_at: at })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null);
  await rows(
    db,
    'company_id' in scope
      ? query.where('company_id', '=', scope.company_id)
      : query.where('enterprise_id', '=', scope.enterprise_id),
  );
}
