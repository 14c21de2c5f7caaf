import type { BrowserContext, Page } from 'playwright-core';
import type { TLang } from '@opentmc/contracts';

/** What Chromium fetched for a page's scripts: each script's path, bytes on the wire and encoding. */
export type TLoadedScripts = {
  scripts: { path: string; transferred: number; decoded: number; encoding: string }[];
  /** Response bodies as sent (compressed), the figure a first visit downloads. */
  transferred: number;
  decoded: number;
  /** Texts the page asked for that no loaded catalogue part holds (apps/web/src/app/i18n.ts warns of each). */
  missingTexts: string[];
};

/**
 * Opens `url` in a fresh context as a first visit in `lang` (the language cookie the page reads, an empty cache) and
 * records every script it fetches until `ready` has resolved and the network is idle (docs/performance.md "First page").
 */
export const loadFirstVisit = async (
  context: BrowserContext,
  page: Page,
  url: string,
  lang: TLang,
  ready: (page: Page) => Promise<unknown>,
): Promise<TLoadedScripts> => {
  await context.addCookies([{ name: 'lang', value: lang, url }]);
  const pending: Promise<TLoadedScripts['scripts'][number] | null>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, res] = await Promise.all([req.sizes(), req.response()]);
        const body = res ? await res.body() : Buffer.alloc(0);
        return {
          path: new URL(req.url()).pathname,
          transferred: sizes.responseBodySize,
          decoded: body.length,
          encoding: (await res?.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  const missingTexts: string[] = [];
  page.on('console', (m) => {
    const missing = /^missing text: (.+)$/.exec(m.text());
    if (missing) missingTexts.push(missing[1]!);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s) => s !== null);
  return {
    scripts,
    transferred: scripts.reduce((s, x) => s + x.transferred, 0),
    decoded: scripts.reduce((s, x) => s + x.decoded, 0),
    missingTexts,
  };
};
