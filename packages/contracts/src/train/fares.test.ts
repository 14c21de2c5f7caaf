import { describe, expect, it } from 'vitest';
import { CardType, PassengerType } from '../lookups/lists.ts';
import { idCardCheck } from '../profile/id-card.ts';
import { trainFareFen, trainFareIssues, trainFareTypeOn, trainPassengerBirthday } from './fares.ts';

const TODAY = '2026-03-10';
/** A valid identification number of someone born on `birth` (yyyyMMdd) in 东城区. */
const idOf = (birth: string, seq = 1) => {
  const first17 = `110105${birth}${String(seq).padStart(3, '0')}`;
  return `${first17}${idCardCheck(first17)}`;
};
const { Adult, Child } = PassengerType;

describe('trainFareTypeOn', () => {
  it('counts the age on the travel date from the ID number: a child until the 14th birthday', () => {
    const born = { CardNo: idOf('20120315') };
    // 13 on the day before the 14th birthday, 14 on it.
    expect(trainFareTypeOn(born, '2026-03-14', TODAY)).toBe(Child);
    expect(trainFareTypeOn(born, '2026-03-15', TODAY)).toBe(Adult);
    expect(trainFareTypeOn({ CardNo: idOf('19900101') }, '2026-03-12', TODAY)).toBe(Adult);
    // The spec's child ages 2 to 14; a child under 2 who takes a seat travels on a child ticket too.
    expect(trainFareTypeOn({ CardNo: idOf('20200101') }, '2026-03-12', TODAY)).toBe(Child);
    expect(trainFareTypeOn({ CardNo: idOf('20250601') }, '2026-03-12', TODAY)).toBe(Child);
  });

  it("takes a passport holder's given birthday, the ID number's over a given one, and adults otherwise", () => {
    const passport = { CardType: CardType.Passport, CardNo: 'E12345678' };
    expect(trainFareTypeOn(passport, '2026-03-12', TODAY)).toBe(Adult);
    expect(trainFareTypeOn({ ...passport, Birthday: '2016-05-01' }, '2026-03-12', TODAY)).toBe(Child);
    expect(trainFareTypeOn({ CardNo: idOf('19900101'), Birthday: '2016-05-01' }, '2026-03-12', TODAY)).toBe(Adult);
    expect(trainPassengerBirthday({ CardNo: ` ${idOf('20160501').toLowerCase()} ` }, TODAY)).toBe('2016-05-01');
    // An invalid number states nothing.
    expect(trainPassengerBirthday({ CardNo: '110105201605010000' }, TODAY)).toBeNull();
  });
});

describe('trainFareFen', () => {
  it("is the seat's fare for an adult and half of it for a child, rounded to 5 jiao as the railway rounds", () => {
    expect(trainFareFen(55300, Adult)).toBe(55300);
    expect(trainFareFen(55300, Child)).toBe(27650);
    expect(trainFareFen(5530, Child)).toBe(2750);
    expect(trainFareFen(5560, Child)).toBe(2800);
    expect(trainFareFen(12345, Child)).toBe(6150);
  });
});

describe('trainFareIssues', () => {
  const adult = { Surname: '张', GivenName: '三', CardNo: idOf('19900101') };
  const child = { Surname: '张', GivenName: '小', CardNo: idOf('20180101') };
  it('refuses children travelling without an adult, naming the first', () => {
    expect(trainFareIssues([child], '2026-03-12', TODAY)).toEqual([
      { path: [0, 'CardNo'], message: 'train.validation.childAlone', params: { name: '张小' } },
    ]);
    expect(
      trainFareIssues([child, { ...child, GivenName: '明', CardNo: idOf('20180101', 2) }], '2026-03-12', TODAY),
    ).toHaveLength(1);
    expect(trainFareIssues([child, adult], '2026-03-12', TODAY)).toEqual([]);
    expect(trainFareIssues([adult], '2026-03-12', TODAY)).toEqual([]);
    expect(trainFareIssues([], '2026-03-12', TODAY)).toEqual([]);
  });
});
