import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { OrderStatus, ServiceType, type TReply } from '@opentmc/contracts';
import { catalogues } from '@opentmc/i18n';
import { orderDetailKey } from './lib/keys.ts';
import * as amendDetailPage from './pages/AmendDetailPage.tsx';
import * as amendListPage from './pages/AmendListPage.tsx';
import * as deskOrderDetailPage from './pages/DeskOrderDetailPage.tsx';
import * as orderDetailPage from './pages/OrderDetailPage.tsx';
import * as orderListPage from './pages/OrderListPage.tsx';
import {
  detailProductsOf,
  listProductOf,
  orderProductOf,
  orderProductOfNumber,
  registerOrderProduct,
  serviceChoices,
  type TOrderProduct,
} from './products.ts';
import type { TAmendDetail, TAmendRow, TOrderDetail, TOrderRow } from './types.ts';

// The order screens draw what every order has and leave the goods to the registered products (products.ts). A fake
// second product beside a fake train shows the service switch, its own list columns and detail cards; an address
// naming a service no product is registered under is the not-found page. The screens are rendered on the server
// (node has no DOM): what a first paint shows, before any call answers. The mocks keep the app's browser-only parts
// (the call client's language, the session) out.

vi.mock('../../app/api.ts', () => ({ call: vi.fn(), fetchResult: vi.fn() }));
vi.mock('../../app/session.ts', () => ({ useTicket: () => ({ data: { FeatureCodes: [] } }) }));
vi.mock('../system/pages/NotFoundPage.tsx', () => ({ default: () => <div data-testid="not-found-page" /> }));

const never = () => new Promise<never>(() => undefined);
const replied = (): Promise<TReply<never>> => never();

type TFlightRow = TOrderRow & { Legs: string };
type TFlightOrder = TOrderDetail & { Legs: string };

const fakeProduct = <R extends TOrderRow, D extends TOrderDetail>(
  service: string,
  serviceType: TOrderProduct['serviceType'],
  extra: Pick<TOrderProduct<R, D>, 'columns' | 'DeskCards' | 'ClientCards'>,
): TOrderProduct<R, D, TAmendRow, TAmendDetail> => ({
  service,
  serviceType,
  texts: {
    name: `${service} name`,
    listTitle: `${service} list`,
    listIntro: `${service} intro`,
    deskTitle: `${service} desk`,
    deskIntro: `${service} desk intro`,
    deskDetailTitle: `${service} processing`,
    toList: `${service} orders`,
    bookAgain: `${service} book`,
    cancelConfirm: `${service} cancel?`,
    clientAmendDone: `${service} changed`,
    issueConfirm: `${service} issue?`,
    detailIssueConfirm: `${service} issue now?`,
    amendDeskTitle: `${service} amends`,
    amendDeskIntro: `${service} amends intro`,
  },
  orders: {
    list: never,
    detail: never,
    submit: replied,
    pay: replied,
    cancel: replied,
    confirmPrice: replied,
    lock: replied,
    unlock: replied,
    issue: replied,
    cannot: replied,
    sendMessage: replied,
  },
  extras: { kinds: ['Other'], list: never, add: replied },
  corrections: { goods: replied, header: replied, price: replied, status: replied },
  amends: { list: never, details: never, withdrawRefund: replied },
  ClientActions: () => <button type="button" data-testid={`${service}-client-action`} />,
  ClientAmendCard: () => null,
  DeskAmendCard: () => null,
  links: {
    book: `/mall/${service}/list`,
    refund: (id) => `/${service}/refund/${id}`,
    change: (id) => `/${service}/${id}`,
  },
  ...extra,
});

const train = fakeProduct<TOrderRow, TOrderDetail>('train', ServiceType.Train, {
  columns: () => [{ key: 'Trip', title: 'Train trip', priority: 'essential', width: 100 }],
  DeskCards: () => <div data-testid="train-cards" />,
  ClientCards: () => <div data-testid="train-client-cards" />,
});
const flight = fakeProduct<TFlightRow, TFlightOrder>('flight', ServiceType.Flight, {
  columns: () => [{ key: 'Legs', title: 'Flight legs', dataIndex: 'Legs', priority: 'essential', width: 100 }],
  DeskCards: ({ order }) => <div data-testid="flight-cards">{order.Legs}</div>,
  ClientCards: ({ order }) => <div data-testid="flight-client-cards">{order.Legs}</div>,
});

const flightOrder: TFlightOrder = {
  OrderID: 'O1',
  UniqueID: 'F2611230000042',
  OrderStatus: OrderStatus.WaitDispose,
  StatusReason: '',
  BookerName: 'Wang',
  TotalPrice: 880,
  LockHolderID: '',
  LockedByMe: false,
  CreateTime: '2026-11-23 10:00:00',
  Actions: ['lock'],
  RefundState: 'none',
  CompanyID: 'C1',
  BookerID: 'U1',
  PaymentMode: 0,
  AccountType: 0,
  PaidAmount: 0,
  PayDeadline: '',
  DealID: '',
  PriceConfirm: 'none',
  Archived: false,
  Version: 1,
  UpdateTime: '2026-11-23 10:00:00',
  Contact: { Name: 'Wang', Mobile: '13800000000', Email: '' },
  Invoice: null,
  Remark: '',
  Policy: { OutOfPolicy: false, Violations: [], ViolationReason: '', NeedsApproval: false },
  ApprovalNo: '',
  CostCenterID: '',
  ProjectID: '',
  TravelPurposeID: '',
  CostCenterName: '',
  ProjectName: '',
  TravelPurposeName: '',
  Passengers: [],
  Messages: [],
  History: [],
  Legs: 'PEK → SHA',
};

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: catalogues.en } },
    interpolation: { escapeValue: false },
  });
  t = i18n.t.bind(i18n);
});

const registered: (() => void)[] = [];
/** Registers the fake products for one test (taken out after it). */
const register = (...products: ('train' | 'flight')[]) =>
  products.forEach((p) => registered.push(p === 'train' ? registerOrderProduct(train) : registerOrderProduct(flight)));
afterEach(() => registered.splice(0).forEach((unregister) => unregister()));

/** A screen at an address, rendered on the server with the app's providers (and a cache filled beforehand). */
const render = (path: string, route: string, page: ReactElement, fill?: (qc: QueryClient) => void): string => {
  const qc = new QueryClient();
  fill?.(qc);
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
};

describe('the order product registry', () => {
  it('finds a product by the address, by the order number or not at all', () => {
    register('train', 'flight');
    expect(orderProductOf('FLIGHT')?.service).toBe('flight');
    expect(listProductOf(undefined)?.service).toBe('train');
    expect(listProductOf('hotel')).toBeNull();
    expect(orderProductOfNumber('F2611230000042')?.service).toBe('flight');
    expect(detailProductsOf(null, 't2611230000042')?.map((p) => p.service)).toEqual(['train']);
    // A number no product's letter starts: each product is asked in turn.
    expect(detailProductsOf(undefined, 'H2611230000042')?.map((p) => p.service)).toEqual(['train', 'flight']);
    expect(detailProductsOf('hotel', 'F2611230000042')).toBeNull();
  });

  it('offers no service switch while a single product is registered', () => {
    register('train');
    expect(serviceChoices(t)).toEqual([]);
    const { default: OrderListPage } = orderListPage;
    const html = render('/manage/order/list', '/manage/:service?/order/list/:state?', <OrderListPage />);
    expect(html).toContain('data-testid="train-order-desk"');
    expect(html).toContain('Train trip');
    expect(html).not.toContain('order-service-switch');
  });

  it('shows the switch and the chosen product’s columns once a second product registers', () => {
    register('train', 'flight');
    expect(serviceChoices(t)).toEqual([
      { value: 'train', label: 'train name' },
      { value: 'flight', label: 'flight name' },
    ]);
    const { default: OrderListPage } = orderListPage;
    const html = render('/manage/flight/order/list', '/manage/:service?/order/list/:state?', <OrderListPage />);
    expect(html).toContain('data-testid="flight-order-desk"');
    expect(html).toContain('data-testid="order-service-switch"');
    expect(html).toContain('train name');
    expect(html).toContain('flight name');
    expect(html).toContain('Flight legs');
    expect(html).not.toContain('Train trip');
    // The order screens' own columns around the product's.
    expect(html).toContain(t('orderUi.list.columns.UniqueID'));
    expect(html).toContain(t('orderUi.list.columns.TotalPrice'));
    expect(html).toContain('flight desk');
  });

  it('draws the product’s cards on the desk’s order detail, the order number naming the product', () => {
    register('train', 'flight');
    const { default: DeskOrderDetailPage } = deskOrderDetailPage;
    const html = render(
      `/manage/order/detail?UniqueID=${flightOrder.UniqueID}`,
      '/manage/:service?/order/detail',
      <DeskOrderDetailPage />,
      (qc) =>
        qc.setQueryData([...orderDetailKey('flight', flightOrder.UniqueID), 'en'], {
          product: flight,
          order: flightOrder,
        }),
    );
    expect(html).toContain('flight processing');
    expect(html).toContain('data-testid="flight-cards"');
    expect(html).toContain('PEK → SHA');
    expect(html).not.toContain('train-cards');
    // The order module's own parts: the number, the lock button, the log.
    expect(html).toContain(flightOrder.UniqueID);
    expect(html).toContain('data-testid="desk-action-lock"');
    expect(html).toContain('data-testid="desk-log"');
  });

  it('draws the product’s cards and buttons on the booker’s order detail', () => {
    register('train', 'flight');
    const { default: OrderDetailPage } = orderDetailPage;
    const html = render(`/order/detail?UniqueID=${flightOrder.UniqueID}`, '/order/detail', <OrderDetailPage />, (qc) =>
      qc.setQueryData([...orderDetailKey('flight', flightOrder.UniqueID), 'en'], {
        product: flight,
        order: flightOrder,
      }),
    );
    expect(html).toContain('data-testid="flight-client-cards"');
    expect(html).toContain('data-testid="flight-client-action"');
    expect(html).not.toContain('train-client-cards');
    expect(html).toContain('href="/order/flight/list"');
    expect(html).toContain('href="/mall/flight/list"');
  });

  it('answers an unknown service with the not-found page on every screen', () => {
    register('train', 'flight');
    const pages: [string, string, ReactElement][] = [
      ['/order/hotel/list', '/order/:service?/list/:state?', <orderListPage.default key="l" />],
      ['/manage/hotel/order/list/Finished', '/manage/:service?/order/list/:state?', <orderListPage.default key="d" />],
      [
        '/manage/hotel/order/detail?UniqueID=H1',
        '/manage/:service?/order/detail',
        <deskOrderDetailPage.default key="o" />,
      ],
      ['/manage/hotel/amend/list', '/manage/:service?/amend/list/:state?', <amendListPage.default key="a" />],
      ['/manage/hotel/amend/detail?UniqueID=H1', '/manage/:service?/amend/detail', <amendDetailPage.default key="m" />],
    ];
    for (const [path, route, page] of pages) expect(render(path, route, page), path).toContain('not-found-page');
    expect(
      render('/manage/flight/amend/list', '/manage/:service?/amend/list/:state?', <amendListPage.default />),
    ).toContain('flight amends');
  });
});
