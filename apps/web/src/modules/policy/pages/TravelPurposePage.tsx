import { useTranslation } from 'react-i18next';
import { travelPurposeResource } from '@opentmc/contracts';
import { CompanyResourcePage } from '../components/CompanyResourcePage.tsx';

/** `/System/TravePurpose/{CompanyID}/TravePurposeUpdate`: the company's travel purposes. */
const TravelPurposePage = () => {
  const { t } = useTranslation();
  return (
    <CompanyResourcePage
      resource={travelPurposeResource}
      title={t('policy.menu.travelPurposes')}
      pathOf={(id) => `/System/TravePurpose/${encodeURIComponent(id)}/TravePurposeUpdate`}
    />
  );
};

export default TravelPurposePage;
