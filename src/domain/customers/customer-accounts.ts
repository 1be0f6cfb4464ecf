import { prepared, qb } from '../../db/kysely.ts';
import type { SqlTx } from '../../db/sql.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { hashPassword, verifyPassword } from '../auth/secrets.ts';
import { ApiError, conflict } from '../errors.ts';
import type { CustomerAccountView, SignUpInput } from './schemas.ts';

export type { CustomerAccountView };

const BY_EMAIL = prepared((p: { email: string }) =>
  qb.selectFrom('marketplace_users').selectAll().where('email', '=', p.email),
);
const BY_ID = prepared((p: { id: string }) =>
  qb
    .selectFrom('marketplace_users')
    .select(['id', 'email', 'name', 'phone_country_code', 'phone_number', 'created_at'])
    .where('id', '=', p.id),
);

/** Marketplace customer accounts: sign-up and password login (CONTRACT.md section 4). */
export class CustomerAccounts {
  private readonly prisma: PrismaClient;
  private readonly sql: SqlTx;

  constructor(prisma: PrismaClient, sql: SqlTx) {
    this.prisma = prisma;
    this.sql = sql;
  }

  async signUp(input: SignUpInput): Promise<CustomerAccountView> {
    const email = input.email.trim().toLowerCase();
    const existing = await BY_EMAIL.row(this.sql, { email });
    if (existing) throw conflict('email_taken', 'An account with this email exists; sign in instead.');
    const row = await this.prisma.marketplaceUser.create({
      data: {
        email,
        password_hash: await hashPassword(input.password),
        name: input.name ?? '',
        phone_country_code: input.phone_country_code,
        phone_number: input.phone_number,
      },
    });
    return view(row);
  }

  /** The account for these credentials; a wrong email or password is the same 401. */
  async logIn(emailRaw: string, password: string): Promise<CustomerAccountView> {
    const row = await BY_EMAIL.row(this.sql, { email: emailRaw.trim().toLowerCase() });
    if (!row || !(await verifyPassword(row.password_hash, password))) {
      throw new ApiError(401, 'authentication_error', 'invalid_credentials', 'Wrong email or password.');
    }
    return view(row);
  }

  async get(id: string): Promise<CustomerAccountView | null> {
    const row = await BY_ID.row(this.sql, { id });
    return row ? view(row) : null;
  }
}

function view(row: {
  id: string;
  email: string;
  name: string;
  phone_country_code: string | null;
  phone_number: string | null;
  created_at: Date;
}): CustomerAccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone_country_code: row.phone_country_code,
    phone_number: row.phone_number,
    created_at: row.created_at.toISOString(),
  };
}
