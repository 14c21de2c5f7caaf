import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/modules/order/index.ts';
import { buildSessionTicket, scopedCompanyById } from '../../src/modules/org/index.ts';
import type { TSession } from '../../src/platform/session.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// ADR 0040: scopedCompanyById reads one row by id through the scope and yields its company as a TScopedCompany —
// for whoever the scope lets see the row (its company's users in their data range, TMC staff with everyReached or
// naming the company, a supplier through the row's supplier column), and null for anyone else.

let t: TTestApp;
let order: { id: string; companyId: string; supplierId: string | null };

const sessionOfUser = async (userId: string): Promise<TSession> => {
  const ticket = (await buildSessionTicket(t.app.deps.db, userId))!;
  return { idHash: '', userId, companyId: ticket.CompanyID, ticket };
};
const sessionOf = async (login: string): Promise<TSession> =>
  sessionOfUser((await t.app.deps.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.loginName, login) }))!.id);

const companyOf = async (s: TSession, opts: Parameters<typeof scopedCompanyById>[4] = {}) =>
  scopedCompanyById(
    t.app.deps.db,
    s,
    { id: orders.id, company: orders.companyId, user: orders.bookerId, department: orders.departmentId },
    order.id,
    opts,
  );

beforeAll(async () => {
  t = await createTestApp({ workers: false, config: { demoOrders: true } });
  const admin = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.loginName, 'admin') }))!;
  const [row] = await t.app.deps.db
    .select({ id: orders.id, companyId: orders.companyId, supplierId: orders.supplierId })
    .from(orders)
    .where(and(eq(orders.companyId, admin.companyId), isNotNull(orders.supplierId)))
    .limit(1);
  order = row!;
});
afterAll(async () => t.close());

describe('scopedCompanyById', () => {
  it("yields the row's company to its own company's users within their data range", async () => {
    expect(await companyOf(await sessionOf('admin'))).toBe(order.companyId);
  });

  it('yields it to TMC staff only for the companies they reach, when they ask for them', async () => {
    const service = await sessionOf('service');
    expect(await companyOf(service)).toBeNull();
    expect(await companyOf(service, { everyReached: true })).toBe(order.companyId);
    expect(await companyOf(service, { requested: order.companyId })).toBe(order.companyId);
  });

  it("yields it to the supplier through the row's supplier column, and to nobody else that way", async () => {
    const supplier = await sessionOf('supplier');
    expect(supplier.companyId).toBe(order.supplierId);
    expect(await companyOf(supplier)).toBeNull();
    expect(await companyOf(supplier, { via: orders.supplierId })).toBe(order.companyId);
    expect(await companyOf(await sessionOf('admin'), { via: orders.supplierId })).toBeNull();
  });

  it("yields nothing to another company's users", async () => {
    const other = await createOtherCompany(t, '范围测试公司', '13900001701');
    const session = await sessionOfUser(other.userId);
    expect(await companyOf(session)).toBeNull();
    expect(await companyOf(session, { everyReached: true })).toBeNull();
  });
});
