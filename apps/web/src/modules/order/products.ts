import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { ORDER_NUMBER_LETTER, type TReply, type TServiceType } from '@opentmc/contracts';
import type { TCallOptions } from '../../app/api.ts';
import type { TListColumn } from '../../kit/FitTable.tsx';
import type {
  TAmendDetail,
  TAmendListQuery,
  TAmendRow,
  TListPage,
  TOrderDetail,
  TOrderExtra,
  TOrderListQuery,
  TOrderRow,
} from './types.ts';

/**
 * The order products: how a product plugs into the order screens (issue 16 section 1; docs/architecture.md "Web").
 *
 * The six order screens of spec section 2 are the order module's: the client's list `/order/{service?}/list/{state?}`,
 * the order detail `/order/detail`, the desk's list `/manage/{service?}/order/list/{state?}` and detail
 * `/manage/{service?}/order/detail`, the amend desk `/manage/{service?}/amend/list/{state?}` and its detail
 * `/manage/{service?}/amend/detail`. Each draws what every order has (the number, status, amount, booker, lock, log,
 * extras, corrections, history, the actions bar, the filters and state tabs) and leaves the goods to the product:
 *
 * - `service` is the address's segment (`/manage/train/order/list`) and the detail's `Service` parameter;
 *   `serviceType` the ServiceType code, whose letter starts the product's order numbers (`ORDER_NUMBER_LETTER`), so
 *   `/order/detail?UniqueID=T…` finds trains without naming them.
 * - `texts` are catalogue keys of what reads differently per product (titles, the issue confirmation…).
 * - `orders`, `extras`, `corrections` and `amends` make the product's calls (for trains TrainOrder/*, TrainAmend/*);
 *   each returns the call's reply, `detail`, `list` and `amends` reject with the failed reply (fetchResult).
 * - `columns` are the list's columns between the order number and the amount (for trains the trip, the departure and
 *   the passengers), `amendColumns` the amend list's after the kind.
 * - `ClientCards` and `DeskCards` draw the goods on the booker's and the desk's detail (for trains the train, the
 *   passengers and tickets, the amounts); `ClientActions` adds the booker's buttons that lead to the product's own
 *   screens (for trains refund, change, book again); `ClientAmendCard` and `DeskAmendCard` add what the product shows
 *   of one refund or change below the order module's view of it (for trains a change's amounts and steps).
 * - `links` are the booking screen and, for an order, its refund and change screens.
 *
 * A product module registers itself once when it loads (`registerOrderProduct`; trains in modules/train/order-product.tsx)
 * and the app loads every product before an order screen (app/order-products.ts); the order module never imports a
 * product. The screens pass a product only the rows, orders and amends its own calls returned, which is what makes the
 * registry's erased types sound. With more than one product the lists show a service switch; an unknown service in
 * the address's path is the not-found page (in /order/detail's `Service` parameter: "not available yet", as before).
 */
export type TOrderProduct<
  R extends TOrderRow = TOrderRow,
  D extends TOrderDetail = TOrderDetail,
  A extends TAmendRow = TAmendRow,
  AD extends TAmendDetail = TAmendDetail,
> = {
  service: string;
  serviceType: TServiceType;
  texts: {
    /** The product's name on the service switch. */
    name: string;
    listTitle: string;
    listIntro: string;
    deskTitle: string;
    deskIntro: string;
    /** The desk's order detail. */
    deskDetailTitle: string;
    /** The booker's detail: the way back to their list, and to book again (links.book). */
    toList: string;
    bookAgain: string;
    /** The booker cancelling an order. */
    cancelConfirm: string;
    /** The booker's answer to a change went through (when the reply says nothing). */
    clientAmendDone: string;
    /** Issuing from the desk's list ({{no}}: the order number). */
    issueConfirm: string;
    /** Issuing from the desk's detail ({{no}}). */
    detailIssueConfirm: string;
    amendDeskTitle: string;
    amendDeskIntro: string;
  };
  orders: {
    list: (q: TOrderListQuery) => Promise<TListPage<R>>;
    detail: (uniqueId: string) => Promise<D>;
    /** The booker's moves: submit, pay from the company account (online orders pay at the cashier), cancel. */
    submit: TOrderCall;
    pay: (uniqueId: string, accountType: number) => Promise<TReply<unknown>>;
    cancel: TOrderCall;
    /** The booker accepts a price the TMC raised (the order's Version). */
    confirmPrice: (uniqueId: string, version: number) => Promise<TReply<unknown>>;
    lock: TOrderCall;
    unlock: TOrderCall;
    issue: TOrderCall;
    cannot: (uniqueId: string, reason: string) => Promise<TReply<unknown>>;
    /**
     * A product that books with its supplier before issuing (trains: the railway's booking number): the desk's book
     * button until `booked`, and issuing books first when it is not.
     */
    book?: { run: TOrderCall; booked: (order: D) => boolean; label: string; issueBooksFirst: string };
    sendMessage: (m: { UniqueID: string; Text: string; Internal: boolean }) => Promise<TReply<unknown>>;
  };
  extras: {
    kinds: readonly string[];
    list: (uniqueId: string) => Promise<{ Total: number; Entities: TOrderExtra[] }>;
    add: (x: {
      UniqueID: string;
      Version: number;
      Kind: string;
      Name: string;
      Amount: number;
    }) => Promise<TReply<unknown>>;
  };
  corrections: {
    goods: (c: {
      UniqueID: string;
      Contact: { Name: string; Mobile: string; Email: string };
      Invoice: { Title: string; TaxNo: string; Recipient: string; Mobile: string; Address: string } | null;
      Remark: string;
    }) => Promise<TReply<unknown>>;
    header: (c: {
      UniqueID: string;
      Version: number;
      ApprovalNo?: string;
      CostCenterID?: string;
      ProjectID?: string;
      TravelPurposeID?: string;
    }) => Promise<TReply<unknown>>;
    /** A raise waits for the booker's confirmation: the reply's PriceConfirm is `pending`. */
    price: (c: {
      UniqueID: string;
      Version: number;
      Passengers: { PassengerID: string; Price: number; ServiceFee: number }[];
      Reason: string;
    }) => Promise<TReply<{ PriceConfirm: string }>>;
    status: (c: { UniqueID: string; Status: number; Reason: string; Version: number }) => Promise<TReply<unknown>>;
  };
  amends: {
    list: (q: TAmendListQuery) => Promise<TListPage<A>>;
    details: (uniqueId: string) => Promise<{ Amends: AD[] }>;
    /** The booker withdraws the order's refund still open. */
    withdrawRefund: (uniqueId: string) => Promise<TReply<unknown>>;
  };
  columns: (t: TFunction) => TListColumn<R>[];
  amendColumns?: (t: TFunction) => TListColumn<A>[];
  ClientCards: ComponentType<{ order: D }>;
  ClientActions: ComponentType<{ order: D }>;
  DeskCards: ComponentType<{ order: D }>;
  ClientAmendCard: ComponentType<TAmendCardProps<D, AD>>;
  DeskAmendCard: ComponentType<TAmendCardProps<D, AD>>;
  links: { book: string; refund: (uniqueId: string) => string; change: (uniqueId: string) => string };
};

/** What a product's amend card gets: the amend, its order, and where a call's reply goes (the order reloads). */
export type TAmendCardProps<D extends TOrderDetail = TOrderDetail, AD extends TAmendDetail = TAmendDetail> = {
  amend: AD;
  order: D;
  onReply: (r: TReply<unknown>) => Promise<void>;
};

/** A call on one order by its number. */
export type TOrderCall = (uniqueId: string, opts?: TCallOptions) => Promise<TReply<unknown>>;

const registry = new Map<string, TOrderProduct>();

/** Registers a product (its module does, once, when it loads); the returned function takes it out again (tests). */
export const registerOrderProduct = <
  R extends TOrderRow,
  D extends TOrderDetail,
  A extends TAmendRow,
  AD extends TAmendDetail,
>(
  product: TOrderProduct<R, D, A, AD>,
): (() => void) => {
  const key = product.service.toLowerCase();
  registry.set(key, product as unknown as TOrderProduct);
  return () => void registry.delete(key);
};

/** Every registered product, in the order they registered. */
export const orderProducts = (): readonly TOrderProduct[] => [...registry.values()];

/** The product of an address's service (any case); undefined when none is registered under it. */
export const orderProductOf = (service: string | null | undefined): TOrderProduct | undefined =>
  service ? registry.get(service.toLowerCase()) : undefined;

/** The product whose order numbers start with the number's letter (T… trains). */
export const orderProductOfNumber = (uniqueId: string): TOrderProduct | undefined =>
  orderProducts().find((p) => ORDER_NUMBER_LETTER[p.serviceType] === uniqueId.charAt(0).toUpperCase());

/**
 * The product a list shows: the address's service, else the first registered (there is no list across products);
 * null when the address names a service no product is registered under (the not-found page).
 */
export const listProductOf = (service: string | undefined): TOrderProduct | null =>
  (service ? orderProductOf(service) : orderProducts()[0]) ?? null;

/**
 * The products to ask for an order, in turn: the named service's; else the one its number's letter names; else every
 * product (the first whose detail call finds the order wins). Null when a named service has no product.
 */
export const detailProductsOf = (
  service: string | null | undefined,
  uniqueId: string,
): readonly TOrderProduct[] | null => {
  if (service) {
    const named = orderProductOf(service);
    return named ? [named] : null;
  }
  const byNumber = orderProductOfNumber(uniqueId);
  return byNumber ? [byNumber] : orderProducts();
};

/** The service switch's choices: none while a single product is registered (no switch is drawn then). */
export const serviceChoices = (t: TFunction): { value: string; label: string }[] => {
  const all = orderProducts();
  return all.length > 1 ? all.map((p) => ({ value: p.service, label: t(p.texts.name) })) : [];
};
