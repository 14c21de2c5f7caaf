import { Link, useSearchParams } from 'react-router';
import { Flex, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrainAmendsCard } from '../components/TrainAmendsCard.tsx';
import { trainOrderDetailLink } from '../lib/booking.ts';

/**
 * `/manage/train/amend/detail?UniqueID=…` (spec section 2): the refunds and changes of one train order for TMC staff
 * and suppliers (AmendDetails), with links to the order and back to the desk.
 */
const TrainAmendDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  return (
    <Flex vertical gap={16} data-testid="train-amend-detail">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('trainRefundUi.detail.title')}
      </Typography.Title>
      {!uniqueId ? (
        <Result status="warning" title={t('trainRefundUi.detail.missing')} />
      ) : (
        <>
          <Space>
            <Typography.Text strong>{t('trainRefundUi.detail.order', { no: uniqueId })}</Typography.Text>
            <Link to={trainOrderDetailLink(uniqueId)}>{t('trainRefundUi.detail.toOrder')}</Link>
            <Link to="/manage/train/amend/list">{t('trainRefundUi.detail.toDesk')}</Link>
          </Space>
          <TrainAmendsCard uniqueId={uniqueId} />
        </>
      )}
    </Flex>
  );
};

export default TrainAmendDetailPage;
