import type { PrismaClient } from '../../db/database.ts';
import type { HqCaller } from './caller.ts';
import { hashToken, newAccessToken } from './secrets.ts';

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
        employee_companies: string[];
        enterprises: string[];
        admin_companies: string[];
      }[]
    >`
      SELECT t.id AS token_id, t.user_id,
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
    return {
      userId: row.user_id,
      tokenId: row.token_id,
      companyIds: new Set([...row.employee_companies, ...row.admin_companies]),
      enterpriseIds: new Set(row.enterprises),
    };
  }

  async issueToken(userId: string, name = 'cli'): Promise<string> {
    const token = newAccessToken();
    await this.prisma.apiToken.create({ data: { user_id: userId, token_hash: hashToken(token), name } });
    return token;
  }

  async revokeToken(token: string): Promise<boolean> {
    const result = await this.prisma.apiToken.updateMany({
      where: { token_hash: hashToken(token), revoked_at: null },
      data: { revoked_at: new Date() },
    });
    return result.count > 0;
  }
}
