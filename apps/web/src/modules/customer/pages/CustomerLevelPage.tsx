import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerLevelResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/CustomerLevel`: the TMC's customer levels (code, name, discount, order). */
const CustomerLevelPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('customer.level.intro')}</Typography.Paragraph>
      <ResourceListPage resource={customerLevelResource} />
    </>
  );
};

export default CustomerLevelPage;
