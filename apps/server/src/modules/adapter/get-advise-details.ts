import { and, eq } from 'drizzle-orm';
import type { TAdvise } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import type { TSession } from '../../platform/session.ts';
import { BizError } from '../../platform/errors.ts';
import { adviseKey, isStaff, toAdvise } from './advise-view.ts';
import { advises } from './tables.ts';
import { ofCompany } from '../org/index.ts';

/**
 * One feedback: TMC staff see any; a sender sees their own (same company and user). Anyone else
 * gets "not found", so ids of other companies' feedback reveal nothing.
 */
export const getAdviseDetails = async (
  ctx: Pick<TCallContext, 'db' | 'lang'>,
  session: TSession,
  adviseId: string,
): Promise<TAdvise> => {
  const id = adviseKey(adviseId);
  if (id === null) throw new BizError('adapter.errors.notFound');
  const own = and(ofCompany(advises.companyId, session), eq(advises.userId, session.userId));
  const [row] = await ctx.db
    .select()
    .from(advises)
    .where(isStaff(session) ? eq(advises.id, id) : and(eq(advises.id, id), own))
    .limit(1);
  if (!row) throw new BizError('adapter.errors.notFound');
  return toAdvise(row, ctx.lang);
};
