import { lookupItems, lookupOf, type TTripRuleRow } from '@opentmc/contracts';

// A line that sums a trip rule up for the list: the cabin, the first city category's hotel cap and the seats
// on high-speed trains. Pure, so the unit tests cover it.

type TT = (key: string, params?: Record<string, unknown>) => string;

const cabinTitle = (code: number, t: TT) => {
  const hit = lookupItems(lookupOf('Cabin')).find((c) => c.CategoryID === code);
  return hit ? t(hit.CategoryTitle) : String(code);
};
const seatTitle = (code: number, t: TT) => {
  const hit = lookupItems(lookupOf('TrainSeatType')).find((c) => c.CategoryID === code);
  return hit ? t(hit.CategoryTitle) : String(code);
};

/** The summary parts of a rule, in the caller's language; categories give the first cap's name. */
export const ruleSummary = (row: TTripRuleRow, t: TT, categoryName: (code: string) => string): string[] => {
  const parts: string[] = [];
  const cabin = row.flight?.maxCabin?.value;
  if (cabin) parts.push(t('policy.tripRule.summary.cabin', { cabin: cabinTitle(cabin, t) }));
  const caps = Object.entries(row.hotel?.nightlyCap?.value ?? {}).filter(([, v]) => v > 0);
  const first = caps[0];
  if (first) parts.push(t('policy.tripRule.summary.tier1Cap', { category: categoryName(first[0]), amount: first[1] }));
  const gc = row.train?.seats?.value.GC ?? [];
  if (gc.length > 0)
    parts.push(t('policy.tripRule.summary.seats', { seats: gc.map((s) => seatTitle(s, t)).join('/') }));
  return parts;
};
