import { randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql.ts';
import { AttemptCounters, attemptKey, TooManyAttemptsError } from '../auth/attempts.ts';
import { hashPassword, hashToken, verifyPassword } from '../auth/secrets.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { ApiError } from '../shared/errors.ts';
import {
  accountByEmail,
  accountById,
  dropSignUps,
  insertAccount,
  insertSignUp,
  takeSignUp,
} from './customer-store.ts';
import type { CustomerAccountView, SignUpInput } from './schemas.ts';
import { accountExistsMail, confirmationMail } from './signup-mail.ts';

export type { CustomerAccountView };

/** Failed log-ins are counted for 15 minutes (OWASP's authentication cheat sheet: an observation window). */
const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Sign-ups per client address, and messages per e-mail address, in an hour. */
const SIGNUPS_PER_CLIENT_HOUR = 10;
const SIGNUP_MAILS_PER_ADDRESS_HOUR = 3;
/** How long the sign-up link stays good. */
const SIGNUP_TTL_HOURS = 24;

export interface AccountLimits {
  /** Failed log-ins per account (e-mail, known or not) in 15 minutes before back-off. */
  perAccount: number;
  /** Failed log-ins per client address in 15 minutes before back-off. */
  perClient: number;
  /** The first hold at the limit, in seconds; each further failure doubles it. */
  backoffSeconds: number;
}

/** What sign-up answers, whatever the e-mail address (it never says whether it has an account). */
export interface SignUpStarted {
  status: 'confirmation_sent';
  email: string;
}

const invalidConfirmation = () =>
  new ApiError(
    400,
    'invalid_request_error',
    'invalid_confirmation',
    'The confirmation token is unknown, used or expired; sign up again.',
  );

/**
 * A hash of a random password, verified against when the e-mail has no account (or no password):
 * the same argon2 work for a known and an unknown e-mail, so the answer's time tells nothing.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
};

/**
 * Marketplace customer accounts (docs/api-conventions.md#authentication): sign-up confirmed by e-mail, and
 * password log-in limited per account and per client address (docs/reliability.md).
 */
export class CustomerAccounts {
  private readonly sql: Sql;
  private readonly outbox: Outbox;
  private readonly attempts: AttemptCounters;
  private readonly limits: AccountLimits;

  constructor(sql: Sql, outbox: Outbox, limits: AccountLimits) {
    this.sql = sql;
    this.outbox = outbox;
    this.attempts = new AttemptCounters(sql);
    this.limits = limits;
  }

  /**
   * Starts a sign-up. The answer, and the work done, are the same whether or not the address has
   * an account: the password is hashed and a pending sign-up written either way, and one message
   * goes to the address: a confirmation token when it is free, a note that an account exists
   * when it is not (sign in or reset the password). Only the mailbox's owner learns which.
   */
  async signUp(input: SignUpInput, client: string): Promise<SignUpStarted> {
    const email = input.email.trim().toLowerCase();
    const byClient = await this.attempts.hit(attemptKey('signup-client', client), {
      windowSeconds: 3600,
      limit: SIGNUPS_PER_CLIENT_HOUR,
      hold: 'window',
    });
    if (byClient.count > SIGNUPS_PER_CLIENT_HOUR)
      throw new TooManyAttemptsError(byClient.heldForSeconds, 'sign-ups');
    const passwordHash = await hashPassword(input.password);
    const token = randomBytes(32).toString('base64url');
    // Past a few messages an hour the address gets no more (its owner is not flooded); the
    // answer stays the same.
    const byAddress = await this.attempts.hit(attemptKey('signup-email', email), {
      windowSeconds: 3600,
      limit: SIGNUP_MAILS_PER_ADDRESS_HOUR,
      hold: 'window',
    });
    await this.sql.transaction(async (tx) => {
      const existing = await accountByEmail(tx, email);
      await insertSignUp(tx, {
        tokenHash: hashToken(token),
        email,
        passwordHash,
        name: input.name ?? '',
        phoneCountryCode: input.phone_country_code ?? null,
        phoneNumber: input.phone_number ?? null,
        ttlHours: SIGNUP_TTL_HOURS,
      });
      if (byAddress.count > SIGNUP_MAILS_PER_ADDRESS_HOUR) return;
      await this.outbox.enqueue(tx, existing ? accountExistsMail(email) : confirmationMail(email, token));
    });
    this.outbox.notifyEnqueued();
    return { status: 'confirmation_sent', email };
  }

  /** Finishes a sign-up: the token from the e-mail makes the account (once), answered as a log-in. */
  async confirmSignUp(token: string): Promise<CustomerAccountView> {
    return this.sql.transaction(async (tx) => {
      const pending = await takeSignUp(tx, hashToken(token));
      if (!pending) throw invalidConfirmation();
      // The address may have been confirmed meanwhile through another of its sign-ups.
      const row = await insertAccount(tx, pending);
      if (!row) throw invalidConfirmation();
      await dropSignUps(tx, pending.email);
      const account = await accountById(tx, row.id);
      return view(account!);
    });
  }

  /**
   * The account for these credentials; a wrong e-mail or password is the same 401, after the same
   * work. Failures are counted per account (the e-mail, whether it has an account or not) and per
   * client address: past the limits the next attempts wait, doubling from 1 s (429 with
   * Retry-After), whatever token the request carries. A success clears the account's count.
   */
  async logIn(emailRaw: string, password: string, client: string): Promise<CustomerAccountView> {
    const email = emailRaw.trim().toLowerCase();
    const accountKey = attemptKey('login-account', email);
    const clientKey = attemptKey('login-client', client);
    // Counted before the password is checked, in one statement per key that also refuses while
    // the key is held: simultaneous guesses cannot all slip in before the first failure counts.
    const rule = (limit: number) => ({
      windowSeconds: LOGIN_WINDOW_SECONDS,
      limit,
      hold: 'backoff' as const,
      backoffSeconds: this.limits.backoffSeconds,
    });
    const [account, byClient] = await Promise.all([
      this.attempts.take(accountKey, rule(this.limits.perAccount)),
      this.attempts.take(clientKey, rule(this.limits.perClient)),
    ]);
    if (!account.allowed || !byClient.allowed) {
      // Only the held key's refusal: the other's count is given back.
      if (account.allowed) await this.attempts.forgive(accountKey);
      if (byClient.allowed) await this.attempts.forgive(clientKey);
      throw new TooManyAttemptsError(
        Math.max(
          account.allowed ? 0 : account.heldForSeconds,
          byClient.allowed ? 0 : byClient.heldForSeconds,
        ),
        'failed log-ins',
      );
    }
    const row = await accountByEmail(this.sql, email);
    const verified = await verifyPassword(row?.password_hash ?? (await decoy()), password);
    if (!row?.password_hash || !verified)
      throw new ApiError(401, 'authentication_error', 'invalid_credentials', 'Wrong email or password.');
    // A success: the account's failures are forgotten, and this attempt is not the address's failure.
    await this.attempts.forgive(clientKey);
    await this.attempts.clear(accountKey);
    return view(row);
  }

  async get(id: string): Promise<CustomerAccountView | null> {
    const row = await accountById(this.sql, id);
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
