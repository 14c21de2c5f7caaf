import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  formatDateTime,
  type TLang,
  type TServiceSupplierRow,
  type ZServiceSupplierKey,
  type ZServiceSupplierListRequest,
  type ZServiceSupplierSaveRequest,
} from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, reachedClients, users } from '../org/index.ts';
import { reachableCustomer } from './customer-target.ts';
import { serviceSuppliers } from './tables.ts';

// Which supplier company fulfils each service (issue 16 section 1, /system/supply/list): the TMC's default for a
// service, and a client company's own choice, which wins for that client. The order engine asks `supplierFor` when
// an order reaches fulfilment; the operators who manage suppliers (OrgAction.suppliers) set and remove the choices.

/**
 * The supplier company that fulfils a client's orders of a service: the client's own choice, else the service's
 * default, else null (the order waits with no supplier). A choice whose supplier is no longer active counts as unset.
 */
export const supplierFor = async (tx: TTx, x: { service: number; companyId: string }): Promise<string | null> => {
  const [row] = await tx
    .select({ supplierId: serviceSuppliers.supplierId })
    .from(serviceSuppliers)
    .innerJoin(companies, eq(companies.id, serviceSuppliers.supplierId))
    .where(
      and(
        eq(serviceSuppliers.service, x.service),
        or(eq(serviceSuppliers.clientId, x.companyId), isNull(serviceSuppliers.clientId)),
        eq(companies.type, 'Supplier'),
        eq(companies.status, 'active'),
      ),
    )
    // The client's own row first (NULL sorts last ascending).
    .orderBy(sql`${serviceSuppliers.clientId} asc nulls last`)
    .limit(1);
  return row?.supplierId ?? null;
};

/** Sets a service's default supplier (seeding and company setup; no actor). */
export const setDefaultSupplier = async (
  tx: TTx,
  x: { service: number; supplierId: string; now: Date; by?: string | null },
): Promise<void> => {
  await tx
    .insert(serviceSuppliers)
    .values({ service: x.service, clientId: null, supplierId: x.supplierId, updatedBy: x.by ?? null, updatedAt: x.now })
    .onConflictDoUpdate({
      target: [serviceSuppliers.service],
      targetWhere: sql`${serviceSuppliers.clientId} IS NULL`,
      set: { supplierId: x.supplierId, updatedBy: x.by ?? null, updatedAt: x.now },
    });
};

const nameIn = (lang: TLang, c: { name: string; nameEn: string } | undefined) =>
  c ? (lang === 'en' && c.nameEn ? c.nameEn : c.name) : '';

/** The rows of these choices with the names of their companies and people, defaults first. */
const rowsOf = async (tx: TTx, lang: TLang, where: SQL | undefined): Promise<TServiceSupplierRow[]> => {
  const rows = await tx
    .select()
    .from(serviceSuppliers)
    .where(where)
    .orderBy(
      asc(serviceSuppliers.service),
      sql`${serviceSuppliers.clientId} asc nulls first`,
      asc(serviceSuppliers.supplierId),
    );
  const companyIds = [...new Set(rows.flatMap((r) => (r.clientId ? [r.clientId, r.supplierId] : [r.supplierId])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.updatedBy ? [r.updatedBy] : [])))];
  const [named, people] = await Promise.all([
    companyIds.length
      ? tx
          .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn, status: companies.status })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [],
    userIds.length ? tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const company = new Map(named.map((c) => [c.id, c]));
  const person = new Map(people.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    Service: r.service,
    CompanyID: r.clientId ?? '',
    CompanyName: nameIn(lang, r.clientId ? company.get(r.clientId) : undefined),
    SupplierID: r.supplierId,
    SupplierName: nameIn(lang, company.get(r.supplierId)),
    SupplierStatus: company.get(r.supplierId)?.status ?? '',
    UpdatedBy: (r.updatedBy && person.get(r.updatedBy)) || '',
    UpdateTime: formatDateTime(r.updatedAt),
  }));
};

/** The row of one choice: the default (clientId null) or a client's. */
const keyOf = (service: number, clientId: string | null): SQL =>
  and(
    eq(serviceSuppliers.service, service),
    clientId ? eq(serviceSuppliers.clientId, clientId) : isNull(serviceSuppliers.clientId),
  )!;

/** CompanyInfo/ServiceSupplierList: the defaults, and the choices of the client companies the caller reaches. */
export const listServiceSuppliers = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZServiceSupplierListRequest>,
): Promise<{ Entities: TServiceSupplierRow[] }> =>
  ctx.db.transaction(async (tx) => {
    const clients = await reachedClients(tx, ctx.session);
    const clientId = p.CompanyID ? await reachableCustomer(ctx, tx, p.CompanyID) : null;
    const ofClients = clients ? inArray(serviceSuppliers.clientId, clients) : sql`false`;
    const Entities = await rowsOf(
      tx,
      ctx.lang,
      and(
        p.Service === undefined ? undefined : eq(serviceSuppliers.service, p.Service),
        or(
          isNull(serviceSuppliers.clientId),
          clientId ? and(eq(serviceSuppliers.clientId, clientId), ofClients) : ofClients,
        ),
      ),
    );
    return { Entities };
  });

/**
 * CompanyInfo/ServiceSupplierSave: the operator chooses an active supplier company for a service, as its default or
 * for one client company they reach; a choice already there is replaced.
 */
export const saveServiceSupplier = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZServiceSupplierSaveRequest>,
): Promise<TServiceSupplierRow> => {
  const row = await ctx.db.transaction(async (tx) => {
    const clientId = p.CompanyID ? await reachableCustomer(ctx, tx, p.CompanyID) : null;
    const [supplier] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, p.SupplierID), eq(companies.type, 'Supplier'), eq(companies.status, 'active')))
      .limit(1);
    if (!supplier) throw new BizError('customer.errors.notActiveSupplier');
    const now = ctx.clock.now();
    const by = ctx.session.userId;
    if (clientId) {
      await tx
        .insert(serviceSuppliers)
        .values({ service: p.Service, clientId, supplierId: supplier.id, updatedBy: by, updatedAt: now })
        .onConflictDoUpdate({
          target: [serviceSuppliers.service, serviceSuppliers.clientId],
          targetWhere: sql`${serviceSuppliers.clientId} IS NOT NULL`,
          set: { supplierId: supplier.id, updatedBy: by, updatedAt: now },
        });
    } else {
      await setDefaultSupplier(tx, { service: p.Service, supplierId: supplier.id, now, by });
    }
    const [saved] = await rowsOf(tx, ctx.lang, keyOf(p.Service, clientId));
    return saved!;
  });
  ctx.succeed('messages.saved');
  return row;
};

/** CompanyInfo/ServiceSupplierRemove: the operator removes a service's default or a client's own choice. */
export const removeServiceSupplier = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZServiceSupplierKey>,
): Promise<{ Service: number; CompanyID: string }> => {
  const removed = await ctx.db.transaction(async (tx) => {
    const clientId = p.CompanyID ? await reachableCustomer(ctx, tx, p.CompanyID) : null;
    const gone = await tx
      .delete(serviceSuppliers)
      .where(keyOf(p.Service, clientId))
      .returning({ service: serviceSuppliers.service });
    if (gone.length === 0) throw new BizError('customer.errors.noServiceSupplier');
    return { Service: p.Service, CompanyID: clientId ?? '' };
  });
  ctx.succeed('messages.deleted');
  return removed;
};
