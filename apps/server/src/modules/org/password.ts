import crypto from 'node:crypto';

// Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be raised
// later without breaking stored hashes. Plain passwords never leave this file's functions.

export type TScryptParams = { N: number; r: number; p: number };

/** ~32 MiB of memory per hash; OWASP's floor for scrypt is N=2^17 with r=8, ours trades some for latency. */
export const SCRYPT_DEFAULTS: TScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LEN = 32;
const SALT_LEN = 16;

const scrypt = (password: string, salt: Buffer, prm: TScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LEN,
      { N: prm.N, r: prm.r, p: prm.p, maxmem: 256 * prm.N * prm.r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });

/** Hashes a password with a fresh random salt. */
export const hashPassword = async (password: string, prm: TScryptParams = SCRYPT_DEFAULTS): Promise<string> => {
  const salt = crypto.randomBytes(SALT_LEN);
  const key = await scrypt(password, salt, prm);
  return ['scrypt', prm.N, prm.r, prm.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const parse = (stored: string): { prm: TScryptParams; salt: Buffer; key: Buffer } | null => {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return null;
  const prm = { N: Number(n), r: Number(r), p: Number(p) };
  // Refuse absurd parameters rather than burn memory on a corrupt row.
  if (![prm.N, prm.r, prm.p].every(Number.isSafeInteger) || prm.N < 2 || prm.N > 2 ** 20 || prm.r > 32 || prm.p > 16)
    return null;
  return { prm, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

/** Checks a password against a stored hash in constant time; false for a missing or malformed hash. */
export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Spend the same time as a real check, so an unknown account does not answer faster.
    await scrypt(password, crypto.randomBytes(SALT_LEN), SCRYPT_DEFAULTS);
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.prm);
  return key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
};

/** Whether a stored hash uses weaker parameters than today's defaults (rehash on next login). */
export const needsRehash = (stored: string): boolean => {
  const parsed = parse(stored);
  return !parsed || parsed.prm.N < SCRYPT_DEFAULTS.N || parsed.prm.r < SCRYPT_DEFAULTS.r;
};
