// The one view of each members record: company members, enterprise members and invitations, as
// the HQ API, the command line and the audit trail's readers show them.
import { COMPANY_ROLES, ENTERPRISE_ROLES } from '../auth/roles.ts';
import { oneOf } from '../shared/schemas.ts';
import type { CompanyMemberRow, EnterpriseMemberRow, InvitationRow } from './member-store.ts';
import type { CompanyMemberView, EnterpriseMemberView, InvitationView } from './schemas.ts';

const ANY_ROLE = [...COMPANY_ROLES, ...ENTERPRISE_ROLES] as const;

export function companyMemberView(row: CompanyMemberRow): CompanyMemberView {
  return {
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    employee_id: row.employee_id,
    company_id: row.company_id,
  };
}

export function enterpriseMemberView(row: EnterpriseMemberRow): EnterpriseMemberView {
  return {
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    enterprise_id: row.enterprise_id,
    created_at: row.created_at.toISOString(),
  };
}

/** Where an invitation stands at `now`: accepted and revoked are final; pending until it expires. */
export function invitationStatus(row: InvitationRow, now: number): InvitationView['status'] {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return row.expires_at.getTime() <= now ? 'expired' : 'pending';
}

export function invitationView(row: InvitationRow, now: number): InvitationView {
  return {
    id: row.id,
    company_id: row.company_id,
    enterprise_id: row.enterprise_id,
    email: row.email,
    role: oneOf(ANY_ROLE, row.role),
    employee_id: row.employee_id,
    status: invitationStatus(row, now),
    invited_by: row.invited_by,
    expires_at: row.expires_at.toISOString(),
    accepted_at: row.accepted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
