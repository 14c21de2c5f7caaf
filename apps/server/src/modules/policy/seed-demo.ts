import { and, eq } from 'drizzle-orm';
import {
  Cabin,
  ControlLevel as L,
  ServiceType,
  TrainSeatType,
  TrafficGrade,
  TripApprovalRule,
} from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { storeApprovalRules, users } from '../org/index.ts';
import { cityCodesNamed } from './cities.ts';
import { cityCategories, contraryReasons, travelPurposes, tripRules, type TTripRuleItems } from './tables.ts';

const companyOf = async (tx: TTx, login: string) => {
  const [u] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.loginName, login)).limit(1);
  return u?.companyId;
};

/** 一线: Beijing, Shanghai, Guangzhou, Shenzhen. */
const TIER1 = ['北京', '上海', '广州', '深圳'];
/** 二线: the provincial capitals (Guangzhou stays 一线), Tianjin and Chongqing, and the cities with separate plans (深圳 stays 一线). */
const TIER2 = [
  '天津',
  '重庆',
  '石家庄',
  '太原',
  '呼和浩特',
  '沈阳',
  '长春',
  '哈尔滨',
  '南京',
  '杭州',
  '合肥',
  '福州',
  '南昌',
  '济南',
  '郑州',
  '武汉',
  '长沙',
  '南宁',
  '海口',
  '成都',
  '贵阳',
  '昆明',
  '拉萨',
  '西安',
  '兰州',
  '西宁',
  '银川',
  '乌鲁木齐',
  '大连',
  '青岛',
  '宁波',
  '厦门',
];

/** The codes of the demo city categories (hotel caps are keyed by them). */
export const DEMO_CATEGORY = { tier1: 'T1', tier2: 'T2', tier3: 'T3', international: 'INTL' } as const;

/**
 * Demo data of the travel policy: the TMC's city categories (every client's defaults), and for the demo client
 * company its company-wide trip rule and a rule for directors (job level 1), violation reasons and purposes, and its
 * approval rules: a booking out of the travel policy needs approval (an employee's first-class train seat goes to
 * the department head, a second-class one is within the policy and needs none).
 */
export const seedPolicyDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const tmc = await companyOf(tx, 'operator');
  const client = await companyOf(tx, 'admin');
  const now = deps.clock.now();
  const stamp = { createdAt: now, updatedAt: now };
  if (tmc) {
    await tx.insert(cityCategories).values([
      {
        ...stamp,
        companyId: tmc,
        code: DEMO_CATEGORY.tier1,
        name: '一线城市',
        nameEn: 'Tier-1 cities',
        cities: cityCodesNamed(TIER1),
        orderBy: 1,
      },
      {
        ...stamp,
        companyId: tmc,
        code: DEMO_CATEGORY.tier2,
        name: '二线城市',
        nameEn: 'Tier-2 cities',
        cities: cityCodesNamed(TIER2).sort(),
        orderBy: 2,
      },
      {
        ...stamp,
        companyId: tmc,
        code: DEMO_CATEGORY.tier3,
        name: '三线及以下',
        nameEn: 'Other cities',
        isDefault: true,
        orderBy: 3,
      },
      {
        ...stamp,
        companyId: tmc,
        code: DEMO_CATEGORY.international,
        name: '国际城市',
        nameEn: 'International cities',
        international: true,
        orderBy: 4,
      },
    ]);
  }
  if (!client) return;
  const everyone: TTripRuleItems = {
    flight: {
      maxCabin: { value: Cabin.Economy, level: L.Approval },
      businessAboveHours: 6,
      maxDiscountTenths: { value: 0, level: L.Warn },
      lowestPrice: { value: { withinFen: 10000, windowHours: 2 }, level: L.ReasonRequired },
      advanceDays: { value: 3, level: L.Warn },
      maxCompanions: { value: 0, level: L.Record },
      agreementOnly: { value: false, level: L.Warn },
      repeatSameDay: 'warn',
    },
    hotel: {
      stars: { value: [], level: L.ReasonRequired },
      nightlyCapFen: {
        value: { T1: 60000, T2: 45000, T3: 35000, INTL: 120000 },
        level: L.ReasonRequired,
      },
      agreementOnly: { value: false, level: L.Warn },
    },
    train: {
      seats: { value: { GC: [TrainSeatType.Second], D: [TrainSeatType.Second], ZTK: [] }, level: L.ReasonRequired },
    },
    car: {
      priceCapFen: { value: 30000, level: L.Warn },
      levels: { value: [TrafficGrade.Economy, TrafficGrade.Comfort], level: L.Warn },
    },
  };
  const directors: TTripRuleItems = {
    flight: { maxCabin: { value: Cabin.Business, level: L.Approval }, repeatSameDay: 'allow' },
    hotel: {
      nightlyCapFen: { value: { T1: 100000, T2: 80000, T3: 60000, INTL: 200000 }, level: L.ReasonRequired },
    },
    train: {
      seats: {
        value: { GC: [TrainSeatType.Business, TrainSeatType.First, TrainSeatType.Second], D: [], ZTK: [] },
        level: L.Warn,
      },
    },
  };
  await tx.insert(tripRules).values([
    { ...stamp, companyId: client, name: '公司差旅标准', scope: 'All', items: everyone },
    { ...stamp, companyId: client, name: '总监差旅标准', scope: 'Position', jobLevels: [1], items: directors },
  ]);
  const all = [ServiceType.Flight, ServiceType.Hotel, ServiceType.Train, ServiceType.Traffic];
  await tx.insert(contraryReasons).values(
    (
      [
        ['R01', '航班时间不符合行程安排', 'The cheaper flights do not fit the schedule', [ServiceType.Flight]],
        ['R02', '低价航班或车次已售罄', 'The cheaper options are sold out', [ServiceType.Flight, ServiceType.Train]],
        ['R03', '协议酒店满房', 'The agreement hotels are fully booked', [ServiceType.Hotel]],
        ['R04', '客户指定或陪同客户', 'Chosen by or travelling with a client', all],
        ['R05', '与领导同行', 'Travelling with a senior colleague', all],
        ['R99', '其他', 'Other', all],
      ] as const
    ).map(([code, name, nameEn, serviceTypes], i) => ({
      ...stamp,
      companyId: client,
      code,
      name,
      nameEn,
      serviceTypes: [...serviceTypes],
      isOther: code === 'R99',
      orderBy: i + 1,
    })),
  );
  await tx.insert(travelPurposes).values(
    (
      [
        ['P01', '客户拜访', 'Client visit'],
        ['P02', '参加会议', 'Meeting'],
        ['P03', '培训学习', 'Training'],
        ['P04', '项目实施', 'Project work'],
        ['P05', '展会活动', 'Exhibition'],
        ['P99', '其他', 'Other'],
      ] as const
    ).map(([code, name, nameEn], i) => ({ ...stamp, companyId: client, code, name, nameEn, orderBy: i + 1 })),
  );
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, client), eq(users.loginName, 'admin')))
    .limit(1);
  if (admin)
    await storeApprovalRules(tx, {
      companyId: client,
      rules: [TripApprovalRule.ViolationNeedsApproval],
      userId: admin.id,
      now,
    });
};
