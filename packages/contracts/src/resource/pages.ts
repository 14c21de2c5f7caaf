import type { TAccountKind } from '../system/actions.ts';

// The screens of the kit's resources: route and menu entry, without Zod, so that the router (in the first part the
// browser loads, ADR 0031) takes its paths from here through `@opentmc/contracts/routes`. A definition names its page
// (`page: resourcePages.sms`); the action catalogue makes the menu leaf of it and the web router the route.

/**
 * The screen of a resource: its route (spec section 2) and its side-menu entry (spec section 6). The catalogue of
 * actions derives the menu leaf from it (`resourceLeaf`) and the web router the route (`kit/resource/routes`).
 */
export type TResourcePage = {
  path: string;
  /** Catalogue key of the page title. */
  title: string;
  /** Catalogue key of a line under the list's title. */
  intro?: string;
  menu?: {
    ActionID: string;
    IconName: string;
    OrderBy: number;
    /** Catalogue key of the menu label (the page title when absent). */
    label?: string;
    /** The account kinds that get the entry (spec section 6). */
    kinds: readonly TAccountKind[];
    kindsOnly?: true;
  };
};

/** The pages of the kit's screens, by resource key. */
export const resourcePages = {
  sms: {
    path: '/adapter/smslist',
    title: 'adapterUi.sms.title',
    intro: 'adapterUi.sms.intro',
    menu: {
      ActionID: 'A1001',
      label: 'system.menu.smsList',
      IconName: 'MailOutlined',
      OrderBy: 1001,
      kinds: ['platform_admin'],
      kindsOnly: true,
    },
  },
  advise: { path: '/admin/feedBack/list', title: 'system.menu.feedbackList' },
  exportFile: { path: '/system/bill/exportlist', title: 'trade.menu.exports' },
  role: { path: '/System/Company/:CompanyID/Role', title: 'system.menu.roles' },
  // Its menu leaf stays in the catalogue (A1002), which holds the route's pattern as written.
  // Its menu leaf stays in the catalogue; a TMC staff member's client is the address's CompanyID query parameter.
  cityCategory: {
    path: '/system/cityCategory/list',
    title: 'policy.menu.cityCategories',
    intro: 'policy.cityCategory.intro',
  },
  messageTemplate: { path: '/System/message/:CompanyID/list', title: 'system.menu.messageTemplates' },
  // A client company's agreement codes per airline (issue 17 section 3): TMC staff, for the clients they reach.
  flightClientCode: {
    path: '/manage/flight/clientcode/list',
    title: 'flight.clientCode.title',
    intro: 'flight.clientCode.intro',
    menu: {
      ActionID: 'A0650',
      IconName: 'IdcardOutlined',
      OrderBy: 650,
      kinds: ['platform_admin', 'service', 'sales', 'supervisor'],
    },
  },
  // Its form over the list: a code by ClientCodeID (a new one without), for the client named by CompanyID.
  flightClientCodeUpdate: { path: '/manage/flight/clientcode/update', title: 'flight.clientCode.edit' },
  // The TMC's own receiving accounts, for TMC finance (the address's CompanyID is the TMC's, from the menu).
  bankAccount: {
    path: '/bill/BankAccount/:CompanyID/list',
    title: 'trade.menu.bankAccounts',
    menu: { ActionID: 'A0507', IconName: 'BankOutlined', OrderBy: 507, kinds: ['platform_admin', 'tmc_finance'] },
  },
  // A client company's own cards, the payers of its transfers.
  bankCard: {
    path: '/bill/bankcard/list',
    title: 'trade.menu.bankCards',
    menu: { ActionID: 'A0508', IconName: 'CreditCardOutlined', OrderBy: 508, kinds: ['company_admin', 'finance'] },
  },
} as const satisfies Record<string, TResourcePage>;
