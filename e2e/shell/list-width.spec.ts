import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { TLang } from '@opentmc/contracts';
import { catalogueKeys, catalogues } from '@opentmc/i18n';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { loginWithPassword, openIn } from '../support/flows.ts';
import { startServer, type TServer } from '../support/server.ts';

// Issue 15 item 2: every list screen of the side menu is readable at 1366 px in both languages. Each demo persona
// opens every entry of its side menu that no persona before it opened; on each screen every table must show its columns without a horizontal scroll
// bar, and the columns that matter (status, amount, booker, time, actions) must be on screen, not cut off and not
// folded into the rows' details.

let server: TServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const PERSONAS = [
  'operator',
  'service',
  'sales',
  'supervisor',
  'supplier',
  'admin',
  'approver',
  'employee',
  'finance',
  'traveler',
  'accountant',
] as const;

/** Column titles that matter, as the Chinese catalogue words them: status, amount, booker, time, actions. */
const MATTERS_CN =
  /状态|金额|票价|价格|总价|额度|手续费|退回|服务费|预算|余额|发生额|预订人|申请人|提交人|时间|日期|操作/;

/** The Chinese texts of each English catalogue text, so an English title matters when its Chinese one does. */
const chineseOf = (() => {
  const at = (o: unknown, key: string) =>
    key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);
  const map = new Map<string, string[]>();
  for (const key of catalogueKeys(catalogues.en)) {
    const en = at(catalogues.en, key);
    const zh = at(catalogues['zh-CN'], key);
    if (typeof en === 'string' && typeof zh === 'string') map.set(en, [...(map.get(en) ?? []), zh]);
  }
  return map;
})();

/** For an English title made up of several texts (not one catalogue text). */
const MATTERS_EN = /status|amount|price|fare|fee|refund|total|balance|budget|credit|book|appl|submit|time|date|action/i;

const matters = (lang: TLang, title: string): boolean => {
  if (lang === 'cn') return MATTERS_CN.test(title);
  const zh = chineseOf.get(title);
  return zh ? zh.some((z) => MATTERS_CN.test(z)) : MATTERS_EN.test(title);
};

/** What a table shows at this width (read in the browser). */
type TTableFacts = {
  headers: string[];
  /** Its scroll boxes that scroll sideways, as "scrollWidth > clientWidth". */
  scrolls: string[];
  kit: boolean;
  folded: string[];
  /** Columns (by index) whose header lies outside the table's box. */
  offTable: number[];
  /** Columns whose header text is cut off. */
  headerCut: number[];
  /** Cut-off cells by column: their texts. */
  cellCut: Record<number, string[]>;
};

/** Waits until the page's content has loaded: no spinner or skeleton in it for a moment. */
const settle = async (page: Page) => {
  const busy = page.locator('main .ant-spin-spinning, main .ant-skeleton-active, main .otmc-page-spinner');
  let quiet = 0;
  await vi
    .waitFor(
      async () => {
        quiet = (await busy.count()) ? 0 : quiet + 1;
        if (quiet < 3) throw new Error('still loading');
      },
      { timeout: 10_000, interval: 100 },
    )
    .catch(() => undefined);
};

const readTables = (page: Page): Promise<TTableFacts[]> =>
  page.evaluate(() => {
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    // A title's text against its box: a fixed column's edge shadow (a pseudo-element) widens scrollWidth, not the text.
    const textCut = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const style = getComputedStyle(el);
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return range.getBoundingClientRect().width > room + 1;
    };
    return (Array.from(document.querySelectorAll('main .ant-table-wrapper')) as HTMLElement[])
      .filter((table) => table.offsetParent)
      .map((table) => {
        const box = (table.querySelector('.ant-table-container') ?? table).getBoundingClientRect();
        const ths = Array.from(table.querySelectorAll('thead > tr:first-child > th')) as HTMLElement[];
        const fit = table.closest('.otmc-fit-table') as HTMLElement | null;
        const cellCut: Record<number, string[]> = {};
        for (const row of Array.from(table.querySelectorAll('tbody > tr.ant-table-row'))) {
          Array.from(row.children).forEach((cell, col) => {
            if (cut(cell)) (cellCut[col] ??= []).push((cell as HTMLElement).innerText);
          });
        }
        return {
          headers: ths.map((th) => th.innerText.trim()),
          scrolls: Array.from(table.querySelectorAll('.ant-table-content, .ant-table-body, .ant-table-header'))
            .filter(cut)
            .map((el) => `${el.scrollWidth} > ${el.clientWidth}`),
          kit: Boolean(fit),
          folded: (fit?.dataset.folded ?? '').split('|').filter(Boolean),
          offTable: ths.flatMap((th, col) => {
            const r = th.getBoundingClientRect();
            return r.left < box.left - 1 || r.right > box.right + 1 ? [col] : [];
          }),
          headerCut: ths.flatMap((th, col) =>
            textCut(th.querySelector('.ant-table-column-title') ?? th) ? [col] : [],
          ),
          cellCut,
        };
      });
  });

/** What is wrong with a table: sideways scrolling, or a column that matters folded, off the table or cut off. */
const problemsOf = (lang: TLang, f: TTableFacts): string[] => {
  const out: string[] = [];
  if (!f.kit) out.push('is not the kit table (kit/FitTable.tsx)');
  for (const s of f.scrolls) out.push(`scrolls sideways (${s} px)`);
  for (const title of f.folded) if (matters(lang, title)) out.push(`folds "${title}" into the details`);
  f.headers.forEach((title, col) => {
    if (!title) return;
    if (f.offTable.includes(col)) out.push(`"${title}" is off the table`);
    if (f.headerCut.includes(col)) out.push(`the title "${title}" is cut off`);
    if (matters(lang, title) && f.cellCut[col]) out.push(`"${title}" cells are cut off: ${f.cellCut[col].join(', ')}`);
  });
  return out;
};

/** Opens every group of the side menu and lists its entries' addresses. */
const menuLinks = async (page: Page): Promise<string[]> => {
  for (let round = 0; round < 5; round++) {
    const closed = page.locator('aside .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const n = await closed.count();
    if (n === 0) break;
    for (let i = 0; i < n; i++) await closed.first().click();
    await page.waitForTimeout(300);
  }
  const hrefs = await page.locator('aside a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
};

/**
 * The screens already checked in each language: a route is checked once, by the first persona (in the order above:
 * TMC staff first, whose lists carry the most columns and rows) whose menu holds it, so the run stays short as the
 * menus grow (CI budget, docs/architecture.md "Tests").
 */
const checked = { cn: new Set<string>(), en: new Set<string>() };
const tablesSeen = { cn: 0, en: 0 };

describe.each(['cn', 'en'] as const)('lists at 1366 px (%s)', (lang) => {
  it.each(PERSONAS)(
    '%s: every list screen of the side menu shows the columns that matter',
    async (account) => {
      const { page, close } = await openBrowser();
      try {
        expect(page.viewportSize()?.width).toBe(1366);
        await openIn(page, server.url, lang, '/login?redirect=%2FSystem%2FUser%2FMain');
        await loginWithPassword(page, account, 'Trip@2026');
        await page.waitForURL(`${server.url}/System/User/Main`);
        await visible(page.locator('aside a[href]'));
        const links = await menuLinks(page);
        expect(links.length).toBeGreaterThan(3);
        const problems: string[] = [];
        for (const href of links.filter((h) => !checked[lang].has(h))) {
          checked[lang].add(href);
          // As the menu's links do: a client-side navigation (the menu's groups fold as it goes).
          await page.evaluate((to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, href);
          // An entry may redirect (e.g. to its first tab): then the check runs on where it went.
          await page.waitForURL((u) => `${u.pathname}${u.search}` === href, { timeout: 5000 }).catch(() => undefined);
          await settle(page);
          for (const facts of await readTables(page)) {
            tablesSeen[lang]++;
            for (const p of problemsOf(lang, facts)) problems.push(`${href} [${facts.headers.join(' | ')}]: ${p}`);
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
    240000,
  );

  it('found lists on those screens', () => {
    expect(checked[lang].size).toBeGreaterThan(20);
    expect(tablesSeen[lang]).toBeGreaterThan(20);
  });
});
