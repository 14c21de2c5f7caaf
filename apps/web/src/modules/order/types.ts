import type { TAmendKind, TOrderRefundState } from '@opentmc/contracts';

// What the order screens read of a product's orders and amends: the header every product's order carries (the
// `orders` table and its generic fields) as its rows, details and amends state it. Each product's own row and detail
// types extend these (for trains TTrainOrderRow, TTrainOrderDetail, TTrainAmend, TTrainAmendDetail), so its rows pass
// through the order screens to its own columns and cards unchanged (products.ts).

/** A list row: the header of one order and what the caller may do with it now. */
export type TOrderRow = {
  OrderID: string;
  UniqueID: string;
  /** An OrderStatus code. */
  OrderStatus: number;
  StatusReason: string;
  BookerName: string;
  /** Yuan. */
  TotalPrice: number;
  LockHolderID: string;
  LockedByMe: boolean;
  CreateTime: string;
  /** OrderAction codes the caller may take now. */
  Actions: readonly string[];
  RefundState: TOrderRefundState;
};

/** An order as the desk's detail reads it: the header, its data, its log and its history. */
export type TOrderDetail = TOrderRow & {
  CompanyID: string;
  BookerID: string;
  PaymentMode: number;
  AccountType: number;
  PaidAmount: number;
  PayDeadline: string;
  /** The order's deal (paid at the cashier when the order pays online). */
  DealID: string;
  /** A price the TMC raised waits for the booker's confirmation while `pending`. */
  PriceConfirm: string;
  Archived: boolean;
  Version: number;
  UpdateTime: string;
  Contact: { Name: string; Mobile: string; Email: string };
  Invoice: { Title: string; TaxNo: string; Recipient: string; Mobile: string; Address: string } | null;
  Remark: string;
  Policy: {
    OutOfPolicy: boolean;
    Violations: readonly { Code: string; UserID: string; Message: string }[];
    ViolationReason: string;
    NeedsApproval: boolean;
  };
  ApprovalNo: string;
  CostCenterID: string;
  ProjectID: string;
  TravelPurposeID: string;
  CostCenterName: string;
  ProjectName: string;
  TravelPurposeName: string;
  /** The price lines the desk corrects: one per passenger (ticket or room price and service fee, yuan). */
  Passengers: readonly { PassengerID: string; PassengerName: string; Price: number; ServiceFee: number }[];
  Messages: readonly { Author: string; Text: string; Internal: boolean; Time: string }[];
  History: readonly {
    Action: string;
    ToStatus: number;
    Actor: string;
    Reason: string;
    Amount: number;
    Time: string;
  }[];
};

/** A refund or change in the amend desk's list. */
export type TAmendRow = {
  AmendID: string;
  UniqueID: string;
  Kind: TAmendKind;
  /** An AmendStatus code. */
  AmendStatus: number;
  /** Yuan. */
  Price: number;
  Fee: number;
  RefundAmount: number;
  ServiceFee: number;
  Reason: string;
  StatusReason: string;
  CreateTime: string;
  UpdateTime: string;
  Passengers: readonly { PassengerID: string; PassengerName: string; TicketNo: string; Price: number; Fee: number }[];
};

/** A refund or change as an order's amends state it; a change carries its product's own view of it. */
export type TAmendDetail = TAmendRow & { Change: unknown };

/** One page of a list call. */
export type TListPage<T> = { Entities: T[]; RecordCount: number };

/** The order list's filters and page (the address's state, filters and paging). */
export type TOrderListQuery = {
  OrderStatus: number[];
  CreateTime?: string | undefined;
  CreateTimeEnd?: string | undefined;
  Traveller?: string | undefined;
  UniqueIDs?: string | undefined;
  PageNo: number;
  PageSize: number;
};

/** The amend list's filters and page. */
export type TAmendListQuery = {
  AmendStatus: number[];
  Kind: TAmendKind | '';
  CreateTime: string;
  CreateTimeEnd: string;
  Traveller: string;
  UniqueIDs: string;
  PageNo: number;
  PageSize: number;
};

/** An extra charge on an order (delivery, paper ticket...). */
export type TOrderExtra = {
  ExtraID: string;
  Kind: string;
  Name: string;
  Amount: number;
  Settlement: string;
  CreateTime: string;
};
