// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character alphabet,
// the last one a check character over the first 17.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or null when one is outside the alphabet. */
export const creditCodeCheck = (first17: string): string | null => {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = ALPHABET.indexOf(first17[i] ?? '');
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31]!;
};

/** Whether a string is a valid unified social credit code (upper case). */
export const isCreditCode = (s: string): boolean =>
  /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s) && creditCodeCheck(s.slice(0, 17)) === s[17];
