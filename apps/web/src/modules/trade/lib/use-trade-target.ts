import { companyKindOf } from '@opentmc/contracts';
import { useTicket } from '../../../app/session.ts';
import { policyTarget } from '../../policy/index.ts';

/**
 * The company a trade screen works on, from the address's CompanyID: a client's own, or for TMC staff the customer
 * they picked (they must pick one first). Also whether the caller is TMC staff.
 */
export const useTradeTarget = (fromAddress: string | undefined) => {
  const ticket = useTicket().data;
  const target = policyTarget(fromAddress, ticket);
  return { ticket, ...target, tmc: companyKindOf(ticket?.FeatureCodes ?? []) === 'Tmc' };
};
