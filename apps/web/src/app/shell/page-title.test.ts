import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@opentmc/i18n';
import { documentTitle, pageTitleKey } from './page-title.ts';

describe('page titles', () => {
  it('come from the innermost route that names one', () => {
    expect(pageTitleKey([{}, { handle: { title: 'btrip.menu.list' } }])).toBe('btrip.menu.list');
    expect(pageTitleKey([{ handle: { title: 'outer' } }, { handle: { fullscreen: true } }, {}])).toBe('outer');
    expect(pageTitleKey([{}, { handle: { fullscreen: true, title: 'inner' } }])).toBe('inner');
    expect(pageTitleKey([{}, { handle: null }])).toBeNull();
  });

  it('put the page before the site', () => {
    expect(documentTitle('火车票', 'OpenTMC 商旅服务平台')).toBe('火车票 - OpenTMC 商旅服务平台');
    expect(documentTitle(null, 'OpenTMC')).toBe('OpenTMC');
  });
});

describe('every page of the router', () => {
  // The route table is read as text: importing it would start the browser router.
  const source = fs.readFileSync(path.join(import.meta.dirname, '../router.tsx'), 'utf8');
  const routes = [...source.matchAll(/\{\s*path: '([^']*)',\s*element: ([\s\S]*?)\n?\s*\}(?=,|\s*\])/g)];

  it('names its page with a catalogue key of both languages', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const [, routePath, body] of routes) {
      // A redirect names nothing; a layout's pages name themselves.
      if (body!.startsWith('<Navigate') || body!.includes('children:')) continue;
      const key = body!.match(/title: '([^']+)'/)?.[1];
      expect(key, routePath).toBeTruthy();
      for (const lang of ['zh-CN', 'en'] as const) {
        const text = key!.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], catalogues[lang]);
        expect(typeof text, `${routePath}: ${key} (${lang})`).toBe('string');
      }
    }
  });
});
