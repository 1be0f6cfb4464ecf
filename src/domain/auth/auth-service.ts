import type { PrismaClient } from '../../db/database.ts';
import { arrayOf, prepared, qb } from '../../db/kysely.ts';
import { prismaTxSql, type SqlTx } from '../../db/sql.ts';
import type { HqCaller } from './caller.ts';
import { hashToken, newAccessToken } from './secrets.ts';

/** A live token and its user's reach: the companies they are a live employee of, the enterprises they administer and those enterprises' companies. */
const HQ_CALLER = prepared((p: { hash: string; now: Date }) =>
  qb
    .selectFrom('api_tokens as t')
    .where('t.token_hash', '=', p.hash)
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', p.now)]))
    .select((eb) => [
      't.id as token_id',
      't.user_id',
      arrayOf(
        eb
          .selectFrom('employees as e')
          .select('e.company_id')
          .whereRef('e.user_id', '=', 't.user_id')
          .where('e.deleted_at', 'is', null),
      ).as('employee_companies'),
      arrayOf(
        eb
          .selectFrom('enterprise_admins as a')
          .select('a.enterprise_id')
          .whereRef('a.user_id', '=', 't.user_id'),
      ).as('enterprises'),
      arrayOf(
        eb
          .selectFrom('companies as c')
          .innerJoin('enterprise_admins as a', 'a.enterprise_id', 'c.enterprise_id')
          .select('c.id')
          .whereRef('a.user_id', '=', 't.user_id'),
      ).as('admin_companies'),
    ]),
);

export class AuthService {
  constructor(
    private readonly prisma: PrismaClient,
    /** Reads on the request path (db/kysely.ts); the CLI may leave it to Prisma's connection. */
    private readonly sql: SqlTx = prismaTxSql(prisma),
  ) {}

  /**
   * The caller behind an HQ bearer token, or null when it is unknown, expired or revoked. Every
   * HQ request pays for this, so the token and the caller's reach (companies they are a live
   * employee of, enterprises they administer and those enterprises' companies) come in one
   * round trip.
   */
  async hqCaller(token: string): Promise<HqCaller | null> {
    const found = await HQ_CALLER.row(this.sql, { hash: hashToken(token), now: new Date() });
    if (!found) return null;
    return {
      userId: found.user_id,
      tokenId: found.token_id,
      companyIds: new Set([...found.employee_companies, ...found.admin_companies]),
      enterpriseIds: new Set(found.enterprises),
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
