import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANG_COOKIE, LANG_STORAGE_KEY, LOCALE_OF, isLang, type TLang } from '@opentmc/contracts';

/**
 * The stored language: localStorage, else the cookie, else the page's own (the server names the reader's language
 * in `<html lang>`, from Accept-Language), else cn.
 */
export const storedLang = (): TLang => {
  const fromStorage = localStorage.getItem(LANG_STORAGE_KEY);
  if (isLang(fromStorage)) return fromStorage;
  const fromCookie = document.cookie.match(new RegExp(`(?:^|; )${LANG_COOKIE}=(cn|en)`))?.[1];
  if (isLang(fromCookie)) return fromCookie;
  return document.documentElement.lang === LOCALE_OF.en ? 'en' : DEFAULT_LANG;
};

// Each language's catalogue is two chunks: the texts of the shell and the first pages, then the whole catalogue. A
// first visit loads only the reader's first part; every other page waits for the whole (router.tsx), and the other
// language loads when the reader switches (docs/performance.md "First page").
type TPart = 'first' | 'all';
const CATALOGUES: Record<TLang, Record<TPart, () => Promise<object>>> = {
  cn: {
    first: () => import('@opentmc/i18n/zh-CN/first').then((m) => m.zhCNFirst),
    all: () => import('@opentmc/i18n/zh-CN').then((m) => m.zhCN),
  },
  en: {
    first: () => import('@opentmc/i18n/en/first').then((m) => m.enFirst),
    all: () => import('@opentmc/i18n/en').then((m) => m.en),
  },
};

export const i18n = i18next.createInstance();

const loaded = new Map<string, Promise<void>>();
/** Adds a part of a language's catalogue to i18next, once. */
const loadTexts = (lang: TLang, part: TPart): Promise<void> => {
  const key = `${lang}:${part}`;
  let p = loaded.get(key);
  if (!p) {
    p = CATALOGUES[lang][part]().then((bundle) => {
      i18n.addResourceBundle(LOCALE_OF[lang], 'translation', bundle, true, true);
    });
    loaded.set(key, p);
    p.catch(() => loaded.delete(key));
  }
  return p;
};

// dayjs and its locales (dates on the pages, the date pickers) come with the whole catalogue: the first pages show no
// dayjs date, so a first visit loads neither (docs/performance.md "First page").
let dayjsLocale: Promise<(lang: TLang) => void> | null = null;
const loadDayjsLocale = (): Promise<(lang: TLang) => void> => {
  if (!dayjsLocale) {
    dayjsLocale = import('./dayjs-locale.ts').then((m) => m.applyDayjsLocale);
    dayjsLocale.catch(() => (dayjsLocale = null));
  }
  return dayjsLocale;
};

const initial = storedLang();
let reading = initial;
let wantAll = false;
/**
 * The whole catalogue of the reader's language, and dayjs in that language: every page but the first ones waits for
 * them (router.tsx).
 */
export const loadAllTexts = (): Promise<void> => {
  wantAll = true;
  return Promise.all([loadTexts(reading, 'all'), loadDayjsLocale().then((apply) => apply(reading))]).then(() => {});
};

/** Resolves once the stored language's first texts are loaded: the app renders after it (main.tsx). */
export const i18nReady: Promise<void> = (async () => {
  await i18n.use(initReactI18next).init({
    lng: LOCALE_OF[initial],
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Screens already shown read their texts again when a part arrives (the whole catalogue after the first).
    react: { bindI18nStore: 'added' },
    // A key no loaded catalogue holds is a bug (a first page showing a text from outside first.ts, or a typo): say so.
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => console.warn(`missing text: ${key}`),
  });
  await loadTexts(initial, 'first');
})();
document.documentElement.lang = LOCALE_OF[initial];

/** The language picker: stores the choice (localStorage and the `lang` cookie the server reads). */
export const setLang = async (lang: TLang): Promise<void> => {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  reading = lang;
  await loadTexts(lang, wantAll ? 'all' : 'first');
  // Once loaded (else it takes the reader's language when it loads).
  if (dayjsLocale) (await dayjsLocale)(lang);
  document.documentElement.lang = LOCALE_OF[lang];
  await i18n.changeLanguage(LOCALE_OF[lang]);
};

export const currentLang = (): TLang => (i18n.language === 'en' ? 'en' : 'cn');
// Keep the cookie in step with the stored choice, so the server's replies match from the first call.
if (!document.cookie.includes(`${LANG_COOKIE}=${initial}`)) {
  document.cookie = `${LANG_COOKIE}=${initial}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
