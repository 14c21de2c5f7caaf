import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { containsText, hasAttr, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { apiClient, startServer, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 5: the client's finance user exports the ledger from TradeFlowList; the file is made in the background, the
// export list (/system/bill/exportlist) polls until it is ready, and the download is a real .xlsx holding the ledger,
// titled in the page's language. Downloading flags the file Downloaded.

const COMPANY = 'C00000000003';
const PASSWORD = 'Trip@2026';
const LEDGER_COLUMNS = [
  'CreateTime',
  'TradeID',
  'Account',
  'TradeType',
  'TradeMode',
  'Subject',
  'Order',
  'Amount',
  'BalanceAfter',
];

let server: TServer;
let finance: ReturnType<typeof apiClient>;

type TPosting = { TradeID: string; Amount: number; CreateTime: string };

beforeAll(async () => {
  server = await startServer();
  finance = apiClient(server.url);
  const login = await finance.post('system/Security/Login', { Account: 'finance', Password: PASSWORD });
  if (!login.isSucc) throw new Error(`finance login failed: ${login.message}`);
});
afterAll(async () => server?.stop());

const ledger = async () => {
  const r = await finance.post<{ Entities: TPosting[]; RecordCount: number }>('bill/TradeDetail/List', {
    CompanyID: COMPANY,
    PageNo: 1,
    PageSize: 500,
  });
  expect(r.isSucc, r.message).toBe(true);
  return r.result;
};

const login = async (page: Page, lang: 'cn' | 'en') => {
  await openIn(page, server.url, lang, '/login');
  await loginWithPassword(page, 'finance', PASSWORD);
  await visible(page.getByTestId('header-user-name'));
};

describe.each(['cn', 'en'] as const)('ledger export (%s)', (lang) => {
  it('exports the ledger, waits on the export list and downloads a real .xlsx', async () => {
    const { page, close } = await openBrowser();
    try {
      await login(page, lang);
      await page.goto(`${server.url}/bill/${COMPANY}/TradeFlowList`);
      await visible(page.getByTestId('trade-flow-list').locator('tbody tr.ant-table-row'));

      // The export is queued; the notice names the file and links to the export list.
      await page.getByTestId('trade-flow-export').click();
      await visible(page.getByTestId('export-queued'));
      await containsText(page.getByTestId('export-queued'), text(lang, 'trade.messages.exportQueued'));
      if (lang === 'cn') {
        await page.getByTestId('export-list-link').click();
      } else {
        // The side menu has the export list under billing.
        await page.getByRole('menuitem', { name: text(lang, 'trade.menu.exports') }).click();
      }
      await page.waitForURL((u) => u.pathname === '/system/bill/exportlist');
      await visible(page.getByText(text(lang, 'exports.title')).first());

      // Newest first: this language's file on top; the page polls until it is ready.
      const row = page.getByTestId('export-list').locator('tbody tr.ant-table-row').first();
      const fileName = (await row.getByTestId('export-file-name').innerText()).trim();
      const prefix = text(lang, 'trade.export.fileNames.tradeDetail');
      expect(fileName.startsWith(`${prefix}_`)).toBe(true);
      expect(fileName).toMatch(/_\d{8}_\d{6}\.xlsx$/);
      // Made by the job in the background: allow for a slow worker before the list's next poll shows it.
      await expect
        .poll(() => row.getByTestId('export-status').getAttribute('data-status'), { timeout: 60_000 })
        .toBe('Ready');
      await containsText(row.getByTestId('export-status'), text(lang, 'exports.status.Ready'));
      await hasAttr(row.getByTestId('export-downloaded'), 'data-downloaded', 'false');

      const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('export-download').click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(new Uint8Array(bytes).buffer);
      const ws = wb.worksheets[0]!;
      expect(ws.name).toBe(text(lang, 'trade.menu.flow'));
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(
        LEDGER_COLUMNS.map((k) => text(lang, `trade.export.columns.${k}`)),
      );
      const book = await ledger();
      expect(book.RecordCount).toBeGreaterThan(0);
      expect(ws.rowCount).toBe(book.RecordCount + 1);
      book.Entities.forEach((p, i) => {
        const r = ws.getRow(i + 2);
        expect([r.getCell(1).value, r.getCell(2).value, r.getCell(8).value]).toEqual([
          p.CreateTime,
          p.TradeID,
          p.Amount,
        ]);
      });

      // The list shows it downloaded.
      await hasAttr(row.getByTestId('export-downloaded'), 'data-downloaded', 'true');
      await containsText(row.getByTestId('export-downloaded'), text(lang, 'exports.downloaded.yes'));
    } finally {
      await close();
    }
  });
});
