import i18next, { type i18n, type TFunction } from 'i18next';
import { common as zhCommon } from './zh-CN/common.ts';
import { common as enCommon } from './en/common.ts';

export type { TCatalog } from './types.ts';

// Each module adds one file per language and spreads it here; top-level keys never clash.
export const catalogues = {
  'zh-CN': { ...zhCommon },
  en: { ...enCommon },
} as const;

export type TLocale = keyof typeof catalogues;
export type TTranslate = TFunction;

/** Lists every leaf key of a catalogue as `a.b.c`. */
export const catalogueKeys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : catalogueKeys(v as object, `${prefix}${k}.`),
  );

/** A ready i18next instance over both catalogues (the server's; the web makes its own with React). */
export const createI18n = async (lng: TLocale = 'zh-CN'): Promise<i18n> => {
  const inst = i18next.createInstance();
  await inst.init({
    lng,
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: catalogues['zh-CN'] }, en: { translation: catalogues.en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return inst;
};
