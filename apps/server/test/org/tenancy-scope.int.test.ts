import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TrainAmendList,
  TrainOrderDetails,
  TrainOrderList,
  type TTrainAmendListResult,
  type TTrainOrderListResult,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { departments, hashPassword, insertUser, users } from '../../src/modules/org/index.ts';
import { DEMO_PASSWORD, createTestApp, type TTestApp } from '../harness.ts';

// Issue 16 section 2: the tenancy scope. A supervisor's desk (TrainOrder/List, TrainAmend/List, no company named)
// covers the clients of their team: the demo supervisor, whose team holds the demo client's service rep, lists the
// demo client's orders and refunds; a supervisor of another team lists none of them, may not name the company, and
// does not find the order by its number.

let t: TTestApp;
let client: string;
let supervisor: string;
let otherSupervisor: string;
const forbidden = translate('en', 'messages.forbidden');

const orderList = (session: string, payload: Record<string, unknown> = {}) =>
  t.call<TTrainOrderListResult>(TrainOrderList, { PageSize: 50, ...payload }, { session, lang: 'en' });
const amendList = (session: string, payload: Record<string, unknown> = {}) =>
  t.call<TTrainAmendListResult>(TrainAmendList, { PageSize: 50, ...payload }, { session, lang: 'en' });

beforeAll(async () => {
  t = await createTestApp({ workers: false, config: { demoOrders: true } });
  const db = t.app.deps.db;
  const userOf = async (login: string) =>
    (await db.query.users.findFirst({ where: (u, { eq: is }) => is(u.loginName, login) }))!;
  const admin = await userOf('admin');
  client = admin.companyId;
  const tmc = (await userOf('operator')).companyId;
  const now = t.clock.now();
  // The TMC gets two teams: 华东, with the demo supervisor and the demo client's service rep, and 华南, with a
  // supervisor and a rep of their own.
  const team = async (name: string) => {
    const [d] = await db
      .insert(departments)
      .values({ companyId: tmc, parentId: null, name, createdAt: now })
      .returning({ id: departments.id });
    await db
      .update(departments)
      .set({ path: `/${d!.id}/` })
      .where(eq(departments.id, d!.id));
    return d!.id;
  };
  const east = await team('华东服务部');
  const south = await team('华南服务部');
  for (const login of ['supervisor', 'service', 'sales'])
    await db
      .update(users)
      .set({ departmentId: east })
      .where(eq(users.id, (await userOf(login)).id));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await insertUser(tx, t.clock, tmc, {
      name: '华南主管',
      mobile: '13900001601',
      passwordHash,
      roles: ['supervisor'],
      departmentId: south,
    });
    await insertUser(tx, t.clock, tmc, {
      name: '华南客服',
      mobile: '13900001602',
      passwordHash,
      roles: ['service'],
      departmentId: south,
    });
  });
  supervisor = await t.login('supervisor'); // the ticket carries the new department
  otherSupervisor = await t.login('13900001601');
});
afterAll(async () => t.close());

describe('the tenancy scope of a supervisor', () => {
  it("lists the team's client orders and refunds on the desk, as the client sees them", async () => {
    const ownView = await orderList(await t.login('admin'));
    expect(ownView.result!.RecordCount).toBe(4);
    const desk = await orderList(supervisor);
    expect(desk.isSucc, desk.message).toBe(true);
    expect(desk.result!.RecordCount).toBe(4);
    expect(desk.result!.Entities.map((o) => o.UniqueID).sort()).toEqual(
      ownView.result!.Entities.map((o) => o.UniqueID).sort(),
    );
    expect(desk.result!.Entities.every((o) => o.CompanyID === client)).toBe(true);
    // Naming the company gives the same list.
    expect((await orderList(supervisor, { CompanyID: client })).result!.RecordCount).toBe(4);

    const amends = await amendList(supervisor);
    expect(amends.isSucc, amends.message).toBe(true);
    expect(amends.result!.RecordCount).toBeGreaterThan(0);
    expect(amends.result!.RecordCount).toBe((await amendList(await t.login('admin'))).result!.RecordCount);
  });

  it('shows a supervisor of another team none of them', async () => {
    const desk = await orderList(otherSupervisor);
    expect(desk.isSucc, desk.message).toBe(true);
    expect(desk.result!.RecordCount).toBe(0);
    const amends = await amendList(otherSupervisor);
    expect(amends.isSucc, amends.message).toBe(true);
    expect(amends.result!.RecordCount).toBe(0);
    // The company cannot be named, and an order is not found by its number.
    const named = await orderList(otherSupervisor, { CompanyID: client });
    expect([named.isSucc, named.message]).toEqual([false, forbidden]);
    const namedAmends = await amendList(otherSupervisor, { CompanyID: client });
    expect([namedAmends.isSucc, namedAmends.message]).toEqual([false, forbidden]);
    const some = (await orderList(await t.login('admin'))).result!.Entities[0]!;
    const detail = await t.call(TrainOrderDetails, { UniqueID: some.UniqueID }, { session: otherSupervisor });
    expect(detail.isSucc).toBe(false);
    const seen = await t.call(TrainOrderDetails, { UniqueID: some.UniqueID }, { session: supervisor });
    expect(seen.isSucc, seen.message).toBe(true);
  });
});
