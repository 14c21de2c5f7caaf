import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's chromium with a fresh profile folder (which needs launchPersistentContext). `bypassCSP` lets a test add a
 * script of its own to the page (the accessibility check injects axe-core), which the site's policy refuses.
 */
export const openBrowser = async (
  o: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    bypassCSP: o.bypassCSP ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
};
