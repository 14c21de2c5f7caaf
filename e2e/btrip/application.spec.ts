import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, type TLang } from '@opentmc/contracts';
import { containsText, hasAttr, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { text } from '../support/i18n.ts';
import { startServer, type TServer } from '../support/server.ts';

// Issue 4, pre-trip applications in the browser: the employee (郑浩, 研发部) files an application out of policy
// (business class where the rule allows economy, level 5) with a violation reason; 研发部's head (吴刚) sees the
// badge and approves it from /mall/approvals; the finance step that out-of-policy applications need is approved
// through the link in the SMS outbox; the employee sees the approval number. Another application is rejected
// and shows the reason.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const PASSWORD = 'Trip@2026';
/** The demo finance account's mobile (demo mobiles run 13800000001 upward in seeding order). */
const FINANCE_MOBILE = '13800000009';

/** A day some days ahead in China Standard Time, yyyy-MM-dd. */
const dayIn = (n: number) => new Date(Date.now() + 8 * 3600000 + n * 86400000).toISOString().slice(0, 10);

/** A session of the API outside the browser. */
const apiAs = async (account: string) => {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const login = await fetch(`${server.url}/api/system/Security/Login`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ data: JSON.stringify({ Account: account, Password: PASSWORD }) }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
  return async <T>(method: 'GET' | 'POST', path: string, data: unknown = {}) => {
    const q = method === 'GET' ? `?data=${encodeURIComponent(JSON.stringify(data))}` : '';
    const res = await fetch(`${server.url}/api/${path}${q}`, {
      method,
      headers: { ...headers, cookie },
      ...(method === 'POST' ? { body: new URLSearchParams({ data: JSON.stringify(data) }) } : {}),
    });
    return (await res.json()) as { isSucc: boolean; message: string; result: T };
  };
};

/** The newest approval link sent to a mobile number (read from the SMS outbox as the operator). */
const approvalLinkTo = async (mobile: string, after: string[]): Promise<{ code: string; id: string }> => {
  const operator = await apiAs('operator');
  return vi.waitFor(
    async () => {
      const r = await operator<{ Items: { SmsID: string; Mobile: string; Content: string }[] }>(
        'POST',
        'adapter/Sms/List',
        { PageSize: 50, KeyWords: mobile },
      );
      const sms = r.result.Items.find(
        (m) => m.Mobile === mobile && !after.includes(m.SmsID) && /\/approval\//.test(m.Content),
      );
      const code = sms?.Content.match(/\/approval\/([A-Za-z0-9_-]+)/)?.[1];
      if (!sms || !code) throw new Error(`no approval link reached ${mobile}`);
      return { code, id: sms.SmsID };
    },
    { timeout: 20_000, interval: 200 },
  );
};

const smsIds = async (mobile: string) => {
  const operator = await apiAs('operator');
  const r = await operator<{ Items: { SmsID: string; Mobile: string }[] }>('POST', 'adapter/Sms/List', {
    PageSize: 100,
    KeyWords: mobile,
  });
  return r.result.Items.filter((m) => m.Mobile === mobile).map((m) => m.SmsID);
};

/** Opens a select by its test id, types to narrow it and takes the first match. */
const choose = async (page: Page, testId: string, typed: string) => {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await visible(page.locator('.ant-select-dropdown:visible .ant-select-item-option'));
  await page.keyboard.press('Enter');
};
/** An input by test id (antd puts it on the input or on a wrapper around it). */
const field = (page: Page, testId: string) =>
  page
    .locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`)
    .first();
const typeDate = async (page: Page, testId: string, day: string) => {
  const input = field(page, testId);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
};
/** Clicks the OK button of the open Popconfirm (antd spaces two-character labels, so by role, not text). */
const confirmPop = async (page: Page) => page.locator('.ant-popconfirm:visible .ant-btn-primary').click();

const login = async (page: Page, lang: TLang, account: string, path: string) => {
  await openIn(page, server.url, lang, `/login?redirect=${encodeURIComponent(path)}`);
  await loginWithPassword(page, account, PASSWORD);
  await visible(page.getByTestId('header-user-name'));
};

describe.each(['cn', 'en'] as const)('pre-trip application (%s)', (lang) => {
  it('out of policy with a reason, approved from the queue and through the link; the number shows', async () => {
    const employee = await openBrowser();
    const approver = await openBrowser();
    const linkUser = await openBrowser();
    try {
      const page = employee.page;
      await login(page, lang, 'employee', '/btrip/outgoing/register');
      await page.goto(`${server.url}/btrip/outgoing/register`);
      await visible(page.getByTestId('btrip-form'));
      // Shanghai → Beijing and back, business class (the company rule: economy; level 5).
      await choose(page, 'btrip-leg-0-from-city', '上海');
      await choose(page, 'btrip-leg-0-to-city', '北京');
      await typeDate(page, 'btrip-leg-0-date', dayIn(10));
      await page.getByTestId('btrip-add-leg').click();
      await typeDate(page, 'btrip-leg-1-date', dayIn(12));
      await typeDate(page, 'btrip-end-date', dayIn(12));
      await field(page, 'btrip-budget-flight').fill('3800');
      await choose(page, 'btrip-cabin', text(lang, 'base.lookups.Cabin.Business'));
      await field(page, 'btrip-remark').fill(lang === 'cn' ? '北京客户年度会议' : 'Annual client meeting in Beijing');

      // The verdict shows before submitting: over standard, why, and which rule.
      const verdict = page.locator('[data-testid="btrip-verdict"][data-level="5"]');
      await visible(verdict);
      await containsText(verdict, text(lang, 'btrip.verdict.outOfPolicy'));
      await containsText(verdict, lang === 'cn' ? '舱位超标' : 'Cabin above policy');
      await containsText(verdict, text(lang, 'btrip.verdict.rule', { name: '公司差旅标准' }));
      // Submitting without a reason is stopped on the form.
      await page.getByTestId('btrip-submit').click();
      await containsText(page.locator('.ant-form-item-explain-error'), text(lang, 'btrip.errors.reasonRequired'));
      await choose(page, 'btrip-reason-1407', lang === 'cn' ? '航班时间' : 'schedule');
      const financeBefore = await smsIds(FINANCE_MOBILE);
      await page.getByTestId('btrip-submit').click();

      const detail = page.getByTestId('btrip-application');
      await hasAttr(detail, 'data-status', 'Pending');
      await containsText(
        page.getByTestId('btrip-detail-reason'),
        lang === 'cn' ? '航班时间不符合行程安排' : 'do not fit',
      );
      const taskId = new URL(page.url()).searchParams.get('TaskID')!;
      expect(taskId).toMatch(/^B\d{11}$/);

      // 研发部's head sees the badge and approves it from the queue.
      const a = approver.page;
      await login(a, lang, 'approver', '/mall/approvals');
      await a.goto(`${server.url}/mall/approvals`);
      await hasAttr(
        a.locator('a[href="/mall/approvals"] sup').first(),
        'title',
        text(lang, 'shell.menu.badge', { count: 1 }),
      );
      await visible(a.getByTestId('approvals'));
      // The route in the reader's language (issue 15).
      const row = a
        .locator('.ant-table-row')
        .filter({ hasText: lang === 'en' ? 'Shanghai → Beijing → Shanghai' : '上海市 → 北京市 → 上海市' });
      await visible(row);
      await row.locator('[data-testid^="approve-"]').click();
      await confirmPop(a);
      await expect.poll(() => row.count(), { timeout: 15000 }).toBe(0);

      // Out of policy, so finance approves too: through the link in the message, without logging in.
      const link = await approvalLinkTo(FINANCE_MOBILE, financeBefore);
      const l = linkUser.page;
      await openIn(l, server.url, lang, `/approval/${link.code}`);
      await visible(l.getByTestId('approval-link'));
      await l.getByTestId('link-approve').click();
      await confirmPop(l);
      await visible(l.getByTestId('approval-link-done'));

      // The employee sees the approval number.
      await page.reload();
      await hasAttr(detail, 'data-status', 'Approved');
      const no = (await page.getByTestId('btrip-approval-no').innerText()).trim();
      expect(no).toMatch(/^SQ\d{12}$/);
      await visible(page.getByTestId('btrip-trail'));
      await hasAttr(page.getByTestId('btrip-trail'), 'data-state', 'Approved');
      // And in the list of their applications.
      await page.getByTestId('btrip-nav').getByText(text(lang, 'btrip.menu.list')).click();
      // At 1366 px the number is one of the columns folded into the row's details (kit/FitTable.tsx).
      const listRow = page.locator('.ant-table-row').filter({ hasText: taskId });
      await visible(listRow);
      await listRow.locator('.ant-table-row-expand-icon').click();
      await containsText(page.locator('.ant-table-expanded-row'), no);
    } finally {
      await employee.close();
      await approver.close();
      await linkUser.close();
    }
  });

  it('a rejected application shows the reason to its applicant', async () => {
    const api = await apiAs('employee');
    const me = await api<{ Me: { UserID: string } }>('GET', 'btrip/Task/Options');
    const saved = await api<{ TaskID: string }>('POST', 'btrip/Task/Save', {
      Travellers: [me.result.Me.UserID],
      Legs: [
        { FromCity: { CityCode: '3101' }, ToCity: { CityCode: '4401' }, DepartDate: dayIn(20) },
        { FromCity: { CityCode: '4401' }, ToCity: { CityCode: '3101' }, DepartDate: dayIn(22) },
      ],
      EndDate: dayIn(22),
      Services: [{ ServiceType: 1470, Budget: 900 }],
      Submit: true,
    });
    expect(saved.isSucc, saved.message).toBe(true);
    const reason = lang === 'cn' ? '请改乘高铁二等座' : 'Please take the second class train';
    const approver = await openBrowser();
    const employee = await openBrowser();
    try {
      const a = approver.page;
      await login(a, lang, 'approver', '/mall/approvals');
      await a.goto(`${server.url}/mall/approvals`);
      const row = a
        .locator('.ant-table-row')
        .filter({ hasText: lang === 'en' ? 'Shanghai → Guangzhou → Shanghai' : '上海市 → 广州市 → 上海市' });
      await visible(row);
      await row.locator('[data-testid^="reject-"]').click();
      await a.getByTestId('reject-reason').fill(reason);
      await a.getByTestId('reject-submit').click();
      await expect.poll(() => row.count(), { timeout: 15000 }).toBe(0);

      const page = employee.page;
      await login(page, lang, 'employee', `/btrip/Applicationform?TaskID=${saved.result.TaskID}`);
      await page.goto(`${server.url}/btrip/Applicationform?TaskID=${saved.result.TaskID}`);
      await hasAttr(page.getByTestId('btrip-application'), 'data-status', 'Rejected');
      await containsText(
        page.getByTestId('btrip-reject-reason'),
        text(lang, 'btrip.detail.rejectedBecause', { reason }),
      );
      await containsText(page.getByTestId('btrip-reject-reason'), '吴刚');
      await visible(page.getByTestId('btrip-edit'));
    } finally {
      await approver.close();
      await employee.close();
    }
  });
});
