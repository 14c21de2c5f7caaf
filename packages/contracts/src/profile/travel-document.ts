import { CardType } from '../lookups/lists.ts';
import { idCardFacts, idCardIssue, type TIdCardFacts } from './id-card.ts';

// The number formats of the travel documents (CardType). Numbers are kept in upper case without spaces.
// Where a document has changed format over the years every version still in circulation is accepted.

/** Characters a document number may hold at all (the per-type format narrows it). */
export const CARD_NO_RE = /^[0-9A-Z()\u4e00-\u9fa5-]{1,30}$/;

type TFormat = (no: string, today: string) => string | null;

const pattern =
  (re: RegExp): TFormat =>
  (no) =>
    re.test(no) ? null : 'profile.validation.cardNoFormat';

const FORMATS: Record<number, TFormat> = {
  // Mainland address codes (GB/T 2260) start with 1 to 6.
  [CardType.IdCard]: (no, today) => (/^[1-6]/.test(no) ? idCardIssue(no, today) : 'profile.validation.idCardFormat'),
  // ICAO 9303 allows up to 9 characters in the machine-readable zone; other issuers print longer numbers, so the
  // industry's 5–17 letters and digits.
  [CardType.Passport]: pattern(/^[A-Z0-9]{5,17}$/),
  // No national format: a school's own number.
  [CardType.StudentCard]: pattern(/^[A-Z0-9]{4,20}$/),
  // Officer cards carry Chinese characters (南字第1234567号).
  [CardType.OfficerCard]: pattern(/^[0-9A-Z\u4e00-\u9fa5]{4,20}$/),
  // Exit-entry permit to Hong Kong and Macao: C and 8 characters (card), W and 8 digits (booklet).
  [CardType.HkMoPermit]: pattern(/^[CW][0-9A-Z]\d{7}$/),
  // Exit-entry permit to Taiwan: L and 8 digits (card), 8 digits after an optional letter on older booklets.
  [CardType.TwPermit]: pattern(/^[A-Z]?\d{8}$/),
  // Home-return permit: H (Hong Kong) or M (Macao) and 8 digits; older ones add 2 digits of renewal count.
  [CardType.HkMoHomePermit]: pattern(/^[HM](\d{8}|\d{10})$/),
  // Taiwan compatriot permit: 8 digits (card since 2015); older booklets 10 digits and a letter, e.g. 1234567890(B).
  [CardType.TwCompatriotPermit]: pattern(/^(\d{8}|\d{10}(\([A-Z]\)|[A-Z])?)$/),
  // Residence permit of Hong Kong, Macao and Taiwan residents: an identification number with address code
  // 810000, 820000 or 830000.
  [CardType.HkMoTwResidence]: (no, today) =>
    /^8[123]0000/.test(no) ? idCardIssue(no, today) : 'profile.validation.residenceFormat',
  // Foreign permanent resident ID: 3 letters of nationality and 12 digits (2017), or 18 digits starting with 9
  // with the identification number's check character (2023).
  [CardType.ForeignPermanent]: (no, today) =>
    /^[A-Z]{3}\d{12}$/.test(no) ? null : /^9/.test(no) ? idCardIssue(no, today) : 'profile.validation.cardNoFormat',
  [CardType.Other]: pattern(CARD_NO_RE),
};

/** Why a number is not a valid number of this document type, as a message key; null when it is. */
export const cardNoIssue = (cardType: number, no: string, today: string): string | null => {
  if (!CARD_NO_RE.test(no)) return 'profile.validation.cardNo';
  const format = FORMATS[cardType];
  return format ? format(no, today) : null;
};

/** Documents whose number states the holder's birthday and sex (GB 11643). */
export const STATES_BIRTHDAY: readonly number[] = [CardType.IdCard, CardType.HkMoTwResidence];

/** The birthday and sex a document number states; null for other documents or invalid numbers. */
export const cardFacts = (cardType: number, no: string, today: string): TIdCardFacts | null => {
  if (!STATES_BIRTHDAY.includes(cardType) || cardNoIssue(cardType, no, today)) return null;
  return idCardFacts(no, today);
};
