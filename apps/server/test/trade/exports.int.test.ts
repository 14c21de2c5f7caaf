import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AccountType,
  ExportFileDownload,
  ExportFileList,
  ExportStatus,
  ReceivingAccountList,
  TradeDealConfirm,
  TradeDealCreate,
  TradeDealExport,
  TradeDealList,
  TradeDetailExport,
  TradeDetailList,
  TradeMode,
  TradeStatus,
  TradeType,
  XLSX_CONTENT_TYPE,
  formatDate,
  type TExportFile,
  type TExportQueued,
  type TFileResult,
  type TLang,
  type TTradeDeal,
  type TTradeDetail,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { rows } from '../system/helpers.ts';

// Background exports (issue 5 section 3): TradeDetail/Export and TradeDeal/Export queue a pg-boss job that makes the
// .xlsx in the requester's language; the export list (bill/ExportFile/List) shows the caller's own files and
// Download hands out a ready one and marks it downloaded.

let t: TTestApp;
let finance: string;
let admin: string;
let employee: string;
let accountant: string;
let companyId: string;
let bankAccountId: string;

type TList<T> = { Entities: T[]; RecordCount: number };

const exportCount = async () =>
  Number((await rows<{ n: number }>(t, 'select count(*)::int as n from export_files'))[0]!.n);

const myFiles = async (session: string) => {
  const r = await t.call<TList<TExportFile>>(ExportFileList, { PageNo: 1, PageSize: 50 }, { session });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!.Entities;
};

/** Polls the export list (as the screen does) until the file is no longer Pending. */
const waitDone = (session: string, id: string): Promise<TExportFile> =>
  vi.waitFor(
    async () => {
      const f = (await myFiles(session)).find((x) => x.ExportID === id);
      if (!f) throw new Error(`export ${id} is not in the list`);
      if (f.Status === ExportStatus.Pending) throw new Error(`export ${id} still pending`);
      return f;
    },
    { timeout: 30_000, interval: 200 },
  );

const download = (session: string, id: string, lang: TLang = 'cn') =>
  t.call<TFileResult>(ExportFileDownload, { id }, { session, params: { id }, lang });

const sheetOf = async (f: TFileResult) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(Buffer.from(f.Content, 'base64')).buffer);
  expect(wb.worksheets).toHaveLength(1);
  return wb.worksheets[0]!;
};
const cellsOf = (ws: ExcelJS.Worksheet, row: number, width: number) =>
  Array.from({ length: width }, (_, i) => {
    const v = ws.getRow(row).getCell(i + 1).value;
    return v === null || v === undefined ? '' : v;
  });

const codeName = (codes: Record<string, number>, v: number | null) =>
  v === null ? null : (Object.keys(codes).find((k) => codes[k] === v) ?? null);
const label = (lang: TLang, list: string, codes: Record<string, number>, v: number | null) => {
  const name = codeName(codes, v);
  return name ? translate(lang, `base.lookups.${list}.${name}`) : '';
};
const titles = (lang: TLang, keys: string[]) => keys.map((k) => translate(lang, `trade.export.columns.${k}`));

const DETAIL_KEYS = [
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
const detailLine = (lang: TLang, d: TTradeDetail) => [
  d.CreateTime,
  d.TradeID,
  d.AccountType === null ? d.AccountText : label(lang, 'AccountType', AccountType, d.AccountType),
  label(lang, 'TradeType', TradeType, d.TradeType),
  label(lang, 'TradeMode', TradeMode, d.TradeMode),
  d.Subject,
  d.Order?.UniqueID ?? '',
  d.Amount,
  d.BalanceAfter ?? '',
];

const recharge = async (amount: number, mode: number, key: string) => {
  const c = await t.call<TTradeDeal>(
    TradeDealCreate,
    { TradeType: TradeType.Recharge, Amount: amount, TradeMode: mode, IdempotencyKey: `${key}-create`, Submit: true },
    { session: finance },
  );
  expect(c.isSucc, c.message).toBe(true);
  const ok = await t.call<TTradeDeal>(
    TradeDealConfirm,
    { TradeID: c.result!.TradeID, IdempotencyKey: `${key}-confirm`, BankAccountID: bankAccountId },
    { session: accountant },
  );
  expect(ok.isSucc, ok.message).toBe(true);
  t.clock.advance(1000);
  return ok.result!;
};

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance');
  admin = await t.login('admin');
  employee = await t.login('employee');
  accountant = await t.login('accountant');
  companyId = (await rows<{ id: string }>(t, "select company_id as id from users where login_name = 'finance'"))[0]!.id;
  const banks = await t.call<{ Entities: { BankAccountID: string }[] }>(ReceivingAccountList, {}, { session: finance });
  bankAccountId = banks.result!.Entities[0]!.BankAccountID;
  t.clock.advance(1000);
  await recharge(1234.5, TradeMode.Cash, 'exp-recharge-1');
  await recharge(88.08, TradeMode.Pos, 'exp-recharge-2');
  // A draft the deal export shows as WaitSubmit.
  const draft = await t.call(
    TradeDealCreate,
    { TradeType: TradeType.Recharge, Amount: 10, TradeMode: TradeMode.Cash, IdempotencyKey: 'exp-draft-0001' },
    { session: finance },
  );
  expect(draft.isSucc, draft.message).toBe(true);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the ledger export', () => {
  let cnFile: TExportQueued;

  it('queues a pg-boss job and stores a Pending file named in the caller language', async () => {
    const before = await exportCount();
    const r = await t.call<TExportQueued>(TradeDetailExport, {}, { session: finance, lang: 'cn' });
    expect(r.isSucc, r.message).toBe(true);
    expect(r.message).toBe(translate('cn', 'trade.messages.exportQueued'));
    cnFile = r.result!;
    expect(cnFile.Status).toBe(ExportStatus.Pending);
    expect(cnFile.FileName).toMatch(/^账户流水_\d{8}_\d{6}\.xlsx$/);
    expect(await exportCount()).toBe(before + 1);
    const [row] = await rows<{ company_id: string; user_id: string; lang: string; kind: string }>(
      t,
      'select company_id, user_id, lang, kind from export_files where id = $1',
      [cnFile.ExportID],
    );
    expect(row).toMatchObject({ company_id: companyId, lang: 'cn', kind: 'tradeDetail' });
    const jobs = await rows(t, "select id from pgboss.job where name = 'trade.export-file' and data->>'id' = $1", [
      cnFile.ExportID,
    ]);
    expect(jobs).toHaveLength(1);
  });

  it('makes a real .xlsx whose rows are the ledger list rows, header in Chinese', async () => {
    const done = await waitDone(finance, cnFile.ExportID);
    expect(done.Status).toBe(ExportStatus.Ready);
    expect(done.Downloaded).toBe(false);
    expect(done.ReadyTime).not.toBe('');
    const list = await t.call<TList<TTradeDetail>>(TradeDetailList, { PageNo: 1, PageSize: 500 }, { session: finance });
    expect(list.isSucc, list.message).toBe(true);
    const entities = list.result!.Entities;
    // The seeded transfer and the two recharges above.
    expect(entities.length).toBeGreaterThanOrEqual(3);
    expect(done.RowCount).toBe(list.result!.RecordCount);

    const f = await download(finance, cnFile.ExportID);
    expect(f.isSucc, f.message).toBe(true);
    expect(f.result!.FileName).toBe(cnFile.FileName);
    expect(f.result!.ContentType).toBe(XLSX_CONTENT_TYPE);
    expect(Buffer.from(f.result!.Content, 'base64').subarray(0, 2).toString()).toBe('PK');
    const ws = await sheetOf(f.result!);
    expect(cellsOf(ws, 1, DETAIL_KEYS.length)).toEqual(titles('cn', DETAIL_KEYS));
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.getColumn(1).width).toBeGreaterThan(10);
    expect(ws.rowCount).toBe(entities.length + 1);
    entities.forEach((d, i) =>
      expect(cellsOf(ws, i + 2, DETAIL_KEYS.length), `row ${i + 2}`).toEqual(detailLine('cn', d)),
    );
    // Amounts are numbers shown with two decimals; times are text.
    const amount = ws.getRow(2).getCell(8);
    expect(typeof amount.value).toBe('number');
    expect(amount.numFmt).toBe('#,##0.00');
    expect(typeof ws.getRow(2).getCell(1).value).toBe('string');
    expect(entities.map((d) => d.Amount)).toEqual(expect.arrayContaining([1234.5, 88.08]));
  });

  it('marks the file Downloaded', async () => {
    const f = (await myFiles(finance)).find((x) => x.ExportID === cnFile.ExportID)!;
    expect(f.Downloaded).toBe(true);
    const [row] = await rows<{ downloaded: boolean }>(t, 'select downloaded from export_files where id = $1', [
      cnFile.ExportID,
    ]);
    expect(row!.downloaded).toBe(true);
    // It can be downloaded again.
    expect((await download(finance, cnFile.ExportID)).isSucc).toBe(true);
  });

  it('follows the filters and writes the header in English for an English caller', async () => {
    const filters = {
      TradeType: TradeType.Recharge,
      DateFrom: formatDate(t.clock.now()),
      AccountType: AccountType.Balance,
    };
    const r = await t.call<TExportQueued>(TradeDetailExport, filters, { session: finance, lang: 'en' });
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.FileName).toMatch(/^Ledger_\d{8}_\d{6}\.xlsx$/);
    const done = await waitDone(finance, r.result!.ExportID);
    expect(done.Status).toBe(ExportStatus.Ready);
    const list = await t.call<TList<TTradeDetail>>(
      TradeDetailList,
      { ...filters, PageNo: 1, PageSize: 500 },
      { session: finance, lang: 'en' },
    );
    const entities = list.result!.Entities;
    expect(entities.length).toBeGreaterThanOrEqual(2);
    expect(entities.every((d) => d.TradeType === TradeType.Recharge)).toBe(true);
    expect(done.RowCount).toBe(entities.length);
    const ws = await sheetOf((await download(finance, r.result!.ExportID, 'en')).result!);
    expect(cellsOf(ws, 1, DETAIL_KEYS.length)).toEqual(titles('en', DETAIL_KEYS));
    expect(cellsOf(ws, 1, 1)).toEqual(['Time']);
    expect(ws.rowCount).toBe(entities.length + 1);
    entities.forEach((d, i) => expect(cellsOf(ws, i + 2, DETAIL_KEYS.length)).toEqual(detailLine('en', d)));
  });

  it('makes an empty file (header only) when nothing matches', async () => {
    const r = await t.call<TExportQueued>(
      TradeDetailExport,
      { UniqueID: 'NO-SUCH-ORDER' },
      { session: finance, lang: 'cn' },
    );
    const done = await waitDone(finance, r.result!.ExportID);
    expect(done).toMatchObject({ Status: ExportStatus.Ready, RowCount: 0 });
    const ws = await sheetOf((await download(finance, r.result!.ExportID)).result!);
    expect(ws.rowCount).toBe(1);
  });
});

describe('the deal export', () => {
  it('exports the deal list with the same filters, in the caller language', async () => {
    const r = await t.call<TExportQueued>(
      TradeDealExport,
      { TradeType: TradeType.Recharge },
      { session: admin, lang: 'en' },
    );
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.FileName).toMatch(/^TradeDeals_\d{8}_\d{6}\.xlsx$/);
    const done = await waitDone(admin, r.result!.ExportID);
    expect(done.Status).toBe(ExportStatus.Ready);
    const list = await t.call<TList<TTradeDeal>>(
      TradeDealList,
      { TradeType: TradeType.Recharge, PageNo: 1, PageSize: 500 },
      { session: admin, lang: 'en' },
    );
    const deals = list.result!.Entities;
    expect(deals.some((d) => d.TradeStatus === TradeStatus.WaitSubmit)).toBe(true);
    const ws = await sheetOf((await download(admin, r.result!.ExportID, 'en')).result!);
    const keys = ['TradeID', 'CompanyName', 'TradeType', 'TradeStatus', 'TradeMode', 'Account', 'Amount', 'Refunded'];
    expect(cellsOf(ws, 1, keys.length)).toEqual(titles('en', keys));
    expect(ws.rowCount).toBe(deals.length + 1);
    deals.forEach((d, i) =>
      expect(cellsOf(ws, i + 2, keys.length)).toEqual([
        d.TradeID,
        d.CompanyName,
        label('en', 'TradeType', TradeType, d.TradeType),
        label('en', 'TradeStatus', TradeStatus, d.TradeStatus),
        label('en', 'TradeMode', TradeMode, d.TradeMode),
        label('en', 'AccountType', AccountType, d.AccountType),
        d.Amount,
        d.Refunded,
      ]),
    );
  });
});

describe('who sees an export', () => {
  it('lists and downloads only the caller’s own files', async () => {
    const mine = await myFiles(finance);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    // Newest first.
    const times = mine.map((f) => f.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    const id = mine[0]!.ExportID;
    const other = await createOtherCompany(t, '导出测试公司', '13912340077');
    for (const session of [admin, employee, accountant, other.sid]) {
      expect((await myFiles(session)).map((f) => f.ExportID)).not.toContain(id);
      const d = await download(session, id);
      expect(d.isSucc).toBe(false);
      expect(d.statusCode).toBe(400);
      expect(d.message).toBe(translate('cn', 'trade.errors.exportMissing'));
    }
  });

  it('does not hand out a file that is not ready', async () => {
    const [row] = await rows<{ id: string }>(
      t,
      `insert into export_files (company_id, user_id, kind, file_name, request, lang, status, created_at)
       select company_id, id, 'tradeDetail', 'x.xlsx', '{}'::jsonb, 'cn', 'Pending', now() from users where login_name = 'finance'
       returning id`,
    );
    const d = await download(finance, row!.id, 'en');
    expect(d.isSucc).toBe(false);
    expect(d.message).toBe(translate('en', 'trade.errors.exportMissing'));
    expect((await download(finance, 'EX9999999999')).isSucc).toBe(false);
  });

  it('refuses bad filters and callers without the right, writing nothing', async () => {
    const before = await exportCount();
    const bad = await t.call(TradeDetailExport, { TradeType: 12345 }, { session: finance, lang: 'en' });
    expect(bad).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(bad.message).toContain(translate('en', 'trade.validation.tradeType'));
    const badDate = await t.call(TradeDealExport, { DateFrom: '2026-13-45' }, { session: finance });
    expect(badDate).toMatchObject({ isSucc: false, statusCode: 400 });
    // An employee holds neither the ledger nor the accounts.
    expect((await t.call(TradeDetailExport, {}, { session: employee })).isSucc).toBe(false);
    expect((await t.call(TradeDealExport, {}, { session: employee })).isSucc).toBe(false);
    // A company the caller does not reach.
    const other = await t.call(TradeDetailExport, { CompanyID: 'C99999999999' }, { session: finance });
    expect(other.isSucc).toBe(false);
    expect(await exportCount()).toBe(before);
  });

  it('lets TMC finance export a customer ledger it reaches', async () => {
    const r = await t.call<TExportQueued>(TradeDetailExport, { CompanyID: companyId }, { session: accountant });
    expect(r.isSucc, r.message).toBe(true);
    const done = await waitDone(accountant, r.result!.ExportID);
    const list = await t.call<TList<TTradeDetail>>(TradeDetailList, { CompanyID: companyId }, { session: accountant });
    expect(done).toMatchObject({ Status: ExportStatus.Ready, RowCount: list.result!.RecordCount });
  });
});

/**
 * `n` balanced one-fen adjustments (customer balance +1, the TMC's bank account −1), a millisecond apart after the
 * clock, posted in SQL so a test can fill the ledger beyond one page of the export job quickly; the balance follows.
 */
const bulkAdjustments = async (n: number) => {
  await rows(
    t,
    `with c as (select id, balance_fen from trade_accounts where company_id = $1 and purpose = 'customer' and account_type = $2),
     b as (select id, company_id from trade_accounts where purpose like 'tmc.bank.%' order by id limit 1),
     u as (select id from users where login_name = 'finance'),
     d as (
       insert into trade_deals (company_id, trade_type, trade_status, account_id, currency, amount_fen, subject, created_by,
                                created_at, finished_at, updated_at)
       select $1, $3, $4, c.id, $5, 1, 'bulk ' || g, u.id, $6::timestamptz + g * interval '1 ms',
              $6::timestamptz + g * interval '1 ms', $6::timestamptz + g * interval '1 ms'
       from c, u, generate_series(1, $7::int) g
       returning id, created_at),
     p as (
       insert into trade_details (deal_id, account_id, company_id, amount_fen, balance_after_fen, trade_type, created_at)
       select d.id, c.id, $1, 1, c.balance_fen + row_number() over (order by d.created_at), $3, d.created_at from d, c
       union all
       select d.id, b.id, b.company_id, -1, null, $3, d.created_at from d, b
       returning id)
     update trade_accounts set balance_fen = trade_accounts.balance_fen + $7::int from c where trade_accounts.id = c.id`,
    [companyId, AccountType.Balance, TradeType.Adjust, TradeStatus.Finished, 2151, t.clock.now().toISOString(), n],
  );
  t.clock.advance(n + 1000);
};

describe('a large export', () => {
  it('reads the ledger in pages into one file equal to the list', async () => {
    await bulkAdjustments(2100);
    const r = await t.call<TExportQueued>(TradeDetailExport, {}, { session: finance, lang: 'cn' });
    expect(r.isSucc, r.message).toBe(true);
    const done = await waitDone(finance, r.result!.ExportID);
    const list = await t.call<TList<TTradeDetail>>(
      TradeDetailList,
      { PageNo: 1, PageSize: 5000 },
      { session: finance },
    );
    const entities = list.result!.Entities;
    expect(entities.length).toBeGreaterThan(2100);
    expect(done).toMatchObject({ Status: ExportStatus.Ready, RowCount: entities.length });
    const ws = await sheetOf((await download(finance, r.result!.ExportID)).result!);
    expect(ws.rowCount).toBe(entities.length + 1);
    const ids = Array.from({ length: entities.length }, (_, i) => ws.getRow(i + 2).getCell(2).value);
    expect(ids).toEqual(entities.map((d) => d.TradeID));
    // Newest first: the last adjustment on top, with the balance it left.
    expect(cellsOf(ws, 2, DETAIL_KEYS.length)).toEqual(detailLine('cn', entities[0]!));
    expect(entities[0]!.Subject).toBe('bulk 2100');
  }, 60_000);
});

describe('the cleanup', () => {
  it('deletes files older than 7 days and fails files whose job was lost', async () => {
    const [lost] = await rows<{ id: string }>(
      t,
      `insert into export_files (company_id, user_id, kind, file_name, request, lang, status, created_at)
       values ($1, 'U-none', 'tradeDetail', 'lost.xlsx', '{}'::jsonb, 'cn', 'Pending', $2) returning id`,
      [companyId, new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString()],
    );
    const before = await exportCount();
    expect(before).toBeGreaterThan(1);
    // Six days later: the lost one (made five days on) has waited a day; nothing is old enough to delete.
    t.clock.advance(6 * 86_400_000);
    await t.jobs.send('trade.cleanup-export-files', {});
    await expect
      .poll(
        async () =>
          (await rows(t, "select 1 from export_files where id = $1 and status = 'Failed'", [lost!.id])).length,
        { timeout: 30_000, interval: 200, message: 'cleanup did not run' },
      )
      .toBe(1);
    expect(await exportCount()).toBe(before);
    // Two more days: everything but the lost one is over 7 days old.
    t.clock.advance(2 * 86_400_000);
    await t.jobs.send('trade.cleanup-export-files', {});
    await expect.poll(exportCount, { timeout: 30_000, interval: 200, message: 'cleanup did not delete' }).toBe(1);
    expect((await rows<{ id: string }>(t, 'select id from export_files'))[0]!.id).toBe(lost!.id);
  });
});
