import { useParams } from 'react-router';
import { invoiceResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/Company/{CompanyID}/InvoiceInfo`: the company's invoice titles. */
const CompanyInvoicesPage = () => {
  const { CompanyID = '' } = useParams();
  return <ResourceListPage resource={invoiceResource} companyId={CompanyID} />;
};

export default CompanyInvoicesPage;
