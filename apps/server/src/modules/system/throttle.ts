import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db/database.ts';
import { hitRateLimits, type TRateRule } from '../../platform/rate-limit.ts';

// Rate limits of the account calls (issue 2 section 3). Login counts failures only, so an office
// behind one address is not locked out by its own successful logins; codes count every request.

const MIN = 60;
export const LOGIN_FAILS_PER_ACCOUNT = 5;
export const LOGIN_FAILS_PER_IP = 30;
export const LOGIN_WINDOW_SECONDS = 15 * MIN;
export const CODES_PER_DESTINATION_PER_DAY = 10;
export const CODES_PER_IP_PER_HOUR = 20;
export const LOOKUPS_PER_IP = 60;

export const loginAccountBucket = (account: string) => `login:account:${account}`;

/** Failed logins: per account (login name, mobile or email as typed, normalised) and per address. */
export const loginRules = (account: string, ip: string): TRateRule[] => [
  { bucket: loginAccountBucket(account), max: LOGIN_FAILS_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
  { bucket: `login:ip:${ip}`, max: LOGIN_FAILS_PER_IP, windowSeconds: LOGIN_WINDOW_SECONDS },
];

/** Wrong old passwords when changing a password, per user. */
export const oldPasswordRules = (userId: string): TRateRule[] => [
  { bucket: `password:user:${userId}`, max: LOGIN_FAILS_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
];

/** Codes sent: per destination (mobile or email) per day and per address per hour; the 60 s wait is separate. */
export const codeRules = (destination: string, ip: string): TRateRule[] => [
  { bucket: `code:to:${destination}`, max: CODES_PER_DESTINATION_PER_DAY, windowSeconds: 24 * 60 * MIN },
  { bucket: `code:ip:${ip}`, max: CODES_PER_IP_PER_HOUR, windowSeconds: 60 * MIN },
];

/** Account lookups (CheckAccount, GetMobileUser) per address: they tell whether an account exists. */
export const lookupRules = (ip: string): TRateRule[] => [
  { bucket: `lookup:ip:${ip}`, max: LOOKUPS_PER_IP, windowSeconds: 15 * MIN },
];

/** Counts one failure against each rule (refusing once a rule goes over). */
export const countFailure = (db: TDb, clock: TClock, rules: TRateRule[]) => hitRateLimits(db, clock, rules);
