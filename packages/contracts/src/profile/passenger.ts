import { z } from 'zod';
import { formatDate } from '../format.ts';
import { CardType, PassengerType, Sex, lookupOf } from '../lookups/index.ts';
import { OrgAction } from '../system/actions.ts';
import { MOBILE_RE } from '../validation.ts';
import { defineResource, field } from '../resource/define.ts';
import { EARLIEST_BIRTHDAY, isCalendarDate } from './id-card.ts';
import { passengerTypeOn } from './passenger-type.ts';
import { CARD_NO_RE, cardFacts, cardNoIssue } from './travel-document.ts';

// Frequent travellers of the logged-in user (spec sections 3, 5 and 9): the name in Surname/Given form, sex,
// nationality, birthday, phone with area code, the travel document and the passenger type.

const REQUIRED = 'messages.validation.required';

/** Today in China Standard Time (yyyy-MM-dd): the day documents and birthdays are compared with. */
export const todayCst = (): string => formatDate(new Date());

/** One part of a name: Chinese characters (a minority name may join parts with ·), or Latin letters and spaces. */
export const CHINESE_NAME_RE = /^[\u3400-\u4dbf\u4e00-\u9fff]+(?:[·•][\u3400-\u4dbf\u4e00-\u9fff]+)*$/;
export const LATIN_NAME_RE = /^[A-Z]+(?: [A-Z]+)*$/;

const isNamePart = (s: string) => CHINESE_NAME_RE.test(s) || LATIN_NAME_RE.test(s);

/** A surname or given name; Latin names are kept in upper case with single spaces. */
const ZNamePart = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, 'messages.validation.tooLong')
    .overwrite((s) => s.replace(/\s+/g, ' ').toUpperCase())
    .refine(isNamePart, 'profile.validation.name');

/** A document number: upper case, no spaces. */
const ZCardNo = z
  .string({ error: REQUIRED })
  .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
  .min(1, REQUIRED)
  .max(30, 'messages.validation.tooLong')
  .regex(CARD_NO_RE, 'profile.validation.cardNo');

const ZDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'messages.validation.date');

/** Birthday: a real date, not in the future ('' clears it). */
export const ZBirthday = ZDay.refine((s) => !s || isCalendarDate(s), 'messages.validation.date').refine(
  (s) => !s || (s >= EARLIEST_BIRTHDAY && s <= todayCst()),
  'profile.validation.birthday',
);

/** The last day a document is valid: a real date, not in the past ('' when it does not expire). */
const ZValidity = ZDay.refine((s) => !s || isCalendarDate(s), 'messages.validation.date').refine(
  (s) => !s || s >= todayCst(),
  'profile.validation.cardExpired',
);

/** ISO 3166-1 alpha-2 (CN for China). */
const ZNationality = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'profile.validation.nationality');

/** The calling code without +, default 86. */
const ZAreaCode = z
  .string()
  .trim()
  .regex(/^(\d{1,4})?$/, 'profile.validation.areaCode');

const ZPhone = z
  .string()
  .trim()
  .regex(/^(\d{4,15})?$/, 'messages.validation.mobile');

export const DEFAULT_NATIONALITY = 'CN';
export const DEFAULT_AREA_CODE = '86';

/** Passenger values as the rules read them (field names of the resource). */
export type TPassengerValues = {
  Surname?: unknown;
  GivenName?: unknown;
  Sex?: unknown;
  Birthday?: unknown;
  AreaCode?: unknown;
  Mobile?: unknown;
  CardType?: unknown;
  CardNo?: unknown;
  CardValidity?: unknown;
  PassengerType?: unknown;
};

export type TPassengerIssue = { path: keyof TPassengerValues; message: string };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * The rules across fields, on `today`: both name parts in one script; the number in its document's format; for
 * an identification number (or residence permit) the birthday and sex it states agree with any given; the
 * passenger type agrees with the age; a mainland mobile number under area code 86; dates not out of range.
 * Absent values are not checked (an edit may send only some fields; the server checks the saved whole).
 */
export const passengerIssues = (v: TPassengerValues, today: string): TPassengerIssue[] => {
  const issues: TPassengerIssue[] = [];
  const surname = str(v.Surname);
  const given = str(v.GivenName);
  if (surname && given && CHINESE_NAME_RE.test(surname) !== CHINESE_NAME_RE.test(given))
    issues.push({ path: 'GivenName', message: 'profile.validation.nameScript' });

  const cardType = num(v.CardType);
  const cardNo = str(v.CardNo);
  const cardIssue = cardType !== undefined && cardNo ? cardNoIssue(cardType, cardNo, today) : null;
  if (cardIssue) issues.push({ path: 'CardNo', message: cardIssue });
  const facts = cardType !== undefined && cardNo && !cardIssue ? cardFacts(cardType, cardNo, today) : null;
  const birthday = str(v.Birthday);
  if (facts && birthday && birthday !== facts.birthday)
    issues.push({ path: 'Birthday', message: 'profile.validation.birthdayMismatch' });
  const sex = num(v.Sex);
  if (facts && sex !== undefined && sex !== facts.sex)
    issues.push({ path: 'Sex', message: 'profile.validation.sexMismatch' });
  if (birthday && (birthday > today || birthday < EARLIEST_BIRTHDAY))
    issues.push({ path: 'Birthday', message: 'profile.validation.birthday' });

  const born = facts?.birthday ?? birthday;
  const type = num(v.PassengerType);
  if (born && born <= today && type !== undefined && passengerTypeOn(born, today) !== type)
    issues.push({ path: 'PassengerType', message: 'profile.validation.passengerType' });

  const validity = str(v.CardValidity);
  if (validity && validity < today) issues.push({ path: 'CardValidity', message: 'profile.validation.cardExpired' });

  const mobile = str(v.Mobile);
  if (mobile && (str(v.AreaCode) || DEFAULT_AREA_CODE) === DEFAULT_AREA_CODE && !MOBILE_RE.test(mobile))
    issues.push({ path: 'Mobile', message: 'messages.validation.mobile' });
  return issues;
};

/** Frequent travellers: the caller's own (system PassengerInfo). */
export const passengerResource = defineResource({
  key: 'passenger',
  group: 'system',
  controller: 'PassengerInfo',
  id: 'PassengerID',
  owner: 'user',
  i18n: 'profile.passenger',
  permission: { read: OrgAction.passengers, write: OrgAction.passengers },
  fields: {
    Surname: field.text({ required: true, schema: ZNamePart(30), search: 'like', sortable: true, width: 100 }),
    GivenName: field.text({ required: true, schema: ZNamePart(40), search: 'like', width: 110 }),
    Sex: field.lookup(lookupOf('Sex'), { column: false }),
    PassengerType: field.lookup(lookupOf('PassengerType'), { required: true, search: 'eq', width: 100 }),
    Nationality: field.text({ schema: ZNationality, column: false }),
    Birthday: { ...field.date({ width: 110, sortable: true }), input: ZBirthday.optional() },
    AreaCode: field.text({ schema: ZAreaCode, column: false }),
    Mobile: field.text({ schema: ZPhone, column: false }),
    CardType: field.lookup(lookupOf('CardType'), { required: true, search: 'eq', width: 150 }),
    CardNo: field.text({ required: true, schema: ZCardNo, search: 'like', width: 180 }),
    CardValidity: { ...field.date({ width: 110 }), input: ZValidity.optional() },
  },
  sort: { field: 'Surname', order: 'asc' },
  refine: (value, ctx) => {
    for (const i of passengerIssues(value, todayCst()))
      ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  },
  example: {
    Surname: '张',
    GivenName: '敏',
    Sex: Sex.Male,
    PassengerType: PassengerType.Adult,
    Nationality: 'CN',
    Birthday: '1990-03-07',
    AreaCode: '86',
    Mobile: '13900000001',
    CardType: CardType.IdCard,
    CardNo: '110105199003071335',
    CardValidity: '2040-12-31',
  },
  invalidExample: { field: 'CardNo', value: '110105199003071331' },
});
