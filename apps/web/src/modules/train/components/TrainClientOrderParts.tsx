import { Link, useNavigate } from 'react-router';
import { Button, Flex, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ORDER_FINAL_STATUSES,
  OrderAction,
  OrderStatus,
  type TOrderStatus,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { useTicket } from '../../../app/session.ts';
import { trainChangeLink, trainRefundLink } from '../lib/order-links.ts';
import { reorderLink } from '../lib/reorder.ts';
import { TrainOrderPassengersCard, TrainOrderPricesCard, TrainOrderTrainCard } from './TrainOrderCards.tsx';

// The train's parts of the booker's order detail (/order/detail, the order module's ClientOrderView): its cards and
// the buttons that lead to the train's own screens.

/** The train, the passengers with their tickets, gates and seats once issued, the prices (the train's ClientCards). */
export const TrainClientCards = ({ order }: { order: TTrainOrderDetail }) => (
  <Flex vertical gap={16}>
    <TrainOrderTrainCard order={order} side="client" />
    <TrainOrderPassengersCard order={order} side="client" />
    <TrainOrderPricesCard order={order} side="client" />
  </Flex>
);

/**
 * Refund and change while the order allows them and a ticket is still issued (/train/refundTicket,
 * /order/train/Change/{UniqueID}), and book again (the route's search with the travellers) once the order is settled,
 * for its booker (the train's ClientActions).
 */
export const TrainClientActions = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ticket = useTicket();
  const issued = order.Passengers.some((p) => p.Status === 'Issued');
  const refundable = order.Actions.includes(OrderAction.refund) && issued;
  const changeable = order.Actions.includes(OrderAction.amendCreate) && issued;
  const reorderable =
    order.BookerID === ticket.data?.UserID &&
    (order.OrderStatus === OrderStatus.Finished || ORDER_FINAL_STATUSES.includes(order.OrderStatus as TOrderStatus));
  if (!refundable && !changeable && !reorderable) return null;
  return (
    <Space>
      {refundable && (
        <Link to={trainRefundLink(order.UniqueID)}>
          <Button danger data-testid="order-action-refund">
            {t('trainRefundUi.amends.refund')}
          </Button>
        </Link>
      )}
      {changeable && (
        <Link to={trainChangeLink(order.UniqueID)}>
          <Button data-testid="order-action-change">{t('order.actions.amendCreate')}</Button>
        </Link>
      )}
      {reorderable && (
        <Button
          data-testid="order-action-reorder"
          onClick={() => void navigate(reorderLink(order, dayjs().format('YYYY-MM-DD')))}
        >
          {t('trainBooking.reorder.again')}
        </Button>
      )}
    </Space>
  );
};
