import type { TModule } from '../platform/calls/types.ts';
import { orgModule } from './org/index.ts';

export { orgTenancy } from './org/index.ts';
import { messageModule } from './message/index.ts';
import { systemModule } from './system/index.ts';
import { baseModule } from './base/index.ts';
import { adapterModule } from './adapter/index.ts';
import { customerModule } from './customer/index.ts';
import { profileModule } from './profile/index.ts';
import { policyModule } from './policy/index.ts';
import { approvalModule } from './approval/index.ts';
import { btripModule } from './btrip/index.ts';
import { chargeModule } from './charge/index.ts';
import { tradeModule } from './trade/index.ts';
import { trainModule } from './train/index.ts';
import { orderModule } from './order/index.ts';
import { flightModule } from './flight/index.ts';

/** Every business module, in dependency order. */
export const modules: TModule[] = [
  orgModule,
  customerModule,
  messageModule,
  systemModule,
  baseModule,
  adapterModule,
  profileModule,
  policyModule,
  approvalModule,
  // After the approval and policy modules, whose ports it uses.
  btripModule,
  // After the customer module, whose customer levels it reads.
  chargeModule,
  // After org, whose companies and people it names.
  tradeModule,
  // After trade and approval; before the products, which use its port.
  orderModule,
  trainModule,
  flightModule,
];
