// Every table of the server, for drizzle and drizzle-kit. Each module owns the tables in its tables.ts.
import * as platform from './platform/tables.ts';
import * as org from './modules/org/tables.ts';
import * as message from './modules/message/tables.ts';
import * as system from './modules/system/tables.ts';
import * as adapter from './modules/adapter/tables.ts';
import * as customer from './modules/customer/tables.ts';
import * as profile from './modules/profile/tables.ts';
import * as policy from './modules/policy/tables.ts';
import * as approval from './modules/approval/tables.ts';
import * as btrip from './modules/btrip/tables.ts';
import * as charge from './modules/charge/tables.ts';
import * as train from './modules/train/tables.ts';
import * as order from './modules/order/tables.ts';
import * as flight from './modules/flight/tables.ts';

export const schema = {
  ...platform,
  ...org,
  ...message,
  ...system,
  ...adapter,
  ...customer,
  ...profile,
  ...policy,
  ...approval,
  ...btrip,
  ...charge,
  ...train,
  ...order,
  ...flight,
};
