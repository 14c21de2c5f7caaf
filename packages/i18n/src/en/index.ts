import { enFirst } from './first.ts';
import { adapterUi } from './adapterUi.ts';
import { message } from './message.ts';
import { messageTemplate } from './messageTemplate.ts';
import { base } from './base.ts';
import { adapter } from './adapter.ts';
import { pages } from './pages.ts';
import { org } from './org.ts';
import { role } from './role.ts';
import { customer } from './customer.ts';
import { profile } from './profile.ts';
import { structure } from './structure.ts';
import { company } from './company.ts';
import { employee } from './employee.ts';
import { policy } from './policy.ts';
import { btrip } from './btrip.ts';
import { approval } from './approval.ts';
import { charge } from './charge.ts';
import { trade } from './trade.ts';
import { tradeUi } from './tradeUi.ts';
import { exportList } from './exports.ts';
import { cashier } from './cashier.ts';
import { train } from './train.ts';
import { trainMall } from './trainMall.ts';
import { order } from './order.ts';
import { trainOrder } from './trainOrder.ts';
import { trainBooking } from './trainBooking.ts';
import { trainOrderUi } from './trainOrderUi.ts';
import { trainRefundUi } from './trainRefundUi.ts';
import { trainChange } from './trainChange.ts';
import { trainChangeUi } from './trainChangeUi.ts';
import { trainAmendUi } from './trainAmendUi.ts';
import { trainDeskUi } from './trainDeskUi.ts';
import { orderUi } from './orderUi.ts';
import { flight } from './flight.ts';

// The en catalogue: each module adds one file per language and spreads it here and in ../zh-CN/index.ts; top-level
// keys never clash. The web loads only the reader's language: first.ts for the first pages, then this whole one
// before any other page (apps/web/src/app/i18n.ts).
export const en = {
  ...enFirst,
  ...adapterUi,
  ...message,
  ...messageTemplate,
  ...base,
  ...adapter,
  ...pages,
  ...org,
  ...role,
  ...customer,
  ...profile,
  ...structure,
  ...company,
  ...employee,
  ...policy,
  ...btrip,
  ...approval,
  ...charge,
  ...trade,
  ...tradeUi,
  ...exportList,
  ...cashier,
  ...train,
  ...trainMall,
  ...order,
  ...trainOrder,
  ...trainBooking,
  ...trainOrderUi,
  ...trainRefundUi,
  ...trainChange,
  ...trainChangeUi,
  ...trainAmendUi,
  ...trainDeskUi,
  ...orderUi,
  ...flight,
} as const;
