import {
  AssignCustomer,
  AssignableStaff,
  CustomersFree,
  DisptachService,
  GetServiceList,
  RevokeService,
  SaveCustomer,
  SaveSupplier,
  ServiceSupplierList,
  ServiceSupplierRemove,
  ServiceSupplierSave,
  SupplierList,
  TradeLevelAdd,
  UnassignCustomer,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { assignCustomer } from './assign-customer.ts';
import { dispatchServices } from './dispatch-services.ts';
import { getServiceList } from './get-service-list.ts';
import { listAssignableStaff } from './list-assignable-staff.ts';
import { listCustomers } from './list-customers.ts';
import { listSuppliers } from './list-suppliers.ts';
import { revokeServices } from './revoke-services.ts';
import { saveCustomer } from './save-customer.ts';
import { saveSupplier } from './save-supplier.ts';
import { listServiceSuppliers, removeServiceSupplier, saveServiceSupplier } from './service-suppliers.ts';
import { setCustomerLevel } from './set-customer-level.ts';
import { unassignCustomer } from './unassign-customer.ts';

export const customerCalls: TBoundCall[] = [
  bind(GetServiceList, async (ctx, p) => getServiceList(ctx, p)),
  bind(DisptachService, async (ctx, p) => dispatchServices(ctx, p)),
  bind(RevokeService, async (ctx, p) => revokeServices(ctx, p)),
  bind(SaveCustomer, async (ctx, p) => saveCustomer(ctx, p)),
  bind(CustomersFree, async (ctx, p) => listCustomers(ctx, p)),
  bind(AssignCustomer, async (ctx, p) => assignCustomer(ctx, p)),
  bind(UnassignCustomer, async (ctx, p) => unassignCustomer(ctx, p)),
  bind(AssignableStaff, async (ctx, p) => listAssignableStaff(ctx, p)),
  bind(TradeLevelAdd, async (ctx, p) => setCustomerLevel(ctx, p)),
  bind(SaveSupplier, async (ctx, p) => saveSupplier(ctx, p)),
  bind(SupplierList, async (ctx, p) => listSuppliers(ctx, p)),
  bind(ServiceSupplierList, async (ctx, p) => listServiceSuppliers(ctx, p)),
  bind(ServiceSupplierSave, async (ctx, p) => saveServiceSupplier(ctx, p)),
  bind(ServiceSupplierRemove, async (ctx, p) => removeServiceSupplier(ctx, p)),
];
