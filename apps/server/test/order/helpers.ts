import crypto from 'node:crypto';
import { ServiceType } from '@opentmc/contracts';
import type { TDatabase, TTx } from '../../src/platform/db/database.ts';
import { BizError } from '../../src/platform/errors.ts';
import {
  createOrder,
  listOrderHistory,
  loadOrder,
  type TCreateOrderInput,
  type TOrderRow,
} from '../../src/modules/order/index.ts';
import type { TScopedCompany } from '../../src/platform/tenancy.ts';

// The order engine's tests work on the database alone (no calls: the engine has none); the order tables hold ids of
// other modules without foreign keys, so made-up companies and users do.

export const COMPANY = 'C_ORDER_TEST';
export const OTHER_COMPANY = 'C_ORDER_OTHER';
/** The test companies as the engine's re-checks take them: the company an order's access yields (order-access.ts). */
export const SCOPED_COMPANY = COMPANY as TScopedCompany;
export const SCOPED_OTHER_COMPANY = OTHER_COMPANY as TScopedCompany;
export const U = {
  booker: 'U_BOOKER',
  approver: 'U_APPROVER',
  supplier: 'U_SUPPLIER',
  supplier2: 'U_SUPPLIER2',
  service: 'U_SERVICE',
  supervisor: 'U_SUPERVISOR',
} as const;

/** A fresh test clock value, a second after the last one (history ordered by time). */
let tick = Date.parse('2026-05-17T02:00:00Z');
export const now = () => new Date((tick += 1000));

/** A train order of the test company, created by its booker. */
export const newOrder = (tx: TTx, over: Partial<TCreateOrderInput> = {}): Promise<TOrderRow> =>
  createOrder(tx, {
    service: ServiceType.Train,
    companyId: COMPANY,
    bookerId: U.booker,
    actor: 'booker',
    userId: U.booker,
    totalFen: 55300,
    title: `北京南-上海虹桥 ${crypto.randomBytes(3).toString('hex')}`,
    travelDate: '2026-05-20',
    travellerNames: '张三/SAN',
    now: now(),
    ...over,
  });

export const orderRow = (db: TDatabase, id: string) => loadOrder(db.db, id);

export const historyOf = (db: TDatabase, id: string) => listOrderHistory(db.db, { orderId: id });

export const countHistory = async (db: TDatabase, id: string, action?: string) =>
  (await historyOf(db, id)).filter((e) => !action || e.action === action).length;

/** Null when the attempt succeeded, else its business refusal's key; anything else fails the test. */
export const outcome = (p: Promise<unknown>): Promise<string | null> =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof BizError ? e.key : Promise.reject(e)),
  );

/** The message key of a business refusal; fails the test on anything else. */
export const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof BizError) return e.key;
    throw e;
  }
  throw new Error('expected a business refusal, but it succeeded');
};
