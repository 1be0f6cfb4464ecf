// HQ API tokens: the caller behind a token (every HQ request, kept while nothing it depends on
// changed), and issuing, listing and revoking a user's tokens. The SQL is in auth-store.ts, the
// token's view in auth-view.ts.
import type { PrismaClient } from '../../db/database.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { notFound } from '../shared/errors.ts';
import { callerByTokenHash, insertToken, liveTokensOf, reachOfUser, revokeToken } from './auth-store.ts';
import { apiTokenView } from './auth-view.ts';
import type { HqCaller } from './caller.ts';
import type { EnterpriseRole, Role } from './roles.ts';
import { hashToken, newAccessToken } from './secrets.ts';

export interface TokenOptions {
  name?: string;
  scope?: 'read' | 'write';
  /** Companies the token is limited to; each must be in the user's reach. Empty: all of it. */
  companyIds?: string[];
  expiresAt?: Date | null;
}

export class AuthService {
  /** The database (db/kysely.ts); the CLI and the demo leave it to their Prisma client's connection. */
  private readonly sql: SqlTx;
  /**
   * Callers by their token's hash, reused while no token, employee, enterprise admin or company
   * changed (cache/change-cache.ts): a revoked token is refused at the next request on any
   * instance. Unknown tokens are not kept (rotating garbage ones must not evict live ones).
   */
  private readonly callers: ChangeCache<{ caller: HqCaller; expiresAt: number | null } | null>;

  constructor(prisma: PrismaClient, sql: SqlTx = prismaTxSql(prisma), changes?: TableChanges) {
    this.sql = sql;
    this.callers = new ChangeCache(changes, 1000);
  }

  /**
   * The caller behind an HQ bearer token, or null when it is unknown, expired or revoked. Every
   * HQ request pays for this, so the token and the caller's reach (companies they are a live
   * employee of, enterprises they administer and those enterprises' companies) come in one
   * round trip.
   */
  async hqCaller(token: string): Promise<HqCaller | null> {
    const hash = hashToken(token);
    const found = await this.callers.get(hash, () => this.loadCaller(hash), {
      dependsOn: dependencies(CACHED_READS.hqCaller),
      keep: (known) => known !== null,
    });
    // Checked on every use: the cached answer holds until when the token is live, not whether it is.
    if (!found || (found.expiresAt !== null && found.expiresAt <= Date.now())) return null;
    return found.caller;
  }

  private async loadCaller(hash: string) {
    const row = await callerByTokenHash(this.sql, hash);
    if (!row) return null;
    // The roles per company: the employee's own and the enterprise's (which acts in each of its
    // companies); a user may hold both.
    const roles = new Map<string, Role[]>();
    for (const held of [...row.employee_companies, ...row.admin_companies]) {
      roles.set(held.company_id, [...(roles.get(held.company_id) ?? []), held.role]);
    }
    const tokenCompanies: string[] = row.token_companies ?? [];
    const limited = tokenCompanies.length > 0;
    // A token limited to companies reaches those of them its user still reaches, in the user's
    // roles there, and no enterprise-wide object: it is narrower than its user, never wider.
    if (limited) for (const id of [...roles.keys()]) if (!tokenCompanies.includes(id)) roles.delete(id);
    const enterpriseRoles = new Map<string, EnterpriseRole>(
      limited ? [] : row.enterprises.map((e) => [e.enterprise_id, e.role]),
    );
    const caller: HqCaller = {
      userId: row.user_id,
      tokenId: row.token_id,
      scope: row.scope,
      companyIds: new Set(roles.keys()),
      enterpriseIds: new Set(enterpriseRoles.keys()),
      companyRoles: roles,
      enterpriseRoles,
      employeeIds: new Map(
        row.employee_companies.filter((e) => roles.has(e.company_id)).map((e) => [e.company_id, e.id]),
      ),
      heldRoles: {
        employee: Object.fromEntries(row.employee_companies.map((e) => [e.company_id, e.role])),
        enterprise: Object.fromEntries(row.enterprises.map((e) => [e.enterprise_id, e.role])),
      },
      need: null,
    };
    return { caller, expiresAt: row.expires_at?.getTime() ?? null };
  }

  /**
   * A new token for a user; answers the token itself, which is shown this once (only its hash is
   * stored). Limiting companies must be within the user's reach (404 otherwise, as for any
   * object the user cannot see).
   */
  async issueToken(userId: string, name: string | TokenOptions = 'cli'): Promise<string> {
    const options: TokenOptions = typeof name === 'string' ? { name } : name;
    const companyIds = [...new Set(options.companyIds ?? [])];
    if (companyIds.length > 0) {
      const reach = await reachOfUser(this.sql, userId);
      const outside = companyIds.find((id) => !reach.has(id));
      if (outside) throw notFound(`company ${outside}`);
    }
    const token = newAccessToken();
    await insertToken(this.sql, {
      user_id: userId,
      token_hash: hashToken(token),
      name: options.name ?? 'cli',
      scope: options.scope ?? 'write',
      company_ids: companyIds,
      expires_at: options.expiresAt ?? null,
    });
    return token;
  }

  /** The live (unrevoked, unexpired) tokens of a user, newest first. */
  async listTokens(userId: string) {
    const rows = await liveTokensOf(this.sql, userId, new Date());
    return rows.map(apiTokenView);
  }

  /** Revokes one of the user's own live tokens by id; any other id is a 404. */
  async revokeTokenById(userId: string, tokenId: string): Promise<void> {
    if (!(await revokeToken(this.sql, { id: tokenId, userId }))) throw notFound('API token');
  }

  async revokeToken(token: string): Promise<boolean> {
    return revokeToken(this.sql, { hash: hashToken(token) });
  }
}
