import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { DEFAULT_LANG, LANG_COOKIE, LANG_STORAGE_KEY, LOCALE_OF, isLang, type TLang } from '@opentmc/contracts';
import { catalogues } from '@opentmc/i18n';

/** The stored language: localStorage, else the cookie, else cn. */
export const storedLang = (): TLang => {
  const fromStorage = localStorage.getItem(LANG_STORAGE_KEY);
  if (isLang(fromStorage)) return fromStorage;
  const fromCookie = document.cookie.match(new RegExp(`(?:^|; )${LANG_COOKIE}=(cn|en)`))?.[1];
  return isLang(fromCookie) ? fromCookie : DEFAULT_LANG;
};

const applyDayjs = (lang: TLang) => dayjs.locale(lang === 'cn' ? 'zh-cn' : 'en');

export const i18n = i18next.createInstance();
const initial = storedLang();
void i18n.use(initReactI18next).init({
  lng: LOCALE_OF[initial],
  fallbackLng: 'zh-CN',
  resources: { 'zh-CN': { translation: catalogues['zh-CN'] }, en: { translation: catalogues.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyDayjs(initial);
document.documentElement.lang = LOCALE_OF[initial];

/** The language picker: stores the choice (localStorage and the `lang` cookie the server reads). */
export const setLang = async (lang: TLang): Promise<void> => {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  applyDayjs(lang);
  document.documentElement.lang = LOCALE_OF[lang];
  await i18n.changeLanguage(LOCALE_OF[lang]);
};

export const currentLang = (): TLang => (i18n.language === 'en' ? 'en' : 'cn');
// Keep the cookie in step with the stored choice, so the server's replies match from the first call.
if (!document.cookie.includes(`${LANG_COOKIE}=${initial}`)) {
  document.cookie = `${LANG_COOKIE}=${initial}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
