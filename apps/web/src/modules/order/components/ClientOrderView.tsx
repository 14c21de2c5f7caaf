import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderAction, PaymentMode, lookupOf, type TReply } from '@opentmc/contracts';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { orderDetailKey } from '../lib/keys.ts';
import { orderDetailLink } from '../lib/links.ts';
import type { TOrderProduct } from '../products.ts';
import type { TOrderDetail } from '../types.ts';
import { OrderAmendsCard } from './OrderAmendsCard.tsx';
import { OrderContactCard, OrderHistoryCard } from './OrderCards.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';

const ACCOUNT = lookupOf('AccountType');
const PAY_MODE = lookupOf('PaymentMode');

/** The buttons of the booker's side; the desk's actions (lock, issue...) live on the TMC screens. */
const CLIENT_ACTIONS = [OrderAction.submit, OrderAction.pay, OrderAction.cancel] as const;

/**
 * The booker's order (`/order/detail`): its status, the product's goods (ClientCards: for trains the train, the
 * passengers with tickets, gates and seats once issued, the prices), the policy, contact, receipt delivery, refunds
 * and changes, messages and history, and the buttons of the actions the server says the caller may take now (submit,
 * pay, cancel, confirm a raised price), then the product's own (ClientActions: for trains refund, change, book again).
 */
export const ClientOrderView = ({ product, order }: { product: TOrderProduct; order: TOrderDetail }) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const id = order.UniqueID;
  const { ClientActions, ClientCards } = product;

  const refresh = () => qc.invalidateQueries({ queryKey: orderDetailKey(product.service, id) });
  const done = async (r: TReply<unknown>) => {
    if (r.isSucc && r.message) void message.success(r.message);
    await refresh();
  };
  const submit = async () => done(await product.orders.submit(id));
  const cancel = () =>
    modal.confirm({
      title: t(product.texts.cancelConfirm),
      onOk: async () => {
        // The spec's OrderCancel fails silently; the refreshed status tells what happened.
        const r = await product.orders.cancel(id, { failTips: false });
        if (!r.isSucc) void message.warning(t('orderUi.detail.cancelFailed'));
        await done(r);
      },
    });
  const pay = () => {
    if (order.PaymentMode === PaymentMode.Online) {
      // The cashier takes the payment, which moves the order on by itself, then returns here.
      const back = orderDetailLink(product.service, id);
      navigate(`/trade/cashier?${new URLSearchParams({ TradeID: order.DealID, ReturnUrl: back }).toString()}`);
      return;
    }
    modal.confirm({
      title: t('orderUi.detail.payConfirm', {
        amount: formatMoney(order.TotalPrice),
        account: lookupLabel(ACCOUNT, order.AccountType, t),
      }),
      onOk: async () => done(await product.orders.pay(id, order.AccountType)),
    });
  };
  // A price the TMC raised waits for the booker (ConfirmOrderPrice) when the detail says so.
  const confirmPrice = () =>
    modal.confirm({
      title: t('orderUi.orderPrice.confirmTitle', { amount: formatMoney(order.TotalPrice) }),
      onOk: async () => {
        const r = await product.orders.confirmPrice(id, order.Version);
        if (r.isSucc) void message.success(r.message || t('orderUi.orderPrice.done'));
        await refresh();
      },
    });
  const handlers: Record<(typeof CLIENT_ACTIONS)[number], () => unknown> = {
    submit: () => void submit(),
    pay: () => void pay(),
    cancel,
  };
  const actions = CLIENT_ACTIONS.filter((a) => order.Actions.includes(a));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {order.Archived && <Alert type="info" showIcon message={t('orderUi.detail.archived')} />}
      {order.PayDeadline && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-deadline"
          message={t('orderUi.detail.payDeadline', { time: order.PayDeadline })}
        />
      )}
      {order.PriceConfirm === 'pending' && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-price-pending"
          message={t('orderUi.orderPrice.pending', { amount: formatMoney(order.TotalPrice) })}
          action={
            <Button type="primary" onClick={confirmPrice} data-testid="order-price-confirm">
              {t('orderUi.orderPrice.confirm')}
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
            <ClientActions order={order} />
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

      <ClientCards order={order} />

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
              <div>{`${t('orderUi.detail.violationReason')}: ${order.Policy.ViolationReason}`}</div>
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

      <OrderAmendsCard product={product} order={order} />

      {order.Messages.length > 0 && (
        <Card title={t('orderUi.detail.messages')}>
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
