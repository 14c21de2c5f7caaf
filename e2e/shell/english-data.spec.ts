import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ServiceType, TrainSeatType, type TLang } from '@opentmc/contracts';
import { visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { openIn } from '../support/flows.ts';
import { text } from '../support/i18n.ts';
import {
  DAY_MS,
  apiAs,
  bookTrainOrder,
  idCardPair,
  issueTrainOrder,
  ok,
  passengers,
  signIn,
  startTrainServer,
} from '../support/train.ts';

// Issue 15 item 1, in the browser at 1366 px: the core train and trip screens show their data in the reader's
// language. An English reader sees stations and cities in English (Beijing South), violation and refund reasons,
// travel purposes, order titles, the order log, approval subjects, recent searches and trip routes in English, and
// lists joined the English way; the only Chinese left is what people typed as names (of people, companies,
// departments, approval steps: ALLOWED). A Chinese reader sees the same screens in Chinese.

let server: TServer;
type TServer = Awaited<ReturnType<typeof startTrainServer>>;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

/** Names people gave in the demo data, shown as written in any language. */
const ALLOWED = new Set([
  // People (the org seed, the frequent travellers of the profile seed) and the passengers booked below.
  ...['陈平', '李娜', '王磊', '赵敏', '孙强', '周婷', '吴刚', '郑浩', '冯丽', '林晓', '钱芳', '王芳', '周一', '吴二'],
  // The company's approval steps, as its administrator named them.
  '部门负责人审批',
  '财务审批',
  // The language picker's own name for Chinese.
  '中文',
]);
const CJK_RUN = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+/g;

/** The Chinese in a page's visible text, less what ALLOWED names, each run once. */
const chineseOn = async (page: Page): Promise<string[]> => {
  const body = await page.locator('body').innerText();
  const runs = new Set(body.match(CJK_RUN) ?? []);
  return [...runs].filter((r) => ![...ALLOWED].some((a) => a.includes(r) || r === a));
};

/** Waits for a screen to settle and checks what it shows in the reader's language. */
const check = async (page: Page, lang: TLang, what: string, shown: string[]) => {
  await page.waitForLoadState('networkidle');
  const body = await page.locator('body').innerText();
  for (const s of shown) expect(body, `${what}: ${s}`).toContain(s);
  if (lang === 'en') expect(await chineseOn(page), what).toEqual([]);
};

const NAMES = {
  cn: { from: '北京南', to: '上海虹桥', city: '北京', reason: '低价航班或车次已售罄', refund: '因病不能出行' },
  en: {
    from: 'Beijing South',
    to: 'Shanghai Hongqiao',
    city: 'Beijing',
    reason: 'The cheaper options are sold out',
    refund: 'Illness',
  },
} as const;

describe.each(['cn', 'en'] as const)('data in the reader language at 1366 px (%s)', (lang) => {
  it('shows the core train and trip screens in the reader language', async () => {
    const n = NAMES[lang];
    const seq = lang === 'cn' ? 301 : 311;
    const employee = await apiAs(server.url, 'employee');
    const reasons = ok(
      'ContraryReason/List',
      await employee.post<{ Entities: { ReasonID: string; ReasonCode: string }[] }>('btrip/ContraryReason/List', {
        PageNo: 1,
        PageSize: 50,
      }),
    );
    // An order out of policy (first class, a reason given): it waits for the department head's approval.
    const approvalOrder = await bookTrainOrder(server.url, {
      passengers: passengers(idCardPair('19800101', seq)),
      daysAhead: 2,
      seatType: TrainSeatType.First,
      payload: {
        Seats: [],
        ViolationReasonID: reasons.Entities.find((r) => r.ReasonCode === 'R02')!.ReasonID,
      },
    });
    // An issued order with one ticket refunded for a reason chosen from the list.
    const refunded = await bookTrainOrder(server.url, {
      passengers: passengers(idCardPair('19800101', seq + 2)),
      daysAhead: 3,
    });
    await issueTrainOrder(server.url, refunded.no);
    const detail = ok(
      'OrderDetails',
      await employee.get<{ Passengers: { PassengerID: string }[] }>('train/TrainOrder/OrderDetails', {
        UniqueID: refunded.no,
      }),
    );
    ok(
      'OrderRefund',
      await employee.post('train/TrainOrder/OrderRefund', {
        UniqueID: refunded.no,
        PassengerIDs: [detail.Passengers[0]!.PassengerID],
        ReasonCode: 'illness',
      }),
    );
    // A trip application Shanghai → Beijing → Shanghai.
    const me = ok('userinfo', await employee.get<{ UserID: string }>('system/userinfo/details', {}));
    const day = (k: number) => new Date(Date.now() + 8 * 3600000 + k * DAY_MS).toISOString().slice(0, 10);
    const task = ok(
      'Task/Save',
      await employee.post<{ TaskID: string }>('btrip/Task/Save', {
        Travellers: [me.UserID],
        Legs: [
          { FromCity: { CityCode: '3101' }, ToCity: { CityCode: '1101' }, DepartDate: day(10) },
          { FromCity: { CityCode: '1101' }, ToCity: { CityCode: '3101' }, DepartDate: day(12) },
        ],
        EndDate: day(12),
        Services: [{ ServiceType: ServiceType.Train, Budget: 1200 }],
      }),
    );

    const { page, close } = await openBrowser();
    try {
      // A recent search kept by an older version, with a Chinese name: it reads in the reader's language.
      await openIn(page, server.url, lang, '/');
      await page.evaluate(() =>
        localStorage.setItem(
          'otmc.train.recentRoutes',
          JSON.stringify([{ from: { code: 'VNP', name: '北京南' }, to: { code: 'AOH', name: '上海虹桥' } }]),
        ),
      );
      await signIn(
        page,
        server.url,
        lang,
        'employee',
        `/mall/train/list?from=BJP&fromCity=1&to=SHH&toCity=1&date=${day(2)}`,
      );
      await visible(page.getByTestId('train-list'));
      await check(page, lang, 'search results', [n.from, n.to, n.city, `${n.from} → ${n.to}`]);

      // The seat step of the first G train with a seat left (the simulator sells some out, differently each day).
      await page
        .locator(
          '[data-train-class="G"] [data-testid^="train-seat-"]:not([data-remaining="0"]) [data-testid="train-seat-book"]',
        )
        .first()
        .click();
      await page.waitForURL(/\/order\/orderSeat\?/);
      await visible(page.getByTestId('booking-train'));
      await check(page, lang, 'booking', []);

      await page.goto(`${server.url}/order/detail?UniqueID=${approvalOrder.no}`);
      await visible(page.getByText(approvalOrder.no).first());
      await check(page, lang, 'order detail', [n.from, n.to, n.reason]);

      await page.goto(`${server.url}/order/detail?UniqueID=${refunded.no}`);
      await visible(page.getByText(refunded.no).first());
      await check(page, lang, 'refunded order detail', [n.refund]);

      await page.goto(`${server.url}/order/train/list`);
      await visible(page.getByText(approvalOrder.no).first());
      await check(page, lang, 'my orders', [`${n.from}-${n.to}`]);

      await page.goto(`${server.url}/train/refundTicket?UniqueID=${refunded.no}`);
      await page.waitForLoadState('networkidle');
      await check(page, lang, 'refund', [text(lang, 'order.reasons.refund.illness')]);

      await page.goto(`${server.url}/btrip/Applicationform?TaskID=${task.TaskID}`);
      await page.waitForLoadState('networkidle');
      await check(page, lang, 'trip application', [lang === 'en' ? 'Shanghai' : '上海市']);
      await page.goto(`${server.url}/btrip/list`);
      const route = lang === 'en' ? 'Shanghai → Beijing → Shanghai' : '上海市 → 北京市 → 上海市';
      await visible(page.getByText(route).first());
      await check(page, lang, 'trip applications', [route]);
    } finally {
      await close();
    }

    // The department head's queue: the order's subject in the reader's language.
    const approver = await openBrowser();
    try {
      await signIn(approver.page, server.url, lang, 'approver', '/mall/approvals');
      await visible(approver.page.getByText(approvalOrder.no).first());
      await check(approver.page, lang, 'approvals', [n.from, n.to]);
      // The subject, opened: its summary lists the travellers the reader's way.
      await approver.page.locator('[data-testid^="view-"]').first().click();
      const travellers = lang === 'en' ? '周一, 吴二' : '周一、吴二';
      await visible(approver.page.getByText(travellers, { exact: false }).first());
      await check(approver.page, lang, 'approval', [n.from, travellers]);
    } finally {
      await approver.close();
    }

    // The supplier's order desk.
    const desk = await openBrowser();
    try {
      await signIn(desk.page, server.url, lang, 'supplier', '/manage/order/list');
      await visible(desk.page.getByText(refunded.no).first());
      await check(desk.page, lang, 'order desk', []);
      await desk.page.goto(`${server.url}/manage/order/detail?UniqueID=${refunded.no}`);
      await visible(desk.page.getByText(refunded.no).first());
      await check(desk.page, lang, 'desk order detail', [n.from, n.to, n.refund]);
    } finally {
      await desk.close();
    }
  });
});
