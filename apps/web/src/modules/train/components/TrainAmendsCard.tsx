import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmendStatus,
  TradeStatus,
  TrainAmendDetails,
  TrainConfirmClientAmendPrice,
  TrainConfirmSupplyAmendPrice,
  TrainCreateAmendTradeDeal,
  TrainOrderRefundCancel,
  lookupOf,
  type TReply,
  type TTrainAmend,
  type TTrainChange,
  type TTrainChangeResult,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { yuanText } from '../../../kit/money.ts';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { trainOrderDetailLink } from '../lib/order-links.ts';
import { trainAmendsKey, trainOrderKey } from '../lib/booking-keys.ts';
import { AmendView } from '../../order/index.ts';

const ACCOUNT = lookupOf('AccountType');
const SEAT = lookupOf('TrainSeatType');

/** Refunds not yet priced or confirmed, which their booker may still withdraw (OrderRefundCancel). */
const WITHDRAWABLE: readonly number[] = [AmendStatus.WaitSubmit, AmendStatus.WaitDispose, AmendStatus.WaitConfirm];
export const refundWithdrawable = (a: TTrainAmend) => a.Kind === 'refund' && WITHDRAWABLE.includes(a.AmendStatus);

/**
 * The whole change as the server states it (AmendDetails' Change, or a change call's reply): the new train, the
 * passengers' old and new fares, the fees and what the client pays or gets back.
 */
export const ChangeMoneyView = ({ change }: { change: TTrainChange }) => {
  const { t } = useTranslation();
  const id = change.AmendID;
  const train = change.Train;
  return (
    <Flex vertical gap={8}>
      <Descriptions
        title={t('trainAmendUi.money.title')}
        column={{ xs: 1, md: 4 }}
        size="small"
        bordered
        data-testid={`change-money-${id}`}
      >
        <Descriptions.Item label={t('trainAmendUi.money.newTrain')} span={4}>
          <span data-testid={`change-train-${id}`}>
            {`${train.TrainNo} ${train.DepartTime.slice(0, 16)} ${train.FromStationName} → ${train.ArriveTime.slice(11, 16)} ${train.ToStationName} ${lookupLabel(SEAT, train.SeatType, t)}`}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainAmendUi.money.old')}>{yuanText(change.OldPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('trainAmendUi.money.new')}>
          <span data-testid={`change-new-${id}`}>{yuanText(change.NewPrice)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainAmendUi.money.difference')}>{yuanText(change.Difference)}</Descriptions.Item>
        <Descriptions.Item label={t('trainAmendUi.money.serviceFee')}>{yuanText(change.ServiceFee)}</Descriptions.Item>
        <Descriptions.Item label={t('trainAmendUi.money.changeFee')}>
          <span data-testid={`change-fees-${id}`}>{yuanText(change.ChangeFee)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('trainAmendUi.money.railwayFee')}>
          <span data-testid={`change-railway-fee-${id}`}>{yuanText(change.RailwayFee)}</span>
        </Descriptions.Item>
        {change.PayAmount > 0 && (
          <Descriptions.Item label={t('trainAmendUi.money.pay')}>
            <Typography.Text strong type="danger" data-testid={`change-pay-${id}`}>
              {yuanText(change.PayAmount)}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {change.RefundAmount > 0 && (
          <Descriptions.Item label={t('trainAmendUi.money.refund')}>
            <Typography.Text strong type="success" data-testid={`change-refund-${id}`}>
              {yuanText(change.RefundAmount)}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {change.PayAmount <= 0 && change.RefundAmount <= 0 && (
          <Descriptions.Item label={t('trainAmendUi.money.pay')}>{t('trainAmendUi.money.none')}</Descriptions.Item>
        )}
      </Descriptions>
      <Table
        rowKey="PassengerID"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={change.Passengers}
        data-testid={`change-passengers-${id}`}
        columns={[
          { title: t('trainAmendUi.money.passengers.passenger'), dataIndex: 'PassengerName' },
          {
            title: t('trainAmendUi.money.passengers.oldTrain'),
            render: (_, p) => `${p.OldTrainNo} ${p.OldTrainDate}`,
          },
          { title: t('trainAmendUi.money.passengers.oldPrice'), render: (_, p) => yuanText(p.OldPrice) },
          { title: t('trainAmendUi.money.passengers.newPrice'), render: (_, p) => yuanText(p.NewPrice) },
          { title: t('trainAmendUi.money.passengers.difference'), render: (_, p) => yuanText(p.Difference) },
          { title: t('trainAmendUi.money.passengers.railwayFee'), render: (_, p) => yuanText(p.RailwayFee) },
          {
            title: t('trainAmendUi.money.passengers.ticket'),
            render: (_, p) => [p.TicketNo, p.CoachNo, p.SeatNo].filter(Boolean).join(' '),
          },
        ]}
      />
    </Flex>
  );
};

/**
 * Ending a change without making it, after a confirmation with a reason: the client (or TMC staff for them) declines
 * a priced change or withdraws one not yet priced (ConfirmClientAmendPrice with Confirm false, reason optional); the
 * supplier or TMC staff cannot make it (ConfirmSupplyAmendPrice with Cannot true, reason required).
 */
export const useEndChange = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (
    kind: 'decline' | 'withdraw' | 'cannot',
    amendId: string,
    onReply: (r: TReply<TTrainChangeResult>) => Promise<void>,
  ) => {
    let reason = '';
    modal.confirm({
      title: t(`trainAmendUi.end.${kind}Title`),
      content: (
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={t(`trainAmendUi.end.${kind}Reason`)}
          onChange={(e) => (reason = e.target.value)}
          data-testid="change-end-reason"
        />
      ),
      okText: t(`trainAmendUi.end.${kind}`),
      okButtonProps: { danger: true },
      cancelText: t('trainAmendUi.client.cancel'),
      onOk: async () => {
        if (kind === 'cannot') {
          if (!reason.trim()) {
            void message.error(t('trainChange.validation.cannotReason'));
            // Keeps the dialog open for the reason.
            throw new Error('reason required');
          }
          return onReply(await call(TrainConfirmSupplyAmendPrice, { UniqueID: amendId, Cannot: true, Reason: reason }));
        }
        return onReply(await call(TrainConfirmClientAmendPrice, { UniqueID: amendId, Confirm: false, Reason: reason }));
      },
    });
  };
};

/**
 * The client's answer to a priced change (WaitConfirm), as the server's Steps allow it to this user: Pay (an order
 * paid online owing the amount: CreateAmendTradeDeal, then the cashier, then the confirmation on the way back),
 * ConfirmClient (ConfirmClientAmendPrice: paid from the order's company account or paid back), Decline, and Withdraw
 * before a price. The booker answers on the order; TMC staff (`desk`) answer for the client from the amend desk,
 * under the lock.
 */
export const ChangeClientActions = ({
  change,
  order,
  desk,
  onReply,
}: {
  change: TTrainChange;
  order: TTrainOrderDetail;
  desk?: boolean;
  onReply: (r: TReply<TTrainChangeResult>) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const end = useEndChange();
  const steps: readonly string[] = change.Steps;
  const id = change.AmendID;
  if (steps.includes('Withdraw'))
    return (
      <Alert
        type="info"
        showIcon
        data-testid={`change-waiting-${id}`}
        message={t(desk ? 'trainAmendUi.desk.waitingPrice' : 'trainAmendUi.client.waitingPrice')}
        action={
          <Button danger onClick={() => end('withdraw', id, onReply)} data-testid={`change-withdraw-button-${id}`}>
            {t(desk ? 'trainAmendUi.desk.withdrawForClient' : 'trainAmendUi.end.withdraw')}
          </Button>
        }
      />
    );
  if (!steps.some((s) => s === 'Pay' || s === 'ConfirmClient' || s === 'Decline')) return null;
  const amount = formatMoney(change.PayAmount > 0 ? change.PayAmount : change.RefundAmount);
  let content: string;
  if (change.PayAmount > 0)
    content = t('trainAmendUi.client.payAccount', { amount, account: lookupLabel(ACCOUNT, order.AccountType, t) });
  else if (change.RefundAmount > 0) content = t('trainAmendUi.client.refund', { amount });
  else content = t('trainAmendUi.client.even');
  const confirm = () =>
    modal.confirm({
      title: t(desk ? 'trainAmendUi.desk.confirmForClientTitle' : 'trainAmendUi.client.confirmTitle'),
      content: (
        <span data-testid="change-confirm-text">
          {content}
          {desk && ` ${t('trainAmendUi.desk.confirmForClientHint')}`}
        </span>
      ),
      okText: t('trainAmendUi.client.ok'),
      cancelText: t('trainAmendUi.client.cancel'),
      onOk: async () => onReply(await call(TrainConfirmClientAmendPrice, { UniqueID: id })),
    });
  const pay = () =>
    modal.confirm({
      title: t('trainAmendUi.client.confirmTitle'),
      content: <span data-testid="change-confirm-text">{t('trainAmendUi.client.payOnline', { amount })}</span>,
      okText: t('trainAmendUi.client.ok'),
      cancelText: t('trainAmendUi.client.cancel'),
      onOk: async () => {
        // One deal however often it is asked for; once paid at the cashier, the confirmation goes through.
        const deal = await call(TrainCreateAmendTradeDeal, { UniqueID: id });
        if (!deal.isSucc || !deal.result) return;
        if (deal.result.TradeStatus === TradeStatus.Finished) {
          await onReply(await call(TrainConfirmClientAmendPrice, { UniqueID: id }));
          return;
        }
        const back = trainOrderDetailLink(order.UniqueID);
        void navigate(
          `/trade/cashier?${new URLSearchParams({ TradeID: deal.result.DealID, ReturnUrl: back }).toString()}`,
        );
      },
    });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`change-confirm-${id}`}
      message={t(desk ? 'trainAmendUi.desk.priced' : 'trainAmendUi.client.waiting')}
      action={
        <Space>
          {/* Paying at the cashier is the client's own step. */}
          {steps.includes('Pay') && !desk && (
            <Button type="primary" onClick={pay} data-testid={`change-pay-button-${id}`}>
              {t('trainAmendUi.client.pay')}
            </Button>
          )}
          {steps.includes('ConfirmClient') && (
            <Button type="primary" onClick={confirm} data-testid={`change-confirm-button-${id}`}>
              {t(desk ? 'trainAmendUi.desk.confirmForClient' : 'trainAmendUi.client.confirm')}
            </Button>
          )}
          {steps.includes('Decline') && (
            <Button danger onClick={() => end('decline', id, onReply)} data-testid={`change-decline-button-${id}`}>
              {t(desk ? 'trainAmendUi.desk.declineForClient' : 'trainAmendUi.end.decline')}
            </Button>
          )}
        </Space>
      }
    />
  );
};

/**
 * An order's refunds and changes (AmendDetails), newest first. With `withdraw`, the booker's button to withdraw a
 * refund still open (OrderRefundCancel); online refunds finish at once, so it shows only for requests in progress.
 * With `order`, a change the TMC priced waits for the booker's confirmation here.
 */
export const TrainAmendsCard = ({
  uniqueId,
  withdraw,
  order,
}: {
  uniqueId: string;
  withdraw?: boolean;
  /** The booker's order: its changes awaiting the client's confirmation show their amounts and the button. */
  order?: TTrainOrderDetail;
}) => {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const amends = useQuery({
    queryKey: [...trainAmendsKey(uniqueId), i18n.language],
    queryFn: () => fetchResult(TrainAmendDetails, { UniqueID: uniqueId }, { failTips: false }),
    retry: false,
  });
  if (amends.isError)
    return (
      <LoadFailed
        title={t('orderUi.amends.failed')}
        error={amends.error}
        action={<Button onClick={() => void amends.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  const list = amends.data?.Amends ?? [];
  if (!withdraw && amends.data && list.length === 0)
    return <Empty description={t('orderUi.amendDetail.none')} data-testid="amends-empty" />;
  if (list.length === 0) return null;
  const open = list.some(refundWithdrawable);
  const onReply = async (r: TReply<TTrainChangeResult>) => {
    if (r.isSucc) void message.success(r.message || t('trainAmendUi.client.done'));
    await qc.invalidateQueries({ queryKey: trainAmendsKey(uniqueId) });
    await qc.invalidateQueries({ queryKey: trainOrderKey(uniqueId) });
  };
  const cancel = () =>
    modal.confirm({
      title: t('trainRefundUi.amends.cancelConfirm'),
      onOk: async () => {
        const r: TReply = await call(TrainOrderRefundCancel, { UniqueID: uniqueId });
        if (r.isSucc) void message.success(r.message || t('orderUi.list.done'));
        await qc.invalidateQueries({ queryKey: trainAmendsKey(uniqueId) });
        await qc.invalidateQueries({ queryKey: trainOrderKey(uniqueId) });
      },
    });
  return (
    <Card
      title={t('trainRefundUi.amends.title')}
      data-testid="order-amends"
      extra={
        withdraw && open ? (
          <Button danger onClick={cancel} data-testid="amend-refund-cancel">
            {t('trainRefundUi.amends.cancel')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={24}>
        {list.map((a) => (
          <Flex vertical gap={12} key={a.AmendID}>
            <AmendView amend={a} />
            {a.Change && <ChangeMoneyView change={a.Change} />}
            {order && a.Change && <ChangeClientActions change={a.Change} order={order} onReply={onReply} />}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
};
