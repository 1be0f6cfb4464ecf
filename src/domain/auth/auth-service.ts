import type { PrismaClient } from '../../db/database.ts';
import type { ApiToken } from '../../generated/prisma/client.ts';
import { notFound } from '../errors.ts';
import type { HqCaller } from './caller.ts';
import { hashToken, newAccessToken } from './secrets.ts';

export interface TokenOptions {
  name?: string;
  scope?: 'read' | 'write';
  /** Companies the token is limited to; each must be in the user's reach. Empty: all of it. */
  companyIds?: string[];
  expiresAt?: Date | null;
}

/** A token as its user sees it in a list: never the token, never its hash. */
export function apiTokenView(row: ApiToken) {
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

export class AuthService {
  private readonly prisma: PrismaClient;

  constructor(prisma: PrismaClient) {
    this.prisma = prisma;
  }

  /**
   * The caller behind an HQ bearer token, or null when it is unknown, expired or revoked. Every
   * HQ request pays for this, so the token and the caller's reach (companies they are a live
   * employee of, enterprises they administer and those enterprises' companies) come in one
   * round trip.
   */
  async hqCaller(token: string): Promise<HqCaller | null> {
    const rows = await this.prisma.$queryRaw<
      {
        token_id: string;
        user_id: string;
        scope: 'read' | 'write';
        token_companies: string[] | null;
        employee_companies: string[];
        enterprises: string[];
        admin_companies: string[];
      }[]
    >`
      SELECT t.id AS token_id, t.user_id, t.scope::text AS scope, t.company_ids AS token_companies,
        ARRAY(SELECT e.company_id FROM employees e
               WHERE e.user_id = t.user_id AND e.deleted_at IS NULL) AS employee_companies,
        ARRAY(SELECT a.enterprise_id FROM enterprise_admins a WHERE a.user_id = t.user_id) AS enterprises,
        ARRAY(SELECT c.id FROM companies c JOIN enterprise_admins a ON a.enterprise_id = c.enterprise_id
               WHERE a.user_id = t.user_id) AS admin_companies
        FROM api_tokens t
       WHERE t.token_hash = ${hashToken(token)} AND t.revoked_at IS NULL
         AND (t.expires_at IS NULL OR t.expires_at > ${new Date()})`;
    const row = rows[0];
    if (!row) return null;
    const reach = new Set([...row.employee_companies, ...row.admin_companies]);
    const limited = (row.token_companies ?? []).length > 0;
    return {
      userId: row.user_id,
      tokenId: row.token_id,
      scope: row.scope,
      // A token limited to companies reaches those of them its user still reaches, and no
      // enterprise-wide object: it is narrower than its user, never wider.
      companyIds: limited ? new Set((row.token_companies ?? []).filter((id) => reach.has(id))) : reach,
      enterpriseIds: limited ? new Set() : new Set(row.enterprises),
    };
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
    const [employee, admin] = await Promise.all([
      this.prisma.employee.findMany({
        where: { user_id: userId, deleted_at: null },
        select: { company_id: true },
      }),
      this.prisma.company.findMany({
        where: { enterprise: { admins: { some: { user_id: userId } } } },
        select: { id: true },
      }),
    ]);
    return new Set([...employee.map((e) => e.company_id), ...admin.map((c) => c.id)]);
  }

  /** The live (unrevoked, unexpired) tokens of a user, newest first. */
  async listTokens(userId: string) {
    const rows = await this.prisma.apiToken.findMany({
      where: {
        user_id: userId,
        revoked_at: null,
        OR: [{ expires_at: null }, { expires_at: { gt: new Date() } }],
      },
      orderBy: [{ created_at: 'desc' }, { id: 'asc' }],
    });
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
