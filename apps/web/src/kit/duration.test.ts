import { describe, expect, it } from 'vitest';
import { createI18n } from '@opentmc/i18n';
import { durationText } from './duration.ts';

describe('the duration formatter', () => {
  it('leaves out a zero hours part in both languages', async () => {
    const zh = (await createI18n('zh-CN')).t;
    const en = (await createI18n('en')).t;
    expect(durationText(zh, 35)).toBe('35分');
    expect(durationText(en, 35)).toBe('35 min');
    expect(durationText(zh, 0)).toBe('0分');
  });

  it('gives hours and minutes, and whole hours without minutes', async () => {
    const zh = (await createI18n('zh-CN')).t;
    const en = (await createI18n('en')).t;
    expect(durationText(zh, 65)).toBe('1小时5分');
    expect(durationText(en, 65)).toBe('1 h 5 min');
    expect(durationText(zh, 120)).toBe('2小时');
    expect(durationText(en, 120)).toBe('2 h');
    expect(durationText(zh, 25 * 60 + 1)).toBe('25小时1分');
  });
});
