import { describe, expect, it } from 'vitest';
import { LANG_CODE, langFromAcceptLanguage } from './lang.ts';

describe('caller language', () => {
  it('reads Accept-Language by quality, defaulting to cn', () => {
    expect(langFromAcceptLanguage(undefined)).toBe('cn');
    expect(langFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('cn');
    expect(langFromAcceptLanguage('fr;q=1,en;q=0.5,zh;q=0.7')).toBe('cn');
    expect(langFromAcceptLanguage('de,fr')).toBe('cn');
    expect(langFromAcceptLanguage('en;q=0,zh-TW')).toBe('cn');
  });

  it('language codes are 1 for Chinese and 2 for English', () => {
    expect(LANG_CODE).toEqual({ cn: 1, en: 2 });
  });
});
