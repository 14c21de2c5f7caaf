import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZMoney, fenToYuan } from '../format.ts';
import { Cabin, TrafficGrade, TrainSeatType } from '../lookups/index.ts';
import { ZListPaging, ZRowId, listResult } from '../resource/define.ts';
import { PolicyAction } from './actions.ts';
import type { TControlLevel, TTrainClass, TTripRule } from './engine.ts';

// Trip rules on the wire (issue 4 section 1, the btrip group's TripRule calls): exactly the engine's TTripRule,
// except that amounts travel in yuan (`within`, `nightlyCap`, `priceCap`) where the engine keeps fen
// (`withinFen`, `nightlyCapFen`, `priceCapFen`). An amount or count of 0 means no limit.

export const TRIP_RULE_SCOPES = ['All', 'Position', 'Department'] as const;
export type TTripRuleScope = (typeof TRIP_RULE_SCOPES)[number];
export const TRAIN_CLASSES = ['GC', 'D', 'ZTK'] as const satisfies readonly TTrainClass[];
export const CONTROL_LEVELS = [1, 2, 3, 4, 5] as const satisfies readonly TControlLevel[];
export const REPEAT_SAME_DAY = ['allow', 'warn', 'refuse'] as const;
/** The cabins a rule may cap at, from the highest down. */
export const RULE_CABINS = [
  Cabin.First,
  Cabin.Business,
  Cabin.Economy,
  Cabin.Economy90,
  Cabin.Economy80,
  Cabin.Economy70,
  Cabin.Economy60,
  Cabin.Economy50,
] as const;
export const HOTEL_STARS = [1, 2, 3, 4, 5] as const;

const invalid = 'messages.validation.invalid';
const ZLevel = z.coerce
  .number({ error: 'policy.validation.level' })
  .int('policy.validation.level')
  .min(1, 'policy.validation.level')
  .max(5, 'policy.validation.level')
  .transform((v) => v as TControlLevel);

const ZCount = (max: number) =>
  z.coerce
    .number({ error: 'messages.validation.number' })
    .int('messages.validation.number')
    .min(0, 'messages.validation.number')
    .max(max, 'messages.validation.number');

/** Yuan, at most two decimals, not negative, at most a million; fen inside. */
const ZYuan = ZMoney.refine((fen) => fen >= 0 && fen <= 100_000_000, 'messages.validation.amount');

/** Tenths of the Y fare, 0 (no limit) to 10, at most one decimal. */
const ZTenths = z.coerce
  .number({ error: 'messages.validation.number' })
  .min(0, 'policy.validation.tenths')
  .max(10, 'policy.validation.tenths')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'policy.validation.tenths');

const codeOf = (codes: readonly number[]) =>
  z.coerce.number({ error: 'messages.validation.invalidOption' }).refine((v) => codes.includes(v), {
    message: 'messages.validation.invalidOption',
  });

const ZCabinCode = codeOf(RULE_CABINS);
const ZSeat = codeOf(Object.values(TrainSeatType));
const ZGrade = codeOf(Object.values(TrafficGrade));
const ZStar = codeOf(HOTEL_STARS);
const codes = <T extends z.ZodType<number>>(c: T, max: number) =>
  z
    .array(c, { error: invalid })
    .max(max, 'messages.validation.invalidOption')
    .transform((v) => [...new Set(v)].sort((a, b) => a - b));

/** A city category's code: the key of the hotel caps (letters, digits, dash or underscore). */
export const ZCityCategoryCode = z
  .string({ error: 'policy.validation.categoryCode' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'policy.validation.categoryCode');

const item = <T extends z.ZodType>(value: T) => z.object({ value, level: ZLevel }, { error: invalid });
const outItem = <T extends z.ZodType>(value: T) => z.object({ value, level: z.number() });

const ZFlightIn = z.object(
  {
    maxCabin: item(ZCabinCode).optional(),
    businessAboveHours: ZCount(48).optional(),
    maxDiscountTenths: item(ZTenths).optional(),
    lowestPrice: item(z.object({ within: ZYuan, windowHours: ZCount(24) }, { error: invalid })).optional(),
    advanceDays: item(ZCount(365)).optional(),
    maxCompanions: item(ZCount(99)).optional(),
    agreementOnly: item(z.boolean({ error: invalid })).optional(),
    repeatSameDay: z.enum(REPEAT_SAME_DAY, { error: 'messages.validation.invalidOption' }).optional(),
  },
  { error: invalid },
);
const ZHotelIn = z.object(
  {
    stars: item(codes(ZStar, 5)).optional(),
    nightlyCap: item(
      z
        .record(z.string(), ZYuan, { error: invalid })
        .refine((r) => Object.keys(r).every((k) => ZCityCategoryCode.safeParse(k).success), {
          message: 'policy.validation.categoryCode',
        })
        .refine((r) => Object.keys(r).length <= 50, 'messages.validation.invalidOption'),
    ).optional(),
    agreementOnly: item(z.boolean({ error: invalid })).optional(),
  },
  { error: invalid },
);
const ZTrainIn = z.object(
  {
    seats: item(
      z.object(
        { GC: codes(ZSeat, 10).optional(), D: codes(ZSeat, 10).optional(), ZTK: codes(ZSeat, 10).optional() },
        { error: invalid },
      ),
    ).optional(),
  },
  { error: invalid },
);
const ZCarIn = z.object(
  { priceCap: item(ZYuan).optional(), levels: item(codes(ZGrade, 10)).optional() },
  { error: invalid },
);

const ZName = z
  .string({ error: 'messages.validation.required' })
  .trim()
  .min(1, 'messages.validation.required')
  .max(50, 'messages.validation.tooLong');

const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

/** TripRule/Update: a new rule (no RuleID) or an edit; the items of each service are optional. */
export const ZTripRuleInput = z
  .object({
    RuleID: ZRowId.optional().or(z.literal('')),
    ...ZTargetCompany,
    Name: ZName,
    Scope: z.enum(TRIP_RULE_SCOPES, { error: 'policy.validation.scope' }),
    /** Position rules: the job levels (JobInfo JobLevel) they apply to. */
    JobLevels: codes(ZCount(999), 50).default([]),
    /** Department rules: the departments they apply to (and those below them). */
    DepartmentIDs: z
      .array(ZRowId, { error: invalid })
      .max(100, 'messages.validation.invalidOption')
      .transform((v) => [...new Set(v)])
      .default([]),
    flight: ZFlightIn.optional(),
    hotel: ZHotelIn.optional(),
    train: ZTrainIn.optional(),
    car: ZCarIn.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.Scope === 'Position' && v.JobLevels.length === 0)
      ctx.addIssue({ code: 'custom', path: ['JobLevels'], message: 'policy.validation.jobLevels' });
    if (v.Scope === 'Department' && v.DepartmentIDs.length === 0)
      ctx.addIssue({ code: 'custom', path: ['DepartmentIDs'], message: 'policy.validation.departments' });
  });
export type TTripRuleInput = z.input<typeof ZTripRuleInput>;
export type TTripRuleParsed = z.output<typeof ZTripRuleInput>;

/** A rule as the calls return it (amounts in yuan). */
export const ZTripRuleRow = z.object({
  RuleID: z.string(),
  Name: z.string(),
  Scope: z.enum(TRIP_RULE_SCOPES),
  JobLevels: z.array(z.number()),
  DepartmentIDs: z.array(z.string()),
  /** The departments' names, in DepartmentIDs order ('' for one deleted since). */
  DepartmentNames: z.array(z.string()),
  flight: z
    .object({
      maxCabin: outItem(z.number()).optional(),
      businessAboveHours: z.number().optional(),
      maxDiscountTenths: outItem(z.number()).optional(),
      lowestPrice: outItem(z.object({ within: z.number(), windowHours: z.number() })).optional(),
      advanceDays: outItem(z.number()).optional(),
      maxCompanions: outItem(z.number()).optional(),
      agreementOnly: outItem(z.boolean()).optional(),
      repeatSameDay: z.enum(REPEAT_SAME_DAY).optional(),
    })
    .optional(),
  hotel: z
    .object({
      stars: outItem(z.array(z.number())).optional(),
      nightlyCap: outItem(z.record(z.string(), z.number())).optional(),
      agreementOnly: outItem(z.boolean()).optional(),
    })
    .optional(),
  train: z
    .object({
      seats: outItem(
        z.object({
          GC: z.array(z.number()).optional(),
          D: z.array(z.number()).optional(),
          ZTK: z.array(z.number()).optional(),
        }),
      ).optional(),
    })
    .optional(),
  car: z
    .object({ priceCap: outItem(z.number()).optional(), levels: outItem(z.array(z.number())).optional() })
    .optional(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
});
export type TTripRuleRow = z.output<typeof ZTripRuleRow>;

/** The engine's rule body (fen) from a parsed Update payload. */
export const tripRuleOfInput = (p: TTripRuleParsed, RuleID: string): TTripRule => {
  const rule: TTripRule = { RuleID, Name: p.Name, Scope: p.Scope };
  if (p.Scope === 'Position') rule.JobLevels = p.JobLevels;
  if (p.Scope === 'Department') rule.DepartmentIDs = p.DepartmentIDs;
  if (p.flight) {
    const { lowestPrice, ...rest } = p.flight;
    rule.flight = {
      ...rest,
      ...(lowestPrice
        ? {
            lowestPrice: {
              value: { withinFen: lowestPrice.value.within, windowHours: lowestPrice.value.windowHours },
              level: lowestPrice.level,
            },
          }
        : {}),
    };
  }
  if (p.hotel) {
    const { nightlyCap, ...rest } = p.hotel;
    rule.hotel = { ...rest, ...(nightlyCap ? { nightlyCapFen: nightlyCap } : {}) };
  }
  if (p.train) rule.train = p.train;
  if (p.car) {
    const { priceCap, ...rest } = p.car;
    rule.car = { ...rest, ...(priceCap ? { priceCapFen: priceCap } : {}) };
  }
  return rule;
};

const yuanOf = (fen: number) => fenToYuan(fen);
const mapValues = (r: Record<string, number>, f: (n: number) => number) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v)]));

/** A stored rule (fen) on the wire (yuan), without the row's times and names. */
export const tripRuleToWire = (r: TTripRule): Omit<TTripRuleRow, 'CreateTime' | 'UpdateTime' | 'DepartmentNames'> => {
  const out: Omit<TTripRuleRow, 'CreateTime' | 'UpdateTime' | 'DepartmentNames'> = {
    RuleID: r.RuleID,
    Name: r.Name,
    Scope: r.Scope,
    JobLevels: r.JobLevels ?? [],
    DepartmentIDs: r.DepartmentIDs ?? [],
  };
  if (r.flight) {
    const { lowestPrice, ...rest } = r.flight;
    out.flight = {
      ...rest,
      ...(lowestPrice
        ? {
            lowestPrice: {
              value: { within: yuanOf(lowestPrice.value.withinFen), windowHours: lowestPrice.value.windowHours },
              level: lowestPrice.level,
            },
          }
        : {}),
    };
  }
  if (r.hotel) {
    const { nightlyCapFen, ...rest } = r.hotel;
    out.hotel = {
      ...rest,
      ...(nightlyCapFen
        ? { nightlyCap: { value: mapValues(nightlyCapFen.value, yuanOf), level: nightlyCapFen.level } }
        : {}),
    };
  }
  if (r.train) out.train = r.train;
  if (r.car) {
    const { priceCapFen, ...rest } = r.car;
    out.car = {
      ...rest,
      ...(priceCapFen ? { priceCap: { value: yuanOf(priceCapFen.value), level: priceCapFen.level } } : {}),
    };
  }
  return out;
};

/** The wire form of a rule back as an Update payload (yuan stays yuan; for forms and tests). */
export const tripRuleRowToInput = (r: TTripRuleRow): TTripRuleInput => ({
  RuleID: r.RuleID,
  Name: r.Name,
  Scope: r.Scope,
  JobLevels: r.JobLevels,
  DepartmentIDs: r.DepartmentIDs,
  ...(r.flight ? { flight: r.flight } : {}),
  ...(r.hotel ? { hotel: r.hotel } : {}),
  ...(r.train ? { train: r.train } : {}),
  ...(r.car ? { car: r.car } : {}),
});

const ZByID = z.object({ id: ZRowId, ...ZTargetCompany });

export const TripRuleList = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'TripRule/List',
  auth: 'session',
  permission: PolicyAction.tripRules,
  payload: z.object({
    ...ZListPaging,
    ...ZTargetCompany,
    /** Part of the name. */
    Name: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
    Scope: z.enum(TRIP_RULE_SCOPES, { error: 'policy.validation.scope' }).optional().or(z.literal('')),
  }),
  result: listResult(ZTripRuleRow),
  summary: "A company's trip rules: the caller's own company, or a client company the TMC staff member reaches",
});

export const TripRuleDetails = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'TripRule/Details/:id',
  auth: 'session',
  permission: PolicyAction.tripRules,
  payload: ZByID,
  result: ZTripRuleRow,
  summary: 'One trip rule by id',
});

export const TripRuleUpdate = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'TripRule/Update',
  auth: 'session',
  permission: PolicyAction.tripRules,
  payload: ZTripRuleInput,
  result: ZTripRuleRow,
  summary:
    'Creates a trip rule (no RuleID) or replaces one: scope, and every rule item of flights, hotels, trains and cars with its control level',
});

export const TripRuleDelete = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'TripRule/Delete/:id',
  auth: 'session',
  permission: PolicyAction.tripRules,
  stateChanging: true,
  payload: ZByID,
  result: z.boolean(),
  summary: 'Deletes a trip rule',
});

/** What the rule editor offers: the company's job levels, departments and city categories. */
export const ZTripRuleOptions = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  Jobs: z.array(z.object({ JobName: z.string(), JobLevel: z.number() })),
  Departments: z.array(
    z.object({ DepartmentID: z.string(), DepartmentName: z.string(), ParentID: z.string(), Path: z.string() }),
  ),
  CityCategories: z.array(
    z.object({
      Code: z.string(),
      Name: z.string(),
      NameEn: z.string(),
      IsDefault: z.boolean(),
      International: z.boolean(),
    }),
  ),
});
export type TTripRuleOptions = z.output<typeof ZTripRuleOptions>;

export const TripRuleOptions = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'TripRule/Options',
  auth: 'session',
  permission: PolicyAction.tripRules,
  payload: z.object(ZTargetCompany),
  result: ZTripRuleOptions,
  summary: "The trip-rule editor's choices: the company's job levels, departments and city categories",
});
