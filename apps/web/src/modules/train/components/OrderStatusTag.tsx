import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatus, lookupOf } from '@opentmc/contracts';
import { lookupLabel } from '../../../kit/resource/index.ts';

const STATUS = lookupOf('OrderStatus');

const STATUS_COLOR: Record<number, string> = {
  [OrderStatus.WaitBooking]: 'blue',
  [OrderStatus.WaitConfirm]: 'gold',
  [OrderStatus.WaitPayment]: 'orange',
  [OrderStatus.WaitDispose]: 'processing',
  [OrderStatus.Finished]: 'green',
  [OrderStatus.Canceled]: 'default',
  [OrderStatus.Rejected]: 'red',
  [OrderStatus.Cannot]: 'red',
};

/** An order's status in the reader's language, coloured by how far it got. */
export const OrderStatusTag = ({ status, testId }: { status: number; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={testId}>
      {lookupLabel(STATUS, status, t)}
    </Tag>
  );
};
