import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues } from './index.ts';

describe('catalogue parity', () => {
  it('zh-CN and en have exactly the same keys', () => {
    const zh = catalogueKeys(catalogues['zh-CN']).sort();
    const en = catalogueKeys(catalogues.en).sort();
    expect(en).toEqual(zh);
    expect(zh.length).toBeGreaterThan(0);
  });

  it('no catalogue string is empty', () => {
    for (const [locale, cat] of Object.entries(catalogues)) {
      const empty = catalogueKeys(cat).filter((k) => {
        const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], cat);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty, locale).toEqual([]);
    }
  });

  it('interpolation placeholders match between languages', () => {
    const get = (cat: object, k: string) =>
      k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], cat) as string;
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const k of catalogueKeys(catalogues['zh-CN'])) {
      expect(vars(get(catalogues.en, k)), k).toEqual(vars(get(catalogues['zh-CN'], k)));
    }
  });
});
