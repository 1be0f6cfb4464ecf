// The one access point of the HQ API (docs/architecture.md, "The access point"): whether a caller
// reaches an object is decided here, not written out in each service. A company's object is
// reached when the caller reaches its company; anything else answers 404, as if the object did not
// exist, so one tenant cannot even learn that another's id is taken. Roles (a later issue) plug
// in at `permits`: a reached object the caller's role may not touch will answer 403 there.
import { notFound } from '../shared/errors.ts';
import { type HqCaller, reachesCompany } from './caller.ts';

/** What the caller means to do with the object (the hook for roles). */
export type Access = 'read' | 'write';

/**
 * The role check of a reached company's object. Every caller who reaches the company may do
 * everything a token's scope allows (src/http/auth.ts refuses writes to read-only tokens); roles
 * will decide per action here and throw a 403 permission_error.
 */
function permits(_caller: HqCaller, _companyId: string, _access: Access): void {}

/**
 * The company a request names (in its path or body), checked before anything is read: the
 * caller must reach it, or the request answers 404 "No such <thing>" (`thing` is what the URL
 * names: the company for a list or a create, the object when the path holds both).
 */
export function companyOf(
  caller: HqCaller,
  companyId: string | null | undefined,
  thing = 'company',
  access: Access = 'read',
): string {
  if (!companyId || !reachesCompany(caller, companyId)) throw notFound(thing);
  permits(caller, companyId, access);
  return companyId;
}

/**
 * Whether the caller reaches a company, for a service that chooses among candidates (e.g. what an
 * id names: a company of the caller's, or else a user) rather than answers 404.
 */
export function reaches(caller: HqCaller, companyId: string | null | undefined): companyId is string {
  return reachesCompany(caller, companyId);
}

/**
 * Loads an object by what the request names, then checks its company: a missing object and
 * another tenant's answer the same 404 "No such <thing>".
 */
export async function reachable<T extends { company_id: string }>(
  caller: HqCaller,
  thing: string,
  load: () => Promise<T | null | undefined>,
  access: Access = 'read',
): Promise<T> {
  const found = await load();
  if (!found) throw notFound(thing);
  companyOf(caller, found.company_id, thing, access);
  return found;
}
