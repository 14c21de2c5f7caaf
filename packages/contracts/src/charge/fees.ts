import { ApplyArea, ServiceType } from '../lookups/lists.ts';

// Service fees (issue 4, the btrip "service fee" calls; reused by the booking issues, e.g. /TrainPolicy/ServiceFee):
// what the TMC charges on top of a booking, a refund or a change. A fee item says, for one service and one scene,
// either a fixed amount or a percentage of the price (with an optional minimum and maximum), charged per unit
// (ticket, passenger, room) or once per order. Amounts are integer fen and rates basis points inside; the wire
// carries yuan and percent (calls.ts).

/** The services a fee can be set for. International flights and hotels have fees of their own. */
export const FEE_SERVICES = [
  'train',
  'flight',
  'intlFlight',
  'hotel',
  'intlHotel',
  'car',
  'tour',
  'insurance',
  'visa',
] as const;
export type TFeeService = (typeof FEE_SERVICES)[number];

/**
 * The lookup codes of each fee service: its ServiceType and, where the service has a domestic and an international
 * fee, the ApplyArea. Cars are the traffic service.
 */
export const FEE_SERVICE_CODES: Record<TFeeService, { ServiceType: number; ApplyArea?: number }> = {
  train: { ServiceType: ServiceType.Train },
  flight: { ServiceType: ServiceType.Flight, ApplyArea: ApplyArea.Internal },
  intlFlight: { ServiceType: ServiceType.Flight, ApplyArea: ApplyArea.Overseas },
  hotel: { ServiceType: ServiceType.Hotel, ApplyArea: ApplyArea.Internal },
  intlHotel: { ServiceType: ServiceType.Hotel, ApplyArea: ApplyArea.Overseas },
  car: { ServiceType: ServiceType.Traffic },
  tour: { ServiceType: ServiceType.Tour },
  insurance: { ServiceType: ServiceType.Insurance },
  visa: { ServiceType: ServiceType.Visa },
};

/** The fee service of a ServiceType code and ApplyArea (domestic when absent), if fees apply to it. */
export const feeServiceOf = (serviceType: number, applyArea: number = ApplyArea.Internal): TFeeService | undefined =>
  FEE_SERVICES.find((s) => {
    const c = FEE_SERVICE_CODES[s];
    return c.ServiceType === serviceType && (c.ApplyArea === undefined || c.ApplyArea === applyArea);
  });

/** When a fee is charged: on booking, on a refund, on a change. */
export const FEE_SCENES = ['booking', 'refund', 'change'] as const;
export type TFeeScene = (typeof FEE_SCENES)[number];

/** A fixed amount, or a percentage of the price. */
export const FEE_MODES = ['Fixed', 'Percent'] as const;
export type TFeeMode = (typeof FEE_MODES)[number];

/** Per unit (ticket, passenger, room night: whatever the booking counts) or once per order. */
export const FEE_PER = ['Unit', 'Order'] as const;
export type TFeePer = (typeof FEE_PER)[number];

/** One fee item as stored and computed (integer fen, basis points). */
export type TServiceFeeItem = {
  service: TFeeService;
  scene: TFeeScene;
  mode: TFeeMode;
  per: TFeePer;
  /** Fixed: the amount in fen; 0 means free. */
  amountFen: number;
  /** Percent: the rate in basis points (1 bp = 0.01 %); 0 means free. */
  rateBp: number;
  /** Percent: the least fee of a unit (or the order), fen; 0 means no minimum. */
  minFen: number;
  /** Percent: the most fee of a unit (or the order), fen; 0 means no maximum. */
  maxFen: number;
};

/** What a fee is computed on. */
export type TFeeQuery = {
  service: TFeeService;
  scene: TFeeScene;
  /** The price the fee is taken on, in fen: the whole order's (all its units), or the part refunded or changed. */
  priceFen: number;
  /** How many units (tickets, passengers, rooms) the price covers; at least 1. */
  units: number;
};

/** Basis points in one whole. */
export const BP_PER_WHOLE = 10_000;

/** n / d rounded half up, exactly, for integers n ≥ 0 and d > 0 (below 2^53). */
export const divHalfUp = (n: number, d: number): number => {
  const r = n % d;
  const q = (n - r) / d;
  return 2 * r >= d ? q + 1 : q;
};

const clamp = (fen: number, minFen: number, maxFen: number): number => {
  const low = minFen > 0 ? Math.max(fen, minFen) : fen;
  return maxFen > 0 ? Math.min(low, maxFen) : low;
};

const isCount = (v: number, min: number) => Number.isSafeInteger(v) && v >= min;

/** The item for a service and scene, if the list has one (lists hold at most one per pair). */
export const feeItemFor = (
  items: readonly TServiceFeeItem[],
  service: TFeeService,
  scene: TFeeScene,
): TServiceFeeItem | undefined => items.find((i) => i.service === service && i.scene === scene);

/**
 * The service fee in fen of a booking, refund or change:
 * - no item for the service and scene, or an amount or rate of 0: free (0), whatever the minimum;
 * - Fixed per order: the amount; Fixed per unit: the amount × units;
 * - Percent per order: price × rate, rounded half up to the fen, then raised to the minimum and cut to the maximum;
 * - Percent per unit: each unit's fee is taken on the unit's share of the price (price ÷ units), rounded half up to
 *   the fen and clamped to the minimum and maximum, then × units.
 * A negative or fractional price or unit count is a programming error and throws.
 */
export const serviceFeeFor = (items: readonly TServiceFeeItem[], q: TFeeQuery): number => {
  if (!isCount(q.priceFen, 0)) throw new RangeError(`priceFen must be whole fen ≥ 0, got ${q.priceFen}`);
  if (!isCount(q.units, 1)) throw new RangeError(`units must be a whole number ≥ 1, got ${q.units}`);
  const item = feeItemFor(items, q.service, q.scene);
  if (!item) return 0;
  const units = item.per === 'Unit' ? q.units : 1;
  if (item.mode === 'Fixed') return item.amountFen * units;
  if (item.rateBp === 0) return 0;
  if (!Number.isSafeInteger(q.priceFen * item.rateBp)) throw new RangeError(`priceFen ${q.priceFen} is too large`);
  const one = divHalfUp(q.priceFen * item.rateBp, BP_PER_WHOLE * units);
  return clamp(one, item.minFen, item.maxFen) * units;
};

/**
 * The effective fees of a company: its own item for a service and scene, else its customer level's; each tagged
 * with where it comes from. Ordered by service, then scene.
 */
export const effectiveFees = (
  own: readonly TServiceFeeItem[],
  level: readonly TServiceFeeItem[],
): (TServiceFeeItem & { source: 'Company' | 'Level' })[] => {
  const merged = [
    ...own.map((i) => ({ ...i, source: 'Company' as const })),
    ...level.filter((l) => !feeItemFor(own, l.service, l.scene)).map((i) => ({ ...i, source: 'Level' as const })),
  ];
  return sortFeeItems(merged);
};

/** Items in a stable order: by service, then scene, as the lists above name them. */
export const sortFeeItems = <T extends Pick<TServiceFeeItem, 'service' | 'scene'>>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) =>
      FEE_SERVICES.indexOf(a.service) - FEE_SERVICES.indexOf(b.service) ||
      FEE_SCENES.indexOf(a.scene) - FEE_SCENES.indexOf(b.scene),
  );
