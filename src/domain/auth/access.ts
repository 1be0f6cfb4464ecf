// The one access point of the HQ API (docs/architecture.md, "The access point"): whether a caller
// reaches an object is decided here, not written out in each service. A company's object is
// reached when the caller reaches its company; anything else answers 404, as if the object did not
// exist, so one tenant cannot even learn that another's id is taken. A reached object that the
// caller's roles do not allow the request on answers 403 permission_error: the check is in
// reachesCompany (caller.ts), which every company check passes through (docs/roles.md).
import { notFound } from '../shared/errors.ts';
import { type HqCaller, permissionRefused, permitsInEnterprise, reachesCompany } from './caller.ts';

/**
 * What the service means to do with the object. The role check goes by what the request needs
 * (the operation's permission, caller.need), so this only documents the call.
 */
export type Access = 'read' | 'write';

/**
 * An enterprise the caller reaches (the service found it through the caller's reach, or it is
 * not found): answers 403 when the caller's roles do not allow the request on it. Enterprise-wide
 * permissions (changing it, its settlement accounts) need a role in the enterprise itself, which
 * a company-limited token never has.
 */
export function enterpriseOf(caller: HqCaller, enterpriseId: string): string {
  if (!permitsInEnterprise(caller, enterpriseId)) throw permissionRefused(caller.need);
  return enterpriseId;
}

/**
 * The company a request names (in its path or body), checked before anything is read: the
 * caller must reach it, or the request answers 404 "No such <thing>" (`thing` is what the URL
 * names: the company for a list or a create, the object when the path holds both).
 */
export function companyOf(
  caller: HqCaller,
  companyId: string | null | undefined,
  thing = 'company',
  _access: Access = 'read',
): string {
  if (!companyId || !reachesCompany(caller, companyId)) throw notFound(thing);
  return companyId;
}

/**
 * Whether the caller reaches a company, for a service that chooses among candidates (e.g. what an
 * id names: a company of the caller's, or else a user) rather than answers 404. A reached company
 * whose roles do not allow the request still answers 403.
 */
export function reaches(caller: HqCaller, companyId: string | null | undefined): companyId is string {
  return reachesCompany(caller, companyId);
}

/**
 * Loads an object by what the request names, then checks its company: a missing object and
 * another tenant's answer the same 404 "No such <thing>". `load` is given the companies the
 * caller reaches, to name in its statement: an id in a URL does not say its company, and a
 * database distributed by company_id routes a load that names them to their nodes instead of
 * asking every node (docs/scaling.md, "Statements"). The company is still checked on the row.
 */
export async function reachable<T extends { company_id: string }>(
  caller: HqCaller,
  thing: string,
  load: (companyIds: string[]) => Promise<T | null | undefined>,
  access: Access = 'read',
): Promise<T> {
  const found = await load([...caller.companyIds]);
  if (!found) throw notFound(thing);
  companyOf(caller, found.company_id, thing, access);
  return found;
}
