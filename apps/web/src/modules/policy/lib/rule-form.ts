import {
  CONTROL_LEVELS,
  ControlLevel,
  RULE_CABINS,
  TRAIN_CLASSES,
  type TControlLevel,
  type TTripRuleInput,
  type TTripRuleRow,
  type TTripRuleScope,
} from '@opentmc/contracts';

// The trip-rule editor's values and their conversion to and from the wire. Pure, so the unit tests cover them.
// Every item of every service is on the form; an item at its "no limit" value still carries its control level.

export type TItem<T> = { value: T; level: TControlLevel };
export type TTrainSeats = { GC: number[]; D: number[]; ZTK: number[] };

export type TRuleForm = {
  Name: string;
  Scope: TTripRuleScope;
  JobLevels: number[];
  DepartmentIDs: string[];
  flight: {
    /** 0: no limit. */
    maxCabin: TItem<number>;
    businessAboveHours: number;
    maxDiscountTenths: TItem<number>;
    lowestPriceOn: boolean;
    lowestPrice: TItem<{ within: number; windowHours: number }>;
    advanceDays: TItem<number>;
    maxCompanions: TItem<number>;
    agreementOnly: TItem<boolean>;
    repeatSameDay: 'allow' | 'warn' | 'refuse';
  };
  hotel: {
    stars: TItem<number[]>;
    /** Yuan by city category code (0: no limit). */
    nightlyCap: TItem<Record<string, number>>;
    agreementOnly: TItem<boolean>;
  };
  train: { seats: TItem<TTrainSeats> };
  car: { priceCap: TItem<number>; levels: TItem<number[]> };
};

/** The level a new item starts with: a warning. */
export const DEFAULT_LEVEL: TControlLevel = ControlLevel.Warn;
export const LEVELS = CONTROL_LEVELS;
export const CABINS = RULE_CABINS;

const item = <T>(v: { value: T; level: number } | undefined, fallback: T): TItem<T> => ({
  value: v?.value ?? fallback,
  level: (v?.level ?? DEFAULT_LEVEL) as TControlLevel,
});

/** The form of a rule (a new one when absent); every city category gets a cap (0 when it has none). */
export const ruleToForm = (row: TTripRuleRow | undefined, categoryCodes: readonly string[]): TRuleForm => {
  const f = row?.flight;
  const h = row?.hotel;
  const caps = h?.nightlyCap?.value ?? {};
  return {
    Name: row?.Name ?? '',
    Scope: row?.Scope ?? 'All',
    JobLevels: row?.JobLevels ?? [],
    DepartmentIDs: row?.DepartmentIDs ?? [],
    flight: {
      maxCabin: item(f?.maxCabin, 0),
      businessAboveHours: f?.businessAboveHours ?? 0,
      maxDiscountTenths: item(f?.maxDiscountTenths, 0),
      lowestPriceOn: f?.lowestPrice !== undefined,
      lowestPrice: item(f?.lowestPrice, { within: 0, windowHours: 2 }),
      advanceDays: item(f?.advanceDays, 0),
      maxCompanions: item(f?.maxCompanions, 0),
      agreementOnly: item(f?.agreementOnly, false),
      repeatSameDay: f?.repeatSameDay ?? 'allow',
    },
    hotel: {
      stars: item(h?.stars, []),
      nightlyCap: {
        value: Object.fromEntries([
          ...Object.entries(caps),
          ...categoryCodes.filter((c) => !(c in caps)).map((c) => [c, 0] as const),
        ]),
        level: (h?.nightlyCap?.level ?? DEFAULT_LEVEL) as TControlLevel,
      },
      agreementOnly: item(h?.agreementOnly, false),
    },
    train: {
      seats: {
        value: Object.fromEntries(
          TRAIN_CLASSES.map((c) => [c, row?.train?.seats?.value[c] ?? []]),
        ) as unknown as TTrainSeats,
        level: (row?.train?.seats?.level ?? DEFAULT_LEVEL) as TControlLevel,
      },
    },
    car: { priceCap: item(row?.car?.priceCap, 0), levels: item(row?.car?.levels, []) },
  };
};

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v ?? 0) || 0);

/**
 * The Update payload of the form: no cabin limit and an unused lowest-fare rule are left out, every other item
 * goes with its value ("no limit" values included) and level; only the scope's own list is sent.
 */
export const formToRule = (
  form: TRuleForm,
  opts: { RuleID?: string | undefined; CompanyID?: string | undefined } = {},
): TTripRuleInput => {
  const { flight: f, hotel: h, train, car } = form;
  const lv = (i: { level: number }) => i.level as TControlLevel;
  return {
    ...(opts.RuleID ? { RuleID: opts.RuleID } : {}),
    ...(opts.CompanyID ? { CompanyID: opts.CompanyID } : {}),
    Name: form.Name.trim(),
    Scope: form.Scope,
    JobLevels: form.Scope === 'Position' ? form.JobLevels : [],
    DepartmentIDs: form.Scope === 'Department' ? form.DepartmentIDs : [],
    flight: {
      ...(f.maxCabin.value ? { maxCabin: { value: f.maxCabin.value, level: lv(f.maxCabin) } } : {}),
      businessAboveHours: num(f.businessAboveHours),
      maxDiscountTenths: { value: num(f.maxDiscountTenths.value), level: lv(f.maxDiscountTenths) },
      ...(f.lowestPriceOn
        ? {
            lowestPrice: {
              value: { within: num(f.lowestPrice.value.within), windowHours: num(f.lowestPrice.value.windowHours) },
              level: lv(f.lowestPrice),
            },
          }
        : {}),
      advanceDays: { value: num(f.advanceDays.value), level: lv(f.advanceDays) },
      maxCompanions: { value: num(f.maxCompanions.value), level: lv(f.maxCompanions) },
      agreementOnly: { value: f.agreementOnly.value === true, level: lv(f.agreementOnly) },
      repeatSameDay: f.repeatSameDay,
    },
    hotel: {
      stars: { value: [...(h.stars.value ?? [])], level: lv(h.stars) },
      nightlyCap: {
        value: Object.fromEntries(Object.entries(h.nightlyCap.value ?? {}).map(([k, v]) => [k, num(v)])),
        level: lv(h.nightlyCap),
      },
      agreementOnly: { value: h.agreementOnly.value === true, level: lv(h.agreementOnly) },
    },
    train: {
      seats: {
        value: Object.fromEntries(TRAIN_CLASSES.map((c) => [c, [...(train.seats.value[c] ?? [])]])),
        level: lv(train.seats),
      },
    },
    car: {
      priceCap: { value: num(car.priceCap.value), level: lv(car.priceCap) },
      levels: { value: [...(car.levels.value ?? [])], level: lv(car.levels) },
    },
  };
};
