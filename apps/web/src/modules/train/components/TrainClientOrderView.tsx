import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ORDER_FINAL_STATUSES,
  OrderAction,
  OrderStatus,
  PaymentMode,
  TrainConfirmOrderPrice,
  TrainOrderCancel,
  TrainOrderPayment,
  TrainOrderSubmit,
  lookupOf,
  type TOrderStatus,
  type TReply,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { useTicket } from '../../../app/session.ts';
import { trainChangeLink, trainOrderDetailLink, trainRefundLink } from '../lib/order-links.ts';
import { trainOrderKey } from '../lib/booking-keys.ts';
import { reorderLink } from '../lib/reorder.ts';
import { OrderContactCard, OrderHistoryCard, OrderStatusTag } from '../../order/index.ts';
import { TrainAmendsCard } from './TrainAmendsCard.tsx';
import { TrainOrderPassengersCard, TrainOrderPricesCard, TrainOrderTrainCard } from './TrainOrderCards.tsx';

// The booker's train order (`/order/detail?Service=train&UniqueID=…`, the order module's frame): its status, train,
// passengers (tickets, gates and seats once issued), prices, policy, contact, receipt delivery, refunds and changes,
// messages and history, and the buttons of the actions the server says the caller may take now (submit, pay, cancel),
// refund, change and book again.

const ACCOUNT = lookupOf('AccountType');
const PAY_MODE = lookupOf('PaymentMode');

/** The buttons of the booker's side; the desk's actions (lock, issue...) live on the TMC screens. */
const CLIENT_ACTIONS = [OrderAction.submit, OrderAction.pay, OrderAction.cancel] as const;

/** The body of the booker's detail of a train order, below the frame's title (the train's ClientDetail). */
export const TrainClientOrderView = ({ order }: { order: TTrainOrderDetail }) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const ticket = useTicket();

  const done = async (r: TReply<TTrainOrderDetail | null>) => {
    if (r.isSucc && r.message) void message.success(r.message);
    await qc.invalidateQueries({ queryKey: trainOrderKey(order.UniqueID) });
  };
  const submit = async () =>
    done(await call(TrainOrderSubmit, { id: order.UniqueID }, { params: { id: order.UniqueID } }));
  const cancel = () =>
    modal.confirm({
      title: t('trainBooking.detail.cancelConfirm'),
      onOk: async () => {
        // The spec's OrderCancel fails silently; the refreshed status tells what happened.
        const r = await call(TrainOrderCancel, { UniqueID: order.UniqueID }, { failTips: false });
        if (!r.isSucc) void message.warning(t('orderUi.detail.cancelFailed'));
        await done(r);
      },
    });
  const pay = () => {
    if (order.PaymentMode === PaymentMode.Online) {
      // The cashier takes the payment, which moves the order on by itself, then returns here.
      const back = trainOrderDetailLink(order.UniqueID);
      navigate(`/trade/cashier?${new URLSearchParams({ TradeID: order.DealID, ReturnUrl: back }).toString()}`);
      return;
    }
    modal.confirm({
      title: t('trainBooking.detail.payConfirm', {
        amount: formatMoney(order.TotalPrice),
        account: lookupLabel(ACCOUNT, order.AccountType, t),
      }),
      onOk: async () =>
        done(
          await call(
            TrainOrderPayment,
            { id: order.UniqueID, AccountType: order.AccountType },
            { params: { id: order.UniqueID } },
          ),
        ),
    });
  };
  // A price the TMC raised waits for the booker (ConfirmOrderPrice) when the detail says so.
  const priceConfirm = order.PriceConfirm;
  const confirmPrice = () =>
    modal.confirm({
      title: t('trainAmendUi.orderPrice.confirmTitle', { amount: formatMoney(order.TotalPrice) }),
      onOk: async () => {
        const r = await call(TrainConfirmOrderPrice, { UniqueID: order.UniqueID, Version: order.Version });
        if (r.isSucc) void message.success(r.message || t('trainAmendUi.orderPrice.done'));
        await qc.invalidateQueries({ queryKey: trainOrderKey(order.UniqueID) });
      },
    });
  const handlers: Record<(typeof CLIENT_ACTIONS)[number], () => unknown> = {
    submit: () => void submit(),
    pay: () => void pay(),
    cancel,
  };
  const actions = CLIENT_ACTIONS.filter((a) => order.Actions.includes(a));
  // A finished order with tickets still issued goes to the refund screen (/train/refundTicket).
  const refundable = order.Actions.includes(OrderAction.refund) && order.Passengers.some((p) => p.Status === 'Issued');
  // ... and to the change screen (/order/train/Change/{UniqueID}).
  const changeable =
    order.Actions.includes(OrderAction.amendCreate) && order.Passengers.some((p) => p.Status === 'Issued');
  // The booker may book the same route and travellers again once the order is settled.
  const reorderable =
    order.BookerID === ticket.data?.UserID &&
    (order.OrderStatus === OrderStatus.Finished || ORDER_FINAL_STATUSES.includes(order.OrderStatus as TOrderStatus));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {order.Archived && <Alert type="info" showIcon message={t('orderUi.detail.archived')} />}
      {order.PayDeadline && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-deadline"
          message={t('trainBooking.detail.payDeadline', { time: order.PayDeadline })}
        />
      )}
      {priceConfirm === 'pending' && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-price-pending"
          message={t('trainAmendUi.orderPrice.pending', { amount: formatMoney(order.TotalPrice) })}
          action={
            <Button type="primary" onClick={confirmPrice} data-testid="order-price-confirm">
              {t('trainAmendUi.orderPrice.confirm')}
            </Button>
          }
        />
      )}
      <Card
        title={
          <Space>
            <span>{t('orderUi.detail.uniqueId')}</span>
            <Typography.Text copyable data-testid="order-unique-id">
              {order.UniqueID}
            </Typography.Text>
            <OrderStatusTag status={order.OrderStatus} refundState={order.RefundState} testId="order-status" />
          </Space>
        }
        extra={
          <Space>
            {actions.map((a) => (
              <Button
                key={a}
                type={a === 'cancel' ? 'default' : 'primary'}
                danger={a === 'cancel'}
                data-testid={`order-action-${a}`}
                onClick={handlers[a]}
              >
                {t(`order.actions.${a}`)}
              </Button>
            ))}
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
        }
      >
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('orderUi.detail.createTime')}>{order.CreateTime}</Descriptions.Item>
          <Descriptions.Item label={t('orderUi.detail.booker')}>{order.BookerName}</Descriptions.Item>
          <Descriptions.Item label={t('orderUi.detail.paymentMode')}>
            {order.PaymentMode === PaymentMode.Offline
              ? lookupLabel(ACCOUNT, order.AccountType, t)
              : lookupLabel(PAY_MODE, order.PaymentMode, t)}
          </Descriptions.Item>
          {order.StatusReason && (
            <Descriptions.Item label={t('orderUi.detail.statusReason')}>{order.StatusReason}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <TrainOrderTrainCard order={order} side="client" />
      <TrainOrderPassengersCard order={order} side="client" />
      <TrainOrderPricesCard order={order} side="client" />

      <Card title={t('orderUi.detail.policy')}>
        {!order.Policy.OutOfPolicy ? (
          <Typography.Text>{t('orderUi.policy.within')}</Typography.Text>
        ) : (
          <Space direction="vertical">
            <Typography.Text type="warning">{t('orderUi.policy.out')}</Typography.Text>
            {order.Policy.Violations.map((v) => (
              <div key={`${v.Code}-${v.UserID}`}>{v.Message}</div>
            ))}
            {order.Policy.ViolationReason && (
              <div>{`${t('trainBooking.detail.violationReason')}: ${order.Policy.ViolationReason}`}</div>
            )}
          </Space>
        )}
        {order.Policy.NeedsApproval && (
          <div>
            <Tag color="gold">{t('orderUi.detail.needsApproval')}</Tag>
          </div>
        )}
        {order.ApprovalNo && <div>{`${t('orderUi.detail.approvalNo')}: ${order.ApprovalNo}`}</div>}
      </Card>

      <OrderContactCard order={order} side="client" />

      <TrainAmendsCard uniqueId={order.UniqueID} withdraw order={order} />

      {order.Messages.length > 0 && (
        <Card title={t('trainBooking.detail.messages')}>
          {order.Messages.map((m, i) => (
            <div key={i}>
              <Typography.Text type="secondary">{`${m.Time} ${m.Author}`}</Typography.Text>
              <div>{m.Text}</div>
            </div>
          ))}
        </Card>
      )}

      <OrderHistoryCard order={order} side="client" />
    </Space>
  );
};
