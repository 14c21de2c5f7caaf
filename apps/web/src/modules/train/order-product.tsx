import type { TFunction } from 'i18next';
import { Flex } from 'antd';
import {
  ServiceType,
  TRAIN_EXTRA_KINDS,
  TrainAmendDetails,
  TrainAmendList,
  TrainBooking,
  TrainConfirmOrderPrice,
  TrainCreateExtras,
  TrainMessageSend,
  TrainOrderCancel,
  TrainOrderCannot,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderList,
  TrainOrderLock,
  TrainOrderPayment,
  TrainOrderRefundCancel,
  TrainOrderSubmit,
  TrainOrderUnLock,
  TrainSearchExtras,
  TrainUpdateGoods,
  TrainUpdateOrder,
  TrainUpdateOrderPrice,
  TrainUpdateOrderStatus,
  lookupOf,
  lookupTitleKey,
  type TTrainAmend,
  type TTrainAmendDetail,
  type TTrainExtraKind,
  type TTrainOrderDetail,
  type TTrainOrderRow,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../app/api.ts';
import type { TListColumn } from '../../kit/FitTable.tsx';
import { registerOrderProduct, type TOrderProduct } from '../order/index.ts';
import { TrainAmendDeskCard } from './components/TrainAmendDeskCard.tsx';
import { TrainClientAmendCard } from './components/TrainChangeViews.tsx';
import { TrainClientActions, TrainClientCards } from './components/TrainClientOrderParts.tsx';
import { TrainOrderPassengersCard, TrainOrderPricesCard, TrainOrderTrainCard } from './components/TrainOrderCards.tsx';
import { trainChangeLink, trainRefundLink } from './lib/order-links.ts';
import { TRAIN_SERVICE } from './lib/booking-keys.ts';
import './train-booking.css';

// Trains as an order product (modules/order/products.ts): the order screens list, show and process train orders
// through the TrainOrder/* and TrainAmend/* calls, with the train's columns and cards. Registered once, when this
// module loads (app/order-products.ts loads it before any order screen).

/** The list's train columns, between the order number and the amount: the trip, the departure, the passengers. */
const columns = (t: TFunction): TListColumn<TTrainOrderRow>[] => [
  {
    key: 'Title',
    title: t('trainOrderUi.columns.Title'),
    dataIndex: 'Title',
    width: 190,
    priority: 'secondary',
    ellipsis: true,
  },
  {
    key: 'TravelDate',
    title: t('trainOrderUi.columns.TravelDate'),
    dataIndex: 'TravelDate',
    width: 110,
    priority: 'essential',
  },
  {
    key: 'Travellers',
    title: t('trainOrderUi.columns.Travellers'),
    dataIndex: 'TravellerNames',
    width: 130,
    priority: 'optional',
    ellipsis: true,
  },
];

/** The train's cards on the desk's order detail: the train, the passengers and their tickets, the amounts. */
const TrainDeskCards = ({ order }: { order: TTrainOrderDetail }) => (
  <Flex vertical gap={16}>
    <TrainOrderTrainCard order={order} side="desk" />
    <TrainOrderPassengersCard order={order} side="desk" />
    <TrainOrderPricesCard order={order} side="desk" />
  </Flex>
);

export const trainOrderProduct: TOrderProduct<TTrainOrderRow, TTrainOrderDetail, TTrainAmend, TTrainAmendDetail> = {
  service: TRAIN_SERVICE,
  serviceType: ServiceType.Train,
  texts: {
    name: lookupTitleKey(lookupOf('ServiceType'), 'Train'),
    listTitle: 'trainOrderUi.title',
    listIntro: 'trainOrderUi.intro',
    deskTitle: 'trainOrderUi.deskTitle',
    deskIntro: 'trainOrderUi.deskIntro',
    deskDetailTitle: 'trainDeskUi.title',
    toList: 'trainBooking.detail.toList',
    bookAgain: 'trainBooking.detail.bookAgain',
    cancelConfirm: 'trainBooking.detail.cancelConfirm',
    clientAmendDone: 'trainAmendUi.client.done',
    issueConfirm: 'trainOrderUi.drawerConfirm',
    detailIssueConfirm: 'trainDeskUi.actions.drawerConfirm',
    amendDeskTitle: 'trainRefundUi.desk.title',
    amendDeskIntro: 'trainRefundUi.desk.intro',
  },
  orders: {
    list: (q) => fetchResult(TrainOrderList, q),
    detail: (id) => fetchResult(TrainOrderDetails, { UniqueID: id }, { failTips: false }),
    submit: (id, opts) => call(TrainOrderSubmit, { id }, { ...opts, params: { id } }),
    pay: (id, accountType) => call(TrainOrderPayment, { id, AccountType: accountType }, { params: { id } }),
    cancel: (id, opts) => call(TrainOrderCancel, { UniqueID: id }, opts),
    confirmPrice: (id, version) => call(TrainConfirmOrderPrice, { UniqueID: id, Version: version }),
    lock: (id, opts) => call(TrainOrderLock, { UniqueID: id }, opts),
    unlock: (id, opts) => call(TrainOrderUnLock, { UniqueID: id }, opts),
    issue: (id, opts) => call(TrainOrderDrawer, { UniqueID: id }, opts),
    cannot: (id, reason) => call(TrainOrderCannot, { UniqueID: id, Reason: reason }),
    // The seats are booked with the railway (a booking number) before the tickets are issued.
    book: {
      run: (id, opts) => call(TrainBooking, { UniqueId: id }, opts),
      booked: (order) => order.Goods.BookingNo !== '',
      label: 'trainDeskUi.actions.book',
      issueBooksFirst: 'trainDeskUi.actions.drawerBooksFirst',
    },
    sendMessage: (m) => call(TrainMessageSend, m),
  },
  extras: {
    kinds: TRAIN_EXTRA_KINDS,
    list: (id) => fetchResult(TrainSearchExtras, { UniqueID: id }, { failTips: false }),
    add: (x) => call(TrainCreateExtras, { ...x, Kind: x.Kind as TTrainExtraKind }),
  },
  corrections: {
    goods: (c) => call(TrainUpdateGoods, c),
    header: (c) => call(TrainUpdateOrder, c),
    price: (c) => call(TrainUpdateOrderPrice, c),
    status: (c) => call(TrainUpdateOrderStatus, c),
  },
  amends: {
    list: (q) => fetchResult(TrainAmendList, q),
    details: (id) => fetchResult(TrainAmendDetails, { UniqueID: id }, { failTips: false }),
    withdrawRefund: (id) => call(TrainOrderRefundCancel, { UniqueID: id }),
  },
  columns,
  ClientCards: TrainClientCards,
  ClientActions: TrainClientActions,
  DeskCards: TrainDeskCards,
  ClientAmendCard: TrainClientAmendCard,
  DeskAmendCard: TrainAmendDeskCard,
  links: { book: '/mall/train/list', refund: trainRefundLink, change: trainChangeLink },
};

registerOrderProduct(trainOrderProduct);
