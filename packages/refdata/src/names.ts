// What every reference-data lookup shares: a name in Chinese and in English, read in the reader's.

/** The reader's language, as contracts' TLang ('cn' Chinese, 'en' English). */
export type TRefLang = 'cn' | 'en';

/** A place's name in Chinese and in English. */
export type TNames = { name: string; en: string };

/** The name in the reader's language. */
export const nameIn = (n: TNames, lang: TRefLang): string => (lang === 'en' ? n.en || n.name : n.name);

/**
 * Letters only, lower case, ü as v, other accents dropped: what typed Latin words are compared by ("Xi'an North" →
 * xiannorth, Garzê → garze).
 */
export const latinKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ü/g, 'v')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
