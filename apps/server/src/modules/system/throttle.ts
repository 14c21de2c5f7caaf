import type { TRateRule } from '../../platform/rate-limit.ts';

// Rate limits of the account calls (issue 2 section 3). Codes count every request. Wrong passwords are not
// limited here but by the password guard (platform/password-guard.ts), shared by every password check.

const MIN = 60;
export const CODES_PER_DESTINATION_PER_DAY = 10;
export const CODES_PER_IP_PER_HOUR = 20;
export const LOOKUPS_PER_IP = 60;

/** Codes sent: per destination (mobile or email) per day and per address per hour; the 60 s wait is separate. */
export const codeRules = (destination: string, ip: string): TRateRule[] => [
  { bucket: `code:to:${destination}`, max: CODES_PER_DESTINATION_PER_DAY, windowSeconds: 24 * 60 * MIN },
  { bucket: `code:ip:${ip}`, max: CODES_PER_IP_PER_HOUR, windowSeconds: 60 * MIN },
];

/** Account lookups (CheckAccount, GetMobileUser) per address: they tell whether an account exists. */
export const lookupRules = (ip: string): TRateRule[] => [
  { bucket: `lookup:ip:${ip}`, max: LOOKUPS_PER_IP, windowSeconds: 15 * MIN },
];
