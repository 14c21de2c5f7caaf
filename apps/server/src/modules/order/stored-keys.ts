import type { TLang } from '@opentmc/contracts';
import { translateStored } from '../../platform/i18n.ts';

// Catalogue keys stored in rows (order log lines and their parameters, extra charges' names) that were renamed when
// the engine's messages moved from the train catalogue to `order.*` (issue 16 section 1). Rows written before keep
// their old key and read through the new one.

export const RENAMED_STORED_KEYS: Readonly<Record<string, string>> = {
  'trainOrder.log.refunded': 'order.log.refunded',
  'trainOrder.log.cannot': 'order.log.cannot',
  'trainOrder.corrections.log.price': 'order.log.price',
  'trainOrder.corrections.log.priceRaised': 'order.log.priceRaised',
  'trainOrder.corrections.log.extra': 'order.log.extra',
  'trainOrder.corrections.extraKinds.Delivery': 'order.extraKinds.Delivery',
  'trainOrder.corrections.extraKinds.PaperTicket': 'order.extraKinds.PaperTicket',
  'trainOrder.corrections.extraKinds.Other': 'order.extraKinds.Other',
  'trainChange.log.created': 'order.log.changeCreated',
  'trainChange.log.priced': 'order.log.changePriced',
  'trainChange.log.finished': 'order.log.changeFinished',
  'trainChange.log.declined': 'order.log.changeDeclined',
  'trainChange.log.withdrawn': 'order.log.changeWithdrawn',
  'trainChange.log.cannot': 'order.log.changeCannot',
  'trainChange.log.statusBack': 'order.log.changeStatusBack',
};

/** Log parameters renamed with their line: a change's new train is the engine's `goods`. */
const RENAMED_PARAMS: Record<string, Record<string, string>> = {
  'trainChange.log.created': { train: 'goods' },
  'trainChange.log.finished': { train: 'goods' },
  'trainChange.log.declined': { train: 'goods' },
  'trainChange.log.withdrawn': { train: 'goods' },
  'trainChange.log.cannot': { train: 'goods' },
};

/** A stored catalogue key as the catalogues name it now. */
export const storedKey = (key: string): string => RENAMED_STORED_KEYS[key] ?? key;

/** A stored log line's key and parameters as the catalogues name them now. */
export const storedLine = <V>(key: string, params: Record<string, V>): { key: string; params: Record<string, V> } => {
  const renamed = RENAMED_PARAMS[key];
  return {
    key: storedKey(key),
    params: renamed ? Object.fromEntries(Object.entries(params).map(([k, v]) => [renamed[k] ?? k, v])) : params,
  };
};

/** Stored text in a reader's language: a catalogue key (an old one by its new name) translated, words as written. */
export const storedText = (lang: TLang, text: string): string => translateStored(lang, storedKey(text));
