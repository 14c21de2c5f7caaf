/** Interface languages (spec section 1): cn is language code 1, en is 2. */
export const LANGS = ['cn', 'en'] as const;
export type TLang = (typeof LANGS)[number];
export const DEFAULT_LANG: TLang = 'cn';
export const LANG_CODE: Record<TLang, 1 | 2> = { cn: 1, en: 2 };
/** The i18next language of each interface language. */
export const LOCALE_OF: Record<TLang, 'zh-CN' | 'en'> = { cn: 'zh-CN', en: 'en' };
export const LANG_COOKIE = 'lang';
export const LANG_STORAGE_KEY = 'lang';

export const isLang = (v: unknown): v is TLang => v === 'cn' || v === 'en';

/** Picks cn or en from an Accept-Language header; cn when nothing matches. */
export const langFromAcceptLanguage = (header: string | undefined): TLang => {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANG;
};

const listFormats = new Map<TLang, Intl.ListFormat>();
/** Items as a list in the language (Intl.ListFormat, narrow): 甲、乙、丙 in Chinese, A, B, C in English. */
export const listText = (lang: TLang, items: readonly string[]): string => {
  let f = listFormats.get(lang);
  if (!f) {
    f = new Intl.ListFormat(LOCALE_OF[lang], { style: 'narrow', type: 'conjunction' });
    listFormats.set(lang, f);
  }
  return f.format(items.filter(Boolean));
};
