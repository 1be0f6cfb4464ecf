import { createHash, randomBytes } from 'node:crypto';

/** Opaque HQ access tokens: 256 random bits; only their SHA-256 is stored. */
export function newAccessToken(): string {
  return `hq_${randomBytes(32).toString('base64url')}`;
}

/**
 * A fast hash is right for tokens (unlike passwords): they carry 256 bits of entropy, so there is
 * nothing to brute-force, and the lookup must be an index hit on every request.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// argon2id with the library's defaults (19 MiB, t=2), OWASP's recommended baseline. The native
// module is loaded at the first password a server sees (sign-up, log-in), not at start: about
// 3 MB resident that a server taking no customer logins never needs.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password);
}

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  // Loaded outside the try: a module that fails to load is an error, not a wrong password.
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
