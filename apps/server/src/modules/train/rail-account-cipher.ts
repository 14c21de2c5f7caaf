import crypto from 'node:crypto';
import { BizError } from '../../platform/errors.ts';

// Rail account passwords at rest: AES-256-GCM with a random 96-bit nonce, the key being the SHA-256 of the
// configured secret (RAIL_ACCOUNT_KEY). The owner and account are the additional data, so a ciphertext copied
// onto another row does not open. Stored as `v1.` + base64url(nonce | tag | ciphertext).

const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type TRailCipher = {
  seal: (password: string, owner: string, account: string) => string;
  open: (sealed: string, owner: string, account: string) => string;
};

const aad = (owner: string, account: string) => Buffer.from(`train_account:${owner}:${account}`, 'utf8');

/** The cipher of a configured secret; refuses with a clear message when the server has none (production unset). */
export const railCipher = (secret: string | undefined): TRailCipher => {
  if (!secret) throw new BizError('train.account.errors.keyMissing', {}, 500);
  const key = crypto.createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal: (password, owner, account) => {
      const nonce = crypto.randomBytes(NONCE_BYTES);
      const c = crypto.createCipheriv('aes-256-gcm', key, nonce);
      c.setAAD(aad(owner, account));
      const body = Buffer.concat([c.update(password, 'utf8'), c.final()]);
      return VERSION + Buffer.concat([nonce, c.getAuthTag(), body]).toString('base64url');
    },
    open: (sealed, owner, account) => {
      if (!sealed.startsWith(VERSION)) throw new Error('unknown rail password format');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      const d = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
      d.setAAD(aad(owner, account));
      d.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([d.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), d.final()]).toString('utf8');
    },
  };
};
