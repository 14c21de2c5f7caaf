import { Sex, type TSex } from '../lookups/lists.ts';

// The citizen identification number (公民身份号码, GB 11643-1999): 6 digits of address code, 8 of birth date
// (yyyyMMdd), 3 of sequence (the last one odd for a man, even for a woman) and a check character computed over
// the first 17 with ISO 7064 MOD 11-2. The residence permit of Hong Kong, Macao and Taiwan residents uses the
// same scheme with address codes 810000, 820000 and 830000.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits, or null when they are not 17 digits. */
export const idCardCheck = (first17: string): string | null => {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
};

/** Whether `yyyy-MM-dd` is a real calendar date (no 2月30日). */
export const isCalendarDate = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
};

/** The earliest birthday a person on file may have. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

export type TIdCardFacts = { birthday: string; sex: TSex };

/** Why an 18-character number is not a valid identification number, as a message key; null when it is. */
export const idCardIssue = (no: string, today: string): string | null => {
  if (!/^\d{17}[\dX]$/.test(no)) return 'profile.validation.idCardFormat';
  if (idCardCheck(no.slice(0, 17)) !== no[17]) return 'profile.validation.idCardChecksum';
  const birthday = `${no.slice(6, 10)}-${no.slice(10, 12)}-${no.slice(12, 14)}`;
  if (!isCalendarDate(birthday) || birthday < EARLIEST_BIRTHDAY || birthday > today)
    return 'profile.validation.idCardBirthday';
  return null;
};

/** Whether a number (upper case X) is a valid identification number whose birthday is not after `today`. */
export const isIdCard = (no: string, today: string): boolean => idCardIssue(no, today) === null;

/**
 * The birthday (digits 7–14) and sex (digit 17: odd is male) a valid identification number states; null when
 * the number is not valid.
 */
export const idCardFacts = (no: string, today: string): TIdCardFacts | null => {
  if (!isIdCard(no, today)) return null;
  return {
    birthday: `${no.slice(6, 10)}-${no.slice(10, 12)}-${no.slice(12, 14)}`,
    sex: Number(no[16]) % 2 === 1 ? Sex.Male : Sex.Female,
  };
};
