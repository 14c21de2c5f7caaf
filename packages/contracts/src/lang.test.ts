import { describe, expect, it } from 'vitest';
import { LANG_CODE, langFromAcceptLanguage, listText } from './lang.ts';

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

  it('joins a list the way each language does', () => {
    expect(listText('cn', ['张三', '李四', '王五'])).toBe('张三、李四、王五');
    expect(listText('en', ['张三', '李四', '王五'])).toBe('张三, 李四, 王五');
    expect(listText('en', ['A', '', 'B'])).toBe('A, B');
    expect(listText('cn', ['张三'])).toBe('张三');
  });
});
