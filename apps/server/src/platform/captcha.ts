import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, lt } from 'drizzle-orm';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, type TCaptcha, type TCaptchaAnswer } from '@opentmc/contracts';
import type { TClock } from './clock.ts';
import type { TDb } from './db/database.ts';
import { hitRateLimits } from './rate-limit.ts';
import { captchas } from './tables.ts';

// The captcha image (spec "captcha image"; issue 14 item 3, ADR 0028). svg-captcha draws each character as a glyph
// outline with noise lines (no text in the SVG for a script to read); the characters are ours, from crypto, since
// its own come from Math.random. Its typings leave out the function that draws a given text, so it is loaded as
// the package exports it, with the first captcha: it reads and parses its font as it loads, memory a server keeps
// from then on (docs/performance.md "Start-up memory").
type TDraw = (text: string, options: Record<string, unknown>) => string;
let drawer: TDraw | undefined;
const draw: TDraw = (text, options) =>
  (drawer ??= createRequire(import.meta.url)('svg-captcha') as TDraw)(text, options);

/** Letters and digits without look-alikes (0/O, 1/I/L): read from a small image, typed in any case. */
export const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * Captchas one address may ask for in 15 minutes. Each is good for one try, so this also bounds the password tries
 * of an address past the guard's threshold (password-guard.ts): a flood is refused, an office still logs in.
 */
export const CAPTCHAS_PER_IP = 200;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answerHash = (id: string, answer: string) =>
  crypto.createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('base64url');

/**
 * Security/Captcha: a new captcha. Its answer is stored only as a hash, good for one check for 2 minutes; expired
 * ones are deleted as new ones are made.
 */
export const newCaptcha = async (deps: { db: TDb; clock: TClock }, ip: string): Promise<TCaptcha> => {
  await hitRateLimits(deps.db, deps.clock, [{ bucket: `captcha:ip:${ip}`, max: CAPTCHAS_PER_IP, windowSeconds: 900 }]);
  const text = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_CHARS[crypto.randomInt(CAPTCHA_CHARS.length)]).join(
    '',
  );
  const id = crypto.randomUUID();
  const now = deps.clock.now();
  await deps.db.delete(captchas).where(lt(captchas.expiresAt, now));
  await deps.db.insert(captchas).values({
    id,
    answerHash: answerHash(id, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  const svg = draw(text, { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: '#f4f6fa' });
  return {
    CaptchaID: id,
    Image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    ExpiresIn: CAPTCHA_TTL_SECONDS,
  };
};

/**
 * Checks a captcha answer and uses the captcha up, right or wrong (one try each): 'missing' when none was given,
 * 'wrong' when it does not match or the captcha is unknown, used or expired.
 */
export const checkCaptcha = async (
  deps: { db: TDb; clock: TClock },
  a: TCaptchaAnswer,
): Promise<'ok' | 'missing' | 'wrong'> => {
  if (!a.CaptchaID || !a.CaptchaCode) return 'missing';
  if (!UUID_RE.test(a.CaptchaID)) return 'wrong';
  const [row] = await deps.db.delete(captchas).where(eq(captchas.id, a.CaptchaID)).returning();
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return 'wrong';
  const given = Buffer.from(answerHash(row.id, a.CaptchaCode));
  const stored = Buffer.from(row.answerHash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? 'ok' : 'wrong';
};
