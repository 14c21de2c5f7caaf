import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANG_COOKIE, LOCALE_OF, isLang, langFromAcceptLanguage, type TLang } from '@opentmc/contracts';
import { createI18n, type TTranslate } from '@opentmc/i18n';
import { cookiesOf } from './cookies.ts';

const i18n = await createI18n();
const fixed: Record<TLang, TTranslate> = {
  cn: i18n.getFixedT(LOCALE_OF.cn),
  en: i18n.getFixedT(LOCALE_OF.en),
};

/** The caller's language: the `lang` cookie, else Accept-Language, else cn. */
export const langOf = (req: FastifyRequest): TLang => {
  const c = cookiesOf(req)[LANG_COOKIE];
  if (isLang(c)) return c;
  return langFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANG;
};

/** Translates a catalogue key; a string that is not a key comes back as it is. */
export const translate = (lang: TLang, key: string, params: Record<string, unknown> = {}): string =>
  fixed[lang](key, { ...params, defaultValue: key });

export const translator = (lang: TLang) => (key: string, params?: Record<string, unknown>) =>
  translate(lang, key, params);

const KEY_SHAPE = /^[a-z][A-Za-z]*\.[\w.]+$/;
/**
 * Stored text in a reader's language: a catalogue key kept in place of words (a reason chosen from a list, e.g.
 * `order.reasons.refund.illness`) is translated; anything else (words people wrote) comes back as it is.
 */
export const translateStored = (lang: TLang, text: string): string =>
  KEY_SHAPE.test(text) ? translate(lang, text) : text;
