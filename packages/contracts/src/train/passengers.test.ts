import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CardType, TrainSeatType } from '../lookups/lists.ts';
import { idCardCheck } from '../profile/id-card.ts';
import {
  TRAIN_PASSENGER_MESSAGES as PM,
  TRAIN_SEAT_MESSAGES as SM,
  addTrainIssues,
  parseTrainName,
  trainCardNoIssue,
  trainPassengerFullName,
  trainPassengerIssues,
  trainPassengerNameIssue,
  trainSeatChoices,
  trainSeatIssues,
  trainSeatLetters,
} from './passengers.ts';

const zhang = { Surname: '张', GivenName: '三', CardType: 1, CardNo: '110101199003071233' };
const li = { Surname: '李', GivenName: '四', CardType: 1, CardNo: '110101199003075672' };
const smith = { Surname: 'Smith', GivenName: 'John Paul', CardType: 2, CardNo: 'E12345678' };
const person = (n: number) => ({
  Surname: '王',
  GivenName: '一二三四五六'.slice(0, n + 1),
  CardType: 1,
  CardNo: `11010519900101${n}00${idCardCheck(`11010519900101${n}00`)}`,
});

describe('passenger names (Surname/Given)', () => {
  it.each([
    [{ Surname: '张', GivenName: '三' }, null],
    [{ Surname: '欧阳', GivenName: '娜娜' }, null],
    [{ Surname: '阿依古丽', GivenName: '买买提·艾力' }, null],
    [{ Surname: 'smith', GivenName: ' john  paul ' }, null],
    [{ Surname: '', GivenName: '' }, PM.nameBlank],
    [{ Surname: '  ' }, PM.nameBlank],
    [{}, PM.nameBlank],
    [{ Surname: '张', GivenName: '' }, PM.nameForm],
    [{ Surname: '', GivenName: 'JOHN' }, PM.nameForm],
    [{ Surname: '张', GivenName: 'SAN' }, PM.nameForm],
    [{ Surname: 'SMITH', GivenName: 'J0HN' }, PM.nameForm],
    [{ Surname: 'O-NEIL', GivenName: 'JOHN' }, PM.nameForm],
    [{ Surname: 12, GivenName: '三' }, PM.nameForm],
  ])('%j → %s', (name, expected) => {
    expect(trainPassengerNameIssue(name)).toBe(expected);
  });

  it('prints Chinese names joined and Latin names as SURNAME/GIVEN', () => {
    expect(trainPassengerFullName({ Surname: '欧阳', GivenName: '娜娜' })).toBe('欧阳娜娜');
    expect(trainPassengerFullName({ Surname: ' smith', GivenName: 'john  paul' })).toBe('SMITH/JOHN PAUL');
  });

  it('splits a typed name at its slash', () => {
    expect(parseTrainName('SMITH / JOHN')).toEqual({ Surname: 'SMITH', GivenName: 'JOHN' });
    expect(parseTrainName('张/三')).toEqual({ Surname: '张', GivenName: '三' });
    expect(parseTrainName('张三')).toBeNull();
  });
});

describe('trainPassengerIssues', () => {
  it('accepts one to five distinct passengers', () => {
    expect(trainPassengerIssues([zhang])).toEqual([]);
    expect(trainPassengerIssues([zhang, li, smith])).toEqual([]);
    expect(trainPassengerIssues([0, 1, 2, 3, 4].map(person))).toEqual([]);
  });

  it('needs a passenger and allows at most five', () => {
    expect(trainPassengerIssues([])).toEqual([{ path: [], message: PM.required }]);
    expect(trainPassengerIssues([0, 1, 2, 3, 4, 5].map(person))).toEqual([{ path: [], message: PM.tooMany }]);
  });

  it('refuses a repeated name, however it is split or cased', () => {
    expect(trainPassengerIssues([zhang, { ...li, Surname: '张三', GivenName: '' }])).toEqual([
      { path: [1, 'Surname'], message: PM.nameForm },
    ]);
    const ouyang = { ...li, Surname: '欧', GivenName: '阳娜娜' };
    expect(trainPassengerIssues([{ ...zhang, Surname: '欧阳', GivenName: '娜娜' }, ouyang])).toEqual([
      { path: [1, 'Surname'], message: PM.nameRepeated },
    ]);
    expect(trainPassengerIssues([smith, { ...li, Surname: 'SMITH ', GivenName: 'john paul' }])).toEqual([
      { path: [1, 'Surname'], message: PM.nameRepeated },
    ]);
  });

  it('refuses a missing or repeated document number', () => {
    expect(trainPassengerIssues([zhang, { ...li, CardNo: ' 1101011990 0307 1233' }])).toEqual([
      { path: [1, 'CardNo'], message: PM.cardNoRepeated },
    ]);
    expect(trainPassengerIssues([zhang, { ...li, CardNo: '' }])).toEqual([
      { path: [1, 'CardNo'], message: PM.cardNoBlank },
    ]);
    // The same number under another document type is another document.
    expect(trainPassengerIssues([zhang, { ...li, CardType: 2, CardNo: zhang.CardNo }])).toEqual([]);
  });

  it('reports every passenger’s problems, with their paths', () => {
    expect(trainPassengerIssues([zhang, { Surname: '', GivenName: '' }, zhang])).toEqual([
      { path: [1, 'Surname'], message: PM.nameBlank },
      { path: [1, 'CardNo'], message: PM.cardNoBlank },
      { path: [2, 'Surname'], message: PM.nameRepeated },
      { path: [2, 'CardNo'], message: PM.cardNoRepeated },
    ]);
  });
});

describe('identity card numbers (GB 11643)', () => {
  const TODAY = '2026-03-10';
  const valid = '11010519491231002X';
  const wang = { Surname: '王', GivenName: '五', CardType: CardType.IdCard, CardNo: '110101199003074513' };

  it('checks the check character, the birthday and the format of identity documents only', () => {
    expect(trainCardNoIssue(CardType.IdCard, valid, TODAY)).toBeNull();
    // The CreateOrder payload defaults to the identification card.
    expect(trainCardNoIssue(undefined, '110101199003074513', TODAY)).toBe(PM.idCardChecksum);
    expect(trainCardNoIssue(CardType.IdCard, '110101199003074514', TODAY)).toBeNull();
    const feb30 = `11010519900230001`;
    expect(trainCardNoIssue(CardType.IdCard, `${feb30}${idCardCheck(feb30)}`, TODAY)).toBe(PM.idCardBirthday);
    const future = `11010520270101001`;
    expect(trainCardNoIssue(CardType.IdCard, `${future}${idCardCheck(future)}`, TODAY)).toBe(PM.idCardBirthday);
    expect(trainCardNoIssue(CardType.IdCard, '11010519900101', TODAY)).toBe(PM.idCardFormat);
    const hk = '81000019800101001';
    expect(trainCardNoIssue(CardType.HkMoTwResidence, `${hk}${idCardCheck(hk)}`, TODAY)).toBeNull();
    expect(trainCardNoIssue(CardType.HkMoTwResidence, `${hk}${idCardCheck(hk) === '1' ? '2' : '1'}`, TODAY)).toBe(
      PM.idCardChecksum,
    );
    // A passport's number has no check character.
    expect(trainCardNoIssue(CardType.Passport, 'E12345678', TODAY)).toBeNull();
    expect(trainCardNoIssue(CardType.Passport, '110101199003074513', TODAY)).toBeNull();
  });

  it('reports a wrong number on its passenger, naming them', () => {
    expect(trainPassengerIssues([{ ...wang, CardNo: valid }], TODAY)).toEqual([]);
    expect(
      trainPassengerIssues(
        [
          { ...wang, CardNo: valid },
          { ...wang, GivenName: '六' },
        ],
        TODAY,
      ),
    ).toEqual([{ path: [1, 'CardNo'], message: PM.idCardChecksum, params: { name: '王六' } }]);
    expect(
      trainPassengerIssues([{ Surname: 'Smith', GivenName: 'John', CardType: CardType.IdCard, CardNo: '1234' }], TODAY),
    ).toEqual([{ path: [0, 'CardNo'], message: PM.idCardFormat, params: { name: 'SMITH/JOHN' } }]);
    expect(trainPassengerIssues([{ ...wang, CardType: CardType.Passport, CardNo: 'E12345678' }], TODAY)).toEqual([]);
  });

  it('carries the name into the Zod issue', () => {
    const Z = z
      .object({ Passengers: z.array(z.object({ Surname: z.string(), GivenName: z.string(), CardNo: z.string() })) })
      .superRefine((v, ctx) => addTrainIssues(ctx, trainPassengerIssues(v.Passengers, TODAY), ['Passengers']));
    const r = Z.safeParse({ Passengers: [{ Surname: '王', GivenName: '五', CardNo: '110101199003074513' }] });
    expect(r.error?.issues).toMatchObject([
      { path: ['Passengers', 0, 'CardNo'], message: PM.idCardChecksum, params: { name: '王五' } },
    ]);
  });
});

describe('seat choice', () => {
  it('has the letters of each seat type', () => {
    expect(trainSeatLetters(TrainSeatType.Second)).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(trainSeatLetters(TrainSeatType.First)).toEqual(['A', 'C', 'D', 'F']);
    expect(trainSeatLetters(TrainSeatType.Business)).toEqual(['A', 'C', 'F']);
    for (const t of [
      TrainSeatType.HardSleeper,
      TrainSeatType.SoftSleeper,
      TrainSeatType.HardSeat,
      TrainSeatType.NoSeat,
    ])
      expect(trainSeatLetters(t)).toEqual([]);
    expect(trainSeatChoices(TrainSeatType.Business)).toEqual(['1A', '1C', '1F', '2A', '2C', '2F']);
  });

  const check = (seatType: number, passengerCount: number, seats: string[]) =>
    trainSeatIssues({ seatType, passengerCount, seats });

  it('takes seats as a preference: none (no preference), some, or one per passenger at most', () => {
    expect(check(TrainSeatType.Second, 2, ['1A', '1b'])).toEqual([]);
    expect(check(TrainSeatType.Second, 5, ['1A', '1B', '1C', '1D', '1F'])).toEqual([]);
    expect(check(TrainSeatType.First, 5, ['1A', '1C', '1D', '1F', '2A'])).toEqual([]);
    expect(check(TrainSeatType.Second, 2, ['1A'])).toEqual([]);
    expect(check(TrainSeatType.Second, 2, [])).toEqual([]);
    expect(check(TrainSeatType.Second, 1, ['1A', '1B'])).toEqual([{ path: [], message: SM.moreSeats }]);
  });

  it('refuses seats the seat type does not have, and a seat twice', () => {
    expect(check(TrainSeatType.First, 1, ['1B'])).toEqual([{ path: [0], message: SM.invalid }]);
    expect(check(TrainSeatType.Business, 1, ['1D'])).toEqual([{ path: [0], message: SM.invalid }]);
    expect(check(TrainSeatType.Second, 1, ['3A'])).toEqual([{ path: [0], message: SM.invalid }]);
    expect(check(TrainSeatType.Second, 1, ['E'])).toEqual([{ path: [0], message: SM.invalid }]);
    expect(check(TrainSeatType.Second, 2, ['1A', '1a'])).toEqual([{ path: [1], message: SM.repeated }]);
  });

  it('takes no seat where the seat type has no choice', () => {
    expect(check(TrainSeatType.HardSleeper, 3, [])).toEqual([]);
    expect(check(TrainSeatType.NoSeat, 1, ['1A'])).toEqual([{ path: [], message: SM.noChoice }]);
  });
});

describe('addTrainIssues', () => {
  it('turns issues into Zod issues under a base path', () => {
    const Z = z
      .object({ Passengers: z.array(z.object({ Surname: z.string(), GivenName: z.string(), CardNo: z.string() })) })
      .superRefine((v, ctx) => addTrainIssues(ctx, trainPassengerIssues(v.Passengers), ['Passengers']));
    const r = Z.safeParse({ Passengers: [{ Surname: '张', GivenName: '', CardNo: '11010519491231002X' }] });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([[['Passengers', 0, 'Surname'], PM.nameForm]]);
  });
});
