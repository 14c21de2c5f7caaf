import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatDate } from '@opentmc/contracts';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import {
  bookTrainOrder,
  idCardPair,
  passengers,
  signIn,
  startTrainServer,
  submittedTrainChange,
} from '../support/train.ts';

// Issue 6 sections 1 and 6, the filters of the train lists (one form for both: the server's listFilters):
// - the TMC's amend desk (/manage/train/amend/list): two issued orders of the company, each with a change submitted by
//   the employee through the API; customer service narrows the list by a traveller's name, by a batch of order and
//   amend numbers, and by the dates the changes were asked for;
// - the client's order list (/order/train/list): two orders booked by the employee through the API, narrowed by a
//   traveller's name and a batch of order numbers.
// A filter that leaves a row out makes it go; one that takes it in brings it back.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

type TNames = [[string, string], [string, string]];
type TSetup = { a: TNames; b: TNames; birth: string };

/**
 * Narrows a list (its search `form`, fields by `prefix`) to row A by A's traveller, to row B by B's number alone, and
 * to both by both numbers (`bothNumbers`: a mix of numbers on lines or after commas).
 */
const narrow = async (
  page: Page,
  x: { form: Locator; prefix: string; a: Locator; b: Locator; traveller: string; bNo: string; bothNumbers: string },
) => {
  const search = async (url: RegExp) => {
    await x.form.locator('button[type=submit]').click();
    await page.waitForURL(url);
  };
  await visible(x.a);
  await visible(x.b);
  const traveller = page.getByTestId(`${x.prefix}-traveller`);
  await traveller.fill(x.traveller);
  await search(/Traveller=/);
  await visible(x.a);
  await gone(x.b);

  await traveller.fill('');
  const numbers = page.getByTestId(`${x.prefix}-unique-ids`);
  await numbers.fill(x.bNo);
  await search(new RegExp(`UniqueIDs=${x.bNo}$`));
  await visible(x.b);
  await gone(x.a);
  await numbers.fill(x.bothNumbers);
  await search(/UniqueIDs=.+/);
  await visible(x.a);
  await visible(x.b);
  await numbers.fill('');
};

const AMENDS: Record<'cn' | 'en', TSetup> = {
  cn: {
    a: [
      ['秦', '一'],
      ['尤', '二'],
    ],
    b: [
      ['许', '三'],
      ['何', '四'],
    ],
    birth: '19920101',
  },
  en: {
    a: [
      ['KING', 'ANN'],
      ['KING', 'BOB'],
    ],
    b: [
      ['LEE', 'CAT'],
      ['LEE', 'DAN'],
    ],
    birth: '19920202',
  },
};

describe.each(['cn', 'en'] as const)('train amend desk filters (%s)', (lang) => {
  it('customer service narrows the amend list by traveller, a batch of numbers and the dates asked for', async () => {
    const { a: namesA, b: namesB, birth } = AMENDS[lang];
    const a = await submittedTrainChange(server.url, {
      passengers: passengers(idCardPair(birth, 1), namesA),
      daysAhead: 4,
    });
    const b = await submittedTrainChange(server.url, {
      passengers: passengers(idCardPair(birth, 3), namesB),
      daysAhead: 4,
    });
    const desk = await openBrowser();
    try {
      const page = desk.page;
      await signIn(page, server.url, lang, 'service', '/manage/train/amend/list');
      const form = page.getByTestId('train-amend-desk').locator('form');
      await visible(form.getByText(text(lang, 'orderUi.amendList.traveller'), { exact: true }));
      const rowA = page.getByTestId(`amend-row-${a.amendId}`);
      const rowB = page.getByTestId(`amend-row-${b.amendId}`);
      // An amend number and an order number on two lines.
      await narrow(page, {
        form,
        prefix: 'amend',
        a: rowA,
        b: rowB,
        traveller: namesA[0][0],
        bNo: b.no,
        bothNumbers: `${a.amendId}\n${b.no}`,
      });

      // The dates the changes were asked for: a month long past leaves both out, today takes both in.
      const [from, to] = [
        form.locator('.ant-picker-range input').nth(0),
        form.locator('.ant-picker-range input').nth(1),
      ];
      const pickDates = async (start: string, end: string) => {
        await from.click();
        await from.fill(start);
        await from.press('Enter');
        await to.fill(end);
        await to.press('Enter');
      };
      const search = async (url: RegExp) => {
        await form.locator('button[type=submit]').click();
        await page.waitForURL(url);
      };
      await pickDates('2020-01-01', '2020-01-31');
      await search(/CreateTime=2020-01-01&CreateTimeEnd=2020-01-31/);
      await gone(rowA);
      await gone(rowB);
      const today = formatDate(new Date());
      await pickDates(today, today);
      await search(new RegExp(`CreateTime=${today}&CreateTimeEnd=${today}`));
      await visible(rowA);
      await visible(rowB);
    } finally {
      await desk.close();
    }
  });
});

const ORDERS: Record<'cn' | 'en', TSetup> = {
  cn: {
    a: [
      ['施', '一'],
      ['施', '二'],
    ],
    b: [
      ['孔', '三'],
      ['孔', '四'],
    ],
    birth: '19930303',
  },
  en: {
    a: [
      ['WOOD', 'AMY'],
      ['WOOD', 'BEN'],
    ],
    b: [
      ['HILL', 'CAL'],
      ['HILL', 'DEE'],
    ],
    birth: '19930404',
  },
};

describe.each(['cn', 'en'] as const)('train order list filters (%s)', (lang) => {
  it('the employee narrows the order list by traveller and by a batch of order numbers', async () => {
    const { a: namesA, b: namesB, birth } = ORDERS[lang];
    const a = await bookTrainOrder(server.url, { passengers: passengers(idCardPair(birth, 1), namesA), daysAhead: 5 });
    const b = await bookTrainOrder(server.url, { passengers: passengers(idCardPair(birth, 3), namesB), daysAhead: 5 });
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await signIn(page, server.url, lang, 'employee', '/order/train/list');
      const form = page.getByTestId('train-order-list').locator('form');
      await visible(form.getByText(text(lang, 'orderUi.list.search.traveller'), { exact: true }));
      // Two order numbers after a comma.
      await narrow(page, {
        form,
        prefix: 'order',
        a: page.getByTestId(`order-${a.no}`),
        b: page.getByTestId(`order-${b.no}`),
        traveller: namesA[0][0],
        bNo: b.no,
        bothNumbers: `${a.no}, ${b.no}`,
      });
    } finally {
      await browser.close();
    }
  });
});
