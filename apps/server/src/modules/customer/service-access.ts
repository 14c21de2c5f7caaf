import { and, eq } from 'drizzle-orm';
import { ALL_SERVICE_IDS, serviceNameKey } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { companies, ofCompany, type TCompanyType } from '../org/index.ts';
import { companyServices } from './tables.ts';

const companyType = async (tx: TTx, companyId: string): Promise<TCompanyType | null> => {
  const [c] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return c?.type ?? null;
};

/**
 * The ServiceIDs a company may book, in catalogue order. A client company has what the TMC dispatched to
 * it; an individual's personal space has every service; the TMC and suppliers book nothing for themselves.
 */
export const enabledServices = async (tx: TTx, companyId: TScopedCompany): Promise<string[]> => {
  const type = await companyType(tx, companyId);
  if (type === 'Personal') return [...ALL_SERVICE_IDS];
  if (type !== 'Client') return [];
  const rows = await tx
    .select({ id: companyServices.serviceId })
    .from(companyServices)
    .where(ofCompany(companyServices.companyId, companyId));
  const ids = new Set(rows.map((r) => r.id));
  return ALL_SERVICE_IDS.filter((id) => ids.has(id));
};

/** Refuses with a clear business error when the company does not have the service (never dispatched, or revoked). */
export const assertServiceEnabled = async (tx: TTx, companyId: TScopedCompany, serviceId: string): Promise<void> => {
  const type = await companyType(tx, companyId);
  if (type === 'Personal' && ALL_SERVICE_IDS.includes(serviceId)) return;
  if (type === 'Client') {
    const [row] = await tx
      .select({ id: companyServices.serviceId })
      .from(companyServices)
      .where(and(ofCompany(companyServices.companyId, companyId), eq(companyServices.serviceId, serviceId)))
      .limit(1);
    if (row) return;
  }
  throw new BizError('customer.errors.serviceNotEnabled', { service: serviceNameKey(serviceId) });
};
