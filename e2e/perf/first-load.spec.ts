import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIRST_LOAD_BUDGET, FIRST_PAGES, firstLoad, type TFirstPage } from '../../apps/web/build/first-load.ts';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { loadFirstVisit } from '../support/first-load.ts';
import { startServer, type TServer } from '../support/server.ts';

// The first page's weight (issue 15 item 8, docs/performance.md "First page"): a first visit to `/` and to `/login`,
// in each language, downloads at most the budget of JavaScript (gzipped), the scripts it runs are exactly those the
// build counts from its manifest (apps/web/build/first-load.ts, which the build prints), they come compressed, and
// every text they show is in the first part of the catalogue.

// The build the server serves (WEB_DIST, as the server reads it; else the repository's).
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist'));

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const READY: Record<TFirstPage, (page: Page) => Promise<unknown>> = {
  '/': (page) => visible(page.getByTestId('home-page')),
  '/login': (page) => visible(page.getByTestId('login-password-form')),
};

describe.each(['cn', 'en'] as const)('first visit (%s)', (lang) => {
  it.each(Object.keys(FIRST_PAGES) as TFirstPage[])('%s stays within its budget', async (url) => {
    const { page, context, close } = await openBrowser();
    try {
      const loaded = await loadFirstVisit(context, page, `${server.url}${url}`, lang, READY[url]);
      expect(loaded.transferred, `${url} as Chromium received it`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET[url]);
      for (const s of loaded.scripts) expect(['br', 'gzip'], s.path).toContain(s.encoding);
      expect(loaded.missingTexts).toEqual([]);
      // The build's own figure counts the scripts the browser runs, no more and no fewer.
      const counted = firstLoad(dist, url, lang);
      expect(counted.gzip, `${url} by the build manifest`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET[url]);
      expect(loaded.scripts.map((s) => s.path.slice(1)).sort()).toEqual(counted.files.map((f) => f.file).sort());
    } finally {
      await close();
    }
  });
});
