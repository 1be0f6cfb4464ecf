// Customer sign-up as a client goes through it: POST /users (202, an e-mail with a code), then
// POST /users/confirmation with the code from that e-mail (read from the outbox), which answers
// the account and its token.
import type { FastifyInstance } from 'fastify';
import type { SqlTx } from '../../src/db/sql.ts';

/** The code of the newest confirmation e-mail to `email` (none: throws). */
export async function confirmationCode(sql: SqlTx, email: string): Promise<string> {
  const [mail] = await sql.query<{ body: string }>(
    `SELECT body FROM outbox_messages WHERE "to" = $1::text AND kind = 'signup_confirmation'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email.trim().toLowerCase()],
  );
  const code = mail && /^ {4}(\S+)$/m.exec(mail.body)?.[1];
  if (!code) throw new Error(`no confirmation e-mail to ${email}`);
  return code;
}

export interface SignedUp {
  /** The confirmation's status (200 when it worked). */
  status: number;
  body: { token: string; token_type: 'Bearer'; user: { id: string; email: string; name: string } };
}

/** Signs a customer up and confirms the e-mail: the confirmation's answer (token and account). */
export async function signUpCustomer(
  app: FastifyInstance,
  sql: SqlTx,
  body: {
    email: string;
    password: string;
    name?: string;
    phone_country_code?: string;
    phone_number?: string;
  },
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const started = await app.inject({ method: 'POST', url: '/v1/marketplace/users', payload: body, headers });
  if (started.statusCode !== 202) return { status: started.statusCode, body: started.json() };
  const token = await confirmationCode(sql, body.email);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v1/marketplace/users/confirmation',
    payload: { token },
    headers,
  });
  return { status: confirmed.statusCode, body: confirmed.json() };
}
