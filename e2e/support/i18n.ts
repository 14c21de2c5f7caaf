import { LOCALE_OF, type TLang } from '@opentmc/contracts';
import { catalogues } from '@opentmc/i18n';

/** The catalogue text of a key in a language, so tests find what a person reads. */
export const text = (lang: TLang, key: string, params: Record<string, string | number> = {}): string => {
  const v = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogues[LOCALE_OF[lang]]);
  if (typeof v !== 'string') throw new Error(`no catalogue key ${key}`);
  return v.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ''));
};
