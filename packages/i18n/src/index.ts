import i18next, { type i18n, type TFunction } from 'i18next';
import { common as zhCommon } from './zh-CN/common.ts';
import { common as enCommon } from './en/common.ts';
import { account as zhAccount } from './zh-CN/account.ts';
import { account as enAccount } from './en/account.ts';
import { adapterUi as zhAdapterUi } from './zh-CN/adapterUi.ts';
import { adapterUi as enAdapterUi } from './en/adapterUi.ts';
import { system as zhSystem } from './zh-CN/system.ts';
import { system as enSystem } from './en/system.ts';
import { message as zhMessage } from './zh-CN/message.ts';
import { message as enMessage } from './en/message.ts';
import { messageTemplate as zhMessageTemplate } from './zh-CN/messageTemplate.ts';
import { messageTemplate as enMessageTemplate } from './en/messageTemplate.ts';
import { base as zhBase } from './zh-CN/base.ts';
import { base as enBase } from './en/base.ts';
import { adapter as zhAdapter } from './zh-CN/adapter.ts';
import { adapter as enAdapter } from './en/adapter.ts';
import { shell as zhShell } from './zh-CN/shell.ts';
import { shell as enShell } from './en/shell.ts';
import { mall as zhMall } from './zh-CN/mall.ts';
import { mall as enMall } from './en/mall.ts';
import { pages as zhPages } from './zh-CN/pages.ts';
import { pages as enPages } from './en/pages.ts';
import { org as zhOrg } from './zh-CN/org.ts';
import { org as enOrg } from './en/org.ts';
import { role as zhRole } from './zh-CN/role.ts';
import { role as enRole } from './en/role.ts';
import { kit as zhKit } from './zh-CN/kit.ts';
import { kit as enKit } from './en/kit.ts';
import { customer as zhCustomer } from './zh-CN/customer.ts';
import { customer as enCustomer } from './en/customer.ts';
import { profile as zhProfile } from './zh-CN/profile.ts';
import { profile as enProfile } from './en/profile.ts';
import { structure as zhStructure } from './zh-CN/structure.ts';
import { structure as enStructure } from './en/structure.ts';
import { company as zhCompany } from './zh-CN/company.ts';
import { company as enCompany } from './en/company.ts';
import { employee as zhEmployee } from './zh-CN/employee.ts';
import { employee as enEmployee } from './en/employee.ts';
import { policy as zhPolicy } from './zh-CN/policy.ts';
import { policy as enPolicy } from './en/policy.ts';
import { btrip as zhBtrip } from './zh-CN/btrip.ts';
import { btrip as enBtrip } from './en/btrip.ts';
import { approval as zhApproval } from './zh-CN/approval.ts';
import { approval as enApproval } from './en/approval.ts';
import { charge as zhCharge } from './zh-CN/charge.ts';
import { charge as enCharge } from './en/charge.ts';
import { trade as zhTrade } from './zh-CN/trade.ts';
import { trade as enTrade } from './en/trade.ts';
import { tradeUi as zhTradeUi } from './zh-CN/tradeUi.ts';
import { tradeUi as enTradeUi } from './en/tradeUi.ts';
import { exportList as zhExports } from './zh-CN/exports.ts';
import { exportList as enExports } from './en/exports.ts';
import { cashier as zhCashier } from './zh-CN/cashier.ts';
import { cashier as enCashier } from './en/cashier.ts';
import { train as zhTrain } from './zh-CN/train.ts';
import { train as enTrain } from './en/train.ts';
import { trainMall as zhTrainMall } from './zh-CN/trainMall.ts';
import { trainMall as enTrainMall } from './en/trainMall.ts';
import { order as zhOrder } from './zh-CN/order.ts';
import { order as enOrder } from './en/order.ts';
import { trainOrder as zhTrainOrder } from './zh-CN/trainOrder.ts';
import { trainOrder as enTrainOrder } from './en/trainOrder.ts';
import { trainBooking as zhTrainBooking } from './zh-CN/trainBooking.ts';
import { trainBooking as enTrainBooking } from './en/trainBooking.ts';
import { trainOrderUi as zhTrainOrderUi } from './zh-CN/trainOrderUi.ts';
import { trainOrderUi as enTrainOrderUi } from './en/trainOrderUi.ts';
import { trainRefundUi as zhTrainRefundUi } from './zh-CN/trainRefundUi.ts';
import { trainRefundUi as enTrainRefundUi } from './en/trainRefundUi.ts';
import { trainChange as zhTrainChange } from './zh-CN/trainChange.ts';
import { trainChange as enTrainChange } from './en/trainChange.ts';
import { trainChangeUi as zhTrainChangeUi } from './zh-CN/trainChangeUi.ts';
import { trainChangeUi as enTrainChangeUi } from './en/trainChangeUi.ts';
import { trainAmendUi as zhTrainAmendUi } from './zh-CN/trainAmendUi.ts';
import { trainAmendUi as enTrainAmendUi } from './en/trainAmendUi.ts';
import { trainDeskUi as zhTrainDeskUi } from './zh-CN/trainDeskUi.ts';
import { trainDeskUi as enTrainDeskUi } from './en/trainDeskUi.ts';

export type { TCatalog } from './types.ts';

// Each module adds one file per language and spreads it here; top-level keys never clash.
export const catalogues = {
  'zh-CN': {
    ...zhCommon,
    ...zhAccount,
    ...zhAdapterUi,
    ...zhSystem,
    ...zhMessage,
    ...zhMessageTemplate,
    ...zhBase,
    ...zhAdapter,
    ...zhShell,
    ...zhMall,
    ...zhPages,
    ...zhOrg,
    ...zhRole,
    ...zhKit,
    ...zhCustomer,
    ...zhProfile,
    ...zhStructure,
    ...zhCompany,
    ...zhEmployee,
    ...zhPolicy,
    ...zhBtrip,
    ...zhApproval,
    ...zhCharge,
    ...zhTrade,
    ...zhTradeUi,
    ...zhExports,
    ...zhCashier,
    ...zhTrain,
    ...zhTrainMall,
    ...zhOrder,
    ...zhTrainOrder,
    ...zhTrainBooking,
    ...zhTrainOrderUi,
    ...zhTrainRefundUi,
    ...zhTrainChange,
    ...zhTrainChangeUi,
    ...zhTrainAmendUi,
    ...zhTrainDeskUi,
  },
  en: {
    ...enCommon,
    ...enAccount,
    ...enAdapterUi,
    ...enSystem,
    ...enMessage,
    ...enMessageTemplate,
    ...enBase,
    ...enAdapter,
    ...enShell,
    ...enMall,
    ...enPages,
    ...enOrg,
    ...enRole,
    ...enKit,
    ...enCustomer,
    ...enProfile,
    ...enStructure,
    ...enCompany,
    ...enEmployee,
    ...enPolicy,
    ...enBtrip,
    ...enApproval,
    ...enCharge,
    ...enTrade,
    ...enTradeUi,
    ...enExports,
    ...enCashier,
    ...enTrain,
    ...enTrainMall,
    ...enOrder,
    ...enTrainOrder,
    ...enTrainBooking,
    ...enTrainOrderUi,
    ...enTrainRefundUi,
    ...enTrainChange,
    ...enTrainChangeUi,
    ...enTrainAmendUi,
    ...enTrainDeskUi,
  },
} as const;

export type TLocale = keyof typeof catalogues;
export type TTranslate = TFunction;

/** Lists every leaf key of a catalogue as `a.b.c`. */
export const catalogueKeys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : catalogueKeys(v as object, `${prefix}${k}.`),
  );

/** A ready i18next instance over both catalogues (the server's; the web makes its own with React). */
export const createI18n = async (lng: TLocale = 'zh-CN'): Promise<i18n> => {
  const inst = i18next.createInstance();
  await inst.init({
    lng,
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: catalogues['zh-CN'] }, en: { translation: catalogues.en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return inst;
};
