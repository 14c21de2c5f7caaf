import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// The site runs under its Content-Security-Policy (issue 14 item 5): public pages, logged-in pages and the API docs
// load with no policy violation and no error in the console. The headers themselves are checked by
// apps/server/test/platform/security-headers.int.test.ts.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

/** Records every policy violation (from the page's first script on, on every page) and every console and page error. */
const watch = async (context: BrowserContext, page: Page) => {
  const problems: string[] = [];
  await context.exposeFunction('otmcReportViolation', (v: string) => problems.push(`violation: ${v}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (globalThis as unknown as { otmcReportViolation: (v: string) => void }).otmcReportViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  return problems;
};

/** Lets the page finish what it loads (lazy chunks, styles, calls) before its problems are read. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

describe.each(['cn', 'en'] as const)('content security policy (%s)', (lang) => {
  it('breaks nothing on public pages, after login and in the API docs', async () => {
    const { context, page, close } = await openBrowser();
    try {
      const problems = await watch(context, page);
      await openIn(page, server.url, lang, '/login');
      await visible(page.getByText(text(lang, 'account.login.subtitle')));
      await settle(page);
      // The app download page draws QR codes with an inline image (img-src data:).
      await page.goto(`${server.url}/train`);
      await visible(page.locator('.ant-qrcode'));
      await settle(page);
      await page.goto(`${server.url}/System/User/Main`);
      await page.waitForURL(/\/login\?redirect=/);
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await page.waitForURL(`${server.url}/System/User/Main`);
      await visible(page.getByTestId('header-user-name'));
      await settle(page);
      // A list page with a table, filters and dropdowns: antd writes their styles into <style> elements at run time.
      await page.goto(`${server.url}/order/train/list`);
      await visible(page.locator('.ant-table'));
      await settle(page);
      expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBeGreaterThan(0);
      await page.goto(`${server.url}/api/docs`);
      await visible(page.locator('.swagger-ui .info'));
      await settle(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the demo server', () => {
  it('prints one line at start-up with its address and the demo login', () => {
    const lines = server
      .log()
      .split('\n')
      .filter((l) => l.includes('OpenTMC is up'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /OpenTMC is up at http:\/\/127\.0\.0\.1:\d+ \(demo: log in as admin \/ Trip@2026; every demo account is in README\.md\)/,
    );
  });
});
