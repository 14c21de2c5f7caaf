import type { Page } from 'playwright-core';
import {
  AccountType,
  PaymentMode,
  TrainSeatType,
  formatDate,
  idCardCheck,
  lookupOf,
  lookupTitleKey,
  type TLang,
  type TTrainSeatType,
} from '@opentmc/contracts';
import { loginWithPassword, openIn } from './flows.ts';
import { text } from './i18n.ts';
import { apiClient, startServer } from './server.ts';

// What the train browser tests share: a server open for train bookings at any hour, valid ID-card numbers, signing
// in, and the setup through the API that is not the point of a test (an employee's order, the supplier issuing it).

/** The demo accounts' password. */
export const PASSWORD = 'Trip@2026';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An amount as the web app shows it in every language (apps/web/src/kit/money.ts yuanText): ¥10.00. */
export const yuanText = (yuan: number) => `${yuan < 0 ? '-' : ''}¥${Math.abs(yuan).toFixed(2)}`;

export const orderStatusKey = (code: string) => lookupTitleKey(lookupOf('OrderStatus'), code);
export const amendStatusKey = (code: string) => lookupTitleKey(lookupOf('AmendStatus'), code);

/**
 * Starts the server for a train test file. Searches and bookings are refused outside the service hours
 * (06:00–23:00 China time by default); a test file must pass at any hour, and the server inherits this process's
 * environment (support/server.ts).
 */
export const startTrainServer = () => {
  process.env.TRAIN_SERVICE_HOURS = '00:00-24:00';
  return startServer();
};

/**
 * A valid ID-card number (GB 11643: the check character over the first 17 digits) of someone born in 东城区 on
 * `birth` (yyyyMMdd) with sequence number `seq`. Each test books its own numbers: a passenger already booked on the
 * same train and day is refused (one live ticket each, ADR 0029).
 */
export const idCard = (birth: string, seq: number): string => {
  const first17 = `110105${birth}${String(seq).padStart(3, '0')}`;
  const check = idCardCheck(first17);
  if (!check) throw new Error(`not an ID-card number: ${first17}`);
  return first17 + check;
};

/** Two ID-card numbers of people born on `birth`, with sequence numbers `seq` and `seq + 1`. */
export const idCardPair = (birth: string, seq = 1): [string, string] => [idCard(birth, seq), idCard(birth, seq + 1)];

export type TApi = ReturnType<typeof apiClient>;
export type TReplyOf<T> = { isSucc: boolean; message: string; result: T };

/** The result of a call that must succeed. */
export const ok = <T>(path: string, r: TReplyOf<T>): T => {
  if (!r.isSucc) throw new Error(`${path}: ${r.message}`);
  return r.result;
};

/** An API client signed in as a demo account. */
export const apiAs = async (base: string, account: string): Promise<TApi> => {
  const api = apiClient(base);
  ok(`login ${account}`, await api.post('system/Security/Login', { Account: account, Password: PASSWORD }));
  return api;
};

/** Opens the login page in a language and signs in; the site then goes to `path`. */
export const signIn = async (page: Page, base: string, lang: TLang, account: string, path: string) => {
  await openIn(page, base, lang, `/login?redirect=${encodeURIComponent(path)}`);
  await loginWithPassword(page, account, PASSWORD);
};

export type TTrainRow = { TrainNo: string; TrainClass: string; FromStationCode: string; DepartTime: string };
export type TBookedPassenger = { Surname: string; GivenName: string; CardNo: string };

/** Two passengers with these ID-card numbers and surnames and given names (周一 and 吴二 unless told). */
export const passengers = (
  cards: [string, string],
  names: [[string, string], [string, string]] = [
    ['周', '一'],
    ['吴', '二'],
  ],
): TBookedPassenger[] => names.map(([Surname, GivenName], i) => ({ Surname, GivenName, CardNo: cards[i]! }));

/**
 * An employee's submitted order on the company credit account, seats 1A and 1F of the first G train
 * 北京南 (VNP) → 上海虹桥 (AOH) `daysAhead` days ahead; with the same-day G trains, so a test can change to a later one.
 * `payload` overrides fields of the booking (paid online, a travel purpose...).
 */
export const bookTrainOrder = async (
  base: string,
  o: {
    passengers: TBookedPassenger[];
    daysAhead: number;
    seatType?: TTrainSeatType;
    account?: string;
    payload?: Record<string, unknown>;
  },
) => {
  const api = await apiAs(base, o.account ?? 'employee');
  const day = formatDate(new Date(Date.now() + o.daysAhead * DAY_MS));
  const search = ok(
    'TrainSearch',
    await api.post<{ Entities: TTrainRow[] }>('trainpolicy/TrainSearch/Search', {
      FromStation: 'VNP',
      ToStation: 'AOH',
      DepartDate: day,
      TrainTypes: [],
    }),
  );
  const gs = search.Entities.filter((x) => x.TrainClass === 'G' && x.FromStationCode === 'VNP');
  const train = gs[0]!;
  const order = ok(
    'CreateOrder',
    await api.post<{ UniqueID: string; Goods: { Price: number } }>('train/TrainOrder/CreateOrder', {
      Train: {
        TrainNo: train.TrainNo,
        TrainDate: day,
        FromStation: 'VNP',
        ToStation: 'AOH',
        SeatType: o.seatType ?? TrainSeatType.Second,
      },
      Passengers: o.passengers,
      Seats: ['1A', '1F'],
      Contact: { Name: '郑浩', Mobile: '13800000007' },
      PaymentMode: PaymentMode.Offline,
      AccountType: AccountType.Credit,
      Submit: true,
      ...o.payload,
    }),
  );
  return { no: order.UniqueID, price: order.Goods.Price, api, day, train, trains: gs };
};

/** The supplier locks the order, books it with the railway and issues the tickets (issuing releases the lock). */
export const issueTrainOrder = async (base: string, no: string) => {
  const supplier = await apiAs(base, 'supplier');
  for (const [path, data] of [
    ['train/TrainOrder/OrderLock', { UniqueID: no }],
    ['train/TrainOrder/TrainBooking', { UniqueId: no }],
    ['train/TrainOrder/OrderDrawer', { UniqueID: no }],
  ] as const)
    ok(path, await supplier.get(path, data));
};

/**
 * An issued order with a change of its second passenger to a later G train of the same day submitted by the employee
 * (CreateAmend, then TrainOrderChange).
 */
export const submittedTrainChange = async (base: string, o: { passengers: TBookedPassenger[]; daysAhead: number }) => {
  const booked = await bookTrainOrder(base, o);
  const { no, api, day, train, trains } = booked;
  const later = trains.find((x) => x.DepartTime > train.DepartTime)!.TrainNo;
  await issueTrainOrder(base, no);
  const detail = ok(
    'OrderDetails',
    await api.get<{ Passengers: { PassengerID: string; PassengerName: string }[] }>('train/TrainOrder/OrderDetails', {
      UniqueID: no,
    }),
  );
  const created = ok(
    'CreateAmend',
    await api.post<{ Change: { AmendID: string } }>('train/TrainOrder/CreateAmend', {
      UniqueID: no,
      PassengerIDs: [detail.Passengers[1]!.PassengerID],
      Reason: '行程变更',
      Train: { TrainNo: later, TrainDate: day, FromStation: 'VNP', ToStation: 'AOH', SeatType: TrainSeatType.Second },
    }),
  );
  const amendId = created.Change.AmendID;
  ok('TrainOrderChange', await api.post('train/TrainOrder/TrainOrderChange', { UniqueID: amendId }));
  return { no, amendId, later, api };
};

export type TPassenger = { surname: string; given: string; card: string; mobile: string };

/** Adds a passenger on the spot on the seat step (/order/orderSeat). */
export const addPassenger = async (page: Page, lang: TLang, p: TPassenger) => {
  const box = page.getByTestId('passenger-add');
  await box.getByLabel(text(lang, 'trainBooking.passengers.surname'), { exact: true }).fill(p.surname);
  await box.getByLabel(text(lang, 'trainBooking.passengers.givenName'), { exact: true }).fill(p.given);
  await box.getByLabel(text(lang, 'trainBooking.passengers.cardNo'), { exact: true }).fill(p.card);
  await box.getByLabel(text(lang, 'trainBooking.passengers.mobile'), { exact: true }).fill(p.mobile);
  await page.getByTestId('passenger-add-button').click();
};
