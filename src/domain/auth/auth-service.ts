import type { PrismaClient } from '../../db/database.ts';
import { arrayOf, jsonRows, prepared, qb, type Row } from '../../db/kysely.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import { CACHED_READS, dependencies } from '../cache/cached-reads.ts';
import { ChangeCache } from '../cache/change-cache.ts';
import type { TableChanges } from '../cache/table-changes.ts';
import { notFound } from '../shared/errors.ts';
import type { HqCaller } from './caller.ts';
import type { EnterpriseRole, Role } from './roles.ts';
import type { ApiTokenView } from './schemas.ts';
import { hashToken, newAccessToken } from './secrets.ts';

export interface TokenOptions {
  name?: string;
  scope?: 'read' | 'write';
  /** Companies the token is limited to; each must be in the user's reach. Empty: all of it. */
  companyIds?: string[];
  expiresAt?: Date | null;
}

/** A token as its user sees it in a list: never the token, never its hash. */
export function apiTokenView(row: Row<'api_tokens'>): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    companies: row.company_ids,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * An unrevoked token, its expiry, scope and companies, and its user's reach with the role held in
 * each: the companies they are a live employee of, the enterprises they administer and those
 * enterprises' companies. The expiry is checked by the caller against now (the answer is cached;
 * time is not).
 */
const HQ_CALLER = prepared((p: { hash: string }) =>
  qb
    .selectFrom('api_tokens as t')
    .where('t.token_hash', '=', p.hash)
    .where('t.revoked_at', 'is', null)
    .select((eb) => [
      't.id as token_id',
      't.expires_at',
      't.user_id',
      't.scope',
      't.company_ids as token_companies',
      // Not correlated with the token row (api_tokens is a reference table, employees a
      // distributed one: Citus refuses such a correlated subquery); the user by the same hash.
      jsonRows(
        eb
          .selectFrom('employees as e')
          .select(['e.id', 'e.company_id', 'e.role'])
          .where('e.user_id', 'in', (sub) =>
            sub
              .selectFrom('api_tokens as u')
              .select('u.user_id')
              .where('u.token_hash', '=', p.hash)
              .where('u.revoked_at', 'is', null),
          )
          .where('e.deleted_at', 'is', null),
      ).as('employee_companies'),
      jsonRows(
        eb
          .selectFrom('enterprise_admins as a')
          .select(['a.enterprise_id', 'a.role'])
          .whereRef('a.user_id', '=', 't.user_id'),
      ).as('enterprises'),
      jsonRows(
        eb
          .selectFrom('companies as c')
          .innerJoin('enterprise_admins as a', 'a.enterprise_id', 'c.enterprise_id')
          .select(['c.id as company_id', 'a.role'])
          .whereRef('a.user_id', '=', 't.user_id'),
      ).as('admin_companies'),
    ]),
);

export class AuthService {
  private readonly prisma: PrismaClient;
  /** Reads on the request path (db/kysely.ts); the CLI may leave it to Prisma's connection. */
  private readonly sql: SqlTx;
  /**
   * Callers by their token's hash, reused while no token, employee, enterprise admin or company
   * changed (cache/change-cache.ts): a revoked token is refused at the next request on any
   * instance. Unknown tokens are not kept (rotating garbage ones must not evict live ones).
   */
  private readonly callers: ChangeCache<{ caller: HqCaller; expiresAt: number | null } | null>;

  constructor(prisma: PrismaClient, sql: SqlTx = prismaTxSql(prisma), changes?: TableChanges) {
    this.prisma = prisma;
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
    const row = await HQ_CALLER.row(this.sql, { hash });
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
      const reach = await this.reachOf(userId);
      const outside = companyIds.find((id) => !reach.has(id));
      if (outside) throw notFound(`company ${outside}`);
    }
    const token = newAccessToken();
    await this.prisma.apiToken.create({
      data: {
        user_id: userId,
        token_hash: hashToken(token),
        name: options.name ?? 'cli',
        scope: options.scope ?? 'write',
        company_ids: companyIds,
        expires_at: options.expiresAt ?? null,
      },
    });
    return token;
  }

  private async reachOf(userId: string): Promise<Set<string>> {
    const reach = await REACH.row(this.sql, { userId });
    return new Set([...(reach?.employee ?? []), ...(reach?.admin ?? [])]);
  }

  /** The live (unrevoked, unexpired) tokens of a user, newest first. */
  async listTokens(userId: string) {
    const rows = await LIVE_TOKENS.rows(this.sql, { userId, now: new Date() });
    return rows.map(apiTokenView);
  }

  /** Revokes one of the user's own live tokens by id; any other id is a 404. */
  async revokeTokenById(userId: string, tokenId: string): Promise<void> {
    const result = await this.prisma.apiToken.updateMany({
      where: { id: tokenId, user_id: userId, revoked_at: null },
      data: { revoked_at: new Date() },
    });
    if (result.count === 0) throw notFound('API token');
  }

  async revokeToken(token: string): Promise<boolean> {
    const result = await this.prisma.apiToken.updateMany({
      where: { token_hash: hashToken(token), revoked_at: null },
      data: { revoked_at: new Date() },
    });
    return result.count > 0;
  }
}

/** The companies a user reaches: those they are a live employee of, and their enterprises' ones. */
const REACH = prepared((p: { userId: string }) =>
  qb.selectNoFrom((eb) => [
    arrayOf(
      eb
        .selectFrom('employees as e')
        .select('e.company_id')
        .where('e.user_id', '=', p.userId)
        .where('e.deleted_at', 'is', null),
    ).as('employee'),
    arrayOf(
      eb
        .selectFrom('companies as c')
        .innerJoin('enterprise_admins as a', 'a.enterprise_id', 'c.enterprise_id')
        .select('c.id')
        .where('a.user_id', '=', p.userId),
    ).as('admin'),
  ]),
);

/** A user's live (unrevoked, unexpired) tokens, newest first. */
const LIVE_TOKENS = prepared((p: { userId: string; now: Date }) =>
  qb
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', p.userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', p.now)]))
    .orderBy('created_at', 'desc')
    .orderBy('id'),
);
