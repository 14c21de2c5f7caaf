import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR, tradeStatusLabel } from '../lib/labels.ts';

/** A deal's status as a coloured tag. */
export const DealStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="deal-status" data-status={status}>
      {tradeStatusLabel(t, status)}
    </Tag>
  );
};
