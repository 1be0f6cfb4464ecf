/** Who is calling the HQ API, and which companies and enterprises they reach. */
export interface HqCaller {
  userId: string;
  tokenId: string;
  /** `read`: GET only (a write answers 403 permission_error); `write`: all its user may do. */
  scope: 'read' | 'write';
  companyIds: ReadonlySet<string>;
  enterpriseIds: ReadonlySet<string>;
}

/** A marketplace customer signed in with a JWT. */
export interface CustomerCaller {
  userId: string;
}

export function reachesCompany(caller: HqCaller, companyId: string | null | undefined): boolean {
  return !!companyId && caller.companyIds.has(companyId);
}

export function reachesEnterprise(caller: HqCaller, enterpriseId: string | null | undefined): boolean {
  return !!enterpriseId && caller.enterpriseIds.has(enterpriseId);
}
