import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTicket } from '../../../app/session.ts';
import { ConfigEditor } from '../components/ConfigEditor.tsx';

/** `/System/ConfigInfo/:CompanyID/detail`: the administrator's company configuration (or a customer's, for the operator). */
const ConfigDetailPage = () => {
  const { t } = useTranslation();
  const { CompanyID = '' } = useParams();
  const ticket = useTicket().data;
  if (!ticket) return null;
  const own = CompanyID === ticket.CompanyID || CompanyID === ':CompanyID';
  return <ConfigEditor title={t('company.config.title')} {...(own ? {} : { companyId: CompanyID })} />;
};

export default ConfigDetailPage;
