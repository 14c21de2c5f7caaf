import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText, hasAttr, visible } from '../support/assert.ts';
import type { TLang } from '@opentmc/contracts';
import { openBrowser } from '../support/browser.ts';
import { startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

describe.each(['cn', 'en'] as const)('route guard (%s)', (lang) => {
  it('sends /System/User/Main to login with a redirect and returns there after login', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/System/User/Main');
      await page.waitForURL(`${server.url}/login?redirect=${encodeURIComponent('/System/User/Main')}`);
      await loginWithPassword(page, 'employee', 'Trip@2026');
      await page.waitForURL(`${server.url}/System/User/Main`);
      await visible(page.getByTestId('header-user-name'));
      // The side menu is built from the user's actions, in the page language.
      await visible(page.getByRole('menu').first());
    } finally {
      await close();
    }
  });
});

const other: Record<TLang, TLang> = { cn: 'en', en: 'cn' };

describe.each(['cn', 'en'] as const)('language picker (from %s)', (lang) => {
  it('switches the whole page, antd included, and the choice survives a reload', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      const to = other[lang];
      await visible(page.getByRole('link', { name: text(lang, 'shell.nav.home') }).first());
      await hasAttr(page.locator('html'), 'lang', lang === 'cn' ? 'zh-CN' : 'en');

      await page
        .getByRole('button', { name: text(lang, to === 'cn' ? 'shell.header.langCn' : 'shell.header.langEn') })
        .click();
      const check = async () => {
        await hasAttr(page.locator('html'), 'lang', to === 'cn' ? 'zh-CN' : 'en');
        await visible(page.getByRole('link', { name: text(to, 'shell.nav.home') }).first());
        await visible(page.getByRole('link', { name: text(to, 'shell.footer.about') }));
        await visible(page.getByText(text(to, 'account.login.subtitle')));
        // A server reply follows the cookie too: a failed login answers in the new language.
        await loginWithPassword(page, 'employee', 'Wrong#Pass1');
        await visible(page.getByText(text(to, 'system.errors.badCredentials')).first());
      };
      await check();
      await page.reload();
      await check();
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(to);
    } finally {
      await close();
    }
  });
});

describe('logged-in language switch', () => {
  it('re-renders the menu from the server in the new language', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, 'cn', '/login?redirect=%2FSystem%2FUser%2FMain');
      await loginWithPassword(page, 'operator', 'Trip@2026');
      await page.waitForURL(`${server.url}/System/User/Main`);
      const menu = page.getByRole('menu').first();
      await containsText(menu, text('cn', 'system.menu.notifications'));
      await page.getByRole('button', { name: text('cn', 'shell.header.langEn') }).click();
      await containsText(menu, text('en', 'system.menu.notifications'));
    } finally {
      await close();
    }
  });
});
