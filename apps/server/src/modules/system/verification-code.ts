import crypto from 'node:crypto';

// Pure helpers for verification codes: 6 random digits, stored only as an HMAC that binds the code
// to its destination and purpose.

export const CODE_DIGITS = 6;

/** A uniformly random 6-digit code (leading zeros allowed). */
export const generateCode = (): string => String(crypto.randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** A fresh random salt (the HMAC key of one code). */
export const newSalt = (): string => crypto.randomBytes(16).toString('base64url');

/** HMAC-SHA256 of the code under its salt, bound to where it was sent and why. */
export const hashCode = (salt: string, destination: string, purpose: string, code: string): string =>
  crypto.createHmac('sha256', salt).update(`${purpose}\n${destination}\n${code}`).digest('base64url');

/** Constant-time comparison of a code with a stored hash. */
export const codeMatches = (
  stored: { salt: string; codeHash: string; destination: string; purpose: string },
  code: string,
): boolean => {
  const a = Buffer.from(hashCode(stored.salt, stored.destination, stored.purpose, code));
  const b = Buffer.from(stored.codeHash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** A one-time token (password reset) and the SHA-256 under which it is stored. */
export const newToken = (): { token: string; hash: string } => {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('base64url');
