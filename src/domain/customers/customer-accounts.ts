import type { PrismaClient } from '../../generated/prisma/client.ts';
import { hashPassword, verifyPassword } from '../auth/secrets.ts';
import { ApiError, conflict } from '../errors.ts';

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
  phone_country_code?: string;
  phone_number?: string;
}

export interface CustomerAccountView {
  id: string;
  email: string;
  name: string;
  phone_country_code: string | null;
  phone_number: string | null;
  created_at: string;
}

/** Marketplace customer accounts: sign-up and password login (CONTRACT.md section 4). */
export class CustomerAccounts {
  constructor(private readonly prisma: PrismaClient) {}

  async signUp(input: SignUpInput): Promise<CustomerAccountView> {
    const email = input.email.trim().toLowerCase();
    const existing = await this.prisma.marketplaceUser.findUnique({ where: { email } });
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
    const row = await this.prisma.marketplaceUser.findUnique({
      where: { email: emailRaw.trim().toLowerCase() },
    });
    if (!row || !(await verifyPassword(row.password_hash, password))) {
      throw new ApiError(401, 'authentication_error', 'invalid_credentials', 'Wrong email or password.');
    }
    return view(row);
  }

  async get(id: string): Promise<CustomerAccountView | null> {
    const row = await this.prisma.marketplaceUser.findUnique({ where: { id } });
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
