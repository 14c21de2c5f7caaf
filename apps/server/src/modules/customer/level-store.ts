import { and, eq, ne, sql } from 'drizzle-orm';
import { customerLevelResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import type { THookScope } from '../../platform/resource/crud.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { customerLevels, customerProfiles } from './tables.ts';

/** A level of the TMC company (the TMC staff's own), or a business error when it has no such level. */
export const findLevel = async (tx: TTx, tmcCompanyId: TScopedCompany, levelId: string) => {
  const [level] = await tx
    .select({ id: customerLevels.id, name: customerLevels.name })
    .from(customerLevels)
    .where(and(eq(customerLevels.id, levelId), ofCompany(customerLevels.companyId, tmcCompanyId)))
    .limit(1);
  if (!level) throw new BizError('customer.errors.levelNotFound');
  return level;
};

// Levels are the TMC's own: an operator naming a customer's CompanyID must not grow levels inside it.
const ownCompanyOnly = (s: THookScope) => {
  if (s.companyId !== s.ctx.session.ticket.CompanyID) throw forbidden();
};

/** /CustomerLevel on the resource kit: code unique in the TMC, and a level in use cannot be deleted. */
export const customerLevelBinding: TResourceBinding = {
  resource: customerLevelResource,
  store: {
    table: customerLevels,
    id: customerLevels.id,
    owner: customerLevels.companyId,
    columns: {
      LevelCode: customerLevels.code,
      LevelName: customerLevels.name,
      Discount: customerLevels.discount,
      OrderBy: customerLevels.orderBy,
      Remark: customerLevels.remark,
    },
    createdAt: customerLevels.createdAt,
    updatedAt: customerLevels.updatedAt,
    hooks: {
      beforeSave: async (s, values, existing) => {
        ownCompanyOnly(s);
        const code = values.code ?? existing?.code;
        const [taken] = await s.tx
          .select({ id: customerLevels.id })
          .from(customerLevels)
          .where(
            and(
              ofCompany(customerLevels.companyId, s.companyId),
              sql`lower(${customerLevels.code}) = lower(${String(code)})`,
              existing ? ne(customerLevels.id, String(existing.id)) : undefined,
            ),
          )
          .limit(1);
        if (taken) throw new BizError('customer.errors.levelCodeTaken');
      },
      beforeDelete: async (s, existing) => {
        ownCompanyOnly(s);
        const [used] = await s.tx
          .select({ id: customerProfiles.companyId })
          .from(customerProfiles)
          .where(eq(customerProfiles.levelId, String(existing.id)))
          .limit(1);
        if (used) throw new BizError('customer.errors.levelInUse');
      },
    },
  },
};
