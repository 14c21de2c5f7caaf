import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { jobResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/Company/:CompanyID/Job`: the company's jobs (positions) and their levels. */
const JobListPage = () => {
  const { t } = useTranslation();
  return <ResourceListPage resource={jobResource} companyId={useParams().CompanyID} title={t('system.menu.jobs')} />;
};

export default JobListPage;
