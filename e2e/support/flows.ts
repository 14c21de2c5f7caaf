import { vi } from 'vitest';
import type { Page } from 'playwright-core';
import { hasText } from './assert.ts';
import type { TLang } from '@opentmc/contracts';
import { apiClient } from './server.ts';

/** Opens the site in a language, the way a person would have picked it earlier (localStorage + cookie). */
export const openIn = async (page: Page, base: string, lang: TLang, path = '/') => {
  await page.goto(`${base}/`);
  await page.evaluate((l) => {
    localStorage.setItem('lang', l);
    document.cookie = `lang=${l}; path=/`;
  }, lang);
  await page.goto(`${base}${path}`);
};

/** Reads the newest code sent to a mobile number from the SMS outbox (as the operator). */
export const codeFromOutbox = async (base: string, to: string, sentAfter: string[] = []): Promise<string> => {
  const api = apiClient(base);
  const login = await api.post('system/Security/Login', { Account: 'operator', Password: 'Trip@2026' });
  if (!login.isSucc) throw new Error(`operator login failed: ${login.message}`);
  return vi.waitFor(
    async () => {
      const r = await api.post<{ Items: { SmsID: string; Mobile: string; Content: string }[] }>('adapter/Sms/List', {
        PageSize: 20,
        KeyWords: to,
      });
      const fresh = r.result?.Items.find((m) => m.Mobile === to && !sentAfter.includes(m.SmsID));
      const code = fresh?.Content.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code reached ${to}`);
      return code;
    },
    { timeout: 10_000, interval: 200 },
  );
};

/** The SMS ids already sent to a number, so the next read waits for a new one. */
export const sentIds = async (base: string, to: string): Promise<string[]> => {
  const api = apiClient(base);
  await api.post('system/Security/Login', { Account: 'operator', Password: 'Trip@2026' });
  const r = await api.post<{ Items: { SmsID: string; Mobile: string }[] }>('adapter/Sms/List', {
    PageSize: 100,
    KeyWords: to,
  });
  return (r.result?.Items ?? []).filter((m) => m.Mobile === to).map((m) => m.SmsID);
};

export const loginWithPassword = async (page: Page, account: string, password: string) => {
  await page.locator('#Account').fill(account);
  await page.locator('#Password').fill(password);
  await page.getByTestId('login-password-form').locator('button[type=submit]').click();
};

export const expectLoggedInAs = async (page: Page, name: string) => {
  await hasText(page.getByTestId('header-user-name'), name);
};
