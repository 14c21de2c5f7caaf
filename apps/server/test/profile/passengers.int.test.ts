import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardType,
  PassengerType,
  Sex,
  formatDate,
  idCardCheck,
  passengerResource as r,
  type TLang,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// Frequent travellers: the document rules (ID card check character, birthday and sex from the number, formats,
// validity), the passenger type by age, no duplicate documents per user, and rows that are the user's alone.

type TRow = Record<string, unknown>;
type TList = { Entities: TRow[]; RecordCount: number };

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { sid: string };
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['employee', 'approver', 'traveler']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家旅行公司', '13900008888');
});
afterAll(async () => t.close());

const FEMALE_ID = '11010519491231002X';
const today = () => formatDate(t.clock.now());
const yearsAgo = (n: number) => `${Number(today().slice(0, 4)) - n}${today().slice(4)}`;
const withCheck = (first17: string) => `${first17}${idCardCheck(first17)}`;
const base = {
  Surname: '李',
  GivenName: '雷',
  PassengerType: PassengerType.Adult,
  CardType: CardType.IdCard,
  CardNo: FEMALE_ID,
  CardValidity: '2045-01-01',
};
const save = (payload: TRow, session = sid.employee, lang: TLang = 'en') =>
  t.call<TRow>(r.calls.Update, payload, { session, lang });
const list = async (session = sid.employee) =>
  (await t.call<TList>(r.calls.List, { PageNo: 1, PageSize: 100 }, { session })).result!;
const remove = (id: unknown, session = sid.employee) =>
  t.call(r.calls.Delete, {}, { session, params: { id: String(id) } });
const fieldMessage = (lang: TLang, field: string, key: string) =>
  translate(lang, 'messages.invalidField', { field, message: translate(lang, key) });

describe('ID card numbers', () => {
  it('fills in the birthday and sex the number states', async () => {
    const res = await save(base);
    expect(res.isSucc).toBe(true);
    expect(res.result).toMatchObject({ Birthday: '1949-12-31', Sex: Sex.Female, Nationality: 'CN', AreaCode: '86' });
    const male = await save({ ...base, CardNo: '110105199003071335', GivenName: '磊' });
    expect(male.result).toMatchObject({ Birthday: '1990-03-07', Sex: Sex.Male });
    await remove(res.result![r.id]);
    await remove(male.result![r.id]);
  });

  it('refuses a wrong check character in both languages, writing nothing', async () => {
    const before = (await list()).RecordCount;
    const bad = `${FEMALE_ID.slice(0, 17)}1`;
    for (const lang of ['cn', 'en'] as const) {
      const res = await save({ ...base, CardNo: bad }, sid.employee, lang);
      expect([res.statusCode, res.message]).toEqual([
        400,
        fieldMessage(lang, 'CardNo', 'profile.validation.idCardChecksum'),
      ]);
    }
    expect((await list()).RecordCount).toBe(before);
  });

  it('refuses a number whose birthday is not a real past date', async () => {
    const tomorrow = formatDate(new Date(t.clock.now().getTime() + 86400000)).replaceAll('-', '');
    for (const no of [withCheck(`110105${tomorrow}123`), withCheck('11010519900230123')]) {
      const res = await save({ ...base, CardNo: no });
      expect([res.statusCode, res.message], no).toEqual([
        400,
        fieldMessage('en', 'CardNo', 'profile.validation.idCardBirthday'),
      ]);
    }
  });

  it('refuses a birthday or sex that disagrees with the number', async () => {
    const birthday = await save({ ...base, Birthday: '1949-12-30' });
    expect(birthday.message).toBe(fieldMessage('en', 'Birthday', 'profile.validation.birthdayMismatch'));
    const sex = await save({ ...base, Sex: Sex.Male });
    expect(sex.message).toBe(fieldMessage('en', 'Sex', 'profile.validation.sexMismatch'));
    const agree = await save({ ...base, Birthday: '1949-12-31', Sex: Sex.Female });
    expect(agree.isSucc).toBe(true);
    await remove(agree.result![r.id]);
  });

  it('derives again when an edit sends a new number without birthday and sex', async () => {
    const created = (await save(base)).result!;
    const edited = await save({ ...base, [r.id]: created[r.id], CardNo: '110105199003071335' });
    expect(edited.result).toMatchObject({ CardNo: '110105199003071335', Birthday: '1990-03-07', Sex: Sex.Male });
    await remove(created[r.id]);
  });

  it('keeps the residence permit of Hong Kong, Macao and Taiwan residents apart from the ID card', async () => {
    const permit = withCheck('81000019850512123');
    const asId = await save({ ...base, CardNo: permit });
    expect(asId.message).toBe(fieldMessage('en', 'CardNo', 'profile.validation.idCardFormat'));
    const res = await save({ ...base, CardType: CardType.HkMoTwResidence, CardNo: permit });
    expect(res.result).toMatchObject({ Birthday: '1985-05-12', Sex: Sex.Male });
    await remove(res.result![r.id]);
  });
});

describe('other documents, names and phones', () => {
  const passport = { ...base, CardType: CardType.Passport, CardNo: 'E12345678', Sex: Sex.Male, Birthday: '1985-01-02' };

  it('checks the number by document type and keeps it in upper case', async () => {
    const short = await save({ ...passport, CardNo: 'E123' });
    expect(short.message).toBe(fieldMessage('en', 'CardNo', 'profile.validation.cardNoFormat'));
    const permit = await save({ ...passport, CardType: CardType.HkMoPermit, CardNo: 'H12345678' });
    expect(permit.message).toBe(fieldMessage('en', 'CardNo', 'profile.validation.cardNoFormat'));
    const res = await save({ ...passport, CardNo: ' e1234 5678 ', Surname: 'smith', GivenName: ' john  paul ' });
    expect(res.result).toMatchObject({ CardNo: 'E12345678', Surname: 'SMITH', GivenName: 'JOHN PAUL', Sex: Sex.Male });
    await remove(res.result![r.id]);
  });

  it('wants both name parts, in one script', async () => {
    const mixed = await save({ ...passport, Surname: '张', GivenName: 'SAN' });
    expect(mixed.message).toBe(fieldMessage('en', 'GivenName', 'profile.validation.nameScript'));
    const noGiven = await save({ ...passport, GivenName: '' });
    expect(noGiven.message).toBe(fieldMessage('en', 'GivenName', 'messages.validation.required'));
    const digits = await save({ ...passport, Surname: 'SMITH2' });
    expect(digits.message).toBe(fieldMessage('en', 'Surname', 'profile.validation.name'));
  });

  it('checks a mainland mobile under area code 86 only', async () => {
    const bad = await save({ ...passport, Mobile: '23456789012' });
    expect(bad.message).toBe(fieldMessage('en', 'Mobile', 'messages.validation.mobile'));
    const hk = await save({ ...passport, AreaCode: '852', Mobile: '91234567' });
    expect(hk.result).toMatchObject({ AreaCode: '852', Mobile: '91234567' });
    await remove(hk.result![r.id]);
  });
});

describe('passenger type and age', () => {
  it('wants infant under 2, child 2 to 14, adult otherwise', async () => {
    const doc = { ...base, CardType: CardType.Passport, Sex: Sex.Female };
    const cases: [string, number, boolean][] = [
      [yearsAgo(1), PassengerType.Infant, true],
      [yearsAgo(1), PassengerType.Child, false],
      [yearsAgo(2), PassengerType.Child, true],
      [yearsAgo(13), PassengerType.Child, true],
      [yearsAgo(14), PassengerType.Child, false],
      [yearsAgo(14), PassengerType.Adult, true],
    ];
    let n = 0;
    for (const [Birthday, PassengerType_, ok] of cases) {
      const res = await save({ ...doc, CardNo: `E0000000${++n}`, Birthday, PassengerType: PassengerType_ });
      expect(res.isSucc, `${Birthday} ${PassengerType_}`).toBe(ok);
      if (!ok) expect(res.message).toBe(fieldMessage('en', 'PassengerType', 'profile.validation.passengerType'));
      else await remove(res.result![r.id]);
    }
    // The ID card's birthday counts when none is sent.
    const idInfant = await save({ ...base, PassengerType: PassengerType.Infant });
    expect(idInfant.message).toBe(fieldMessage('en', 'PassengerType', 'profile.validation.passengerType'));
  });
});

describe('document validity', () => {
  it('refuses a document that has expired', async () => {
    const res = await save({ ...base, CardValidity: '2020-01-01' });
    expect([res.statusCode, res.message]).toEqual([
      400,
      fieldMessage('en', 'CardValidity', 'profile.validation.cardExpired'),
    ]);
    const none = await save({ ...base, CardValidity: '' });
    expect(none.result).toMatchObject({ CardValidity: '' });
    await remove(none.result![r.id]);
  });

  it('refuses to save a row whose document has since expired, on the server clock', async () => {
    const soon = formatDate(new Date(t.clock.now().getTime() + 10 * 86400000));
    const created = (await save({ ...base, CardValidity: soon })).result!;
    const id = String(created[r.id]);
    t.clock.advance(11 * 86400000);
    try {
      // Eleven days on the session has ended too: a fresh one.
      const later = await t.login('employee');
      const res = await save({ ...base, [r.id]: id, CardValidity: soon, Mobile: '13900000002' }, later);
      expect([res.statusCode, res.message]).toEqual([400, translate('en', 'profile.validation.cardExpired')]);
      const row = await t.call<TRow>(r.calls.Details, {}, { session: later, params: { id } });
      expect(row.result).toMatchObject({ Mobile: '' });
    } finally {
      t.clock.advance(-11 * 86400000);
      sid.employee = await t.login('employee');
      await remove(id);
    }
  });
});

describe('duplicates', () => {
  it('refuses a second traveller with the same document type and number', async () => {
    const first = (await save(base)).result!;
    for (const no of [FEMALE_ID, '110105 19491231 002x']) {
      const dup = await save({ ...base, CardNo: no, Surname: '王' }, sid.employee, 'cn');
      expect([dup.statusCode, dup.message]).toEqual([400, translate('cn', 'profile.errors.duplicateCard')]);
    }
    // Editing the row itself keeps its number.
    const same = await save({ ...base, [r.id]: first[r.id], GivenName: '雪' });
    expect(same.isSucc).toBe(true);
    // The same number under another document type, or for another user, is a different record.
    const otherType = await save({ ...base, CardType: CardType.Other });
    expect(otherType.isSucc).toBe(true);
    const otherUser = await save(base, sid.approver);
    expect(otherUser.isSucc).toBe(true);
    // An edit may not take another row's number either.
    const second = (await save({ ...base, CardNo: '110105199003071335' })).result!;
    const clash = await save({ ...base, [r.id]: second[r.id] });
    expect(clash.message).toBe(translate('en', 'profile.errors.duplicateCard'));
    for (const row of [first, otherType.result!, second]) await remove(row[r.id]);
    await remove(otherUser.result![r.id], sid.approver);
  });
});

describe('whose rows', () => {
  it('shows each user only their own travellers', async () => {
    const mine = (await save(base)).result!;
    const id = String(mine[r.id]);
    const own = await list();
    expect(own.Entities.map((x) => x[r.id])).toContain(id);
    // The seeded travellers of the employee, and none of anybody else's.
    expect(own.Entities.map((x) => x.CardNo)).toEqual(expect.arrayContaining(['320102198805126313', 'E98765432']));
    expect(own.Entities.map((x) => x.CardNo)).not.toContain('350102199208152425');
    for (const s of [sid.approver!, sid.traveler!, other.sid]) {
      const theirs = await list(s);
      expect(theirs.Entities.map((x) => x[r.id])).not.toContain(id);
      const read = await t.call(r.calls.Details, {}, { session: s, params: { id }, lang: 'en' });
      expect([read.isSucc, read.message]).toEqual([false, translate('en', 'messages.notExists')]);
      const edit = await save({ ...base, [r.id]: id, GivenName: '改' }, s);
      expect(edit.isSucc).toBe(false);
      expect((await remove(id, s)).isSucc).toBe(false);
    }
    expect((await t.call(r.calls.List, { PageNo: 1, PageSize: 10 })).statusCode).toBe(511);
    const still = await t.call<TRow>(r.calls.Details, {}, { session: sid.employee, params: { id } });
    expect(still.result).toEqual(mine);
    await remove(id);
  });
});
