import { Cabin, lookupMaps, lookupOf, lookupTitleKey, type TBtripStatus } from '@opentmc/contracts';
import { yuanText } from '../../../kit/money.ts';

// Labels of the codes the btrip screens show: services, cabins and statuses.

type TTranslate = (key: string) => string;

const labelOf = (list: 'ServiceType' | 'Cabin', t: TTranslate, id: number): string => {
  const l = lookupOf(list);
  const code = lookupMaps(l).CodeById[String(id)];
  return code ? t(lookupTitleKey(l, code)) : String(id);
};

export const serviceLabel = (t: TTranslate, type: number) => labelOf('ServiceType', t, type);
export const cabinLabel = (t: TTranslate, code: number) => labelOf('Cabin', t, code);

/** Cabins from the highest down, as a standard is chosen. */
const CABIN_ORDER = [
  Cabin.First,
  Cabin.Business,
  Cabin.Economy,
  Cabin.Economy90,
  Cabin.Economy80,
  Cabin.Economy70,
  Cabin.Economy60,
  Cabin.Economy50,
];
export const cabinOptions = (t: TTranslate) => CABIN_ORDER.map((c) => ({ value: c, label: cabinLabel(t, c) }));

export const STATUS_COLOR: Record<TBtripStatus, string> = {
  Draft: 'default',
  Pending: 'processing',
  Approved: 'success',
  Rejected: 'error',
  Withdrawn: 'warning',
};

/** Yuan with ¥ and two decimals (the app's one formatter: -¥20.00). */
export const yuan = (n: number) => yuanText(n);
