import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { costCenterResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/Company/:CompanyID/CostCenter`: the company's cost centres. */
const CostCenterListPage = () => {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={costCenterResource}
      companyId={useParams().CompanyID}
      title={t('system.menu.costCenters')}
      newValues={{ Enabled: true }}
    />
  );
};

export default CostCenterListPage;
