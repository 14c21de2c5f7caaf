import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TTrainOrderDetail } from '@opentmc/contracts';
import { TrainOrderContactCard } from '../TrainOrderCards.tsx';
import { DeskRefText } from './DeskRefSelect.tsx';

const REF_FIELDS = ['CostCenterID', 'ProjectID', 'TravelPurposeID'] as const;

// The desk's own part of the read-only order cards (the rest is TrainOrderCards, shared with the booker's page): the
// booker's data with the order header's references (named from the client company's lists where the caller may read
// them) and the policy result the corrections work on.

export const DeskBookerDataCard = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const dash = (s: string) => s || '—';
  return (
    <TrainOrderContactCard
      order={order}
      side="desk"
      title={t('trainDeskUi.data.title')}
      more={[
        { key: 'approvalNo', label: t('trainBooking.detail.approvalNo'), children: dash(order.ApprovalNo) },
        ...REF_FIELDS.map((f) => ({
          key: f,
          label: t(`trainDeskUi.header.${f}`),
          children: <DeskRefText field={f} companyId={order.CompanyID} id={order[f]} />,
        })),
        {
          key: 'policy',
          label: t('trainBooking.detail.policy'),
          children: (
            <>
              {order.Policy.OutOfPolicy ? (
                <Typography.Text type="warning">
                  {[t('trainBooking.policy.out'), order.Policy.ViolationReason].filter(Boolean).join(' · ')}
                </Typography.Text>
              ) : (
                t('trainBooking.policy.within')
              )}
              {order.Policy.NeedsApproval && <Tag color="gold">{t('trainBooking.detail.needsApproval')}</Tag>}
            </>
          ),
        },
      ]}
    />
  );
};
