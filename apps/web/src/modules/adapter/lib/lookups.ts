import {
  AdviseStatus,
  AdviseType,
  adviseLookups,
  lookupItems,
  lookupMaps,
  lookupTitleKey,
  type TLookup,
} from '@opentmc/contracts';

type TTranslate = (key: string) => string;
const [adviseTypeLookup, adviseStatusLookup] = adviseLookups;

const optionsOf = (l: TLookup, t: TTranslate) =>
  lookupItems(l).map((c) => ({ value: c.CategoryID, label: t(c.CategoryTitle) }));

const labelOf = (l: TLookup, t: TTranslate, id: number): string => {
  const code = lookupMaps(l).CodeById[String(id)];
  return code ? t(lookupTitleKey(l, code)) : String(id);
};

export const adviseTypeOptions = (t: TTranslate) => optionsOf(adviseTypeLookup, t);
export const adviseStatusOptions = (t: TTranslate) => optionsOf(adviseStatusLookup, t);
export const adviseTypeLabel = (t: TTranslate, id: number) => labelOf(adviseTypeLookup, t, id);
export const adviseStatusLabel = (t: TTranslate, id: number) => labelOf(adviseStatusLookup, t, id);

export const ADVISE_TYPE_COLOR: Record<number, string> = {
  [AdviseType.Suggestion]: 'blue',
  [AdviseType.Complaint]: 'red',
  [AdviseType.BookingHelp]: 'gold',
  [AdviseType.Praise]: 'green',
  [AdviseType.Other]: 'default',
};
export const isHandled = (status: number) => status === AdviseStatus.Handled;
