import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { text } from '../support/i18n.ts';
import { startServer, type TServer } from '../support/server.ts';

// Issue 15 item 3: the floating customer-service button covered controls (a list's last row, the flow editor's delete
// icon). The reader can tuck it into a slim tab on the window's edge, which covers no control of the page wherever it
// is scrolled, is kept on the next visit and brings the button back, by mouse or keyboard.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

type TBox = { left: number; top: number; right: number; bottom: number };

/** The controls and table rows in <main> that lie under an element, scrolled to the top, the middle and the end. */
const covered = (page: Page, testId: string): Promise<string[]> =>
  page.evaluate((id) => {
    const under: string[] = [];
    for (const at of [0, 0.5, 1]) {
      window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * at);
      under.push(...coveredHere(id));
    }
    return under;
    function coveredHere(testId: string): string[] {
      const button = document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect();
      const overlaps = (r: TBox) =>
        r.right > button.left && r.left < button.right && r.bottom > button.top && r.top < button.bottom;
      const controls = Array.from(
        document.querySelectorAll('main a, main button, main input, main [role="button"], main tr.ant-table-row'),
      ) as HTMLElement[];
      return controls
        .filter((el) => el.offsetParent && overlaps(el.getBoundingClientRect()))
        .map((el) => `${el.tagName} ${el.innerText.slice(0, 40) || el.getAttribute('aria-label') || ''}`);
    }
  }, testId);

describe.each(['cn', 'en'] as const)('the customer-service button (%s)', (lang) => {
  it('tucks into a tab on the edge that covers no control, kept, and comes back', async () => {
    const { page, close } = await openBrowser();
    try {
      // A laptop's height, so the list runs to the bottom of the window.
      await page.setViewportSize({ width: 1366, height: 600 });
      await openIn(page, server.url, lang, '/login?redirect=%2Fadapter%2Fsmslist');
      await loginWithPassword(page, 'operator', 'Trip@2026');
      await page.waitForURL(`${server.url}/adapter/smslist`);
      await visible(page.locator('main tr.ant-table-row'));
      await visible(page.locator('main .ant-pagination'));
      expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);

      // Tucked by keyboard: the focus lands on the tab, which sits on the window's right edge.
      await page.getByTestId('chat-tuck').focus();
      expect(await page.getByTestId('chat-tuck').getAttribute('aria-label')).toBe(text(lang, 'shell.chat.tuck'));
      await page.keyboard.press('Enter');
      const tab = page.getByTestId('chat-tab');
      await visible(tab);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('chat-tab');
      expect(await page.getByTestId('chat-button').count()).toBe(0);
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width).toBeCloseTo(1366, 0);
      expect(box.width).toBeLessThanOrEqual(24);
      expect(await covered(page, 'chat-tab')).toEqual([]);

      // Kept on the next visit; the tab brings the button back.
      await page.reload();
      await visible(page.getByTestId('chat-tab'));
      expect(await page.getByTestId('chat-button').count()).toBe(0);
      await page.getByTestId('chat-tab').click();
      await visible(page.getByTestId('chat-button'));
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('chat-button');
      await page.getByTestId('chat-button').click();
      await visible(page.getByTestId('chat-panel'));
    } finally {
      await close();
    }
  });
});
