import type { TCaptchaAnswer, TCaptchaDemand } from '@opentmc/contracts';
import type { TCallContext } from './calls/types.ts';
import { checkCaptcha } from './captcha.ts';
import { BizError } from './errors.ts';
import { clearRateLimit, currentCounts, recordHits, type TRateRule } from './rate-limit.ts';

// The one guard of every password check (issue 14 item 3, ADR 0028): login by password or code, the old password on a
// change, the administrator's password on a handover. Failures count per person (the user, whichever of login name,
// mobile or email was typed; what was typed when it names nobody) and per address, over a sliding 15 minutes. Past a
// threshold the check needs a correct captcha first: the right password is never refused, so nobody can lock an
// account by guessing at it. Tries past the threshold are bounded by the captchas an address may ask for (captcha.ts).

export const PASSWORD_WINDOW_SECONDS = 15 * 60;
/** Wrong passwords for one person in the window, after which a captcha is asked for. */
export const PERSON_FAILS_BEFORE_CAPTCHA = 5;
/** Wrong passwords from one address in the window, after which a captcha is asked for (an office shares one). */
export const ADDRESS_FAILS_BEFORE_CAPTCHA = 20;

/** Whose password is checked: a user, or what was typed when it names nobody (so an unknown account behaves alike). */
export type TPasswordSubject = { userId: string } | { typed: string };

const personRule = (s: TPasswordSubject): TRateRule => ({
  bucket: 'userId' in s ? `password:user:${s.userId}` : `password:typed:${s.typed}`,
  max: PERSON_FAILS_BEFORE_CAPTCHA,
  windowSeconds: PASSWORD_WINDOW_SECONDS,
});
const addressRule = (ip: string): TRateRule => ({
  bucket: `password:ip:${ip}`,
  max: ADDRESS_FAILS_BEFORE_CAPTCHA,
  windowSeconds: PASSWORD_WINDOW_SECONDS,
});

const demand = (needCaptcha: boolean): TCaptchaDemand => ({ NeedCaptcha: needCaptcha });

/**
 * Runs a password (or code) check under the guard. `check` returns null for a wrong password, which is refused with
 * `wrongKey`; a BizError it throws (a wrong or expired code) counts as a failure too. Every refusal's result says
 * whether the next try needs a captcha ({NeedCaptcha}). A success forgets the person's failures.
 */
export const guardPasswordCheck = async <T>(
  ctx: Pick<TCallContext, 'db' | 'clock' | 'ip'>,
  g: { subject: TPasswordSubject; captcha: TCaptchaAnswer; wrongKey: string },
  check: () => Promise<T | null>,
): Promise<T> => {
  const person = personRule(g.subject);
  const address = addressRule(ctx.ip);
  const [personFails, addressFails] = await currentCounts(ctx.db, ctx.clock, [person, address]);
  if (personFails! >= person.max || addressFails! >= address.max) {
    const captcha = await checkCaptcha(ctx, g.captcha);
    if (captcha !== 'ok') throw new BizError(`messages.captcha.${captcha}`, {}, 400, demand(true));
  }
  const failed = async (): Promise<TCaptchaDemand> => {
    const [p, a] = await recordHits(ctx.db, ctx.clock, [person, address]);
    return demand(p! >= person.max || a! >= address.max);
  };
  let ok: T | null;
  try {
    ok = await check();
  } catch (err) {
    if (!(err instanceof BizError) || err.statusCode !== 400) throw err;
    throw new BizError(err.key, err.params, err.statusCode, {
      ...((err.result as Record<string, unknown> | null) ?? {}),
      ...(await failed()),
    });
  }
  if (ok === null) throw new BizError(g.wrongKey, {}, 400, await failed());
  await clearRateLimit(ctx.db, person.bucket);
  return ok;
};
