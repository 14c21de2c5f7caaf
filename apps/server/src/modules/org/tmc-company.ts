import { and, asc, eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { companies } from './tables.ts';

/**
 * The TMC company (the platform operator; one per installation): its settings are the defaults of every client,
 * and its side of the trade ledger holds the counter accounts.
 */
export const tmcCompanyId = async (tx: TTx): Promise<string | null> => {
  const [c] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.type, 'Tmc'))
    .orderBy(asc(companies.id))
    .limit(1);
  return c?.id ?? null;
};

/** Whether a company is a client company (the TMC's customers: they hold policies and trade accounts). */
export const isClientCompany = async (tx: TTx, companyId: string): Promise<boolean> => {
  const [c] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.type, 'Client')))
    .limit(1);
  return c !== undefined;
};
