import i18next, { type i18n, type TFunction } from 'i18next';
import { zhCN } from './zh-CN/index.ts';
import { en } from './en/index.ts';

export type { TCatalog } from './types.ts';

// Both languages (the server's, and the tests'); a module adds its files in zh-CN/index.ts and en/index.ts.
export const catalogues = { 'zh-CN': zhCN, en } as const;

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
