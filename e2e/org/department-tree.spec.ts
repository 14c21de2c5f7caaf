import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { containsText, gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { startServer, apiClient, type TServer } from '../support/server.ts';
import { text } from '../support/i18n.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';

// Issue 3: the company administrator builds a department tree on the department screen (a sub-department
// under 研发部, one under that), drags the first to another parent, moves the second with the edit drawer,
// and the tree on screen matches DepartmentInfo/Tree at every step.

let server: TServer;
let api: ReturnType<typeof apiClient>;
let companyId = '';
beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.url);
  const login = await api.post<{ CompanyID: string }>('system/Security/Login', {
    Account: 'admin',
    Password: 'Trip@2026',
  });
  if (!login.isSucc) throw new Error(`admin login failed: ${login.message}`);
  companyId = login.result.CompanyID;
});
afterAll(async () => server?.stop());

const timeout = 15000;

// Both languages build on one server, so each uses names of its own.
const names = {
  cn: { team: '平台组', sub: '前端小组' },
  en: { team: 'Platform team', sub: 'Web squad' },
} as const;

type TParents = Record<string, string>;

/** Each department's parent name ('' at the top) as DepartmentInfo/Tree reports it. */
const apiParents = async (): Promise<TParents> => {
  const r = await api.post<{ Entities: { DepartmentID: string; DepartmentName: string; ParentID: string }[] }>(
    'system/DepartmentInfo/Tree',
    { CompanyID: companyId },
  );
  if (!r.isSucc) throw new Error(`tree failed: ${r.message}`);
  const byId = new Map(r.result.Entities.map((d) => [d.DepartmentID, d.DepartmentName]));
  return Object.fromEntries(r.result.Entities.map((d) => [d.DepartmentName, byId.get(d.ParentID) ?? '']));
};

// While a branch opens or closes, the tree briefly shows copies of its rows inside an animated wrapper.
const ROW = '[role=treeitem]:not(.ant-tree-treenode-motion *)';

const node = (page: Page, name: string) =>
  page
    .getByTestId('department-tree')
    .locator(ROW)
    .filter({ has: page.locator('.ant-tree-title .ant-typography').getByText(name, { exact: true }) });

/** Each shown department's parent name, read from the tree's indentation (the nearest shallower row above). */
const screenParents = (page: Page): Promise<TParents> =>
  page.getByTestId('department-tree').evaluate((tree, row) => {
    const out: Record<string, string> = {};
    const path: string[] = [];
    for (const item of Array.from(tree.querySelectorAll(row))) {
      const level = item.querySelectorAll('.ant-tree-indent-unit').length;
      const name = item.querySelector('.ant-tree-title .ant-typography')?.textContent?.trim() ?? '';
      path.length = level;
      out[name] = path[level - 1] ?? '';
      path.push(name);
    }
    return out;
  }, ROW);

/** The screen shows the expected parents, and every department it shows sits where the API says. */
const expectTree = async (page: Page, expected: TParents) => {
  await expect.poll(() => screenParents(page), { timeout }).toMatchObject(expected);
  const [screen, stored] = [await screenParents(page), await apiParents()];
  expect(stored).toMatchObject(expected);
  expect(stored).toMatchObject(screen);
};

/** Fills the drawer's name (and picks a parent in its tree picker when given), then saves. */
const saveDrawer = async (page: Page, lang: 'cn' | 'en', v: { name?: string; parent?: string }) => {
  const drawer = page.locator('.ant-drawer-open');
  await visible(drawer.getByTestId('resource-form-department'));
  if (v.name !== undefined) {
    await drawer.getByLabel(text(lang, 'structure.department.fields.DepartmentName'), { exact: true }).fill(v.name);
  }
  if (v.parent !== undefined) {
    const label = page.getByLabel(text(lang, 'structure.department.fields.ParentID'), { exact: true });
    const picker = drawer.locator('.ant-form-item').filter({ has: label }).locator('.ant-select');
    // Typed into the picker's search and taken with Enter: a click on the opening list can land while
    // the list is still being placed.
    await picker.click();
    await page.keyboard.type(v.parent);
    await visible(
      page
        .locator('.ant-select-dropdown:visible .ant-select-tree-treenode-active')
        .getByTitle(v.parent, { exact: true }),
    );
    await page.keyboard.press('Enter');
    // The picker shows the choice before the form is saved.
    await containsText(picker, v.parent);
  }
  // antd spaces out the two characters of 保存, so the drawer's primary button is found by its place.
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await gone(page.locator('.ant-drawer-open'));
};

describe.each(['cn', 'en'] as const)('department tree (%s)', (lang) => {
  const { team, sub } = names[lang];
  it('adds two levels under 研发部, drags one to 销售部 and moves the other with the edit drawer', async () => {
    const { page, close } = await openBrowser();
    try {
      await openIn(page, server.url, lang, '/login');
      await loginWithPassword(page, 'admin', 'Trip@2026');
      await visible(page.getByTestId('header-user-name'));
      await page.goto(`${server.url}/System/Company/${companyId}/Department`);
      await visible(page.getByText(text(lang, 'structure.department.page.dragHint')));

      // A sub-department under 研发部: the drawer comes with 研发部 as its parent.
      await node(page, '研发部').getByText('研发部', { exact: true }).click();
      await page.getByRole('button', { name: text(lang, 'structure.department.page.addChild') }).click();
      await saveDrawer(page, lang, { name: team });
      await expectTree(page, { 研发部: '', [team]: '研发部' });

      // The new department is now selected; its details name its parent, and a sub-department goes under it.
      const details = page.locator('.ant-card').filter({ has: page.getByTestId('department-edit') });
      await containsText(details.locator('.ant-card-head'), team);
      await containsText(details.locator('.ant-descriptions'), '研发部');
      await page.getByRole('button', { name: text(lang, 'structure.department.page.addChild') }).click();
      await saveDrawer(page, lang, { name: sub });
      await expectTree(page, { 研发部: '', [team]: '研发部', [sub]: team });
      await containsText(details.locator('.ant-card-head'), sub);

      // Drag the team (with its sub-department) into 销售部: dropped on the lower half of the row and
      // well to the right of where the drag started, the tree reads it as "inside", not "after".
      const from = await node(page, team).locator('.ant-tree-node-content-wrapper').boundingBox();
      const to = await node(page, '销售部').locator('.ant-tree-node-content-wrapper').boundingBox();
      if (!from || !to) throw new Error('tree rows not laid out');
      const start = { x: from.x + 20, y: from.y + from.height / 2 };
      const target = node(page, '销售部');
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 10, start.y + 5, { steps: 5 });
      // Hover until the tree marks 销售部 as the drop target (it reads the place from dragover events).
      let wiggle = 0;
      await expect
        .poll(
          async () => {
            wiggle = 1 - wiggle;
            await page.mouse.move(start.x + 100 + wiggle * 4, to.y + to.height * 0.75, { steps: 5 });
            return ((await target.getAttribute('class')) ?? '').split(/\s+/);
          },
          { timeout },
        )
        .toContain('drag-over');
      await page.mouse.up();
      await visible(page.getByText(text(lang, 'messages.updated')));
      await expect.poll(async () => (await apiParents())[team], { timeout }).toBe('销售部');
      // Should the tree show the moved branch folded, open it as a person would to see the sub-department.
      const moved = node(page, team);
      if ((await moved.getAttribute('aria-expanded')) === 'false') await moved.locator('.ant-tree-switcher').click();
      await expectTree(page, { 销售部: '', [team]: '销售部', [sub]: team });

      // Move the sub-department back under 研发部 with the edit drawer's parent picker.
      await node(page, sub).getByText(sub, { exact: true }).click();
      await containsText(details.locator('.ant-card-head'), sub);
      await page.getByTestId('department-edit').click();
      await saveDrawer(page, lang, { parent: '研发部' });
      await expectTree(page, { 研发部: '', 销售部: '', [team]: '销售部', [sub]: '研发部' });
      await containsText(details.locator('.ant-descriptions'), '研发部');
    } finally {
      await close();
    }
  });
});
