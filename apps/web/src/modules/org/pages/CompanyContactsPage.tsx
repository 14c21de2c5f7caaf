import { useParams } from 'react-router';
import { contactResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/Company/{CompanyID}/ContactInfo`: the company's contacts (one of them the default). */
const CompanyContactsPage = () => {
  const { CompanyID = '' } = useParams();
  return <ResourceListPage resource={contactResource} companyId={CompanyID} />;
};

export default CompanyContactsPage;
