// People with access to a company or an enterprise, and invitations to join one (docs/roles.md,
// "Managing people"): the request bodies and the records answered, written once; the views' types
// come from these (View<>).
import { Type } from 'typebox';
import { COMPANY_ROLES, ENTERPRISE_ROLES } from '../auth/roles.ts';
import { Email, Id, literals, Nullable, Timestamp, type View } from '../shared/schemas.ts';

export const CompanyRoleName = Type.Union(literals(COMPANY_ROLES), {
  description: 'A role in a company (docs/roles.md).',
});
export const EnterpriseRoleName = Type.Union(literals(ENTERPRISE_ROLES), {
  description: 'A role in an enterprise (docs/roles.md).',
});

/** Someone who signs in to HQ and acts in a company: an employee of it linked to their HQ user. */
export const CompanyMember = Type.Object(
  {
    user_id: Id,
    email: Type.String({ maxLength: 320 }),
    name: Type.String(),
    role: CompanyRoleName,
    employee_id: Type.String({ description: 'The employee record that links the user to the company.' }),
    company_id: Type.String(),
  },
  { title: 'CompanyMember' },
);
export type CompanyMemberView = View<typeof CompanyMember>;

/** Someone who holds a role in an enterprise (and through it in each of its companies). */
export const EnterpriseMember = Type.Object(
  {
    user_id: Id,
    email: Type.String({ maxLength: 320 }),
    name: Type.String(),
    role: EnterpriseRoleName,
    enterprise_id: Type.String(),
    created_at: Timestamp,
  },
  { title: 'EnterpriseMember' },
);
export type EnterpriseMemberView = View<typeof EnterpriseMember>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const Invitation = Type.Object(
  {
    id: Id,
    company_id: Nullable(Type.String({ description: 'Set for an invitation to a company.' })),
    enterprise_id: Nullable(Type.String({ description: 'Set for an invitation to an enterprise.' })),
    email: Type.String({ maxLength: 320 }),
    role: Type.Union([...literals(COMPANY_ROLES), ...literals(ENTERPRISE_ROLES)], {
      description: 'The role the invited person gets on accepting.',
    }),
    employee_id: Nullable(Type.String({ description: 'The employee record the person is linked to.' })),
    status: Type.Union(literals(INVITATION_STATUSES)),
    invited_by: Nullable(Type.String({ description: 'The HQ user who invited.' })),
    expires_at: Timestamp,
    accepted_at: Nullable(Timestamp),
    created_at: Timestamp,
    invite_link_token: Type.Optional(
      Type.String({
        description:
          'The secret the invited person accepts with (POST /v1/hq/invitations/accept). Answered ' +
          'once, when the invitation is made: only its hash is stored.',
      }),
    ),
  },
  { title: 'Invitation' },
);
export type InvitationView = View<typeof Invitation, 'invite_link_token'>;

export const CompanyInvitationBody = Type.Object(
  {
    email: Email,
    role: CompanyRoleName,
    employee_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'An employee of the company without an HQ login whom the person becomes (their calendar); ' +
          'without it, accepting adds a new employee.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const EnterpriseInvitationBody = Type.Object(
  { email: Email, role: EnterpriseRoleName },
  { additionalProperties: false },
);

export const CompanyMemberBody = Type.Object({ role: CompanyRoleName }, { additionalProperties: false });
export const EnterpriseMemberBody = Type.Object(
  { role: EnterpriseRoleName },
  { additionalProperties: false },
);

export const AcceptInvitationBody = Type.Object(
  {
    invite_link_token: Type.String({ minLength: 1, maxLength: 200 }),
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The name of a new HQ user.' }),
    ),
  },
  { additionalProperties: false },
);

export const AcceptedInvitation = Type.Object(
  {
    user_id: Id,
    company_id: Nullable(Type.String()),
    enterprise_id: Nullable(Type.String()),
    role: Type.Union([...literals(COMPANY_ROLES), ...literals(ENTERPRISE_ROLES)]),
    api_token: Nullable(
      Type.String({
        description:
          'A new API token for a person who had no HQ user before (shown this once); null for an ' +
          'existing user, who goes on with their own tokens.',
      }),
    ),
  },
  { title: 'AcceptedInvitation' },
);
export type AcceptedInvitationView = View<typeof AcceptedInvitation>;
