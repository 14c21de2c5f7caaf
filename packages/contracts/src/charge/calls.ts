import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZMoney, fenToYuan } from '../format.ts';
import { ZCompanyID } from '../customer/services.ts';
import { ZRowId } from '../resource/define.ts';
import { OrgAction } from '../system/actions.ts';
import { ChargeAction } from './actions.ts';
import {
  BP_PER_WHOLE,
  FEE_MODES,
  FEE_PER,
  FEE_SCENES,
  FEE_SERVICES,
  sortFeeItems,
  type TServiceFeeItem,
} from './fees.ts';

// Service fees on the wire: amounts in yuan (at most two decimals) and rates in percent (at most two decimals, i.e.
// whole basis points); fen and basis points inside. A company's fees (/System/Charge/{CompanyID}/ChargeList and
// ChargeUpdate) are set by the TMC staff who reach it and read by its administrator; a customer level's defaults by
// the platform operator (from /CustomerLevel); travellers read the effective fees of their own company.

/** Most items of one list: one per service and scene. */
export const FEE_ITEMS_MAX = FEE_SERVICES.length * FEE_SCENES.length;
/** The largest fixed amount, minimum or maximum: ¥100,000. */
export const FEE_AMOUNT_MAX_FEN = 10_000_000;

const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'messages.validation.invalidOption' });

/** Yuan, at most two decimals, 0 to 100,000; fen inside. */
const ZFeeYuan = ZMoney.refine((fen) => fen >= 0 && fen <= FEE_AMOUNT_MAX_FEN, 'charge.validation.amount');

/** Percent with at most two decimals, 0 to 100; basis points inside. */
const ZPercent = z.coerce
  .number({ error: 'charge.validation.rate' })
  .min(0, 'charge.validation.rate')
  .max(100, 'charge.validation.rate')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7, 'charge.validation.rate')
  .transform((v) => Math.round(v * 100));

/** One fee item as sent: the fields of the other mode are ignored (stored as 0). */
export const ZFeeItemIn = z
  .object(
    {
      Service: enumOf(FEE_SERVICES),
      Scene: enumOf(FEE_SCENES),
      Mode: enumOf(FEE_MODES),
      Per: enumOf(FEE_PER).default('Unit'),
      /** Fixed: yuan. */
      Amount: ZFeeYuan.optional(),
      /** Percent: percent of the price. */
      Rate: ZPercent.optional(),
      /** Percent: the least fee, yuan; 0 or absent for none. */
      Min: ZFeeYuan.optional(),
      /** Percent: the most fee, yuan; 0 or absent for none. */
      Max: ZFeeYuan.optional(),
    },
    { error: 'messages.validation.invalid' },
  )
  .superRefine((v, ctx) => {
    if (v.Mode === 'Fixed' && v.Amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['Amount'], message: 'charge.validation.amountRequired' });
    if (v.Mode === 'Percent' && v.Rate === undefined)
      ctx.addIssue({ code: 'custom', path: ['Rate'], message: 'charge.validation.rateRequired' });
    if (v.Mode === 'Percent' && v.Min && v.Max && v.Max < v.Min)
      ctx.addIssue({ code: 'custom', path: ['Max'], message: 'charge.validation.maxBelowMin' });
  })
  .transform((v): TServiceFeeItem =>
    v.Mode === 'Fixed'
      ? {
          service: v.Service,
          scene: v.Scene,
          mode: 'Fixed',
          per: v.Per,
          amountFen: v.Amount ?? 0,
          rateBp: 0,
          minFen: 0,
          maxFen: 0,
        }
      : {
          service: v.Service,
          scene: v.Scene,
          mode: 'Percent',
          per: v.Per,
          amountFen: 0,
          rateBp: v.Rate ?? 0,
          minFen: v.Min ?? 0,
          maxFen: v.Max ?? 0,
        },
  );
export type TFeeItemInput = z.input<typeof ZFeeItemIn>;

/** A whole list of items: at most one per service and scene, stored in a stable order. */
export const ZFeeItemsIn = z
  .array(ZFeeItemIn, { error: 'messages.validation.invalid' })
  .max(FEE_ITEMS_MAX, 'charge.validation.tooMany')
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((i, n) => {
      const k = `${i.service}/${i.scene}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [n, 'Service'], message: 'charge.validation.duplicate' });
      seen.add(k);
    });
  })
  .transform((items) => sortFeeItems(items));

/** One fee item as replied. */
export const ZFeeItem = z.object({
  Service: z.enum(FEE_SERVICES),
  Scene: z.enum(FEE_SCENES),
  Mode: z.enum(FEE_MODES),
  Per: z.enum(FEE_PER),
  /** Fixed: yuan. */
  Amount: z.number(),
  /** Percent: percent of the price. */
  Rate: z.number(),
  /** Percent: the least fee in yuan, 0 for none. */
  Min: z.number(),
  /** Percent: the most fee in yuan, 0 for none. */
  Max: z.number(),
});
export type TFeeItem = z.output<typeof ZFeeItem>;

export const FEE_SOURCES = ['Company', 'Level'] as const;
export type TFeeSource = (typeof FEE_SOURCES)[number];

/** An effective fee: the company's own, or its customer level's default. */
export const ZEffectiveFee = ZFeeItem.extend({ Source: z.enum(FEE_SOURCES) });
export type TEffectiveFee = z.output<typeof ZEffectiveFee>;

/** A stored item on the wire. */
export const feeItemOut = (i: TServiceFeeItem): TFeeItem => ({
  Service: i.service,
  Scene: i.scene,
  Mode: i.mode,
  Per: i.per,
  Amount: fenToYuan(i.amountFen),
  Rate: i.rateBp / (BP_PER_WHOLE / 100),
  Min: fenToYuan(i.minFen),
  Max: fenToYuan(i.maxFen),
});

/** A company's fees: the effective ones, its own, and its level's defaults. */
export const ZChargeList = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  /** The company's customer level; '' when it has none (then only its own items apply). */
  LevelID: z.string(),
  LevelName: z.string(),
  /** Effective fees, by service and scene. */
  Items: z.array(ZEffectiveFee),
  /** The company's own items. */
  Own: z.array(ZFeeItem),
  /** The level's defaults (what a reset leaves). */
  LevelItems: z.array(ZFeeItem),
  /** The version of the company's own items, to send back with an update (0: never set). */
  Version: z.number(),
  /** Whether the caller may change them (TMC staff). */
  CanEdit: z.boolean(),
});
export type TChargeList = z.output<typeof ZChargeList>;

/** The version an update was made from: the one last read. */
const ZVersion = z.coerce
  .number({ error: 'charge.validation.version' })
  .int('charge.validation.version')
  .min(0, 'charge.validation.version');

export const ZChargeUpdateRequest = z.object({
  CompanyID: ZCompanyID,
  /** The company's own items, replacing the ones it had; [] resets it to its level's defaults. */
  Items: ZFeeItemsIn,
  Version: ZVersion,
});
export type TChargeUpdateRequest = z.output<typeof ZChargeUpdateRequest>;

export const ChargeList = defineCall({
  group: 'system',
  method: 'GET',
  path: 'Charge/List',
  auth: 'session',
  permission: ChargeAction.serviceFees,
  payload: z.object({ CompanyID: ZCompanyID.optional().or(z.literal('')) }),
  result: ZChargeList,
  summary:
    "A client company's service fees (/System/Charge/{CompanyID}/ChargeList): effective, own and its level's; its administrator, or TMC staff who reach it",
});

export const ChargeUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Charge/Update',
  auth: 'session',
  permission: ChargeAction.serviceFees,
  payload: ZChargeUpdateRequest,
  result: ZChargeList,
  summary:
    "Replace a client company's own service fees (/System/Charge/{CompanyID}/ChargeUpdate; none: back to its level's): TMC staff who reach it, from the version they read",
});

/** A customer level's default fees. */
export const ZLevelCharge = z.object({
  LevelID: z.string(),
  LevelName: z.string(),
  Items: z.array(ZFeeItem),
  Version: z.number(),
});
export type TLevelCharge = z.output<typeof ZLevelCharge>;

export const ChargeLevelDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'Charge/LevelDetails',
  auth: 'session',
  permission: OrgAction.customerLevels,
  payload: z.object({ LevelID: ZRowId }),
  result: ZLevelCharge,
  summary: "A customer level's default service fees (from /CustomerLevel): the platform operator",
});

export const ChargeLevelUpdate = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Charge/LevelUpdate',
  auth: 'session',
  permission: OrgAction.customerLevels,
  payload: z.object({ LevelID: ZRowId, Items: ZFeeItemsIn, Version: ZVersion }),
  result: ZLevelCharge,
  summary: "Replace a customer level's default service fees: the platform operator, from the version they read",
});

export const ZServiceFeeListRequest = z.object({
  /** Only this service's fees. */
  Service: enumOf(FEE_SERVICES).optional().or(z.literal('')),
});

export const BtripServiceFeeList = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'ServiceFee/List',
  auth: 'session',
  payload: ZServiceFeeListRequest,
  result: z.object({ Items: z.array(ZEffectiveFee) }),
  summary: "The service fees of the caller's own client company as they apply to its travellers (read only)",
});
