import { useTranslation } from 'react-i18next';
import { contraryReasonResource } from '@opentmc/contracts';
import { CompanyResourcePage } from '../components/CompanyResourcePage.tsx';

/** `/System/ContraryReason/{CompanyID}/ContraryUpdate`: the company's violation reasons. */
const ContraryReasonPage = () => {
  const { t } = useTranslation();
  return (
    <CompanyResourcePage
      resource={contraryReasonResource}
      title={t('policy.menu.contraryReasons')}
      pathOf={(id) => `/System/ContraryReason/${encodeURIComponent(id)}/ContraryUpdate`}
    />
  );
};

export default ContraryReasonPage;
