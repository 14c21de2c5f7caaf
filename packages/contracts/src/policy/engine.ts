import { formatYuan } from '../format.ts';
import { Cabin, TrainType } from '../lookups/index.ts';

// The travel-policy engine (issue 4): one pure function from a company's trip rules, a traveller, an offer and the
// booking context to a verdict. The booking screens run it to explain an offer before anyone commits; the server
// runs it again whatever the client says.

/** How strictly a rule item is enforced (the five levels Chinese TMCs use). */
export const ControlLevel = {
  /** Recorded only, no prompt. */
  Record: 1,
  /** A warning; no reason needed. */
  Warn: 2,
  /** A warning, and a violation reason must be chosen. */
  ReasonRequired: 3,
  /** The booking is refused. */
  Forbid: 4,
  /** Over-standard approval: the booking goes to an approval flow marked out of policy. */
  Approval: 5,
} as const;
export type TControlLevel = (typeof ControlLevel)[keyof typeof ControlLevel];

/** A limit and how strictly it is enforced. An amount or count of 0 means no limit. */
export type TRuleItem<T> = { value: T; level: TControlLevel };

/** The train classes seat rules are set for: G/C, D, and Z/T/K. */
export type TTrainClass = 'GC' | 'D' | 'ZTK';

export type TFlightRules = {
  /** The highest cabin: a Cabin code (First, Business, Economy or discounted economy Economy50…Economy90). */
  maxCabin?: TRuleItem<number>;
  /** Business is allowed when the flight is at least this many hours (0: never). */
  businessAboveHours?: number;
  /** The highest fare as tenths of the Y fare, e.g. 8 = 80 % (0: no limit). */
  maxDiscountTenths?: TRuleItem<number>;
  /** Within this many fen of the lowest fare among the flights within ± windowHours of the chosen one. */
  lowestPrice?: TRuleItem<{ withinFen: number; windowHours: number }>;
  /** Booked at least this many days before departure (0: no limit). */
  advanceDays?: TRuleItem<number>;
  /** At most this many companions on one booking (0: no limit). */
  maxCompanions?: TRuleItem<number>;
  /** Only agreement airlines. */
  agreementOnly?: TRuleItem<boolean>;
  /** A second flight booking for the same day: allowed, warned (level 2) or refused (level 4). */
  repeatSameDay?: 'allow' | 'warn' | 'refuse';
};

export type THotelRules = {
  /** Allowed star levels (empty: any). */
  stars?: TRuleItem<number[]>;
  /** Nightly cap in fen by city category (a missing category or 0: no limit). */
  nightlyCapFen?: TRuleItem<Record<string, number>>;
  agreementOnly?: TRuleItem<boolean>;
};

export type TTrainRules = {
  /** Allowed TrainSeatType codes by train class (a missing or empty class: any seat). */
  seats?: TRuleItem<Partial<Record<TTrainClass, number[]>>>;
};

export type TCarRules = {
  priceCapFen?: TRuleItem<number>;
  /** Allowed TrafficGrade codes (empty: any). */
  levels?: TRuleItem<number[]>;
};

/** A company's trip rule and whom it applies to: everyone, people of some job levels, or some departments. */
export type TTripRule = {
  RuleID: string;
  Name: string;
  Scope: 'All' | 'Position' | 'Department';
  /** Position rules: the job levels they apply to. */
  JobLevels?: number[];
  /** Department rules: the departments they apply to, and the departments below them. */
  DepartmentIDs?: string[];
  flight?: TFlightRules;
  hotel?: THotelRules;
  train?: TTrainRules;
  car?: TCarRules;
};

export type TTraveller = {
  UserID: string;
  Name: string;
  JobLevel?: number | undefined;
  /** The department path from the top, '/D…/D…/' ('' when none). */
  DepartmentPath?: string | undefined;
};

export type TFlightOffer = {
  service: 'flight';
  cabin: number;
  /** The fare as tenths of the Y fare (e.g. 7.5). */
  discountTenths: number;
  priceFen: number;
  /** Departure, an ISO date-time. */
  departAt: string;
  durationMinutes: number;
  airline: string;
  agreement: boolean;
};
export type THotelOffer = {
  service: 'hotel';
  star: number;
  nightlyFen: number;
  cityCategory: string;
  agreement: boolean;
};
export type TTrainOffer = { service: 'train'; trainType: number; seat: number; priceFen: number };
export type TCarOffer = { service: 'car'; level: number; priceFen: number };
export type TOffer = TFlightOffer | THotelOffer | TTrainOffer | TCarOffer;

export type TPolicyContext = {
  /** When the booking is made, an ISO date-time. */
  now: string;
  /** Other travellers on the same booking. */
  companions?: number;
  /** The traveller's other bookings of this service on the same day. */
  sameDayBookings?: number;
  /** The offers shown beside this one (for the lowest-price rule and the cheapest compliant alternative). */
  shown?: TOffer[];
};

export type TViolation = {
  code: string;
  level: TControlLevel;
  message: { cn: string; en: string };
  limit: string;
  actual: string;
  RuleID: string;
  /** The traveller it concerns (bookings with several travellers). */
  UserID?: string;
};

export type TVerdict = { compliant: boolean; level: 0 | TControlLevel; violations: TViolation[] };

const CABIN_RANK: Record<number, number> = {
  [Cabin.First]: 3,
  [Cabin.Business]: 2,
  [Cabin.Economy]: 1,
  [Cabin.Economy50]: 1,
  [Cabin.Economy60]: 1,
  [Cabin.Economy70]: 1,
  [Cabin.Economy80]: 1,
  [Cabin.Economy90]: 1,
};
const DISCOUNT_CAP: Record<number, number> = {
  [Cabin.Economy50]: 5,
  [Cabin.Economy60]: 6,
  [Cabin.Economy70]: 7,
  [Cabin.Economy80]: 8,
  [Cabin.Economy90]: 9,
};
const CABIN_NAME: Record<number, { cn: string; en: string }> = {
  [Cabin.First]: { cn: '头等舱', en: 'first' },
  [Cabin.Business]: { cn: '公务舱', en: 'business' },
  [Cabin.Economy]: { cn: '经济舱', en: 'economy' },
};
const cabinName = (code: number) =>
  CABIN_NAME[code] ??
  (DISCOUNT_CAP[code]
    ? { cn: `经济舱${DISCOUNT_CAP[code]}折`, en: `economy at ${DISCOUNT_CAP[code]}/10` }
    : { cn: String(code), en: String(code) });

/** The train class of a TrainType code. */
export const trainClassOf = (trainType: number): TTrainClass =>
  trainType === TrainType.GC ? 'GC' : trainType === TrainType.D ? 'D' : 'ZTK';

const depth = (path: string | undefined, id: string): number => {
  const parts = (path ?? '').split('/').filter(Boolean);
  const i = parts.indexOf(id);
  return i < 0 ? -1 : i;
};

/**
 * The rule that applies to a traveller: a position rule for their job level first, else the department rule of the
 * nearest department on their path (their own, then the ones above), else the company-wide rule; none when the
 * company has none.
 */
export const ruleFor = (rules: readonly TTripRule[], t: TTraveller): TTripRule | undefined => {
  const byJob = rules.find(
    (r) => r.Scope === 'Position' && t.JobLevel !== undefined && (r.JobLevels ?? []).includes(t.JobLevel),
  );
  if (byJob) return byJob;
  let best: { rule: TTripRule; depth: number } | undefined;
  for (const r of rules) {
    if (r.Scope !== 'Department') continue;
    for (const id of r.DepartmentIDs ?? []) {
      const d = depth(t.DepartmentPath, id);
      if (d >= 0 && (!best || d > best.depth)) best = { rule: r, depth: d };
    }
  }
  return best?.rule ?? rules.find((r) => r.Scope === 'All');
};

const yuan = (fen: number) => formatYuan(fen);
const DAY_MS = 86400000;

const flightViolations = (f: TFlightRules, o: TFlightOffer, ctx: TPolicyContext) => {
  const out: Omit<TViolation, 'RuleID'>[] = [];
  const v = (code: string, level: TControlLevel, cn: string, en: string, limit: string, actual: string) =>
    out.push({ code, level, message: { cn, en }, limit, actual });

  if (f.maxCabin) {
    const max = f.maxCabin.value;
    const longHaul = (f.businessAboveHours ?? 0) > 0 && o.durationMinutes >= (f.businessAboveHours ?? 0) * 60;
    const allowedRank = Math.max(CABIN_RANK[max] ?? 1, longHaul ? CABIN_RANK[Cabin.Business]! : 0);
    const rank = CABIN_RANK[o.cabin] ?? 1;
    const cap = DISCOUNT_CAP[max];
    const { cn: lc, en: le } = cabinName(max);
    const { cn: ac, en: ae } = cabinName(o.cabin);
    if (rank > allowedRank) {
      v(
        'flight.cabin',
        f.maxCabin.level,
        `舱位超标：最高可订${lc}，所选为${ac}`,
        `Cabin above policy: up to ${le}, chosen ${ae}`,
        lc,
        ac,
      );
    } else if (cap !== undefined && rank === 1 && !longHaul && o.discountTenths > cap) {
      v(
        'flight.cabin',
        f.maxCabin.level,
        `舱位超标：最高可订经济舱${cap}折，所选为${o.discountTenths}折`,
        `Cabin above policy: economy up to ${cap}/10 of Y, chosen ${o.discountTenths}/10`,
        `${cap}`,
        `${o.discountTenths}`,
      );
    }
  }
  if (f.maxDiscountTenths && f.maxDiscountTenths.value > 0 && (CABIN_RANK[o.cabin] ?? 1) === 1) {
    const cap = f.maxDiscountTenths.value;
    if (o.discountTenths > cap)
      v(
        'flight.discount',
        f.maxDiscountTenths.level,
        `折扣超标：最高${cap}折，所选为${o.discountTenths}折`,
        `Fare above policy: up to ${cap}/10 of Y, chosen ${o.discountTenths}/10`,
        `${cap}`,
        `${o.discountTenths}`,
      );
  }
  if (f.lowestPrice) {
    const { withinFen, windowHours } = f.lowestPrice.value;
    const at = Date.parse(o.departAt);
    const window = windowHours * 3600000;
    const fares = (ctx.shown ?? [])
      .filter((x): x is TFlightOffer => x.service === 'flight')
      .filter((x) => Math.abs(Date.parse(x.departAt) - at) <= window)
      .map((x) => x.priceFen);
    const lowest = Math.min(o.priceFen, ...fares);
    if (o.priceFen > lowest + withinFen)
      v(
        'flight.lowestPrice',
        f.lowestPrice.level,
        `未选最低价：前后${windowHours}小时内最低价¥${yuan(lowest)}，可浮动¥${yuan(withinFen)}，所选¥${yuan(o.priceFen)}`,
        `Not the lowest fare: lowest within ±${windowHours} h is ¥${yuan(lowest)} (+¥${yuan(withinFen)} allowed), chosen ¥${yuan(o.priceFen)}`,
        yuan(lowest + withinFen),
        yuan(o.priceFen),
      );
  }
  if (f.advanceDays && f.advanceDays.value > 0) {
    const days = Math.floor((Date.parse(o.departAt) - Date.parse(ctx.now)) / DAY_MS);
    if (days < f.advanceDays.value)
      v(
        'flight.advanceDays',
        f.advanceDays.level,
        `提前预订天数不足：需提前${f.advanceDays.value}天，实际${days}天`,
        `Booked too late: ${f.advanceDays.value} days ahead needed, ${days} given`,
        `${f.advanceDays.value}`,
        `${days}`,
      );
  }
  if (f.maxCompanions && f.maxCompanions.value > 0 && (ctx.companions ?? 0) > f.maxCompanions.value)
    v(
      'flight.companions',
      f.maxCompanions.level,
      `同行人数超标：最多${f.maxCompanions.value}人，实际${ctx.companions}人`,
      `Too many companions: up to ${f.maxCompanions.value}, ${ctx.companions} on the booking`,
      `${f.maxCompanions.value}`,
      `${ctx.companions}`,
    );
  if (f.agreementOnly?.value && !o.agreement)
    v(
      'flight.agreement',
      f.agreementOnly.level,
      `仅可预订协议航空公司，${o.airline}不是协议航司`,
      `Agreement airlines only: ${o.airline} is not one`,
      '',
      o.airline,
    );
  if (f.repeatSameDay && f.repeatSameDay !== 'allow' && (ctx.sameDayBookings ?? 0) > 0)
    v(
      'flight.repeat',
      f.repeatSameDay === 'refuse' ? ControlLevel.Forbid : ControlLevel.Warn,
      '同一天已有机票预订',
      'There is already a flight booked for this day',
      '0',
      `${ctx.sameDayBookings}`,
    );
  return out;
};

const hotelViolations = (h: THotelRules, o: THotelOffer) => {
  const out: Omit<TViolation, 'RuleID'>[] = [];
  if (h.stars && h.stars.value.length > 0 && !h.stars.value.includes(o.star))
    out.push({
      code: 'hotel.star',
      level: h.stars.level,
      message: {
        cn: `酒店星级超标：可订${h.stars.value.join('/')}星，所选为${o.star}星`,
        en: `Hotel stars out of policy: ${h.stars.value.join('/')} stars allowed, chosen ${o.star}`,
      },
      limit: h.stars.value.join('/'),
      actual: `${o.star}`,
    });
  const cap = h.nightlyCapFen?.value[o.cityCategory] ?? 0;
  if (h.nightlyCapFen && cap > 0 && o.nightlyFen > cap)
    out.push({
      code: 'hotel.price',
      level: h.nightlyCapFen.level,
      message: {
        cn: `房价超标：该城市每晚上限¥${yuan(cap)}，所选¥${yuan(o.nightlyFen)}`,
        en: `Room rate above policy: up to ¥${yuan(cap)} a night in this city, chosen ¥${yuan(o.nightlyFen)}`,
      },
      limit: yuan(cap),
      actual: yuan(o.nightlyFen),
    });
  if (h.agreementOnly?.value && !o.agreement)
    out.push({
      code: 'hotel.agreement',
      level: h.agreementOnly.level,
      message: { cn: '仅可预订协议酒店', en: 'Agreement hotels only' },
      limit: '',
      actual: '',
    });
  return out;
};

const trainViolations = (t: TTrainRules, o: TTrainOffer) => {
  const allowed = t.seats?.value[trainClassOf(o.trainType)] ?? [];
  if (!t.seats || allowed.length === 0 || allowed.includes(o.seat)) return [];
  return [
    {
      code: 'train.seat',
      level: t.seats.level,
      message: { cn: '席别超标：该车次类型不可订所选席别', en: 'Seat class above policy for this type of train' },
      limit: allowed.join('/'),
      actual: `${o.seat}`,
    },
  ];
};

const carViolations = (c: TCarRules, o: TCarOffer) => {
  const out: Omit<TViolation, 'RuleID'>[] = [];
  if (c.priceCapFen && c.priceCapFen.value > 0 && o.priceFen > c.priceCapFen.value)
    out.push({
      code: 'car.price',
      level: c.priceCapFen.level,
      message: {
        cn: `用车价格超标：上限¥${yuan(c.priceCapFen.value)}，所选¥${yuan(o.priceFen)}`,
        en: `Car price above policy: up to ¥${yuan(c.priceCapFen.value)}, chosen ¥${yuan(o.priceFen)}`,
      },
      limit: yuan(c.priceCapFen.value),
      actual: yuan(o.priceFen),
    });
  if (c.levels && c.levels.value.length > 0 && !c.levels.value.includes(o.level))
    out.push({
      code: 'car.level',
      level: c.levels.level,
      message: { cn: '车型等级超标', en: 'Car level above policy' },
      limit: c.levels.value.join('/'),
      actual: `${o.level}`,
    });
  return out;
};

/**
 * How strict each level is. Forbidding is stricter than sending the booking to approval, although its number is
 * lower: an approval can still let the booking through.
 */
const STRICTNESS: Record<0 | TControlLevel, number> = { 0: 0, 1: 1, 2: 2, 3: 3, 5: 4, 4: 5 };

/** The stricter of two levels (0 = compliant). */
export const stricterLevel = (a: 0 | TControlLevel, b: 0 | TControlLevel): 0 | TControlLevel =>
  STRICTNESS[b] > STRICTNESS[a] ? b : a;

const verdictOf = (violations: TViolation[]): TVerdict => ({
  compliant: violations.length === 0,
  level: violations.reduce<0 | TControlLevel>((m, v) => stricterLevel(m, v.level), 0),
  violations,
});

/** The verdict for one traveller: the rule that applies to them, checked against the offer. */
export const evaluatePolicy = (
  rules: readonly TTripRule[],
  traveller: TTraveller,
  offer: TOffer,
  ctx: TPolicyContext,
): TVerdict => {
  const rule = ruleFor(rules, traveller);
  if (!rule) return verdictOf([]);
  const found =
    offer.service === 'flight'
      ? rule.flight
        ? flightViolations(rule.flight, offer, ctx)
        : []
      : offer.service === 'hotel'
        ? rule.hotel
          ? hotelViolations(rule.hotel, offer)
          : []
        : offer.service === 'train'
          ? rule.train
            ? trainViolations(rule.train, offer)
            : []
          : rule.car
            ? carViolations(rule.car, offer)
            : [];
  return verdictOf(found.map((v) => ({ ...v, RuleID: rule.RuleID, UserID: traveller.UserID })));
};

/** The verdict for a booking with several travellers: each is checked under their own rule; the strictest wins. */
export const evaluateBooking = (
  rules: readonly TTripRule[],
  travellers: readonly TTraveller[],
  offer: TOffer,
  ctx: TPolicyContext,
): TVerdict => verdictOf(travellers.flatMap((t) => evaluatePolicy(rules, t, offer, ctx).violations));

const priceOf = (o: TOffer) => (o.service === 'hotel' ? o.nightlyFen : o.priceFen);

/** The cheapest of the shown offers that every traveller may book within policy, if any. */
export const cheapestCompliant = <O extends TOffer>(
  rules: readonly TTripRule[],
  travellers: readonly TTraveller[],
  shown: readonly O[],
  ctx: TPolicyContext,
): O | undefined =>
  [...shown]
    .sort((a, b) => priceOf(a) - priceOf(b))
    .find((o) => evaluateBooking(rules, travellers, o, { ...ctx, shown: [...shown] }).compliant);
