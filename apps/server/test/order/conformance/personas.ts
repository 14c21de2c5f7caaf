import type { TAccountKind } from '@opentmc/contracts';
import { DEMO_PASSWORD, createOtherCompany, type TTestApp } from '../../harness.ts';
import { DEMO_CLIENT } from '../../train/order-helpers.ts';

// Who tries an order call in the conformance suite. The demo accounts act in their roles; four more are made here,
// each someone who must not reach the demo client's orders.

export type TPersona =
  | 'booker'
  | 'approver'
  | 'tmc'
  | 'supplier'
  | 'payer'
  | 'admin'
  | 'otherCompany'
  | 'colleague'
  | 'unassignedTmc'
  | 'otherSupplier'
  | 'anonymous';

/** The demo account behind each persona that has one. */
const DEMO: Partial<Record<TPersona, string>> = {
  booker: 'employee',
  approver: 'approver',
  tmc: 'service',
  supplier: 'supplier',
  payer: 'finance',
  admin: 'admin',
};

/** Logs every persona in; `anonymous` has no session. */
export const loginPersonas = async (t: TTestApp): Promise<Record<TPersona, string | undefined>> => {
  const org = await import('../../../src/modules/org/index.ts');
  const passwordHash = await org.hashPassword(DEMO_PASSWORD);
  const db = t.app.deps.db;
  const tmcCompany = (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'operator') }))!.companyId;
  const supplierCompany = await org.insertCompany(db, t.clock, {
    name: '一致性测试供应商',
    type: 'Supplier',
    featureCodes: ['BusinessSupply'],
  });
  // A colleague without a department and with the employee's self-only range; TMC staff assigned to no client.
  const made: [TPersona, string, string, TAccountKind[]][] = [
    ['colleague', DEMO_CLIENT, '13900006601', ['employee']],
    ['unassignedTmc', tmcCompany, '13900006602', ['service']],
    ['otherSupplier', supplierCompany, '13900006603', ['supplier']],
  ];
  const out = { anonymous: undefined } as Record<TPersona, string | undefined>;
  for (const [p, companyId, mobile, roles] of made) {
    await org.insertUser(db, t.clock, companyId, { name: `一致性${p}`, mobile, passwordHash, roles });
    out[p] = await t.login(mobile);
  }
  out.otherCompany = (await createOtherCompany(t, '一致性测试另一家公司', '13900006604')).sid;
  for (const [p, account] of Object.entries(DEMO)) out[p as TPersona] = await t.login(account);
  return out;
};
