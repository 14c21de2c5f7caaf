import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { projectResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/System/Company/:CompanyID/Project`: the company's projects and their dates. */
const ProjectListPage = () => {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={projectResource}
      companyId={useParams().CompanyID}
      title={t('system.menu.projects')}
      newValues={{ Enabled: true }}
    />
  );
};

export default ProjectListPage;
