// Action codes of the trade accounts, the ledger and the cashier (issue 5). Each is a menu leaf or a right that a
// call's `permission` checks; the account kinds that hold them are in system/actions.ts.
export const TradeAction = {
  /** A company's trade accounts (/bill/{CompanyID}/TradeAccountList): its finance and administrator, TMC staff. */
  accounts: 'bill.account',
  /** Open accounts and set credit (/bill/{CompanyID}/TradeAccountAdd): TMC finance and the operator. */
  accountManage: 'bill.account.manage',
  /** The ledger (/bill/{CompanyID}/TradeFlowList, /bill/company/tradedetails). */
  flow: 'bill.flow',
  /** A company's own money out: recharges and payments (/bill/TradeInfo/{CompanyID}/TradePayment, the cashier). */
  pay: 'bill.pay',
  /** Receipts the TMC confirms or rejects (/bill/TradeInfo/{CompanyID}/TradeReceive) and refunds it makes. */
  receive: 'bill.receive',
  /** A customer's trade deals as the TMC sees them (/System/Company/{CompanyID}/trade/list, details). */
  deals: 'bill.deal',
  /** The TMC's receiving bank accounts (/bill/BankAccount/{CompanyID}/list). */
  bankAccounts: 'bill.bankAccount',
  /** A client company's own bank cards, the payers of transfers (/bill/bankcard/list). */
  bankCards: 'bill.bankCard',
  /** One's own export files (/system/bill/exportlist). */
  exports: 'bill.export',
} as const;
