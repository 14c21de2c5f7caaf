import { CardType, PassengerType, Sex, YesNo, formatDate } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { findUserByAccount } from '../org/index.ts';
import { addresses, passengers } from './tables.ts';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Frequent travellers and an address for the demo employee and the individual traveller. */
export const seedProfileDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const now = deps.clock.now();
  // Dates relative to today, so the demo child stays a child and the passport stays valid.
  const day = (years: number) => formatDate(new Date(now.getTime() + years * YEAR_MS));
  const stamps = { createdAt: now, updatedAt: now };
  const employee = await findUserByAccount(tx, 'employee');
  const traveler = await findUserByAccount(tx, 'traveler');
  if (!employee || !traveler) return;
  const of = (u: typeof employee) => ({ userId: u.id, companyId: u.companyId, ...stamps });
  const adult = { nationality: 'CN', areaCode: '86', passengerType: PassengerType.Adult };
  await tx.insert(passengers).values([
    {
      ...of(employee),
      ...adult,
      surname: '郑',
      givenName: '浩',
      sex: Sex.Male,
      birthday: '1988-05-12',
      mobile: employee.mobile ?? '',
      cardType: CardType.IdCard,
      cardNo: '320102198805126313',
      cardValidity: day(8),
    },
    {
      ...of(employee),
      ...adult,
      surname: 'ZHENG',
      givenName: 'XIAOYU',
      sex: Sex.Female,
      birthday: day(-8),
      cardType: CardType.Passport,
      cardNo: 'E98765432',
      cardValidity: day(4),
      passengerType: PassengerType.Child,
    },
    {
      ...of(employee),
      ...adult,
      surname: '王',
      givenName: '芳',
      sex: Sex.Female,
      birthday: '1990-06-20',
      mobile: '13700000002',
      cardType: CardType.IdCard,
      cardNo: '320102199006204025',
      cardValidity: day(12),
    },
    {
      ...of(traveler),
      ...adult,
      surname: '林',
      givenName: '晓',
      sex: Sex.Female,
      birthday: '1992-08-15',
      mobile: traveler.mobile ?? '',
      cardType: CardType.IdCard,
      cardNo: '350102199208152425',
      cardValidity: day(6),
    },
  ]);
  await tx.insert(addresses).values([
    {
      ...of(employee),
      consignee: '郑浩',
      phone: employee.mobile ?? '13800000007',
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110108',
      address: '中关村大街 27 号 8 层',
      postcode: '100080',
      shortName: '公司',
      isDefault: YesNo.Yes,
    },
    {
      ...of(traveler),
      consignee: '林晓',
      phone: traveler.mobile ?? '13800000010',
      provinceCode: '35',
      cityCode: '3501',
      districtCode: '350102',
      address: '五四路 158 号',
      postcode: '350003',
      shortName: '家',
      isDefault: YesNo.Yes,
    },
  ]);
};
