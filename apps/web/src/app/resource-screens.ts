import { resourcePages } from '@opentmc/contracts/routes';
import type { TResourceScreen } from '../kit/resource/routes.tsx';

// The kit's screens: each definition's page gets its route from here (router.tsx) and its menu entry from the action
// catalogue. A module page dresses a list (its cells); otherwise the kit draws the definition alone, loaded with the
// screen's chunk from a module's page file that imports it by name (as the bank lists do; a dynamic import of
// '@opentmc/contracts' itself would keep all of it).
export const resourceScreens: readonly TResourceScreen[] = [
  { page: resourcePages.sms, load: () => import('../modules/adapter/pages/SmsListPage.tsx') },
  { page: resourcePages.advise, load: () => import('../modules/adapter/pages/FeedbackListPage.tsx') },
  { page: resourcePages.exportFile, load: () => import('../modules/exports/pages/ExportListPage.tsx') },
  { page: resourcePages.role, load: () => import('../modules/role/pages/RoleListPage.tsx') },
  { page: resourcePages.cityCategory, load: () => import('../modules/policy/pages/CityCategoryPage.tsx') },
  { page: resourcePages.messageTemplate, load: () => import('../modules/message/pages/MessageTemplateListPage.tsx') },
  { page: resourcePages.flightClientCode, load: () => import('../modules/flight/pages/ClientCodePage.tsx') },
  { page: resourcePages.flightClientCodeUpdate, load: () => import('../modules/flight/pages/ClientCodePage.tsx') },
  {
    page: resourcePages.bankAccount,
    resource: () => import('../modules/trade/pages/bank-resources.ts').then((m) => m.bankAccountResource),
  },
  {
    page: resourcePages.bankCard,
    resource: () => import('../modules/trade/pages/bank-resources.ts').then((m) => m.bankCardResource),
  },
];
