import {
  BtripServiceFeeList,
  ChargeLevelDetails,
  ChargeLevelUpdate,
  ChargeList,
  ChargeUpdate,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getLevelCharges, updateLevelCharges } from './level-charges.ts';
import { listCharges } from './list-charges.ts';
import { listServiceFees } from './list-service-fees.ts';
import { updateCharges } from './update-charges.ts';

// Service fees: a company's (system Charge), a customer level's defaults, and the travellers' read-only list (btrip).

export const chargeCalls: TBoundCall[] = [
  bind(ChargeList, async (ctx, p) => listCharges(ctx, p)),
  bind(ChargeUpdate, async (ctx, p) => updateCharges(ctx, p)),
  bind(ChargeLevelDetails, async (ctx, p) => getLevelCharges(ctx, p)),
  bind(ChargeLevelUpdate, async (ctx, p) => updateLevelCharges(ctx, p)),
  bind(BtripServiceFeeList, async (ctx, p) => listServiceFees(ctx, p)),
];
