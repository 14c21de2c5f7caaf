import { useNavigate } from 'react-router';
import { Alert, App, Button, Descriptions, Flex, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TradeStatus,
  TrainConfirmClientAmendPrice,
  TrainConfirmSupplyAmendPrice,
  TrainCreateAmendTradeDeal,
  lookupOf,
  type TReply,
  type TTrainAmendDetail,
  type TTrainChange,
  type TTrainChangeResult,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { yuanText } from '../../../kit/money.ts';
import { formatMoney, lookupLabel } from '../../../kit/resource/index.ts';
import { trainOrderDetailLink } from '../lib/order-links.ts';

// A train change as the booker and the desk see it (AmendDetails' Change, as the server states it): its amounts, how
// it ends without being made, and the booker's answer to a priced change.

const ACCOUNT = lookupOf('AccountType');
const SEAT = lookupOf('TrainSeatType');

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
 * What a train change adds to the booker's view of it (the order module's refunds and changes, the train's
 * ClientAmendCard): its amounts and, while it waits for the booker, their answer. Nothing for a refund.
 */
export const TrainClientAmendCard = ({
  amend,
  order,
  onReply,
}: {
  amend: TTrainAmendDetail;
  order: TTrainOrderDetail;
  onReply: (r: TReply<TTrainChangeResult>) => Promise<void>;
}) =>
  amend.Change && (
    <>
      <ChangeMoneyView change={amend.Change} />
      <ChangeClientActions change={amend.Change} order={order} onReply={onReply} />
    </>
  );
