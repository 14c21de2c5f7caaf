import { DataRange, type TDataRange } from '../lookups/lists.ts';
import { SMS_READ_ACTION, smsResource } from '../adapter/sms.ts';
import type { TResourcePage } from '../resource/pages.ts';
import { PolicyAction } from '../policy/actions.ts';
import { MESSAGE_TEMPLATE_ACTION } from '../message/templates.ts';
import { ApprovalAction } from '../approval/actions.ts';
import { TradeAction } from '../trade/actions.ts';
import { bankAccountResource, bankCardResource } from '../trade/bank.ts';
import { ChargeAction } from '../charge/actions.ts';
import { OrderMenuAction } from '../order/actions.ts';
import { flightClientCodeResource } from '../flight/client-code.ts';

// The action catalogue (spec sections 2 and 6): every side-menu entry and the account kinds that
// get it. getUserActions filters it by the caller's account kinds; the same ActionCodes go into the
// session ticket, where a call's `permission` is checked.

/** Account kinds (the ticket's Roles): who a user is on the platform. */
export const ACCOUNT_KINDS = [
  'platform_admin',
  'service',
  'sales',
  'supervisor',
  'tmc_finance',
  'supplier',
  'company_admin',
  'approver',
  'employee',
  'finance',
  'individual',
] as const;
export type TAccountKind = (typeof ACCOUNT_KINDS)[number];

/** TMC staff: the platform operator's own people. */
export const TMC_STAFF_KINDS = ['platform_admin', 'service', 'sales', 'supervisor'] as const satisfies TAccountKind[];
/** People of a client company. */
export const CLIENT_KINDS = ['company_admin', 'approver', 'employee', 'finance'] as const satisfies TAccountKind[];
/** The TMC's finance people: they confirm receipts, refund, open accounts and set credit for every customer. */
export const TMC_FINANCE_KINDS = ['platform_admin', 'tmc_finance'] as const satisfies TAccountKind[];

/** Action code needed to read the feedback list (`/admin/feedBack/list`): TMC staff. */
export const FEEDBACK_READ_ACTION = 'admin.feedback.read';
/** Action code of the booking centre (`/mall/booking`). */
export const BOOKING_ACTION = 'mall.booking';
export { SMS_READ_ACTION };

/** Action codes of issue 3's screens (organisation and authority); each is a menu leaf below. */
export const OrgAction = {
  passengers: 'system.user.passenger',
  addresses: 'system.user.address',
  userContacts: 'system.user.contact',
  userInvoices: 'system.user.invoice',
  companyMain: 'system.company.main',
  companyContacts: 'system.company.contact',
  companyInvoices: 'system.company.invoice',
  departments: 'system.org.department',
  employees: 'system.org.employee',
  jobs: 'system.org.job',
  groups: 'system.org.group',
  costCenters: 'system.org.costCenter',
  projects: 'system.org.project',
  config: 'system.config',
  configManage: 'system.config.manage',
  roles: 'system.role',
  customers: 'system.customer',
  customerLevels: 'system.customer.level',
  suppliers: 'system.supplier',
} as const;

/** Action codes of pre-trip applications (issue 4 section 3). */
export const BtripAction = {
  /** File, submit, withdraw and correct one's own applications (/btrip/outgoing/register). */
  apply: 'btrip.apply',
  /** One's own applications (/btrip/list). */
  list: 'btrip.list',
  /** A company's applications (/Service/Btrip/{CompanyID}/list): its administrator, TMC staff who reach it. */
  manage: 'btrip.manage',
} as const;

/** One catalogue entry. A group has no kinds of its own: it shows when one of its children does. */
export type TActionDef = {
  ActionID: string;
  /** Empty codes are dropped from the menu (spec section 6). */
  ActionCode: string;
  /** The route pattern of spec section 2. */
  ActionPath: string;
  /** The link; may hold :CompanyID and :UserID, which the web replaces with the user's values. */
  ActionURL: string;
  /** Catalogue key of the label; the server translates it into the caller's language. */
  NickKey: string;
  /** An antd icon name. */
  IconName: string;
  OrderBy: number;
  /** ActionID of the parent group; '' for a top-level group. */
  UpperAction: string;
  /** Where the entry lives: 'personal' (personal centre) or 'manage' (back office). */
  IdentifyCode: 'personal' | 'manage';
  /** Account kinds that get this leaf; empty for groups. */
  kinds: readonly TAccountKind[];
  /**
   * Held through the account kinds only: no role grants it (the SMS list, which shows a demo's one-time secrets to the
   * platform operator alone).
   */
  kindsOnly?: true;
};

const group = (
  ActionID: string,
  ActionCode: string,
  NickKey: string,
  IconName: string,
  OrderBy: number,
  IdentifyCode: TActionDef['IdentifyCode'],
): TActionDef => ({
  ActionID,
  ActionCode,
  ActionPath: '',
  ActionURL: '',
  NickKey,
  IconName,
  OrderBy,
  UpperAction: '',
  IdentifyCode,
  kinds: [],
});

const leaf = (
  parent: TActionDef,
  d: Pick<
    TActionDef,
    'ActionID' | 'ActionCode' | 'ActionURL' | 'NickKey' | 'IconName' | 'OrderBy' | 'kinds' | 'kindsOnly'
  >,
): TActionDef => ({
  ...d,
  ActionPath: d.ActionURL.split('?')[0] ?? d.ActionURL,
  UpperAction: parent.ActionID,
  IdentifyCode: parent.IdentifyCode,
});

/** The menu leaf of a kit resource's screen: its page's path and menu entry, its read action. */
const resourceLeaf = (
  parent: TActionDef,
  r: { key: string; permission: { read?: string }; page?: TResourcePage },
): TActionDef => {
  const menu = r.page?.menu;
  if (!r.page || !menu || !r.permission.read) throw new Error(`resource ${r.key} has no menu entry`);
  return leaf(parent, {
    ActionID: menu.ActionID,
    ActionCode: r.permission.read,
    ActionURL: r.page.path,
    NickKey: menu.label ?? r.page.title,
    IconName: menu.IconName,
    OrderBy: menu.OrderBy,
    kinds: menu.kinds,
    ...(menu.kindsOnly ? { kindsOnly: true as const } : {}),
  });
};

const everyone = ACCOUNT_KINDS;

// Groups: the personal centre and the back-office groups of spec section 2, in menu order.
const personal = group('A0100', 'personal', 'system.menu.personal', 'UserOutlined', 100, 'personal');
const orders = group('A0200', 'manage.order', 'system.menu.orderManage', 'ProfileOutlined', 200, 'manage');
const service = group('A0300', 'manage.service', 'system.menu.serviceManage', 'CustomerServiceOutlined', 300, 'manage');
const customer = group('A0400', 'manage.customer', 'system.menu.customerManage', 'TeamOutlined', 400, 'manage');
const billing = group('A0500', 'manage.bill', 'system.menu.billing', 'AccountBookOutlined', 500, 'manage');
const policy = group('A0600', 'manage.policy', 'system.menu.policyManage', 'AuditOutlined', 600, 'manage');
const finance = group('A0700', 'manage.finance', 'system.menu.finance', 'PayCircleOutlined', 700, 'manage');
const authority = group(
  'A0800',
  'manage.authority',
  'system.menu.authority',
  'SafetyCertificateOutlined',
  800,
  'manage',
);
const config = group('A0900', 'manage.config', 'system.menu.companyConfig', 'SettingOutlined', 900, 'manage');
const notify = group('A1000', 'manage.notify', 'system.menu.notifications', 'NotificationOutlined', 1000, 'manage');

/**
 * The whole catalogue. Only screens that exist in this build have leaves; a group with no leaf
 * for the caller is left out of the menu.
 */
export const ACTION_CATALOGUE: readonly TActionDef[] = [
  personal,
  leaf(personal, {
    ActionID: 'A0101',
    ActionCode: 'system.user.main',
    ActionURL: '/System/User/Main',
    NickKey: 'system.menu.userMain',
    IconName: 'IdcardOutlined',
    OrderBy: 101,
    kinds: everyone,
  }),
  leaf(personal, {
    ActionID: 'A0102',
    ActionCode: 'system.user.security',
    ActionURL: '/System/User/:UserID/Security',
    NickKey: 'system.menu.userSecurity',
    IconName: 'LockOutlined',
    OrderBy: 102,
    kinds: everyone,
  }),
  leaf(personal, {
    ActionID: 'A0103',
    ActionCode: BOOKING_ACTION,
    ActionURL: '/mall/booking',
    NickKey: 'system.menu.booking',
    IconName: 'ShoppingOutlined',
    OrderBy: 103,
    kinds: [...CLIENT_KINDS, 'individual', 'service'],
  }),
  leaf(personal, {
    ActionID: 'A0104',
    ActionCode: OrgAction.passengers,
    ActionURL: '/System/User/:UserID/Passenger',
    NickKey: 'system.menu.passengers',
    IconName: 'TeamOutlined',
    OrderBy: 104,
    kinds: everyone,
  }),
  leaf(personal, {
    ActionID: 'A0105',
    ActionCode: OrgAction.addresses,
    ActionURL: '/System/User/:UserID/Address',
    NickKey: 'system.menu.addresses',
    IconName: 'EnvironmentOutlined',
    OrderBy: 105,
    kinds: everyone,
  }),
  leaf(personal, {
    ActionID: 'A0106',
    ActionCode: OrgAction.userContacts,
    ActionURL: '/System/User/:UserID/ContactInfo',
    NickKey: 'system.menu.userContacts',
    IconName: 'ContactsOutlined',
    OrderBy: 106,
    kinds: everyone,
  }),
  leaf(personal, {
    ActionID: 'A0107',
    ActionCode: OrgAction.userInvoices,
    ActionURL: '/System/User/:UserID/InvoiceInfo',
    NickKey: 'system.menu.userInvoices',
    IconName: 'FileTextOutlined',
    OrderBy: 107,
    kinds: everyone,
  }),
  leaf(personal, {
    ActionID: 'A0108',
    ActionCode: ApprovalAction.approvals,
    ActionURL: '/mall/approvals',
    NickKey: 'approval.menu.approvals',
    IconName: 'AuditOutlined',
    OrderBy: 108,
    kinds: CLIENT_KINDS,
  }),
  leaf(personal, {
    ActionID: 'A0109',
    ActionCode: OrderMenuAction.mine,
    ActionURL: '/order/train/list',
    NickKey: 'order.menu.mine',
    IconName: 'ProfileOutlined',
    OrderBy: 109,
    kinds: [...CLIENT_KINDS, 'individual', 'service'],
  }),
  leaf(personal, {
    ActionID: 'A0110',
    ActionCode: BtripAction.apply,
    ActionURL: '/btrip/outgoing/register',
    NickKey: 'btrip.menu.apply',
    IconName: 'FormOutlined',
    OrderBy: 110,
    kinds: CLIENT_KINDS,
  }),
  leaf(personal, {
    ActionID: 'A0111',
    ActionCode: BtripAction.list,
    ActionURL: '/btrip/list',
    NickKey: 'btrip.menu.list',
    IconName: 'SolutionOutlined',
    OrderBy: 111,
    kinds: CLIENT_KINDS,
  }),
  orders,
  leaf(orders, {
    ActionID: 'A0201',
    ActionCode: OrderMenuAction.manage,
    ActionURL: '/manage/order/list',
    NickKey: 'order.menu.manage',
    IconName: 'ProfileOutlined',
    OrderBy: 201,
    kinds: [...TMC_STAFF_KINDS, 'supplier'],
  }),
  leaf(orders, {
    ActionID: 'A0202',
    ActionCode: OrderMenuAction.amends,
    ActionURL: '/manage/amend/list',
    NickKey: 'trainRefundUi.menu.amendDesk',
    IconName: 'ProfileOutlined',
    OrderBy: 202,
    kinds: [...TMC_STAFF_KINDS, 'supplier'],
  }),
  service,
  leaf(service, {
    ActionID: 'A0301',
    ActionCode: FEEDBACK_READ_ACTION,
    ActionURL: '/admin/feedBack/list',
    NickKey: 'system.menu.feedbackList',
    IconName: 'MessageOutlined',
    OrderBy: 301,
    kinds: TMC_STAFF_KINDS,
  }),
  customer,
  leaf(customer, {
    ActionID: 'A0401',
    ActionCode: OrgAction.customers,
    ActionURL: '/System/Employee/CustomersFree',
    NickKey: 'system.menu.customers',
    IconName: 'TeamOutlined',
    OrderBy: 401,
    kinds: ['platform_admin', 'supervisor', 'service', 'sales'],
  }),
  leaf(customer, {
    ActionID: 'A0402',
    ActionCode: OrgAction.customerLevels,
    ActionURL: '/CustomerLevel',
    NickKey: 'system.menu.customerLevels',
    IconName: 'CrownOutlined',
    OrderBy: 402,
    kinds: ['platform_admin'],
  }),
  leaf(customer, {
    ActionID: 'A0403',
    ActionCode: OrgAction.suppliers,
    ActionURL: '/system/supply/list',
    NickKey: 'system.menu.suppliers',
    IconName: 'ShopOutlined',
    OrderBy: 403,
    kinds: ['platform_admin'],
  }),
  billing,
  // Trade accounts, the ledger and receipts (issue 5): the client's finance and administrator see their own; the TMC's
  // finance works across every customer, its service and sales people across the customers assigned to them.
  leaf(billing, {
    ActionID: 'A0501',
    ActionCode: TradeAction.accounts,
    ActionURL: '/bill/:CompanyID/TradeAccountList',
    NickKey: 'trade.menu.accounts',
    IconName: 'WalletOutlined',
    OrderBy: 501,
    kinds: ['company_admin', 'finance', ...TMC_STAFF_KINDS, 'tmc_finance'],
  }),
  leaf(billing, {
    ActionID: 'A0502',
    ActionCode: TradeAction.accountManage,
    ActionURL: '/bill/:CompanyID/TradeAccountAdd',
    NickKey: 'trade.menu.accountAdd',
    IconName: 'PlusCircleOutlined',
    OrderBy: 502,
    kinds: TMC_FINANCE_KINDS,
  }),
  leaf(billing, {
    ActionID: 'A0503',
    ActionCode: TradeAction.flow,
    ActionURL: '/bill/:CompanyID/TradeFlowList',
    NickKey: 'trade.menu.flow',
    IconName: 'UnorderedListOutlined',
    OrderBy: 503,
    kinds: ['company_admin', 'finance', 'platform_admin', 'supervisor', 'tmc_finance'],
  }),
  leaf(billing, {
    ActionID: 'A0504',
    ActionCode: TradeAction.pay,
    ActionURL: '/bill/TradeInfo/:CompanyID/TradePayment',
    NickKey: 'trade.menu.payment',
    IconName: 'PayCircleOutlined',
    OrderBy: 504,
    // An individual pays their own bookings at the cashier (issue 14 item 12).
    kinds: ['company_admin', 'finance', 'individual'],
  }),
  leaf(billing, {
    ActionID: 'A0505',
    ActionCode: TradeAction.receive,
    ActionURL: '/bill/TradeInfo/:CompanyID/TradeReceive',
    NickKey: 'trade.menu.receive',
    IconName: 'MoneyCollectOutlined',
    OrderBy: 505,
    kinds: TMC_FINANCE_KINDS,
  }),
  leaf(billing, {
    ActionID: 'A0506',
    ActionCode: TradeAction.deals,
    ActionURL: '/bill/company/tradedetails',
    NickKey: 'trade.menu.deals',
    IconName: 'TransactionOutlined',
    OrderBy: 506,
    kinds: ['company_admin', 'finance', ...TMC_STAFF_KINDS, 'tmc_finance'],
  }),
  resourceLeaf(billing, bankAccountResource),
  resourceLeaf(billing, bankCardResource),
  // The caller's background exports (ledger, deals): everyone who can export from TradeFlowList or the deal lists.
  leaf(billing, {
    ActionID: 'A0509',
    ActionCode: TradeAction.exports,
    ActionURL: '/system/bill/exportlist',
    NickKey: 'trade.menu.exports',
    IconName: 'ExportOutlined',
    OrderBy: 509,
    kinds: ['company_admin', 'finance', ...TMC_STAFF_KINDS, 'tmc_finance'],
  }),
  policy,
  leaf(policy, {
    ActionID: 'A0620',
    ActionCode: ApprovalAction.flows,
    ActionURL: '/Flow',
    NickKey: 'approval.menu.flows',
    IconName: 'BranchesOutlined',
    OrderBy: 620,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  leaf(policy, {
    ActionID: 'A0621',
    ActionCode: ApprovalAction.tripFlow,
    ActionURL: '/System/TripFlow/:CompanyID/Detail',
    NickKey: 'approval.menu.tripFlow',
    IconName: 'ApartmentOutlined',
    OrderBy: 621,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  // Travel policy (issue 4): client administrators set their own; TMC staff set those of the clients they reach.
  leaf(policy, {
    ActionID: 'A0601',
    ActionCode: PolicyAction.tripRules,
    ActionURL: '/System/Company/:CompanyID/TripRule',
    NickKey: 'policy.menu.tripRules',
    IconName: 'FileProtectOutlined',
    OrderBy: 601,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  leaf(policy, {
    ActionID: 'A0602',
    ActionCode: PolicyAction.cityCategories,
    ActionURL: '/system/cityCategory/list',
    NickKey: 'policy.menu.cityCategories',
    IconName: 'EnvironmentOutlined',
    OrderBy: 602,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  leaf(policy, {
    ActionID: 'A0603',
    ActionCode: PolicyAction.contraryReasons,
    ActionURL: '/System/ContraryReason/:CompanyID/ContraryUpdate',
    NickKey: 'policy.menu.contraryReasons',
    IconName: 'CommentOutlined',
    OrderBy: 603,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  leaf(policy, {
    ActionID: 'A0604',
    ActionCode: PolicyAction.travelPurposes,
    ActionURL: '/System/TravePurpose/:CompanyID/TravePurposeUpdate',
    NickKey: 'policy.menu.travelPurposes',
    IconName: 'FormOutlined',
    OrderBy: 604,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  leaf(policy, {
    ActionID: 'A0605',
    ActionCode: PolicyAction.approvalSet,
    ActionURL: '/System/approvalSet/:CompanyID/list',
    NickKey: 'policy.menu.approvalSet',
    IconName: 'AuditOutlined',
    OrderBy: 605,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  // Service fees: TMC staff set a client's; its administrator reads them.
  leaf(policy, {
    ActionID: 'A0606',
    ActionCode: ChargeAction.serviceFees,
    ActionURL: '/System/Charge/:CompanyID/ChargeList',
    NickKey: 'charge.menu.serviceFees',
    IconName: 'MoneyCollectOutlined',
    OrderBy: 606,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  leaf(policy, {
    ActionID: 'A0640',
    ActionCode: BtripAction.manage,
    ActionURL: '/Service/Btrip/:CompanyID/list',
    NickKey: 'btrip.menu.companyList',
    IconName: 'ReconciliationOutlined',
    OrderBy: 640,
    kinds: ['company_admin', ...TMC_STAFF_KINDS],
  }),
  resourceLeaf(policy, flightClientCodeResource),
  finance,
  authority,
  leaf(authority, {
    ActionID: 'A0801',
    ActionCode: OrgAction.roles,
    ActionURL: '/System/Company/:CompanyID/Role',
    NickKey: 'system.menu.roles',
    IconName: 'SafetyOutlined',
    OrderBy: 801,
    kinds: ['company_admin', 'platform_admin'],
  }),
  config,
  leaf(config, {
    ActionID: 'A0901',
    ActionCode: OrgAction.companyMain,
    ActionURL: '/System/Company/:CompanyID/Main',
    NickKey: 'system.menu.companyMain',
    IconName: 'BankOutlined',
    OrderBy: 901,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0902',
    ActionCode: OrgAction.companyContacts,
    ActionURL: '/System/Company/:CompanyID/ContactInfo',
    NickKey: 'system.menu.companyContacts',
    IconName: 'ContactsOutlined',
    OrderBy: 902,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0903',
    ActionCode: OrgAction.companyInvoices,
    ActionURL: '/System/Company/:CompanyID/InvoiceInfo',
    NickKey: 'system.menu.companyInvoices',
    IconName: 'FileTextOutlined',
    OrderBy: 903,
    kinds: ['company_admin', 'finance'],
  }),
  leaf(config, {
    ActionID: 'A0904',
    ActionCode: OrgAction.departments,
    ActionURL: '/System/Company/:CompanyID/Department',
    NickKey: 'system.menu.departments',
    IconName: 'ApartmentOutlined',
    OrderBy: 904,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0905',
    ActionCode: OrgAction.employees,
    ActionURL: '/System/Company/:CompanyID/Employee',
    NickKey: 'system.menu.employees',
    IconName: 'UserOutlined',
    OrderBy: 905,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0906',
    ActionCode: OrgAction.jobs,
    ActionURL: '/System/Company/:CompanyID/Job',
    NickKey: 'system.menu.jobs',
    IconName: 'SolutionOutlined',
    OrderBy: 906,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0907',
    ActionCode: OrgAction.groups,
    ActionURL: '/System/Company/:CompanyID/Group',
    NickKey: 'system.menu.groups',
    IconName: 'UsergroupAddOutlined',
    OrderBy: 907,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0908',
    ActionCode: OrgAction.costCenters,
    ActionURL: '/System/Company/:CompanyID/CostCenter',
    NickKey: 'system.menu.costCenters',
    IconName: 'FundOutlined',
    OrderBy: 908,
    kinds: ['company_admin', 'finance'],
  }),
  leaf(config, {
    ActionID: 'A0909',
    ActionCode: OrgAction.projects,
    ActionURL: '/System/Company/:CompanyID/Project',
    NickKey: 'system.menu.projects',
    IconName: 'ProjectOutlined',
    OrderBy: 909,
    kinds: ['company_admin', 'finance'],
  }),
  leaf(config, {
    ActionID: 'A0910',
    ActionCode: OrgAction.config,
    ActionURL: '/System/ConfigInfo/:CompanyID/detail',
    NickKey: 'system.menu.config',
    IconName: 'ControlOutlined',
    OrderBy: 910,
    kinds: ['company_admin'],
  }),
  leaf(config, {
    ActionID: 'A0911',
    ActionCode: OrgAction.configManage,
    ActionURL: '/System/ConfigInfo/configManagement',
    NickKey: 'system.menu.configManage',
    IconName: 'ToolOutlined',
    OrderBy: 911,
    kinds: ['platform_admin'],
  }),
  notify,
  resourceLeaf(notify, smsResource),
  leaf(notify, {
    ActionID: 'A1002',
    ActionCode: MESSAGE_TEMPLATE_ACTION,
    ActionURL: '/System/message/:CompanyID/list',
    NickKey: 'system.menu.messageTemplates',
    IconName: 'FileTextOutlined',
    OrderBy: 1002,
    kinds: ['company_admin', 'platform_admin'],
  }),
];

/**
 * The entries a user gets, in menu order: the leaves granted to one of their account kinds or by one of their
 * roles (`extraCodes`), and the groups that hold at least one of them. Entries with an empty code are dropped.
 */
export const grantedActions = (
  kinds: readonly string[],
  catalogue: readonly TActionDef[] = ACTION_CATALOGUE,
  extraCodes: readonly string[] = [],
): TActionDef[] => {
  const has = (d: TActionDef) =>
    d.ActionCode !== '' && (d.kinds.some((k) => kinds.includes(k)) || extraCodes.includes(d.ActionCode));
  const leaves = catalogue.filter((d) => d.UpperAction !== '' && has(d));
  // A group shows when it has a code and a granted leaf; a leaf shows only under a group that shows.
  const groups = new Set(
    catalogue
      .filter((d) => d.UpperAction === '' && d.ActionCode !== '' && leaves.some((c) => c.UpperAction === d.ActionID))
      .map((d) => d.ActionID),
  );
  return catalogue
    .filter((d) => groups.has(d.ActionID) || (leaves.includes(d) && groups.has(d.UpperAction)))
    .sort((a, b) => a.OrderBy - b.OrderBy);
};

/** The action codes of a user with these account kinds and role grants (stored in the session ticket). */
export const actionCodesFor = (
  kinds: readonly string[],
  catalogue?: readonly TActionDef[],
  extraCodes: readonly string[] = [],
): string[] => grantedActions(kinds, catalogue, extraCodes).map((d) => d.ActionCode);

/** The menu entries of a ticket's action codes (the menu and the permission checks agree by construction). */
export const actionsOfCodes = (codes: readonly string[], catalogue: readonly TActionDef[] = ACTION_CATALOGUE) =>
  catalogue.filter((d) => d.ActionCode !== '' && codes.includes(d.ActionCode)).sort((a, b) => a.OrderBy - b.OrderBy);

/** Company kinds (org companies.type) and the account kinds their people can be. */
export const KINDS_OF_COMPANY = {
  Tmc: [...TMC_STAFF_KINDS, 'tmc_finance'],
  Supplier: ['supplier'],
  Client: CLIENT_KINDS,
  Personal: ['individual'],
} as const satisfies Record<string, readonly TAccountKind[]>;
export type TCompanyKind = keyof typeof KINDS_OF_COMPANY;

/**
 * The action codes a company's administrator may put into a role: the leaves that some account kind of
 * this company type could hold, but not those held through the account kinds only. A client company can never grant
 * itself TMC staff actions.
 */
export const grantableActionCodes = (
  companyKind: TCompanyKind,
  catalogue: readonly TActionDef[] = ACTION_CATALOGUE,
): string[] => {
  const kinds: readonly string[] = KINDS_OF_COMPANY[companyKind];
  return catalogue
    .filter(
      (d) => d.UpperAction !== '' && d.ActionCode !== '' && !d.kindsOnly && d.kinds.some((k) => kinds.includes(k)),
    )
    .map((d) => d.ActionCode);
};

/** Data ranges from narrowest to widest (spec section 6). */
export const DATA_RANGE_ORDER = [
  DataRange.SelfOnly,
  DataRange.OwnDepartment,
  DataRange.OwnDepartmentAndBelow,
  DataRange.NoLimit,
] as const;

/** The data range an account kind has before any role widens it. */
const KIND_DATA_RANGE: Record<TAccountKind, TDataRange> = {
  platform_admin: DataRange.NoLimit,
  service: DataRange.NoLimit,
  sales: DataRange.NoLimit,
  supervisor: DataRange.NoLimit,
  tmc_finance: DataRange.NoLimit,
  supplier: DataRange.SelfOnly,
  company_admin: DataRange.NoLimit,
  approver: DataRange.OwnDepartmentAndBelow,
  employee: DataRange.SelfOnly,
  finance: DataRange.NoLimit,
  individual: DataRange.SelfOnly,
};

/** The widest of some data ranges; self only when there are none. */
export const widestDataRange = (ranges: readonly number[]): TDataRange =>
  DATA_RANGE_ORDER.reduce<TDataRange>((best, r) => (ranges.includes(r) ? r : best), DataRange.SelfOnly);

/** The data range of a user: the widest of their account kinds' and their roles'. */
export const dataRangeOf = (kinds: readonly string[], roleRanges: readonly number[] = []): TDataRange =>
  widestDataRange([
    ...kinds.flatMap((k) => (k in KIND_DATA_RANGE ? [KIND_DATA_RANGE[k as TAccountKind]] : [])),
    ...roleRanges,
  ]);

/** The company kind a ticket's FeatureCodes describe (what its administrator may grant). */
export const companyKindOf = (featureCodes: readonly string[]): TCompanyKind => {
  if (featureCodes.includes('Tmc') || featureCodes.includes('Platform')) return 'Tmc';
  if (featureCodes.includes('BusinessSupply')) return 'Supplier';
  if (featureCodes.includes('Client')) return 'Client';
  return 'Personal';
};
