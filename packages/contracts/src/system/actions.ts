import { SMS_READ_ACTION } from '../adapter/sms.ts';

// The action catalogue (spec sections 2 and 6): every side-menu entry and the account kinds that
// get it. getUserActions filters it by the caller's account kinds; the same ActionCodes go into the
// session ticket, where a call's `permission` is checked.

/** Account kinds (the ticket's Roles): who a user is on the platform. */
export const ACCOUNT_KINDS = [
  'platform_admin',
  'service',
  'sales',
  'supervisor',
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

/** Action code needed to read the feedback list (`/admin/feedBack/list`): TMC staff. */
export const FEEDBACK_READ_ACTION = 'admin.feedback.read';
/** Action code of the booking centre (`/mall/booking`). */
export const BOOKING_ACTION = 'mall.booking';
export { SMS_READ_ACTION };

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
  d: Pick<TActionDef, 'ActionID' | 'ActionCode' | 'ActionURL' | 'NickKey' | 'IconName' | 'OrderBy' | 'kinds'>,
): TActionDef => ({
  ...d,
  ActionPath: d.ActionURL.split('?')[0] ?? d.ActionURL,
  UpperAction: parent.ActionID,
  IdentifyCode: parent.IdentifyCode,
});

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
  orders,
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
  billing,
  policy,
  finance,
  authority,
  config,
  notify,
  leaf(notify, {
    ActionID: 'A1001',
    ActionCode: SMS_READ_ACTION,
    ActionURL: '/adapter/smslist',
    NickKey: 'system.menu.smsList',
    IconName: 'MailOutlined',
    OrderBy: 1001,
    kinds: ['platform_admin', 'service', 'supervisor'],
  }),
];

/**
 * The entries a user with these account kinds gets, in menu order: the leaves granted to one of
 * the kinds, and the groups that hold at least one of them. Entries with an empty code are dropped.
 */
export const grantedActions = (
  kinds: readonly string[],
  catalogue: readonly TActionDef[] = ACTION_CATALOGUE,
): TActionDef[] => {
  const has = (d: TActionDef) => d.ActionCode !== '' && d.kinds.some((k) => kinds.includes(k));
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

/** The action codes of a user with these account kinds (stored in the session ticket). */
export const actionCodesFor = (kinds: readonly string[], catalogue?: readonly TActionDef[]): string[] =>
  grantedActions(kinds, catalogue).map((d) => d.ActionCode);
