import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TOrderDetail } from '../../types.ts';
import { OrderContactCard } from '../OrderCards.tsx';

/** The order header's references and the names the order detail carries for them (read on the server). */
const REF_FIELDS = [
  ['CostCenterID', 'CostCenterName'],
  ['ProjectID', 'ProjectName'],
  ['TravelPurposeID', 'TravelPurposeName'],
] as const;

// The desk's own part of the read-only order cards (the rest is OrderCards, shared with the booker's page): the
// booker's data with the order header's references, by the names the order detail carries (a supplier may not read
// the client company's lists, and needs none), and the policy result the corrections work on.

export const DeskBookerDataCard = ({ order }: { order: TOrderDetail }) => {
  const { t } = useTranslation();
  const dash = (s: string) => s || '—';
  return (
    <OrderContactCard
      order={order}
      side="desk"
      title={t('orderUi.desk.data.title')}
      more={[
        { key: 'approvalNo', label: t('orderUi.detail.approvalNo'), children: dash(order.ApprovalNo) },
        ...REF_FIELDS.map(([id, name]) => ({
          key: id,
          label: t(`orderUi.desk.header.${id}`),
          // A reference deleted from the company's list since keeps its id.
          children: <span data-testid={`desk-data-${id}`}>{order[name] || dash(order[id])}</span>,
        })),
        {
          key: 'policy',
          label: t('orderUi.detail.policy'),
          children: (
            <>
              {order.Policy.OutOfPolicy ? (
                <Typography.Text type="warning">
                  {[t('orderUi.policy.out'), order.Policy.ViolationReason].filter(Boolean).join(' · ')}
                </Typography.Text>
              ) : (
                t('orderUi.policy.within')
              )}
              {order.Policy.NeedsApproval && <Tag color="gold">{t('orderUi.detail.needsApproval')}</Tag>}
            </>
          ),
        },
      ]}
    />
  );
};
