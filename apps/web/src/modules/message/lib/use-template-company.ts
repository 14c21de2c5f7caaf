import { useParams } from 'react-router';
import { useTicket } from '../../../app/session.ts';

/**
 * The company of a message template screen (`/System/message/:CompanyID/...`): `payload` names it only when it
 * is not the caller's own (the menu link of one's own company may still read `:CompanyID`).
 */
export const useTemplateCompany = () => {
  const { CompanyID = '' } = useParams();
  const ticket = useTicket().data;
  const own = !CompanyID || CompanyID === ':CompanyID' || CompanyID === ticket?.CompanyID;
  const companyId = own ? (ticket?.CompanyID ?? '') : CompanyID;
  return {
    ticket,
    /** The company in links: the one shown. */
    companyId,
    /** The query key part. */
    cacheKey: own ? 'own' : CompanyID,
    payload: own ? {} : { CompanyID },
  };
};
