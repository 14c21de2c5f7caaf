import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { CardType, PassengerType, Sex } from '@opentmc/contracts';
import { passengerAutoFill } from './passenger-autofill.ts';

const TODAY = '2026-06-15';
const fill = (changed: Record<string, unknown>, all: Record<string, unknown> = changed) =>
  passengerAutoFill(changed, all, TODAY);
const day = (v: unknown) => (dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : v);

describe('passenger form auto-fill', () => {
  it('fills birthday, sex and passenger type from an ID card number, lower-case x and spaces too', () => {
    const r = fill({ CardNo: '110105 20150615001x' }, { CardType: CardType.IdCard, CardNo: '110105 20150615001x' });
    expect(r).toEqual({});
    const ok = fill({ CardNo: '110105201506150019' }, { CardType: CardType.IdCard, CardNo: '110105201506150019' });
    expect({ ...ok, Birthday: day(ok.Birthday) }).toEqual({
      Birthday: '2015-06-15',
      Sex: Sex.Male,
      PassengerType: PassengerType.Child,
    });
    const female = fill({ CardNo: '11010519491231002x' }, { CardType: CardType.IdCard, CardNo: '11010519491231002x' });
    expect([day(female.Birthday), female.Sex, female.PassengerType]).toEqual([
      '1949-12-31',
      Sex.Female,
      PassengerType.Adult,
    ]);
  });

  it('leaves documents that state nothing alone, and types by a chosen birthday', () => {
    expect(fill({ CardNo: 'E12345678' }, { CardType: CardType.Passport, CardNo: 'E12345678' })).toEqual({});
    expect(fill({ Birthday: dayjs('2025-01-01') })).toEqual({ PassengerType: PassengerType.Infant });
    expect(fill({ Birthday: dayjs('2027-01-01') })).toEqual({});
    expect(fill({ Surname: '韩' })).toEqual({});
  });
});
