import type { PrismaClient } from '../../db/database.ts';
import type { HqCaller } from './caller.ts';
import { hashToken, newAccessToken } from './secrets.ts';

export class AuthService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The caller behind an HQ bearer token, or null when it is unknown, expired or revoked. */
  async hqCaller(token: string): Promise<HqCaller | null> {
    const row = await this.prisma.apiToken.findUnique({ where: { token_hash: hashToken(token) } });
    const now = new Date();
    if (!row || row.revoked_at || (row.expires_at && row.expires_at <= now)) return null;
    const userId = row.user_id;
    const [employments, admins] = await Promise.all([
      this.prisma.employee.findMany({
        where: { user_id: userId, deleted_at: null },
        select: { company_id: true },
      }),
      this.prisma.enterpriseAdmin.findMany({ where: { user_id: userId }, select: { enterprise_id: true } }),
    ]);
    const enterpriseIds = new Set(admins.map((a) => a.enterprise_id));
    const companyIds = new Set(employments.map((e) => e.company_id));
    if (enterpriseIds.size > 0) {
      const owned = await this.prisma.company.findMany({
        where: { enterprise_id: { in: [...enterpriseIds] } },
        select: { id: true },
      });
      for (const c of owned) companyIds.add(c.id);
    }
    return { userId, tokenId: row.id, companyIds, enterpriseIds };
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
