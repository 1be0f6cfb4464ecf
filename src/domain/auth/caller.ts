import { ApiError } from '../shared/errors.ts';
import {
  type CompanyRole,
  ENTERPRISE_PERMISSIONS,
  type EnterpriseRole,
  grants,
  isReadPermission,
  type Permission,
  type Role,
} from './roles.ts';

/** Who is calling the HQ API, which companies and enterprises they reach, and in which roles. */
export interface HqCaller {
  userId: string;
  tokenId: string;
  /** `read`: GET only (a write answers 403 permission_error); `write`: all its roles allow. */
  scope: 'read' | 'write';
  companyIds: ReadonlySet<string>;
  enterpriseIds: ReadonlySet<string>;
  /**
   * The roles held in each reached company: the employee's role there, and the enterprise role
   * of an enterprise the company belongs to (which acts in each of its companies).
   */
  companyRoles: ReadonlyMap<string, readonly Role[]>;
  /** The role held in each reached enterprise (none for a company-limited token). */
  enterpriseRoles: ReadonlyMap<string, EnterpriseRole>;
  /** The caller's own employee record in each reached company where they have one. */
  employeeIds: ReadonlyMap<string, string>;
  /**
   * The roles the user holds, as the audit trail records them with each change
   * (activities.actor_role, src/http/audit.ts): employee roles by company, enterprise roles by
   * enterprise, whatever the token's limits (they narrow what it may do, not who acts).
   */
  heldRoles: { employee: Record<string, CompanyRole>; enterprise: Record<string, EnterpriseRole> };
  /**
   * What the current request needs (roles.ts, by the route's operationId; set per request by
   * src/http/auth.ts). Null outside a request: such a caller is refused every reached object.
   */
  need: Permission | null;
}

/** A marketplace customer signed in with a JWT. */
export interface CustomerCaller {
  userId: string;
}

export const permissionRefused = (permission: Permission | null) =>
  new ApiError(
    403,
    'permission_error',
    'role_not_permitted',
    permission
      ? `Your role does not allow this operation (it needs the permission ${permission}).`
      : 'This operation is not open to any role.',
    {
      user_title: 'Not allowed',
      user_message: 'Your role in this business does not allow this. Ask an owner or a manager.',
    },
  );

/** Whether the caller's roles in a company (and the token's scope) allow the request's need. */
export function permitsInCompany(caller: HqCaller, companyId: string): boolean {
  const need = caller.need;
  if (need === null || ENTERPRISE_PERMISSIONS.has(need)) return false;
  if (caller.scope === 'read' && !isReadPermission(need)) return false;
  return (caller.companyRoles.get(companyId) ?? []).some((role) => grants(role, need));
}

/**
 * Whether the caller reaches a company. A reached company whose roles do not allow the request
 * answers 403 permission_error right here (not false, which callers turn into a 404): every
 * company check, through the access point or still written by hand, passes through this one
 * function, so no service can skip the role check (docs/roles.md, "One enforcement point").
 */
export function reachesCompany(caller: HqCaller, companyId: string | null | undefined): boolean {
  if (!companyId || !caller.companyIds.has(companyId)) return false;
  if (!permitsInCompany(caller, companyId)) throw permissionRefused(caller.need);
  return true;
}

/**
 * Whether the caller's roles allow the request on an enterprise it reaches (as an admin, or
 * through one of its companies). Enterprise-wide permissions need the enterprise's own role; the
 * others (reading the enterprise) any role the caller holds.
 */
export function permitsInEnterprise(caller: HqCaller, enterpriseId: string): boolean {
  const need = caller.need;
  if (need === null) return false;
  if (caller.scope === 'read' && !isReadPermission(need)) return false;
  const own = caller.enterpriseRoles.get(enterpriseId);
  if (own && grants(own, need)) return true;
  if (ENTERPRISE_PERMISSIONS.has(need)) return false;
  return [...caller.companyRoles.values()].some((roles) => roles.some((role) => grants(role, need)));
}

/**
 * Whether any of the caller's roles, anywhere it reaches, allows the request (the token's scope
 * applied). When none does, the request is refused at once, before its body or object is looked
 * at (src/http/auth.ts): the answer is the same 403 whichever object it names, so it tells
 * nothing about them.
 */
export function permitsAnywhere(caller: HqCaller): boolean {
  const need = caller.need;
  if (need === null) return false;
  if (caller.scope === 'read' && !isReadPermission(need)) return false;
  for (const role of caller.enterpriseRoles.values()) if (grants(role, need)) return true;
  if (ENTERPRISE_PERMISSIONS.has(need)) return false;
  for (const roles of caller.companyRoles.values()) if (roles.some((role) => grants(role, need))) return true;
  return false;
}

export function reachesEnterprise(caller: HqCaller, enterpriseId: string | null | undefined): boolean {
  return !!enterpriseId && caller.enterpriseIds.has(enterpriseId);
}

/**
 * The employee whose calendar alone the caller works with in a company, or null for the whole
 * company (docs/roles.md, "Staff see their own calendar"). A caller whose only role there is
 * `staff` reads and books only the bookings they serve and reads only those customers; any other
 * role there (an enterprise role included) sees the company whole.
 */
export function ownCalendarOf(caller: HqCaller, companyId: string): string | null {
  const roles = caller.companyRoles.get(companyId) ?? [];
  if (roles.length === 0 || roles.some((role) => role !== 'staff')) return null;
  // A staff role comes from an employee record, so there is one; '' matches no employee.
  return caller.employeeIds.get(companyId) ?? '';
}

export const notOwnCalendar = () =>
  new ApiError(
    403,
    'permission_error',
    'own_calendar_only',
    'Staff book and move bookings in their own calendar only (employee must be yourself).',
    {
      user_title: 'Not allowed',
      user_message: 'You can only book into your own calendar. Ask the front desk or a manager.',
    },
  );

/**
 * The employee an HQ booking names: as given, except that staff limited to their own calendar
 * (docs/roles.md) book into it, and naming anyone else is a 403.
 */
export function ownEmployee(caller: HqCaller, companyId: string, employee: string | undefined) {
  const own = ownCalendarOf(caller, companyId);
  if (own === null) return employee;
  if (employee !== undefined && employee !== own) throw notOwnCalendar();
  return own;
}

/** The caller as one request sees it: what the request needs set (src/http/auth.ts). */
export function callerFor(caller: HqCaller, need: Permission | null): HqCaller {
  return { ...caller, need };
}

export type { CompanyRole, EnterpriseRole, Role };
