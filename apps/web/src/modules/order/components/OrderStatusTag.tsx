import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatus, lookupOf, type TOrderRefundState } from '@opentmc/contracts';
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
const REFUND_COLOR: Record<Exclude<TOrderRefundState, 'none'>, string> = { partial: 'cyan', full: 'default' };

/**
 * An order's status in the reader's language, coloured by how far it got. A finished order the server says was
 * partly or fully refunded (its RefundState) reads "Partly refunded" or "Refunded" instead of "Finished".
 */
export const OrderStatusTag = ({
  status,
  refundState = 'none',
  testId,
}: {
  status: number;
  refundState?: TOrderRefundState;
  testId?: string;
}) => {
  const { t } = useTranslation();
  if (status === OrderStatus.Finished && refundState !== 'none')
    return (
      <Tag color={REFUND_COLOR[refundState]} data-testid={testId} data-refund-state={refundState}>
        {t(`order.refundStates.${refundState}`)}
      </Tag>
    );
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={testId}>
      {lookupLabel(STATUS, status, t)}
    </Tag>
  );
};
