import { afterAll, beforeAll, describe, it } from 'vitest';
import { formatDate } from '@opentmc/contracts';
import { gone, visible } from '../support/assert.ts';
import { openBrowser } from '../support/browser.ts';
import { text } from '../support/i18n.ts';
import type { TServer } from '../support/server.ts';
import { idCardPair, passengers, signIn, startTrainServer, submittedTrainChange } from '../support/train.ts';

// Issue 6 section 6, the TMC's amend desk (/manage/train/amend/list) and its filters: two issued orders of the
// company, each with a change submitted by the employee through the API; customer service finds them on the desk and
// narrows the list by a traveller's name, by a batch of order and amend numbers, and by the dates the changes were
// asked for. A filter that leaves a change out makes its row go; one that takes it in brings it back.

let server: TServer;
beforeAll(async () => {
  server = await startTrainServer();
});
afterAll(async () => server?.stop());

type TNames = [[string, string], [string, string]];
const SETUP: Record<'cn' | 'en', { a: TNames; b: TNames; birth: string }> = {
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
    const { a: namesA, b: namesB, birth } = SETUP[lang];
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
      await visible(form.getByText(text(lang, 'trainRefundUi.desk.traveller'), { exact: true }));
      const rowA = page.getByTestId(`amend-row-${a.amendId}`);
      const rowB = page.getByTestId(`amend-row-${b.amendId}`);
      await visible(rowA);
      await visible(rowB);
      const search = async (url: RegExp) => {
        await form.locator('button[type=submit]').click();
        await page.waitForURL(url);
      };

      // A traveller's name (part of it): only the order that traveller is on.
      const traveller = page.getByTestId('amend-traveller');
      await traveller.fill(namesA[0][0]);
      await search(/Traveller=/);
      await visible(rowA);
      await gone(rowB);

      // A batch of numbers: an order number alone, then an amend number and an order number on two lines.
      await traveller.fill('');
      const numbers = page.getByTestId('amend-unique-ids');
      await numbers.fill(b.no);
      await search(new RegExp(`UniqueIDs=${b.no}$`));
      await visible(rowB);
      await gone(rowA);
      await numbers.fill(`${a.amendId}\n${b.no}`);
      await search(new RegExp(`UniqueIDs=${a.amendId}`));
      await visible(rowA);
      await visible(rowB);

      // The dates the changes were asked for: a month long past leaves both out, today takes both in.
      await numbers.fill('');
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
