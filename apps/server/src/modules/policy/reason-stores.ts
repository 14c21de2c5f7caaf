import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  SERVICE_TYPE_OF,
  contraryReasonResource,
  travelPurposeResource,
  type TPolicyService,
} from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TDbValues, THookScope } from '../../platform/resource/crud.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { isClientCompany, ofCompany } from '../org/index.ts';
import { contraryReasons, travelPurposes } from './tables.ts';

// Violation reasons and travel purposes on the resource kit: a client company's lists, codes unique in it.

const codeUnique =
  (table: PgTable, cols: { id: PgColumn; company: PgColumn; code: PgColumn }) =>
  async (s: THookScope, values: TDbValues, existing: TDbValues | null) => {
    if (!(await isClientCompany(s.tx, s.companyId))) throw new BizError('policy.errors.notClient');
    const code = String(values.code ?? existing?.code ?? '');
    const [taken] = await s.tx
      .select({ id: cols.id })
      .from(table)
      .where(
        and(
          ofCompany(cols.company, s.companyId),
          sql`lower(${cols.code}) = lower(${code})`,
          existing ? ne(cols.id, String(existing.id)) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw new BizError('policy.errors.codeTaken', { code });
  };

export const contraryReasonBinding: TResourceBinding = {
  resource: contraryReasonResource,
  store: {
    table: contraryReasons,
    id: contraryReasons.id,
    owner: contraryReasons.companyId,
    columns: {
      ReasonCode: contraryReasons.code,
      ReasonName: contraryReasons.name,
      ReasonNameEn: contraryReasons.nameEn,
      ServiceTypes: contraryReasons.serviceTypes,
      IsOther: contraryReasons.isOther,
      OrderBy: contraryReasons.orderBy,
    },
    createdAt: contraryReasons.createdAt,
    updatedAt: contraryReasons.updatedAt,
    hooks: {
      beforeSave: codeUnique(contraryReasons, {
        id: contraryReasons.id,
        company: contraryReasons.companyId,
        code: contraryReasons.code,
      }),
    },
  },
};

export const travelPurposeBinding: TResourceBinding = {
  resource: travelPurposeResource,
  store: {
    table: travelPurposes,
    id: travelPurposes.id,
    owner: travelPurposes.companyId,
    columns: {
      PurposeCode: travelPurposes.code,
      PurposeName: travelPurposes.name,
      PurposeNameEn: travelPurposes.nameEn,
      OrderBy: travelPurposes.orderBy,
    },
    createdAt: travelPurposes.createdAt,
    updatedAt: travelPurposes.updatedAt,
    hooks: {
      beforeSave: codeUnique(travelPurposes, {
        id: travelPurposes.id,
        company: travelPurposes.companyId,
        code: travelPurposes.code,
      }),
    },
  },
};

export type TContraryReason = { id: string; code: string; name: string; nameEn: string; isOther: boolean };

/**
 * A violation reason a booking of a service may give: one of the company's reasons that applies to the service.
 * Refused (400) otherwise.
 */
export const contraryReasonFor = async (
  db: TTx,
  companyId: TScopedCompany,
  reasonId: string,
  service: TPolicyService,
): Promise<TContraryReason> => {
  const [r] = await db
    .select({
      id: contraryReasons.id,
      code: contraryReasons.code,
      name: contraryReasons.name,
      nameEn: contraryReasons.nameEn,
      isOther: contraryReasons.isOther,
      serviceTypes: contraryReasons.serviceTypes,
    })
    .from(contraryReasons)
    .where(and(eq(contraryReasons.id, reasonId), ofCompany(contraryReasons.companyId, companyId)))
    .limit(1);
  if (!r || !r.serviceTypes.includes(SERVICE_TYPE_OF[service]))
    throw new BizError('policy.refusals.violationReasonInvalid', {}, 400, { Refusals: ['violationReasonInvalid'] });
  return { id: r.id, code: r.code, name: r.name, nameEn: r.nameEn, isOther: r.isOther };
};

export type TTravelPurpose = { id: string; code: string; name: string; nameEn: string };

/** A travel purpose of the company; refused (400) when it is not one. */
export const travelPurposeFor = async (
  db: TTx,
  companyId: TScopedCompany,
  purposeId: string,
): Promise<TTravelPurpose> => {
  const [r] = await db
    .select({
      id: travelPurposes.id,
      code: travelPurposes.code,
      name: travelPurposes.name,
      nameEn: travelPurposes.nameEn,
    })
    .from(travelPurposes)
    .where(and(eq(travelPurposes.id, purposeId), ofCompany(travelPurposes.companyId, companyId)))
    .limit(1);
  if (!r) throw new BizError('policy.refusals.travelPurposeInvalid', {}, 400, { Refusals: ['travelPurposeInvalid'] });
  return r;
};
