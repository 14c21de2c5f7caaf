import { useState } from 'react';
import { Button, Typography } from 'antd';
import { MoneyCollectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { customerLevelResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';
import { LevelFeesDrawer } from '../../charge/index.ts';

/** `/CustomerLevel`: the TMC's customer levels (code, name, discount, order), each with its default service fees. */
const CustomerLevelPage = () => {
  const { t } = useTranslation();
  const [level, setLevel] = useState<{ LevelID: string; LevelName: string } | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('customer.level.intro')}</Typography.Paragraph>
      <ResourceListPage
        resource={customerLevelResource}
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            icon={<MoneyCollectOutlined />}
            onClick={() => setLevel({ LevelID: String(row.LevelID), LevelName: String(row.LevelName) })}
            data-testid={`level-fees-${String(row.LevelCode)}`}
          >
            {t('charge.level.open')}
          </Button>
        )}
      />
      <LevelFeesDrawer level={level} onClose={() => setLevel(null)} />
    </>
  );
};

export default CustomerLevelPage;
