import { companyKindOf } from '@opentmc/contracts';

// Which company a policy screen works on. Client administrators work on their own; TMC staff pick a client they
// reach (the menu links them to their own company, which has no travel policy of its own).

export type TPolicyTarget = {
  /** The company named in the address, '' when none (or the menu's own). */
  requested: string;
  /** What to send as CompanyID: nothing for the caller's own company. */
  companyId: string | undefined;
  /** The caller is TMC staff. */
  tmc: boolean;
  /** TMC staff who have not picked a client yet. */
  mustPick: boolean;
};

/** The target of a screen from the address's CompanyID and the caller's ticket. */
export const policyTarget = (
  fromAddress: string | undefined,
  ticket: { CompanyID: string; FeatureCodes: string[] } | undefined,
): TPolicyTarget => {
  const raw = (fromAddress ?? '').trim();
  const requested = raw === ':CompanyID' ? '' : raw;
  const own = !requested || requested === ticket?.CompanyID;
  const tmc = companyKindOf(ticket?.FeatureCodes ?? []) === 'Tmc';
  return { requested: own ? '' : requested, companyId: own ? undefined : requested, tmc, mustPick: tmc && own };
};
