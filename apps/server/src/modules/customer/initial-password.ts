import crypto from 'node:crypto';
import type { TLang } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { enqueueMessage } from '../message/index.ts';

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;
const LENGTH = 12;

const pick = (set: string) => set[crypto.randomInt(set.length)]!;

/**
 * A random initial password within the password rules (8 to 16 characters) with lower and upper case and
 * digits; look-alike characters (0/O, 1/l/I) are left out because people type it from an SMS.
 */
export const initialPassword = (): string => {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < LENGTH) chars.push(pick(ALL));
  // Fisher-Yates, so the required classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
};

/** Writes the new account's SMS (account and initial password) to the outbox, in the creating transaction. */
export const queueAccountSms = (
  ctx: TAuthedContext,
  tx: TTx,
  m: {
    template: 'customerAccount' | 'supplierAccount';
    mobile: string;
    company: string;
    password: string;
    lang: TLang;
  },
): Promise<string> =>
  enqueueMessage(tx, ctx, {
    channel: 'sms',
    to: m.mobile,
    templateKey: `customer.templates.${m.template}`,
    params: { site: ctx.config.systemName[m.lang], company: m.company, account: m.mobile, password: m.password },
    lang: m.lang,
    // The TMC that creates the account sends its own text.
    companyId: ctx.session.companyId,
  });
