import { actionCodesFor, type TSessionTicket } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { findUserById, type TOrgUser } from './find-user.ts';

/** The session ticket of a user as it is now (spec section 3 ticket info, plus roles and action codes). */
export const ticketOf = (u: TOrgUser): TSessionTicket => ({
  CompanyID: u.company.id,
  UserID: u.id,
  UserName: u.name,
  CompanyName: u.company.name,
  CompanyNameEn: u.company.nameEn,
  FeatureCodes: [...u.company.featureCodes],
  Roles: [...u.roles],
  ActionCodes: actionCodesFor(u.roles),
});

/** Loads a user and builds their session ticket; null when the user does not exist. */
export const buildSessionTicket = async (tx: TTx, userId: string): Promise<TSessionTicket | null> => {
  const u = await findUserById(tx, userId);
  return u ? ticketOf(u) : null;
};
